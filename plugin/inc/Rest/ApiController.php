<?php
/**
 * Base of the controllers of the `api` namespace.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Module;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Server;

/**
 * A controller of /wp-json/api/...: a module that registers its routes on rest_api_init. Subclasses
 * declare the routes, each with its permission callback and argument schema, and answer through
 * Envelope.
 */
abstract class ApiController extends WP_REST_Controller implements Module {

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = Envelope::NAMESPACE;

	/**
	 * The routes' base (member routes by default).
	 *
	 * @var string
	 */
	protected $rest_base = 'member';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers a public, readable list at the controller's base: `get_items` with these
	 * arguments and the controller's schema. For content visitors read anyway.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments of the list.
	 */
	protected function register_public_list( array $args ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => '__return_true',
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The arguments pageSize (1 to $max, default $size) and pageNumber (from 1, default 1).
	 *
	 * @param int $size Default page size.
	 * @param int $max  Largest page size.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function paging_args( int $size, int $max ): array {
		return array(
			'pageSize'   => array(
				'description'       => __( 'Items per page.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => $size,
				'minimum'           => 1,
				'maximum'           => $max,
				'validate_callback' => static function ( $value ) use ( $max ) {
					return self::validate_whole_number(
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
					return self::validate_whole_number( $value, 1, 999999999, 'pageNumber', __( 'pageNumber must be a whole number of at least 1.', 'mvc-core' ) );
				},
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
	protected static function id_arg( string $field, string $description, string $message, bool $required = true ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'required'          => $required,
			'minimum'           => 1,
			'validate_callback' => static fn( $value ) => self::validate_whole_number( $value, 1, PHP_INT_MAX, $field, $message ),
			'sanitize_callback' => 'absint',
		);
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
	protected static function validate_whole_number( $value, int $min, int $max, string $field, string $message ) {
		if ( is_string( $value ) && 1 === preg_match( '/^[0-9]{1,10}$/', $value ) ) {
			$value = (int) $value;
		}
		if ( is_int( $value ) && $value >= $min && $value <= $max ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * The schema of an answer in the {code, message, data} envelope, built once per controller.
	 *
	 * @param string               $title The schema's title.
	 * @param array<string, mixed> $data  The schema of `data`.
	 * @return array<string, mixed>
	 */
	protected function envelope_schema( string $title, array $data ): array {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => $title,
				'type'       => 'object',
				'properties' => array(
					'code'    => array( 'type' => 'integer' ),
					'message' => array( 'type' => 'string' ),
					'data'    => $data,
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
