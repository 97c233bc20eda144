<?php
/**
 * Security notices to members.
 *
 * @package Mvc
 */

namespace Mvc\Mail;

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
		$site = Mailer::site_name();
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] A WeChat account was linked to your account', 'mvc' ), $site );
		/* translators: %s: the WeChat nickname. */
		$intro = sprintf( __( 'The WeChat account “%s” was linked to your account and can now log in to it.', 'mvc' ), $nickname );
		$note  = __( 'If this was not you, reset your password at once: a password reset also removes the linked WeChat account.', 'mvc' );

		$text = $intro . "\n\n" . $note . "\n\n" . $site . ' ' . home_url( '/' ) . "\n";
		$html = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		return Mailer::send( $user->user_email, $subject, $html, $text );
	}
}
