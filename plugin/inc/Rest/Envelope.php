<?php
/**
 * The `{code, message, data}` envelope of the `api` namespace.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Api;
use Mvc\Core\Failure;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Every answer under /wp-json/api/ is `{code, message, data}`: code 200 on success, otherwise the
 * specification's catalogue code (5001-5012) or the HTTP status, always with a meaningful HTTP
 * status and a message in the site's language. Controllers return success() or error(); errors
 * raised by WordPress itself (argument validation, unknown route, bad nonce) are rewrapped here so
 * a caller never sees two shapes.
 */
final class Envelope {

	public const NAMESPACE = Api::NAMESPACE;

	/**
	 * A successful answer.
	 *
	 * @param mixed $data   The payload.
	 * @param int   $status HTTP status.
	 */
	public static function success( $data = null, int $status = 200 ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'code'    => 200,
				'message' => __( 'Success', 'mvc-core' ),
				'data'    => $data,
			),
			$status
		);
	}

	/**
	 * A failed answer.
	 *
	 * @param int                  $code    Catalogue code (5001-5012) or the HTTP status.
	 * @param string               $message Message for the user, in the site's language.
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $data    Extra data (for example the field the error belongs to).
	 */
	public static function error( int $code, string $message, int $status, array $data = array() ): WP_Error {
		return Failure::make( $code, $message, $status, $data );
	}

	/**
	 * Turns every error answer of the `api` namespace into the envelope; other routes' errors keep
	 * core's shape, with a message in the site's language where core's own is not translated.
	 *
	 * @param WP_HTTP_Response|WP_Error $response Result to send (a batch passes a single request's
	 *                                            refusal as it is).
	 * @param WP_REST_Server            $server   Server instance.
	 * @param WP_REST_Request           $request  Request used to generate the response.
	 * @return WP_HTTP_Response
	 */
	public function wrap_errors( $response, $server, $request ) {
		unset( $server );
		if ( $response instanceof WP_Error ) {
			$response = rest_convert_error_to_response( $response );
		}
		if ( $response->get_status() < 400 ) {
			return $response;
		}
		$body = $response->get_data();
		if ( ! is_array( $body ) || ! isset( $body['code'] ) || is_int( $body['code'] ) ) {
			return $response;
		}
		if ( ! self::is_api_route( $request->get_route() ) ) {
			if ( isset( $body['message'] ) && is_string( $body['message'] ) ) {
				$body['message'] = self::translated( (string) $body['code'], $body['message'], $response->get_status(), is_array( $body['data'] ?? null ) ? $body['data'] : array() );
				$response->set_data( $body );
			}
			return $response;
		}
		$data = isset( $body['data'] ) && is_array( $body['data'] ) ? $body['data'] : array();
		// An argument's validator may answer with a catalogue error (5002 for a short password):
		// WordPress files it under the argument's details; its code and field are the answer's.
		$detail = isset( $data['details'] ) && is_array( $data['details'] ) ? reset( $data['details'] ) : null;
		if ( is_array( $detail ) && isset( $detail['data']['mvc_code'] ) ) {
			$data['mvc_code'] = (int) $detail['data']['mvc_code'];
		}
		if ( is_array( $detail ) && isset( $detail['data']['field'] ) ) {
			$data['field'] = (string) $detail['data']['field'];
		}
		$code    = isset( $data['mvc_code'] ) ? (int) $data['mvc_code'] : $response->get_status();
		$message = self::message_of( $body, $data, $response->get_status() );
		unset( $data['status'], $data['mvc_code'], $data['details'] );
		if ( ! str_starts_with( (string) $body['code'], 'mvc_' ) ) {
			// WordPress's own code (rest_cookie_invalid_nonce, rest_invalid_param, ...) lets the client
			// tell a stale nonce from a refusal.
			$data['wp_code'] = (string) $body['code'];
		}

		$response->set_data(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => $data ? $data : null,
			)
		);
		return $response;
	}

	/**
	 * Whether a route belongs to the `api` namespace.
	 *
	 * @param string $route Route, such as /api/member/like/count.
	 */
	public static function is_api_route( string $route ): bool {
		return Api::is_api_route( $route );
	}

	/**
	 * An error's message in the site's language: on a Chinese site, a message WordPress did not
	 * translate (its language pack lacks many REST strings) is replaced by ours for its code, or
	 * else for its HTTP status.
	 *
	 * @param string               $code    Error code.
	 * @param string               $message Its message.
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $data    Its data.
	 */
	public static function translated( string $code, string $message, int $status, array $data = array() ): string {
		if ( ! str_starts_with( determine_locale(), 'zh' ) || 1 === preg_match( '/\p{Han}/u', $message ) ) {
			return $message;
		}
		$params = isset( $data['params'] ) && is_array( $data['params'] ) ? $data['params'] : array();
		$names  = implode( ', ', array_map( 'strval', wp_is_numeric_array( $params ) ? $params : array_keys( $params ) ) );
		switch ( $code ) {
			case 'rest_no_route':
				return __( 'This API does not exist, or does not accept this method.', 'mvc-core' );
			case 'rest_cookie_invalid_nonce':
				return __( 'The page has expired. Please refresh it and try again.', 'mvc-core' );
			case 'rest_invalid_json':
				return __( 'The request body is not valid JSON.', 'mvc-core' );
			case 'rest_batch_not_allowed':
				return __( 'This API cannot be called in a batch.', 'mvc-core' );
			case 'rest_missing_callback_param':
				/* translators: %s: the parameters' names. */
				return sprintf( __( 'Missing parameters: %s', 'mvc-core' ), $names );
			case 'rest_invalid_param':
				/* translators: %s: the parameters' names. */
				return sprintf( __( 'Invalid parameters: %s', 'mvc-core' ), $names );
		}
		$by_status = array(
			400 => __( 'The request is not valid.', 'mvc-core' ),
			401 => __( 'Please log in first.', 'mvc-core' ),
			403 => __( 'You are not allowed to do this.', 'mvc-core' ),
			404 => __( 'What you asked for does not exist.', 'mvc-core' ),
			405 => __( 'This API does not exist, or does not accept this method.', 'mvc-core' ),
			409 => __( 'This conflicts with the current state. Please refresh the page and try again.', 'mvc-core' ),
			413 => __( 'The request is too large.', 'mvc-core' ),
			429 => __( 'Too many requests. Please try again later.', 'mvc-core' ),
		);
		return $by_status[ $status ] ?? ( $status >= 500 ? __( 'The server could not answer. Please try again later.', 'mvc-core' ) : __( 'The request could not be completed.', 'mvc-core' ) );
	}

	/**
	 * The most useful message of an error body: for invalid arguments, the first argument's own
	 * message rather than WordPress's "Invalid parameter(s)".
	 *
	 * @param array<string, mixed> $body   Error body.
	 * @param array<string, mixed> $data   Its data.
	 * @param int                  $status HTTP status.
	 */
	private static function message_of( array $body, array $data, int $status ): string {
		if ( 'rest_no_route' === $body['code'] ) {
			return __( 'This API does not exist, or does not accept this method.', 'mvc-core' );
		}
		if ( 'rest_cookie_invalid_nonce' === $body['code'] ) {
			return __( 'The page has expired. Please refresh it and try again.', 'mvc-core' );
		}
		if ( 'rest_invalid_json' === $body['code'] ) {
			return __( 'The request body is not valid JSON.', 'mvc-core' );
		}
		// Invalid arguments carry a message per argument (name => message); missing ones only a list
		// of names, for which WordPress's own message already names them.
		if ( 'rest_invalid_param' === $body['code'] && isset( $data['params'] ) && is_array( $data['params'] ) && $data['params'] ) {
			$first = reset( $data['params'] );
			if ( is_string( $first ) && '' !== $first ) {
				// WordPress's own schema messages ("x is not of type boolean.") are not all translated
				// in the core language pack: a Chinese site then says it in Chinese.
				$untranslated = str_starts_with( determine_locale(), 'zh' ) && 1 !== preg_match( '/\p{Han}/u', $first );
				/* translators: %s: the parameter's name. */
				return $untranslated ? sprintf( __( 'The value of %s is not valid.', 'mvc-core' ), (string) key( $data['params'] ) ) : $first;
			}
		}
		return isset( $body['message'] ) && is_string( $body['message'] ) ? self::translated( (string) $body['code'], $body['message'], $status, $data ) : __( 'Unknown error', 'mvc-core' );
	}
}
