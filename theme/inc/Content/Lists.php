<?php
/**
 * The list pages' queries: page sizes, tabs and the search filter.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\Content\TermPosts;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Settings;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Query;
use WP_Term;

/**
 * Page sizes of the main query per list (public-site spec, section 9), the research-news and
 * call-for-papers tabs (real URLs: ?tag={slug}), the industry-news tab groups (?tab={n}, with
 * the hash #tab{n} on the client) and the search's category filter.
 */
final class Lists implements Module {

	public const PER_PAGE = array(
		'research_news'   => 20,
		'industry_news'   => 6,
		'call_for_papers' => 6,
		'tag'             => 10,
		'search'          => 10,
		'journals'        => 16,
	);

	/**
	 * The home's news sections: how many items (pages of 5) and, for the industry ones, which
	 * industry-news tab they show (spec: research news 3 pages of 5, events 2, science stories 1).
	 */
	public const HOME_RESEARCH = 15;

	public const HOME_EVENTS = 10;

	public const HOME_STORIES = 5;

	public const EVENTS_TAB = 1;

	public const STORIES_TAB = 4;

	/**
	 * Research news shows All plus at most this many tags (10 tabs in all).
	 */
	public const RESEARCH_TABS = 9;

	/**
	 * Call-for-papers tabs come from this many tag search results.
	 */
	public const TAG_FETCH = 100;

	/**
	 * A call-for-papers tag's name ends in this.
	 */
	public const CFP_SUFFIX = '征稿';

	/**
	 * The industry-news tab query argument.
	 */
	public const TAB_ARG = 'tab';

	/**
	 * The query var marking a list counted by Lists (counted()).
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
	 * The three lists with their own layout (template-parts/lists/{kind}.php), by the setting that
	 * holds their category.
	 */
	public const RESEARCH_NEWS = 'research-news';

	public const INDUSTRY_NEWS = 'industry-news';

	public const CALL_FOR_PAPERS = 'call-for-papers';

	private const KINDS = array(
		self::RESEARCH_NEWS   => 'category_research_news',
		self::CALL_FOR_PAPERS => 'category_call_for_papers',
		self::INDUSTRY_NEWS   => 'category_industry_news',
	);

	/**
	 * Applies while the plugin is active: it reads the plugin's data.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'main_query' ) );
		add_filter( 'posts_pre_query', array( $this, 'skip_home_query' ), 10, 2 );
		add_action( 'wp', array( $this, 'not_found' ) );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_filter( 'posts_clauses', array( $this, 'list_clauses' ), 10, 2 );
		add_filter( 'the_posts', array( $this, 'list_total' ), 10, 2 );
	}

	/**
	 * The industry tab argument is a public query var.
	 *
	 * @param array<int, string> $vars Query vars.
	 * @return array<int, string>
	 */
	public function query_vars( array $vars ): array {
		$vars[] = self::TAB_ARG;
		return $vars;
	}

	/**
	 * Page sizes and filters of the main query.
	 *
	 * @param WP_Query $query Query.
	 */
	public function main_query( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( $query->is_search() ) {
			$query->set( 'post_type', 'post' );
			$query->set( 'posts_per_page', self::PER_PAGE['search'] );
			$category = self::search_category();
			if ( $category ) {
				$query->set( 'cat', $category );
			}
			return;
		}
		if ( $query->is_category() ) {
			$term = self::queried_category( $query );
			if ( $term ) {
				self::counted( $query );
				self::category_list( $query, $term );
			}
			return;
		}
		if ( $query->is_tag() ) {
			$query->set( 'posts_per_page', self::PER_PAGE['tag'] );
			$query->set( 'post_type', 'post' );
			self::counted( $query );
		}
	}

