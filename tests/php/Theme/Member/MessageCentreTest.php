<?php
/**
 * The message centre's props and its server-drawn first view.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\MessageCentre;

/**
 * A member's centre starts with the first page of 20 of each kind and the unread totals, only
 * their own messages; a page past the end is the last page; the template draws the messages (the
 * unread ones marked, the article link to the comment, the appeal and rules links of a deleted
 * comment) beside the island's empty container.
 */
final class MessageCentreTest extends TestCase {

	private int $member;

	private int $actor;

	private int $post;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->actor  = self::factory()->member( array( 'display_name' => '李薇' ) );
		update_user_meta( $this->actor, Profile::META_INSTITUTION, '清华大学' );
		$this->post = self::factory()->post( array( 'post_title' => '钙钛矿电池新进展' ) );
	}

	/**
	 * Writes messages for a member.
	 *
	 * @param int    $user_id  Member.
	 * @param string $category mention or system.
	 * @param string $type     Event.
	 * @param int    $count    How many.
	 * @param int    $unread   How many of them (the newest) are unread.
	 * @return array<int, int> Their ids, oldest first.
	 */
	private function messages( int $user_id, string $category, string $type, int $count, int $unread = 0 ): array {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $user_id,
					'category'   => $category,
					'type'       => $type,
					'comment_id' => 900 + $i,
					'post_id'    => $this->post,
					'actor_id'   => $this->actor,
					'excerpt'    => "评论摘要 {$i}",
					'status'     => $i >= $count - $unread ? 'UNREAD' : 'READ',
					'created_at' => gmdate( 'Y-m-d H:i:s', time() - 86400 * 30 + $i ),
				)
			);
			$ids[] = (int) $wpdb->insert_id;
		}
		return $ids;
	}

	public function test_props_give_the_first_page_of_each_kind_and_the_unread_totals(): void {
		$this->messages( $this->member, 'mention', 'MENTION', 25, 3 );
		$this->messages( $this->member, 'system', 'LIKE_10', 2, 2 );
		$this->messages( $this->actor, 'mention', 'MENTION', 4, 4 );

		$props = MessageCentre::props( $this->member );

		$this->assertSame( 1, $props['tab'] );
		$this->assertSame( 20, $props['perPage'] );
		$this->assertSame( 1, $props['mention']['page'] );
		$this->assertCount( 20, $props['mention']['data'] );
		$this->assertSame( 25, $props['mention']['total'] );
		$this->assertSame( 3, $props['mention']['totalUnread'] );
		$this->assertSame( '李薇', $props['mention']['data'][0]['display_name'] );
		$this->assertSame( '清华大学', $props['mention']['data'][0]['institution'] );
		$this->assertSame( 2, $props['system']['total'] );
		$this->assertSame( 2, $props['system']['totalUnread'] );
		$this->assertSame( array( 'LIKE_10', 'LIKE_10' ), array_column( $props['system']['data'], 'type' ) );
	}

	public function test_a_page_past_the_end_is_the_last_page_and_the_other_tab_starts_at_one(): void {
		$this->messages( $this->member, 'system', 'LIKE_1', 23 );
		$this->messages( $this->member, 'mention', 'MENTION', 21 );

		$props = MessageCentre::props( $this->member, 2, 9 );

		$this->assertSame( 2, $props['tab'] );
		$this->assertSame( 2, $props['system']['page'] );
		$this->assertCount( 3, $props['system']['data'] );
		$this->assertSame( 1, $props['mention']['page'] );
		$this->assertCount( 20, $props['mention']['data'] );
	}

	public function test_an_unknown_tab_is_the_mentions_and_an_empty_centre_has_page_one(): void {
		$props = MessageCentre::props( $this->member, 7, 3 );

		$this->assertSame( 1, $props['tab'] );
		$this->assertSame( 1, $props['mention']['page'] );
		$this->assertSame( array(), $props['mention']['data'] );
		$this->assertSame( 0, $props['system']['total'] );
	}

	public function test_the_address_names_the_tab_and_page(): void {
		$this->go_to( '/messages/?tab=2&pg=3' );
		$this->assertSame(
			array(
				'tab'  => 2,
				'page' => 3,
			),
			MessageCentre::requested()
		);
		$this->go_to( '/messages/?tab=5&pg=-2' );
		$this->assertSame(
			array(
				'tab'  => 1,
				'page' => 2,
			),
			MessageCentre::requested()
		);
		$this->assertSame( 'https://x.test/messages/?tab=2&pg=3#tab2', MessageCentre::link( 'https://x.test/messages/', 2, 3 ) );
		$this->assertSame( 'https://x.test/messages/#tab1', MessageCentre::link( 'https://x.test/messages/', 1 ) );
	}

	/**
	 * Ages and what dayjs' relativeTime says of them in zh-cn (the island's words).
	 *
	 * @return array<string, array{0: int, 1: string}>
	 */
	public static function ages(): array {
		return array(
			'5 seconds'  => array( 5, '几秒前' ),
			'44 seconds' => array( 44, '几秒前' ),
			'45 seconds' => array( 45, '1 分钟前' ),
			'89 seconds' => array( 89, '1 分钟前' ),
			'2 minutes'  => array( 120, '2 分钟前' ),
			'44 minutes' => array( 44 * 60, '44 分钟前' ),
			'45 minutes' => array( 45 * 60, '1 小时前' ),
			'3 hours'    => array( 3 * 3600, '3 小时前' ),
			'21 hours'   => array( 21 * 3600, '21 小时前' ),
			'22 hours'   => array( 22 * 3600, '1 天前' ),
			'3 days'     => array( 3 * 86400, '3 天前' ),
			'6.9 days'   => array( 596000, '7 天前' ),
		);
	}

	/**
	 * The server says a recent date as the island does (no "5 seconds前").
	 *
	 * @dataProvider ages
	 *
	 * @param int    $seconds Age.
	 * @param string $words   dayjs' words.
	 */
	public function test_a_recent_date_reads_as_the_island_writes_it( int $seconds, string $words ): void {
		$this->assertSame( $words, MessageCentre::ago( $seconds ) );
	}

	public function test_a_recent_date_reads_relative_and_an_old_one_as_its_day(): void {
		// The site speaks Chinese (zh_CN), as the island's dayjs does.
		$this->assertSame( '3 小时前', MessageCentre::date( gmdate( 'c', time() - 3 * HOUR_IN_SECONDS ) ) );
		$this->assertSame( '2025年3月1日', MessageCentre::date( '2025-03-01T09:30:00+08:00' ) );
		$this->assertSame( '', MessageCentre::date( 'not a date' ) );
	}

	public function test_the_template_draws_the_messages_beside_the_island_container(): void {
		$this->messages( $this->member, 'mention', 'MENTION', 2, 1 );
		$deleted = $this->messages( $this->member, 'system', 'DETETED_COMMENT', 1, 1 );
		$this->log_in_member( $this->member );
		Islands::reset();

		ob_start();
		get_template_part( 'template-parts/messages/centre' );
		$html = (string) ob_get_clean();

		$this->assertContains( 'message-centre', Islands::used() );
		$this->assertStringContainsString( 'data-wake="load"', $html );
		$this->assertSame( 2, substr_count( $html, '<li class="mvc-message mvc-message--mention' ) );
		$this->assertSame( 1, substr_count( $html, 'mvc-message--mention is-unread' ) );
		$this->assertStringContainsString( '李薇', $html );
		// Each tab's unread count, right after its name.
		$this->assertSame( 2, substr_count( $html, '<span class="mvc-messages__badge" aria-hidden="true" data-mvc-badge data-mvc-count>1</span>' ) );
		$this->assertStringContainsString( esc_url( get_permalink( $this->post ) . '#c-901' ), $html );
		$this->assertStringContainsString( esc_url( home_url( '/contact/?appeal=900' ) ), $html );
		$this->assertStringContainsString( '#comment-rules', $html );
		$this->assertSame( 1, substr_count( $html, ' hidden>' ), 'the system panel is hidden' );
		$this->assertStringNotContainsString( 'disabled', $html );
		$this->assertNotEmpty( $deleted );
	}

	public function test_an_empty_centre_says_so_and_its_buttons_are_disabled(): void {
		$this->log_in_member( $this->member );

		ob_start();
		get_template_part( 'template-parts/messages/centre' );
		$html = (string) ob_get_clean();

		$this->assertSame( 2, substr_count( $html, 'class="mvc-messages__empty"' ) );
		$this->assertSame( 2, substr_count( $html, "disabled='disabled'" ) );
		$this->assertStringNotContainsString( 'mvc-pager', $html );
	}
}
