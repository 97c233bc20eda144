<?php
/**
 * Submissions are deleted after the retention period.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Admin\KeptCounts;
use Mvc\Core\Admin\PostList;
use Mvc\Core\Data\BatchDelete;
use Mvc\Core\Data\Retry;
use Mvc\Core\Module;
use Mvc\Core\Settings;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the purge's own set statements on core's and the inbox's tables (names from $wpdb and InboxIndex), every value a placeholder or an integer id; never cached.

/**
 * Deletes for good, trash included, the submissions older than `submission_retention_days` (站点设置,
 * default 365): a daily WP-Cron event (HOOK), BATCH at a time, at most BATCHES a run, again a minute
 * later while more are left. A batch is deleted as a set, not post by post: wp_delete_post() ran ~57
 * queries a submission (1,000 took 27 s). Files and comments still go as WordPress deletes them; one
 * short transaction removes the rest and moves InboxIndex's counts down, so they stay exact. Figures:
 * docs/performance.md, "The digest and member jobs".
 */
final class Retention implements Module {

	public const HOOK = 'mvc_purge_submissions';

	/**
	 * Submissions deleted per step (Data\BatchDelete's step), and steps per run.
	 */
	public const BATCH   = BatchDelete::ROWS;
	public const BATCHES = 20;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( self::class, 'purge' ) );
	}

	/**
	 * The daily event, scheduled once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Deletes the submissions older than the retention period, in batches.
	 *
	 * @param int|null $now The time to count from (tests); now when null.
	 * @return int How many were deleted.
	 */
	public static function purge( $now = null ): int {
		$now     = is_int( $now ) ? $now : time();
		$days    = max( 1, (int) Settings::get( 'submission_retention_days' ) );
		$before  = $now - $days * DAY_IN_SECONDS;
		$deleted = 0;
		for ( $batch = 0; $batch < self::BATCHES; $batch++ ) {
			$ids = self::older_than( $before );
			if ( $ids ) {
				$gone = self::delete( $ids );
				if ( false === $gone ) {
					break;
				}
				$deleted += $gone;
			}
			if ( count( $ids ) < self::BATCH ) {
				wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
				return $deleted;
			}
		}
		// More are left (or a step was not written): the rest a minute later (WordPress drops it if a run is due already).
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		return $deleted;
	}

	/**
	 * A batch of ids of submissions (any status) that arrived before a time: a range of the index
	 * mvc_type_date (post_type, post_date, …) (post_date is within a day of post_date_gmt whatever
	 * the site's zone; the exact bound is post_date_gmt's), at most BATCH, no sort.
	 *
	 * @param int $before Unix time.
	 * @return list<int>
	 */
	public static function older_than( int $before ): array {
		global $wpdb;
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_date < %s AND post_date_gmt < %s LIMIT %d",
				SubmissionType::TYPE,
				gmdate( 'Y-m-d H:i:s', $before + DAY_IN_SECONDS ),
				gmdate( 'Y-m-d H:i:s', $before ),
				self::BATCH
			)
		);
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Deletes submissions for good as a set: their files and comments as WordPress deletes them,
	 * then in one transaction their inbox index rows (the kept counts moved down by bucket), meta,
	 * term relationships and posts.
	 *
	 * @param int[] $ids Submission ids (at most BATCH).
	 * @phpstan-param list<int> $ids
	 * @return int|false Submissions deleted, or false when the transaction was not written.
	 */
	public static function delete( array $ids ) {
		global $wpdb;
		$list = implode( ',', array_map( 'intval', $ids ) );
		foreach ( $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_parent IN ({$list}) AND post_type = 'attachment'" ) as $attachment ) {
			wp_delete_attachment( (int) $attachment, true );
		}
		foreach ( $wpdb->get_col( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_post_ID IN ({$list})" ) as $comment ) {
			wp_delete_comment( (int) $comment, true );
		}
		$table  = InboxIndex::table();
		$counts = InboxIndex::counts_table();
		$type   = SubmissionType::TYPE;
		$done   = Retry::transaction(
			static function () use ( $wpdb, $list, $table, $counts, $type ) {
				// The batch's index rows, locked (an operator's mark waits), counted out of their buckets, deleted.
				$wpdb->query( "SELECT post_id FROM {$table} WHERE post_id IN ({$list}) FOR UPDATE" );
				$wpdb->query( "UPDATE {$counts} c JOIN (SELECT kind, post_status, state, COUNT(*) AS gone FROM {$table} WHERE post_id IN ({$list}) GROUP BY kind, post_status, state) d ON d.kind = c.kind AND d.post_status = c.post_status AND d.state = c.state SET c.n = c.n - d.gone" );
				$wpdb->query( "DELETE FROM {$table} WHERE post_id IN ({$list})" );
				$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ({$list})" );
				$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ({$list})" );
				return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE ID IN ({$list}) AND post_type = %s", $type ) );
			}
		);
		if ( is_wp_error( $done ) ) {
			return false;
		}
		foreach ( $ids as $id ) {
			wp_cache_delete( $id, 'posts' );
			wp_cache_delete( $id, 'post_meta' );
		}
		wp_cache_set_posts_last_changed();
		KeptCounts::bump( PostList::record( $type ) );
		return $done;
	}
}
