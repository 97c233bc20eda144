<?php
/**
 * The member session cookie when the database does not answer.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\WeChat\SignIn;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * A session query that fails (a cluster without quorum) is not an unknown token: the cookie is kept,
 * the request is a visitor's for this request only, a REST call answers 503 服务器繁忙，请重试。; a
 * login whose session row was not stored sets no cookie and answers the same.
 */
final class SessionCookieTest extends TestCase {

	private const EMAIL = 'session-failure@example.com';

	private int $member;

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
		$this->member = self::factory()->member(
			array(
				'user_email' => self::EMAIL,
				'user_pass'  => 'correct-horse',
			)
		);
	}

	/**
	 * Makes every statement on the sessions table that starts with $verb fail, as a database
	 * without quorum answers; removed by the caller.
	 *
	 * @param string $verb SELECT or INSERT.
	 * @return callable The filter.
	 */
	private function fail_sessions( string $verb ): callable {
		$table  = Tables::sessions();
		$filter = static function ( $query ) use ( $verb, $table ) {
			return is_string( $query ) && 0 === stripos( ltrim( $query ), $verb ) && str_contains( $query, $table ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	public function test_a_session_that_cannot_be_read_keeps_the_cookie_and_is_a_visitor_for_this_request(): void {
		$this->log_in_member( $this->member );
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];

		$filter = $this->fail_sessions( 'SELECT' );
		try {
			$this->new_request_with_cookie( $token );
			$current = get_current_user_id();
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 0, $current );
		$this->assertSame( $token, $_COOKIE[ SessionCookie::COOKIE ] ?? null );
		$this->new_request_with_cookie( $token );
		$this->assertSame( $this->member, get_current_user_id() );
	}

	public function test_a_rest_call_whose_session_cannot_be_read_answers_busy(): void {
		$nonce = $this->log_in_member( $this->member );
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];

		$filter = $this->fail_sessions( 'SELECT' );
		try {
			$this->new_request_with_cookie( $token );
			$response = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'display_name' ) ), $nonce );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 503, $response->get_data()['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertSame( $token, $_COOKIE[ SessionCookie::COOKIE ] ?? null );
	}

	public function test_a_logout_whose_session_cannot_be_deleted_answers_busy_and_ends_nothing(): void {
		$nonce  = $this->log_in_member( $this->member );
		$token  = (string) $_COOKIE[ SessionCookie::COOKIE ];
		$table  = Tables::sessions();
		$filter = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "DELETE FROM `{$table}`" ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $filter );
		try {
			$response = $this->rest( 'POST', '/api/member/logout', array(), $nonce );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertSame( $token, $_COOKIE[ SessionCookie::COOKIE ] ?? null );
		$this->assertSame( 1, ( new Sessions() )->count_for_user( $this->member ) );
	}

	public function test_a_wechat_sign_in_whose_session_cannot_be_stored_answers_busy_and_sets_no_cookie(): void {
		$identity = array(
			'openid'   => 'openid-session-failure',
			'unionid'  => '',
			'nickname' => '微信会员',
		);
		Identities::attach( $this->member, Config::CLIENT_QR, $identity );

		$filter = $this->fail_sessions( 'INSERT' );
		try {
			$signed = ( new SignIn() )->with_identity( Config::CLIENT_QR, $identity, false );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertInstanceOf( WP_Error::class, $signed );
		$this->assertSame( '服务器繁忙，请重试。', $signed->get_error_message() );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_an_unknown_token_still_clears_the_cookie(): void {
		$this->new_request_with_cookie( str_repeat( 'a', 64 ) );

		$this->assertSame( 0, get_current_user_id() );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
	}

	public function test_a_login_whose_session_cannot_be_stored_answers_busy_and_sets_no_cookie(): void {
		$filter = $this->fail_sessions( 'INSERT' );
		try {
			$response = $this->rest(
				'POST',
				'/api/member/login-via-email',
				array(
					'email'    => self::EMAIL,
					'password' => 'correct-horse',
				)
			);
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
	}
}
