<?php
/**
 * The forms' submissions: rules, storage, limits and the operator's mail.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\Factory;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * Submissions::submit(): the spec's rules and Chinese messages for each kind, lengths in
 * characters, the honeypot, the limits per address and per network, a published journal for the
 * minisite kinds, the private post it stores (no address kept, only its keyed hash), and the mail
 * to the operator with the sender as Reply-To.
 */
final class SubmissionsTest extends TestCase {

	private static int $journal;

	private static int $draft_journal;

	private static int $article;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$journal       = $factory->post(
			array(
				'post_type'  => 'journal',
				'post_title' => '先进材料 & 能源',
			)
		);
		self::$draft_journal = $factory->post(
			array(
				'post_type'   => 'journal',
				'post_status' => 'draft',
			)
		);
		self::$article       = $factory->post();
	}

	/**
	 * A fresh sender address.
	 */
	private function address(): string {
		return 'sender-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
	}

	/**
	 * Sends the notices to a fresh address, and gives it.
	 */
	private function operator(): string {
		$operator = 'inbox-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		update_option( Settings::OPTION, array( 'submission_notify_email' => $operator ) );
		return $operator;
	}

	/**
	 * A valid contact form.
	 *
	 * @param array<string, mixed> $fields Fields to change.
	 * @return array<string, mixed>
	 */
	private function contact( array $fields = array() ): array {
		return array_merge(
			array(
				'name'    => '张三',
				'email'   => $this->address(),
				'title'   => '合作咨询',
				'message' => "你好，\n想了解投稿流程。",
			),
			$fields
		);
	}

	/**
	 * A valid form of a minisite kind.
	 *
	 * @param string               $kind   Submissions::MINISITE_CONTACT or FAQ_QUESTION.
	 * @param array<string, mixed> $fields Fields to change.
	 * @return array<string, mixed>
	 */
	private function minisite( string $kind, array $fields = array() ): array {
		return array_merge(
			array(
				'name'      => '李四',
				'email'     => $this->address(),
				Submissions::FAQ_QUESTION === $kind ? 'description' : 'message' => '审稿周期多长？',
				'postTitle' => '先进材料',
				'postId'    => self::$journal,
			),
			$fields
		);
	}

	/**
	 * Asserts a refusal of one field.
	 *
	 * @param mixed  $result  What submit() answered.
	 * @param string $field   The field.
	 * @param string $message The message.
	 * @param int    $status  The status.
	 */
	private function assertRefused( $result, string $field, string $message, int $status = 400 ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( $message, $result->get_error_message() );
		$data = (array) $result->get_error_data();
		$this->assertSame( $status, $data['status'] ?? null );
		$this->assertSame( $field, $data['field'] ?? null );
	}

	/**
	 * How many submissions exist.
	 */
	private function stored(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", SubmissionType::TYPE ) );
	}

	public function test_submit_stores_a_private_contact_message_and_mails_the_operator(): void {
		$operator = $this->operator();
		$fields   = $this->contact( array( 'message' => "第一行 <b>粗</b> \\ 反斜杠\n第二行 😀" ) );

		$id = Submissions::submit( Submissions::CONTACT, $fields, '203.0.113.9' );

		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		$post = get_post( $id );
		$this->assertSame( SubmissionType::TYPE, $post->post_type ?? null );
		$this->assertSame( 'private', $post->post_status ?? null );
		$this->assertSame( '0', $post->post_author ?? null );
		$this->assertSame( '合作咨询', $post->post_title ?? null );
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$this->assertSame( Submissions::CONTACT, $submission['kind'] );
		$this->assertSame( '张三', $submission['name'] );
		$this->assertSame( $fields['email'], $submission['email'] );
		$this->assertSame( '合作咨询', $submission['subject'] );
		$this->assertSame( "第一行 <b>粗</b> \\ 反斜杠\n第二行 😀", $submission['message'] );
		$this->assertSame( home_url( '/contact/' ), $submission['source_url'] );
		$this->assertFalse( $submission['read'] );
		// The address is not kept: only its keyed hash.
		$this->assertSame( Submissions::IP_HASH_LENGTH, strlen( $submission['ip_hash'] ) );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_value LIKE %s", $id, '%203.0.113%' ) ) );

		$mails = MailSink::to( $operator );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '张三', $mails[0]['subject'] );
		$this->assertStringContainsString( '联系留言', $mails[0]['subject'] );
		$this->assertStringContainsString( '&lt;b&gt;粗&lt;/b&gt;', $mails[0]['html'] );
		$this->assertStringContainsString( '第二行 😀', $mails[0]['text'] );
		$this->assertStringContainsString( 'post.php?post=' . $id . '&action=edit', $mails[0]['text'] );
		$this->assertSame( $fields['email'], MailSink::sent_headers( $mails[0] )['reply-to'] ?? null );
	}

	public function test_the_mail_goes_to_the_site_address_while_the_setting_is_empty(): void {
		$admin = 'admin-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		update_option( 'admin_email', $admin );
		update_option( Settings::OPTION, array( 'submission_notify_email' => '' ) );

		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact(), '203.0.113.9' ) );

		$this->assertCount( 1, MailSink::to( $admin ) );
	}

	public function test_each_required_contact_field_is_refused_with_the_spec_message(): void {
		$cases = array(
			'name'  => array( '请输入姓名！', '姓名必须是文本。' ),
			'email' => array( '请输入邮箱！', '邮箱必须是文本。' ),
			'title' => array( '请输入标题！', '标题必须是文本。' ),
		);
		foreach ( $cases as $field => list( $message, $not_text ) ) {
			foreach ( array( '', '   ', null ) as $empty ) {
				$fields           = $this->contact();
				$fields[ $field ] = $empty;
				$this->assertRefused( Submissions::submit( Submissions::CONTACT, $fields, '203.0.113.9' ), $field, $message );
			}
			foreach ( array( array( 'x' ), array( 'a' => 'b' ), true ) as $not_a_text ) {
				$fields           = $this->contact();
				$fields[ $field ] = $not_a_text;
				$this->assertRefused( Submissions::submit( Submissions::CONTACT, $fields, '203.0.113.9' ), $field, $not_text );
			}
			$fields = $this->contact();
			unset( $fields[ $field ] );
			$this->assertRefused( Submissions::submit( Submissions::CONTACT, $fields, '203.0.113.9' ), $field, $message );
		}
		// The message is optional on the contact page, but not a list in its place.
		$this->assertRefused( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'message' => array( 'x' => 1 ) ) ), '203.0.113.9' ), 'message', '留言必须是文本。' );
		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'message' => '' ) ), '203.0.113.9' ) );
		$this->assertSame( 1, $this->stored() );
	}

	public function test_a_malformed_or_long_email_is_refused(): void {
		foreach ( array( 'not-an-address', 'a@b', '张三@例子', 'a b@example.com', str_repeat( 'a', 89 ) . '@example.com' ) as $email ) {
			foreach ( array( Submissions::CONTACT, Submissions::MINISITE_CONTACT, Submissions::FAQ_QUESTION ) as $kind ) {
				$fields = Submissions::CONTACT === $kind ? $this->contact( array( 'email' => $email ) ) : $this->minisite( $kind, array( 'email' => $email ) );
				$this->assertRefused( Submissions::submit( $kind, $fields, '203.0.113.9' ), 'email', '请输入正确的邮箱格式！' );
			}
		}
		$this->assertSame( 0, $this->stored() );
	}

	public function test_lengths_are_counted_in_characters(): void {
		$ok = $this->contact(
			array(
				'name'    => str_repeat( '张', 100 ),
				'title'   => str_repeat( '题', 100 ),
				'message' => str_repeat( '文', 500 ),
			)
		);
		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $ok, '203.0.113.9' ) );

		$this->assertRefused( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'name' => str_repeat( '张', 101 ) ) ), '203.0.113.9' ), 'name', '姓名最多 100 个字符。' );
		$this->assertRefused( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'title' => str_repeat( '题', 101 ) ) ), '203.0.113.9' ), 'title', '标题最多 100 个字符。' );
		$this->assertRefused( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'message' => str_repeat( '文', 501 ) ) ), '203.0.113.9' ), 'message', '留言最多 500 个字符。' );
		$this->assertRefused( Submissions::submit( Submissions::FAQ_QUESTION, $this->minisite( Submissions::FAQ_QUESTION, array( 'description' => str_repeat( '问', 501 ) ) ), '203.0.113.9' ), 'description', '问题描述最多 500 个字符。' );
		$this->assertRefused( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'message' => str_repeat( 'x', 100 * 1024 ) ) ), '203.0.113.9' ), 'message', '留言最多 500 个字符。' );
		$this->assertSame( 1, $this->stored() );
	}

	public function test_the_minisite_kinds_need_their_text_and_a_published_journal(): void {
		$this->assertRefused( Submissions::submit( Submissions::MINISITE_CONTACT, $this->minisite( Submissions::MINISITE_CONTACT, array( 'message' => ' ' ) ), '203.0.113.9' ), 'message', '请输入留言内容！' );
		$this->assertRefused( Submissions::submit( Submissions::FAQ_QUESTION, $this->minisite( Submissions::FAQ_QUESTION, array( 'description' => '' ) ), '203.0.113.9' ), 'description', '请输入问题描述！' );
		$this->assertRefused( Submissions::submit( Submissions::FAQ_QUESTION, $this->minisite( Submissions::FAQ_QUESTION, array( 'name' => '' ) ), '203.0.113.9' ), 'name', '请输入姓名！' );
		foreach ( array( null, '', 0, -1, 'abc', '1.5', array( self::$journal ), 999999999, self::$draft_journal, self::$article ) as $post_id ) {
			foreach ( array( Submissions::MINISITE_CONTACT, Submissions::FAQ_QUESTION ) as $kind ) {
				$this->assertRefused( Submissions::submit( $kind, $this->minisite( $kind, array( 'postId' => $post_id ) ), '203.0.113.9' ), 'postId', '期刊不存在。' );
			}
		}
		$this->assertSame( 0, $this->stored() );
	}

	public function test_the_minisite_kinds_store_the_journal_they_came_from(): void {
		$contact  = Submissions::submit( Submissions::MINISITE_CONTACT, $this->minisite( Submissions::MINISITE_CONTACT, array( 'postId' => (string) self::$journal ) ), '2001:db8::1' );
		$question = Submissions::submit( Submissions::FAQ_QUESTION, $this->minisite( Submissions::FAQ_QUESTION, array( 'postTitle' => '别的标题' ) ), '2001:db8::1' );

		foreach ( array( $contact, $question ) as $id ) {
			$this->assertIsInt( $id );
			$submission = Submissions::get( $id );
			$this->assertNotNull( $submission );
			$this->assertSame( self::$journal, $submission['source_id'] );
			// The journal's own title, not what the page sent.
			$this->assertSame( '先进材料 & 能源', $submission['source_title'] );
			$this->assertSame( get_permalink( self::$journal ), $submission['source_url'] );
			$this->assertSame( '审稿周期多长？', $submission['subject'] );
		}
		$this->assertSame( Submissions::FAQ_QUESTION, Submissions::get( $question )['kind'] ?? null );
	}

	public function test_a_filled_honeypot_answers_success_and_stores_and_sends_nothing(): void {
		$operator = $this->operator();

		$this->assertSame( 0, Submissions::submit( Submissions::CONTACT, $this->contact( array( 'website' => 'http://spam.example' ) ), '203.0.113.9' ) );
		// Even with the other fields wrong: a bot learns nothing.
		$this->assertSame( 0, Submissions::submit( Submissions::FAQ_QUESTION, array( 'website' => 'x' ), '203.0.113.9' ) );

		$this->assertSame( 0, $this->stored() );
		$this->assertCount( 0, MailSink::to( $operator ) );
		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'website' => '  ' ) ), '203.0.113.9' ) );
		$this->assertSame( 1, $this->stored() );
	}

	public function test_control_characters_are_removed_and_line_breaks_kept_in_the_message(): void {
		$id = Submissions::submit(
			Submissions::CONTACT,
			$this->contact(
				array(
					'name'    => "王\0五\n",
					'title'   => "标\x07题",
					'message' => "一\r\n二\0\t三",
				)
			),
			'203.0.113.9'
		);

		$this->assertIsInt( $id );
		$submission = Submissions::get( $id );
		$this->assertSame( '王 五', $submission['name'] ?? null );
		$this->assertSame( '标 题', $submission['subject'] ?? null );
		$this->assertSame( "一\n二\t三", $submission['message'] ?? null );
	}

	public function test_submissions_are_limited_per_email_address(): void {
		$email = $this->address();
		for ( $i = 0; $i < Submissions::EMAIL_LIMIT; $i++ ) {
			$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact( array( 'email' => $email ) ), '203.0.113.' . $i ) );
		}

		$refused = Submissions::submit( Submissions::CONTACT, $this->contact( array( 'email' => strtoupper( $email ) ) ), '203.0.113.200' );

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] ?? null );
		$this->assertGreaterThan( 0, $refused->get_error_data()['retryAfter'] ?? 0 );
		$this->assertMatchesRegularExpression( '/^该邮箱提交过于频繁，请 \d+ 分钟后再试。$/u', $refused->get_error_message() );
		$this->assertSame( Submissions::EMAIL_LIMIT, $this->stored() );
		// Another address is still taken.
		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact(), '203.0.113.200' ) );
	}

	public function test_submissions_are_limited_per_network(): void {
		for ( $i = 0; $i < Submissions::NETWORK_LIMIT; $i++ ) {
			// One IPv6 /64 is one network.
			$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact(), '2001:db8:0:1::' . dechex( $i + 1 ) ) );
		}

		$refused = Submissions::submit( Submissions::FAQ_QUESTION, $this->minisite( Submissions::FAQ_QUESTION ), '2001:db8:0:1:ffff::1' );

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] ?? null );
		$this->assertMatchesRegularExpression( '/^您所在的网络提交过于频繁，请 \d+ 分钟后再试。$/u', $refused->get_error_message() );
		$this->assertSame( Submissions::NETWORK_LIMIT, $this->stored() );
		$this->assertIsInt( Submissions::submit( Submissions::CONTACT, $this->contact(), '2001:db8:0:2::1' ) );
	}

	public function test_an_unknown_kind_is_refused(): void {
		$result = Submissions::submit( 'newsletter', $this->contact(), '203.0.113.9' );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 0, $this->stored() );
	}
}
