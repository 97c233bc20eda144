<?php
/**
 * Registration.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\TestCase;

/**
 * Step 1 and the final step enforce every rule of members.md section 5 on the server; success
 * creates a member with only the listed fields, subscribes it and logs it in.
 */
final class RegistrationControllerTest extends TestCase {

	private string $email;

	private string $code;

	protected function set_up(): void {
		parent::set_up();
		$this->email = 'reg-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		$code        = ( new VerificationCodes() )->issue( $this->email, VerificationCodes::REGISTER, '127.0.0.1' );
		$this->assertIsString( $code );
		$this->code = $code;
		unset( $_COOKIE[ Registrations::COOKIE ] );
	}

	/**
	 * A valid final-step payload with some fields replaced.
	 *
	 * @param array<string, mixed> $fields Replacements.
	 * @return array<string, mixed>
	 */
	private function payload( array $fields = array() ): array {
		return array_merge(
			array(
				'email'            => $this->email,
				'verificationCode' => $this->code,
				'password'         => 'long-enough-1',
				'institution'      => '清华大学',
				'title'            => 'phd_student',
				'research_area'    => 'materials',
				'tags'             => array(),
			),
			$fields
		);
	}

	public function test_step_one_records_the_verified_address_in_the_registration_state(): void {
		$response = $this->rest(
			'POST',
			'/api/member/verify-email',
			array(
				'email'            => $this->email,
				'verificationCode' => $this->code,
				'password'         => 'long-enough-1',
				'confirmPassword'  => 'long-enough-1',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$state = ( new Registrations() )->current();
		$this->assertNotNull( $state );
		$this->assertSame( $this->email, $state['email'] );
		$this->assertTrue( $state['email_verified'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}\.[0-9a-f]{64}$/', $_COOKIE[ Registrations::COOKIE ] );
	}

	public function test_step_one_with_different_passwords_is_5004(): void {
		$response = $this->rest(
			'POST',
			'/api/member/verify-email',
			array(
				'email'            => $this->email,
				'verificationCode' => $this->code,
				'password'         => 'long-enough-1',
				'confirmPassword'  => 'long-enough-2',
			)
		);

		$this->assertSame( 5004, $response->get_data()['code'] );
		$this->assertSame( 'confirmPassword', $response->get_data()['data']['field'] );
		$this->assertNull( ( new Registrations() )->current() );
	}

	public function test_forged_registration_cookie_is_ignored(): void {
		$_COOKIE[ Registrations::COOKIE ] = str_repeat( 'a', 64 ) . '.' . str_repeat( 'b', 64 );

		$this->assertNull( ( new Registrations() )->current() );
	}

	public function test_register_creates_a_logged_in_member_with_its_tags(): void {
		$tags = array( self::factory()->term(), self::factory()->term() );

		$response = $this->rest( 'POST', '/api/member/register', $this->payload( array( 'tags' => $tags ) ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$user = get_user_by( 'email', $this->email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( Role::NAME ), $user->roles );
		$this->assertTrue( wp_check_password( 'long-enough-1', $user->user_pass, $user->ID ) );
		$this->assertSame( '清华大学', get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) );
		$this->assertSame( 'phd_student', get_user_meta( $user->ID, Profile::META_TITLE, true ) );
		$this->assertSame( 'materials', get_user_meta( $user->ID, Profile::META_RESEARCH_AREA, true ) );
		$this->assertSame( $tags, ( new TagSubscriptions() )->for_user( $user->ID ) );
		$this->assertSame( $user->ID, get_current_user_id() );
		$this->assertNotNull( SessionCookie::session() );
		$this->assertNull( ( new Registrations() )->current() );
	}

	public function test_register_stores_the_institution_as_typed(): void {
		$response = $this->rest( 'POST', '/api/member/register', $this->payload( array( 'institution' => 'B&名 <研究所> "Lab"' ) ) );

		$this->assertSame( 200, $response->get_status() );
		$user = get_user_by( 'email', $this->email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( 'B&名 <研究所> "Lab"', get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) );
	}

	public function test_register_uses_the_code_up(): void {
		$this->rest( 'POST', '/api/member/register', $this->payload() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( (int) get_user_by( 'email', $this->email )->ID );
		$this->new_request_with_cookie( null );

		$again = $this->rest( 'POST', '/api/member/register', $this->payload() );

		$this->assertSame( 5012, $again->get_data()['code'] );
	}

	public function test_register_never_writes_a_field_it_did_not_list(): void {
		$response = $this->rest(
			'POST',
			'/api/member/register',
			$this->payload(
				array(
					'role'            => 'administrator',
					'wp_capabilities' => array( 'administrator' => true ),
					'user_login'      => 'admin2',
				)
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$user = get_user_by( 'email', $this->email );
		$this->assertSame( array( Role::NAME ), $user->roles );
		$this->assertNotSame( 'admin2', $user->user_login );
		$this->assertFalse( user_can( $user, 'edit_posts' ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: string, 3: string}>
	 */
	public function data_invalid_registrations(): array {
		return array(
			'wrong code'       => array( array( 'verificationCode' => 'x0x0' ), 5001, 'verificationCode', '验证码错误。' ),
			'short code'       => array( array( 'verificationCode' => '12' ), 400, 'verificationCode', '请输入4位验证码。' ),
			'short password'   => array( array( 'password' => '1234567' ), 5002, 'password', '请输入至少8位密码。' ),
			'no occupation'    => array( array( 'title' => '' ), 400, 'title', '请选择职业。' ),
			'bad occupation'   => array( array( 'title' => 'astronaut' ), 400, 'title', '请选择职业。' ),
			'bad area'         => array( array( 'research_area' => 'alchemy' ), 400, 'research_area', '请从列表中选择研究领域。' ),
			'long institution' => array( array( 'institution' => str_repeat( '大', 51 ) ), 400, 'institution', '最多输入 50 个字符。' ),
			'eleven tags'      => array( array( 'tags' => range( 1, 11 ) ), 400, 'tags', '最多选择 10 个标签。' ),
			'unknown tag'      => array( array( 'tags' => array( 99999999 ) ), 400, 'tags', '请从列表中选择标签。' ),
			'tags not a list'  => array( array( 'tags' => 'x' ), 400, 'tags', '请从列表中选择标签。' ),
		);
	}

	/**
	 * @dataProvider data_invalid_registrations
	 *
	 * @param array<string, mixed> $fields  Replaced fields.
	 * @param int                  $code    Expected code.
	 * @param string               $field   Expected field.
	 * @param string               $message Expected message.
	 */
	public function test_register_refuses_invalid_input_and_creates_nothing( array $fields, int $code, string $field, string $message ): void {
		$response = $this->rest( 'POST', '/api/member/register', $this->payload( $fields ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame( $field, $response->get_data()['data']['field'] );
		$this->assertSame( $message, $response->get_data()['message'] );
		$this->assertFalse( get_user_by( 'email', $this->email ) );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_register_uses_the_display_name_chosen(): void {
		$response = $this->rest( 'POST', '/api/member/register', $this->payload( array( 'display_name' => '  李薇 ' ) ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$user = get_user_by( 'email', $this->email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( '李薇', $user->display_name );
		$this->assertSame( '李薇', $user->nickname );
	}

	public function test_register_without_a_display_name_uses_a_neutral_one(): void {
		$response = $this->rest( 'POST', '/api/member/register', $this->payload() );

		$this->assertSame( 200, $response->get_status() );
		$user = get_user_by( 'email', $this->email );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( '会员' . $user->ID, $user->display_name );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public function data_invalid_display_names(): array {
		return array(
			'only spaces' => array( '   ' ),
			'21 chars'    => array( str_repeat( '名', 21 ) ),
			'markup'      => array( '<b>李薇</b>' ),
			'mention'     => array( '@{李薇_3}' ),
			'not text'    => array( array( '李薇' ) ),
		);
	}

	/**
	 * @dataProvider data_invalid_display_names
	 *
	 * @param mixed $name The refused name.
	 */
	public function test_register_refuses_a_display_name_that_is_not_1_to_20_plain_characters( $name ): void {
		$response = $this->rest( 'POST', '/api/member/register', $this->payload( array( 'display_name' => $name ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'display_name', $response->get_data()['data']['field'] );
		$this->assertSame( '请输入 1-20 个字符的昵称，不含 <、>、{ }、@。', $response->get_data()['message'] );
		$this->assertFalse( get_user_by( 'email', $this->email ) );
	}

	public function test_register_with_a_taken_address_is_5003(): void {
		self::factory()->member( array( 'user_email' => $this->email ) );

		$response = $this->rest( 'POST', '/api/member/register', $this->payload() );

		$this->assertSame( 5003, $response->get_data()['code'] );
		$this->assertSame( 'email', $response->get_data()['data']['field'] );
	}

	public function test_another_sites_page_cannot_end_a_registration(): void {
		( new Registrations() )->save( array( 'email' => $this->email ) );
		$cookie = $_COOKIE[ Registrations::COOKIE ];

		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$refused                        = $this->rest( 'GET', '/api/member/clean-registration' );
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		$other                  = $this->rest( 'GET', '/api/member/clean-registration' );
		unset( $_SERVER['HTTP_ORIGIN'] );

		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 403, $other->get_status() );
		$_COOKIE[ Registrations::COOKIE ] = $cookie;
		$this->assertNotNull( ( new Registrations() )->current(), 'the registration goes on' );
	}

	public function test_clean_registration_ends_the_state(): void {
		( new Registrations() )->save( array( 'email' => $this->email ) );
		$this->assertNotNull( ( new Registrations() )->current() );
		$cookie = $_COOKIE[ Registrations::COOKIE ];

		$response = $this->rest( 'GET', '/api/member/clean-registration' );

		$this->assertSame( 200, $response->get_status() );
		$_COOKIE[ Registrations::COOKIE ] = $cookie;
		$this->assertNull( ( new Registrations() )->current() );
	}
}
