<?php
/**
 * WordPress's own notification mails, replaced for members by the site's.
 *
 * @package Mvc
 */

namespace Mvc\Mail;

use Mvc\Member\Role;
use Mvc\Module;
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
		self::email_notice( (string) ( $user['user_email'] ?? '' ), (string) ( $userdata['user_email'] ?? '' ) );
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
		self::password_notice( (string) ( $user['user_email'] ?? '' ) );
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
		self::password_notice( $old->user_email );
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

	/**
	 * Tells the old address that the account's e-mail changed.
	 *
	 * @param string $old Old address.
	 * @param string $new New address.
	 */
	public static function email_notice( string $old, string $new ): bool {
		/* translators: %s: the new e-mail address. */
		$intro = sprintf( __( 'The e-mail address of your account was changed to %s. From now on, log in with the new address.', 'mvc' ), $new );
		/* translators: %s: site name. */
		return self::notice( $old, __( '[%s] Your e-mail address was changed', 'mvc' ), $intro );
	}

	/**
	 * Tells a member that their password changed.
	 *
	 * @param string $to Member's address.
	 */
	public static function password_notice( string $to ): bool {
		/* translators: %s: site name. */
		$subject = __( '[%s] Your password was changed', 'mvc' );
		return self::notice( $to, $subject, __( 'The password of your account was changed.', 'mvc' ) );
	}

	/**
	 * One security notice in the site's layout.
	 *
	 * @param string $to      Recipient.
	 * @param string $subject Subject with %s for the site name.
	 * @param string $intro   What happened.
	 */
	private static function notice( string $to, string $subject, string $intro ): bool {
		if ( ! is_email( $to ) ) {
			return false;
		}
		$site    = Mailer::site_name();
		$subject = sprintf( $subject, $site );
		$note    = __( 'If this was not you, reset your password at once and contact us.', 'mvc' );
		$text    = $intro . "\n\n" . $note . "\n\n" . $site . ' ' . home_url( '/' ) . "\n";
		$html    = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		return Mailer::send( $to, $subject, $html, $text );
	}
}
