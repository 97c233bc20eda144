<?php
/**
 * The `flag` argument of the toggle routes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;
use WP_Error;

/**
 * One definition of `{flag}` for the routes that turn something on (true) or off (false): likes,
 * favourites, comment likes, tag subscriptions. JSON true or false, or their usual spellings in a
 * query or form ('true', 'false', '1', '0', 1, 0).
 */
final class Flag {

	/**
	 * The argument's schema: a required boolean.
	 *
	 * @param string $description What true and false mean on the route ('' for the general words).
	 * @return array<string, mixed>
	 */
	public static function arg( string $description = '' ): array {
		return array(
			'description'       => '' !== $description ? $description : __( 'True to turn it on, false to turn it off.', 'mvc-core' ),
			'type'              => 'boolean',
			'required'          => true,
			'validate_callback' => array( self::class, 'validate' ),
		);
	}

	/**
	 * A flag: true or false (JSON), or their usual spellings in a query or form.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate( $value ) {
		if ( is_bool( $value ) || in_array( $value, array( 'true', 'false', '1', '0', 1, 0 ), true ) ) {
			return true;
		}
		return Failure::invalid( __( 'The flag must be true or false.', 'mvc-core' ), 'flag' );
	}

	/**
	 * A valid flag as a boolean.
	 *
	 * @param mixed $value Value accepted by validate().
	 */
	public static function value( $value ): bool {
		return true === $value || in_array( $value, array( 'true', '1', 1 ), true );
	}
}
