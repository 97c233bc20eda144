<?php
/**
 * The badge 官方 beside an operator's name in the message centre's mentions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Messages;
use Mvc\Tests\TestCase;

/**
 * A mention by an operator (who may edit posts) carries `staff: 1`, a member's and a former
 * member's `staff: 0`, as a comment's `mvc.staff` does (Rest\CommentFields); the same field is in
 * GET /api/member/mention-message/get, and the server's /messages (the only drawer of its messages)
 * draws the badge beside the operator's name only. Reading it costs no query per actor.
 */
final class MessageStaffBadgeTest extends TestCase {

	private int $member;

	private int $editor;

	private int $other;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->editor = self::factory()->user(
			array(
				'role'         => 'editor',
				'display_name' => '王编辑',
			)
		);
		$this->other  = self::factory()->member( array( 'display_name' => '李薇' ) );
		$post         = self::factory()->post( array( 'post_title' => '钙钛矿电池新进展' ) );
		global $wpdb;
		foreach ( array( $this->other, $this->editor, 999999 ) as $i => $actor ) {
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $this->member,
					'category'   => 'mention',
					'type'       => 'MENTION',
					'comment_id' => 900 + $i,
					'post_id'    => $post,
					'actor_id'   => $actor,
					'excerpt'    => "评论摘要 {$i}",
					'status'     => 'UNREAD',
					'created_at' => gmdate( 'Y-m-d H:i:s', time() - 3600 + $i ),
				)
			);
		}
	}

	public function test_a_mention_says_whether_its_author_speaks_for_the_site(): void {
		$page = Messages::page( $this->member, 'mention', 1, 20 );

		$staff = array_column( $page['data'], 'staff', 'comment_id' );
		$this->assertSame(
			array(
				902 => 0,
				901 => 1,
				900 => 0,
			),
			$staff
		);
		$this->assertSame( '王编辑', $page['data'][1]['display_name'] );
	}

	public function test_the_server_draws_the_badge_beside_the_operator_only(): void {
		$this->log_in_member( $this->member );

		ob_start();
		get_template_part( 'template-parts/messages/centre' );
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $html, 'class="mvc-message__staff"' ) );
		$this->assertMatchesRegularExpression( '#<strong class="mvc-message__name">王编辑</strong>\s*<span class="mvc-message__staff">[^<]+</span>#u', $html );
		// The server alone draws it: the island's props name the region it enhances, no messages.
		$this->assertStringContainsString( '{"frame":"mvc-messages"}', $html );
	}

	public function test_no_query_per_actor(): void {
		global $wpdb;
		$count = function (): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			Messages::page( $this->member, 'mention', 1, 20 );
			return $wpdb->num_queries - $before;
		};
		$three = $count();
		for ( $i = 0; $i < 5; $i++ ) {
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $this->member,
					'category'   => 'mention',
					'type'       => 'MENTION',
					'comment_id' => 950 + $i,
					'actor_id'   => self::factory()->user( array( 'role' => 'editor' ) ),
					'excerpt'    => '评论摘要',
					'status'     => 'UNREAD',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}

		$this->assertSame( $three, $count() );
	}
}
