<?php
/**
 * A deleted comment's likes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\CommentLikes;
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
}
