<?php
/**
 * Permission checks shared by the member controllers.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Api;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\Role;
use Mvc\Core\Security\Client;
use WP_Error;

/**
 * Member-only routes answer a visitor with 401 and "please log in first", before WordPress
 * validates the arguments (a visitor learns nothing about a member route's payload).
 */
final class Permissions {

	/**
	 * GET routes that change state (the spec makes them GET): refused cross-site like a POST, so
	 * another site's page cannot end a visitor's registration with an image.
	 */
	public const CHANGING_READS = array(
		'/' . Envelope::NAMESPACE . '/member/clean-registration',
	);

	/**
	 * Routes whose only permission is a secret token in the request (the follow mails' links).
	 */
	public const TOKEN_ROUTES = array(
		'/' . Api::NAMESPACE . Api::CFP_FOLLOW . '/confirm',
		'/' . Api::NAMESPACE . Api::CFP_FOLLOW . '/unsubscribe',
		'/' . Api::NAMESPACE . Digest::UNSUBSCRIBE_ROUTE,
	);

	/**
	 * `rest_authentication_errors`: two stale nonces that make the request a visitor's instead of
	 * "the page has expired".
	 *
	 * - Nobody is logged in: the page kept the nonce of a session that has ended since (a logout in
	 *   another tab, a new password, an expired cookie). The nonce only guards a login cookie, and
	 *   there is none; WordPress's nonce endpoint gives a visitor no fresh one, so refusing would
	 *   leave the reader stuck until a reload (the login popup on that page could never log in).
	 *   Other sites' calls are still refused (refuse_forged_calls()).
	 * - A token route (TOKEN_ROUTES) with a member's cookie but not the page's nonce: the button of a
	 *   mail's page (confirm a follow, unsubscribe) cannot carry the nonce of a session the page did
	 *   not know, and the token is the permission.
	 *
	 * Every other refusal stays, and WordPress's own login cookie keeps core's check.
	 *
	 * @param \WP_Error|null|true $result Result of the earlier checks.
	 * @return \WP_Error|null|true
	 */
	public function stale_nonce_as_visitor( $result ) {
		if ( ! $result instanceof \WP_Error || 'rest_cookie_invalid_nonce' !== $result->get_error_code() ) {
			return $result;
		}
		$logged_out = 0 === get_current_user_id() && ! ( defined( 'LOGGED_IN_COOKIE' ) && isset( $_COOKIE[ LOGGED_IN_COOKIE ] ) );
		$route      = isset( $GLOBALS['wp'] ) && $GLOBALS['wp'] instanceof \WP && isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? (string) $GLOBALS['wp']->query_vars['rest_route'] : '';
		if ( ! $logged_out && ! in_array( untrailingslashit( $route ), self::TOKEN_ROUTES, true ) ) {
			return $result;
		}
		wp_set_current_user( 0 );
		return null;
	}

	/**
	 * Every route (ours and core's) changes state only on a real POST/PUT/DELETE from this site's
	 * pages: a method override on a GET (a link can carry ?_method=POST) and a call another site's
	 * page sends (Sec-Fetch-Site: cross-site, or an Origin that is not ours) are refused. This closes
	 * login and registration CSRF, which the member nonce cannot cover before anyone is logged in.
	 * A call without an HTTP method (WP-CLI, an internal dispatch from cron) has no browser to forge.
	 *
	 * Routes whose only permission is a secret token in the request (the follow mails' links:
	 * TOKEN_ROUTES) take cross-site calls: a mail client's one-click unsubscribe (RFC 8058) may come
	 * from any origin, and a forged call cannot know the token. The method override is refused there
	 * too.
	 *
	 * @param mixed            $result  Response so far (null to go on).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function refuse_forged_calls( $result, $server, $request ) {
		unset( $server );
		$real  = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$reads = in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true );
		if ( null !== $result || '' === $real || ( $reads && ! in_array( $request->get_route(), self::CHANGING_READS, true ) ) ) {
			return $result;
		}
		if ( ! $reads && ( 'GET' === $real || 'HEAD' === $real ) ) {
			return Envelope::error( 405, __( 'This API does not exist, or does not accept this method.', 'mvc-core' ), 405 );
		}
		if ( in_array( $request->get_route(), self::TOKEN_ROUTES, true ) ) {
			return $result;
		}
		if ( Client::cross_site() ) {
			return Envelope::error( 403, __( 'Requests from other sites are refused.', 'mvc-core' ), 403 );
		}
		return $result;
	}

	/**
	 * For a member-only route, the visitor's 401 replaces an argument error.
	 *
	 * @param mixed                $response Result so far (an argument error, or null).
	 * @param array<string, mixed> $handler  Route handler.
	 * @return mixed
	 */
	public function members_first( $response, $handler ) {
		if ( ! is_wp_error( $response ) || array( self::class, 'member' ) !== ( $handler['permission_callback'] ?? null ) ) {
			return $response;
		}
		$allowed = self::member();
		return true === $allowed ? $response : $allowed;
	}

	/**
	 * A logged-in member.
	 *
	 * @return true|WP_Error
	 */
	public static function member() {
		if ( Role::is_member() ) {
			return true;
		}
		return Envelope::error( 401, __( 'Please log in first.', 'mvc-core' ), rest_authorization_required_code() );
	}
}
