<?php
/**
 * The test instance's mail sink, read through its HTTP API.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

/**
 * Reads what the site sent from maildev (`GET /api/email`).
 */
final class MailSink {

	/**
	 * Every message in the sink.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function all(): array {
		$json = file_get_contents( MVC_TESTS_MAIL_URL . '/api/email' );
		$mail = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $mail ) ) {
			throw new \RuntimeException( 'The mail sink API did not answer at ' . MVC_TESTS_MAIL_URL ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return $mail;
	}

	/**
	 * The messages sent to an address, oldest first.
	 *
	 * @param string $address Recipient.
	 * @return array<int, array<string, mixed>>
	 */
	public static function to( string $address ): array {
		return array_values(
			array_filter(
				self::all(),
				static fn( array $mail ): bool => strtolower( (string) ( $mail['to'][0]['address'] ?? '' ) ) === strtolower( $address )
			)
		);
	}
}
