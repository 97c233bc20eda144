<?php
/**
 * The official account's access token.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Provider;
use Mvc\Core\Security\Lock;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * Against the test instance's fake provider: one token for many calls, kept in the transient; a
 * stale token (42001 once the fake expires its tokens, 40001 for one it never gave) is renewed once,
 * under the app's lock, and the call tried once more; a token another node renewed meanwhile is used
 * as it is; a failure that is not about the token keeps it.
 */
final class AccessTokenTest extends TestCase {

	/**
	 * Paths of the HTTP requests made.
	 *
	 * @var list<string>
	 */
	private array $calls = array();

	/**
	 * The counting filter.
	 *
	 * @var callable
	 */
	private $counter;

	protected function set_up(): void {
		parent::set_up();
		FakeWeChat::configure();
		AccessToken::forget();
		$this->counter = function ( $pre, $args, $url ) {
			$this->calls[] = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
			return $pre;
		};
		add_filter( 'pre_http_request', $this->counter, 10, 3 );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_http_request', $this->counter, 10 );
		parent::tear_down();
	}

	/**
	 * A call of WeChat's API that needs the token (the JS-SDK ticket).
	 *
	 * @param string $token The token.
	 * @return array<mixed>|WP_Error
	 */
	public static function ticket( string $token ) {
		return Provider::api_json(
			'/cgi-bin/ticket/getticket',
			array(
				'access_token' => $token,
				'type'         => 'jsapi',
			)
		);
	}

	/**
	 * Requests made to a path.
	 *
	 * @param string $path Path.
	 */
	private function calls_to( string $path ): int {
		return count( array_keys( $this->calls, $path, true ) );
	}

	/**
	 * The transient's name.
	 */
	private static function key(): string {
		return AccessToken::key( (array) AccessToken::app() );
	}

	public function test_one_token_serves_many_calls_and_is_kept_for_its_lifetime_less_the_margin(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertIsArray( AccessToken::call( array( self::class, 'ticket' ) ) );
		}

		$this->assertSame( 1, $this->calls_to( '/cgi-bin/token' ) );
		$this->assertSame( 3, $this->calls_to( '/cgi-bin/ticket/getticket' ) );
		$timeout = (int) get_option( '_transient_timeout_' . self::key() );
		$this->assertEqualsWithDelta( time() + 7200 - 300, $timeout, 5 );
	}

	public function test_an_expired_token_is_renewed_once_and_the_call_tried_again(): void {
		$this->assertIsArray( AccessToken::call( array( self::class, 'ticket' ) ) );
		$old = get_transient( self::key() );
		wp_remote_post( Config::current()['api_host'] . '/__expire' );
		$this->calls = array();
		$seen        = array();

		$answer = AccessToken::call(
			static function ( string $token ) use ( &$seen ) {
				$seen[] = $token;
				return self::ticket( $token );
			}
		);

		$this->assertIsArray( $answer );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/token' ) );
		$this->assertCount( 2, $seen );
		$this->assertSame( $old, $seen[0] );
		$this->assertNotSame( $old, $seen[1] );
		$this->assertSame( $seen[1], get_transient( self::key() ) );
	}

	public function test_a_second_stale_answer_is_not_retried_again(): void {
		$tries  = 0;
		$answer = AccessToken::call(
			static function () use ( &$tries ) {
				++$tries;
				return new WP_Error( 'mvc_wechat_42001', 'access_token expired' );
			}
		);

		$this->assertInstanceOf( WP_Error::class, $answer );
		$this->assertSame( 2, $tries );
		$this->assertSame( 2, $this->calls_to( '/cgi-bin/token' ), 'The first token, then one renewal.' );
	}

	public function test_a_token_another_node_renewed_meanwhile_is_used_without_asking_wechat(): void {
		global $wpdb;
		$this->assertIsArray( AccessToken::call( array( self::class, 'ticket' ) ) );
		$stale = (string) get_transient( self::key() );
		// Another node's token: asked of the fake, written to the shared store behind this request's back.
		$other = (string) Provider::field(
			(array) Provider::api_json(
				'/cgi-bin/token',
				array(
					'grant_type' => 'client_credential',
					'appid'      => (string) AccessToken::app()['app_id'],
					'secret'     => (string) AccessToken::app()['secret'],
				)
			),
			'access_token'
		);
		$wpdb->update( $wpdb->options, array( 'option_value' => $other ), array( 'option_name' => '_transient_' . self::key() ) );
		$this->assertSame( $stale, get_transient( self::key() ), 'This request still reads its own copy.' );
		$this->calls = array();

		$token = AccessToken::refresh( (array) AccessToken::app(), $stale );

		$this->assertSame( $other, $token );
		$this->assertSame( 0, $this->calls_to( '/cgi-bin/token' ) );
	}

	public function test_while_another_node_renews_the_token_none_is_asked_here(): void {
		$owner = Lock::acquire( 'wechat-token-' . AccessToken::app()['app_id'] );
		$this->assertIsString( $owner );
		$start = microtime( true );

		$token = AccessToken::refresh( (array) AccessToken::app(), '' );
		Lock::release( 'wechat-token-' . AccessToken::app()['app_id'], (string) $owner );

		$this->assertInstanceOf( WP_Error::class, $token );
		$this->assertSame( 'mvc_wechat_busy', $token->get_error_code() );
		$this->assertSame( 0, $this->calls_to( '/cgi-bin/token' ) );
		$this->assertGreaterThan( 9, microtime( true ) - $start, 'It waited for the lock.' );
	}

	public function test_a_failure_that_is_not_about_the_token_keeps_it(): void {
		$this->assertIsArray( AccessToken::call( array( self::class, 'ticket' ) ) );
		$kept = get_transient( self::key() );

		$answer = AccessToken::call( static fn() => new WP_Error( 'mvc_wechat_45009', 'reach max api daily quota limit' ) );

		$this->assertSame( 'mvc_wechat_45009', $answer->get_error_code() );
		$this->assertSame( $kept, get_transient( self::key() ) );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/token' ) );
	}

	public function test_a_new_official_account_secret_saved_in_the_settings_drops_the_kept_token(): void {
		$this->assertIsArray( AccessToken::call( array( self::class, 'ticket' ) ) );
		$section = new \Mvc\Core\Admin\SiteSettings\WeChatSection();
		$other   = 'dev' === Config::environment() ? 'uat' : 'dev';

		// The form sends every environment's fields.
		$form                           = Config::all();
		$form[ $other ]['inapp_secret'] = 'another-environment';
		$section->sanitize_wechat( $form );
		$this->assertIsString( get_transient( self::key() ), 'another environment\'s keys leave this token' );

		$form[ Config::environment() ]['inapp_secret'] = 'a-new-secret';
		$section->sanitize_wechat( $form );
		$this->assertFalse( get_transient( self::key() ) );
	}

	public function test_the_app_secret_is_in_no_settings_answer(): void {
		$secret = (string) AccessToken::app()['secret'];
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$settings = $this->rest( 'GET', '/wp/v2/settings', array(), wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 200, $settings->get_status() );
		$this->assertArrayNotHasKey( Config::OPTION, $settings->get_data() );
		$this->assertStringNotContainsString( $secret, (string) wp_json_encode( $settings->get_data() ) );
		// Registered for the settings form (options.php) at most, never for REST.
		$this->assertFalse( get_registered_settings()[ Config::OPTION ]['show_in_rest'] ?? false );
	}
}
