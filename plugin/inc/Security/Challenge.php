<?php
/**
 * Proof-of-work challenges for the ALTCHA widget.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

/**
 * The challenge a browser solves when a network has sent many requests (NetworkGate): ALTCHA's proof
 * of work (version 2, as the `altcha` widget 3 and `altcha-lib` 2 speak it), verified here without
 * any outside service, so it works in mainland China. The challenge is deterministic: the server picks
 * a secret counter and hands out the first half of PBKDF2-SHA-256(nonce || counter, salt, cost) as
 * `keyPrefix`; the browser tries counters from 0. Parameters are signed (HMAC-SHA-256 of their sorted
 * JSON), expire, and a solution is taken once. See docs/security.md, "Limits"; docs/decisions.md.
 */
final class Challenge {

	public const ALGORITHM = 'PBKDF2/SHA-256';

	/**
	 * PBKDF2 iterations per try, and the range of the secret counter: about 1 to 3 seconds of a
	 * phone's time, one derivation (about a millisecond) of the server's.
	 */
	public const COST        = 1000;
	public const COUNTER_MIN = 500;
	public const COUNTER_MAX = 2500;

	public const KEY_LENGTH = 32;

	/**
	 * Seconds a challenge may be solved and used in.
	 */
	public const TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * The request header that carries a solution (the widget's base64 payload).
	 */
	public const HEADER = 'X-Mvc-Challenge';

	/**
	 * A new signed challenge, as the widget reads it.
	 *
	 * @return array{parameters: array<string, int|string>, signature: string}
	 */
	public static function create(): array {
		/**
		 * Filters the range of the secret counter (tests make it small).
		 *
		 * @param array{0: int, 1: int} $range Lowest and highest counter.
		 */
		$range      = (array) apply_filters( 'mvc_challenge_counter_range', array( self::COUNTER_MIN, self::COUNTER_MAX ) );
		$counter    = random_int( (int) $range[0], (int) $range[1] );
		$parameters = array(
			'algorithm' => self::ALGORITHM,
			'cost'      => self::COST,
			'expiresAt' => time() + self::TTL,
			'keyLength' => self::KEY_LENGTH,
			'nonce'     => bin2hex( random_bytes( 16 ) ),
			'salt'      => bin2hex( random_bytes( 16 ) ),
		);

		$key                     = self::derive( $parameters, $counter );
		$parameters['keyPrefix'] = bin2hex( substr( $key, 0, intdiv( self::KEY_LENGTH, 2 ) ) );
		ksort( $parameters );
		return array(
			'parameters' => $parameters,
			'signature'  => self::sign( $parameters ),
		);
	}

	/**
	 * Whether a payload is a right solution of a challenge of ours that has not expired and has
	 * not been used; a right one is used up.
	 *
	 * @param string $payload The widget's payload: base64 of {challenge: {parameters, signature},
	 *                        solution: {counter, derivedKey}}.
	 */
	public static function redeem( string $payload ): bool {
		$decoded = json_decode( (string) base64_decode( $payload, true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the widget sends its payload in base64.
		if ( ! is_array( $decoded ) || ! is_array( $decoded['challenge'] ?? null ) || ! is_array( $decoded['solution'] ?? null ) ) {
			return false;
		}
		$parameters = $decoded['challenge']['parameters'] ?? null;
		$signature  = $decoded['challenge']['signature'] ?? null;
		$counter    = $decoded['solution']['counter'] ?? null;
		$derived    = $decoded['solution']['derivedKey'] ?? null;
		if ( ! is_array( $parameters ) || ! is_string( $signature ) || ! is_int( $counter ) || $counter < 0 || $counter > 0xffffffff || ! is_string( $derived ) ) {
			return false;
		}
		ksort( $parameters );
		if ( ! hash_equals( self::sign( $parameters ), $signature ) ) {
			return false;
		}
		// Signed by us, so the parameters are ours: only the expiry is left to check.
		if ( (int) $parameters['expiresAt'] < time() ) {
			return false;
		}
		$key = bin2hex( self::derive( $parameters, $counter ) );
		if ( ! hash_equals( $key, strtolower( $derived ) ) || ! str_starts_with( $key, (string) $parameters['keyPrefix'] ) ) {
			return false;
		}
		// Once: the first use of the signature is counted, any later one is over the limit of 1.
		return ( new RateLimiter() )->hit( 'challenge:' . $signature, 1, self::TTL );
	}

	/**
	 * The solution the request carries, if any.
	 *
	 * @param \WP_REST_Request|null $request Request (the header), or null for the raw headers.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>>|null $request
	 */
	public static function from_request( $request = null ): string {
		if ( $request instanceof \WP_REST_Request ) {
			return (string) $request->get_header( self::HEADER );
		}
		$key = 'HTTP_' . strtoupper( str_replace( '-', '_', self::HEADER ) );
		return isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
	}

	/**
	 * PBKDF2 of the nonce and the counter.
	 *
	 * @param array<string, mixed> $parameters Challenge parameters.
	 * @param int                  $counter    Counter.
	 */
	private static function derive( array $parameters, int $counter ): string {
		$nonce = hex2bin( (string) $parameters['nonce'] );
		$salt  = hex2bin( (string) $parameters['salt'] );
		return hash_pbkdf2( 'sha256', $nonce . pack( 'N', $counter ), (string) $salt, (int) $parameters['cost'], (int) $parameters['keyLength'], true );
	}

	/**
	 * The signature of the parameters' JSON, as altcha-lib's canonicalJSON() writes it (sorted keys).
	 *
	 * @param array<string, mixed> $parameters Sorted parameters.
	 */
	private static function sign( array $parameters ): string {
		return Signer::sign( Signer::CHALLENGE, (string) wp_json_encode( $parameters, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
	}
}
