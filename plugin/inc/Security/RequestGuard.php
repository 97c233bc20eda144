<?php
/**
 * Every request answered without a fatal or a warning.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Api;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Answers whole classes of bad input 4xx, in the site's language, before any route or core code reads
 * them: WordPress reads them with warnings, or dies on them (a JSON body that is not an object, a null
 * for a non-null argument, a route spelt in another case, `_jsonp`, `_envelope`, the batch route, an
 * array where core expects a string). The table of what is refused and why: docs/security.md, "Bad
 * requests". Method overrides and cross-site writes are refused by
 * Rest\Permissions::refuse_forged_calls(), on every route.
 */
final class RequestGuard implements Module {

	public const BATCH_ROUTE = '/batch/v1';

	/**
	 * The largest integer a core route's integer argument is given (see core_misreads()).
	 */
	public const INTEGER_LIMIT = 2147483647;

	/**
	 * Query arguments of core's presentation that are refused where noted above.
	 */
	public const JSONP_ARG    = '_jsonp';
	public const ENVELOPE_ARG = '_envelope';
	public const FIELDS_ARG   = '_fields';

	/**
	 * Whether this HTTP request asked for JSONP (seen before core echoes its own refusal).
	 *
	 * @var bool
	 */
	private $jsonp_asked = false;

