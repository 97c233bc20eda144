<?php
/**
 * How the theme's lists count their posts and read their deep pages.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Lists as ViewLists;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Query;
use WP_Term;

/**
 * A list marked counted() is counted here rather than by core (no SQL_CALC_FOUND_ROWS): its term
 * filter becomes EXISTS clauses, a page near the oldest end is read from that end, a deep page of
 * a category from the plugin's list index, and its total comes from the term's count or one count
 * driven by its smallest term list (list_total()).
 */
final class ListCounting implements Module {

	/**
	 * The query var marking a list counted here (counted()).
	 */
	public const COUNTED = 'mvc_counted';

	/**
	 * A category page with more posts than this before it (from the nearer end) is read from the
	 * plugin's list index (from_the_list_index()).
	 */
	public const DEEP = 200;

	/**
	 * Term lists and WHERE of the counted queries running now, by query object id.
	 *
	 * @var array<int, array{lists: array<int, array<int, int>>, where: string, join: string, total: int|null, reversed: bool}>
	 */
	private static array $lists = array();

	/**
	 * Applies while the plugin is active, as the lists do.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'posts_clauses', array( $this, 'list_clauses' ), 10, 2 );
		add_filter( 'the_posts', array( $this, 'list_total' ), 10, 2 );
	}

	/**
	 * Marks a list query to be counted by Lists rather than by core: no SQL_CALC_FOUND_ROWS (which
	 * makes the database read the whole category on every page), the total from the term's count or
	 * from a count driven by the smallest of its term lists (see list_total()).
	 *
	 * @param WP_Query $query A list query, before it runs.
	 */
	public static function counted( WP_Query $query ): void {
		$query->set( 'no_found_rows', true );
		$query->set( self::COUNTED, true );
	}

	/**
	 * The term filter of a counted list without joins and without GROUP BY: core joins
	 * term_relationships once per clause and groups by post id, so the database builds and sorts the
	 * whole category before it takes a page. Each clause (posts with any of these terms) becomes an
	 * EXISTS on term_relationships' primary key: a page of a big category walks wp_posts' date index
	 * (type_status_date) and stops after the page; a small tag is read from its own rows (a
	 * semi-join). Clauses of any other shape (NOT IN, AND, EXISTS, nested) keep core's SQL.
	 *
	 * @param array<string, string> $clauses Query clauses.
	 * @param WP_Query              $query   Query.
	 * @return array<string, string>
	 */
	public function list_clauses( array $clauses, WP_Query $query ): array {
		global $wpdb;
		if ( ! $query->get( self::COUNTED ) ) {
			return $clauses;
		}
		$tr     = preg_quote( $wpdb->term_relationships, '/' );
		$posts  = preg_quote( $wpdb->posts, '/' );
		$clause = '([a-z0-9_]+)\.term_taxonomy_id IN \(([0-9,\s]+)\)';
		// Whatever cannot be rewritten keeps core's SQL and is counted by its own FROM and WHERE (the
		// journals, without terms; a term filter of another shape).
		self::remember( $query, array(), $clauses['where'], $clauses['join'] );
		if ( 1 !== preg_match( '/ AND \(\s*' . $clause . '(?:\s+AND\s+' . $clause . ')*\s*\)/i', $clauses['where'], $block ) ) {
			return $clauses;
		}
		preg_match_all( '/' . $clause . '/i', $block[0], $found, PREG_SET_ORDER );
		$join  = $clauses['join'];
		$lists = array();
		foreach ( $found as $match ) {
			$alias = preg_quote( $match[1], '/' );
			$on    = '/\s*(?:LEFT|INNER) JOIN ' . $tr . '(?: AS ' . $alias . ')? ON \(' . $posts . '\.ID = ' . $alias . '\.object_id\)/';
			$count = 0;
			$join  = (string) preg_replace( $on, '', $join, 1, $count );
			$ids   = array_values( array_filter( array_map( 'intval', explode( ',', $match[2] ) ) ) );
			if ( 1 !== $count || ! $ids ) {
				return $clauses;
			}
			$lists[] = $ids;
		}
		// Another join of term_relationships (a clause of another shape) keeps core's SQL.
		if ( str_contains( $join, $wpdb->term_relationships ) || "{$wpdb->posts}.ID" !== trim( $clauses['groupby'] ) ) {
			return $clauses;
		}
		$exists = '';
		foreach ( $lists as $ids ) {
			$exists .= " AND EXISTS (SELECT 1 FROM {$wpdb->term_relationships} AS mvc_tr WHERE mvc_tr.object_id = {$wpdb->posts}.ID AND mvc_tr.term_taxonomy_id IN (" . implode( ',', $ids ) . '))';
		}
		$clauses['where']   = str_replace( $block[0], $exists, $clauses['where'] );
		$clauses['join']    = $join;
		$clauses['groupby'] = '';

		$total = self::term_count( $query, $lists, $clauses['where'] );
		self::remember( $query, $lists, $clauses['where'], '', $total );
		return self::from_the_end( $clauses, $query, $total );
	}

