<?php
/**
 * The operators' digest screen.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\DigestPage;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use RuntimeException;

/**
 * The screen shows the last and next run and previews a member's next digest in a sandboxed
 * iframe; the test send goes to the operator's own address, needs manage_options and the nonce,
 * and leaves the member's period alone.
 */
final class DigestPageTest extends TestCase {

	/**
	 * A member following a tag with a new article.
	 */
	private function member_with_news(): int {
		$tag    = self::factory()->term( 'post_tag', array( 'name' => '固态电解质' ) );
		$member = self::factory()->member();
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		( new TagSubscriptions() )->add_many( $member, array( $tag ) );
		$post = self::factory()->post( array( 'post_title' => '<script>alert(1)</script>电解质 & 界面' ) );
		wp_set_post_terms( $post, array( $tag ), 'post_tag' );
		return $member;
	}

	/**
	 * The screen's HTML.
	 */
	private function screen(): string {
		ob_start();
		( new DigestPage() )->render();
		return (string) ob_get_clean();
	}

	/**
	 * Runs the test send, stopping at its redirect.
	 *
	 * @return string Where it redirected.
	 */
	private function send_test(): string {
		$stop = static function ( string $location ): string {
			throw new RuntimeException( 'redirect:' . $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		};
		add_filter( 'wp_redirect', $stop );
		try {
			( new DigestPage() )->send_test();
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
		}
		return '';
	}

	public function test_members_are_found_by_address_or_id_and_only_members(): void {
		$member = self::factory()->member();
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		$user   = get_userdata( $member );
		$this->assertNotFalse( $user );

		$this->assertSame( $member, DigestPage::find_member( (string) $member )->ID ?? null );
		$this->assertSame( $member, DigestPage::find_member( ' ' . $user->user_email . ' ' )->ID ?? null );
		$this->assertNull( DigestPage::find_member( (string) $editor ) );
		$this->assertNull( DigestPage::find_member( 'nobody@example.com' ) );
	}

	public function test_screen_shows_the_runs_and_the_members_digest_in_a_sandboxed_iframe(): void {
		$member = $this->member_with_news();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$_GET['member'] = (string) $member;

		$html = $this->screen();

		$this->assertStringContainsString( '上次运行', $html );
		$this->assertStringContainsString( '下次运行', $html );
		$this->assertSame( 1, preg_match( '/<iframe sandbox="" [^>]*srcdoc="([^"]*)"/', $html, $match ) );
		$this->assertStringContainsString( '&lt;!DOCTYPE html&gt;', $match[1] );
		$this->assertStringContainsString( '固态电解质', $match[1] );
		$this->assertStringNotContainsString( '<script>', $html );
		// The iframe's document is the mail as sent, its own entities kept (the title's & is &amp;).
		$document = html_entity_decode( $match[1], ENT_QUOTES, 'UTF-8' );
		$this->assertStringContainsString( 'alert(1)电解质 &amp; 界面', $document );
		$this->assertStringNotContainsString( '<script>', $document );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'value="' . DigestPage::ACTION . '"', $html );
		// The preview is the test mail: its marker, and no link of the member's own.
		$this->assertStringContainsString( '测试邮件：这是会员', $document );
		$this->assertStringNotContainsString( rawurlencode( Digest::token( $member ) ), $document );
	}

	public function test_screen_says_when_nothing_is_new_or_nobody_matches(): void {
		$member = self::factory()->member();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$_GET['member'] = (string) $member;
		$empty          = $this->screen();
		$_GET['member'] = 'nobody@example.com';
		$nobody         = $this->screen();

		$this->assertStringContainsString( '没有新文章，不会发送推送。', $empty );
		$this->assertStringNotContainsString( '<iframe', $empty );
		$this->assertStringContainsString( '没有使用该邮箱或 ID 的会员。', $nobody );
	}

	public function test_send_test_mails_the_operator_and_not_the_member(): void {
		$member = $this->member_with_news();
		$email  = 'digest-op-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		wp_set_current_user(
			self::factory()->user(
				array(
					'role'       => 'administrator',
					'user_email' => $email,
				)
			)
		);
		$_POST['member']      = (string) $member;
		$_REQUEST['_wpnonce'] = wp_create_nonce( DigestPage::ACTION );
		$_POST['_wpnonce']    = $_REQUEST['_wpnonce'];

