<?php
/**
 * Per-network limits that ask for a proof of work before they refuse.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Security\Challenge;
use Mvc\Core\Security\NetworkGate;
use Mvc\Tests\ChallengeSolver;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * A campus behind one address gets through with challenges; the hard limit still refuses, and says
 * when to try again.
 */
final class NetworkGateTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		ChallengeSolver::small_counters();
	}

	/**
	 * Asks for a registration code for a fresh address.
	 *
	 * @param array<string, string> $headers Request headers.
	 * @return array{0: string, 1: \WP_REST_Response}
	 */
	private function send_code( array $headers = array() ): array {
		$email = 'campus-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		return array( $email, $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ), null, $headers ) );
	}

	public function test_past_the_quiet_threshold_a_challenge_is_asked_and_a_solution_lets_the_request_through(): void {
		list( $quiet ) = NetworkGate::LIMITS['code-request'];
		for ( $i = 0; $i < $quiet; $i++ ) {
			$this->assertSame( 200, $this->send_code()[1]->get_status() );
		}

		list( $email, $asked ) = $this->send_code();

		$this->assertSame( 428, $asked->get_status() );
		$this->assertSame( 428, $asked->get_data()['code'] );
		$this->assertSame( '您所在的网络请求较多，请先完成人机验证。', $asked->get_data()['message'] );
		$this->assertSame( 'email', $asked->get_data()['data']['field'] );
		$this->assertSame( array(), MailSink::to( $email ) );

		$payload                = ChallengeSolver::payload( $asked->get_data()['data']['challenge'] );
		list( $email, $solved ) = $this->send_code( array( Challenge::HEADER => $payload ) );
		$this->assertSame( 200, $solved->get_status() );
		$this->assertCount( 1, MailSink::to( $email ) );

		list( , $replayed ) = $this->send_code( array( Challenge::HEADER => $payload ) );
		$this->assertSame( 428, $replayed->get_status() );
		$this->assertSame( '人机验证未通过，请重试。', $replayed->get_data()['message'] );
	}

	public function test_a_campus_registering_thirty_people_in_an_hour_is_never_refused(): void {
		$refused = 0;
		for ( $i = 0; $i < 30; $i++ ) {
			$response = $this->send_code()[1];
			if ( 428 === $response->get_status() ) {
				$response = $this->send_code( array( Challenge::HEADER => ChallengeSolver::payload( $response->get_data()['data']['challenge'] ) ) )[1];
			}
			$refused += 200 === $response->get_status() ? 0 : 1;
		}

		$this->assertSame( 0, $refused );
	}

	public function test_past_the_hard_limit_the_network_is_refused_with_the_minutes_to_wait(): void {
		add_filter(
			'mvc_rate_limit',
			static function ( int $limit, string $bucket ): int {
				return str_starts_with( $bucket, 'code-request:net:' ) ? 1 : $limit;
			},
			10,
			2
		);
		$this->assertSame( 200, $this->send_code()[1]->get_status() );

		list( $email, $refused ) = $this->send_code();

		$this->assertSame( 429, $refused->get_status() );
		$this->assertMatchesRegularExpression( '/^尝试次数过多，请 \d+ 分钟后再试。$/u', $refused->get_data()['message'] );
		$this->assertGreaterThan( 0, $refused->get_data()['data']['retryAfter'] );
		$this->assertSame( array(), MailSink::to( $email ) );
	}

	public function test_login_asks_for_a_challenge_before_a_correct_password_is_refused(): void {
		$member = self::factory()->member( array( 'user_email' => 'gate-login@example.com' ) );
		unset( $member );
		list( $quiet ) = NetworkGate::LIMITS['login'];
		for ( $i = 0; $i < $quiet; $i++ ) {
			$this->rest(
				'POST',
				'/api/member/login-via-email',
				array(
					'email'    => 'other-' . $i . '@example.com',
					'password' => 'wrong-password',
				)
			);
		}
		$credentials = array(
			'email'    => 'gate-login@example.com',
			'password' => 'password',
		);

		$asked  = $this->rest( 'POST', '/api/member/login-via-email', $credentials );
		$solved = $this->rest( 'POST', '/api/member/login-via-email', $credentials, null, array( Challenge::HEADER => ChallengeSolver::payload( $asked->get_data()['data']['challenge'] ) ) );

		$this->assertSame( 428, $asked->get_status() );
		$this->assertSame( 200, $solved->get_status() );
	}
}