	/**
	 * Whether this HTTP request's `_method` was not a string (taken away before core reads it).
	 *
	 * @var bool
	 */
	private $bad_method = false;

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
		add_filter( 'request', array( $this, 'refuse_array_query_vars' ) );
		add_action( 'login_init', array( $this, 'refuse_array_login_fields' ), 0 );
	}

	/**
	 * JSONP is off. WP_REST_Server::serve_request() reads `_jsonp` right after this filter and echoes
	 * an English error for it, past every other filter: the argument is taken away here and the
	 * request is refused by refuse_bad_requests() as a JSON error in the site's language.
	 *
	 * @return false
	 */
	public function disable_jsonp(): bool {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only whether it is there.
		if ( isset( $_GET[ self::JSONP_ARG ] ) ) {
			$this->jsonp_asked = true;
			unset( $_GET[ self::JSONP_ARG ] );
		}
		// Core reads `_method` right after this filter, with strtoupper().
		if ( isset( $_GET['_method'] ) && ! is_string( $_GET['_method'] ) ) {
			$this->bad_method = true;
			unset( $_GET['_method'] );
		}
		// phpcs:enable
		return false;
	}

	/**
	 * Refuses the requests described on the class, before anything reads them.
	 *
	 * @param mixed           $result  Response so far (null to go on).
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function refuse_bad_requests( $result, $server, $request ) {
		if ( $this->jsonp_asked ) {
			// The HTTP request's own dispatch is the first one.
			$this->jsonp_asked = false;
			return self::error( 'rest_callback_disabled', __( 'JSONP is not supported.', 'mvc-core' ) );
		}
		if ( $this->bad_method ) {
			$this->bad_method = false;
			return self::error( 'rest_invalid_method', __( 'The request is not valid.', 'mvc-core' ) );
		}
		if ( null !== $result ) {
			return $result;
		}
		$route = $request->get_route();
		$match = self::route_of( $server, $request );
		if ( null !== $match && 1 !== preg_match( '@^' . $match[0] . '$@', $route ) ) {
			return self::error( 'rest_no_route', __( 'This API does not exist, or does not accept this method.', 'mvc-core' ), 404 );
		}
		if ( ! self::body_is_object( $request ) ) {
			return self::error( 'mvc_body_not_object', __( 'The request body must be a JSON object.', 'mvc-core' ) );
		}
		if ( array_key_exists( self::ENVELOPE_ARG, $request->get_query_params() )
			&& ( Api::is_api_route( $route ) || ! in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) ) {
			// Core wraps the answer when the HTTP request's query has it, after every filter.
			unset( $_GET[ self::ENVELOPE_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- taken away, not read.
			return self::error( 'mvc_envelope_refused', __( 'The _envelope parameter is not accepted here.', 'mvc-core' ) );
		}
		if ( self::BATCH_ROUTE === untrailingslashit( $route ) ) {
			return self::batch_error( $server, $request );
		}
		return null !== $match ? self::argument_error( $request, $match[1] ) : null;
	}

	/**
	 * `request`: a page's query variable that is an array is refused (this site's pages take none,
	 * and core reads several as strings). REST requests and wp-admin are left to their own rules.
	 *
	 * @param mixed $query_vars Query variables (an array).
	 * @return mixed
	 */
	public function refuse_array_query_vars( $query_vars ) {
		if ( ! is_array( $query_vars ) || is_admin() || isset( $query_vars['rest_route'] ) ) {
			return $query_vars;
		}
		foreach ( $query_vars as $value ) {
			if ( is_array( $value ) ) {
				self::refuse_page();
			}
		}
		return $query_vars;
	}

	/**
	 * `login_init`: wp-login.php's fields and arguments are strings.
	 */
	public function refuse_array_login_fields(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- only whether a value is an array.
		foreach ( array_merge( array_values( $_GET ), array_values( $_POST ) ) as $value ) {
			// phpcs:enable
			if ( is_array( $value ) ) {
				self::refuse_page();
			}
		}
	}

	/**
	 * The answer of a page request that is not valid: 400 with the site's message.
	 */
	private static function refuse_page(): void {
		wp_die(
			esc_html__( 'The request is not valid.', 'mvc-core' ),
			esc_html__( 'The request is not valid.', 'mvc-core' ),
			array( 'response' => 400 )
		);
	}

	/**
	 * `_fields` filters the keys of an object or of a list of objects; on anything else (the null
	 * body of a redirect) core's filter dies, so it is ignored there.
	 *
	 * @param mixed           $response Result to send.
	 * @param WP_REST_Server  $server   Server.
	 * @param WP_REST_Request $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function ignore_fields_of_non_objects( $response, $server, $request ) {
		unset( $server );
		if ( ! $response instanceof WP_HTTP_Response || ! isset( $request[ self::FIELDS_ARG ] ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) || ( wp_is_numeric_array( $data ) && array_filter( $data, static fn( $item ) => ! is_array( $item ) ) ) ) {
			unset( $request[ self::FIELDS_ARG ] );
		}
		return $response;
	}

	/**
	 * The route pattern and handler WordPress will dispatch a request to, as the protected
	 * WP_REST_Server::match_request_to_handler() finds them (without regard to case). Only looked
	 * for when it matters: a route with a capital letter, a null, an array or a number beyond 32 bits
	 * among the parameters.
	 *
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{0: string, 1: array<string, mixed>}|null
	 */
	private static function route_of( WP_REST_Server $server, WP_REST_Request $request ): ?array {
		$route = $request->get_route();
		$given = self::given( $request );
		$odd   = array_filter( $given, static fn( $value ) => is_array( $value ) || ( is_numeric( $value ) && abs( (float) $value ) > self::INTEGER_LIMIT ) );
		if ( strtolower( $route ) === $route && ! in_array( null, $given, true ) && ! $odd ) {
			return null;
		}
		$method = $request->get_method();
		foreach ( $server->get_routes() as $pattern => $handlers ) {
			if ( 1 !== preg_match( '@^' . $pattern . '$@i', $route ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				$methods = $handler['methods'] ?? array();
				if ( ! empty( $methods[ $method ] ) || ( 'HEAD' === $method && ! empty( $methods['GET'] ) ) ) {
					return array( (string) $pattern, $handler );
				}
			}
		}
		return null;
	}

	/**
	 * Whether a JSON request's body is empty or an object (form bodies are always key => value).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function body_is_object( WP_REST_Request $request ): bool {
		$body = ltrim( (string) $request->get_body() );
		return ! $request->is_json_content_type() || '' === $body || str_starts_with( $body, '{' );
	}

	/**
	 * The parameters a request was given, as WordPress will read them (the body's over the query's):
	 * the query, the form or the parameters a batch gives a single request, and a JSON object.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array<mixed>
	 */
	private static function given( WP_REST_Request $request ): array {
		$json = self::body_is_object( $request ) ? $request->get_json_params() : null;
		return array_merge( (array) $request->get_query_params(), (array) $request->get_body_params(), is_array( $json ) ? $json : array() );
	}

	/**
	 * The refusal of a value no check of the route would see, naming the argument: a null (WordPress
	 * skips the validation of a null) for an argument whose type does not allow null, or an array
	 * for an argument without a type or a validator (core's namespace index takes an array as the
	 * namespace's name, and dies).
	 *
	 * @param WP_REST_Request      $request Request.
	 * @param array<string, mixed> $handler Its handler.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function argument_error( WP_REST_Request $request, array $handler ): ?WP_Error {
		$args = isset( $handler['args'] ) && is_array( $handler['args'] ) ? $handler['args'] : array();
		foreach ( self::given( $request ) as $key => $value ) {
			$arg   = isset( $args[ $key ] ) && is_array( $args[ $key ] ) ? $args[ $key ] : null;
			$types = (array) ( $arg['type'] ?? array() );
			if ( null !== $arg && is_array( $value ) && ! $types && empty( $arg['validate_callback'] ) ) {
				/* translators: %s: the parameter's name. */
				return self::invalid( (string) $key, sprintf( __( 'The value of %s is not valid.', 'mvc-core' ), $key ) );
			}
			if ( null !== $arg && null === $value && ! in_array( 'null', $types, true ) ) {
				/* translators: %s: the parameter's name. */
				return self::invalid( (string) $key, sprintf( __( '%s must not be empty.', 'mvc-core' ), $key ) );
			}
			if ( null !== $arg && ! Api::is_api_route( $request->get_route() ) && self::core_misreads( $types, $value ) ) {
				/* translators: %s: the parameter's name. */
				return self::invalid( (string) $key, sprintf( __( 'The value of %s is not valid.', 'mvc-core' ), $key ) );
			}
		}
		return null;
	}

	/**
	 * Whether core's controllers would misread a value of an argument of these types before, or
	 * instead of, checking it against its schema (our `api` routes check theirs in their validators):
	 * an array for a scalar (`template[]=` dies in the posts controller's template check,
	 * `password[]=` in its password check, `author_email[]=` warns in the comments controller), and
	 * an integer beyond 32 bits (`excerpt_length=9223372036854775807` overflows into a float and dies
	 * in wp_trim_words(); no id, page or length of this site comes near).
	 *
	 * @param string[] $types The argument's declared types.
	 * @param mixed    $value Its value.
	 */
	private static function core_misreads( array $types, $value ): bool {
		if ( ! $types ) {
			return false;
		}
		if ( is_array( $value ) ) {
			return ! array_intersect( $types, array( 'array', 'object' ) );
		}
		$integer = array_intersect( $types, array( 'integer', 'number' ) ) && ! array_intersect( $types, array( 'string', 'array', 'object' ) );
		return $integer && is_numeric( $value ) && abs( (float) $value ) > self::INTEGER_LIMIT;
	}

	/**
	 * The refusal of an argument's value, as WordPress's own (rest_invalid_param, by name).
	 *
	 * @param string $key     The argument's name.
	 * @param string $message The message.
	 */
	private static function invalid( string $key, string $message ): WP_Error {
		return self::error(
			'rest_invalid_param',
			$message,
			400,
			array(
				'params' => array( $key => $message ),
				'field'  => $key,
			)
		);
	}

	/**
	 * Batches are for operators, never call the `api` namespace, and pass each single request the
	 * checks above (core validates them all before dispatching any, past rest_pre_dispatch).
	 *
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request The batch.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function batch_error( WP_REST_Server $server, WP_REST_Request $request ): ?WP_Error {
		if ( ! is_user_logged_in() || Role::is_member() ) {
			return self::error( 'rest_batch_not_allowed', __( 'Batch requests are only for the site\'s editors.', 'mvc-core' ), rest_authorization_required_code() );
		}
		$requests = is_array( $request['requests'] ) ? $request['requests'] : array();
		// Core refuses a longer batch.
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		foreach ( array_slice( $requests, 0, (int) apply_filters( 'rest_get_max_batch_size', 25 ) ) as $args ) {
			$path = is_array( $args ) && isset( $args['path'] ) && is_string( $args['path'] ) ? (string) wp_parse_url( $args['path'], PHP_URL_PATH ) : '';
			if ( Api::is_api_route( $path ) ) {
				return self::error( 'rest_batch_not_allowed', __( 'This API cannot be called in a batch.', 'mvc-core' ) );
			}
			$single = new WP_REST_Request( isset( $args['method'] ) && is_string( $args['method'] ) ? $args['method'] : 'POST', $path );
			$single->set_body_params( isset( $args['body'] ) && is_array( $args['body'] ) ? $args['body'] : array() );
			$match = self::route_of( $server, $single );
			$error = null !== $match ? self::argument_error( $single, $match[1] ) : null;
			if ( $error ) {
				return $error;
			}
		}
		return null;
	}

	/**
	 * An error of a refused request.
	 *
	 * @param string               $code    Error code (core's, where core has one for the case).
	 * @param string               $message Message in the site's language.
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $data    Extra data.
	 */
	private static function error( string $code, string $message, int $status = 400, array $data = array() ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => $status ) + $data );
	}
}
