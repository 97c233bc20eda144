<?php
/**
 * Changing the e-mail address.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\SessionCookie;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * The code goes to the new address; with it and a fresh login the address changes; an old login,
 * the same address, a taken one, a wrong or expired code change nothing.
 */
final class EmailChangeControllerTest extends TestCase {

	private int $member;

	private string $old;

	protected function set_up(): void {
		parent::set_up();
		$this->old    = 'change-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		$this->member = self::factory()->member( array( 'user_email' => $this->old ) );
	}

	/**
	 * Logs the member in; a new request carries the cookie.
	 *
	 * @return string The session's nonce.
	 */
	private function log_in(): string {
		return $this->log_in_member( $this->member );
	}

	/**
	 * Sends a code to a new address and reads it from the mail sink.
	 *
	 * @param string $email New address.
	 * @param string $nonce Nonce.
	 */
	private function code_for( string $email, string $nonce ): string {
		$response = $this->rest( 'POST', '/api/member/reset-email/email', array( 'email' => $email ), $nonce );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertSame( 1, preg_match( '/\b(\d{4})\b/', (string) $mails[0]['text'], $match ) );
		return $match[1];
	}

	public function test_a_fresh_login_changes_the_address_with_the_mailed_code(): void {
		$nonce = $this->log_in();
		$new   = 'new-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		$code  = $this->code_for( $new, $nonce );

		$response = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => $new,
				'verificationCode' => $code,
			),
			$nonce
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $new, get_userdata( $this->member )->user_email );
		// Used up.
		$again = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => 'other-' . $new,
				'verificationCode' => $code,
			),
			$nonce
		);
		$this->assertContains( $again->get_data()['code'], array( 5001, 5012 ) );
	}

	public function test_an_old_login_must_log_in_again(): void {
		global $wpdb;
		$this->log_in();
		$wpdb->update( Tables::sessions(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 16 * MINUTE_IN_SECONDS ) ), array( 'user_id' => $this->member ) );
		$this->new_request_with_cookie( (string) $_COOKIE[ SessionCookie::COOKIE ] );
		$nonce = wp_create_nonce( 'wp_rest' );
		$new   = 'late-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';

		$send   = $this->rest( 'POST', '/api/member/reset-email/email', array( 'email' => $new ), $nonce );
		$change = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => $new,
				'verificationCode' => '1234',
			),
			$nonce
		);

		foreach ( array( $send, $change ) as $response ) {
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'login_required', $response->get_data()['data']['reason'] );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		}
		$this->assertSame( array(), MailSink::to( $new ) );
		$this->assertSame( $this->old, get_userdata( $this->member )->user_email );
	}

	public function test_the_same_address_is_5009_and_a_taken_one_5006(): void {
		$nonce = $this->log_in();
		$taken = 'taken-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		self::factory()->member( array( 'user_email' => $taken ) );

		$same  = $this->rest( 'POST', '/api/member/reset-email/email', array( 'email' => strtoupper( $this->old ) ), $nonce );
		$other = $this->rest( 'POST', '/api/member/reset-email/email', array( 'email' => $taken ), $nonce );

		$this->assertSame( 5009, $same->get_data()['code'] );
		$this->assertSame( 'email', $same->get_data()['data']['field'] );
		$this->assertSame( 5006, $other->get_data()['code'] );
	}

	public function test_a_wrong_code_is_5001_and_changes_nothing(): void {
		$nonce = $this->log_in();
		$new   = 'wrong-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		$code  = $this->code_for( $new, $nonce );

		$response = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => $new,
				'verificationCode' => '0000' === $code ? '1111' : '0000',
			),
			$nonce
		);

		$this->assertSame( 5001, $response->get_data()['code'] );
		$this->assertSame( $this->old, get_userdata( $this->member )->user_email );
	}

	public function test_the_code_has_exactly_4_characters_and_is_checked_before_the_address(): void {
		$nonce = $this->log_in();
		$taken = 'owner-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		self::factory()->member( array( 'user_email' => $taken ) );

		$long    = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => 'x-' . $taken,
				'verificationCode' => '12345',
			),
			$nonce
		);
		$guessed = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => $taken,
				'verificationCode' => '1234',
			),
			$nonce
		);

		$this->assertSame( 400, $long->get_status() );
		$this->assertSame( 'verificationCode', $long->get_data()['data']['field'] );
		$this->assertContains( $guessed->get_data()['code'], array( 5001, 5012 ), 'No code for that address: whether it is taken is not told.' );
	}

	public function test_visitors_and_calls_without_the_nonce_are_refused(): void {
		$visitor = $this->rest(
			'POST',
			'/api/member/reset-email',
			array(
				'newEmail'         => 'a@example.com',
				'verificationCode' => '1234',
			)
		);
		$this->log_in();
		$no_nonce = $this->rest( 'POST', '/api/member/reset-email/email', array( 'email' => 'b@example.com' ) );

		$this->assertSame( 401, $visitor->get_status() );
		$this->assertSame( 403, $no_nonce->get_status() );
		$this->assertSame( $this->old, get_userdata( $this->member )->user_email );
	}
}
