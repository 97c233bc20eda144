<?php
/**
 * The verification-code mails.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Member\VerificationCodes;

/**
 * The registration, password-reset and e-mail-change code mails: Chinese, the site's name, the
 * code, how long it lasts, an HTML and a text part, no external images.
 */
final class CodeMail {

	/**
	 * Sends a code.
	 *
	 * @param string $to      Address.
	 * @param string $purpose A VerificationCodes purpose.
	 * @param string $code    The code.
	 */
	public static function send( string $to, string $purpose, string $code ): bool {
		$site    = Mailer::site_name();
		$action  = self::action( $purpose );
		$minutes = (int) ( VerificationCodes::TTL / MINUTE_IN_SECONDS );
		/* translators: 1: site name, 2: what the code is for. */
		$subject = sprintf( __( '[%1$s] Your verification code for %2$s', 'mvc-core' ), $site, $action );
		/* translators: 1: what the code is for, 2: minutes the code lasts. */
		$intro = sprintf( __( 'You are %1$s. Enter this verification code within %2$d minutes:', 'mvc-core' ), $action, $minutes );
		$note  = __( 'If this was not you, ignore this e-mail: nothing changes without the code. Never tell anyone the code.', 'mvc-core' );

		$text = $intro . "\n\n" . $code . "\n\n" . $note . "\n\n" . $site . ' ' . home_url( '/' ) . "\n";
		$html = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. '<p style="margin:0 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;">' . esc_html( $code ) . '</p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		return Mailer::send( $to, $subject, $html, $text );
	}

	/**
	 * What the code is for, as the mail says it.
	 *
	 * @param string $purpose A VerificationCodes purpose.
	 */
	private static function action( string $purpose ): string {
		switch ( $purpose ) {
			case VerificationCodes::RESET:
				return __( 'resetting your password', 'mvc-core' );
			case VerificationCodes::EMAIL_CHANGE:
				return __( 'changing your e-mail address', 'mvc-core' );
			case VerificationCodes::LINK_WECHAT:
				return __( 'linking a WeChat account to your account', 'mvc-core' );
			default:
				return __( 'registering', 'mvc-core' );
		}
	}
}
