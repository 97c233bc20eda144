<?php
/**
 * Logging a member in with e-mail and password.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\NetworkGate;
use Mvc\Core\Security\RateLimiter;
use WP_Error;

/**
 * The password login of members, whichever door it comes through (the site's login popup, the
 * WeChat link step, wp-login.php): the per-address limit, one answer in about the same time for an
 * unknown address and a wrong password, and the session it starts.
 */
final class Login {

	public const MIN_PASSWORD = 8;

	/**
	 * Failed password tries allowed per sliding window for one account from one client network:
	 * past them, that network's tries at the account are refused until the window slides, while the
	 * owner on another network (a phone, the office) still gets in. A right password is not counted.
	 */
	public const LOGIN_LIMIT_EMAIL = 10;
	public const LOGIN_WINDOW      = 15 * MINUTE_IN_SECONDS;

	/**
	 * Failed tries at one account from all networks together past which every further try at it
	 * must carry a solved proof of work (NetworkGate::challenge()): guessing from many networks
	 * gets slow and costly, and nobody can lock the owner out. Twice the limit of one network, so
	 * that one guessing network alone never makes the owner solve a challenge.
	 */
	public const LOGIN_QUIET_ACCOUNT = 2 * self::LOGIN_LIMIT_EMAIL;

	/**
	 * A login older than this is too old for a sensitive change (such as the e-mail address).
	 */
	public const FRESH_LOGIN = 15 * MINUTE_IN_SECONDS;

	/**
	 * A bcrypt hash of nothing anyone types, checked when the address has no member account so that
	 * the answer takes as long as for a wrong password.
	 */
	private const TIMING_HASH = '$2y$10$8W78/joXzryQxUcK2/f2xe/NPb/akPKCd/eHKD.SJl9zC0dQMLpA.';

	/**
	 * Whether a password try at an account may be made now: refused (429, with the minutes to wait)
	 * when this network has failed LOGIN_LIMIT_EMAIL times at the account within the window; asks
	 * for a proof of work (428) when all networks together have failed LOGIN_QUIET_ACCOUNT times and
	 * the door can show one ($request given). Counts nothing: failed() does, after a wrong password.
	 *
	 * @param string                $email   Address (or the name typed on wp-login.php).
	 * @param \WP_REST_Request|null $request The REST request, or null where no challenge can be shown.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>>|null $request
	 * @return WP_Error|null The refusal or the challenge; null when the try may be made.
	 */
	public static function refused( string $email, $request = null ): ?WP_Error {
		$refused = NetworkGate::refused( self::network_bucket( $email ), self::LOGIN_LIMIT_EMAIL, self::LOGIN_WINDOW );
		if ( $refused || null === $request ) {
			return $refused;
		}
		return ( new RateLimiter() )->is_full( self::account_bucket( $email ), self::LOGIN_QUIET_ACCOUNT, self::LOGIN_WINDOW )
			? NetworkGate::challenge( $request )
			: null;
	}

	/**
	 * Counts a failed password try at an account: for this network and for all networks.
	 *
	 * @param string $email Address (or the name typed on wp-login.php).
	 */
	public static function failed( string $email ): void {
		$limiter = new RateLimiter();
		$limiter->hit( self::network_bucket( $email ), self::LOGIN_LIMIT_EMAIL, self::LOGIN_WINDOW );
		// Counted however many: past the quiet limit every try needs a proof of work, never a refusal.
		$limiter->hit( self::account_bucket( $email ), PHP_INT_MAX, self::LOGIN_WINDOW );
	}

	/**
	 * The bucket of an account's failed tries from this client's network.
	 *
	 * @param string $email Address or name.
	 */
	private static function network_bucket( string $email ): string {
		return self::account_bucket( $email ) . ':net:' . Client::network();
	}

	/**
	 * The bucket of an account's failed tries from every network.
	 *
	 * @param string $email Address or name.
	 */
	private static function account_bucket( string $email ): string {
		return 'login:email:' . strtolower( trim( $email ) );
	}

	/**
	 * Checks a member's address and password and starts their session (fires `wp_login` as core
	 * does). The caller has asked refused() first; a wrong password is counted here (failed()).
	 *
	 * @param string $email    Address.
	 * @param string $password Password as typed.
	 * @param bool   $remember Whether the session lasts 30 days.
	 * @return int|WP_Error The member's id, or WRONG_CREDENTIALS, or Retry::busy() when the session was not stored.
	 */
	public static function with_password( string $email, string $password, bool $remember ) {
		$user   = get_user_by( 'email', $email );
		$member = $user && Role::is_member( $user->ID ) ? $user : null;
		// One answer, in about the same time, for an unknown address and a wrong password: the form
		// tells nobody which addresses have accounts.
		$valid = $member ? wp_check_password( $password, $member->user_pass, $member->ID ) : wp_check_password( $password, self::TIMING_HASH );
		if ( ! $member || ! $valid ) {
			self::failed( $email );
			return Failure::of( Failure::WRONG_CREDENTIALS, 'email' );
		}
		if ( wp_password_needs_rehash( $member->user_pass, $member->ID ) ) {
			wp_set_password( $password, $member->ID );
		}

		$started = SessionCookie::login( $member->ID, $remember );
		if ( is_wp_error( $started ) ) {
			return $started;
		}
		/** This action is documented in wp-includes/user.php */
		do_action( 'wp_login', $member->user_login, $member ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own action, fired as core fires it.
		return $member->ID;
	}

	/**
	 * Whether this session's login is recent enough for a sensitive change.
	 */
	public static function is_fresh(): bool {
		$session = SessionCookie::session();
		return $session && time() - $session['created'] <= self::FRESH_LOGIN;
	}
}
