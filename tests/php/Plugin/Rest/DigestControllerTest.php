<?php
/**
 * The digest's unsubscribe link.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * A POST of the member's token (RFC 8058 one-click, no login, no nonce) switches the digest off; a
 * GET only shows a Chinese page whose button POSTs; a wrong token, or another member's, changes
 * nothing; a member logged in on the site can press the button.
 */
final class DigestControllerTest extends TestCase {

	private const ROUTE = '/api/member/digest/unsubscribe';

	/**
	 * A member with the digest on.
	 */
	private function member(): int {
		$id = self::factory()->member();
		update_user_meta( $id, Profile::META_DIGEST, '1' );
		return $id;
	}

	/**
	 * The token of a member's link, read from the address the mails carry.
	 *
	 * @param int $user_id Member.
	 */
	private function token( int $user_id ): string {
		parse_str( (string) wp_parse_url( Digest::unsubscribe_url( $user_id ), PHP_URL_QUERY ), $query );
		$this->assertIsString( $query['token'] ?? null );
		return $query['token'];
	}

	public function test_one_click_post_with_the_token_turns_the_digest_off(): void {
		$member = $this->member();
		$other  = $this->member();

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token'            => $this->token( $member ),
				'List-Unsubscribe' => 'One-Click',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'subscribed' => false ), $response->get_data()['data'] );
		$this->assertFalse( Digest::is_on( $member ) );
		$this->assertTrue( Digest::is_on( $other ) );
		$this->assertFalse( Profile::get( $member, array( 'subscribed' ) )['subscribed'] );
	}

	public function test_one_click_post_from_a_mail_providers_origin_is_taken(): void {
		$member                 = $this->member();
		$_SERVER['HTTP_ORIGIN'] = 'https://mail.example.net';

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token'            => $this->token( $member ),
				'List-Unsubscribe' => 'One-Click',
			)
		);
		unset( $_SERVER['HTTP_ORIGIN'] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( Digest::is_on( $member ) );
	}

	public function test_get_shows_a_chinese_page_with_a_button_and_does_not_unsubscribe(): void {
		$member = $this->member();
		$token  = $this->token( $member );

		$page = $this->rest( 'GET', self::ROUTE, array( 'token' => $token ) );

		$this->assertSame( 200, $page->get_status() );
		$this->assertStringStartsWith( 'text/html', $page->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '<html lang="zh-CN">', (string) $page->get_data() );
		$this->assertStringContainsString( '不再接收每两周一次的邮件推送', (string) $page->get_data() );
		$this->assertStringContainsString( '<input type="hidden" name="from" value="page">', (string) $page->get_data() );
		$this->assertStringContainsString( '<input type="hidden" name="token" value="' . $token . '">', (string) $page->get_data() );
		$this->assertStringContainsString( '>取消订阅</button>', (string) $page->get_data() );
		$this->assertTrue( Digest::is_on( $member ) );
	}

	public function test_the_page_button_unsubscribes_and_answers_a_page(): void {
		$member = $this->member();
		$token  = $this->token( $member );

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token' => $token,
				'from'  => 'page',
			)
		);
		$again    = $this->rest( 'GET', self::ROUTE, array( 'token' => $token ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( '您将不再收到邮件推送', (string) $response->get_data() );
		$this->assertFalse( Digest::is_on( $member ) );
		$this->assertStringContainsString( '您将不再收到邮件推送', (string) $again->get_data() );
		$this->assertStringNotContainsString( '<form', (string) $again->get_data() );
	}

	public function test_the_link_of_an_operators_test_changes_nobody(): void {
		$operator = self::factory()->user( array( 'role' => 'administrator' ) );
		$member   = $this->member();
		update_user_meta( $operator, Profile::META_DIGEST, '1' );
		parse_str( (string) wp_parse_url( Digest::test_unsubscribe_url( $operator ), PHP_URL_QUERY ), $query );
		$token = (string) $query['token'];

		$opened  = $this->rest( 'GET', self::ROUTE, array( 'token' => $token ) );
		$pressed = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token' => $token,
				'from'  => 'page',
			)
		);
		$click   = $this->rest( 'POST', self::ROUTE, array( 'token' => $token ) );
		$forged  = $this->rest( 'POST', self::ROUTE, array( 'token' => 'test-' . $operator . '.' . str_repeat( 'a', 64 ) ) );

		$this->assertTrue( Digest::is_test_token( $token ) );
		$this->assertNull( Digest::member_of_token( $token ) );
		foreach ( array( $opened, $pressed ) as $page ) {
			$this->assertSame( 200, $page->get_status() );
			$this->assertStringContainsString( '这是测试邮件中的退订链接：没有做任何更改，没有会员被退订。', (string) $page->get_data() );
			$this->assertStringNotContainsString( '<form', (string) $page->get_data() );
		}
		$this->assertSame( array( 'test' => true ), $click->get_data()['data'] );
		$this->assertSame( 404, $forged->get_status() );
		$this->assertTrue( Digest::is_on( $member ) );
		$this->assertTrue( Digest::is_on( $operator ) );
	}

	public function test_a_wrong_token_changes_nothing(): void {
		$member = $this->member();
		$other  = $this->member();
		$token  = $this->token( $member );
		$forged = substr( $token, 0, -1 ) . ( str_ends_with( $token, '0' ) ? '1' : '0' );
		// Another member's id with this member's HMAC.
		$swapped = $other . substr( $token, strlen( (string) $member ) );
		$this->token( $other );

		$post    = $this->rest( 'POST', self::ROUTE, array( 'token' => $forged ) );
		$swap    = $this->rest( 'POST', self::ROUTE, array( 'token' => $swapped ) );
		$page    = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token' => 'nope',
				'from'  => 'page',
			)
		);
		$get     = $this->rest( 'GET', self::ROUTE, array( 'token' => '' ) );
		$missing = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 404, $post->get_status() );
		$this->assertSame( 404, $post->get_data()['code'] );
		$this->assertSame( '退订链接无效。', $post->get_data()['message'] );
		$this->assertSame( 404, $swap->get_status() );
		$this->assertSame( 404, $page->get_status() );
		$this->assertStringContainsString( '退订链接无效。', (string) $page->get_data() );
		$this->assertSame( 404, $get->get_status() );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertTrue( Digest::is_on( $member ) );
		$this->assertTrue( Digest::is_on( $other ) );
	}

	public function test_a_token_without_the_members_key_is_refused(): void {
		$member = $this->member();
		$token  = $this->token( $member );
		delete_user_meta( $member, Digest::META_KEY );

		$response = $this->rest( 'POST', self::ROUTE, array( 'token' => $token ) );

		$this->assertSame( 404, $response->get_status() );
		$this->assertTrue( Digest::is_on( $member ) );
	}

	public function test_a_member_logged_in_on_the_site_can_press_the_button_without_a_nonce(): void {
		$member = $this->member();
		$token  = $this->token( $member );
		$this->log_in_member( $member );
		// Another route keeps refusing the cookie without the nonce.
		$GLOBALS['wp']->query_vars['rest_route'] = '/api/member/like';
		$elsewhere                               = $this->rest( 'PUT', '/api/member/like', array( 'id' => 1 ) );
		$GLOBALS['wp']->query_vars['rest_route'] = self::ROUTE;

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'token' => $token,
				'from'  => 'page',
			)
		);
		unset( $GLOBALS['wp']->query_vars['rest_route'] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( Digest::is_on( $member ) );
		$this->assertSame( 403, $elsewhere->get_status() );
	}
}
