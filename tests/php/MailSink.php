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

	/**
	 * The headers of a mail as sent (the sink's JSON leaves the List-* headers out), by lower-case
	 * name.
	 *
	 * @param array<string, mixed> $mail A mail from MailSink.
	 * @return array<string, string>
	 */
	public static function sent_headers( array $mail ): array {
		$source = file_get_contents( MVC_TESTS_MAIL_URL . '/api/email/' . rawurlencode( (string) $mail['id'] ) . '/source' );
		$head   = explode( "\r\n\r\n", str_replace( "\n", "\r\n", str_replace( "\r\n", "\n", (string) $source ) ), 2 )[0];
		$lines  = explode( "\r\n", (string) preg_replace( '/\r\n[ \t]+/', ' ', $head ) );
		$found  = array();
		foreach ( $lines as $line ) {
			$parts = explode( ':', $line, 2 );
			if ( 2 === count( $parts ) ) {
				$found[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
			}
		}
		return $found;
	}
}
