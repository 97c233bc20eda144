<?php
/**
 * The member session cookie.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Retry;
use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\Cookie;
use WP_Error;

/**
 * Resolves the mvc_member_token cookie into the current user, binds the member's REST nonces to that
 * session (a nonce from before a logout never validates again), and refuses a state-changing REST call
 * with the cookie but no valid X-WP-Nonce; a read without one is a visitor's, as WordPress does with
 * its own cookie. When the database does not answer the session's query (a cluster without quorum),
 * the cookie is kept: a page is a visitor's for this request only, and a REST call is refused with
 * Retry::busy() (503), so nothing answers as if the member had logged out.
 */
final class SessionCookie implements Module {

	public const COOKIE = 'mvc_member_token';

	public const PURGE_HOOK = 'mvc_purge_expired_sessions';

	/**
	 * The session of this request, once resolved.
	 *
	 * @var array{id: int, user_id: int, created: int, expires: int, persistent: bool}|null
	 */
	private static ?array $session = null;

	/**
	 * Whether the cookie has been looked at in this request.
	 *
	 * @var bool
	 */
	private static bool $resolved = false;

	/**
	 * Whether this request's cookie could not be looked up (the database did not answer).
	 *
	 * @var bool
	 */
	private static bool $unavailable = false;

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
		add_filter( 'determine_current_user', array( $this, 'determine_current_user' ), 20 );
		add_filter( 'salt', array( $this, 'bind_nonce_salt' ), 10, 2 );
		add_action( self::PURGE_HOOK, array( $this, 'purge' ) );
		add_action( 'init', array( $this, 'schedule_purge' ) );
	}

	/**
	 * The member of the cookie, when WordPress found nobody else.
	 *
	 * @param int|false $user_id User WordPress determined so far.
	 * @return int|false
	 */
	public function determine_current_user( $user_id ) {
		if ( $user_id ) {
			return $user_id;
		}
		$session = self::session();
		return $session ? $session['user_id'] : $user_id;
	}

	/**
	 * The session of this request: from the cookie, or the one login() just started.
	 *
	 * @return array{id: int, user_id: int, created: int, expires: int, persistent: bool}|null
	 */
	public static function session(): ?array {
		if ( ! self::$resolved ) {
			self::$resolved = true;
			$token          = Cookie::get( self::COOKIE );
			$session        = '' === $token ? null : ( new Sessions() )->find( $token );
			if ( is_wp_error( $session ) ) {
				// The database did not answer: not logged in for this request, and the cookie stays.
				self::$unavailable = true;
				return null;
			}
			self::$session = $session && Role::is_member( $session['user_id'] ) ? $session : null;
			if ( '' !== $token && ! self::$session ) {
				// An ended or forged session: drop the cookie, so the browser gets cached pages again.
				Cookie::set( self::COOKIE, '', 0 );
			}
		}
		return self::$session;
	}

	/**
	 * Starts a session for a member: the row, the cookie, and the member as the current user. When
	 * the row could not be stored, nothing of it: no cookie, nobody logged in, and Retry::busy().
	 *
	 * @param int  $user_id    Member id.
	 * @param bool $persistent Keep me logged in (30 days), otherwise a browser-session cookie.
	 * @return true|WP_Error
	 */
	public static function login( int $user_id, bool $persistent ) {
		$ip       = Client::ip();
		$agent    = Client::user_agent();
		$previous = self::session();
		if ( $previous ) {
			// A new login in this browser replaces its session.
			( new Sessions() )->delete( $previous['id'] );
		}
		$created = ( new Sessions() )->create( $user_id, $persistent, $ip, $agent );
		if ( is_wp_error( $created ) ) {
			return $created;
		}
		Cookie::set( self::COOKIE, $created['token'], $persistent ? $created['expires'] : 0 );
		self::$resolved = true;
		self::$session  = array(
			'id'         => $created['id'],
			'user_id'    => $user_id,
			'created'    => time(),
			'expires'    => $created['expires'],
			'persistent' => $persistent,
		);
		wp_set_current_user( $user_id );
		update_user_meta( $user_id, Profile::META_LAST_LOGIN, time() );
		return true;
	}

	/**
	 * Ends the session of this request: the row and the cookie. When the row could not be deleted,
	 * nothing ends (the member is told to try again rather than that a live session was ended).
	 *
	 * @return true|WP_Error
	 */
	public static function logout() {
		$session = self::session();
		if ( $session && ! ( new Sessions() )->delete( $session['id'] ) ) {
			return Retry::busy();
		}
		Cookie::set( self::COOKIE, '', 0 );
		self::$session = null;
		wp_set_current_user( 0 );
		return true;
	}

	/**
	 * After every session of a member was ended (a new password): when this request's session was
	 * one of them, its cookie goes and the request goes on as a visitor's, as after a logout.
	 *
	 * @param int $user_id The member whose sessions ended.
	 */
	public static function ended_for( int $user_id ): void {
		$session = self::session();
		if ( ! $session || $session['user_id'] !== $user_id ) {
			return;
		}
		Cookie::set( self::COOKIE, '', 0 );
		self::$session = null;
		wp_set_current_user( 0 );
	}

	/**
	 * Forgets what this request resolved (tests run several requests in one process).
	 */
	public static function reset(): void {
		self::$session     = null;
		self::$resolved    = false;
		self::$unavailable = false;
	}

	/**
	 * Mixes the member's session into the nonce salt, so that the member's nonces belong to this
	 * session only (WordPress ties its own nonces to its login cookie's session the same way).
	 *
	 * @param string $salt   Salt.
	 * @param string $scheme Salt scheme.
	 */
	public function bind_nonce_salt( string $salt, string $scheme ): string {
		if ( 'nonce' !== $scheme || ! self::$resolved || ! self::$session || get_current_user_id() !== self::$session['user_id'] ) {
			return $salt;
		}
		return $salt . '|mvc-session-' . self::$session['id'];
	}

	/**
	 * A REST call authenticated by the member cookie must prove it comes from our page.
	 *
	 * @param WP_Error|null|true $result Result of earlier authentication checks.
	 * @return WP_Error|null|true
	 */
	public function check_rest_nonce( $result ) {
		if ( null === $result && ! self::session() && self::$unavailable ) {
			// The cookie's session could not be read: not a visitor's call, and not a logout either.
			return Retry::busy();
		}
		if ( null !== $result || ! self::session() || get_current_user_id() !== self::session()['user_id'] ) {
			return $result;
		}
		$nonce = '';
		if ( isset( $_SERVER['HTTP_X_WP_NONCE'] ) ) {
			$nonce = sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_WP_NONCE'] ) );
		} elseif ( isset( $_REQUEST['_wpnonce'] ) && is_string( $_REQUEST['_wpnonce'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- this is the nonce check.
			$nonce = sanitize_text_field( wp_unslash( $_REQUEST['_wpnonce'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		}
		if ( '' !== $nonce && wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return true;
		}
		$method = self::effective_method();
		if ( '' === $nonce && in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
			// Reads without a nonce are a visitor's.
			wp_set_current_user( 0 );
			return $result;
		}
		return new WP_Error( 'rest_cookie_invalid_nonce', __( 'The page has expired. Please refresh it and try again.', 'mvc-core' ), array( 'status' => 403 ) );
	}

	/**
	 * The method WordPress's REST server will dispatch: the request's own, or the one asked for with
	 * ?_method= or X-HTTP-Method-Override.
	 */
	public static function effective_method(): string {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		if ( isset( $_GET['_method'] ) && is_string( $_GET['_method'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to know the method.
			$method = sanitize_key( wp_unslash( $_GET['_method'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		} elseif ( isset( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ) ) {
			$method = sanitize_key( wp_unslash( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ) );
		}
		return strtoupper( $method );
	}

	/**
	 * Schedules the daily clean-up of expired sessions.
	 */
	public function schedule_purge(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}

	/**
	 * Removes expired sessions, finished rate-limit windows, expired registrations, old codes and
	 * the locks of processes that died.
	 */
	public function purge(): void {
		( new Sessions() )->purge_expired();
		( new \Mvc\Core\Security\RateLimiter() )->purge_expired();
		( new Registrations() )->purge_expired();
		( new VerificationCodes() )->purge_expired();
		\Mvc\Core\Security\Lock::purge_expired();
	}
}
