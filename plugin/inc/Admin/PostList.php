<?php
/**
 * The post lists of wp-admin (edit.php) without sorting or counting a whole post type per page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Admin\PostList\CoreCounts;
use Mvc\Core\Admin\PostList\Months;
use Mvc\Core\Admin\PostList\TypeCounts;
use Mvc\Core\Module;
use WP_Query;

/**
 * Answers edit.php's page of posts and its total without SQL_CALC_FOUND_ROWS: with core's status list
 * the ORDER BY post_date followed no index, so MariaDB sorted all 100,000 articles for 20 and counted
 * them all. Here the page follows the index mvc_type_date (Schema::core_indexes()) and stops after
 * 20, and the total is an index-only COUNT of the same FROM and WHERE (the same number). Its parts:
 * PostList\Months, PostList\TypeCounts, PostList\CoreCounts. See docs/performance.md, "wp-admin
 * screens".
 */
final class PostList implements Module {

	/**
	 * The count that replaces the found rows of the query being run (set in posts_request).
	 *
	 * @var array<int, array{0: string, 1: string|null}> The COUNT statement, and the WHERE when it has no join or grouping.
	 */
	private array $counts = array();

	/**
	 * Applies everywhere: posts are written from the block editor (REST), WP-Cron and the site's
	 * forms, and every write makes the kept counts stale; the list's hooks are added in wp-admin only.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'transition_post_status', array( TypeCounts::class, 'written' ), 10, 3 );
		add_action( 'post_updated', array( TypeCounts::class, 'updated' ), 10, 3 );
		add_action( 'deleted_post', array( TypeCounts::class, 'deleted' ), 10, 2 );
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'current_screen', array( TypeCounts::class, 'prime_counts' ) );
		add_action( 'load-edit.php', array( CoreCounts::class, 'watch_mine_count' ) );
		add_action( 'load-users.php', array( CoreCounts::class, 'watch_posts_column' ) );
		add_filter( 'posts_clauses_request', array( $this, 'clauses' ), PHP_INT_MAX, 2 );
		add_filter( 'posts_request', array( $this, 'request' ), PHP_INT_MAX, 2 );
		add_filter( 'found_posts_query', array( $this, 'found_posts_query' ), PHP_INT_MAX, 2 );
		add_filter( 'pre_months_dropdown_query', array( Months::class, 'months' ), 10, 2 );
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

		$this->counts[ spl_object_id( $query ) ] = array( "SELECT COUNT({$distinct}) FROM {$wpdb->posts} {$join} WHERE 1=1 {$where}", '' === trim( $join ) && ! $grouped ? $where : null );
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
		list( $count, $where ) = $this->counts[ $id ];
		unset( $this->counts[ $id ] );
		// The views 全部 and one status: the kept counts (counted only when asked, so not for the inbox,
		// whose list and total InboxIndex answers before).
		$total = null !== $where ? self::plain_total( $where ) : null;
		return null !== $total ? 'SELECT ' . $total : $count;
	}

	/**
	 * The list's total from the kept counts when its WHERE is only the type and a list of statuses
	 * (the views 全部 and one status, for a user who reads private posts); null otherwise.
	 *
	 * @param string $where The list's WHERE (after "1=1").
	 */
	public static function plain_total( string $where ): ?int {
		global $wpdb;
		$column = preg_quote( $wpdb->posts, '/' ) . '\.';
		$rest   = (string) preg_replace( "/{$column}post_status = '[a-z0-9_-]+'/", 'S', $where, -1, $statuses );
		$rest   = (string) preg_replace( "/{$column}post_type = '([a-z0-9_-]+)'/", 'T', $rest, -1, $types );
		if ( 1 !== $types || $statuses < 1 || ! preg_match( "/{$column}post_type = '([a-z0-9_-]+)'/", $where, $type ) ) {
			return null;
		}
		// Only the shapes WP_Query writes for a type with its status list: T AND (S OR S …), in parentheses.
		$shape = (string) preg_replace( '/\s+/', ' ', trim( $rest ) );
		if ( ! preg_match( '/^AND \(*T AND \(*S( OR S)*\)*$/', $shape ) || substr_count( $shape, '(' ) !== substr_count( $shape, ')' ) ) {
			return null;
		}
		preg_match_all( "/{$column}post_status = '([a-z0-9_-]+)'/", $where, $found );
		$counts = TypeCounts::status_counts( $type[1] );
		$total  = 0;
		foreach ( array_unique( $found[1] ) as $status ) {
			$total += $counts[ $status ] ?? 0;
		}
		return $total;
	}

	/**
	 * The kept record of a post type's counts (TypeCounts::record()).
	 *
	 * @param string $post_type Post type.
	 */
	public static function record( string $post_type ): string {
		return TypeCounts::record( $post_type );
	}
}
