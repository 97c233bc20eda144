<?php
/**
 * WordPress's own account, login and comment paths, closed to members.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Member\Login;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Security\CoreDoors;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use WP_Error;
use WP_User;

/**
 * A member's account changes only through the site's flows; core's doors refuse before they read
 * the payload, and answer the same whatever the account.
 */
final class CoreDoorsTest extends TestCase {

	public function test_member_update_of_users_me_is_refused_and_changes_nothing(): void {
		$member = self::factory()->member(
			array(
				'user_email'   => 'door@example.com',
				'display_name' => '门',
			)
		);
		$before = get_userdata( $member );
		$this->assertInstanceOf( WP_User::class, $before );
		$nonce = $this->log_in_member( $member );

		foreach ( array( 'PUT', 'POST', 'PATCH' ) as $method ) {
			$response = $this->rest(
				$method,
				'/wp/v2/users/me',
				array(
					'email'    => 'thief@example.com',
					'password' => '1',
					'name'     => '编辑部',
				),
				$nonce
			);
			$this->assertSame( 403, $response->get_status(), $method );
			$this->assertSame( 'mvc_member_core_write', $response->get_data()['code'] );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		}

		clean_user_cache( $member );
		$after = get_userdata( $member );
		$this->assertInstanceOf( WP_User::class, $after );
		$this->assertSame( 'door@example.com', $after->user_email );
		$this->assertSame( '门', $after->display_name );
		$this->assertSame( $before->user_pass, $after->user_pass );
	}

	public function test_member_write_to_own_user_id_and_application_passwords_is_refused(): void {
		$member = self::factory()->member();
		$nonce  = $this->log_in_member( $member );

		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/users/' . $member, array( 'name' => 'x' ), $nonce )->get_status() );
		$this->assertSame(
			403,
			$this->rest(
				'DELETE',
				'/wp/v2/users/me',
				array(
					'force'    => true,
					'reassign' => 1,
				),
				$nonce
			)->get_status()
		);
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/users/me/application-passwords', array( 'name' => 'x' ), $nonce )->get_status() );
		$this->assertInstanceOf( WP_User::class, get_userdata( $member ) );
	}

