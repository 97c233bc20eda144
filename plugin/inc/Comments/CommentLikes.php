<?php
/**
 * Members' comment likes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the comment likes table: unique rows toggled atomically, a page's counts read exact in one query.

/**
 * One row per member and comment, kept unique by the table's key, so liking twice or unliking twice
 * is harmless and counts stay exact under concurrency. The like counts of a page of comments are read
 * in one query: comment queries queue their ids (queue()), and the first stats() call loads them all.
 * A like or unlike the database did not do (tried again after a conflict: Retry::statement()) is
 * Retry::busy(), never "nothing changed".
 */
final class CommentLikes {

	/**
	 * Comment ids queued for the next load.
	 *
	 * @var array<int, true>
	 */
	private static array $queued = array();

	/**
	 * Loaded stats of this request, comment id => [like count, liked by the current user].
	 *
	 * @var array<int, array{0: int, 1: bool}>
	 */
	private static array $stats = array();

	/**
	 * The user the stats were loaded for.
	 *
	 * @var int|null
	 */
	private static ?int $stats_user = null;

	/**
	 * The SQL condition that a comment may be liked by a member: a comment (not a pingback) on a
	 * published article readers can see, not the member's own. `c` is the comment, `p` its post.
	 */
	private const LIKEABLE = "c.comment_type IN ('', 'comment') AND c.user_id <> %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''";

