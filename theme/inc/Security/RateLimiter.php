<?php
/**
 * Fixed-window rate limits kept in the database.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Data\Tables;

/**
 * Counts hits per bucket (an action and a subject, such as "login:ip:1.2.3.4") in fixed windows.
 * The counter is one atomic INSERT ... ON DUPLICATE KEY UPDATE, so concurrent requests on several
 * PHP nodes count exactly; nothing is kept in PHP memory.
 */
final class RateLimiter {

	/**
	 * Records a hit and says whether the bucket is still within its limit.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 * @return bool False when this hit is over the limit.
	 */
	public function hit( string $bucket, int $limit, int $window ): bool {
		global $wpdb;
		/**
		 * Filters a rate limit (the local benchmark raises them to time many logins in a row).
		 *
		 * @param int    $limit  Hits allowed per window.
		 * @param string $bucket Action and subject.
		 */
		$limit = (int) apply_filters( 'mvc_rate_limit', $limit, $bucket );
		$table = Tables::rate_limits();
		$key   = hash( 'sha256', $bucket );
		$now   = time();
		$start = $now - ( $now % $window );
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (bucket, window_start, hits, expires_at) VALUES (%s, %s, 1, %s) ON DUPLICATE KEY UPDATE hits = hits + 1", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$key,
				gmdate( 'Y-m-d H:i:s', $start ),
				gmdate( 'Y-m-d H:i:s', $start + $window )
			)
		);
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT hits FROM {$table} WHERE bucket = %s AND window_start = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$key,
				gmdate( 'Y-m-d H:i:s', $start )
			)
		) <= $limit;
	}

	/**
	 * Hits of the current window.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $window Window length in seconds.
	 */
	public function hits( string $bucket, int $window ): int {
		global $wpdb;
		$table = Tables::rate_limits();
		$now   = time();
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT hits FROM {$table} WHERE bucket = %s AND window_start = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				hash( 'sha256', $bucket ),
				gmdate( 'Y-m-d H:i:s', $now - ( $now % $window ) )
			)
		);
	}

	/**
	 * Removes finished windows.
	 */
	public function purge_expired(): void {
		global $wpdb;
		$table = Tables::rate_limits();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at <= %s", gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}
}
