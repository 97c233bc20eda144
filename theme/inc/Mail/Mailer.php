<?php
/**
 * Mail with an HTML and a text part.
 *
 * @package Mvc
 */

namespace Mvc\Mail;

use PHPMailer\PHPMailer\PHPMailer;

/**
 * Sends through wp_mail() (so SMTP and every site filter apply) an HTML body with its plain-text
 * alternative.
 */
final class Mailer {

	/**
	 * Sends one message.
	 *
	 * @param string $to      Recipient.
	 * @param string $subject Subject.
	 * @param string $html    HTML body (a whole document, inline styles, no external images).
	 * @param string $text    Plain-text body.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function send( string $to, string $subject, string $html, string $text ): bool {
		$alternative = static function ( PHPMailer $mailer ) use ( $text ): void {
			$mailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		};
		add_action( 'phpmailer_init', $alternative );
		$sent = wp_mail( $to, $subject, $html, array( 'Content-Type: text/html; charset=UTF-8' ) );
		remove_action( 'phpmailer_init', $alternative );
		return $sent;
	}
}
