<?php
/**
 * Sliding-window rate limits kept in the database.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- hits are counted with atomic upserts shared by every node; a cached count would let requests through.

/**
 * Counts hits per bucket (an action and a subject, "login:ip:1.2.3.4") in a sliding window (the
 * current fixed window plus the previous one, weighted), so a limit never resets all at once and a
 * refusal can say when to try again (retry_after()). A hit is one atomic INSERT … ON DUPLICATE KEY
 * UPDATE, taken back when over the limit: several PHP nodes count exactly and refused tries do not
 * push the window. Each statement runs through Data\Retry::once(), so a Galera conflict is tried again
 * and a lost connection never counts twice. See docs/security.md, "Limits".
 */
final class RateLimiter {

	/**
	 * Records a hit and says whether the bucket is still within its limit. A refused hit is not
	 * counted.
	 *
	 * @param string $bucket  Action and subject.
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @param bool   $sliding False for a fixed window (a lock of one hit per window, such as one
	 *                        code a minute, would otherwise hold for up to two windows).
	 * @return bool False when this hit is over the limit.
	 */
	public function hit( string $bucket, int $limit, int $window, bool $sliding = true ): bool {
		global $wpdb;
		$limit = self::filtered( $limit, $bucket );
		$table = Tables::rate_limits();
		$key   = hash( 'sha256', $bucket );
		$start = self::window_start( $window );
		// Several nodes writing one bucket at once conflict on a Galera cluster: tried again, and a
		// hit that could not be counted is refused (a limit must not let uncounted hits through).
		$counted = Retry::once(
			$wpdb->prepare(
				"INSERT INTO {$table} (bucket, window_start, hits, expires_at) VALUES (%s, %s, 1, %s) ON DUPLICATE KEY UPDATE hits = hits + 1", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$key,
				gmdate( 'Y-m-d H:i:s', $start ),
				// The row is still read as the previous window during the next one.
				gmdate( 'Y-m-d H:i:s', $start + 2 * $window )
			)
		);
		if ( false === $counted ) {
			return false;
		}
		$count = $sliding ? $this->estimate( $bucket, $window ) : $this->counts( $bucket, $window )[1];
		if ( $count <= $limit ) {
			return true;
		}
		Retry::once(
			$wpdb->prepare(
				"UPDATE {$table} SET hits = hits - 1 WHERE bucket = %s AND window_start = %s AND hits > 0", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$key,
				gmdate( 'Y-m-d H:i:s', $start )
			)
		);
		return false;
	}

	/**
	 * Hits within the last `$window` seconds (the sliding estimate), without counting one.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $window Window length in seconds.
	 */
	public function hits( string $bucket, int $window ): int {
		return (int) floor( $this->estimate( $bucket, $window ) );
	}

	/**
	 * Whether the bucket takes no more hits now, without counting one.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 */
	public function is_full( string $bucket, int $limit, int $window ): bool {
		return $this->estimate( $bucket, $window ) + 1 > self::filtered( $limit, $bucket );
	}

	/**
	 * Seconds until the bucket takes another hit (0 when it takes one now).
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window Window length in seconds.
	 */
	public function retry_after( string $bucket, int $limit, int $window ): int {
		$limit                      = self::filtered( $limit, $bucket );
		list( $previous, $current ) = $this->counts( $bucket, $window );
		$elapsed                    = time() - self::window_start( $window );
		$left                       = $window - $elapsed;
		if ( $current + 1 <= $limit ) {
			// The previous window's share must fall by what is over; it falls by $previous per window.
			$over = $previous * $left / $window + $current + 1 - $limit;
			return $over <= 0 || $previous <= 0 ? 0 : (int) ceil( $over * $window / $previous );
		}
		// Wait for the next window, then for this window's hits to slide out far enough.
		return $left + (int) ceil( $window * max( 0, 1 - ( $limit - 1 ) / $current ) );
	}

	/**
	 * Removes rows that no window reads any more.
	 */
	public function purge_expired(): void {
		global $wpdb;
		$table = Tables::rate_limits();
		\Mvc\Core\Data\BatchDelete::run( $table, $wpdb->prepare( 'expires_at <= %s', gmdate( 'Y-m-d H:i:s' ) ), 'expires_at' );
	}

	/**
	 * Minutes, rounded up, for a refusal's "try again in N minutes".
	 *
	 * @param int $seconds Seconds.
	 */
	public static function minutes( int $seconds ): int {
		return max( 1, (int) ceil( $seconds / MINUTE_IN_SECONDS ) );
	}

	/**
	 * The sliding estimate: this window's hits plus the part of the previous window's hits that
	 * still lies within the last `$window` seconds.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $window Window length in seconds.
	 */
	private function estimate( string $bucket, int $window ): float {
		list( $previous, $current ) = $this->counts( $bucket, $window );
		$elapsed                    = time() - self::window_start( $window );
		return $previous * ( $window - $elapsed ) / $window + $current;
	}

	/**
	 * Hits of the previous and of the current fixed window, in one query.
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $window Window length in seconds.
	 * @return array{0: int, 1: int}
	 */
	private function counts( string $bucket, int $window ): array {
		global $wpdb;
		$table  = Tables::rate_limits();
		$start  = self::window_start( $window );
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT window_start, hits FROM {$table} WHERE bucket = %s AND window_start IN (%s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				hash( 'sha256', $bucket ),
				gmdate( 'Y-m-d H:i:s', $start - $window ),
				gmdate( 'Y-m-d H:i:s', $start )
			),
			ARRAY_A
		);
		$counts = array( 0, 0 );
		foreach ( (array) $rows as $row ) {
			$counts[ gmdate( 'Y-m-d H:i:s', $start ) === $row['window_start'] ? 1 : 0 ] = (int) $row['hits'];
		}
		return $counts;
	}

	/**
	 * Start of the current fixed window.
	 *
	 * @param int $window Window length in seconds.
	 */
	private static function window_start( int $window ): int {
		$now = time();
		return $now - ( $now % $window );
	}

	/**
	 * A limit as filtered.
	 *
	 * @param int    $limit  Hits allowed per window.
	 * @param string $bucket Action and subject.
	 */
	private static function filtered( int $limit, string $bucket ): int {
		/**
		 * Filters a rate limit (the local benchmark raises them to time many logins in a row).
		 *
		 * @param int    $limit  Hits allowed per window.
		 * @param string $bucket Action and subject.
		 */
		return (int) apply_filters( 'mvc_rate_limit', $limit, $bucket );
	}
}