	/**
	 * A page in the second half of a list whose total is known is read from the other end: oldest
	 * first from the last page's side, then turned round (list_total()), so page 2,000 of 2,100 walks
	 * 100 pages of the date index, not 2,000. The order is core's (newest first) with the id to part
	 * posts of the same date, the same in both directions.
	 *
	 * @param array<string, string> $clauses Query clauses.
	 * @param WP_Query              $query   Query.
	 * @param int|null              $total   The list's exact total, when known before the query.
	 * @return array<string, string>
	 */
	private static function from_the_end( array $clauses, WP_Query $query, ?int $total ): array {
		global $wpdb;
		$per_page = (int) $query->get( 'posts_per_page' );
		$newest   = "{$wpdb->posts}.post_date DESC";
		if ( null === $total || $per_page <= 0 || '' !== (string) $query->get( 'offset' ) || trim( $clauses['orderby'] ) !== $newest ) {
			return $clauses;
		}
		$clauses['orderby'] = "{$newest}, {$wpdb->posts}.ID DESC";
		$offset             = ( max( 1, (int) $query->get( 'paged' ) ) - 1 ) * $per_page;
		if ( $offset >= $total ) {
			return $clauses;
		}
		if ( $offset * 2 <= $total ) {
			$page = self::from_the_list_index( $query, $offset, min( $per_page, $total - $offset ), false );
			if ( null !== $page ) {
				$clauses['join']  .= $page;
				$clauses['limits'] = 'LIMIT 0, ' . min( $per_page, $total - $offset );
			}
			return $clauses;
		}
		$take = min( $per_page, $total - $offset );
		$page = self::from_the_list_index( $query, $total - $offset - $take, $take, true );
		if ( null !== $page ) {
			$clauses['join']  .= $page;
			$clauses['limits'] = 'LIMIT 0, ' . $take;
			return $clauses;
		}
		$clauses['orderby'] = "{$wpdb->posts}.post_date ASC, {$wpdb->posts}.ID ASC";
		$clauses['limits']  = 'LIMIT ' . ( $total - $offset - $take ) . ', ' . $take;

		self::$lists[ spl_object_id( $query ) ]['reversed'] = true;
		return $clauses;
	}

	/**
	 * A page far from both ends of a category's list, read from the plugin's list index
	 * (View\Lists::deep_page_sql(): each category's published posts by date, kept on write): a join
	 * of the page's ids, taken from an index-only range of (term_taxonomy_id, post_date, post_id),
	 * so page 1,000 of 2,000 skips narrow index entries instead of walking wp_posts' date index and
	 * probing term_relationships for each post. The list's own WHERE stays (status, type, the
	 * category), and its order. Null when the page is near an end (DEEP rows or fewer to skip: the
	 * walk is as cheap), the list is not one category's, or the index is not built.
	 *
	 * @param WP_Query $query    The list (counted, its total the category's count).
	 * @param int      $skip     Posts to skip from the end the page is read from.
	 * @param int      $take     Posts on the page.
	 * @param bool     $reversed Whether $skip counts from the oldest end.
	 */
	private static function from_the_list_index( WP_Query $query, int $skip, int $take, bool $reversed ): ?string {
		global $wpdb;
		$term = $query->get_queried_object();
		if ( $skip <= self::DEEP || ! $term instanceof WP_Term || 'category' !== $term->taxonomy || ! PluginGuard::active() ) {
			return null;
		}
		$sql = ViewLists::deep_page_sql( (int) $term->term_taxonomy_id, $skip, $take, $reversed );
		return null === $sql ? null : " INNER JOIN ({$sql}) AS mvc_page ON mvc_page.post_id = {$wpdb->posts}.ID";
	}