		$location = $this->send_test();

		$this->assertStringContainsString( 'test=sent', $location );
		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '您订阅的标签有 1 篇新文章', (string) $mails[0]['subject'] );
		$this->assertStringStartsWith( '[测试] ', (string) $mails[0]['subject'] );
		$this->assertStringContainsString( '测试邮件：这是会员', (string) $mails[0]['html'] );
		$this->assertStringContainsString( '测试邮件：这是会员', (string) $mails[0]['text'] );
		// Every unsubscribe link of the test (the footer's and List-Unsubscribe) is the test's.
		$this->assertSame( 1, preg_match( '/<(https?:[^>]+)>/', MailSink::sent_headers( $mails[0] )['list-unsubscribe'] ?? '', $header ) );
		parse_str( (string) wp_parse_url( html_entity_decode( $header[1] ), PHP_URL_QUERY ), $query );
		$this->assertTrue( Digest::is_test_token( (string) ( $query['token'] ?? '' ) ) );
		$this->assertStringNotContainsString( rawurlencode( Digest::token( $member ) ), (string) $mails[0]['html'] );
		$this->assertStringNotContainsString( Digest::token( $member ), (string) $mails[0]['text'] );
		// Following the link as a mail client would (one-click) and as a reader would changes nobody.
		$route = '/api/member/digest/unsubscribe';
		$this->rest( 'POST', $route, array( 'token' => (string) $query['token'] ) );
		$this->rest(
			'POST',
			$route,
			array(
				'token' => (string) $query['token'],
				'from'  => 'page',
			)
		);
		$this->assertTrue( Digest::is_on( $member ) );
		$user = get_userdata( $member );
		$this->assertNotFalse( $user );
		$this->assertSame( array(), MailSink::to( $user->user_email ) );
		$this->assertNull( Digest::state() );
		$this->assertNull( \Mvc\Core\Mail\DigestLog::status( $member, Digest::period( time() ) ) );
	}

	public function test_send_test_needs_the_capability_and_the_nonce(): void {
		$member = $this->member_with_news();
		$die    = static function (): callable {
			return static function (): void {
				throw new RuntimeException( 'died' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$_POST['member'] = (string) $member;

		// An author lacks Capabilities::DIGEST (editors have it: Admin\CapabilitiesTest).
		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		$_REQUEST['_wpnonce'] = wp_create_nonce( DigestPage::ACTION );
		$editor               = $this->send_test();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$_REQUEST['_wpnonce'] = 'bad';
		$forged               = $this->send_test();
		remove_filter( 'wp_die_handler', $die );

		$this->assertSame( 'died', $editor );
		$this->assertSame( 'died', $forged );
	}

	public function test_screen_shows_a_running_runs_progress_and_pace_in_chinese(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key = %s", Profile::META_DIGEST ) );
		$wpdb->query( 'UPDATE ' . \Mvc\Core\Data\Tables::member_index() . ' SET digest = 0' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$members = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$members[] = self::factory()->member();
			update_user_meta( end( $members ), Profile::META_DIGEST, '1' );
		}
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		// The screen reads the clock itself: the run started 119 s ago, so a second that ticks before it
		// renders still reads as 1 member in about two minutes (at 121 s the estimate rounded up to 7).
		$now = time();
		update_option(
			Digest::STATE_OPTION,
			array(
				'period'   => Digest::period( $now ),
				'cursor'   => $members[0],
				'started'  => $now - 119,
				'finished' => 0,
				'total'    => 4,
			)
		);

		$html = $this->screen();

		$this->assertStringContainsString( '已处理 1 / 4 位会员（25%）。', $html );
		$this->assertStringContainsString( '<progress max="4" value="1"', $html );
		$this->assertStringContainsString( '每分钟 0.5 位会员', $html );
		$this->assertStringContainsString( '（预计还需约 6 分钟）', $html );
		$this->assertStringContainsString( '发送速度', $html );
	}
}
