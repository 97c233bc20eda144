<?php
/**
 * A logged-in member links a WeChat account to theirs, sees whether one is linked, and unlinks it.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Rest\WeChatController;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;
use WP_REST_Response;

/**
 * The link starts from the member's own session, returns through the provider like a login, and
 * attaches the identity only to the member the state's MAC names; an identity of another member is
 * never moved.
 */
final class WeChatLinkTest extends TestCase {

	private string $page;

	protected function set_up(): void {
		parent::set_up();
		FakeWeChat::configure();
		unset( $_COOKIE[ WeChatController::STATE_COOKIE ] );
		$this->page = home_url( '/profile/' );
	}

	/**
	 * Asks for the provider's address to link, as the logged-in member.
	 *
	 * @param string $nonce The member's nonce.
	 */
	private function authorize_link( string $nonce ): string {
		$response = $this->rest(
			'GET',
			'/api/member/wechat/authorize',
			array(
				'redirect_uri' => $this->page,
				'client'       => Config::CLIENT_QR,
				'link'         => true,
			),
			$nonce
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['data']['url'];
	}

	/**
	 * Where a redirect goes.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	private function location( WP_REST_Response $response ): string {
		$this->assertSame( 302, $response->get_status() );
		return (string) $response->get_headers()['Location'];
	}

	public function test_a_member_links_a_wechat_account_and_stays_logged_in_as_themselves(): void {
		$member = self::factory()->member();
		$nonce  = $this->log_in_member( $member );
		$this->assertFalse( $this->rest( 'GET', '/api/member/wechat', array(), $nonce )->get_data()['data']['linked'] );

		$args     = FakeWeChat::scan( $this->authorize_link( $nonce ), 'link-' . wp_generate_password( 6, false ) );
		$location = $this->location( $this->rest( 'GET', '/api/member/login-via-wechat', $args ) );

		$this->assertSame( add_query_arg( 'wechat', 'linked', $this->page ), $location );
		$this->assertTrue( Identities::is_linked( $member ) );
		$this->assertSame( (string) $member, $args['link'] );
	}

	public function test_an_identity_of_another_member_is_not_moved(): void {
		$person = 'taken-' . wp_generate_password( 6, false );
		$owner  = self::factory()->member();
		$args   = FakeWeChat::scan( $this->authorize_link( $this->log_in_member( $owner ) ), $person );
		$this->rest( 'GET', '/api/member/login-via-wechat', $args );
		$this->assertTrue( Identities::is_linked( $owner ) );

		$member   = self::factory()->member();
		$args     = FakeWeChat::scan( $this->authorize_link( $this->log_in_member( $member ) ), $person );
		$location = $this->location( $this->rest( 'GET', '/api/member/login-via-wechat', $args ) );

		$this->assertSame( add_query_arg( 'wechat', 'taken', $this->page ), $location );
		$this->assertFalse( Identities::is_linked( $member ) );
	}

	/**
	 * Makes the look-ups of WeChat identities fail, as a database without quorum answers; removed by
	 * the caller.
	 *
	 * @return callable The filter.
	 */
	private function fail_identity_lookups(): callable {
		global $wpdb;
		$users = $wpdb->users;
		return $this->fail_queries( static fn( string $query ): bool => str_contains( $query, "FROM {$users}" ) && str_contains( $query, 'mvc_wechat_' ) );
	}

	public function test_an_identity_the_database_did_not_look_up_is_not_linked(): void {
		$this->capture_error_log();
		$person = 'unread-' . wp_generate_password( 6, false );
		$owner  = self::factory()->member();
		$args   = FakeWeChat::scan( $this->authorize_link( $this->log_in_member( $owner ) ), $person );
		$this->rest( 'GET', '/api/member/login-via-wechat', $args );

		$member = self::factory()->member();
		$args   = FakeWeChat::scan( $this->authorize_link( $this->log_in_member( $member ) ), $person );
		$filter = $this->fail_identity_lookups();
		try {
			$location = $this->location( $this->rest( 'GET', '/api/member/login-via-wechat', $args ) );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( add_query_arg( 'wechat', 'failed', $this->page ), $location );
		$this->assertFalse( Identities::is_linked( $member ) );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}

	public function test_an_edited_member_in_the_return_address_fails_and_attaches_nothing(): void {
		$member = self::factory()->member();
		$victim = self::factory()->member();
		$args   = FakeWeChat::scan( $this->authorize_link( $this->log_in_member( $member ) ), 'edit-' . wp_generate_password( 6, false ) );

		$args['link'] = (string) $victim;
		$location     = $this->location( $this->rest( 'GET', '/api/member/login-via-wechat', $args ) );

		$this->assertSame( add_query_arg( 'wechat', 'failed', $this->page ), $location );
		$this->assertFalse( Identities::is_linked( $victim ) );
		$this->assertFalse( Identities::is_linked( $member ) );
	}

	public function test_a_visitor_cannot_start_a_link(): void {
		$response = $this->rest(
			'GET',
			'/api/member/wechat/authorize',
			array(
				'redirect_uri' => $this->page,
				'link'         => true,
			)
		);

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', '/api/member/wechat' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/api/member/wechat/unlink' )->get_status() );
	}

	public function test_unlink_removes_the_members_wechat_account(): void {
		$member = self::factory()->member();
		Identities::attach(
			$member,
			Config::CLIENT_QR,
			array(
				'openid'   => 'o-unlink',
				'unionid'  => 'u-unlink',
				'nickname' => '小红',
			)
		);
		$nonce = $this->log_in_member( $member );

		$response = $this->rest( 'POST', '/api/member/wechat/unlink', array(), $nonce );

		$this->assertSame( array( 'linked' => false ), $response->get_data()['data'] );
		$this->assertFalse( Identities::is_linked( $member ) );
	}
}
