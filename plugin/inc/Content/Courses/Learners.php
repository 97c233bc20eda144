<?php
/**
 * The learner count of the courses.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Courses;

use Mvc\Core\Data\BatchDelete;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\Lock;
use Mvc\Core\Security\Signer;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a custom table and one-statement atomic counts; the meta cache is cleared after each change.

/**
 * Counts a course's learners (meta course_learners) once per reader per course per day, however often
 * 开始学习 is pressed, with nothing set in the browser: the reader is the member's id, else the address
 * and user agent, stored only as a keyed hash with the day (wp_salt()), so no row can be read back to
 * a person. One row per course, reader and day; INSERT IGNORE and the count's UPDATE run in one
 * Data\Retry transaction, so concurrent presses on several nodes (a Galera conflict included) count
 * exactly once. Rows older than KEEP_DAYS go when a new one is inserted. See docs/features/courses.md.
 */
final class Learners {

	public const KEEP_DAYS = 2;

	/**
	 * Counts a reader of a published course once per day.
	 *
	 * @param int    $course_id The course (published; the caller checks).
	 * @param string $reader    The reader (reader()).
	 * @param string $day       The day, Y-m-d (today()).
	 * @return int|WP_Error The course's learner count afterwards, or the busy refusal when the press
	 *                      could not be written (a conflict on every try): nothing changed then.
	 */
	public static function add( int $course_id, string $reader, string $day ) {
		global $wpdb;
		self::ensure_count_row( $course_id );
		$table   = Tables::course_learners();
		$hash    = self::hash( $reader, $day );
		$counted = Retry::transaction(
			static function () use ( $wpdb, $table, $course_id, $hash, $day ): bool {
				$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (course_id, reader_hash, day) VALUES (%d, %s, %s)", $course_id, $hash, $day ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				if ( 1 !== $inserted ) {
					return false;
				}
				$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS UNSIGNED) + 1 WHERE post_id = %d AND meta_key = %s AND meta_value REGEXP '^[0-9]{1,18}$'", $course_id, Course::META_LEARNERS ) );
				return true;
			}
		);
		if ( true === $counted ) {
			wp_cache_delete( $course_id, 'post_meta' );
			BatchDelete::limited( $table, $wpdb->prepare( 'day < %s', self::day_before( $day, self::KEEP_DAYS ) ), 'day' );
		}
		if ( $counted instanceof WP_Error ) {
			return $counted;
		}
		return self::count( $course_id );
	}

	/**
	 * A course's learner count, as stored now.
	 *
	 * @param int $course_id The course.
	 */
	public static function count( int $course_id ): int {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1", $course_id, Course::META_LEARNERS ) );
		return max( 0, (int) $value );
	}

	/**
	 * The current reader: the logged-in user's id, otherwise the client's address and user agent.
	 */
	public static function reader(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'user:' . $user : 'client:' . Client::ip() . '|' . Client::user_agent();
	}

	/**
	 * Today in the site's time zone.
	 */
	public static function today(): string {
		return wp_date( 'Y-m-d' );
	}

	/**
	 * The stored form of a reader on a day: a keyed hash (the key from the site's salts).
	 *
	 * @param string $reader The reader.
	 * @param string $day    The day.
	 */
	public static function hash( string $reader, string $day ): string {
		return Signer::sign( Signer::COURSE_LEARNER, $reader, $day );
	}

	/**
	 * Makes sure the course has its count row, a number (Course adds it when a course is saved; a
	 * course from before, or a value that is not a number, starts again from 0). Under the course's
	 * lock, so two first readers on two nodes do not both add a row (the meta table has no unique
	 * key); outside the press's transaction, so the row is there, committed, before it counts.
	 *
	 * @param int $course_id The course.
	 */
	private static function ensure_count_row( int $course_id ): void {
		global $wpdb;
		$sql = $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s AND meta_value REGEXP '^[0-9]{1,18}$'", $course_id, Course::META_LEARNERS );
		if ( 0 !== (int) $wpdb->get_var( $sql ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
			return;
		}
		Lock::run(
			'course-learners:' . $course_id,
			static function () use ( $course_id, $sql ): void {
				global $wpdb;
				if ( 0 !== (int) $wpdb->get_var( $sql ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
					return;
				}
				wp_cache_delete( $course_id, 'post_meta' );
				update_post_meta( $course_id, Course::META_LEARNERS, 0 );
			}
		);
	}

	/**
	 * The day $days days before a day.
	 *
	 * @param string $day  Y-m-d.
	 * @param int    $days Days.
	 */
	private static function day_before( string $day, int $days ): string {
		$time = strtotime( $day . ' 00:00:00 UTC' );
		return gmdate( 'Y-m-d', ( false === $time ? time() : $time ) - $days * DAY_IN_SECONDS );
	}
}
