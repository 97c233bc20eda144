<?php
/**
 * Security headers and CORS.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Security\Headers;
use Mvc\Tests\TestCase;

/**
 * Pages carry a nonce-based CSP whose nonce is on every script tag; REST answers CORS to the
 * site's own origin only.
 */
final class HeadersTest extends TestCase {

	/**
	 * The headers WordPress sends with a page.
	 *
	 * @return array<string, string>
	 */
	private function page_headers(): array {
		return apply_filters( 'wp_headers', array( 'Content-Type' => 'text/html; charset=UTF-8' ), $GLOBALS['wp'] );
	}

	protected function tear_down(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tear_down();
	}

	public function test_page_sends_security_headers(): void {
		$headers = $this->page_headers();

		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$this->assertSame( 'SAMEORIGIN', $headers['X-Frame-Options'] );
		$this->assertSame( 'strict-origin-when-cross-origin', $headers['Referrer-Policy'] );
		$policy = $headers['Content-Security-Policy'];
		$this->assertStringContainsString( "frame-ancestors 'self'", $policy );
		$this->assertStringContainsString( "object-src 'none'", $policy );
		$this->assertStringContainsString( "base-uri 'self'", $policy );
		$this->assertStringContainsString( "form-action 'self'", $policy );
		$this->assertMatchesRegularExpression( "/script-src 'nonce-[A-Za-z0-9+\\/]{22}==' 'strict-dynamic' 'self' https:\\/\\/res\\.wx\\.qq\\.com https:\\/\\/res2\\.wx\\.qq\\.com;/", $policy );
		$this->assertStringNotContainsString( "script-src 'unsafe-inline'", $policy );
		$this->assertStringContainsString( 'https://thirdwx.qlogo.cn', $policy );
	}

	public function test_https_pages_and_answers_ask_for_https_only_and_plain_http_does_not(): void {
		$this->assertArrayNotHasKey( 'Strict-Transport-Security', $this->page_headers() );

		$_SERVER['HTTPS'] = 'on';
		try {
			$page = $this->page_headers();
			$rest = $this->rest( 'GET', '/api/journals' );
		} finally {
			unset( $_SERVER['HTTPS'] );
		}

		$this->assertSame( 'max-age=31536000', $page['Strict-Transport-Security'] ?? null );
		$this->assertSame( 'max-age=31536000', $rest->get_headers()['Strict-Transport-Security'] ?? null );
	}

	public function test_page_policy_frames_the_environments_wechat_host(): void {
		$settings                 = get_option( 'mvc_wechat', array() );
		$settings                 = is_array( $settings ) ? $settings : array();
		$environment              = \Mvc\Core\Member\WeChat\Config::environment();
		$settings[ $environment ] = array_merge( $settings[ $environment ] ?? array(), array( 'open_host' => 'https://open.example.com:8443' ) );
		update_option( 'mvc_wechat', $settings );

		$this->assertStringContainsString( "frame-src 'self' https://open.example.com:8443 https://player.bilibili.com", Headers::page_policy() );
	}

	public function test_pages_frame_the_video_players_of_the_list_and_its_filter_only(): void {
		$this->assertTrue( Headers::may_frame( 'https://player.bilibili.com/player.html?bvid=BV1' ) );
		$this->assertFalse( Headers::may_frame( 'https://video.example.com/embed/1' ) );
		$this->assertFalse( Headers::may_frame( 'http://player.bilibili.com/player.html' ) );
		$this->assertFalse( Headers::may_frame( 'https://player.bilibili.com.evil.example/x' ) );
		$this->assertStringContainsString( "media-src 'self' https:;", Headers::page_policy() );

		$more   = static fn( array $origins ): array => array_merge( $origins, array( 'https://video.example.com/embed', 'http://plain.example.com', 'javascript:alert(1)' ) );
		add_filter( 'mvc_video_player_origins', $more );
		$policy = Headers::page_policy();
		$framed = Headers::may_frame( 'https://video.example.com/embed/1' );
		remove_filter( 'mvc_video_player_origins', $more );

		$this->assertTrue( $framed );
		$this->assertStringContainsString( 'https://video.example.com', $policy );
		$this->assertStringNotContainsString( 'plain.example.com', $policy );
		$this->assertStringNotContainsString( 'javascript', $policy );
	}

	public function test_script_tags_carry_the_policys_nonce(): void {
		preg_match( "/'nonce-([^']+)'/", $this->page_headers()['Content-Security-Policy'], $match );

		$tag    = wp_get_script_tag( array( 'src' => 'https://example.com/a.js' ) );
		$inline = wp_get_inline_script_tag( 'var a = 1;' );

		$this->assertNotEmpty( $match[1] );
		$this->assertStringContainsString( 'nonce="' . $match[1] . '"', $tag );
		$this->assertStringContainsString( 'nonce="' . $match[1] . '"', $inline );
	}

	public function test_rest_answers_foreign_origin_without_cors(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';

		$response = $this->rest( 'GET', '/api/home-banner' );

		$this->assertArrayNotHasKey( 'Access-Control-Allow-Origin', $response->get_headers() );
		$this->assertArrayNotHasKey( 'Access-Control-Allow-Credentials', $response->get_headers() );
		$this->assertSame( 'nosniff', $response->get_headers()['X-Content-Type-Options'] );
		$this->assertStringContainsString( "frame-ancestors 'none'", $response->get_headers()['Content-Security-Policy'] );
	}

	public function test_rest_answers_own_origin_with_cors(): void {
		$origin                 = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url() );
		$_SERVER['HTTP_ORIGIN'] = $origin;

		$response = $this->rest( 'GET', '/api/home-banner' );

		$this->assertSame( $origin, $response->get_headers()['Access-Control-Allow-Origin'] );
		$this->assertSame( 'true', $response->get_headers()['Access-Control-Allow-Credentials'] );
	}

	public function test_core_cors_is_replaced(): void {
		rest_get_server();

		$this->assertFalse( has_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' ) );
	}

	public function test_cors_headers_refuse_lookalike_origins(): void {
		$home = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url() );

		$this->assertSame( array(), Headers::cors_headers( $home . '.evil.example' ) );
		$this->assertSame( array(), Headers::cors_headers( 'null' ) );
		$this->assertSame( array(), Headers::cors_headers( '' ) );
	}
}
