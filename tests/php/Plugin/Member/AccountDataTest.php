<?php
/**
 * The copy of a big member's data stays small in memory.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\AccountData;
use Mvc\Tests\TestCase;

/**
 * AccountData::export() reads a member's messages in keyset chunks of an index (never the whole
 * table, never one statement of every row, which wpdb holds twice besides the copy), keeps them in
 * the order they came, and its peak memory stays near the size of the copy it returns.
 */
final class AccountDataTest extends TestCase {

	/**
	 * A member with messages of two categories, interleaved by id.
	 *
	 * @param int $count Messages.
	 */
	private function member_with_messages( int $count ): int {
		global $wpdb;
		$member = self::factory()->member();
		// phpcs:disable WordPress.DB -- the test's bulk rows: table name from Tables, the count an integer.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO ' . Tables::messages() . " (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at) SELECT %d, IF(MOD(seq, 3) = 0, 'mention', 'system'), IF(MOD(seq, 3) = 0, 'MENTION', 'LIKE_10'), 0, seq, 0, CONCAT('这条消息的摘要，第 ', seq, ' 条，关于一篇文章的评论与点赞。'), IF(MOD(seq, 2) = 0, 'READ', 'UNREAD'), '2026-01-01 00:00:00' + INTERVAL seq MINUTE FROM seq_1_to_{$count}",
				$member
			)
		);
		// phpcs:enable
		return $member;
	}

	public function test_messages_come_in_the_order_they_came_across_categories_and_chunks(): void {
		$member = $this->member_with_messages( 4500 );

		$messages = AccountData::export( $member )['messages'];

		$this->assertCount( 4500, $messages );
		$this->assertSame( range( 1, 4500 ), array_column( $messages, 'post_id' ) );
		$this->assertSame( 'system', $messages[0]['category'] );
		$this->assertSame( 'mention', $messages[2]['category'] );
		$this->assertSame( 'UNREAD', $messages[0]['status'] );
	}

	public function test_a_big_members_copy_peaks_near_its_own_size(): void {
		$member = $this->member_with_messages( 12000 );
		global $wpdb;
		$wpdb->flush();
		wp_cache_flush();
		$base = memory_get_usage();
		memory_reset_peak_usage();
		$copy = AccountData::export( $member );
		$peak = memory_get_peak_usage() - $base;
		// The copy's own size: a fresh duplicate of it, measured alone.
		$before = memory_get_usage();
		$dup    = unserialize( serialize( $copy ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a deep copy of the test's own array, to weigh it.
		$size   = memory_get_usage() - $before;

		$this->assertCount( 12000, $dup['messages'] );
		// One statement of every row held wpdb's objects and its array besides the copy: 2.2x at 12,000 messages, 1.45x now.
		$this->assertLessThan( 1.5 * $size + MB_IN_BYTES, $peak, sprintf( 'peak %.1f MB for a copy of %.1f MB', $peak / MB_IN_BYTES, $size / MB_IN_BYTES ) );
	}

	public function test_a_chunk_of_messages_is_a_range_of_the_members_category_index(): void {
		global $wpdb;
		$plan = $wpdb->get_row( 'EXPLAIN SELECT id, category, type, excerpt, post_id, status, created_at FROM ' . Tables::messages() . " FORCE INDEX (user_category_id) WHERE user_id = 2 AND category = 'system' AND id > 100 ORDER BY id LIMIT 2000", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plan of AccountData::messages()' statement.

		$this->assertIsArray( $plan );
		$this->assertSame( 'user_category_id', $plan['key'] );
		$this->assertSame( 'range', $plan['type'] );
		$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'] );
	}
}
