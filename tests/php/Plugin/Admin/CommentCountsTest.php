<?php
/**
 * The site's comment counts for wp-admin.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\CommentCounts;
use Mvc\Core\Admin\KeptCounts;
use Mvc\Tests\TestCase;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the tests compare with WordPress's own counts and EXPLAIN the statement.

/**
 * The site's wp_count_comments() gives WordPress's numbers through every write path (a comment
 * posted, held, approved, spammed, trashed, its article trashed and restored, deleted), without a
 * count of the approved comments: the statement reads the status index around '1' only.
 */
final class CommentCountsTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		delete_option( CommentCounts::OPTION );
		wp_cache_delete( 'comments-0', 'counts' );
		KeptCounts::forget();
	}

	/**
	 * WordPress's own counts (get_comment_count(), as wp_count_comments() shapes them).
	 *
	 * @return array<string, int>
	 */
	private function core(): array {
		$stats              = get_comment_count();
		$stats['moderated'] = $stats['awaiting_moderation'];
		unset( $stats['awaiting_moderation'] );
		return $stats;
	}

	/**
	 * A comment by WordPress's own insert (its hooks run).
	 *
	 * @param array<string, mixed> $args Fields.
	 */
	private function comment( array $args ): int {
		return (int) wp_insert_comment(
			array_merge(
				array(
					'comment_content'      => '评论',
					'comment_author'       => '读者',
					'comment_author_email' => 'reader@example.com',
					'comment_approved'     => '1',
				),
				$args
			)
		);
	}

	private function assert_same_as_core( string $step ): void {
		wp_cache_delete( 'comments-0', 'counts' );
		$this->assertSame( $this->core(), (array) wp_count_comments(), $step );
	}

	public function test_the_counts_are_wordpress_s_through_every_write(): void {
		$post  = self::factory()->post();
		$other = self::factory()->post();
		$ids   = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->comment(
				array(
					'comment_post_ID'  => $i < 4 ? $post : $other,
					'comment_approved' => 0 === $i % 3 ? '0' : '1',
				)
			);
		}
		$this->assert_same_as_core( 'posted' );

		wp_set_comment_status( $ids[0], 'approve' );
		$this->assert_same_as_core( 'approved' );
		wp_set_comment_status( $ids[1], 'hold' );
		wp_spam_comment( $ids[2] );
		$this->assert_same_as_core( 'held and spammed' );
		wp_trash_comment( $ids[4] );
		$this->assert_same_as_core( 'trashed' );
		wp_untrash_comment( $ids[4] );
		$this->assert_same_as_core( 'restored' );
		wp_trash_post( $other );
		$this->assert_same_as_core( 'article trashed' );
		wp_untrash_post( $other );
		$this->assert_same_as_core( 'article restored' );
		wp_delete_comment( $ids[5], true );
		wp_delete_comment( $ids[2], true );
		$this->assert_same_as_core( 'deleted' );
		$this->assertFalse( wp_delete_comment( $ids[5], true ) );
		$this->assert_same_as_core( 'deleted twice' );
		$this->comment( array( 'comment_post_ID' => $post ) );
		$this->assert_same_as_core( 'posted again' );
	}

	public function test_a_missing_counter_is_counted_once(): void {
		global $wpdb;
		$this->comment( array( 'comment_post_ID' => self::factory()->post() ) );
		$this->assertSame( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments}" ), CommentCounts::total() );
		$this->assertSame( (string) CommentCounts::total(), $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", CommentCounts::OPTION ) ) );
	}

	public function test_the_site_counts_never_count_the_approved_comments(): void {
		global $wpdb;
		$this->comment( array( 'comment_post_ID' => self::factory()->post() ) );
		CommentCounts::total();
		wp_cache_delete( 'comments-0', 'counts' );
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		wp_count_comments();
		remove_filter( 'query', $spy );
		$this->assertContains( CommentCounts::others_sql(), $seen, 'a stale record counts the other statuses' );
		foreach ( $seen as $sql ) {
			$this->assertStringNotContainsString( "comment_approved = '1'", $sql );
		}
		// The next request (no object cache kept) reads the counter and the kept record: two rows, no count.
		wp_cache_delete( 'comments-0', 'counts' );
		KeptCounts::forget();
		$seen = array();
		add_filter( 'query', $spy );
		$again = wp_count_comments();
		remove_filter( 'query', $spy );
		$this->assertCount( 2, $seen, implode( "\n", $seen ) );
		$this->assertNotContains( CommentCounts::others_sql(), $seen );
		$this->assertSame( $this->core(), (array) $again );
		$plan = $wpdb->get_results( 'EXPLAIN ' . CommentCounts::others_sql(), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
		$this->assertCount( 1, $plan );
		$this->assertSame( 'comment_approved_date_gmt', $plan[0]['key'] );
		$this->assertSame( 'range', $plan[0]['type'] );
	}

	public function test_the_comments_screen_total_is_core_s_without_counting_approved_comments(): void {
		$post = self::factory()->post();
		foreach ( array( '1', '1', '0', 'spam', 'trash' ) as $status ) {
			$this->comment(
				array(
					'comment_post_ID'  => $post,
					'comment_approved' => $status,
				)
			);
		}
		CommentCounts::total();
		set_current_screen( 'edit-comments' );
		$base = array(
			'status'  => '',
			'search'  => '',
			'user_id' => '',
			'post_id' => 0,
			'type'    => '',
			'count'   => true,
			'offset'  => 0,
			'number'  => 0,
			'orderby' => 'none',
		);
		foreach ( array( array(), array( 'status' => 'approve' ), array( 'status' => 'hold' ), array( 'search' => '评论' ), array( 'post_id' => $post ) ) as $vars ) {
			remove_filter( 'comments_pre_query', array( CommentCounts::class, 'list_total' ), 10 );
			$core = get_comments( array_merge( $base, $vars ) );
			add_filter( 'comments_pre_query', array( CommentCounts::class, 'list_total' ), 10, 2 );
			wp_cache_delete( 'comments-0', 'counts' );
			$seen = array();
			$spy  = static function ( $sql ) use ( &$seen ) {
				$seen[] = $sql;
				return $sql;
			};
			add_filter( 'query', $spy );
			$ours = get_comments( array_merge( $base, $vars ) );
			remove_filter( 'query', $spy );
			$this->assertSame( $core, $ours, wp_json_encode( $vars ) );
			if ( array() === $vars || array( 'status' => 'approve' ) === $vars ) {
				foreach ( $seen as $sql ) {
					$this->assertStringNotContainsString( "comment_approved = '1'", $sql );
				}
			}
		}
		set_current_screen( 'front' );
	}

	public function test_the_type_dropdown_counts_are_core_s_on_the_type_index(): void {
		global $wpdb;
		$post = self::factory()->post();
		foreach ( array( array( '1', 'comment' ), array( '0', 'comment' ), array( 'spam', 'comment' ), array( '1', 'pingback' ), array( '0', 'trackback' ), array( 'trash', 'pingback' ), array( '1', 'note' ), array( '1', 'comment' ) ) as $row ) {
			$this->comment(
				array(
					'comment_post_ID'  => $post,
					'comment_approved' => $row[0],
					'comment_type'     => $row[1],
				)
			);
		}
		set_current_screen( 'edit-comments' );
		foreach ( array( 'comment', 'pings' ) as $type ) {
			// As WP_Comments_List_Table::comment_type_dropdown() asks.
			$args = array(
				'count'   => true,
				'orderby' => 'none',
				'type'    => $type,
			);
			remove_filter( 'comments_pre_query', array( CommentCounts::class, 'list_total' ), 10 );
			$core = get_comments( $args );
			add_filter( 'comments_pre_query', array( CommentCounts::class, 'list_total' ), 10, 2 );
			$seen = array();
			$spy  = static function ( $sql ) use ( &$seen ) {
				$seen[] = $sql;
				return $sql;
			};
			add_filter( 'query', $spy );
			$ours = get_comments( $args );
			remove_filter( 'query', $spy );
			$this->assertSame( $core, $ours, $type );
			$this->assertGreaterThanOrEqual( 'comment' === $type ? 3 : 2, $ours, $type );
			foreach ( $seen as $sql ) {
				$this->assertStringNotContainsString( 'comment_type IN (\'\', \'comment\')', $sql, 'comments are never counted one by one' );
			}
		}
		set_current_screen( 'front' );
		foreach ( array( "comment_type IN ('pingback', 'trackback')", "(comment_type > '' AND comment_type < 'comment' OR comment_type > 'comment')" ) as $types ) {
			$plan = $wpdb->get_results( 'EXPLAIN ' . CommentCounts::type_sql( $types ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
			$this->assertCount( 1, $plan );
			$this->assertSame( 'mvc_type_status', $plan[0]['key'], $types );
			$this->assertSame( 'range', $plan[0]['type'], $types );
			$this->assertStringContainsString( 'Using index', (string) $plan[0]['Extra'], $types );
		}
	}
}
