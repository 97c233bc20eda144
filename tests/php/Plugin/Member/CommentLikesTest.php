<?php
/**
 * A deleted comment's likes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\CommentMentionNames;
use Mvc\Core\Comments\CommentModeration;
use Mvc\Tests\TestCase;

/**
 * Deleting a comment removes its likes: tried again after a conflict, and logged, with the rows
 * left, when the database did not do it.
 */
final class CommentLikesTest extends TestCase {

	private const DEADLOCK = "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock; try restarting transaction'";

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
	}

	/**
	 * A comment liked by two members.
	 */
	private function liked_comment(): int {
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => self::factory()->post(),
				'user_id'          => self::factory()->member(),
				'comment_content'  => '值得一读。',
				'comment_approved' => 1,
			)
		);
		$likes   = new CommentLikes();
		$likes->add( self::factory()->member(), $comment );
		$likes->add( self::factory()->member(), $comment );
		return $comment;
	}

	/**
	 * Rows of a comment in the likes table.
	 *
	 * @param int $comment Comment id.
	 */
	private function rows( int $comment ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::comment_likes() . ' WHERE comment_id = %d', $comment ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}

	/**
	 * Replaces the deletes of the likes table with $statement, $times times; removed by the caller.
	 *
	 * @param string $statement What runs instead.
	 * @param int    $times     How many deletes fail.
	 * @return callable The filter.
	 */
	private function fail_deletes( string $statement, int $times ): callable {
		$table  = Tables::comment_likes();
		$filter = static function ( $query ) use ( $statement, $table, &$times ) {
			if ( $times > 0 && is_string( $query ) && 1 === preg_match( '/^\s*DELETE FROM `?' . preg_quote( $table, '/' ) . '`? /', $query ) ) {
				--$times;
				return $statement;
			}
			return $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	public function test_a_deleted_comments_likes_go_after_a_conflict_too(): void {
		$plain      = $this->liked_comment();
		$conflicted = $this->liked_comment();

		wp_delete_comment( $plain, true );
		$filter = $this->fail_deletes( self::DEADLOCK, 1 );
		try {
			wp_delete_comment( $conflicted, true );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 0, $this->rows( $plain ) );
		$this->assertSame( 0, $this->rows( $conflicted ) );
		$this->assertSame( '', $this->capture_error_log() );
	}

	public function test_likes_the_database_did_not_delete_are_logged_and_left(): void {
		$comment = $this->liked_comment();

		$filter = $this->fail_deletes( 'SELECT * FROM mvc_no_such_table', PHP_INT_MAX );
		try {
			$removed = ( new CommentLikes() )->remove_all( $comment );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertFalse( $removed );
		$this->assertSame( 2, $this->rows( $comment ) );
		$this->assertStringContainsString( 'MVC Core: a statement was not written', $this->capture_error_log() );
	}

	/**
	 * A comment's like count as kept on the comment (comment_karma), read from the table.
	 *
	 * @param int $comment Comment id.
	 */
	private function kept( int $comment ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT comment_karma FROM {$wpdb->comments} WHERE comment_ID = %d", $comment ) );
	}

	public function test_the_kept_count_follows_every_like_and_unlike(): void {
		$comment = $this->liked_comment();
		$likes   = new CommentLikes();
		$fan     = self::factory()->member();
		$this->assertSame( 2, $this->kept( $comment ) );

		$this->assertTrue( $likes->add( $fan, $comment ) );
		$this->assertFalse( $likes->add( $fan, $comment ), 'liked already' );
		$this->assertSame( 3, $this->kept( $comment ) );
		$this->assertFalse( $likes->remove( self::factory()->member(), $comment ), 'never liked it' );
		$this->assertTrue( $likes->remove( $fan, $comment ) );
		$this->assertFalse( $likes->remove( $fan, $comment ), 'unliked already' );
		$this->assertSame( 2, $this->kept( $comment ) );
		$this->assertSame( $this->rows( $comment ), $this->kept( $comment ) );
	}

	public function test_a_like_the_database_did_not_write_leaves_the_count_as_it_was(): void {
		$comment = $this->liked_comment();
		$filter  = static function ( $query ) {
			return is_string( $query ) && str_contains( $query, 'comment_karma = GREATEST' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $filter );
		try {
			$added = ( new CommentLikes() )->add( self::factory()->member(), $comment );
		} finally {
			remove_filter( 'query', $filter );
		}
		$this->assertInstanceOf( \WP_Error::class, $added );
		$this->assertSame( 2, $this->rows( $comment ), 'the row was rolled back with the count' );
		$this->assertSame( 2, $this->kept( $comment ) );
	}

	public function test_the_count_stays_through_an_edit_and_every_status(): void {
		$comment = $this->liked_comment();
		// An edit from a copy read before a like: WordPress writes back every column it read, but not
		// the count.
		$stale = get_comment( $comment, ARRAY_A );
		( new CommentLikes() )->add( self::factory()->member(), $comment );
		$stale['comment_content'] = '改过的评论。';
		$stale['comment_karma']   = 0;
		$this->assertSame( 1, wp_update_comment( wp_slash( $stale ) ) );
		$this->assertSame( 3, $this->kept( $comment ) );
		foreach ( array( 'hold', 'approve', 'spam', 'unspam', 'trash', 'untrash' ) as $action ) {
			if ( in_array( $action, array( 'spam', 'trash' ), true ) ) {
				'spam' === $action ? wp_spam_comment( $comment ) : wp_trash_comment( $comment );
			} elseif ( in_array( $action, array( 'unspam', 'untrash' ), true ) ) {
				'unspam' === $action ? wp_unspam_comment( $comment ) : wp_untrash_comment( $comment );
			} else {
				wp_set_comment_status( $comment, $action );
			}
			$this->assertSame( 3, $this->kept( $comment ), $action );
		}
	}

	public function test_a_deleted_members_likes_leave_with_their_counts_lowered(): void {
		$one   = $this->liked_comment();
		$two   = $this->liked_comment();
		$fan   = self::factory()->member();
		$likes = new CommentLikes();
		$likes->add( $fan, $one );
		$likes->add( $fan, $two );
		$this->assertSame( 3, $this->kept( $one ) );

		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $fan );

		$this->assertSame( 2, $this->kept( $one ) );
		$this->assertSame( 2, $this->kept( $two ) );
		$this->assertSame( 2, $this->rows( $one ) );
	}

	public function test_recount_sets_every_count_from_the_likes_table(): void {
		global $wpdb;
		$comment = $this->liked_comment();
		$other   = $this->liked_comment();
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 9 ), array( 'comment_ID' => $comment ) );
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 0 ), array( 'comment_ID' => $other ) );

		CommentLikes::recount_all( 1 );

		$this->assertSame( 2, $this->kept( $comment ) );
		$this->assertSame( 2, $this->kept( $other ) );
	}

	public function test_the_shown_count_is_the_kept_one_read_by_primary_key_and_the_readers_like_by_the_unique_key(): void {
		global $wpdb;
		$comment = $this->liked_comment();
		$reader  = self::factory()->member();
		( new CommentLikes() )->add( $reader, $comment );
		update_option( CommentModeration::KARMA_OPTION, 'done' );
		// A kept count that says more than the rows: the shown count is the kept one.
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 14000 ), array( 'comment_ID' => $comment ) );
		wp_set_current_user( $reader );
		CommentLikes::forget();

		$queries = array();
		$spy     = static function ( $sql ) use ( &$queries ) {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		$stats = CommentLikes::stats( $comment );
		remove_filter( 'query', $spy );

		$this->assertSame( array( 14000, true ), $stats );
		$this->assertCount( 1, $queries );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the query the class ran.
		foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $queries[0], ARRAY_A ) as $step ) {
			$this->assertNotSame( 'ALL', $step['type'], (string) wp_json_encode( $step ) );
			$this->assertContains( $step['key'], array( 'PRIMARY', 'user_comment' ), (string) wp_json_encode( $step ) );
		}

		// Until the counts are set, they are counted from the rows.
		update_option( CommentModeration::KARMA_OPTION, '0' );
		CommentLikes::forget();
		$this->assertSame( array( 3, true ), CommentLikes::stats( $comment ) );
	}

	public function test_the_counts_are_set_once_from_the_likes_table_resumably(): void {
		global $wpdb;
		$comment = $this->liked_comment();
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 0 ), array( 'comment_ID' => $comment ) );
		update_option( CommentModeration::KARMA_OPTION, '0' );
		add_option( CommentModeration::KARMA_OPTION . '_lock', (string) time(), '', false );

		CommentModeration::maybe_count_likes();
		$this->assertSame( 0, $this->kept( $comment ), 'another request is counting' );

		update_option( CommentModeration::KARMA_OPTION . '_lock', (string) ( time() - 600 ) );
		CommentModeration::maybe_count_likes();
		$this->assertSame( 2, $this->kept( $comment ), 'a lock left by a dead request is taken over' );
		$this->assertSame( 'done', get_option( CommentModeration::KARMA_OPTION ) );
		$this->assertFalse( get_option( CommentModeration::KARMA_OPTION . '_lock' ) );
	}

	public function test_the_name_table_is_filled_once_from_the_members(): void {
		global $wpdb;
		$member = self::factory()->member( array( 'display_name' => '填表张三' ) );
		$table  = CommentMentionNames::table();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the class.
		update_option( CommentMentionNames::BUILT_OPTION, '0' );

		CommentMentionNames::maybe_build();

		$this->assertSame( 'done', get_option( CommentMentionNames::BUILT_OPTION ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the class.
		$grams = $wpdb->get_col( $wpdb->prepare( "SELECT gram FROM {$table} WHERE user_id = %d ORDER BY gram", $member ) );
		$this->assertEqualsCanonicalizing( CommentMentionNames::grams( '填表张三' ), $grams );
	}
}
