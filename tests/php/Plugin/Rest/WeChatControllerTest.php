<?php
/**
 * WeChat login against the fake provider.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Login;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Rest\WeChatController;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use Mvc\Theme\Member\MemberArea;
use WP_REST_Response;

/**
 * The real code talks HTTP to bin/fake-wechat.mjs (the test instance's, port 1091): the state
 * binds the login to the browser, a known identity logs in, an unknown one starts a registration
 * that keeps the identity, which the registration then attaches (or links to an existing account).
 */
final class WeChatControllerTest extends TestCase {

	private string $page;

	/** Where PHP's error_log writes during a test (the operator's view of failed logins). */
	private string $log;

	private string $previous_log;

	protected function set_up(): void {
		parent::set_up();
		$this->log          = (string) wp_tempnam( 'mvc-wechat-log' );
		$this->previous_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- the test reads what the code logs.
		FakeWeChat::configure();
		unset( $_COOKIE[ Registrations::COOKIE ], $_COOKIE[ WeChatController::STATE_COOKIE ] );
		$this->page = home_url( '/research-news/?x=1' );
	}

	protected function tear_down(): void {
		ini_set( 'error_log', $this->previous_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restores the runner's log.
		wp_delete_file( $this->log );
		parent::tear_down();
	}

	/**
	 * What the code logged during the test.
	 */
	private function logged(): string {
		return (string) file_get_contents( $this->log ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
	}

	/**
	 * Asks for the provider's address.
	 *
	 * @param string $client   App.
	 * @param bool   $remember Keep me logged in.
	 */
	private function authorize( string $client = Config::CLIENT_QR, bool $remember = false ): string {
		$response = $this->rest(
			'GET',
			'/api/member/wechat/authorize',
			array(
				'redirect_uri' => $this->page,
				'remember'     => $remember,
				'client'       => $client,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['data']['url'];
	}

	/**
	 * The provider's redirect back to the site.
	 *
	 * @param array<string, string> $args Callback query.
	 */
	private function return_from_provider( array $args ): WP_REST_Response {
		return $this->rest( 'GET', '/api/member/login-via-wechat', $args );
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

	public function test_authorize_gives_the_qr_frame_address_and_binds_a_state_to_the_browser(): void {
		$url = $this->authorize( Config::CLIENT_QR, true );

		$this->assertStringStartsWith( 'http://127.0.0.1:', $url );
		$query = array();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( 'wxlocal0000000web', $query['appid'] );
		$this->assertSame( 'snsapi_login', $query['scope'] );
		$this->assertStringStartsWith( rest_url( 'api/member/login-via-wechat' ), $query['redirect_uri'] );
		$this->assertStringContainsString( 'remember=1', $query['redirect_uri'] );
		$this->assertStringStartsWith( 'qr.', $query['state'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $_COOKIE[ WeChatController::STATE_COOKIE ] );
	}

	public function test_inside_wechat_the_official_account_authorises(): void {
		$url = $this->authorize( Config::CLIENT_INAPP );

		$this->assertStringContainsString( '/connect/oauth2/authorize?appid=wxlocal00000inapp&', $url );
		$this->assertStringContainsString( 'scope=snsapi_userinfo', $url );
		$this->assertStringEndsWith( '#wechat_redirect', $url );
	}

	public function test_an_unknown_identity_starts_a_registration_that_keeps_it(): void {
		$args = FakeWeChat::scan( $this->authorize(), 'new-' . wp_generate_password( 6, false ), '小明' );

		$location = $this->location( $this->return_from_provider( $args ) );

		$this->assertSame( $this->page, $location );
		$this->assertSame( 0, get_current_user_id() );
		$registration = ( new Registrations() )->current();
		$this->assertNotNull( $registration );
		$this->assertSame( '小明', $registration['wechat_nickname'] );
		$this->assertStringStartsWith( 'qr:o', $registration['wechat_openid'] );
		$this->assertStringStartsWith( 'u', $registration['wechat_unionid'] );
		$this->assertGreaterThan( time(), $registration['wechat_expires'] );
		$this->assertArrayNotHasKey( WeChatController::STATE_COOKIE, $_COOKIE, 'The state is single-use.' );

		$props = MemberArea::props();
		$this->assertSame( 'registration', $props['open'] );
		$this->assertSame( '小明', $props['registration']['wechatNickname'] );
		$this->assertSame( 'load', MemberArea::wake( $props ) );
	}

	public function test_a_known_identity_logs_in_and_keep_me_logged_in_is_honoured(): void {
		$member = self::factory()->member();
		$person = 'known-' . wp_generate_password( 6, false );
		// First visit: the identity is attached by a registration (here directly).
		$first = FakeWeChat::scan( $this->authorize(), $person );
		$this->return_from_provider( $first );
		$pending = Identities::from_registration( (array) ( new Registrations() )->current() );
		$this->assertNotNull( $pending );
		Identities::attach( $member, $pending['client'], $pending['identity'] );
		( new Registrations() )->clear();

		// Inside WeChat's browser, the official account's openid differs; the unionid finds the member.
		$args     = FakeWeChat::scan( $this->authorize( Config::CLIENT_INAPP, true ), $person );
		$location = $this->location( $this->return_from_provider( $args ) );

		$this->assertSame( add_query_arg( 'wechat', 'ok', $this->page ), $location, 'The page says 登录成功.' );
		$this->assertSame( $member, get_current_user_id() );
		$session = SessionCookie::session();
		$this->assertNotNull( $session );
		$this->assertTrue( $session['persistent'] );
		$this->assertNotEmpty( get_user_meta( $member, Identities::openid_key( Config::CLIENT_INAPP ), true ) );
		$this->assertNull( ( new Registrations() )->current() );
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

	public function test_an_identity_the_database_did_not_look_up_fails_and_starts_no_registration(): void {
		$member = self::factory()->member();
		$person = 'lookup-' . wp_generate_password( 6, false );
		$first  = FakeWeChat::scan( $this->authorize(), $person );
		$this->return_from_provider( $first );
		$pending = Identities::from_registration( (array) ( new Registrations() )->current() );
		Identities::attach( $member, $pending['client'], $pending['identity'] );
		( new Registrations() )->clear();

		$args   = FakeWeChat::scan( $this->authorize(), $person );
		$filter = $this->fail_identity_lookups();
		try {
			$location = $this->location( $this->return_from_provider( $args ) );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( add_query_arg( 'wechat', 'failed', $this->page ), $location );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertNull( ( new Registrations() )->current(), 'No second account is started for a known identity.' );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->logged() );
	}

	public function test_a_state_from_another_browser_fails_and_logs_nobody_in(): void {
		$args = FakeWeChat::scan( $this->authorize(), 'victim' );
		// Another browser: a different state cookie.
		$_COOKIE[ WeChatController::STATE_COOKIE ] = str_repeat( 'a', 32 );

		$location = $this->location( $this->return_from_provider( $args ) );

		$this->assertSame( add_query_arg( 'wechat', 'failed', $this->page ), $location );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertNull( ( new Registrations() )->current() );
	}

	public function test_an_edited_return_address_or_remember_fails(): void {
		$args             = FakeWeChat::scan( $this->authorize(), 'edited' );
		$args['remember'] = '1';

		$this->assertStringContainsString( 'wechat=failed', $this->location( $this->return_from_provider( $args ) ) );
		$this->assertNull( ( new Registrations() )->current() );
	}

	public function test_a_code_is_single_use_at_the_provider(): void {
		$url  = $this->authorize();
		$args = FakeWeChat::scan( $url, 'twice' );
		$this->return_from_provider( $args );
		( new Registrations() )->clear();
		// Replaying the same code with a fresh state of this browser.
		$fresh = array();
		parse_str( (string) wp_parse_url( $this->authorize(), PHP_URL_QUERY ), $fresh );
		$replay = array_merge( $args, array( 'state' => (string) $fresh['state'] ) );

		$this->assertStringContainsString( 'wechat=failed', $this->location( $this->return_from_provider( $replay ) ) );
		$this->assertNull( ( new Registrations() )->current() );
		$this->assertStringContainsString( 'mvc_wechat_40029', $this->logged(), 'The provider refused the code: the operator sees why.' );
	}

	public function test_a_declined_authorisation_fails(): void {
		$args = FakeWeChat::scan( $this->authorize(), 'declines' );
		unset( $args['code'] );

		$this->assertStringContainsString( 'wechat=failed', $this->location( $this->return_from_provider( $args ) ) );
	}

	public function test_the_return_address_stays_on_this_site(): void {
		$response = $this->return_from_provider(
			array(
				'redirect_uri' => 'https://evil.example.com/steal',
				'state'        => 'qr.x',
				'code'         => 'x',
			)
		);

		$this->assertSame( add_query_arg( 'wechat', 'failed', home_url( '/' ) ), $this->location( $response ) );
	}

	public function test_a_wrong_secret_at_the_provider_fails(): void {
		$all                      = Config::all();
		$all['dev']['web_secret'] = 'wrong-secret';
		update_option( Config::OPTION, $all, false );
		$args = FakeWeChat::scan( $this->authorize(), 'secret' );

		$this->assertStringContainsString( 'wechat=failed', $this->location( $this->return_from_provider( $args ) ) );
		$this->assertNull( ( new Registrations() )->current() );
		$this->assertStringContainsString( 'mvc_wechat_40125', $this->logged() );
	}

	public function test_an_environment_without_an_app_answers_503_in_chinese(): void {
		update_option( Config::OPTION, array(), false );

		$response = $this->rest( 'GET', '/api/member/wechat/authorize', array( 'redirect_uri' => $this->page ) );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 503, $response->get_data()['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
	}

	public function test_an_unknown_client_is_refused(): void {
		$response = $this->rest(
			'GET',
			'/api/member/wechat/authorize',
			array(
				'redirect_uri' => $this->page,
				'client'       => 'desktop',
			)
		);

		$this->assertSame( 400, $response->get_status() );
	}

	public function test_the_environment_follows_the_constant_or_the_subdomain(): void {
		$this->assertSame( 'dev', Config::environment() );
		$this->assertSame( 'wxlocal0000000web', Config::app( Config::CLIENT_QR )['app_id'] ?? '' );
	}

	public function test_a_wechat_registration_attaches_the_identity_and_uses_the_nickname(): void {
		$person = 'reg-' . wp_generate_password( 6, false );
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), $person, '材料人' ) );
		$email = 'wx-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		$code  = ( new VerificationCodes() )->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );

		$response = $this->rest(
			'POST',
			'/api/member/register',
			array(
				'email'            => $email,
				'verificationCode' => $code,
				'password'         => 'long-enough-1',
				'title'            => 'engineer',
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$user = get_user_by( 'email', $email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( '材料人', $user->display_name );
		$this->assertNotEmpty( get_user_meta( $user->ID, Identities::META_UNIONID, true ) );
		$this->assertSame( $user->ID, get_current_user_id() );

		// The next scan by the same person logs that member in.
		$this->new_request_with_cookie( null );
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), $person ) );
		$this->assertSame( $user->ID, get_current_user_id() );
		$this->assertSame( '材料人', Profile::get( $user->ID, array( 'display_name' ) )['display_name'] );
	}

	public function test_an_expired_wechat_identity_is_5007_once_and_ends_the_registration(): void {
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), 'late' ) );
		( new Registrations() )->save( array( 'wechat_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
		$email   = 'late-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		$code    = ( new VerificationCodes() )->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' );
		$payload = array(
			'email'            => $email,
			'verificationCode' => (string) $code,
			'password'         => 'long-enough-1',
			'confirmPassword'  => 'long-enough-1',
			'title'            => 'engineer',
		);

		$this->assertSame( 'registration', MemberArea::props()['open'] );
		$this->assertSame( '', MemberArea::props()['registration']['wechatNickname'], 'An expired identity is not offered again.' );

		$this->assertSame( 5007, $this->rest( 'POST', '/api/member/register', $payload )->get_data()['code'] );
		$this->assertFalse( get_user_by( 'email', $email ) );
		$this->assertNull( ( new Registrations() )->current() );
		// Said once: a plain e-mail registration goes on in this browser.
		$this->assertSame( 200, $this->rest( 'POST', '/api/member/verify-email', $payload )->get_status() );
	}

	public function test_step_one_links_the_identity_to_an_existing_account_with_its_password(): void {
		$email  = 'linked-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		$member = self::factory()->member(
			array(
				'user_email' => $email,
				'user_pass'  => 'the-old-password',
			)
		);
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), 'linker-' . wp_generate_password( 6, false ), '绑定者' ) );

