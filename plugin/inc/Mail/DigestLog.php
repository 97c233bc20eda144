<?php
/**
 * The bi-weekly digest's log: one row per member and period.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Data\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a repository of a custom table: exact, uncached reads, as Member\'s are.

/**
 * Rows of Tables::digest_log(), keyed by (user_id, period). A row is claimed (INSERT IGNORE: of
 * two runs, one gets it) before the digest is put together, then marked sent, empty (nothing new:
 * no mail) or failed. A row never goes back to claimed, so a member gets at most one digest per
 * period whatever happens to the run.
 *
 * `claimed_at` is also the end of the window the digest covered: the next digest of the member
 * starts there (last_sent_at()), so an article published while a mail was being sent is in the
 * next one, and the articles of a failed period come in the next one.
 */
final class DigestLog {

	public const CLAIMED = 'claimed';
	public const SENT    = 'sent';
	public const EMPTY   = 'empty';
	public const FAILED  = 'failed';

	/**
	 * Claims a member's digest of a period: true for exactly one caller.
	 *
	 * @param int    $user_id Member id.
	 * @param string $period  The period (Y-m-d).
	 * @param int    $now     Unix time of the claim (the end of the digest's window).
	 */
	public static function claim( int $user_id, string $period, int $now ): bool {
		global $wpdb;
		$table = Tables::digest_log();
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, period, status, post_count, claimed_at) VALUES (%d, %s, %s, 0, %s)", $user_id, $period, self::CLAIMED, gmdate( 'Y-m-d H:i:s', $now ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Marks a claimed row with its outcome.
	 *
	 * @param int    $user_id    Member id.
	 * @param string $period     The period.
	 * @param string $status     SENT, EMPTY or FAILED.
	 * @param int    $post_count Articles in the mail.
	 */
	public static function mark( int $user_id, string $period, string $status, int $post_count = 0 ): void {
		global $wpdb;
		$table = Tables::digest_log();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, post_count = %d, sent_at = %s WHERE user_id = %d AND period = %s AND status = %s", $status, $post_count, gmdate( 'Y-m-d H:i:s' ), $user_id, $period, self::CLAIMED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Marks a member's row of a period failed when it is still claimed and was claimed before a
	 * time: the run that claimed it stopped between the claim and the outcome, so whether its mail
	 * left is unknown, and it is not sent again (see Digest).
	 *
	 * @param int    $user_id Member id.
	 * @param string $period  The period.
	 * @param int    $before  Unix time: only claims older than this.
	 * @return bool Whether the row was marked.
	 */
	public static function fail_stale( int $user_id, string $period, int $before ): bool {
		global $wpdb;
		$table = Tables::digest_log();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE user_id = %d AND period = %s AND status = %s AND claimed_at < %s", self::FAILED, $user_id, $period, self::CLAIMED, gmdate( 'Y-m-d H:i:s', $before ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The status of a member's row of a period, or null without one.
	 *
	 * @param int    $user_id Member id.
	 * @param string $period  The period.
	 */
	public static function status( int $user_id, string $period ): ?string {
		global $wpdb;
		$table  = Tables::digest_log();
		$status = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE user_id = %d AND period = %s", $user_id, $period ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		return is_string( $status ) ? $status : null;
	}

	/**
	 * When the window of the member's last sent digest ended (its claim), or null before the first.
	 *
	 * @param int $user_id Member id.
	 * @return int|null Unix time.
	 */
	public static function last_sent_at( int $user_id ): ?int {
		global $wpdb;
		$table = Tables::digest_log();
		$last  = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(claimed_at) FROM {$table} WHERE user_id = %d AND status = %s", $user_id, self::SENT ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( ! is_string( $last ) ) {
			return null;
		}
		$time = strtotime( $last . ' UTC' );
		return false === $time ? null : $time;
	}

	/**
	 * The last_sent_at() of several members, in one query.
	 *
	 * @param int[] $user_ids Member ids.
	 * @phpstan-param list<int> $user_ids
	 * @return array<int, int> Member id => Unix time, for the members with a sent digest.
	 */
	public static function last_sent_many( array $user_ids ): array {
		global $wpdb;
		if ( ! $user_ids ) {
			return array();
		}
		$table = Tables::digest_log();
		$ids   = implode( ',', array_map( 'intval', $user_ids ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, MAX(claimed_at) AS last FROM {$table} WHERE user_id IN ({$ids}) AND status = %s GROUP BY user_id", self::SENT ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, integer ids.
		$out   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$time = strtotime( $row->last . ' UTC' );
			if ( false !== $time ) {
				$out[ (int) $row->user_id ] = $time;
			}
		}
		return $out;
	}

	/**
	 * Rows of a period by status.
	 *
	 * @param string $period The period.
	 * @return array<string, int> Status => rows (every status, 0 when none).
	 */
	public static function counts( string $period ): array {
		global $wpdb;
		$table  = Tables::digest_log();
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$table} WHERE period = %s GROUP BY status", $period ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$counts = array_fill_keys( array( self::SENT, self::EMPTY, self::FAILED, self::CLAIMED ), 0 );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $counts;
	}
}
