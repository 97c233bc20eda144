<?php
/**
 * Proof-of-work challenges.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Security\Challenge;
use Mvc\Tests\ChallengeSolver;
use Mvc\Tests\TestCase;

/**
 * A challenge is signed, expires, and its right solution is taken once.
 */
final class ChallengeTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		ChallengeSolver::small_counters();
	}

	public function test_created_challenge_has_altcha_parameters(): void {
		$challenge = Challenge::create();

		$this->assertSame( array( 'algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'nonce', 'salt' ), array_keys( $challenge['parameters'] ) );
		$this->assertSame( 'PBKDF2/SHA-256', $challenge['parameters']['algorithm'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $challenge['parameters']['keyPrefix'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $challenge['signature'] );
	}

	public function test_right_solution_is_taken_once(): void {
		$payload = ChallengeSolver::payload( Challenge::create() );

		$this->assertTrue( Challenge::redeem( $payload ) );
		$this->assertFalse( Challenge::redeem( $payload ) );
	}

	public function test_wrong_counter_is_refused(): void {
		$challenge = Challenge::create();
		$right     = json_decode( (string) base64_decode( ChallengeSolver::payload( $challenge ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the widget's payload.

		$this->assertFalse( Challenge::redeem( ChallengeSolver::payload( $challenge, $right['solution']['counter'] + 1 ) ) );
	}

	public function test_tampered_parameters_are_refused(): void {
		$challenge                             = Challenge::create();
		$challenge['parameters']['keyPrefix']  = '00';
		$challenge['parameters']['expiresAt'] += 3600;

		$this->assertFalse( Challenge::redeem( ChallengeSolver::payload( $challenge ) ) );
	}

	public function test_expired_challenge_is_refused(): void {
		$expired = $this->signed_with_expiry( time() - 60 );
		$current = $this->signed_with_expiry( time() + 60 );

		$this->assertFalse( Challenge::redeem( ChallengeSolver::payload( $expired ) ) );
		$this->assertTrue( Challenge::redeem( ChallengeSolver::payload( $current ) ) );
	}

	public function test_garbage_payloads_are_refused_without_a_warning(): void {
		foreach ( array( '', 'x', base64_encode( '[]' ), base64_encode( '{"challenge":1,"solution":2}' ), base64_encode( '{"challenge":{"parameters":"x","signature":[]},"solution":{"counter":"1","derivedKey":1}}' ), str_repeat( 'A', 100000 ) ) as $payload ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			$this->assertFalse( Challenge::redeem( $payload ) );
		}
	}

	/**
	 * A new challenge with another expiry, signed as Challenge signs its challenges.
	 *
	 * @param int $expires_at Unix time.
	 * @return array<string, mixed>
	 */
	private function signed_with_expiry( int $expires_at ): array {
		$parameters              = Challenge::create()['parameters'];
		$parameters['expiresAt'] = $expires_at;
		$sign                    = new \ReflectionMethod( Challenge::class, 'sign' );
		$sign->setAccessible( true );
		return array(
			'parameters' => $parameters,
			'signature'  => $sign->invoke( null, $parameters ),
		);
	}
}
