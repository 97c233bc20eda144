<?php
/**
 * Reads whose answer must not be made of what the database did not give.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

use WP_Error;

/**
 * The $wpdb object answers a failed SELECT (a database without quorum, a node going away) as null or no rows,
 * which a count turns into 0 and an answer into a plausible wrong value. checked() runs a read with
 * every statement's error watched: its result when all of them were answered, Retry::busy() (503,
 * "服务器繁忙，请重试。") when any failed, with one error_log line and no PHP warning or printed
 * error. The read may run any queries through $wpdb (meta, counts, WordPress's own functions).
 */
final class Reads {

	/**
	 * Runs a read, or answers Retry::busy() when one of its statements failed.
	 *
	 * @template T
	 * @param callable $read The read.
	 * @phpstan-param callable(): T $read
	 * @return mixed|WP_Error
	 * @phpstan-return T|WP_Error
	 */
	public static function checked( callable $read ) {
		global $wpdb;
		$error = '';
		// Runs before each statement, when wpdb still holds the previous statement's error.
		$watch            = static function ( $query ) use ( &$error ) {
			global $wpdb;
			$error = '' !== $error ? $error : (string) $wpdb->last_error;
			return $query;
		};
		$wpdb->last_error = '';
		$errors           = $wpdb->suppress_errors( true );
		add_filter( 'query', $watch, PHP_INT_MAX );
		try {
			$result = $read();
			// And the last statement's.
			$watch( '' );
		} finally {
			remove_filter( 'query', $watch, PHP_INT_MAX );
			$wpdb->suppress_errors( $errors );
		}
		if ( '' !== $error ) {
			error_log( 'MVC Core: a read failed (' . $error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see reads that failed.
			return Retry::busy();
		}
		return $result;
	}

	/**
	 * A post's like and favourite counts in one statement (the article page draws both): the same
	 * numbers as Likes::count_for_post() and Collections::count_for_post(), one round trip instead of
	 * two. Run it inside checked() like any read.
	 *
	 * @param int $post_id Post id.
	 * @return array{0: int, 1: int} Likes, favourites.
	 */
	public static function reaction_counts( int $post_id ): array {
		global $wpdb;
		$likes       = Tables::likes();
		$collections = Tables::collections();
		$row         = $wpdb->get_row( $wpdb->prepare( "SELECT (SELECT COUNT(*) FROM {$likes} WHERE post_id = %d) AS likes, (SELECT COUNT(*) FROM {$collections} WHERE post_id = %d) AS favorites", $post_id, $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table names from Tables.
		return array( (int) ( $row['likes'] ?? 0 ), (int) ( $row['favorites'] ?? 0 ) );
	}
}
