<?php
/**
 * Deleting many rows in short statements.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the daily purges of the plugin's own tables: exact, never cached.

/**
 * The daily purges (Member\SessionCookie::purge(): sessions, rate-limit windows, registrations,
 * codes, locks) delete their old rows ROWS at a time, in the order of an index (or of the primary
 * key, whose oldest rows are the old ones), each statement its own short transaction: a table
 * members write to is never locked for the whole purge (one DELETE of every expired row locked each
 * row it scanned until it ended, and on Galera made one large write set every node applies at once).
 */
final class BatchDelete {

	/**
	 * Rows a statement deletes at most.
	 */
	public const ROWS = 1000;

	/**
	 * Statements a purge runs at most (what is left waits for the next day's run).
	 */
	public const MAX_STATEMENTS = 2000;

	/**
	 * Deletes the rows of a table matching a condition, about ROWS at a time in the order of a
	 * column: a read (no locks) finds the value ROWS rows in, then one DELETE takes the rows up to
	 * it, a narrow range of the column's index (or of the primary key).
	 *
	 * @param string $table  Full table name (from Tables).
	 * @param string $where  Condition, prepared.
	 * @param string $column An indexed column (or the primary key) whose order is the rows' age.
	 * @param int    $rows   Rows a statement (ROWS by default).
	 * @return int|false Rows deleted, or false when a statement was not written (logged by Retry;
	 *                   the rows deleted before it stay deleted).
	 */
	public static function run( string $table, string $where, string $column, int $rows = self::ROWS ) {
		global $wpdb;
		$rows    = max( 1, $rows );
		$deleted = 0;
		for ( $i = 0; $i < self::MAX_STATEMENTS; $i++ ) {
			// phpcs:disable WordPress.DB.PreparedSQL -- table and column names from the callers, the condition prepared by them.
			$edge = $wpdb->get_var( "SELECT {$column} FROM {$table} WHERE {$where} ORDER BY {$column} LIMIT 1 OFFSET " . ( $rows - 1 ) );
			$done = Retry::statement( null === $edge ? "DELETE FROM {$table} WHERE {$where}" : $wpdb->prepare( "DELETE FROM {$table} WHERE {$where} AND {$column} <= %s", $edge ) );
			// phpcs:enable
			if ( false === $done ) {
				return false;
			}
			$deleted += $done;
			if ( null === $edge ) {
				break;
			}
		}
		return $deleted;
	}
	/**
	 * Deletes the rows of a table matching a condition ROWS at a time by `DELETE … ORDER BY … LIMIT`,
	 * for a purge whose expired rows share a few values of their index (post views' and course
	 * learners' `day`: a day's rows, thousands, are one value, so run()'s "up to the ROWS-th value"
	 * would take them all in one statement). Each statement reads a range of the column's index and
	 * locks at most ROWS rows; row-based replication (Galera) writes exactly those rows.
	 *
	 * @param string $table  Full table name (from Tables).
	 * @param string $where  Condition, prepared.
	 * @param string $column An indexed column whose range the condition is.
	 * @param int    $rows   Rows a statement (ROWS by default).
	 * @return int|false Rows deleted, or false when a statement was not written.
	 */
	public static function limited( string $table, string $where, string $column, int $rows = self::ROWS ) {
		$rows    = max( 1, $rows );
		$deleted = 0;
		for ( $i = 0; $i < self::MAX_STATEMENTS; $i++ ) {
			$done = Retry::statement( "DELETE FROM {$table} WHERE {$where} ORDER BY {$column} LIMIT {$rows}" ); // phpcs:ignore WordPress.DB.PreparedSQL -- table and column names from the callers, the condition prepared by them.
			if ( false === $done ) {
				return false;
			}
			$deleted += $done;
			if ( $done < $rows ) {
				break;
			}
		}
		return $deleted;
	}
}
