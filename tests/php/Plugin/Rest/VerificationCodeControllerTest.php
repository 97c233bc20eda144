<?php
/**
 * Sending verification codes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * Codes reach the mail sink in Chinese with both parts; the address rules, the resend wait and the
 * caps hold; codes are single-use, expire and die after five wrong tries.
 */
final class VerificationCodeControllerTest extends TestCase {

	private function address(): string {
		return 'code-' . wp_generate_password( 10, false ) . '@example.com';
	}

	public function test_registration_code_is_mailed_in_chinese_with_html_and_text(): void {
		$email = $this->address();

		$response = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => strtoupper( $email ) ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'length'    => 4,
				'expiresIn' => 600,
				'resendIn'  => 60,
			),
			$response->get_data()['data']
		);
		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '验证码', $mails[0]['subject'] );
		$this->assertStringContainsString( get_bloginfo( 'name' ), $mails[0]['subject'] );
		$this->assertMatchesRegularExpression( '/\b\d{4}\b/', $mails[0]['text'] );
		$this->assertStringContainsString( '<!DOCTYPE html>', $mails[0]['html'] );
		$this->assertStringNotContainsString( '<img', $mails[0]['html'] );
		$this->assertStringNotContainsString( 'http://', str_replace( home_url(), '', $mails[0]['html'] ) );
	}

	public function test_registration_code_for_a_registered_address_is_5006(): void {
		self::factory()->member( array( 'user_email' => 'taken@example.com' ) );

		$response = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => 'taken@example.com' ) );

		$this->assertSame( 5006, $response->get_data()['code'] );
		$this->assertSame( 'email', $response->get_data()['data']['field'] );
		$this->assertSame( array(), MailSink::to( 'taken@example.com' ) );
	}

	public function test_reset_code_has_six_digits_and_needs_a_member(): void {
		$email = $this->address();
		self::factory()->member( array( 'user_email' => $email ) );

		$known   = $this->rest( 'POST', '/api/member/reset-password/email', array( 'email' => $email ) );
		$unknown = $this->rest( 'POST', '/api/member/reset-password/email', array( 'email' => $this->address() ) );

		$this->assertSame( 6, $known->get_data()['data']['length'] );
		$this->assertMatchesRegularExpression( '/\b\d{6}\b/', MailSink::to( $email )[0]['text'] );
		$this->assertSame( 5008, $unknown->get_data()['code'] );
		$this->assertSame( '该邮箱未注册，请扫描微信二维码注册。', $unknown->get_data()['message'] );
	}

	public function test_second_code_within_a_minute_is_refused(): void {
		$email = $this->address();
		$this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ) );

		$again = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ) );

		$this->assertSame( 429, $again->get_status() );
		$this->assertSame( '60 秒内已发送过验证码，请稍后再试。', $again->get_data()['message'] );
		$this->assertCount( 1, MailSink::to( $email ) );
	}

	public function test_hourly_cap_per_address(): void {
		global $wpdb;
		$email = $this->address();
		for ( $i = 0; $i < 5; $i++ ) {
			$wpdb->insert(
				Tables::codes(),
				array(
					'email'      => $email,
					'purpose'    => VerificationCodes::REGISTER,
					'code_hash'  => str_repeat( '0', 64 ),
					'created_at' => gmdate( 'Y-m-d H:i:s', time() - 120 - $i * 60 ),
					'expires_at' => gmdate( 'Y-m-d H:i:s', time() ),
				)
			);
		}

		$response = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ) );

		$this->assertSame( 429, $response->get_status() );
		// The oldest of the five was sent six minutes ago: it leaves the hour in 54 minutes.
		$this->assertSame( '发送到该邮箱的验证码过多，请 54 分钟后再试。', $response->get_data()['message'] );
	}

	public function test_bad_address_is_refused_and_sends_nothing(): void {
		$response = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => 'nope' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '请输入正确的邮箱格式。', $response->get_data()['message'] );
	}

	public function test_code_is_single_use(): void {
		$codes = new VerificationCodes();
		$email = $this->address();
		$code  = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );

		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $code, false ) );
		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $code, true ) );
		$reuse = $codes->verify( $email, VerificationCodes::REGISTER, $code, true );

		$this->assertWPErrorCode( 'mvc_5012', $reuse );
	}

	public function test_wrong_code_is_5001_and_five_wrong_tries_kill_it(): void {
		$codes = new VerificationCodes();
		$email = $this->address();
		$code  = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );
		$wrong = '0000' === $code ? '1111' : '0000';

		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertWPErrorCode( 'mvc_5001', $codes->verify( $email, VerificationCodes::REGISTER, $wrong, true ) );
		}

		$this->assertWPErrorCode( 'mvc_5012', $codes->verify( $email, VerificationCodes::REGISTER, $code, true ) );
	}

	public function test_code_expires_after_ten_minutes(): void {
		global $wpdb;
		$codes = new VerificationCodes();
		$email = $this->address();
		$code  = $codes->issue( $email, VerificationCodes::RESET, '127.0.0.1' );
		$this->assertIsString( $code );
		$wpdb->update( Tables::codes(), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'email' => $email ) );

		$result = $codes->verify( $email, VerificationCodes::RESET, $code, true );

		$this->assertWPErrorCode( 'mvc_5012', $result );
		$this->assertSame( '验证码已过期，请重新发送。', $result->get_error_message() );
	}

	public function test_a_new_code_kills_the_previous_one(): void {
		global $wpdb;
		$codes = new VerificationCodes();
		$email = $this->address();
		$first = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $first );
		// Two minutes later: the code's age and the resend counter.
		$wpdb->update( Tables::codes(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 120 ) ), array( 'email' => $email ) );
		$wpdb->query( 'DELETE FROM ' . Tables::rate_limits() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$second = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $second );

		if ( $first !== $second ) {
			$this->assertWPErrorCode( 'mvc_5001', $codes->verify( $email, VerificationCodes::REGISTER, $first, false ) );
		}
		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $second, false ) );
	}

	public function test_parallel_wrong_guesses_cannot_exceed_five_tries(): void {
		global $wpdb;
		$codes = new VerificationCodes();
		$email = $this->address();
		$code  = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );
		// As if five guesses had been checked at once: the row already holds five claimed tries.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::codes() . ' SET attempts = 5 WHERE email = %s', $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		$this->assertWPErrorCode( 'mvc_5012', $codes->verify( $email, VerificationCodes::REGISTER, $code, true ) );
	}

	public function test_checking_a_right_code_in_step_one_keeps_its_tries(): void {
		$codes = new VerificationCodes();
		$email = $this->address();
		$code  = $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );

		for ( $i = 0; $i < 8; $i++ ) {
			$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $code, false ) );
		}
		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $code, true ) );
	}

	public function test_codes_are_stored_hashed(): void {
		global $wpdb;
		$email = $this->address();
		$code  = ( new VerificationCodes() )->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );
		$table = Tables::codes();

		$stored = (string) $wpdb->get_var( $wpdb->prepare( "SELECT code_hash FROM {$table} WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.

		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $stored );
		$this->assertNotSame( hash( 'sha256', $code ), $stored );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code   Expected error code.
	 * @param mixed  $actual Value.
	 */
	private function assertWPErrorCode( string $code, $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
		$this->assertSame( $code, $actual->get_error_code() );
	}

	public function test_index_lists_each_sending_routes_catalogue_codes(): void {
		$codes = fn( string $route ): array => array_values( array_filter( $this->rest( 'OPTIONS', $route )->get_data()['schema']['properties']['code']['enum'], static fn( int $code ): bool => $code >= 5000 ) );

		$this->assertSame( array( 5006 ), $codes( '/api/member/send-verification-code' ) );
		$this->assertSame( array( 5008 ), $codes( '/api/member/reset-password/email' ) );
		$this->assertSame( array( 5006, 5009 ), $codes( '/api/member/reset-email/email' ) );
	}
}
