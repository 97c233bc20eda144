<?php
/**
 * WordPress's own notification mails, replaced for members by the site's.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_User;

/**
 * WordPress mails a user, in English and naming their internal user name, when their e-mail or
 * password changes ("Email Changed", "Password Changed") and when an operator creates their
 * account. A member never gets those: when their e-mail or password changed, the site tells them
 * itself, in Chinese, in its own layout (the e-mail notice goes to the old address, so that a
 * takeover does not go unnoticed); a new member learns of the account from the site's own
 * registration. Operators keep WordPress's mails, and the notice to the site's administrator stays.
 */
final class CoreMails implements Module {

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
		add_filter( 'send_email_change_email', array( $this, 'email_changed' ), 10, 3 );
		add_filter( 'send_password_change_email', array( $this, 'password_changed_by_update' ), 10, 2 );
		add_action( 'wp_set_password', array( $this, 'password_set' ), 10, 3 );
		add_filter( 'wp_send_new_user_notification_to_user', array( $this, 'not_to_members' ), 10, 2 );
	}

	/**
	 * `send_email_change_email`: for a member, the site's notice to the old address instead of core's.
	 *
	 * @param bool                 $send     Whether core sends its mail.
	 * @param array<string, mixed> $user     The user before the change.
	 * @param array<string, mixed> $userdata The user after the change.
	 */
	public function email_changed( $send, $user, $userdata ): bool {
		$user_id = (int) ( $user['ID'] ?? 0 );
		if ( ! $send || ! self::member( $user_id ) ) {
			return (bool) $send;
		}
		NoticeMail::email_changed( (string) ( $user['user_email'] ?? '' ), (string) ( $userdata['user_email'] ?? '' ) );
		return false;
	}

	/**
	 * `send_password_change_email` (wp_update_user(), as an operator's edit in wp-admin): for a
	 * member, the site's notice instead of core's.
	 *
	 * @param bool                 $send Whether core sends its mail.
	 * @param array<string, mixed> $user The user before the change.
	 */
	public function password_changed_by_update( $send, $user ): bool {
		$user_id = (int) ( $user['ID'] ?? 0 );
		if ( ! $send || ! self::member( $user_id ) ) {
			return (bool) $send;
		}
		NoticeMail::password_changed( (string) ( $user['user_email'] ?? '' ) );
		return false;
	}

	/**
	 * `wp_set_password` (the site's password reset): the member is told. A login that only
	 * rehashes the same password changes nothing and tells nothing.
	 *
	 * @param string       $password New password.
	 * @param int          $user_id  User id.
	 * @param WP_User|null $old      The user before the change.
	 */
	public function password_set( $password, $user_id, $old = null ): void {
		if ( ! $old instanceof WP_User || ! self::member( (int) $user_id ) ) {
			return;
		}
		if ( wp_check_password( (string) $password, $old->user_pass, $old->ID ) ) {
			return;
		}
		NoticeMail::password_changed( $old->user_email );
	}

	/**
	 * `wp_send_new_user_notification_to_user`: members get no "Login Details" mail.
	 *
	 * @param bool  $send Whether core sends it.
	 * @param mixed $user The new user (WP_User).
	 */
	public function not_to_members( $send, $user ): bool {
		return $user instanceof WP_User && self::member( $user->ID ) ? false : (bool) $send;
	}

	/**
	 * Whether a user id (not the current user's: 0 is nobody) is a member's.
	 *
	 * @param int $user_id User id.
	 */
	private static function member( int $user_id ): bool {
		return $user_id > 0 && Role::is_member( $user_id );
	}
}
