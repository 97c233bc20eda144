<?php
/**
 * Submissions are deleted after the retention period.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Settings;

/**
 * A daily WP-Cron event (HOOK) deletes for good, trash included, the submissions older than the
 * setting `submission_retention_days` (Settings > Site settings, default 365, at least 1), BATCH
 * at a time, at most BATCHES batches a run; when more are left, it runs again a minute later. The
 * plugin's deactivation unschedules it (Plugin::cron_hooks()).
 */
final class Retention implements Module {

	public const HOOK = 'mvc_purge_submissions';

	/**
	 * Submissions deleted per query, and batches per run.
	 */
	public const BATCH   = 100;
	public const BATCHES = 10;

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
		$before  = gmdate( 'Y-m-d H:i:s', $now - $days * DAY_IN_SECONDS );
		$deleted = 0;
		for ( $batch = 0; $batch < self::BATCHES; $batch++ ) {
			$ids = self::older_than( $before );
			foreach ( $ids as $id ) {
				if ( wp_delete_post( $id, true ) ) {
					++$deleted;
				}
			}
			if ( count( $ids ) < self::BATCH ) {
				wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
				return $deleted;
			}
		}
		// More are left: the rest a minute later (WordPress drops it if a run is due already).
		wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		return $deleted;
	}

	/**
	 * A batch of ids of submissions (any status) that arrived before a time.
	 *
	 * @param string $before GMT time, Y-m-d H:i:s.
	 * @return list<int>
	 */
	private static function older_than( string $before ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a batch of ids to delete; nothing to cache.
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_date_gmt < %s ORDER BY post_date_gmt ASC LIMIT %d",
				SubmissionType::TYPE,
				$before,
				self::BATCH
			)
		);
		return array_values( array_map( 'intval', $ids ) );
	}
}
