<?php
/**
 * Base of the controllers of the `api` namespace.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;
use Mvc\Core\Module;
use Mvc\Core\Security\NetworkGate;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Server;

/**
 * A controller of /wp-json/api/...: a module that registers its routes on rest_api_init. Subclasses
 * declare the routes, each with its permission callback, its arguments (each with a type and a
 * description) and the schema of its answer, and answer through Envelope.
 *
 * Every route describes its answer in the index (`GET /wp-json/api?context=help`, or OPTIONS on the
 * route): register_api_route() registers a route with the schema answer_schema() builds, a JSON
 * schema (draft-04) of the envelope with `data` as the route gives it on success and, under the
 * `errors` keyword (kept whole by the index), every answer the route gives instead: its envelope
 * code, HTTP status, meaning and data. The errors that follow from the route's definition (bad
 * arguments, a visitor on a member route, a stale page, a call from another site) are added to the
 * ones the route lists; error_doc(), catalogue_error_doc(), rate_limit_error_doc() and
 * challenge_error_doc() describe the rest.
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
	 * arguments and the controller's schema (get_item_schema(), which may list its errors under
	 * `errors`; those of bad arguments are added). For content visitors read anyway.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments of the list.
	 */
	protected function register_public_list( array $args ): void {
		$schema = $this->get_public_item_schema();
		$this->register_api_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => '__return_true',
					'args'                => $args,
				),
			),
			(string) $schema['title'],
			$schema['properties']['data'],
			$schema['errors'] ?? array()
		);
	}

	/**
	 * Registers a route of the namespace with the schema of its answer (answer_schema()). The errors
	 * the endpoints' definition implies are added to $errors: 400 for bad arguments (when an
	 * endpoint takes any), 401 and a stale page's 403 for a member route (Permissions::member), a
	 * stale page's 403 and the other-site 403 for a route that changes state (any method but GET;
	 * the token routes of Permissions::TOKEN_ROUTES take calls from anywhere).
	 *
	 * @param string                           $route     Route, such as '/member/like' (after the namespace).
	 * @param array<int, array<string, mixed>> $endpoints The endpoints, as register_rest_route() takes them.
	 * @param string                           $title     The schema's title, such as 'mvc-member-like'.
	 * @param array<string, mixed>             $data      The schema of `data` on success.
	 * @param array<int, array<string, mixed>> $errors    The other answers (error_doc() and its kin).
	 */
	protected function register_api_route( string $route, array $endpoints, string $title, array $data, array $errors = array() ): void {
		$errors = array_merge( self::implied_errors( '/' . $this->namespace . $route, $endpoints ), $errors );
		register_rest_route(
			$this->namespace,
			$route,
			$endpoints + array(
				'schema' => function () use ( $title, $data, $errors ): array {
					return $this->answer_schema( $title, $data, $errors );
				},
			)
		);
	}

	/**
	 * The schema of an answer in the {code, message, data} envelope (JSON schema draft-04, as core's
	 * routes give theirs): `code` is 200 or one of the errors' codes, `message` the site-language
	 * message, `data` as given on success; `errors` lists the other answers, one per code and
	 * meaning, ordered by code. A route's schema callback returns it; register_api_route() does so.
	 *
	 * @param string                           $title  The schema's title.
	 * @param array<string, mixed>             $data   The schema of `data` on success.
	 * @param array<int, array<string, mixed>> $errors The other answers (error_doc() and its kin).
	 * @return array<string, mixed>
	 */
	protected function answer_schema( string $title, array $data, array $errors = array() ): array {
		$unique = array();
		foreach ( $errors as $error ) {
			$unique[ $error['code'] . ' ' . $error['description'] ] = $error;
		}
		usort( $unique, static fn( array $a, array $b ): int => $a['code'] <=> $b['code'] );
		$codes = array_values( array_unique( array_merge( array( 200 ), array_column( $unique, 'code' ) ) ) );
		return $this->add_additional_fields_schema(
			array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => $title,
				'type'       => 'object',
				'properties' => array(
					'code'    => array(
						'description' => __( '200 on success, otherwise the code of one of the errors.', 'mvc-core' ),
						'type'        => 'integer',
						'enum'        => $codes,
					),
					'message' => array(
						'description' => __( 'What happened, in the site\'s language.', 'mvc-core' ),
						'type'        => 'string',
					),
					'data'    => $data,
				),
				'required'   => array( 'code', 'message', 'data' ),
				'errors'     => $unique,
			)
		);
	}

	/**
	 * The data of an answer that changed who is logged in (login, logout, a new password): the REST
	 * nonce the page sends from then on.
	 *
	 * @return array<string, mixed>
	 */
	protected static function nonce_data_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'nonce' => array(
					'description' => __( 'The REST nonce (X-WP-Nonce) the page uses from now on.', 'mvc-core' ),
					'type'        => 'string',
				),
			),
		);
	}

	/**
	 * One answer a route gives instead of success, for its schema's `errors`.
	 *
	 * @param int                  $code    The envelope's code: a catalogue code (5001-5012) or the HTTP status.
	 * @param string               $meaning When and why, in English source text (translated).
	 * @param int                  $status  The HTTP status (0: the code).
	 * @param array<string, mixed> $data    Schemas of the properties of `data` it carries (none: null).
	 * @return array<string, mixed>
	 */
	protected static function error_doc( int $code, string $meaning, int $status = 0, array $data = array() ): array {
		return array(
			'code'        => $code,
			'status'      => 0 === $status ? $code : $status,
			'description' => $meaning,
			'data'        => $data
				? array(
					'type'       => 'object',
					'properties' => $data,
				)
				: array( 'type' => 'null' ),
		);
	}

	/**
	 * A catalogue error (Mvc\Core\Failure): its message is its meaning; `data.field` names the field.
	 *
	 * @param int    $code   A catalogue code of Mvc\Core\Failure.
	 * @param string $field  The request field it belongs under ('' for none).
	 * @param int    $status HTTP status.
	 * @return array<string, mixed>
	 */
	protected static function catalogue_error_doc( int $code, string $field = '', int $status = 400 ): array {
		return self::error_doc( $code, Failure::message( $code ), $status, '' === $field ? array() : self::field_doc( $field ) );
	}

	/**
	 * A limit's refusal (NetworkGate, RateLimiter): 429 with the seconds to wait.
	 *
	 * @param string $field   The request field the message belongs under ('' for none).
	 * @param string $meaning Which limit, when not the general one.
	 * @return array<string, mixed>
	 */
	protected static function rate_limit_error_doc( string $field = '', string $meaning = '' ): array {
		return self::error_doc(
			429,
			'' !== $meaning ? $meaning : __( 'Too many requests: the message says the minutes to wait.', 'mvc-core' ),
			429,
			array(
				'retryAfter' => array(
					'description' => __( 'Seconds until a request is taken again.', 'mvc-core' ),
					'type'        => 'integer',
				),
			) + ( '' === $field ? array() : self::field_doc( $field ) )
		);
	}

	/**
	 * NetworkGate's challenge: many requests from the caller's network; the client solves
	 * `data.challenge` and sends the solution again in the X-Mvc-Challenge header.
	 *
	 * @return array<string, mixed>
	 */
	protected static function challenge_error_doc(): array {
		return self::error_doc(
			NetworkGate::CHALLENGE_CODE,
			__( 'Many requests come from the caller\'s network: solve data.challenge and send the solution in the X-Mvc-Challenge header.', 'mvc-core' ),
			NetworkGate::CHALLENGE_CODE,
			array(
				'challenge' => array(
					'description' => __( 'The challenge to solve.', 'mvc-core' ),
					'type'        => 'object',
				),
			)
		);
	}

	/**
	 * The schema of an error's `data.field`: the request field the message belongs under.
	 *
	 * @param string $field The field.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function field_doc( string $field ): array {
		return array(
			'field' => array(
				'description' => __( 'The request field the message belongs under.', 'mvc-core' ),
				'type'        => 'string',
				'enum'        => array( $field ),
			),
		);
	}

	/**
	 * The errors a route's definition implies (see register_api_route()).
	 *
	 * @param string                           $route     The full route, such as '/api/member/like'.
	 * @param array<int, array<string, mixed>> $endpoints The endpoints.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function implied_errors( string $route, array $endpoints ): array {
		$errors     = array();
		$wp_code    = static fn( string ...$codes ): array => array(
			'wp_code' => array(
				'description' => __( 'WordPress\'s own error code.', 'mvc-core' ),
				'type'        => 'string',
				'enum'        => $codes,
			),
		);
		$has_args   = false;
		$for_member = false;
		$writes     = false;
		foreach ( $endpoints as $endpoint ) {
			$has_args   = $has_args || ! empty( $endpoint['args'] );
			$for_member = $for_member || array( Permissions::class, 'member' ) === ( $endpoint['permission_callback'] ?? null );
			$methods    = is_array( $endpoint['methods'] ) ? $endpoint['methods'] : explode( ',', (string) $endpoint['methods'] );
			$writes     = $writes || array() !== array_diff( array_map( 'trim', $methods ), array( WP_REST_Server::READABLE ) );
		}
		if ( $has_args ) {
			$errors[] = self::error_doc(
				400,
				__( 'An argument is missing or not valid: the message is the first one\'s.', 'mvc-core' ),
				400,
				array(
					'params' => array(
						'description' => __( 'The arguments at fault: name => message, or the names of missing ones.', 'mvc-core' ),
						'type'        => array( 'object', 'array' ),
					),
					'field'  => array(
						'description' => __( 'The request field the message belongs under, when known.', 'mvc-core' ),
						'type'        => 'string',
					),
				) + $wp_code( 'rest_invalid_param', 'rest_missing_callback_param' )
			);
		}
		if ( $for_member ) {
			$errors[] = self::error_doc( 401, __( 'The caller is not logged in as a member.', 'mvc-core' ) );
		}
		if ( $for_member || $writes ) {
			$errors[] = self::error_doc( 403, __( 'The page has expired (its nonce is not valid): refresh it and try again.', 'mvc-core' ), 403, $wp_code( 'rest_cookie_invalid_nonce' ) );
		}
		if ( $writes && ! in_array( $route, Permissions::TOKEN_ROUTES, true ) ) {
			$errors[] = self::error_doc( 403, __( 'The call comes from another site\'s page.', 'mvc-core' ) );
		}
		return $errors;
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
	 * A list (JSON array) of at most $max ids, each a whole number of at least 1 (as a number or its
	 * digits); an empty list is allowed. The error names the field `ids`.
	 *
	 * @param mixed  $value   Raw value.
	 * @param int    $max     Most ids.
	 * @param string $message The error message.
	 * @return true|WP_Error
	 */
	protected static function validate_id_list( $value, int $max, string $message ) {
		$valid = is_array( $value ) && array_is_list( $value ) && count( $value ) <= $max;
		foreach ( $valid ? $value : array() as $id ) {
			$valid = $valid && true === self::validate_whole_number( $id, 1, PHP_INT_MAX, 'ids', '' );
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
	protected static function validate_whole_number( $value, int $min, int $max, string $field, string $message ) {
		if ( is_string( $value ) && 1 === preg_match( '/^[0-9]{1,10}$/', $value ) ) {
			$value = (int) $value;
		}
		if ( is_int( $value ) && $value >= $min && $value <= $max ) {
			return true;
		}
		return Failure::invalid( $message, $field );
	}

	/**
	 * The controller's one answer schema (get_item_schema() of a controller with one route),
	 * built once per controller by answer_schema(). A route registered with `'schema' => array(
	 * $this, 'get_public_item_schema' )` gets no implied errors: prefer register_api_route().
	 *
	 * @param string                           $title  The schema's title.
	 * @param array<string, mixed>             $data   The schema of `data` on success.
	 * @param array<int, array<string, mixed>> $errors The other answers (error_doc() and its kin).
	 * @return array<string, mixed>
	 */
	protected function envelope_schema( string $title, array $data, array $errors = array() ): array {
		if ( ! $this->schema ) {
			$this->schema = $this->answer_schema( $title, $data, $errors );
		}
		return $this->schema;
	}
}
