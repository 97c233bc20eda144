<?php
/**
 * Outgoing mail through SMTP.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Module;
use PHPMailer\PHPMailer\PHPMailer;

/**
 * WordPress mail (wp_mail) sends through the SMTP server named by wp-config.php: MVC_SMTP_HOST and MVC_SMTP_PORT,
 * optionally MVC_SMTP_USER, MVC_SMTP_PASSWORD and MVC_SMTP_SECURE ('tls' or 'ssl'). Locally that is
 * the mail sink; in production the provider's relay. Without MVC_SMTP_HOST WordPress's default
 * (PHP's mail()) stays.
 */
final class Smtp implements Module {

	/**
	 * Applies when an SMTP host is configured.
	 */
	public function can_register(): bool {
		return defined( 'MVC_SMTP_HOST' ) && '' !== (string) constant( 'MVC_SMTP_HOST' );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'phpmailer_init', array( $this, 'configure' ) );
		add_filter( 'wp_mail_from', array( $this, 'from' ) );
		add_filter( 'wp_mail_from_name', array( $this, 'from_name' ) );
	}

	/**
	 * Points PHPMailer at the configured server.
	 *
	 * @param PHPMailer $mailer The mailer wp_mail() is about to use.
	 */
	public function configure( PHPMailer $mailer ): void {
		$mailer->isSMTP();
		$mailer->Host        = (string) constant( 'MVC_SMTP_HOST' );  // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->Port        = defined( 'MVC_SMTP_PORT' ) ? (int) constant( 'MVC_SMTP_PORT' ) : 25; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$user                = defined( 'MVC_SMTP_USER' ) ? (string) constant( 'MVC_SMTP_USER' ) : '';
		$mailer->SMTPAuth    = '' !== $user; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->Username    = $user; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->Password    = defined( 'MVC_SMTP_PASSWORD' ) ? (string) constant( 'MVC_SMTP_PASSWORD' ) : ''; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->SMTPSecure  = defined( 'MVC_SMTP_SECURE' ) ? (string) constant( 'MVC_SMTP_SECURE' ) : ''; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->SMTPAutoTLS = '' !== $mailer->SMTPSecure; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->CharSet     = 'UTF-8'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		// PHPMailer writes a message line by line: without TCP_NODELAY each small write after the
		// first waits for the server's delayed ACK (about 40 ms a mail on Linux), which made the
		// digest's sending, not its SQL, the slow part (Digest).
		$options                          = $mailer->SMTPOptions; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$options['socket']['tcp_nodelay'] = true;
		$mailer->SMTPOptions              = $options; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}

	/**
	 * The sender address: MVC_MAIL_FROM, or noreply at the site's host. A host without a dot
	 * (localhost) is not a valid mail domain for PHPMailer, so it gets the .localdomain suffix.
	 *
	 * @param string $from WordPress's default.
	 */
	public function from( string $from ): string {
		if ( defined( 'MVC_MAIL_FROM' ) ) {
			return (string) constant( 'MVC_MAIL_FROM' );
		}
		$host = wp_parse_url( home_url(), PHP_URL_HOST );
		if ( ! is_string( $host ) || '' === $host ) {
			return $from;
		}
		return 'noreply@' . ( str_contains( $host, '.' ) ? $host : $host . '.localdomain' );
	}

	/**
	 * The sender name: the site's name.
	 */
	public function from_name(): string {
		return wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}
}
