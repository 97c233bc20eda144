<?php
/**
 * A tag's follower count kept on write.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * A tag's followers (followers(), followers_map()) equal a COUNT of the subscriptions after every write path
 * (subscribe, again, unsubscribe, add_many as registration does, a deleted member, a deleted tag, the fill
 * after bulk SQL), and read one row of the counts table by its primary key: no count of the tag's
 * subscriptions on a page view.
 */
final class TagFollowersTest extends TestCase {

	/**
	 * The tag's followers counted the slow way.
	 *
	 * @param int $term_id Tag id.
	 */
	private static function counted( int $term_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::tag_subscriptions() . ' WHERE term_id = %d', $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}

	public function test_the_count_follows_every_write_path(): void {
		$subscriptions = new TagSubscriptions();
		$tag           = (int) wp_insert_term( 'followed', 'post_tag' )['term_id'];
		$other         = (int) wp_insert_term( 'followed too', 'post_tag' )['term_id'];
		$one           = self::factory()->member();
		$two           = self::factory()->member();
		$this->assertSame( 0, $subscriptions->followers( $tag ) );

		$this->assertSame( 1, $subscriptions->add( $one, $tag ) );
		$this->assertSame( 0, $subscriptions->add( $one, $tag ), 'again: no change' );
		$subscriptions->add_many( $two, array( $tag, $other ) );
		$subscriptions->add_many( $two, array( $tag ) );
		$this->assertSame( 2, $subscriptions->followers( $tag ) );
		$this->assertSame( self::counted( $tag ), $subscriptions->followers( $tag ) );
		$this->assertSame( 1, $subscriptions->followers( $other ) );
		TagSubscriptions::forget_followers();
		$this->assertSame( 2, $subscriptions->followers_map()[ $tag ] );

		$this->assertSame( 1, $subscriptions->remove( $one, $tag ) );
		$this->assertSame( 0, $subscriptions->remove( $one, $tag ), 'again: no change' );
		$this->assertSame( 1, $subscriptions->followers( $tag ) );

		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $two );
		$this->assertSame( 0, $subscriptions->followers( $tag ), 'a deleted member' );
		$this->assertSame( 0, $subscriptions->followers( $other ) );
		TagSubscriptions::forget_followers();
		$this->assertArrayNotHasKey( $tag, $subscriptions->followers_map() );

		$subscriptions->add( $one, $other );
		wp_delete_term( $other, 'post_tag' );
		$this->assertSame( 0, $subscriptions->followers( $other ), 'a deleted tag' );
		$this->assertSame( self::counted( $other ), $subscriptions->followers( $other ) );
	}

	public function test_bulk_rows_are_counted_again_after_the_option_is_deleted(): void {
		global $wpdb;
		$subscriptions = new TagSubscriptions();
		$tag           = (int) wp_insert_term( 'bulk followed', 'post_tag' )['term_id'];
		$subscriptions->followers( $tag );
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . Tables::tag_subscriptions() . ' (user_id, term_id, position, created_at) SELECT 100000 + seq, %d, 0, NOW() FROM seq_1_to_500', $tag ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertSame( 0, $subscriptions->followers( $tag ), 'bulk SQL passes no hook' );

		delete_option( TagSubscriptions::COUNTED_OPTION );
		$this->assertSame( 500, $subscriptions->followers( $tag ), 'counted by COUNT until the fill ran' );
		TagSubscriptions::maybe_count(); // What the next request's init runs.
		$this->assertTrue( TagSubscriptions::counted() );
		$this->assertSame( 500, $subscriptions->followers( $tag ), 'the fill on the next request' );
	}

	/**
	 * The count a tag page reads is one row by the counts table's primary key.
	 */
	public function test_a_tag_s_count_is_one_row_by_its_key(): void {
		global $wpdb;
		$tag = (int) wp_insert_term( 'keyed', 'post_tag' )['term_id'];
		( new TagSubscriptions() )->add( self::factory()->member(), $tag );
		( new TagSubscriptions() )->followers( $tag );
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		( new TagSubscriptions() )->followers( $tag );
		remove_filter( 'query', $record );

		$this->assertCount( 1, $queries );
		$this->assertStringNotContainsStringIgnoringCase( 'COUNT(', $queries[0] );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $queries[0], ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the query just run.
		$json = (string) wp_json_encode( $plan );
		$this->assertCount( 1, $plan, $json );
		$this->assertContains( $plan[0]['type'], array( 'const', 'eq_ref', 'system' ), $json );
	}
}
