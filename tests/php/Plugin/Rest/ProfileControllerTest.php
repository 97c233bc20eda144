<?php
/**
 * The digest switch: PUT /api/member/emailsubscribe.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * `{flag}` turns the member's own digest on or off and answers `{subscribed}`; a member without a
 * verified address cannot turn it on; a bad flag, a visitor and a call without the nonce change
 * nothing.
 */
final class ProfileControllerTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Sends the switch.
	 *
	 * @param mixed $flag Flag.
	 * @return array<string, mixed> The envelope.
	 */
	private function subscribe( $flag ): array {
		return (array) $this->rest( 'PUT', '/api/member/emailsubscribe', array( 'flag' => $flag ), $this->nonce )->get_data();
	}

	/**
	 * The stored switch.
	 *
	 * @param int $user_id Member.
	 */
	private static function subscribed( int $user_id ): bool {
		wp_cache_delete( $user_id, 'user_meta' );
		return (bool) Profile::get( $user_id, array( 'subscribed' ) )['subscribed'];
	}

	/**
	 * Makes the reads of members' meta fail, as a database without quorum answers; removed by the
	 * caller.
	 *
	 * @return callable The filter.
	 */
	private function fail_meta_reads(): callable {
		global $wpdb;
		$start = "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} ";
		return $this->fail_queries( static fn( string $query ): bool => str_starts_with( ltrim( $query ), $start ) );
	}

	public function test_a_switch_whose_state_the_database_did_not_give_answers_busy_not_off(): void {
		$this->capture_error_log();
		$filter = $this->fail_meta_reads();
		try {
			$on = $this->subscribe( true );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $on['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $on['message'] );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		$this->assertTrue( self::subscribed( $this->member ) );
	}

	public function test_the_switch_turns_the_digest_on_and_off(): void {
		$on    = $this->subscribe( true );
		$again = $this->subscribe( 'true' );

		$this->assertSame( 200, $on['code'] );
		$this->assertSame( array( 'subscribed' => true ), $on['data'] );
		$this->assertSame( array( 'subscribed' => true ), $again['data'] );
		$this->assertTrue( self::subscribed( $this->member ) );
		$this->assertSame( '1', get_user_meta( $this->member, Profile::META_DIGEST, true ) );

		$off = $this->subscribe( false );

		$this->assertSame( array( 'subscribed' => false ), $off['data'] );
		$this->assertFalse( self::subscribed( $this->member ) );
		$this->assertSame( array( 'subscribed' => false ), $this->subscribe( 0 )['data'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_addresses_without_mail(): array {
		return array(
			'no address'  => array( '' ),
			'placeholder' => array( 'wechat-oABC123@members.invalid' ),
		);
	}

	/**
	 * @dataProvider data_addresses_without_mail
	 *
	 * @param string $address The member's address.
	 */
	public function test_a_member_without_a_verified_address_cannot_turn_it_on( string $address ): void {
		global $wpdb;
		// WordPress refuses to store an empty or invalid address itself: set it as an import would.
		$wpdb->update( $wpdb->users, array( 'user_email' => $address ), array( 'ID' => $this->member ) );
		clean_user_cache( $this->member );

		$on = $this->subscribe( true );

		$this->assertSame( 403, $on['code'] );
		$this->assertSame( '请先在个人中心绑定并验证邮箱，再订阅邮件推送。', $on['message'] );
		$this->assertSame( 'email_unverified', $on['data']['reason'] );
		$this->assertSame( 'flag', $on['data']['field'] );
		$this->assertFalse( self::subscribed( $this->member ) );
		$this->assertFalse( Profile::has_verified_email( $this->member ) );

		update_user_meta( $this->member, Profile::META_DIGEST, '1' );
		$off = $this->subscribe( false );

		$this->assertSame( array( 'subscribed' => false ), $off['data'] );
		$this->assertFalse( self::subscribed( $this->member ) );
	}

	public function test_a_member_registered_by_code_has_a_verified_address(): void {
		$this->assertTrue( Profile::has_verified_email( $this->member ) );
		$this->assertFalse( Profile::has_verified_email( 0 ) );
	}

	public function test_a_bad_flag_is_refused_and_changes_nothing(): void {
		foreach ( array( 'yes', 2, array( true ), '' ) as $flag ) {
			$answer = $this->subscribe( $flag );

			$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $flag ) );
			$this->assertSame( 'flag 必须为 true 或 false。', $answer['message'] );
			$this->assertFalse( self::subscribed( $this->member ) );
		}
		$missing = (array) $this->rest( 'PUT', '/api/member/emailsubscribe', array(), $this->nonce )->get_data();
		$this->assertSame( 400, $missing['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $missing['message'] );
	}

	public function test_other_members_are_never_changed(): void {
		$other = self::factory()->member();
		update_user_meta( $other, Profile::META_DIGEST, '1' );
		$third = self::factory()->member();

		$this->rest(
			'PUT',
			'/api/member/emailsubscribe',
			array(
				'flag'    => true,
				'user_id' => $third,
				'id'      => $third,
			),
			$this->nonce
		);
		$this->subscribe( false );

		$this->assertTrue( self::subscribed( $other ) );
		$this->assertFalse( self::subscribed( $third ) );
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused(): void {
		$without = $this->rest( 'PUT', '/api/member/emailsubscribe', array( 'flag' => true ) );
		$this->new_request_with_cookie( null );
		$visitor = $this->rest( 'PUT', '/api/member/emailsubscribe', array( 'flag' => true ) );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertFalse( self::subscribed( $this->member ) );
	}
}