	/**
	 * Keeps what list_total() counts a query by.
	 *
	 * @param WP_Query                    $query Query.
	 * @param array<int, array<int, int>> $lists Its term lists, when rewritten.
	 * @param string                      $where Its WHERE.
	 * @param string                      $join  Its joins (core's, when not rewritten).
	 * @param int|null                    $total Its total, when known before the query.
	 */
	private static function remember( WP_Query $query, array $lists, string $where, string $join, ?int $total = null ): void {
		self::$lists[ spl_object_id( $query ) ] = array(
			'lists'    => $lists,
			'where'    => $where,
			'join'     => $join,
			'total'    => $total,
			'reversed' => false,
		);
	}

	/**
	 * The total of a counted list, as core's found_posts and max_num_pages would have it (set only
	 * when the page has posts, as core does: a page past the end stays empty and answers 404). A list
	 * of one term whose taxonomy belongs to its post type alone, showing published posts only, takes
	 * the term's count (term_taxonomy.count: the published posts with the term, kept by WordPress on
	 * every publish, unpublish and term change); any other list counts with one query driven by its
	 * smallest term list (a semi-join on term_relationships, never the whole category).
	 *
	 * @param array<int, mixed> $posts Posts of the page.
	 * @param WP_Query          $query Query.
	 * @return array<int, mixed>
	 */
	public function list_total( $posts, WP_Query $query ) {
		global $wpdb;
		$key = spl_object_id( $query );
		if ( ! $query->get( self::COUNTED ) || ! isset( self::$lists[ $key ] ) ) {
			return $posts;
		}
		$list = self::$lists[ $key ];
		unset( self::$lists[ $key ] );
		if ( ! $posts ) {
			return $posts;
		}
		if ( $list['reversed'] ) {
			$posts = array_reverse( $posts );
		}
		$total = $list['total'];
		if ( null === $total ) {
			$what  = '' === trim( $list['join'] ) ? 'COUNT(*)' : "COUNT(DISTINCT {$wpdb->posts}.ID)";
			$total = (int) $wpdb->get_var( "SELECT {$what} FROM {$wpdb->posts} {$list['join']} WHERE 1=1 {$list['where']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- WP_Query's own WHERE, with integer term ids.
		}
		$per_page             = (int) $query->get( 'posts_per_page' );
		$query->found_posts   = max( $total, count( $posts ) );
		$query->max_num_pages = $per_page > 0 ? (int) ceil( $query->found_posts / $per_page ) : 1;
		return $posts;
	}

	/**
	 * The count of a one-term list from the term itself, or null when that count would not be the
	 * list's: more than one term, not the queried term, a taxonomy that also tags other post types, or a query that shows
	 * more than published posts of type post (an editor's private posts).
	 *
	 * @param WP_Query                    $query The list query (its queried term is the one term).
	 * @param array<int, array<int, int>> $lists Term lists (term_taxonomy ids).
	 * @param string                      $where The list's WHERE.
	 */
	private static function term_count( WP_Query $query, array $lists, string $where ): ?int {
		global $wpdb;
		if ( 1 !== count( $lists ) || 1 !== count( $lists[0] ) ) {
			return null;
		}
		$status = "({$wpdb->posts}.post_type = 'post' AND ({$wpdb->posts}.post_status = 'publish'))";
		if ( 1 !== substr_count( $where, 'post_status' ) || ! str_contains( $where, $status ) ) {
			return null;
		}
		$term = $query->get_queried_object();
		if ( ! $term instanceof WP_Term || (int) $term->term_taxonomy_id !== $lists[0][0] ) {
			return null;
		}
		$taxonomy = get_taxonomy( $term->taxonomy );
		if ( ! $taxonomy || array( 'post' ) !== array_values( (array) $taxonomy->object_type ) ) {
			return null;
		}
		return (int) $term->count;
	}
}
