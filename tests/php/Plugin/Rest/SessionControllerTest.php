<?php
/**
 * Member login, logout, user info and the session cookie.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Security\Challenge;
use Mvc\Tests\ChallengeSolver;
use Mvc\Tests\TestCase;
use WP_REST_Response;

/**
 * Logging in starts a server-side session whose nonce is the only one its state-changing calls
 * accept; logging out ends it; every member route refuses a visitor.
 */
final class SessionControllerTest extends TestCase {

	private const EMAIL = 'login-test@example.com';

	private int $member;

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
		$this->member = self::factory()->member(
			array(
				'user_email'   => self::EMAIL,
				'user_pass'    => 'correct-horse',
				'display_name' => '测试会员',
			)
		);
	}

	/**
	 * The e-mail login with the right password.
	 *
	 * @param string|null $nonce    X-WP-Nonce, if any.
	 * @param bool        $remember Keep me logged in.
	 */
	private function login_call( ?string $nonce = null, bool $remember = false ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/api/member/login-via-email',
			array(
				'email'    => self::EMAIL,
				'password' => 'correct-horse',
				'remember' => $remember,
			),
			$nonce
		);
	}

	/**
	 * Logs the member in and starts a new request carrying the cookie it received.
	 *
	 * @param bool $remember Keep me logged in.
	 * @return string The nonce the login answered.
	 */
	private function log_in( bool $remember = false ): string {
		$response = $this->login_call( null, $remember );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];
		$this->new_request_with_cookie( $token );
		return (string) $response->get_data()['data']['nonce'];
	}

	public function test_login_starts_a_session_and_answers_a_nonce(): void {
		$response = $this->rest(
			'POST',
			'/api/member/login-via-email',
			array(
				'email'    => ' Login-Test@Example.com ',
				'password' => 'correct-horse',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{10}$/', $response->get_data()['data']['nonce'] );
		$this->assertSame( $this->member, get_current_user_id() );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $_COOKIE[ SessionCookie::COOKIE ] );
		$this->assertSame( 1, ( new Sessions() )->count_for_user( $this->member ) );
		$this->assertEqualsWithDelta( time(), (int) get_user_meta( $this->member, Profile::META_LAST_LOGIN, true ), 5 );
	}

	public function test_session_stores_only_a_hash_of_the_token(): void {
		global $wpdb;
		$this->log_in();
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];

		$table  = Tables::sessions();
		$stored = $wpdb->get_col( $wpdb->prepare( "SELECT token_hash FROM {$table} WHERE user_id = %d", $this->member ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.

		$this->assertSame( array( hash( 'sha256', $token ) ), $stored );
	}

	public function test_keep_me_logged_in_lasts_30_days_otherwise_2(): void {
		$this->log_in( true );
		$long = SessionCookie::session();
		$this->new_request_with_cookie( null );
		$this->log_in( false );
		$short = SessionCookie::session();

		$this->assertNotNull( $long );
		$this->assertNotNull( $short );
		$this->assertTrue( $long['persistent'] );
		$this->assertEqualsWithDelta( time() + 30 * DAY_IN_SECONDS, $long['expires'], 5 );
		$this->assertFalse( $short['persistent'] );
		$this->assertEqualsWithDelta( time() + 2 * DAY_IN_SECONDS, $short['expires'], 5 );
	}

	public function test_cookie_of_a_new_request_resolves_the_member(): void {
		$this->log_in();

		$this->assertSame( $this->member, get_current_user_id() );
	}

	public function test_unknown_or_malformed_cookie_is_a_visitor(): void {
		$this->new_request_with_cookie( str_repeat( 'a', 64 ) );
		$this->assertSame( 0, get_current_user_id() );

		$this->new_request_with_cookie( "' OR 1=1 --" );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE, 'The stale cookie is dropped.' );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function data_wrong_credentials(): array {
		return array(
			'wrong password' => array(
				array(
					'email'    => self::EMAIL,
					'password' => 'wrong-horse',
				),
			),
			'unknown email'  => array(
				array(
					'email'    => 'nobody@example.com',
					'password' => 'correct-horse',
				),
			),
			'operator'       => array(
				array(
					'email'    => 'admin@example.com',
					'password' => 'password',
				),
			),
		);
	}

	/**
	 * @dataProvider data_wrong_credentials
	 *
	 * @param array<string, mixed> $body Request body.
	 */
	public function test_login_with_wrong_credentials_is_5005_and_starts_nothing( array $body ): void {
		$response = $this->rest( 'POST', '/api/member/login-via-email', $body );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 5005, $response->get_data()['code'] );
		$this->assertSame( '邮箱或密码错误。', $response->get_data()['message'] );
		$this->assertSame( 'email', $response->get_data()['data']['field'] );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: string}>
	 */
	public function data_invalid_login_input(): array {
		return array(
			'no email'       => array( array( 'password' => 'correct-horse' ), 400, '缺少参数：email' ),
			'empty email'    => array(
				array(
					'email'    => '',
					'password' => 'correct-horse',
				),
				400,
				'请输入邮箱。',
			),
			'bad email'      => array(
				array(
					'email'    => 'not-an-address',
					'password' => 'correct-horse',
				),
				400,
				'请输入正确的邮箱格式。',
			),
			'long email'     => array(
				array(
					'email'    => str_repeat( 'a', 45 ) . '@example.com',
					'password' => 'correct-horse',
				),
				400,
				'请输入正确的邮箱格式。',
			),
			'empty password' => array(
				array(
					'email'    => self::EMAIL,
					'password' => '',
				),
				400,
				'请输入密码。',
			),
			'short password' => array(
				array(
					'email'    => self::EMAIL,
					'password' => 'short',
				),
				5002,
				'请输入至少8位密码。',
			),
			'array password' => array(
				array(
					'email'    => self::EMAIL,
					'password' => array( 'x' ),
				),
				400,
				'请输入密码。',
			),
		);
	}

	/**
	 * @dataProvider data_invalid_login_input
	 *
	 * @param array<string, mixed> $body    Request body.
	 * @param int                  $code    Expected code.
	 * @param string               $message Expected message.
	 */
	public function test_login_with_invalid_input_is_refused_in_chinese( array $body, int $code, string $message ): void {
		$response = $this->rest( 'POST', '/api/member/login-via-email', $body );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame( $message, $response->get_data()['message'] );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
	}

	public function test_login_attempts_per_email_are_limited(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->rest(
				'POST',
				'/api/member/login-via-email',
				array(
					'email'    => self::EMAIL,
					'password' => 'wrong-horse',
				)
			);
		}

		$response = $this->rest(
			'POST',
			'/api/member/login-via-email',
			array(
				'email'    => self::EMAIL,
				'password' => 'correct-horse',
			)
		);

		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 429, $response->get_data()['code'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A login try from a network (an address in it).
	 *
	 * @param string               $ip       Client address.
	 * @param string               $password Password typed.
	 * @param array<string, mixed> $headers  Request headers.
	 */
	private function try_from( string $ip, string $password, array $headers = array() ): WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = $ip;
		try {
			return $this->rest(
				'POST',
				'/api/member/login-via-email',
				array(
					'email'    => self::EMAIL,
					'password' => $password,
				),
				null,
				$headers
			);
		} finally {
			$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		}
	}

	public function test_the_owner_gets_in_from_another_network_while_one_network_is_locked_out(): void {
		for ( $i = 0; $i < Login::LOGIN_LIMIT_EMAIL; $i++ ) {
			$this->assertSame( 400, $this->try_from( '198.51.100.9', 'wrong-horse' )->get_status() );
		}
		$this->assertSame( 429, $this->try_from( '198.51.100.9', 'correct-horse' )->get_status(), 'the guessing network is refused' );

		$owner = $this->try_from( '203.0.113.5', 'correct-horse' );

		$this->assertSame( 200, $owner->get_status(), (string) wp_json_encode( $owner->get_data() ) );
	}

	public function test_right_passwords_are_not_counted(): void {
		for ( $i = 0; $i < Login::LOGIN_LIMIT_EMAIL + 2; $i++ ) {
			$this->assertSame( 200, $this->try_from( '198.51.100.10', 'correct-horse' )->get_status(), 'login ' . ( $i + 1 ) );
			$this->new_request_with_cookie( null );
		}
	}

	public function test_guesses_from_many_networks_need_a_proof_of_work_and_never_lock_the_owner_out(): void {
		ChallengeSolver::small_counters();
		for ( $i = 0; $i < Login::LOGIN_QUIET_ACCOUNT; $i++ ) {
			// A network a try at a time: never at one network's limit.
			$this->assertSame( 400, $this->try_from( '192.0.2.' . ( 10 + $i ), 'wrong-horse' )->get_status() );
		}

		$asked = $this->try_from( '203.0.113.6', 'correct-horse' );
		$this->assertSame( 428, $asked->get_status() );
		$this->assertSame( 0, get_current_user_id() );

		$solved = $this->try_from( '203.0.113.6', 'correct-horse', array( Challenge::HEADER => ChallengeSolver::payload( $asked->get_data()['data']['challenge'] ) ) );
		$this->assertSame( 200, $solved->get_status(), (string) wp_json_encode( $solved->get_data() ) );
	}

	public function test_state_changing_call_needs_the_session_nonce(): void {
		$nonce = $this->log_in();

		$without = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ) );
		$wrong   = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), 'abc123' );
		$with    = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), $nonce );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 'rest_cookie_invalid_nonce', $without->get_data()['data']['wp_code'] );
		$this->assertSame( 403, $wrong->get_status() );
		$this->assertSame( 200, $with->get_status() );
		$this->assertSame( array( 'email' => self::EMAIL ), $with->get_data()['data'] );
	}

	public function test_nonce_from_before_a_logout_is_refused_after_the_next_login(): void {
		$old = $this->log_in();
		$this->assertSame( 200, $this->rest( 'POST', '/api/member/logout', array(), $old )->get_status() );
		$this->new_request_with_cookie( null );
		$new = $this->log_in();

		$stale = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), $old );
		$fresh = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), $new );

		$this->assertNotSame( $old, $new );
		$this->assertSame( 403, $stale->get_status() );
		$this->assertSame( 200, $fresh->get_status() );
	}

	public function test_a_page_whose_session_ended_elsewhere_logs_in_again_with_its_old_nonce(): void {
		$old   = $this->log_in();
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];
		( new Sessions() )->delete_for_user( $this->member );
		$this->new_request_with_cookie( $token );

		$member_route = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), $old );
		$this->new_request_with_cookie( null );
		$login = $this->login_call( $old );

		// A visitor now: the member route says 请先登录, not "the page has expired", and the login works.
		$this->assertSame( 401, $member_route->get_status() );
		$this->assertSame( 200, $login->get_status(), (string) wp_json_encode( $login->get_data() ) );
		$this->assertSame( $this->member, get_current_user_id() );
	}

	public function test_a_stale_nonce_with_a_wordpress_login_cookie_keeps_core_s_refusal(): void {
		$_COOKIE[ LOGGED_IN_COOKIE ] = 'editor|1|expired|x';
		try {
			$response = $this->login_call( 'abc123' );
		} finally {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		}

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_cookie_invalid_nonce', $response->get_data()['data']['wp_code'] );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
	}

	public function test_logout_ends_the_session_on_the_server(): void {
		$nonce = $this->log_in();
		$token = (string) $_COOKIE[ SessionCookie::COOKIE ];

		$response = $this->rest( 'POST', '/api/member/logout', array(), $nonce );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
		$this->assertArrayNotHasKey( SessionCookie::COOKIE, $_COOKIE );
		$this->new_request_with_cookie( $token );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_ending_all_sessions_logs_out_every_browser(): void {
		$this->log_in();
		$first = (string) $_COOKIE[ SessionCookie::COOKIE ];
		$this->new_request_with_cookie( null );
		$this->log_in( true );

		( new Sessions() )->delete_for_user( $this->member );

		$this->new_request_with_cookie( $first );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_userinfo_answers_the_requested_fields_and_counters(): void {
		$nonce = $this->log_in();
		update_user_meta( $this->member, Profile::META_INSTITUTION, '上海交通大学' );
		( new Likes() )->add( $this->member, self::factory()->post() );
		( new Likes() )->add( $this->member, self::factory()->post() );

		$response = $this->rest(
			'POST',
			'/api/member/userinfo',
			array( 'fields' => array( 'display_name', 'institution', 'likeNumber', 'collectionNumber', 'subscribed', 'systemMessageCount' ) ),
			$nonce
		);

		$this->assertSame(
			array(
				'display_name'       => '测试会员',
				'institution'        => '上海交通大学',
				'subscribed'         => false,
				'likeNumber'         => 2,
				'collectionNumber'   => 0,
				'systemMessageCount' => 0,
			),
			$response->get_data()['data']
		);
	}

	/**
	 * The member tables whose count userinfo reads.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function counted_tables(): array {
		return array(
			'likes'         => array( 'likes', 'likeNumber' ),
			'collections'   => array( 'collections', 'collectionNumber' ),
			'subscriptions' => array( 'tag_subscriptions', 'subscriptionNumber' ),
			'messages'      => array( 'messages', 'systemMessageCount' ),
		);
	}

	/**
	 * @dataProvider counted_tables
	 *
	 * @param string $table A Tables method.
	 * @param string $field The field counted from it.
	 */
	public function test_userinfo_answers_busy_when_a_count_cannot_be_read( string $table, string $field ): void {
		$nonce = $this->log_in();
		( new Likes() )->add( $this->member, self::factory()->post() );
		$name = Tables::$table();
		$fail = static function ( $query ) use ( $name ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "SELECT COUNT(*) FROM {$name} " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$response = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'display_name', $field ) ), $nonce );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 503, $response->get_data()['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertSame( 200, $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( $field ) ), $nonce )->get_status() );
	}

	public function test_userinfo_refuses_an_unknown_field(): void {
		$nonce = $this->log_in();

		$response = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'user_pass' ) ), $nonce );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 400, $response->get_data()['code'] );
	}

	public function test_last_login_exceeded_after_fifteen_minutes(): void {
		global $wpdb;
		$nonce = $this->log_in();
		$fresh = $this->rest( 'GET', '/api/member/last-login-exceeded', array(), $nonce );
		$wpdb->update( Tables::sessions(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 16 * MINUTE_IN_SECONDS ) ), array( 'user_id' => $this->member ) );
		$this->new_request_with_cookie( (string) $_COOKIE[ SessionCookie::COOKIE ] );
		$nonce = wp_create_nonce( 'wp_rest' );
		$old   = $this->rest( 'GET', '/api/member/last-login-exceeded', array(), $nonce );

		$this->assertSame( array( 'exceeded' => false ), $fresh->get_data()['data'] );
		$this->assertSame( array( 'exceeded' => true ), $old->get_data()['data'] );
	}

	public function test_a_read_without_nonce_is_a_visitors_read(): void {
		$this->log_in();

		$response = $this->rest( 'GET', '/api/member/last-login-exceeded' );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( '请先登录。', $response->get_data()['message'] );
	}

	public function test_malformed_json_is_refused_in_chinese(): void {
		$request = new \WP_REST_Request( 'POST', '/api/member/login-via-email' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{not json' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$server                    = rest_get_server();
		$response                  = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '请求内容不是有效的 JSON。', $response->get_data()['message'] );
		$this->assertSame( 'rest_invalid_json', $response->get_data()['data']['wp_code'] );
	}

	public function test_method_override_on_a_get_cannot_log_in(): void {
		$request = new \WP_REST_Request( 'POST', '/api/member/login-via-email' );
		$request->set_query_params(
			array(
				'email'    => self::EMAIL,
				'password' => 'correct-horse',
			)
		);
		$_SERVER['REQUEST_METHOD'] = 'GET'; // A link to ...?_method=POST.
		$server                    = rest_get_server();
		$response                  = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );

		$this->assertSame( 405, $response->get_status() );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: int}>
	 */
	public function data_request_origins(): array {
		return array(
			'cross-site fetch metadata' => array( 'HTTP_SEC_FETCH_SITE', 'cross-site', 403 ),
			'foreign origin'            => array( 'HTTP_ORIGIN', 'https://evil.example.com', 403 ),
			'other port'                => array( 'HTTP_ORIGIN', 'http://localhost:9999', 403 ),
			'our origin'                => array( 'HTTP_ORIGIN', MVC_TESTS_URL, 200 ),
			'same-origin metadata'      => array( 'HTTP_SEC_FETCH_SITE', 'same-origin', 200 ),
		);
	}

	/**
	 * @dataProvider data_request_origins
	 *
	 * @param string $header Server variable of the header.
	 * @param string $value  Its value.
	 * @param int    $status Expected status.
	 */
	public function test_login_from_another_site_is_refused( string $header, string $value, int $status ): void {
		$_SERVER[ $header ] = $value;

		$response = $this->rest(
			'POST',
			'/api/member/login-via-email',
			array(
				'email'    => self::EMAIL,
				'password' => 'correct-horse',
			)
		);
		unset( $_SERVER[ $header ] );

		$this->assertSame( $status, $response->get_status() );
		if ( 403 === $status ) {
			$this->assertSame( '拒绝来自其他网站的请求。', $response->get_data()['message'] );
			$this->assertSame( 0, ( new Sessions() )->count_for_user( $this->member ) );
		}
	}

	public function test_core_login_refuses_a_member(): void {
		$user = wp_authenticate( self::EMAIL, 'correct-horse' );

		$this->assertInstanceOf( \WP_Error::class, $user );
		$this->assertSame( 'mvc_login_failed', $user->get_error_code() );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( 'admin', 'password' ) );
	}

	public function test_a_value_of_the_wrong_type_is_refused_in_chinese(): void {
		$response = $this->rest(
			'POST',
			'/api/member/login-via-email',
			array(
				'email'    => self::EMAIL,
				'password' => 'correct-horse',
				'remember' => 'maybe',
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		$this->assertStringContainsString( 'remember', $response->get_data()['message'] );
		$this->assertNull( SessionCookie::session() );
	}

	public function test_every_member_route_refuses_a_visitor(): void {
		// The routes a visitor uses (members.md section 6): everything else is for members.
		$public = array(
			'/api/member/login-via-email',
			'/api/member/send-verification-code',
			'/api/member/reset-password/email',
			'/api/member/verify-email',
			'/api/member/register',
			'/api/member/clean-registration',
			'/api/member/reset-password/verify-email',
			'/api/member/reset-password',
			'/api/member/like/count',
			'/api/member/collect/count',
			// The digest's one-click unsubscribe: a token, no login (RFC 8058).
			'/api/member/digest/unsubscribe',
			'/api/member/wechat/authorize',
			'/api/member/login-via-wechat',
		);
		$routes = array_filter(
			array_keys( rest_get_server()->get_routes() ),
			static fn( string $route ): bool => str_starts_with( $route, '/api/member/' ) && ! in_array( $route, $public, true )
		);
		$this->assertNotEmpty( $routes );

		foreach ( $routes as $route ) {
			foreach ( rest_get_server()->get_routes()[ $route ] as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$response = $this->rest( $method, $route );
					$this->assertSame( 401, $response->get_status(), "{$method} {$route}" );
					$this->assertSame( 401, $response->get_data()['code'], "{$method} {$route}" );
				}
			}
		}
	}
}
