<?php
/**
 * Replies to submissions, written and sent in wp-admin.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\CsvExport;
use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\Inbox\Filters;
use Mvc\Core\Submissions\Inbox\ReadMarks;
use Mvc\Core\Submissions\Inbox\ReplyBox;
use Mvc\Core\Submissions\Inbox\Views;
use Mvc\Core\Submissions\Privacy;
use Mvc\Core\Submissions\Replies;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\Factory;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use RuntimeException;
use WP_Error;
use WP_Query;

/**
 * An editor's reply goes to the sender by mail (回复：<subject>, the site's layout, the original
 * quoted, Reply-To the inbox), is recorded on the submission (who, when, the text) and marks it
 * read and 已回复; the views filter by state and the menu's count follows. An empty or too long
 * reply, a wrong nonce, an author, a trashed submission and a mail the server refused change
 * nothing and send nothing.
 */
final class RepliesTest extends TestCase {

	private static int $editor;

	private static int $author;

	private string $inbox = '';

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$editor = $factory->user(
			array(
				'role'         => 'editor',
				'display_name' => '王编辑',
			)
		);
		self::$author = $factory->user( array( 'role' => 'author' ) );
	}

	protected function set_up(): void {
		parent::set_up();
		$this->inbox = 'inbox-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		update_option( Settings::OPTION, array( 'submission_notify_email' => $this->inbox ) );
	}

	/**
	 * A stored contact message from a fresh address.
	 *
	 * @param array<string, mixed> $fields Fields to change.
	 */
	private function submission( array $fields = array() ): int {
		$id = Submissions::submit(
			Submissions::CONTACT,
			array_merge(
				array(
					'name'    => '张三',
					'email'   => 'reply-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com',
					'title'   => '合作 & 咨询',
					'message' => "第一行 <b>粗</b>\n第二行",
				),
				$fields
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * The stored rows of a submission's replies and its state marks.
	 *
	 * @param int $id Submission id.
	 * @return array<int, int|string>
	 */
	private function marks( int $id ): array {
		return array(
			count( get_post_meta( $id, Replies::META_REPLY ) ),
			(string) get_post_meta( $id, Replies::META_REPLIED, true ),
			(string) get_post_meta( $id, Submissions::META_READ, true ),
		);
	}

	public function test_an_editor_replies_the_mail_goes_out_and_the_reply_is_recorded(): void {
		$id         = $this->submission();
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$before = gmdate( 'Y-m-d H:i:s' );

		$result = Replies::send( $id, "  您好，<i>谢谢</i>您的来信。\r\n我们下周联系您。 ", self::$editor );

		$this->assertTrue( $result );
		$mails = MailSink::to( $submission['email'] );
		$this->assertCount( 1, $mails );
		$this->assertSame( '回复：合作 & 咨询', $mails[0]['subject'] );
		$this->assertStringContainsString( '张三，您好：', $mails[0]['text'] );
		$this->assertStringContainsString( "您好，<i>谢谢</i>您的来信。\n我们下周联系您。", $mails[0]['text'] );
		$this->assertStringContainsString( "> 第一行 <b>粗</b>\n> 第二行", $mails[0]['text'] );
		$this->assertStringContainsString( '&lt;i&gt;谢谢&lt;/i&gt;', $mails[0]['html'] );
		$this->assertStringContainsString( '<blockquote', $mails[0]['html'] );
		$this->assertStringContainsString( '第一行 &lt;b&gt;粗&lt;/b&gt;', $mails[0]['html'] );
		$this->assertStringNotContainsString( '<i>谢谢', $mails[0]['html'] );
		$this->assertSame( $this->inbox, MailSink::sent_headers( $mails[0] )['reply-to'] ?? null );

		$replies = Replies::of( $id );
		$this->assertCount( 1, $replies );
		$this->assertSame( self::$editor, $replies[0]['user'] );
		$this->assertSame( '王编辑', $replies[0]['name'] );
		$this->assertSame( "您好，<i>谢谢</i>您的来信。\n我们下周联系您。", $replies[0]['text'] );
		$this->assertGreaterThanOrEqual( $before, $replies[0]['date'] );
		$this->assertTrue( Replies::replied( $id ) );
		$this->assertSame( 'replied', Inbox::state_of( $id ) );
		$this->assertSame( 0, Submissions::unread_count() );

		// The history in the submission's screen, escaped.
		wp_set_current_user( self::$editor );
		$box = Inbox::replies_html( $id, self::$editor );
		$this->assertStringContainsString( '王编辑 回复于 ' . get_date_from_gmt( $replies[0]['date'], 'Y-m-d H:i' ), $box );
		$this->assertStringContainsString( '您好，&lt;i&gt;谢谢&lt;/i&gt;您的来信。', $box );
		$this->assertStringContainsString( 'form="mvc-reply-form"', $box );
		$this->assertStringContainsString( '发送回复', $box );
		$this->assertSame( '已回复', wp_strip_all_tags( Inbox::cell( 'mvc_state', $id ) ) );

		// A second reply adds to the history.
		$this->assertTrue( Replies::send( $id, '补充一句。', self::$editor ) );
		$this->assertCount( 2, Replies::of( $id ) );
		$this->assertSame( '补充一句。', Replies::of( $id )[1]['text'] );
	}

	public function test_the_personal_data_export_holds_the_replies(): void {
		$id         = $this->submission();
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$this->assertTrue( Replies::send( $id, '已收到您的来信。', self::$editor ) );

		$export = Privacy::export( $submission['email'] );

		$this->assertCount( 1, $export['data'] );
		$last = end( $export['data'][0]['data'] );
		$this->assertIsArray( $last );
		$this->assertStringStartsWith( '回复发送于 ', $last['name'] );
		$this->assertSame( '已收到您的来信。', $last['value'] );
	}

	public function test_refused_replies_change_nothing_and_send_nothing(): void {
		$id         = $this->submission();
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$marks = $this->marks( $id );

		$cases = array(
			array( "  \n\t ", self::$editor, 400, '请先写好回复再发送。' ),
			array( str_repeat( '长', Replies::MAX_TEXT + 1 ), self::$editor, 400, '回复最多 5000 个字符（现在有 5001 个）。' ),
			array( '你好', self::$author, 403, '抱歉，您无权回复留言。' ),
			array( '你好', 0, 403, '抱歉，您无权回复留言。' ),
		);
		foreach ( $cases as $case ) {
			$result = Replies::send( $id, $case[0], $case[1] );
			$this->assertInstanceOf( WP_Error::class, $result );
			$this->assertSame( $case[2], $result->get_error_data()['status'] ?? null );
			$this->assertSame( $case[3], $result->get_error_message() );
		}
		$this->assertSame( Replies::MAX_TEXT, mb_strlen( str_repeat( '长', Replies::MAX_TEXT ) ) );
		$this->assertSame( $marks, $this->marks( $id ) );
		$this->assertSame( 'unread', Inbox::state_of( $id ) );

		$article = self::factory()->post();
		$this->assertSame( 404, Replies::send( $article, '你好', self::$editor )->get_error_data()['status'] ?? null );
		wp_trash_post( $id );
		$this->assertSame( 404, Replies::send( $id, '你好', self::$editor )->get_error_data()['status'] ?? null );
		$this->assertSame( 0, count( get_post_meta( $id, Replies::META_REPLY ) ) );
		$this->assertCount( 0, MailSink::to( $submission['email'] ) );
	}

	public function test_a_mail_the_server_refuses_records_nothing_and_says_so(): void {
		$id    = $this->submission();
		$marks = $this->marks( $id );
		$fail  = static fn(): bool => false;
		add_filter( 'pre_wp_mail', $fail );
		try {
			$result = Replies::send( $id, '你好', self::$editor );
		} finally {
			remove_filter( 'pre_wp_mail', $fail );
		}
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 503, $result->get_error_data()['status'] ?? null );
		$this->assertStringContainsString( '回复未能发送', $result->get_error_message() );
		$this->assertStringContainsString( '没有记录', $result->get_error_message() );
		$this->assertSame( $marks, $this->marks( $id ) );
	}

	/**
	 * Runs the admin-post handler, catching its redirect or its wp_die().
	 *
	 * @param array<string, string> $post The posted fields.
	 * @return string `redirect:<location>` or `die:<status>:<message>`.
	 */
	private function post_reply( array $post ): string {
		$_POST    = $post;
		$die      = static function (): callable {
			return static function ( $message, $title = '', $args = array() ): void {
				throw new RuntimeException( 'die:' . ( is_array( $args ) ? ( $args['response'] ?? '' ) : '' ) . ':' . ( is_string( $message ) ? $message : '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
			};
		};
		$redirect = static function ( string $location ): string {
			throw new RuntimeException( 'redirect:' . $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		};
		add_filter( 'wp_die_handler', $die );
		add_filter( 'wp_redirect', $redirect );
		try {
			( new ReplyBox() )->reply();
			return 'returned';
		} catch ( RuntimeException $stopped ) {
			return $stopped->getMessage();
		} finally {
			remove_filter( 'wp_die_handler', $die );
			remove_filter( 'wp_redirect', $redirect );
			$_POST = array();
		}
	}

	public function test_the_reply_form_checks_the_nonce_and_the_role_then_sends(): void {
		$id         = $this->submission();
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$marks = $this->marks( $id );

		wp_set_current_user( self::$editor );
		$outcome = $this->post_reply(
			array(
				'post'             => (string) $id,
				'_wpnonce'         => 'wrong',
				Inbox::REPLY_FIELD => '你好',
			)
		);
		$this->assertStringStartsWith( 'die:403:', $outcome );
		$this->assertStringContainsString( '回复表单已过期', $outcome );

		// An author, even with a nonce of their own.
		wp_set_current_user( self::$author );
		$outcome = $this->post_reply(
			array(
				'post'             => (string) $id,
				'_wpnonce'         => wp_create_nonce( Inbox::REPLY_ACTION . '_' . $id ),
				Inbox::REPLY_FIELD => '你好',
			)
		);
		$this->assertStringStartsWith( 'die:403:', $outcome );
		$this->assertStringContainsString( '抱歉，您无权回复留言', $outcome );
		$this->assertSame( $marks, $this->marks( $id ) );
		$this->assertCount( 0, MailSink::to( $submission['email'] ) );

		// An empty reply: back to the screen with the reason; nothing recorded.
		wp_set_current_user( self::$editor );
		$nonce   = wp_create_nonce( Inbox::REPLY_ACTION . '_' . $id );
		$outcome = $this->post_reply(
			array(
				'post'             => (string) $id,
				'_wpnonce'         => $nonce,
				Inbox::REPLY_FIELD => '   ',
			)
		);
		$this->assertSame( 'redirect:' . admin_url( 'post.php?post=' . $id . '&action=edit&mvc_reply=failed' ) . '#mvc-submission-replies', $outcome );
		$this->assertSame( $marks, $this->marks( $id ) );
		$box = Inbox::replies_html( $id, self::$editor );
		$this->assertStringContainsString( 'notice-error', $box );
		$this->assertStringContainsString( '请先写好回复再发送。', $box );
		// Read once.
		$this->assertStringNotContainsString( 'notice-error', Inbox::replies_html( $id, self::$editor ) );

		// The mail refused: the text comes back with the reason.
		$fail    = static fn(): bool => false;
		add_filter( 'pre_wp_mail', $fail );
		$outcome = $this->post_reply(
			array(
				'post'             => (string) $id,
				'_wpnonce'         => $nonce,
				Inbox::REPLY_FIELD => '请稍候 <再试>',
			)
		);
		remove_filter( 'pre_wp_mail', $fail );
		$this->assertStringContainsString( 'mvc_reply=failed', $outcome );
		$this->assertSame( $marks, $this->marks( $id ) );
		$box = Inbox::replies_html( $id, self::$editor );
		$this->assertStringContainsString( '回复未能发送', $box );
		$this->assertStringContainsString( '>请稍候 &lt;再试&gt;</textarea>', $box );

		// Sent.
		$outcome = $this->post_reply(
			array(
				'post'             => (string) $id,
				'_wpnonce'         => $nonce,
				Inbox::REPLY_FIELD => '已收到，谢谢。',
			)
		);
		$this->assertSame( 'redirect:' . admin_url( 'post.php?post=' . $id . '&action=edit&mvc_reply=sent' ) . '#mvc-submission-replies', $outcome );
		$this->assertCount( 1, MailSink::to( $submission['email'] ) );
		$this->assertSame( 'replied', Inbox::state_of( $id ) );
	}

	public function test_the_views_filter_by_state_and_the_menu_count_follows(): void {
		$unread  = $this->submission();
		$read    = $this->submission();
		$replied = $this->submission();
		Submissions::mark_read( $read );
		$counts = Inbox::state_counts();
		$this->assertTrue( Replies::send( $replied, '好的。', self::$editor ) );

		$after = Inbox::state_counts();
		$this->assertSame( $counts['unread'] - 1, $after['unread'] );
		$this->assertSame( $counts['replied'] + 1, $after['replied'] );
		$this->assertSame( $after['unread'], Submissions::unread_count() );

		$lists = array();
		foreach ( Inbox::STATES as $state ) {
			// The list screen's main query, as wp-admin builds it.
			$query                   = new WP_Query();
			$GLOBALS['wp_the_query'] = $query;
			$query->parse_query(
				array(
					'post_type'      => SubmissionType::TYPE,
					'post_status'    => 'private',
					Inbox::STATE_VAR => $state,
					'posts_per_page' => -1,
				)
			);
			( new Filters() )->filter_by_kind( $query );
			$lists[ $state ] = array_map( 'intval', ( new WP_Query( array_merge( $query->query_vars, array( 'fields' => 'ids' ) ) ) )->posts );
		}
		$this->assertContains( $unread, $lists['unread'] );
		$this->assertNotContains( $read, $lists['unread'] );
		$this->assertContains( $read, $lists['read'] );
		$this->assertNotContains( $replied, $lists['read'] );
		$this->assertContains( $replied, $lists['replied'] );
		$this->assertNotContains( $unread, $lists['replied'] );
		$this->assertCount( $after['replied'], $lists['replied'] );

		// The CSV of a state view: its rows, with their state.
		$csv = CsvExport::csv( '', '', '', 'replied' );
		$this->assertStringContainsString( (string) Submissions::get( $replied )['email'], $csv );
		$this->assertStringNotContainsString( (string) Submissions::get( $unread )['email'], $csv );
		$this->assertStringContainsString( '"已回复"', $csv );
		$this->assertStringContainsString( 'mvc_state=replied', CsvExport::url( '', '', '', 'replied' ) );

		// The views name the states with their counts.
		wp_set_current_user( self::$editor );
		$views = ( new Views() )->views( array( 'all' => '<a href="edit.php?post_type=mvc_submission" class="current" aria-current="page">全部</a>' ) );
		$this->assertSame( array( 'all', 'mvc_unread', 'mvc_read', 'mvc_replied' ), array_keys( $views ) );
		$this->assertStringContainsString( '已回复 <span class="count">(' . $after['replied'] . ')</span>', $views['mvc_replied'] );
		$this->assertStringContainsString( 'mvc_state=replied', $views['mvc_replied'] );

		// The menu's badge counts one fewer after the reply.
		global $menu;
		$menu = array( 26 => array( '留言与提问', SubmissionType::CAPABILITY, 'edit.php?post_type=' . SubmissionType::TYPE ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin menu under test.
		( new ReadMarks() )->menu_count();
		$this->assertStringContainsString( 'count-' . $after['unread'] . '"', $menu[26][0] );
	}
}