	public function test_member_writes_comments_and_api(): void {
		$member = self::factory()->member();
		$nonce  = $this->log_in_member( $member );

		$this->assertNotSame( 'mvc_member_core_write', $this->rest( 'POST', '/wp/v2/comments', array( 'post' => 0 ), $nonce )->get_data()['code'] ?? null );
		$response = $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'email' ) ), $nonce );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_operator_updates_own_name_through_core(): void {
		$operator = self::factory()->user( array( 'role' => 'administrator' ) );
		wp_set_current_user( $operator );

		$response = $this->rest( 'POST', '/wp/v2/users/me', array( 'name' => '编辑部' ), wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 200, $response->get_status() );
	}

	public function test_core_login_gives_one_answer_for_unknown_wrong_and_member(): void {
		$member   = self::factory()->member( array( 'user_email' => 'same@example.com' ) );
		$operator = self::factory()->user(
			array(
				'role'       => 'editor',
				'user_email' => 'editor-door@example.com',
			)
		);
		unset( $operator );
		$this->assertGreaterThan( 0, $member );

		$answers = array();
		foreach ( array(
			array( 'same@example.com', 'password' ),
			array( 'same@example.com', 'wrong-password' ),
			array( 'nobody-here@example.com', 'password' ),
			array( 'editor-door@example.com', 'wrong-password' ),
		) as $try ) {
			$result = wp_authenticate( $try[0], $try[1] );
			$this->assertInstanceOf( WP_Error::class, $result );
			$answers[] = array( $result->get_error_codes(), $result->get_error_message() );
		}

		$this->assertCount( 1, array_unique( array_map( 'serialize', $answers ) ) );
		$this->assertSame( array( 'mvc_login_failed' ), $answers[0][0] );
		$this->assertInstanceOf( WP_User::class, wp_authenticate( 'editor-door@example.com', 'password' ) );
	}

	public function test_core_login_is_limited_per_address_and_says_when(): void {
		self::factory()->user(
			array(
				'role'       => 'editor',
				'user_email' => 'limited@example.com',
			)
		);
		for ( $i = 0; $i < Login::LOGIN_LIMIT_EMAIL; $i++ ) {
			$this->assertSame( 'mvc_login_failed', wp_authenticate( 'limited@example.com', 'wrong' )->get_error_code() );
		}

		$refused = wp_authenticate( 'limited@example.com', 'password' );

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'mvc_login_limited', $refused->get_error_code() );
		$this->assertMatchesRegularExpression( '/\d+ 分钟后再试/u', $refused->get_error_message() );
	}

	public function test_wp_login_locks_out_only_the_guessing_network_and_counts_no_right_password(): void {
		self::factory()->user(
			array(
				'role'       => 'editor',
				'user_login' => 'guarded-editor',
				'user_pass'  => 'password',
				'user_email' => 'guarded@example.com',
			)
		);
		for ( $i = 0; $i < Login::LOGIN_LIMIT_EMAIL + 2; $i++ ) {
			$this->assertInstanceOf( WP_User::class, wp_authenticate( 'guarded-editor', 'password' ), 'right password ' . ( $i + 1 ) );
		}
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		for ( $i = 0; $i < Login::LOGIN_LIMIT_EMAIL; $i++ ) {
			wp_authenticate( 'guarded-editor', 'wrong' );
		}
		$locked                 = wp_authenticate( 'guarded-editor', 'password' );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

		$this->assertInstanceOf( WP_Error::class, $locked );
		$this->assertSame( 'mvc_login_limited', $locked->get_error_code() );
		$this->assertInstanceOf( WP_User::class, wp_authenticate( 'guarded-editor', 'password' ), 'the owner on another network gets in' );
	}

	public function test_member_has_no_core_password_reset(): void {
		$member   = self::factory()->member();
		$operator = self::factory()->user( array( 'role' => 'editor' ) );

		$key = get_password_reset_key( get_userdata( $member ) );

		$this->assertInstanceOf( WP_Error::class, $key );
		$this->assertIsString( get_password_reset_key( get_userdata( $operator ) ) );
	}

	public function test_operator_reset_mail_is_sent_by_the_scheduled_event_and_never_to_a_member(): void {
		$operator = self::factory()->user(
			array(
				'role'       => 'editor',
				'user_email' => 'editor-reset-' . wp_generate_password( 6, false ) . '@example.com',
			)
		);
		$member   = self::factory()->member( array( 'user_email' => 'member-reset-' . wp_generate_password( 6, false ) . '@example.com' ) );

		do_action( CoreDoors::LOST_PASSWORD_EVENT, $operator );
		do_action( CoreDoors::LOST_PASSWORD_EVENT, $member );

		$this->assertCount( 1, MailSink::to( get_userdata( $operator )->user_email ) );
		$this->assertSame( array(), MailSink::to( get_userdata( $member )->user_email ) );
	}

	public function test_core_reset_form_refuses_members_and_short_passwords(): void {
		$member   = get_userdata( self::factory()->member() );
		$operator = get_userdata( self::factory()->user( array( 'role' => 'editor' ) ) );

		$_POST['pass1'] = '1';
		$errors         = new WP_Error();
		do_action( 'validate_password_reset', $errors, $operator );
		$this->assertSame( array( 'mvc_short_password' ), $errors->get_error_codes() );

		$_POST['pass1'] = 'long-enough-password';
		$errors         = new WP_Error();
		do_action( 'validate_password_reset', $errors, $operator );
		$this->assertFalse( $errors->has_errors() );

		$errors = new WP_Error();
		do_action( 'validate_password_reset', $errors, $member );
		$this->assertSame( array( 'mvc_member_reset' ), $errors->get_error_codes() );
	}

	public function test_operator_profile_form_refuses_a_short_password(): void {
		$errors = new WP_Error();
		$user   = (object) array(
			'ID'        => 1,
			'user_pass' => 'short',
		);

		do_action_ref_array( 'user_profile_update_errors', array( &$errors, true, &$user ) );

		$this->assertSame( array( 'pass' ), $errors->get_error_codes() );
	}

	public function test_core_password_reset_ends_member_sessions(): void {
		$member   = self::factory()->member();
		$sessions = new Sessions();
		$sessions->create( $member, true );
		$sessions->create( $member, false );

		do_action( 'after_password_reset', get_userdata( $member ), 'new-password' );

		$this->assertSame( 0, $sessions->count_for_user( $member ) );
	}

	/**
	 * An operator's edits of a member in wp-admin, and the member's sessions left after each.
	 *
	 * @return array<string, array{0: array<string, string>, 1: int}>
	 */
	public function operator_edits(): array {
		return array(
			'a new password ends them' => array( array( 'user_pass' => 'another-password' ), 0 ),
			'a new name keeps them'    => array( array( 'display_name' => '新名字' ), 1 ),
		);
	}

	/**
	 * An operator's edit of a member's password ends the member's sessions; other edits keep them.
	 *
	 * @dataProvider operator_edits
	 *
	 * @param array<string, string> $changes  Fields changed.
	 * @param int                   $expected Sessions left.
	 */
	public function test_operator_edit_of_member_ends_sessions_only_for_a_password( array $changes, int $expected ): void {
		$member   = self::factory()->member();
		$sessions = new Sessions();
		$sessions->create( $member, true );

		wp_update_user( array( 'ID' => $member ) + $changes );

		$this->assertSame( $expected, $sessions->count_for_user( $member ) );
	}
}
