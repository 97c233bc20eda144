<?php
/**
 * GET /api/wechat/js-config and the JS-SDK signature.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\JsSdk;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;

/**
 * The signature is WeChat's documented one; the ticket comes from the local fake provider over
 * HTTP (client_credential token, then getticket) and is kept; addresses off the site are refused;
 * an environment without an official account answers 503.
 */
final class WeChatShareControllerTest extends TestCase {

	private const ROUTE = '/api/wechat/js-config';

	protected function set_up(): void {
		parent::set_up();
		FakeWeChat::configure();
		delete_transient( JsSdk::TICKET_TRANSIENT . '_' . md5( (string) Config::app( Config::CLIENT_INAPP )['app_id'] ) );
		delete_transient( JsSdk::TOKEN_TRANSIENT . '_' . md5( (string) Config::app( Config::CLIENT_INAPP )['app_id'] ) );
	}

	public function test_the_signature_is_the_one_wechat_documents(): void {
		// The example of WeChat's JS-SDK documentation (appendix 1).
		$this->assertSame(
			'0f9de62fce790f9a083d5c99e95740ceb90c27ed',
			JsSdk::signature( 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg', 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#top' )
		);
	}

	public function test_a_page_of_the_site_gets_a_signed_configuration_with_a_kept_ticket(): void {
		$url = home_url( '/research-news/research-01/?from=singlemessage#c-3' );

		$first  = $this->rest( 'GET', self::ROUTE, array( 'url' => $url ) );
		$ticket = get_transient( JsSdk::TICKET_TRANSIENT . '_' . md5( (string) Config::app( Config::CLIENT_INAPP )['app_id'] ) );
		$second = $this->rest( 'GET', self::ROUTE, array( 'url' => $url ) );

		$this->assertSame( 200, $first->get_status() );
		$data = $first->get_data()['data'];
		$this->assertSame( Config::app( Config::CLIENT_INAPP )['app_id'], $data['appId'] );
		$this->assertIsString( $ticket );
		$this->assertSame( JsSdk::signature( $ticket, $data['nonceStr'], $data['timestamp'], $url ), $data['signature'] );
		// The second page view signs with the kept ticket.
		$again = $second->get_data()['data'];
		$this->assertSame( JsSdk::signature( $ticket, $again['nonceStr'], $again['timestamp'], $url ), $again['signature'] );
	}

	public function test_a_token_wechat_no_longer_knows_is_replaced_once_and_the_page_still_signed(): void {
		$key = JsSdk::TOKEN_TRANSIENT . '_' . md5( (string) Config::app( Config::CLIENT_INAPP )['app_id'] );
		set_transient( $key, 'a-token-the-fake-never-gave', HOUR_IN_SECONDS );
		$asked = 0;
		$count = static function ( $pre, $args, $url ) use ( &$asked ) {
			$asked += str_contains( (string) $url, '/cgi-bin/token?' ) ? 1 : 0;
			return $pre;
		};
		add_filter( 'pre_http_request', $count, 10, 3 );

		$response = $this->rest( 'GET', self::ROUTE, array( 'url' => home_url( '/' ) ) );
		remove_filter( 'pre_http_request', $count, 10 );

		// WeChat's 40001 renews the token once (AccessToken) and the ticket is asked again with it.
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 1, $asked );
		$this->assertNotSame( 'a-token-the-fake-never-gave', get_transient( $key ) );
	}

	public function test_a_network_failure_keeps_the_token(): void {
		$key = JsSdk::TOKEN_TRANSIENT . '_' . md5( (string) Config::app( Config::CLIENT_INAPP )['app_id'] );
		set_transient( $key, 'a-kept-token', HOUR_IN_SECONDS );
		$timeout = static fn( $pre, $args, $url ) => str_contains( (string) $url, '/cgi-bin/ticket/getticket' ) ? new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) : $pre;
		add_filter( 'pre_http_request', $timeout, 10, 3 );

		$response = $this->rest( 'GET', self::ROUTE, array( 'url' => home_url( '/' ) ) );
		remove_filter( 'pre_http_request', $timeout, 10 );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'a-kept-token', get_transient( $key ) );
	}

	public function test_an_address_off_the_site_is_refused(): void {
		foreach ( array( 'https://evil.example.com/', 'javascript:alert(1)', '', '/relative' ) as $url ) {
			$response = $this->rest( 'GET', self::ROUTE, array( 'url' => $url ) );

			$this->assertSame( 400, $response->get_status(), $url );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		}
	}

	public function test_without_an_official_account_the_answer_is_503(): void {
		$config = get_option( Config::OPTION );
		$config[ Config::environment() ]['inapp_secret'] = '';
		update_option( Config::OPTION, $config );

		$response = $this->rest( 'GET', self::ROUTE, array( 'url' => home_url( '/' ) ) );

		$this->assertSame( 503, $response->get_status() );
	}
}