	/**
	 * Page size and tab filter of a category list.
	 *
	 * @param WP_Query $query Main query.
	 * @param WP_Term  $term  Its category.
	 */
	private static function category_list( WP_Query $query, WP_Term $term ): void {
		$kind = self::kind( $term );
		if ( self::RESEARCH_NEWS === $kind ) {
			$query->set( 'posts_per_page', self::PER_PAGE['research_news'] );
		} elseif ( self::CALL_FOR_PAPERS === $kind ) {
			$query->set( 'posts_per_page', self::PER_PAGE['call_for_papers'] );
		} elseif ( self::INDUSTRY_NEWS === $kind ) {
			$query->set( 'posts_per_page', self::PER_PAGE['industry_news'] );
			$groups = self::industry_groups();
			$tab    = self::industry_tab( (int) $query->get( self::TAB_ARG ) );
			if ( isset( $groups[ $tab - 1 ] ) ) {
				$query->set( 'tag__in', $groups[ $tab - 1 ] );
			}
		}
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
	 * (Mvc\Core\Content\TermPosts: each category's published posts by date, kept on write): a join
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
		if ( $skip <= self::DEEP || ! $term instanceof WP_Term || 'category' !== $term->taxonomy || ! class_exists( TermPosts::class ) ) {
			return null;
		}
		$sql = TermPosts::page_sql( (int) $term->term_taxonomy_id, $skip, $take, $reversed );
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

	/**
	 * Addresses that name no page of these lists answer 404 (so no cacheable variant exists for them).
	 */
	public function not_found(): void {
		global $wp_query;
		if ( $wp_query instanceof WP_Query && self::names_nothing( $wp_query ) ) {
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	}

	/**
	 * Whether a main query names nothing: a paged home, a tag page for several tags (/tag/a+b/,
	 * /tag/a,b/), or a list's ?tag= that is not one of its tabs.
	 *
	 * @param WP_Query $query Main query, after it ran.
	 */
	public static function names_nothing( WP_Query $query ): bool {
		if ( $query->is_404() ) {
			return false;
		}
		if ( $query->is_home() && $query->is_paged() && 'posts' === get_option( 'show_on_front' ) ) {
			return true;
		}
		$tag = $query->get( 'tag' );
		if ( ! is_string( $tag ) || '' === $tag ) {
			return false;
		}
		if ( $query->is_category() ) {
			$term = $query->get_queried_object();
			$kind = $term instanceof WP_Term ? self::kind( $term ) : null;
			$tabs = array();
			if ( self::RESEARCH_NEWS === $kind ) {
				$tabs = self::research_tags();
			} elseif ( self::CALL_FOR_PAPERS === $kind ) {
				$tabs = self::call_for_papers_tags();
			}
			return null === self::selected_tag( $tabs );
		}
		$terms = $query->tax_query->queried_terms['post_tag']['terms'] ?? array();
		return $query->is_tag() && 1 !== count( (array) $terms );
	}

	/**
	 * The home page draws its sections from their own queries: its main query (the latest posts)
	 * asks the database nothing.
	 *
	 * @param array<int, mixed>|null $posts Posts, or null to run the query.
	 * @param WP_Query               $query The query.
	 * @return array<int, mixed>|null
	 */
	public function skip_home_query( $posts, WP_Query $query ) {
		if ( $query->is_main_query() && $query->is_home() && ! $query->is_paged() && 'posts' === get_option( 'show_on_front' ) ) {
			return array();
		}
		return $posts;
	}

	/**
	 * Which of the three lists with their own layout a category is (the category ids are settings):
	 * self::RESEARCH_NEWS, self::INDUSTRY_NEWS, self::CALL_FOR_PAPERS, or null for any other.
	 *
	 * @param WP_Term|int $term A category, or its id.
	 */
	public static function kind( $term ): ?string {
		if ( $term instanceof WP_Term && 'category' !== $term->taxonomy ) {
			return null;
		}
		$id = $term instanceof WP_Term ? $term->term_id : (int) $term;
		if ( $id <= 0 ) {
			return null;
		}
		foreach ( self::KINDS as $kind => $setting ) {
			if ( Settings::id( $setting ) === $id ) {
				return $kind;
			}
		}
		return null;
	}

	/**
	 * The category of a category query (by id or slug), before the query ran.
	 *
	 * @param WP_Query $query Query.
	 */
	private static function queried_category( WP_Query $query ): ?WP_Term {
		$slug = (string) $query->get( 'category_name' );
		if ( '' !== $slug ) {
			$parts = explode( '/', $slug );
			$term  = get_term_by( 'slug', (string) end( $parts ), 'category' );
			return $term instanceof WP_Term ? $term : null;
		}
		$term = get_term( (int) $query->get( 'cat' ), 'category' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The search's category: one of the three the panel offers, or 0 for the whole site.
	 */
	public static function search_category(): int {
		$value = isset( $_GET['category'] ) && is_string( $_GET['category'] ) ? sanitize_text_field( wp_unslash( $_GET['category'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public search.
		$id    = ctype_digit( $value ) ? (int) $value : 0;
		return isset( self::search_categories()[ $id ] ) ? $id : 0;
	}

	/**
	 * The categories a search can be narrowed to, in the panel's order, with their labels.
	 *
	 * @return array<int, string> Category id => label.
	 */
	public static function search_categories(): array {
		return array(
			Settings::id( 'category_call_for_papers' ) => __( 'Call for papers', 'mvc' ),
			Settings::id( 'category_research_news' )   => __( 'Research news', 'mvc' ),
			Settings::id( 'category_industry_news' )   => __( 'Industry news', 'mvc' ),
		);
	}

	/**
	 * The research-news tabs' tags, in the settings' order: existing tags only, at most nine.
	 *
	 * @return array<int, WP_Term>
	 */
	public static function research_tags(): array {
		$ids = array_slice( array_values( array_filter( (array) Settings::get( 'research_news_tags' ) ) ), 0, self::RESEARCH_TABS );
		if ( ! $ids ) {
			return array();
		}
		return self::tags( $ids );
	}

	/**
	 * Tags by id, in the order given, skipping ids that are no tag: the terms in one query (none
	 * when they are cached), as get_terms( include, orderby include ) gives them in two.
	 *
	 * @param array<int, int|string> $ids Tag ids.
	 * @return array<int, WP_Term>
	 */
	private static function tags( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		_prime_term_caches( $ids, false );
		$tags = array();
		foreach ( $ids as $id ) {
			$term = get_term( $id, 'post_tag' );
			if ( $term instanceof WP_Term ) {
				$tags[] = $term;
			}
		}
		return $tags;
	}

	/**
	 * The call-for-papers tabs: of the first 100 tags found by 征稿, those whose name ends in it.
	 *
	 * @return array<int, WP_Term>
	 */
	public static function call_for_papers_tags(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'post_tag',
				'search'     => self::CFP_SUFFIX,
				'number'     => self::TAG_FETCH,
				'hide_empty' => true,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		return array_values(
			array_filter(
				$terms,
				static fn( WP_Term $term ): bool => str_ends_with( $term->name, self::CFP_SUFFIX )
			)
		);
	}

	/**
	 * The selected tab's tag of a tabbed list (?tag={slug}), when it is one of the tabs.
	 *
	 * @param array<int, WP_Term> $tabs The list's tags.
	 */
	public static function selected_tag( array $tabs ): ?WP_Term {
		$slug = (string) get_query_var( 'tag' );
		foreach ( $tabs as $term ) {
			if ( $term->slug === $slug ) {
				return $term;
			}
		}
		return null;
	}

	/**
	 * The industry-news tab groups: lists of tag ids, one per tab.
	 *
	 * @return array<int, array<int, int>>
	 */
	public static function industry_groups(): array {
		$groups = Settings::get( 'industry_news_tabs' );
		return is_array( $groups ) ? array_values( array_filter( $groups ) ) : array();
	}

	/**
	 * A valid tab number (1-based), 1 when out of range.
	 *
	 * @param int $tab Requested tab.
	 */
	public static function industry_tab( int $tab ): int {
		return $tab >= 1 && $tab <= count( self::industry_groups() ) ? $tab : 1;
	}

	/**
	 * The industry-news tabs: number, label (the group's first tag's name) and tag ids.
	 *
	 * @return array<int, array{number: int, label: string, tags: array<int, int>}>
	 */
	public static function industry_tabs(): array {
		$groups = self::industry_groups();
		$names  = array();
		foreach ( self::tags( array_column( $groups, 0 ) ) as $term ) {
			$names[ $term->term_id ] = $term->name;
		}
		$tabs = array();
		foreach ( $groups as $index => $group ) {
			$tabs[] = array(
				'number' => $index + 1,
				'label'  => $names[ $group[0] ] ?? '',
				'tags'   => $group,
			);
		}
		return $tabs;
	}

	/**
	 * Industry news of one tab's tag group, newest first. By default the tab's first page as the list
	 * shows it (6 cards with covers, counted for the pager); with $number, a home section's newest
	 * $number items (compact cards: no count, no covers loaded).
	 *
	 * @param array<int, int> $tags   Tag ids of the tab.
	 * @param int|null        $number How many items a home section shows, or null for the list.
	 */
	public static function industry_query( array $tags, ?int $number = null ): WP_Query {
		$compact = null !== $number;
		$query   = new WP_Query(
			array(
				'cat'                 => Settings::id( 'category_industry_news' ),
				'tag__in'             => $tags,
				'posts_per_page'      => $number ?? self::PER_PAGE['industry_news'], // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 6 to 10.
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
				self::COUNTED         => ! $compact,
			)
		);
		if ( ! $compact ) {
			update_post_thumbnail_cache( $query );
		}
		return $query;
	}

	/**
	 * The tab bar of a list keyed by tag (?tag={slug}): All first, then the list's tags.
	 *
	 * @param WP_Term             $category  The list's category.
	 * @param array<int, WP_Term> $tags      The tags of the tabs.
	 * @param string              $all_label Label of the All tab.
	 * @return array<int, array{label: string, url: string, current: bool}>
	 */
	public static function tab_items( WP_Term $category, array $tags, string $all_label ): array {
		$base     = (string) get_term_link( $category );
		$selected = (string) get_query_var( 'tag' );
		$items    = array(
			array(
				'label'   => $all_label,
				'url'     => $base,
				'current' => '' === $selected,
			),
		);
		foreach ( $tags as $tag ) {
			$items[] = array(
				'label'   => $tag->name,
				'url'     => add_query_arg( 'tag', $tag->slug, $base ),
				'current' => $tag->slug === $selected,
			);
		}
		return $items;
	}

	/**
	 * The URL of an industry tab's page: /industry-news/page/{n}/?tab={k}#tab{k}.
	 *
	 * @param int $tab  Tab number.
	 * @param int $page Page number.
	 */
	public static function industry_link( int $tab, int $page = 1 ): string {
		$base = (string) get_category_link( Settings::id( 'category_industry_news' ) );
		if ( $page > 1 ) {
			$base = trailingslashit( $base ) . user_trailingslashit( 'page/' . $page, 'paged' );
		}
		return add_query_arg( self::TAB_ARG, $tab, $base ) . '#tab' . $tab;
	}

	/**
	 * Whether the current member follows a tag (members' pages are not cached, so this is never
	 * stored in a visitor's page), and its follower count when asked for.
	 *
	 * @param WP_Term $term      Tag.
	 * @param bool    $followers Whether to count the followers.
	 * @return array{followers: int|null, subscribed: bool}
	 */
	public static function subscription( WP_Term $term, bool $followers = true ): array {
		$subscriptions = new TagSubscriptions();
		$user_id       = get_current_user_id();
		return array(
			'followers'  => $followers ? $subscriptions->followers( $term->term_id ) : null,
			'subscribed' => $user_id > 0 && in_array( $term->term_id, $subscriptions->for_user( $user_id ), true ),
		);
	}
}