		// A link code can be sent to a registered address while a WeChat registration is pending.
		$code    = $this->link_code( $email );
		$payload = array(
			'email'            => $email,
			'verificationCode' => (string) $code,
			'password'         => 'not-the-password',
			'confirmPassword'  => 'not-the-password',
		);

		$wrong = $this->rest( 'POST', '/api/member/verify-email', $payload );
		$this->assertSame( 5005, $wrong->get_data()['code'] );
		$this->assertSame( 'password', $wrong->get_data()['data']['field'] );
		$this->assertSame( '', get_user_meta( $member, Identities::META_UNIONID, true ) );

		$payload['password']        = 'the-old-password';
		$payload['confirmPassword'] = 'the-old-password';
		$right                      = $this->rest( 'POST', '/api/member/verify-email', $payload );

		$this->assertSame( 200, $right->get_status(), (string) wp_json_encode( $right->get_data() ) );
		$this->assertTrue( $right->get_data()['data']['linked'] );
		$this->assertNotEmpty( get_user_meta( $member, Identities::META_UNIONID, true ) );
		$this->assertSame( $member, get_current_user_id() );
		$this->assertNull( ( new Registrations() )->current() );
		$notices = array_filter( MailSink::to( $email ), static fn( array $mail ): bool => str_contains( (string) $mail['text'], '绑定者' ) );
		$this->assertCount( 1, $notices, 'The member is told which WeChat account was linked.' );

