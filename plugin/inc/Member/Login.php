<?php
/**
 * Logging a member in with e-mail and password.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Security\NetworkGate;
use WP_Error;

/**
 * The password login of members, whichever door it comes through (the site's login popup, the
 * WeChat link step, wp-login.php): the per-address limit, one answer in about the same time for an
 * unknown address and a wrong password, and the session it starts.
 */
final class Login {

	public const MIN_PASSWORD = 8;

	/**
	 * Password tries allowed per sliding window and e-mail address (per network: NetworkGate's
	 * `login` limits, which ask for a challenge before they refuse).
	 */
	public const LOGIN_LIMIT_EMAIL = 10;
	public const LOGIN_WINDOW      = 15 * MINUTE_IN_SECONDS;

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
	 * Counts a password try against an address: LOGIN_LIMIT_EMAIL per sliding LOGIN_WINDOW.
	 *
	 * @param string $email Address (or the name typed on wp-login.php).
	 * @return WP_Error|null The refusal, with the minutes to wait; null within the limit.
	 */
	public static function address_limit( string $email ): ?WP_Error {
		return NetworkGate::within( 'login:email:' . strtolower( $email ), self::LOGIN_LIMIT_EMAIL, self::LOGIN_WINDOW );
	}

	/**
	 * Checks a member's address and password and starts their session (fires `wp_login` as core
	 * does). The caller has counted the try (address_limit()).
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
