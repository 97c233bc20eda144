<?php
/**
 * WordPress's own notification mails to members.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Mail;

use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * Members get the site's Chinese notices, never WordPress's English ones; operators keep core's.
 */
final class CoreMailsTest extends TestCase {

	/**
	 * A member with a fresh address.
	 *
	 * @return array{int, string} Member id, address.
	 */
	private function member(): array {
		$email = 'core-mails-' . wp_generate_password( 8, false ) . '@example.com';
		return array(
			self::factory()->member(
				array(
					'user_email' => $email,
					'user_login' => 'login' . wp_generate_password( 8, false ),
					'user_pass'  => 'old-password',
				)
			),
			$email,
		);
	}

	/**
	 * Subjects of the mails to an address.
	 *
	 * @param string $email Address.
	 * @return array<int, string>
	 */
	private static function subjects( string $email ): array {
		return array_map( static fn( array $mail ): string => (string) $mail['subject'], MailSink::to( $email ) );
	}

	public function test_email_change_tells_old_address_in_chinese_not_core(): void {
		list( $member, $email ) = $this->member();
		$new                    = 'new-' . $email;

		wp_update_user(
			array(
				'ID'         => $member,
				'user_email' => $new,
			)
		);

		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '邮箱', (string) $mails[0]['subject'] );
		$this->assertStringContainsString( $new, (string) $mails[0]['text'] );
		$this->assertStringNotContainsString( 'Email Changed', (string) $mails[0]['subject'] );
		$this->assertStringNotContainsString( get_userdata( $member )->user_login, (string) $mails[0]['text'] . $mails[0]['html'] );
		$this->assertSame( array(), self::subjects( $new ) );
	}

	public function test_password_reset_tells_member_in_chinese(): void {
		list( $member, $email ) = $this->member();

		wp_set_password( 'a-new-password', $member );

		$subjects = self::subjects( $email );
		$this->assertCount( 1, $subjects );
		$this->assertStringContainsString( '密码', $subjects[0] );
		$this->assertStringNotContainsString( 'Password Changed', $subjects[0] );
	}

	public function test_rehash_of_same_password_tells_nothing(): void {
		list( $member, $email ) = $this->member();

		wp_set_password( 'old-password', $member );

		$this->assertSame( array(), self::subjects( $email ) );
	}

	public function test_operator_changing_member_password_sends_site_notice_not_core(): void {
		list( $member, $email ) = $this->member();
		wp_set_current_user( 1 );

		wp_update_user(
			array(
				'ID'        => $member,
				'user_pass' => 'set-by-operator',
			)
		);

		$subjects = self::subjects( $email );
		$this->assertCount( 1, $subjects );
		$this->assertStringContainsString( '密码', $subjects[0] );
	}

	public function test_new_member_gets_no_core_login_details(): void {
		list( $member ) = $this->member();
		$editor         = self::factory()->user( array( 'role' => 'editor' ) );

		$this->assertFalse( apply_filters( 'wp_send_new_user_notification_to_user', true, get_userdata( $member ) ) );
		$this->assertTrue( apply_filters( 'wp_send_new_user_notification_to_user', true, get_userdata( $editor ) ) );
	}

	public function test_operator_keeps_core_mails(): void {
		$email  = 'core-op-' . wp_generate_password( 8, false ) . '@example.com';
		$editor = self::factory()->user(
			array(
				'role'       => 'editor',
				'user_email' => $email,
			)
		);

		wp_update_user(
			array(
				'ID'        => $editor,
				'user_pass' => 'another-password',
			)
		);

		$this->assertCount( 1, self::subjects( $email ) );
	}
}