	/**
	 * Likes a published comment another wrote on a public article; does nothing when the member
	 * likes it already or the comment is anything else. The check and the insert are one statement.
	 *
	 * @param int $user_id    Member id.
	 * @param int $comment_id Comment id.
	 * @return bool|WP_Error Whether a row was added, or Retry::busy() when the statement failed.
	 */
	public function add( int $user_id, int $comment_id ) {
		global $wpdb;
		$table = Tables::comment_likes();
		// The row and the comment's count (comment_karma) change in one transaction, the count by an
		// SQL increment: exact under concurrency, on every Galera node.
		$added = Retry::transaction(
			static function () use ( $wpdb, $table, $user_id, $comment_id ) {
				$added = $wpdb->query(
					$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- LIKEABLE holds the last %d.
						"INSERT IGNORE INTO {$table} (user_id, comment_id, created_at) SELECT %d, c.comment_ID, %s FROM {$wpdb->comments} c INNER JOIN {$wpdb->posts} p ON p.ID = c.comment_post_ID WHERE c.comment_ID = %d AND c.comment_approved = '1' AND " . self::LIKEABLE, // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names from Tables and $wpdb, the condition a constant.
						$user_id,
						current_time( 'mysql', true ),
						$comment_id,
						$user_id
					)
				);
				if ( 1 === $added ) {
					self::add_to_count( $comment_id, 1 );
				}
				return $added;
			}
		);
		$added = is_int( $added ) ? $added : false;
		clean_comment_cache( $comment_id );
		if ( false === $added ) {
			return Retry::busy();
		}
		self::changed();
		return 1 === $added;
	}

	/**
	 * Unlikes a comment on a public article (held ones included); does nothing otherwise. The check
	 * and the delete are one statement.
	 *
	 * @param int $user_id    Member id.
	 * @param int $comment_id Comment id.
	 * @return bool|WP_Error Whether a row was removed, or Retry::busy() when the statement failed.
	 */
	public function remove( int $user_id, int $comment_id ) {
		global $wpdb;
		$table   = Tables::comment_likes();
		$removed = Retry::transaction(
			static function () use ( $wpdb, $table, $user_id, $comment_id ) {
				$removed = $wpdb->query(
					$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- LIKEABLE holds the last %d.
						"DELETE l FROM {$table} l INNER JOIN {$wpdb->comments} c ON c.comment_ID = l.comment_id INNER JOIN {$wpdb->posts} p ON p.ID = c.comment_post_ID WHERE l.user_id = %d AND l.comment_id = %d AND " . self::LIKEABLE, // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names from Tables and $wpdb, the condition a constant.
						$user_id,
						$comment_id,
						$user_id
					)
				);
				if ( 1 === $removed ) {
					self::add_to_count( $comment_id, -1 );
				}
				return $removed;
			}
		);
		$removed = is_int( $removed ) ? $removed : false;
		clean_comment_cache( $comment_id );
		if ( false === $removed ) {
			return Retry::busy();
		}
		self::changed();
		return 1 === $removed;
	}

	/**
	 * A comment's like count and author, in one query.
	 *
	 * @param int $comment_id Comment id.
	 * @return array{0: int, 1: int} The count and the author's user id (0 for none).
	 */
	public function count_and_author( int $comment_id ): array {
		global $wpdb;
		$table = Tables::comment_likes();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT c.user_id, (SELECT COUNT(*) FROM {$table} l WHERE l.comment_id = c.comment_ID) AS likes FROM {$wpdb->comments} c WHERE c.comment_ID = %d", $comment_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and $wpdb.
		return is_array( $row ) ? array( (int) $row['likes'], (int) $row['user_id'] ) : array( 0, 0 );
	}

	/**
	 * Removes every like of a comment (when the comment is deleted), tried again after a conflict
	 * (Retry::statement()); a delete that still failed is logged and its rows stay (the comment is
	 * gone already, so they count nowhere).
	 *
	 * @param int $comment_id Comment id.
	 * @return bool Whether the likes were removed.
	 */
	public function remove_all( int $comment_id ): bool {
		global $wpdb;
		$table   = Tables::comment_likes();
		$removed = Retry::statement( $wpdb->prepare( "DELETE FROM {$table} WHERE comment_id = %d", $comment_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		self::changed();
		return false !== $removed;
	}

	/**
	 * Adds to a comment's like count, kept in its comment_karma column (which WordPress itself
	 * never uses; CommentModeration keeps wp_update_comment() from writing it back): an SQL
	 * increment, inside the caller's transaction.
	 *
	 * @param int $comment_id Comment id.
	 * @param int $delta      +1 or -1.
	 */
	private static function add_to_count( int $comment_id, int $delta ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->comments} SET comment_karma = GREATEST(0, CAST(comment_karma AS SIGNED) + %d) WHERE comment_ID = %d", $delta, $comment_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb.
	}

	/**
	 * Removes every comment like of a member (a deleted user), each liked comment's count lowered in
	 * the same transaction (SQL decrements: one per row, as the unique key allows one row per
	 * member and comment).
	 *
	 * @param int $user_id Member id.
	 * @return bool Whether they were removed.
	 */
	public static function remove_by_user( int $user_id ): bool {
		global $wpdb;
		$table = Tables::comment_likes();
		$done  = Retry::transaction(
			static function () use ( $wpdb, $table, $user_id ) {
				$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->comments} c INNER JOIN {$table} l ON l.comment_id = c.comment_ID SET c.comment_karma = GREATEST(0, CAST(c.comment_karma AS SIGNED) - 1) WHERE l.user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and $wpdb.
				return $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			}
		);
		self::changed();
		return is_int( $done );
	}

	/**
	 * Sets every comment's count from the comment likes table (the first request after an upgrade,
	 * or a repair), a range of comment ids per statement so that no transaction grows large.
	 *
	 * @param int $step Comment ids per statement.
	 */
	public static function recount_all( int $step = 20000 ): void {
		global $wpdb;
		$last = (int) $wpdb->get_var( "SELECT MAX(comment_ID) FROM {$wpdb->comments}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from $wpdb.
		for ( $from = 0; $from <= $last; $from += $step ) {
			self::recount_range( $from, $from + $step );
		}
		self::changed();
	}

	/**
	 * Sets the counts of a range of comments from the comment likes table: one statement.
	 *
	 * @param int $after Comments after this id.
	 * @param int $until Comments up to this id.
	 */
	public static function recount_range( int $after, int $until ): void {
		global $wpdb;
		$table = Tables::comment_likes();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and $wpdb.
		Retry::statement( $wpdb->prepare( "UPDATE {$wpdb->comments} c LEFT JOIN (SELECT comment_id, COUNT(*) AS n FROM {$table} WHERE comment_id > %d AND comment_id <= %d GROUP BY comment_id) x ON x.comment_id = c.comment_ID SET c.comment_karma = COALESCE(x.n, 0) WHERE c.comment_ID > %d AND c.comment_ID <= %d", $after, $until, $after, $until ) );
	}


	/**
	 * How many members like a comment (exact, read now).
	 *
	 * @param int $comment_id Comment id.
	 */
	public function count( int $comment_id ): int {
		global $wpdb;
		$table = Tables::comment_likes();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE comment_id = %d", $comment_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Whether a member likes a comment.
	 *
	 * @param int $user_id    Member id.
	 * @param int $comment_id Comment id.
	 */
	public function has( int $user_id, int $comment_id ): bool {
		global $wpdb;
		$table = Tables::comment_likes();
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND comment_id = %d", $user_id, $comment_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Queues comment ids whose stats will be asked for (a page of comments).
	 *
	 * @param array<int, int> $comment_ids Comment ids.
	 */
	public static function queue( array $comment_ids ): void {
		foreach ( $comment_ids as $id ) {
			if ( $id > 0 ) {
				self::$queued[ $id ] = true;
			}
		}
	}

	/**
	 * Like count of a comment (comment_karma, kept with each like in one transaction) and whether the
	 * current user likes it, loaded in one query together with every queued comment. A load that failed reads as no likes: the REST reads that show it
	 * run checked (Rest\CommentList::checked_read()), so they answer 503 instead.
	 *
	 * @param int $comment_id Comment id.
	 * @return array{0: int, 1: bool}
	 */
	public static function stats( int $comment_id ): array {
		$user_id = get_current_user_id();
		if ( self::$stats_user !== $user_id ) {
			self::$stats      = array();
			self::$stats_user = $user_id;
		}
		if ( ! isset( self::$stats[ $comment_id ] ) ) {
			self::$queued[ $comment_id ] = true;
			self::load( array_keys( array_diff_key( self::$queued, self::$stats ) ), $user_id );
			self::$queued = array();
		}
		return self::$stats[ $comment_id ] ?? array( 0, false );
	}

	/**
	 * Loads the stats of comments.
	 *
	 * @param array<int, int> $ids     Comment ids.
	 * @param int             $user_id Current user (0 for a visitor).
	 */
	private static function load( array $ids, int $user_id ): void {
		global $wpdb;
		if ( ! $ids ) {
			return;
		}
		$table        = Tables::comment_likes();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		if ( 'done' === get_option( CommentModeration::KARMA_OPTION ) ) {
			// The counts kept on write (comment_karma, read fresh: a cached comment object may be
			// older than a like), and the reader's own likes by the unique key (user_id, comment_id):
			// a lookup per comment however many likes it has.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table names from Tables and $wpdb; one %d per id.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT c.comment_ID AS comment_id, c.comment_karma AS likes, EXISTS (SELECT 1 FROM {$table} l WHERE l.user_id = %d AND l.comment_id = c.comment_ID) AS mine FROM {$wpdb->comments} c WHERE c.comment_ID IN ({$placeholders})", array_merge( array( $user_id ), $ids ) ), ARRAY_A );
		} else {
			// Until the counts are set (the first requests after the upgrade): counted from the likes.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name from Tables; one %d per id.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT comment_id, COUNT(*) AS likes, MAX(user_id = %d) AS mine FROM {$table} WHERE comment_id IN ({$placeholders}) GROUP BY comment_id", array_merge( array( $user_id ), $ids ) ), ARRAY_A );
		}
		foreach ( $ids as $id ) {
			self::$stats[ $id ] = array( 0, false );
		}
		foreach ( (array) $rows as $row ) {
			self::$stats[ (int) $row['comment_id'] ] = array( (int) $row['likes'], $user_id > 0 && 1 === (int) $row['mine'] );
		}
	}

	/**
	 * Forgets what this request loaded (after a change, and between tests).
	 */
	public static function forget(): void {
		self::$stats      = array();
		self::$queued     = array();
		self::$stats_user = null;
	}

	/**
	 * After a change: the loaded stats and the cached comment queries (ordered by likes) are stale.
	 */
	private static function changed(): void {
		self::forget();
		wp_cache_set_comments_last_changed();
	}
}
