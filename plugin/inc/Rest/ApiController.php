<?php
/**
 * Base of the controllers of the `api` namespace.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Module;
use WP_REST_Controller;
use WP_REST_Server;

/**
 * A controller of /wp-json/api/...: registers its routes on rest_api_init, each with its permission
 * callback, typed and described arguments and the schema of its answer, and answers through Envelope.
 * register_api_route() puts answer_schema() in the index (`?context=help`, or OPTIONS): the envelope
 * with `data` on success and, under `errors`, every other answer (code, status, meaning, data). Errors
 * that follow from the route's definition are added to those it lists; Schema\Errors and Schema\Args
 * hold the shared ones. See docs/architecture.md, "The REST pipeline".
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
	 * @param array<int, array<string, mixed>> $errors    The other answers (Schema\Errors).
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
	 * @param array<int, array<string, mixed>> $errors The other answers (Schema\Errors).
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
			$errors[] = Errors::doc(
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
			$errors[] = Errors::doc( 401, __( 'The caller is not logged in as a member.', 'mvc-core' ) );
		}
		if ( $for_member || $writes ) {
			$errors[] = Errors::doc( 403, __( 'The page has expired (its nonce is not valid): refresh it and try again.', 'mvc-core' ), 403, $wp_code( 'rest_cookie_invalid_nonce' ) );
		}
		if ( $writes && ! in_array( $route, Permissions::TOKEN_ROUTES, true ) ) {
			$errors[] = Errors::doc( 403, __( 'The call comes from another site\'s page.', 'mvc-core' ) );
		}
		return $errors;
	}

	/**
	 * The controller's one answer schema (get_item_schema() of a controller with one route),
	 * built once per controller by answer_schema(). A route registered with `'schema' => array(
	 * $this, 'get_public_item_schema' )` gets no implied errors: prefer register_api_route().
	 *
	 * @param string                           $title  The schema's title.
	 * @param array<string, mixed>             $data   The schema of `data` on success.
	 * @param array<int, array<string, mixed>> $errors The other answers (Schema\Errors).
	 * @return array<string, mixed>
	 */
	protected function envelope_schema( string $title, array $data, array $errors = array() ): array {
		if ( ! $this->schema ) {
			$this->schema = $this->answer_schema( $title, $data, $errors );
		}
		return $this->schema;
	}
}
