<?php
/**
 * The member tables follow what their rows point at.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * A deleted tag, post or user takes its rows along; a trashed post and other members keep theirs.
 */
final class MemberDataTest extends TestCase {

	/**
	 * Rows of a table matching a column.
	 *
	 * @param string $table  Table.
	 * @param string $column Column.
	 * @param int    $value  Value.
	 */
	private function rows( string $table, string $column, int $value ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$column} = %d", $value ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names from the test.
	}

	public function test_a_deleted_tag_is_followed_by_nobody(): void {
		$member = self::factory()->member();
		$gone   = self::factory()->term();
		$kept   = self::factory()->term();
		( new TagSubscriptions() )->add_many( $member, array( $gone, $kept ) );

		wp_delete_term( $gone, 'post_tag' );

		$this->assertSame( array( $kept ), ( new TagSubscriptions() )->for_user( $member ) );
		$this->assertSame( 1, ( new TagSubscriptions() )->count_for_user( $member ) );
	}

	public function test_a_post_deleted_for_good_loses_its_likes_and_collections_a_trashed_one_keeps_them(): void {
		$member  = self::factory()->member();
		$deleted = self::factory()->post();
		$trashed = self::factory()->post();
		foreach ( array( $deleted, $trashed ) as $post ) {
			( new Likes() )->add( $member, $post );
			( new Collections() )->add( $member, $post );
		}

		wp_trash_post( $trashed );
		wp_delete_post( $deleted, true );

		$this->assertSame( 0, $this->rows( Tables::likes(), 'post_id', $deleted ) );
		$this->assertSame( 0, $this->rows( Tables::collections(), 'post_id', $deleted ) );
		$this->assertSame( 1, $this->rows( Tables::likes(), 'post_id', $trashed ) );
		$this->assertSame( 1, $this->rows( Tables::collections(), 'post_id', $trashed ) );
	}

	public function test_a_deleted_user_takes_their_rows_and_leaves_other_members_theirs(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$gone  = self::factory()->member();
		$other = self::factory()->member();
		$post  = self::factory()->post();
		$tag   = self::factory()->term();
		foreach ( array( $gone, $other ) as $member ) {
			( new Likes() )->add( $member, $post );
			( new Collections() )->add( $member, $post );
			( new TagSubscriptions() )->add_many( $member, array( $tag ) );
		}

		wp_delete_user( $gone );

		foreach ( array( Tables::likes(), Tables::collections(), Tables::tag_subscriptions() ) as $table ) {
			$this->assertSame( 0, $this->rows( $table, 'user_id', $gone ), $table );
			$this->assertSame( 1, $this->rows( $table, 'user_id', $other ), $table );
		}
		$this->assertSame( 1, ( new TagSubscriptions() )->followers( $tag ) );
	}
}
