<?php
/**
 * Solves the site's proof-of-work challenges as the ALTCHA widget does.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

/**
 * Hands a challenge to altcha-lib (solve-challenge.mjs, under node): the Composer registry serves no
 * ALTCHA library for PHP, and solving with the widget's own reference code checks that the server
 * speaks its dialect. Tests shrink the counter range (mvc_challenge_counter_range).
 */
final class ChallengeSolver {

	/**
	 * The widget's payload for a challenge.
	 *
	 * @param array<string, mixed> $challenge {parameters, signature}.
	 * @param int|null             $counter   A counter to send instead of the solution (a wrong one).
	 */
	public static function payload( array $challenge, ?int $counter = null ): string {
		$input = array( 'challenge' => $challenge );
		if ( null !== $counter ) {
			$input['counter'] = $counter;
		}
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a test helper runs node.
			array( 'node', __DIR__ . '/solve-challenge.mjs' ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'node did not start.' );
		}
		fwrite( $pipes[0], (string) wp_json_encode( $input ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a pipe.
		fclose( $pipes[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a pipe.
		$payload = (string) stream_get_contents( $pipes[1] );
		$errors  = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a pipe.
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a pipe.
		if ( 0 !== proc_close( $process ) || '' === $payload ) {
			throw new \RuntimeException( 'No solution found: ' . esc_html( $errors ) );
		}
		return $payload;
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
