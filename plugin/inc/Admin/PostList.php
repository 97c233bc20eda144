<?php
/**
 * The post lists of wp-admin (edit.php) without sorting or counting a whole post type per page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;
use WP_Query;

/**
 * On edit.php WordPress asks for one page of a type's posts with SQL_CALC_FOUND_ROWS: with its
 * status list (publish OR draft OR …) the ORDER BY post_date cannot follow an index, so MariaDB
 * sorted all 100,000 articles for 20, and counted them all for the pager. And the months dropdown
 * read every post of the type for its distinct months.
 *
 * Here, on the list screens' main query only:
 * - the page is asked for without SQL_CALC_FOUND_ROWS, so the index mvc_type_date (post type,
 *   date, status, author: Schema::core_indexes()) gives the newest rows first with the status and
 *   the author tested in the index, and MariaDB stops after the page;
 * - the pager's total is counted by a COUNT of the same FROM and WHERE (the same filters: status,
 *   Mine, category, month, search; DISTINCT ids when a join is there), an index-only count: the
 *   number is the one SQL_CALC_FOUND_ROWS gave;
 * - the months dropdown is read by a loose scan of mvc_type_date (one short backward step per
 *   month that has posts, newest first), the same months in the same order.
 */
final class PostList implements Module {

	/**
	 * The count that replaces the found rows of the query being run (set in posts_request).
	 *
	 * @var array<int, string>
	 */
	private array $counts = array();

	/**
	 * Applies in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'posts_clauses_request', array( $this, 'clauses' ), PHP_INT_MAX, 2 );
		add_filter( 'posts_request', array( $this, 'request' ), PHP_INT_MAX, 2 );
		add_filter( 'found_posts_query', array( $this, 'found_posts_query' ), PHP_INT_MAX, 2 );
		add_filter( 'pre_months_dropdown_query', array( self::class, 'months' ), 10, 2 );
	}

	/**
	 * Whether a query is an edit.php list's main query.
	 *
	 * @param mixed $query The query.
	 */
	public static function applies( $query ): bool {
		if ( ! $query instanceof WP_Query || ! $query->is_main_query() || ! is_admin() ) {
			return false;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen && 'edit' === $screen->base;
	}

	/**
	 * `posts_clauses_request`: keeps the FROM and WHERE of the list's query for its count.
	 *
	 * @param mixed    $clauses The query's clauses.
	 * @param WP_Query $query   The query.
	 * @return mixed
	 */
	public function clauses( $clauses, $query ) {
		if ( ! is_array( $clauses ) || ! self::applies( $query ) || $query->get( 'no_found_rows' ) ) {
			return $clauses;
		}
		global $wpdb;
		$join     = (string) ( $clauses['join'] ?? '' );
		$where    = (string) ( $clauses['where'] ?? '' );
		$grouped  = '' !== trim( (string) ( $clauses['groupby'] ?? '' ) ) || '' !== trim( (string) ( $clauses['having'] ?? '' ) );
		$distinct = '' !== trim( $join ) || $grouped ? "DISTINCT {$wpdb->posts}.ID" : '*';

		$this->counts[ spl_object_id( $query ) ] = "SELECT COUNT({$distinct}) FROM {$wpdb->posts} {$join} WHERE 1=1 {$where}";
		return $clauses;
	}

	/**
	 * `posts_request`: the list's page without SQL_CALC_FOUND_ROWS (found_posts_query() counts).
	 *
	 * @param mixed    $sql   The statement.
	 * @param WP_Query $query The query.
	 * @return mixed
	 */
	public function request( $sql, $query ) {
		if ( ! is_string( $sql ) || ! isset( $this->counts[ spl_object_id( $query ) ] ) || ! self::applies( $query ) ) {
			return $sql;
		}
		return (string) preg_replace( '/^(\s*SELECT\s+)SQL_CALC_FOUND_ROWS\s+/i', '$1', $sql, 1 );
	}

	/**
	 * `found_posts_query`: the count of the list's FROM and WHERE instead of FOUND_ROWS().
	 *
	 * @param mixed $sql   The statement.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public function found_posts_query( $sql, $query ) {
		$id = is_object( $query ) ? spl_object_id( $query ) : 0;
		if ( ! isset( $this->counts[ $id ] ) ) {
			return $sql;
		}
		$count = $this->counts[ $id ];
		unset( $this->counts[ $id ] );
		return $count;
	}

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
		global $wpdb;
		$trash  = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown, as core reads it.
		$months = array();
		$before = null;
		// One step per month that has posts; a hundred years at most.
		for ( $step = 0; $step < 1200; $step++ ) {
			$date = $wpdb->get_var( self::month_sql( $post_type, $trash, $before ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared in month_sql(); one short step each.
			if ( ! is_string( $date ) || ! preg_match( '/^(\d{4})-(\d{2})/', $date, $parts ) ) {
				break;
			}
			$months[] = (object) array(
				'year'  => (string) (int) $parts[1],
				'month' => (string) (int) $parts[2],
			);
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
}
