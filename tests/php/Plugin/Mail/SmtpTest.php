<?php
/**
 * Mail through SMTP to the sink.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Mail;

use Mvc\Tests\TestCase;

/**
 * WordPress mail (wp_mail) reaches the test instance's mail sink, read back through its HTTP API.
 */
final class SmtpTest extends TestCase {

	public function test_wp_mail_is_delivered_to_the_sink(): void {
		$to      = 'smtp-' . wp_generate_password( 8, false ) . '@example.com';
		$subject = '测试邮件 ' . wp_generate_password( 6, false );

		$sent = wp_mail( $to, $subject, "你好，\n这是一封测试邮件。" );

		$this->assertTrue( $sent );
		$mails = json_decode( (string) file_get_contents( MVC_TESTS_MAIL_URL . '/api/email' ), true );
		$this->assertIsArray( $mails, 'The mail sink API did not answer at ' . MVC_TESTS_MAIL_URL );
		$match = array_values(
			array_filter(
				$mails,
				static fn( array $mail ): bool => ( $mail['subject'] ?? '' ) === $subject
			)
		);
		$this->assertCount( 1, $match );
		$this->assertSame( $to, $match[0]['to'][0]['address'] );
		$this->assertStringContainsString( '这是一封测试邮件', $match[0]['text'] );
		$this->assertSame( get_bloginfo( 'name' ), $match[0]['from'][0]['name'] );
	}
}
