<?php
/**
 * Solves the site's proof-of-work challenges as the ALTCHA widget does.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

/**
 * Tries counters from 0 until PBKDF2(nonce || counter, salt) starts with the key prefix, and
 * writes the widget's payload. Tests shrink the counter range (mvc_challenge_counter_range).
 */
final class ChallengeSolver {

	/**
	 * The widget's payload for a challenge.
	 *
	 * @param array<string, mixed> $challenge {parameters, signature}.
	 * @param int|null             $counter   A counter to send instead of the solution (a wrong one).
	 */
	public static function payload( array $challenge, ?int $counter = null ): string {
		$parameters = $challenge['parameters'];
		$nonce      = (string) hex2bin( $parameters['nonce'] );
		$salt       = (string) hex2bin( $parameters['salt'] );
		for ( $n = 0; $n < 100000; $n++ ) {
			$key = bin2hex( hash_pbkdf2( 'sha256', $nonce . pack( 'N', $counter ?? $n ), $salt, (int) $parameters['cost'], (int) $parameters['keyLength'], true ) );
			if ( null !== $counter || str_starts_with( $key, $parameters['keyPrefix'] ) ) {
				return base64_encode( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the widget's payload is base64.
					(string) wp_json_encode(
						array(
							'challenge' => $challenge,
							'solution'  => array(
								'counter'    => $counter ?? $n,
								'derivedKey' => $key,
								'time'       => 1,
							),
						)
					)
				);
			}
		}
		throw new \RuntimeException( 'No solution found.' );
	}

	/**
	 * Makes challenges quick to solve.
	 */
	public static function small_counters(): void {
		add_filter(
			'mvc_challenge_counter_range',
			static function (): array {
				return array( 0, 20 );
			}
		);
	}
}
