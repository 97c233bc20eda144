<?php
/**
 * The password reset an operator sends a member from wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Member\VerificationCodes;

/**
 * Members reset their password on the site with an e-mailed code (Member\PasswordReset); core's
 * wp-login.php reset is shut to them (Security\CoreDoors). So when an operator helps a member, the
 * member gets the site's own reset code, with what to do with it: the site's reset dialog, this
 * address, the code, within its lifetime. Chinese, the site's layout, an HTML and a text part.
 */
final class MemberResetMail {

	/**
	 * Sends the code.
	 *
	 * @param string $to   The member's address.
	 * @param string $code A VerificationCodes::RESET code.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function send( string $to, string $code ): bool {
		$site    = Mailer::site_name();
		$minutes = (int) ( VerificationCodes::TTL / MINUTE_IN_SECONDS );
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] Reset your password', 'mvc-core' ), $site );
		$intro   = __( 'Our editorial team sent you this password reset at your request.', 'mvc-core' );
		/* translators: 1: the member's e-mail address, 2: minutes the code lasts. */
		$how  = sprintf( __( 'On the site, press Log in, choose e-mail login, then Forgot password. Enter %1$s and this verification code within %2$d minutes, then choose your new password:', 'mvc-core' ), $to, $minutes );
		$note = __( 'If you did not ask for it, ignore this e-mail: your password stays as it is. Never tell anyone the code.', 'mvc-core' );
		$home = home_url( '/' );

		$text = $intro . "\n\n" . $how . "\n\n" . $code . "\n\n" . $home . "\n\n" . $note . "\n\n" . $site . "\n";
		$html = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. '<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $how ) . '</p>'
			. '<p style="margin:0 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;">' . esc_html( $code ) . '</p>'
			. '<p style="margin:0 0 24px;"><a href="' . esc_url( $home ) . '" style="color:#0b5cad;">' . esc_html( $site ) . '</a></p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		return Mailer::send( $to, $subject, $html, $text );
	}
}
