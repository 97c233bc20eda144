<?php
/**
 * A member's own screen in wp-admin.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberProfile;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\PasswordReset;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use RuntimeException;

/**
 * The 会员概况 section shows the member's counts; its two actions (a password reset by the site's
 * own code, the digest off) need edit_user and their nonce, answer with a Chinese notice, and
 * touch nobody else.
 */
final class MemberProfileTest extends TestCase {

	protected function tear_down(): void {
		$_POST    = array();
		$_REQUEST = array();
		$_GET     = array();
		parent::tear_down();
	}

	/**
	 * A member with a unique address.
	 */
	private function member(): int {
		return self::factory()->member( array( 'user_email' => 'mp-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com' ) );
	}

	/**
	 * Runs an action, stopping at its redirect or its wp_die().
	 *
	 * @param string $action  RESET_ACTION or DIGEST_ACTION.
	 * @param int    $user_id Member.
	 * @param string $nonce   Nonce sent ('' for the right one).
	 * @return string "redirect:<location>" or "died:<status>".
	 */
	private function act( string $action, int $user_id, string $nonce = '' ): string {
		$_POST['user_id']     = (string) $user_id;
		$_REQUEST['_wpnonce'] = '' === $nonce ? wp_create_nonce( $action . '_' . $user_id ) : $nonce;
		$stop                 = static function ( string $location ): string {
			throw new RuntimeException( 'redirect:' . $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		};
		$die                  = static function (): callable {
			return static function ( $message, $title, $args ): void {
				throw new RuntimeException( 'died:' . (int) ( is_array( $args ) ? ( $args['response'] ?? 0 ) : 0 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
			};
		};
		add_filter( 'wp_redirect', $stop );
		add_filter( 'wp_die_handler', $die );
		try {
			$profile = new MemberProfile();
			if ( MemberProfile::RESET_ACTION === $action ) {
				$profile->send_reset();
			} else {
				$profile->digest_off();
			}
		} catch ( RuntimeException $stopped ) {
			return $stopped->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
			remove_filter( 'wp_die_handler', $die );
		}
		return '';
	}

	public function test_counts_are_the_members_own(): void {
		global $wpdb;
		$member = $this->member();
		$other  = $this->member();
		( new Likes() )->add( $member, self::factory()->post() );
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term(), self::factory()->term(), self::factory()->term() ) );
		( new Likes() )->add( $other, self::factory()->post() );
		foreach ( array( array( 'mention', 'UNREAD' ), array( 'mention', 'READ' ), array( 'system', 'UNREAD' ) ) as $row ) {
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $member,
					'category'   => $row[0],
					'status'     => $row[1],
					'type'       => 'MENTION',
					'comment_id' => 1,
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}

		$this->assertSame(
			array(
				'likes'           => 1,
				'collections'     => 0,
				'subscriptions'   => 3,
				'mentions'        => 2,
				'mentions_unread' => 1,
				'system'          => 1,
				'system_unread'   => 1,
			),
			MemberProfile::counts( $member )
		);
	}

	public function test_section_shows_the_counts_and_the_actions_in_chinese_for_members_only(): void {
		$member = $this->member();
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term(), self::factory()->term() ) );
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$profile = new MemberProfile();

		ob_start();
		$profile->section( get_userdata( $member ) );
		$profile->forms();
		$html = (string) ob_get_clean();
		ob_start();
		( new MemberProfile() )->section( get_userdata( self::factory()->user( array( 'role' => 'editor' ) ) ) );
		$editor = (string) ob_get_clean();

		$this->assertStringContainsString( '会员概况', $html );
		$this->assertStringContainsString( '<th scope="row">订阅标签数</th><td data-mvc-count>2</td>', $html );
		$this->assertStringContainsString( '<th scope="row">提及消息</th><td data-mvc-count>0（未读 0）</td>', $html );
		$this->assertStringContainsString( 'form="mvc-member-reset-form">发送密码重置邮件</button>', $html );
		$this->assertStringContainsString( 'form="mvc-member-digest-form">关闭邮件推送</button>', $html );
		$this->assertStringContainsString( '<form id="mvc-member-reset-form" method="post"', $html );
		$this->assertStringContainsString( 'value="' . MemberProfile::RESET_ACTION . '"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertSame( '', $editor );
	}

