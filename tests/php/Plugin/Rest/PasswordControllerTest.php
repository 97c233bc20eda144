<?php
/**
 * Password reset.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\TestCase;

/**
 * The code is checked, then used up; the new password works and every session ends.
 */
final class PasswordControllerTest extends TestCase {

	private const EMAIL = 'reset-test@example.com';

	private int $member;

	private string $code;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member(
			array(
				'user_email' => self::EMAIL,
				'user_pass'  => 'old-password',
			)
		);
		$code         = ( new VerificationCodes() )->issue( self::EMAIL, VerificationCodes::RESET, '127.0.0.1' );
		$this->assertIsString( $code );
		$this->code = $code;
	}

	/**
	 * The final step's payload.
	 *
	 * @param array<string, string> $fields Replacements.
	 * @return array<string, string>
	 */
	private function payload( array $fields = array() ): array {
		return array_merge(
			array(
				'email'            => self::EMAIL,
				'verificationCode' => $this->code,
				'password'         => 'new-password',
				'confirmPassword'  => 'new-password',
			),
			$fields
		);
	}

	/**
	 * Step 1 with a code.
	 *
	 * @param string $code Code.
	 */
	private function step_one( string $code ): \WP_REST_Response {
		return $this->rest(
			'GET',
			'/api/member/reset-password/verify-email',
			array(
				'email'            => self::EMAIL,
				'verificationCode' => $code,
			)
		);
	}

	/**
	 * A password and its confirmation.
	 *
	 * @param string $password Password.
	 * @return array<string, string>
	 */
	private function passwords( string $password ): array {
		return array(
			'password'        => $password,
			'confirmPassword' => $password,
		);
	}

	public function test_step_one_checks_the_code_without_using_it(): void {
		$first  = $this->step_one( $this->code );
		$second = $this->step_one( $this->code );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
	}

	public function test_step_one_with_a_wrong_code_is_5001(): void {
		$wrong = '000000' === $this->code ? '111111' : '000000';

		$response = $this->step_one( $wrong );

		$this->assertSame( 5001, $response->get_data()['code'] );
		$this->assertSame( 'verificationCode', $response->get_data()['data']['field'] );
	}

	public function test_reset_sets_the_password_and_ends_every_session(): void {
		( new Sessions() )->create( $this->member, true );
		( new Sessions() )->create( $this->member, false );

		$response = $this->rest( 'POST', '/api/member/reset-password', $this->payload() );

		$this->assertSame( 200, $response->get_status() );
		$user = get_userdata( $this->member );
		$this->assertTrue( wp_check_password( 'new-password', $user->user_pass, $this->member ) );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
		$this->assertNull( SessionCookie::session() );
	}

	public function test_a_member_resetting_from_their_own_browser_is_logged_out_and_given_a_visitor_s_nonce(): void {
		$old = $this->log_in_member( $this->member );

		$response = $this->rest( 'POST', '/api/member/reset-password', $this->payload(), $old );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
		$this->assertSame( 0, get_current_user_id() );
		$nonce = (string) $response->get_data()['data']['nonce'];
		$this->assertNotSame( $old, $nonce );
		// The page's next call (the login) comes without the cookie: the nonce is a visitor's.
		$this->new_request_with_cookie( null );
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'wp_rest' ) );
	}

	public function test_another_member_resetting_a_password_stays_logged_in(): void {
		$other = self::factory()->member( array( 'user_email' => 'someone-else@example.com' ) );
		$nonce = $this->log_in_member( $other );

		$response = $this->rest( 'POST', '/api/member/reset-password', $this->payload(), $nonce );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $other, get_current_user_id() );
		$this->assertSame( 1, ( new Sessions() )->count_for_user( $other ) );
	}

	public function test_reset_uses_the_code_up(): void {
		$this->rest( 'POST', '/api/member/reset-password', $this->payload() );

		$again = $this->rest( 'POST', '/api/member/reset-password', $this->payload( $this->passwords( 'third-password' ) ) );

		$this->assertSame( 5012, $again->get_data()['code'] );
		$this->assertTrue( wp_check_password( 'new-password', get_userdata( $this->member )->user_pass, $this->member ) );
	}

	public function test_reset_refuses_bad_input_and_changes_nothing(): void {
		$mismatch = $this->rest( 'POST', '/api/member/reset-password', $this->payload( array( 'confirmPassword' => 'other-password' ) ) );
		$short    = $this->rest( 'POST', '/api/member/reset-password', $this->payload( $this->passwords( 'short' ) ) );
		$unknown  = $this->rest( 'POST', '/api/member/reset-password', $this->payload( array( 'email' => 'nobody@example.com' ) ) );

		$this->assertSame( 5004, $mismatch->get_data()['code'] );
		$this->assertSame( 5002, $short->get_data()['code'] );
		// Without a reset code, an unknown address answers as a member's would: 5012.
		$this->assertSame( 5012, $unknown->get_data()['code'] );
		$this->assertTrue( wp_check_password( 'old-password', get_userdata( $this->member )->user_pass, $this->member ) );
	}

	public function test_step_one_without_the_mailbox_answers_a_member_and_an_unknown_address_alike(): void {
		$other = self::factory()->member( array( 'user_email' => 'reset-other@example.com' ) );
		unset( $other );

		$member  = $this->rest(
			'GET',
			'/api/member/reset-password/verify-email',
			array(
				'email'            => 'reset-other@example.com',
				'verificationCode' => '123456',
			)
		);
		$unknown = $this->rest(
			'GET',
			'/api/member/reset-password/verify-email',
			array(
				'email'            => 'reset-nobody@example.com',
				'verificationCode' => '123456',
			)
		);

		$this->assertSame( 5012, $member->get_data()['code'] );
		$this->assertSame( $member->get_data(), $unknown->get_data() );
	}

	public function test_a_code_shorter_than_six_digits_is_refused_with_the_six_digit_message(): void {
		$response = $this->rest(
			'GET',
			'/api/member/reset-password/verify-email',
			array(
				'email'            => self::EMAIL,
				'verificationCode' => '1234',
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '请输入6位验证码。', $response->get_data()['message'] );
		$this->assertSame( 'verificationCode', $response->get_data()['data']['field'] );
	}
}
