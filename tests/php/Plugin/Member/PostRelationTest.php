<?php
/**
 * The likes and collections tables.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Likes;
use Mvc\Tests\TestCase;

/**
 * Adding and removing are idempotent; the table's unique key keeps one row per member and post.
 */
final class PostRelationTest extends TestCase {

	public function test_add_twice_keeps_one_row(): void {
		$likes  = new Likes();
		$post   = self::factory()->post();
		$member = self::factory()->member();

		$this->assertTrue( $likes->add( $member, $post ) );
		$this->assertFalse( $likes->add( $member, $post ) );
		$this->assertSame( 1, $likes->count_for_post( $post ) );
		$this->assertTrue( $likes->has( $member, $post ) );
	}

	public function test_remove_twice_is_harmless(): void {
		$likes  = new Likes();
		$post   = self::factory()->post();
		$member = self::factory()->member();
		$likes->add( $member, $post );

		$this->assertTrue( $likes->remove( $member, $post ) );
		$this->assertFalse( $likes->remove( $member, $post ) );
		$this->assertSame( 0, $likes->count_for_post( $post ) );
		$this->assertFalse( $likes->has( $member, $post ) );
	}

	public function test_unique_key_refuses_a_duplicate_written_directly(): void {
		global $wpdb;
		$post   = self::factory()->post();
		$member = self::factory()->member();
		( new Likes() )->add( $member, $post );

		$suppress = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			Tables::likes(),
			array(
				'user_id'    => $member,
				'post_id'    => $post,
				'created_at' => '2026-01-01 00:00:00',
			)
		);
		$wpdb->suppress_errors( $suppress );

		$this->assertFalse( $inserted );
		$this->assertSame( 1, ( new Likes() )->count_for_post( $post ) );
	}

	public function test_counts_are_per_post(): void {
		$likes  = new Likes();
		$first  = self::factory()->post();
		$second = self::factory()->post();
		$likes->add( self::factory()->member(), $first );
		$likes->add( self::factory()->member(), $first );
		$likes->add( self::factory()->member(), $second );

		$this->assertSame( 2, $likes->count_for_post( $first ) );
		$this->assertSame( 1, $likes->count_for_post( $second ) );
	}

	public function test_every_page_read_from_either_end_is_the_lists_order(): void {
		global $wpdb;
		$member = self::factory()->member();
		$posts  = array();
		for ( $i = 0; $i < 23; $i++ ) {
			$posts[] = self::factory()->post();
		}
		$hidden = self::factory()->post( array( 'post_status' => 'draft' ) );
		foreach ( array_merge( $posts, array( $hidden ) ) as $i => $post ) {
			// Three likes a second: ties broken by the row's id.
			$wpdb->insert(
				Tables::likes(),
				array(
					'user_id'    => $member,
					'post_id'    => $post,
					'created_at' => gmdate( 'Y-m-d H:i:s', 1700000000 + intdiv( $i, 3 ) ),
				)
			);
		}
		$newest_first = array_reverse( $posts );

		foreach ( array( 1, 4, 5, 7, 10, 23 ) as $per_page ) {
			$seen  = array();
			$pages = (int) ceil( 23 / $per_page ) + 1;
			for ( $page = 1; $page <= $pages; $page++ ) {
				$answer = ( new Likes() )->page( $member, $page, $per_page );
				$this->assertSame( 23, $answer['total'] );
				$seen = array_merge( $seen, array_column( $answer['data'], 'id' ) );
			}
			$this->assertSame( $newest_first, $seen, "per_page {$per_page}" );
		}
	}

	public function test_a_page_reads_the_members_rows_in_index_order_without_a_sort(): void {
		global $wpdb;
		$member = self::factory()->member();
		for ( $i = 0; $i < 30; $i++ ) {
			( new Likes() )->add( $member, self::factory()->post() );
			( new Likes() )->add( self::factory()->member(), self::factory()->post() );
		}
		foreach ( array( 'DESC', 'ASC' ) as $order ) {
			$plan = $wpdb->get_results( 'EXPLAIN SELECT r.post_id FROM ' . Tables::likes() . " r INNER JOIN {$wpdb->posts} p ON p.ID = r.post_id WHERE r.user_id = {$member} AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' ORDER BY r.created_at {$order}, r.id {$order} LIMIT 10 OFFSET 10", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Tables and wpdb, numbers.

			$this->assertSame( 'r', $plan[0]['table'], $order );
			$this->assertSame( 'user_created', $plan[0]['key'], $order );
			$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'], $order );
			$this->assertSame( 'eq_ref', $plan[1]['type'], $order );
		}
	}
}
