<?php
/**
 * Mail with an HTML and a text part.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

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
	 * @param array  $headers More headers, as "Name: value" lines.
	 * @phpstan-param list<string> $headers
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function send( string $to, string $subject, string $html, string $text, array $headers = array() ): bool {
		$alternative = static function ( PHPMailer $mailer ) use ( $text ): void {
			$mailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		};
		add_action( 'phpmailer_init', $alternative );
		$sent = wp_mail( $to, $subject, $html, array_merge( array( 'Content-Type: text/html; charset=UTF-8' ), $headers ) );
		remove_action( 'phpmailer_init', $alternative );
		return $sent;
	}

	/**
	 * The site's mail layout around an HTML body: a whole document, inline styles only (mail
	 * clients drop style sheets), the site's name at the top, no external images, and a viewport
	 * meta so that a phone's mail app shows it at the screen's width. Every HTML mail of the site
	 * (codes, notices, follow mails, the digest, submissions' replies) is built here.
	 *
	 * @param string $subject Subject (the document's title).
	 * @param string $body    Escaped HTML of the content.
	 */
	public static function document( string $subject, string $body ): string {
		return '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' . esc_html( $subject ) . '</title></head>'
			. '<body style="margin:0;padding:24px;background:#f5f7fa;font-family:-apple-system,\'PingFang SC\',\'Microsoft YaHei\',sans-serif;color:#1f2937;">'
			. '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">'
			. '<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0b5cad;">' . esc_html( self::site_name() ) . '</p>'
			. $body
			. '</div></body></html>';
	}

	/**
	 * The site's name as plain text.
	 */
	public static function site_name(): string {
		return wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}
}
