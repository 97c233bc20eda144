<?php
/**
 * The post lists of wp-admin: the months dropdown.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\PostList;

use Mvc\Core\Admin\KeptCounts;

/**
 * The months dropdown of a post list: read by a loose scan of mvc_type_date (one short backward
 * step per month that has posts, newest first), kept until the type's posts change.
 */
final class Months {

	/**
	 * `pre_months_dropdown_query`: the months that have posts of the type (not auto-drafts), newest
	 * first, by a loose scan of mvc_type_date; attachments keep core's query (their status is
	 * inherit, their own dropdown).
	 *
	 * @param mixed $months    Months a filter before gave (false: none).
	 * @param mixed $post_type The list's post type.
	 * @return mixed
	 */
	public static function months( $months, $post_type ) {
		if ( false !== $months || ! is_string( $post_type ) || 'attachment' === $post_type ) {
			return $months;
		}
		$trash  = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown, as core reads it.
		$months = KeptCounts::get( self::months_record( $post_type ), $trash ? 'trash' : 'listed', static fn() => self::scan_months( $post_type, $trash ) );
		return array_map(
			static fn( $month ) => (object) array(
				'year'  => (string) $month[0],
				'month' => (string) $month[1],
			),
			is_array( $months ) ? $months : array()
		);
	}

	/**
	 * The loose scan of the months (counted when the kept record is stale).
	 *
	 * @param string $post_type The list's post type.
	 * @param bool   $trash     Whether the trash is shown.
	 * @return list<array{0: int, 1: int}> Year and month, newest first.
	 */
	public static function scan_months( string $post_type, bool $trash ): array {
		global $wpdb;
		$months = array();
		$before = null;
		// One step per month that has posts; a hundred years at most.
		for ( $step = 0; $step < 1200; $step++ ) {
			$date = $wpdb->get_var( self::month_sql( $post_type, $trash, $before ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared in month_sql(); one short step each.
			if ( ! is_string( $date ) || ! preg_match( '/^(\d{4})-(\d{2})/', $date, $parts ) ) {
				break;
			}
			$months[] = array( (int) $parts[1], (int) $parts[2] );
			$before   = $parts[1] . '-' . $parts[2] . '-01 00:00:00';
		}
		return $months;
	}

	/**
	 * One step of the loose scan: the newest post of the type before a month's first moment (or the
	 * newest of all), read backward on mvc_type_date and stopped at the first row whose status
	 * counts; the statuses as core's dropdown takes them (not auto-drafts, and not the trash unless
	 * the trash is shown, then only the trash). Tests EXPLAIN it.
	 *
	 * @param string      $post_type Post type.
	 * @param bool        $trash     Whether the trash is shown.
	 * @param string|null $before    The first moment of the month after the one asked for, or null.
	 */
	public static function month_sql( string $post_type, bool $trash = false, ?string $before = null ): string {
		global $wpdb;
		$status = $trash ? "post_status = 'trash'" : "post_status <> 'auto-draft' AND post_status <> 'trash'";
		$sql    = $wpdb->prepare( "SELECT post_date FROM {$wpdb->posts} FORCE INDEX (mvc_type_date) WHERE post_type = %s AND {$status}", $post_type ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $status is a constant.
		if ( null !== $before ) {
			$sql .= $wpdb->prepare( ' AND post_date < %s', $before );
		}
		return $sql . ' ORDER BY post_date DESC LIMIT 1';
	}

	/**
	 * The kept record of a post type's months dropdown ('listed', 'trash'): apart from the counts,
	 * so that an auto-draft (the dashboard's quick draft, a new post's screen), which the months
	 * leave out, does not make the months stale.
	 *
	 * @param string $post_type Post type.
	 */
	public static function months_record( string $post_type ): string {
		return 'months_' . $post_type;
	}
}
