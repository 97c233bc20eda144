<?php
/**
 * The argument shapes routes share.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest\Schema;

use Mvc\Core\Failure;
use WP_Error;

/**
 * Paging, ids and whole numbers as every route of the `api` namespace takes them: a number or its
 * digits, its error naming the field (the member-only shapes are in Rest\MemberArgs).
 */
final class Args {

	/**
	 * The arguments pageSize (1 to $max, default $size) and pageNumber (from 1, default 1).
	 *
	 * @param int $size Default page size.
	 * @param int $max  Largest page size.
	 * @return array<string, array<string, mixed>>
	 */
	public static function paging( int $size, int $max ): array {
		return array(
			'pageSize'   => array(
				'description'       => __( 'Items per page.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => $size,
				'minimum'           => 1,
				'maximum'           => $max,
				'validate_callback' => static function ( $value ) use ( $max ) {
					return self::whole_number(
						$value,
						1,
						$max,
						'pageSize',
						/* translators: %d: the largest page size. */
						sprintf( __( 'pageSize must be a whole number from 1 to %d.', 'mvc-core' ), $max )
					);
				},
				'sanitize_callback' => 'absint',
			),
			'pageNumber' => array(
				'description'       => __( 'Page number, from 1.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => static function ( $value ) {
					return self::whole_number( $value, 1, 999999999, 'pageNumber', __( 'pageNumber must be a whole number of at least 1.', 'mvc-core' ) );
				},
				'sanitize_callback' => 'absint',
			),
		);
	}
	/**
	 * The arguments page (from 1, default 1) and per_page (1 to $max, default $size), as the member
	 * area's lists name them.
	 *
	 * @param int $size Default page size.
	 * @param int $max  Largest page size.
	 * @return array<string, array<string, mixed>>
	 */
	public static function page( int $size, int $max ): array {
		return array(
			'page'     => array(
				'description'       => __( 'Page number, from 1.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => static fn( $value ) => self::whole_number( $value, 1, 999999999, 'page', __( 'page must be a whole number of at least 1.', 'mvc-core' ) ),
				'sanitize_callback' => 'absint',
			),
			'per_page' => array(
				'description'       => __( 'Items per page.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => $size,
				'minimum'           => 1,
				'maximum'           => $max,
				'validate_callback' => static fn( $value ) => self::whole_number(
					$value,
					1,
					$max,
					'per_page',
					/* translators: %d: the largest page size. */
					sprintf( __( 'per_page must be a whole number from 1 to %d.', 'mvc-core' ), $max )
				),
				'sanitize_callback' => 'absint',
			),
		);
	}
	/**
	 * The argument of an object's id: a whole number of at least 1, as a number or its digits.
	 *
	 * @param string $field       The argument's name.
	 * @param string $description Its description.
	 * @param string $message     The error of a bad value.
	 * @param bool   $required    Whether it must be sent.
	 * @return array<string, mixed>
	 */
	public static function id( string $field, string $description, string $message, bool $required = true ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'required'          => $required,
			'minimum'           => 1,
			'validate_callback' => static fn( $value ) => self::whole_number( $value, 1, PHP_INT_MAX, $field, $message ),
			'sanitize_callback' => 'absint',
		);
	}
	/**
	 * A list (JSON array) of at most $max ids, each a whole number of at least 1 (as a number or its
	 * digits); an empty list is allowed. The error names the field `ids`.
	 *
	 * @param mixed  $value   Raw value.
	 * @param int    $max     Most ids.
	 * @param string $message The error message.
	 * @return true|WP_Error
	 */
	public static function id_list( $value, int $max, string $message ) {
		$valid = is_array( $value ) && array_is_list( $value ) && count( $value ) <= $max;
		foreach ( $valid ? $value : array() as $id ) {
			$valid = $valid && true === self::whole_number( $id, 1, PHP_INT_MAX, 'ids', '' );
		}
		return $valid ? true : Failure::invalid( $message, 'ids' );
	}
	/**
	 * A whole number (an integer, or the digits of one) within a range.
	 *
	 * @param mixed  $value   Raw value.
	 * @param int    $min     Smallest allowed.
	 * @param int    $max     Largest allowed.
	 * @param string $field   The argument's name.
	 * @param string $message The error message.
	 * @return true|WP_Error
	 */
	public static function whole_number( $value, int $min, int $max, string $field, string $message ) {
		if ( is_string( $value ) && 1 === preg_match( '/^[0-9]{1,10}$/', $value ) ) {
			$value = (int) $value;
		}
		if ( is_int( $value ) && $value >= $min && $value <= $max ) {
			return true;
		}
		return Failure::invalid( $message, $field );
	}
}
