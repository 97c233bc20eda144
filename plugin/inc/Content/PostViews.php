<?php
/**
 * How often each article is read, and the most read of the last days.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Data\BatchDelete;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Module;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the views table is written with one atomic upsert per view and read exact; the most-read list is kept in an option (below).

/**
 * Counts views by one small beacon a page sends to POST /api/daily-blog/view (pages come from the page
 * cache, so PHP never sees most views): one atomic upsert into the article's count of the day, with no
 * cookie and nothing that identifies the reader. The MOST_READ list of the last DAYS days is kept in
 * an option (no query on a page: ContentVersion::autoload()) for CACHE_SECONDS or until the published
 * content changes, so an unpublished article leaves it at once. A daily WP-Cron event deletes days
 * older than KEEP_DAYS. See docs/features/public-pages.md, "Most read".
 */
final class PostViews implements Module {

	public const DAYS = 7;

	public const MOST_READ = 10;

	public const CACHE_SECONDS = 10 * MINUTE_IN_SECONDS;

	public const KEEP_DAYS = 30;

	public const PURGE_HOOK = 'mvc_purge_post_views';

	/**
	 * The kept list: `{ids, time, version}` (the ids, when they were counted, the content stamp then).
	 */
	public const OPTION = 'mvc_most_read';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Schedules the purge.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::PURGE_HOOK, array( self::class, 'purge' ) );
	}

	/**
	 * The daily purge, scheduled once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}

	/**
	 * Counts one view of a published article.
	 *
	 * The upsert is tried again after a conflict (many nodes count one article's day at once), as a
	 * one-statement transaction (Retry::once(): a lost connection never counts a view twice); when
	 * it was not written, or its outcome is unknown (connection lost at COMMIT), Retry::busy().
	 *
	 * @param int $post_id Article.
	 * @return bool|WP_Error Whether it was counted (false: not a published article), or Retry::busy().
	 */
	public static function count( int $post_id ) {
		global $wpdb;
		if ( ! PostFields::is_public_article( $post_id ) ) {
			return false;
		}
		$table   = Tables::post_views();
		$counted = Retry::once( $wpdb->prepare( "INSERT INTO {$table} (post_id, day, views) VALUES (%d, %s, 1) ON DUPLICATE KEY UPDATE views = views + 1", $post_id, wp_date( 'Y-m-d' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		return false === $counted ? Retry::busy() : true;
	}

	/**
	 * The views of an article over the last days (today included).
	 *
	 * @param int $post_id Article.
	 * @param int $days    Days.
	 */
	public static function views( int $post_id, int $days = self::DAYS ): int {
		global $wpdb;
		$table = Tables::post_views();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(views), 0) FROM {$table} WHERE post_id = %d AND day >= %s", $post_id, self::since( $days ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The most read published articles of the last DAYS days, most read first (ties: newest id).
	 *
	 * @return list<int> Post ids.
	 */
	public static function most_read(): array {
		$version = ContentVersion::watching() ? ContentVersion::current() : '';
		$kept    = get_option( self::OPTION );
		if ( is_array( $kept ) && is_array( $kept['ids'] ?? null ) && (int) ( $kept['time'] ?? 0 ) > time() - self::CACHE_SECONDS && ( $kept['version'] ?? '' ) === $version ) {
			ContentVersion::settle_autoload( self::OPTION );
			return array_map( 'intval', $kept['ids'] );
		}
		global $wpdb;
		$table = Tables::post_views();
		// Published articles only: a row of an article unpublished since is left out here.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT v.post_id FROM {$table} v INNER JOIN {$wpdb->posts} p ON p.ID = v.post_id AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' WHERE v.day >= %s GROUP BY v.post_id ORDER BY SUM(v.views) DESC, v.post_id DESC LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				self::since( self::DAYS ),
				self::MOST_READ
			)
		);
		$ids = array_map( 'intval', $ids );
		update_option(
			self::OPTION,
			array(
				'ids'     => $ids,
				'time'    => time(),
				'version' => $version,
			),
			// Autoloaded unless a shared object cache holds the options (ContentVersion::autoload()).
			ContentVersion::autoload()
		);
		return $ids;
	}

	/**
	 * Deletes the days older than KEEP_DAYS, and the kept list (counted again on its next view). A
	 * delete the database did not do (tried again after a conflict: Retry::statement()) is logged
	 * and changes nothing: the next day's run deletes those days.
	 *
	 * @return bool Whether the old days were deleted.
	 */
	public static function purge(): bool {
		global $wpdb;
		$table = Tables::post_views();
		// A day's rows are one value of the `day` index: deleted 1,000 at a time (BatchDelete::limited()).
		$deleted = BatchDelete::limited( $table, $wpdb->prepare( 'day < %s', self::since( self::KEEP_DAYS ) ), 'day' );
		if ( false === $deleted ) {
			return false;
		}
		delete_option( self::OPTION );
		return true;
	}

	/**
	 * The first day of the last $days days, today included, in the site's time zone.
	 *
	 * @param int $days Days.
	 */
	private static function since( int $days ): string {
		return wp_date( 'Y-m-d', time() - ( max( 1, $days ) - 1 ) * DAY_IN_SECONDS );
	}
}