	public function test_the_reset_mails_the_member_the_sites_own_code_and_changes_nothing_else(): void {
		$member = $this->member();
		$user   = get_userdata( $member );
		$this->assertNotFalse( $user );
		$hash = $user->user_pass;
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$location = $this->act( MemberProfile::RESET_ACTION, $member );

		$this->assertStringStartsWith( 'redirect:', $location );
		$this->assertStringContainsString( 'user-edit.php?user_id=' . $member, $location );
		$this->assertStringContainsString( MemberProfile::NOTICE_VAR . '=reset_sent', $location );
		$mails = MailSink::to( $user->user_email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '重置您的密码', (string) $mails[0]['subject'] );
		$this->assertStringContainsString( '忘记密码', (string) $mails[0]['text'] );
		$this->assertSame( 1, preg_match( '/^(\d{6})$/m', (string) $mails[0]['text'], $code ) );
		// The code is the one the site's reset takes; the password is unchanged until then.
		$this->assertSame( $member, ( new PasswordReset() )->member_for_code( strtolower( $user->user_email ), $code[1], false ) );
		$after = get_userdata( $member );
		$this->assertNotFalse( $after );
		$this->assertSame( $hash, $after->user_pass );
	}

	public function test_a_second_reset_within_the_wait_is_refused_with_a_notice(): void {
		$member = $this->member();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$this->act( MemberProfile::RESET_ACTION, $member );
		$again = $this->act( MemberProfile::RESET_ACTION, $member );

		$this->assertStringContainsString( MemberProfile::NOTICE_VAR . '=reset_limited', $again );
		$user = get_userdata( $member );
		$this->assertNotFalse( $user );
		$this->assertCount( 1, MailSink::to( $user->user_email ) );
	}

	public function test_digest_off_turns_only_this_members_digest_off(): void {
		$member = $this->member();
		$other  = $this->member();
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		update_user_meta( $other, Profile::META_DIGEST, '1' );
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$location = $this->act( MemberProfile::DIGEST_ACTION, $member );

		$this->assertStringContainsString( MemberProfile::NOTICE_VAR . '=digest_off', $location );
		$this->assertSame( '', get_user_meta( $member, Profile::META_DIGEST, true ) );
		$this->assertSame( '1', get_user_meta( $other, Profile::META_DIGEST, true ) );
	}

	public function test_actions_need_edit_user_their_nonce_and_a_member(): void {
		$member = $this->member();
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		$admin = self::factory()->user( array( 'role' => 'administrator' ) );

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$editor = $this->act( MemberProfile::DIGEST_ACTION, $member );
		wp_set_current_user( $admin );
		$forged = $this->act( MemberProfile::DIGEST_ACTION, $member, 'bad' );
		$other  = $this->act( MemberProfile::DIGEST_ACTION, $member, wp_create_nonce( MemberProfile::DIGEST_ACTION . '_' . ( $member + 1 ) ) );
		$nobody = $this->act( MemberProfile::RESET_ACTION, $admin );

		$this->assertSame( 'died:403', $editor );
		$this->assertStringStartsWith( 'died:', $forged );
		$this->assertStringStartsWith( 'died:', $other );
		$this->assertSame( 'died:400', $nobody );
		$this->assertSame( '1', get_user_meta( $member, Profile::META_DIGEST, true ) );
	}

	public function test_the_notice_is_chinese_and_only_for_known_outcomes(): void {
		global $pagenow;
		$pagenow                           = 'user-edit.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the screen under test.
		$_GET[ MemberProfile::NOTICE_VAR ] = 'digest_off';
		ob_start();
		( new MemberProfile() )->notice();
		$_GET[ MemberProfile::NOTICE_VAR ] = '<b>';
		( new MemberProfile() )->notice();
		$html = (string) ob_get_clean();

		$this->assertSame( '<div class="notice notice-success is-dismissible"><p>已关闭该会员的邮件推送。</p></div>', $html );
	}
}