		// A password reset (from another browser) removes the link: whoever resets decides again
		// which WeChat logs in.
		$this->new_request_with_cookie( null );
		$reset_code = ( new VerificationCodes() )->issue( $email, VerificationCodes::RESET, '127.0.0.3' );
		$reset      = $this->rest(
			'POST',
			'/api/member/reset-password',
			array(
				'email'            => $email,
				'verificationCode' => (string) $reset_code,
				'password'         => 'a-new-password',
				'confirmPassword'  => 'a-new-password',
			)
		);
		$this->assertSame( 200, $reset->get_status(), (string) wp_json_encode( $reset->get_data() ) );
		$this->assertSame( '', get_user_meta( $member, Identities::META_UNIONID, true ) );
		$this->assertSame( '', get_user_meta( $member, Identities::openid_key( Config::CLIENT_QR ), true ) );
	}

	/**
	 * Sends a link code to an address and reads it from the mail sink.
	 *
	 * @param string $email Address.
	 */
	private function link_code( string $email ): string {
		$sent = $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ) );
		$this->assertSame( 200, $sent->get_status(), (string) wp_json_encode( $sent->get_data() ) );
		$mails = MailSink::to( $email );
		$this->assertNotEmpty( $mails );
		$mail = end( $mails );
		$this->assertStringContainsString( '绑定微信', (string) $mail['subject'], 'The mail says the code links a WeChat account.' );
		$this->assertSame( 1, preg_match( '/\b(\d{4})\b/', (string) $mail['text'], $match ) );
		return $match[1];
	}

	public function test_an_account_with_another_wechat_or_an_identity_of_another_member_is_not_linked(): void {
		$email  = 'has-wx-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		$member = self::factory()->member(
			array(
				'user_email' => $email,
				'user_pass'  => 'the-password',
			)
		);
		update_user_meta( $member, Identities::META_UNIONID, 'uSomeoneElse' );
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), 'second-' . wp_generate_password( 6, false ) ) );
		$payload = array(
			'email'            => $email,
			'verificationCode' => $this->link_code( $email ),
			'password'         => 'the-password',
			'confirmPassword'  => 'the-password',
		);

		$response = $this->rest( 'POST', '/api/member/verify-email', $payload );

		$this->assertSame( 409, $response->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		$this->assertSame( 'uSomeoneElse', get_user_meta( $member, Identities::META_UNIONID, true ) );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_link_password_tries_count_against_the_address_like_logins(): void {
		$email = 'guess-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		self::factory()->member(
			array(
				'user_email' => $email,
				'user_pass'  => 'the-password',
			)
		);
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), 'guesser' ) );
		$code    = $this->link_code( $email );
		$answers = array();
		for ( $i = 0; $i <= Login::LOGIN_LIMIT_EMAIL; $i++ ) {
			$answers[] = $this->rest(
				'POST',
				'/api/member/verify-email',
				array(
					'email'            => $email,
					'verificationCode' => $code,
					'password'         => 'guess-' . $i . '-xx',
					'confirmPassword'  => 'guess-' . $i . '-xx',
				)
			)->get_status();
		}

		$this->assertSame( 429, end( $answers ) );
	}

	public function test_a_staff_address_gets_the_same_code_answer_and_is_never_linked(): void {
		$email = 'staff-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		self::factory()->user(
			array(
				'user_email' => $email,
				'user_pass'  => 'the-password',
				'role'       => 'editor',
			)
		);
		$this->return_from_provider( FakeWeChat::scan( $this->authorize(), 'staff-' . wp_generate_password( 6, false ) ) );
		$payload = array(
			'email'            => $email,
			'verificationCode' => $this->link_code( $email ),
			'password'         => 'the-password',
			'confirmPassword'  => 'the-password',
		);

		$response = $this->rest( 'POST', '/api/member/verify-email', $payload );

		$this->assertSame( 5003, $response->get_data()['code'] );
		$this->assertSame( '', get_user_meta( (int) email_exists( $email ), Identities::META_UNIONID, true ) );
	}

	public function test_identities_are_found_byte_for_byte_and_by_openid_when_the_unionid_is_new(): void {
		$member = self::factory()->member();
		update_user_meta( $member, Identities::META_UNIONID, 'uAbC' );
		update_user_meta( $member, Identities::openid_key( Config::CLIENT_QR ), 'oXyZ' );

		$identity = static fn( string $openid, string $unionid ): array => array(
			'openid'   => $openid,
			'unionid'  => $unionid,
			'nickname' => '',
		);

		$this->assertSame( $member, Identities::find_member( Config::CLIENT_QR, $identity( 'other', 'uAbC' ) ) );
		$this->assertSame( 0, Identities::find_member( Config::CLIENT_QR, $identity( 'oxyz', 'uabc' ) ) );
		$this->assertSame( $member, Identities::find_member( Config::CLIENT_QR, $identity( 'oXyZ', 'uNew' ) ) );
	}

	public function test_a_callback_without_a_return_address_ends_on_the_home_page(): void {
		$response = $this->return_from_provider( array() );

		$this->assertSame( add_query_arg( 'wechat', 'failed', home_url( '/' ) ), $this->location( $response ) );
	}

	public function test_a_member_back_from_wechat_gets_the_success_notice(): void {
		SessionCookie::login( self::factory()->member(), false );
		$_GET['wechat'] = 'ok';

		$props = MemberArea::props();

		$this->assertSame( 'wechat-ok', $props['notice'] );
		$_GET['wechat'] = 'failed';
		$this->assertNull( MemberArea::props()['notice'], 'A member is not told a visitor\'s failure.' );
	}

	public function test_without_a_pending_wechat_identity_a_registered_address_is_5006_and_its_step_one_tells_nothing(): void {
		$email = 'taken-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com';
		self::factory()->member( array( 'user_email' => $email ) );

		$this->assertSame( 5006, $this->rest( 'POST', '/api/member/send-verification-code', array( 'email' => $email ) )->get_data()['code'] );
		$verify = $this->rest(
			'POST',
			'/api/member/verify-email',
			array(
				'email'            => $email,
				'verificationCode' => '1234',
				'password'         => 'long-enough-1',
				'confirmPassword'  => 'long-enough-1',
			)
		);
		// No registration code was ever sent to it: 5012, as for any address (the code is checked first).
		$this->assertSame( 5012, $verify->get_data()['code'] );
	}

	public function test_a_failed_login_notice_opens_the_popup_for_a_visitor(): void {
		$_GET['wechat'] = 'failed';

		$props = MemberArea::props();

		$this->assertSame( 'wechat-failed', $props['notice'] );
		$this->assertSame( 'load', MemberArea::wake( $props ) );
	}
}
