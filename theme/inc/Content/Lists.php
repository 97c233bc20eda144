<?php
/**
 * The list pages' queries: page sizes, tabs and the search filter.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Site;
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
	 * The query var marking a list counted by ListCounting.
	 */
	public const COUNTED = ListCounting::COUNTED;

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
				ListCounting::counted( $query );
				self::category_list( $query, $term );
			}
			return;
		}
		if ( $query->is_tag() ) {
			$query->set( 'posts_per_page', self::PER_PAGE['tag'] );
			$query->set( 'post_type', 'post' );
			ListCounting::counted( $query );
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
			$groups = ListTabs::industry_groups();
			$tab    = ListTabs::industry_tab( (int) $query->get( self::TAB_ARG ) );
			if ( isset( $groups[ $tab - 1 ] ) ) {
				$query->set( 'tag__in', $groups[ $tab - 1 ] );
			}
		}
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
				$tabs = ListTabs::research_tags();
			} elseif ( self::CALL_FOR_PAPERS === $kind ) {
				$tabs = ListTabs::call_for_papers_tags();
			}
			return null === ListTabs::selected_tag( $tabs );
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
			if ( Site::id( $setting ) === $id ) {
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
			Site::id( 'category_call_for_papers' ) => __( 'Call for papers', 'mvc' ),
			Site::id( 'category_research_news' )   => __( 'Research news', 'mvc' ),
			Site::id( 'category_industry_news' )   => __( 'Industry news', 'mvc' ),
		);
	}
}
