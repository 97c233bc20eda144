<?php
/**
 * Security notices to members.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use WP_User;

/**
 * Tells a member that something changed on the account, so that a change they did not make does
 * not go unnoticed.
 */
final class NoticeMail {

	/**
	 * A WeChat account was linked to the member's account.
	 *
	 * @param WP_User $user     Member.
	 * @param string  $nickname The WeChat account's nickname.
	 */
	public static function wechat_linked( WP_User $user, string $nickname ): bool {
		/* translators: %s: site name. */
		$subject = __( '[%s] A WeChat account was linked to your account', 'mvc-core' );
		/* translators: %s: the WeChat nickname. */
		$intro = sprintf( __( 'The WeChat account “%s” was linked to your account and can now log in to it.', 'mvc-core' ), $nickname );
		$note  = __( 'If this was not you, reset your password at once: a password reset also removes the linked WeChat account.', 'mvc-core' );

		return self::send( $user->user_email, $subject, $intro, $note );
	}

	/**
	 * Tells the old address that the account's e-mail changed.
	 *
	 * @param string $old_email Old address.
	 * @param string $new_email New address.
	 */
	public static function email_changed( string $old_email, string $new_email ): bool {
		/* translators: %s: the new e-mail address. */
		$intro = sprintf( __( 'The e-mail address of your account was changed to %s. From now on, log in with the new address.', 'mvc-core' ), $new_email );
		/* translators: %s: site name. */
		return self::send( $old_email, __( '[%s] Your e-mail address was changed', 'mvc-core' ), $intro );
	}

	/**
	 * Tells a member that their password changed.
	 *
	 * @param string $to Member's address.
	 */
	public static function password_changed( string $to ): bool {
		/* translators: %s: site name. */
		$subject = __( '[%s] Your password was changed', 'mvc-core' );
		return self::send( $to, $subject, __( 'The password of your account was changed.', 'mvc-core' ) );
	}

	/**
	 * One security notice in the site's layout: what happened, and what to do if it was not the
	 * member.
	 *
	 * @param string      $to      Recipient.
	 * @param string      $subject Subject with %s for the site name.
	 * @param string      $intro   What happened.
	 * @param string|null $note    What to do if it was not the member (a default when null).
	 */
	private static function send( string $to, string $subject, string $intro, ?string $note = null ): bool {
		if ( ! is_email( $to ) ) {
			return false;
		}
		$site    = Mailer::site_name();
		$subject = sprintf( $subject, $site );
		$note    = $note ?? __( 'If this was not you, reset your password at once and contact us.', 'mvc-core' );
		$text    = $intro . "\n\n" . $note . "\n\n" . $site . ' ' . home_url( '/' ) . "\n";
		$html    = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		return Mailer::send( $to, $subject, $html, $text );
	}
}
