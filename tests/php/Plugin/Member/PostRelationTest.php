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
}
