<?php
/**
 * The tabs of the research-news, call-for-papers and industry-news lists.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Lists as ViewLists;
use Mvc\Core\View\Site;
use WP_Query;
use WP_Term;

/**
 * The research-news and call-for-papers tabs (real URLs: ?tag={slug}) and the industry-news tab
 * groups (?tab={n}, with the hash #tab{n} on the client), with their queries and links.
 */
final class ListTabs {

	/**
	 * The research-news tabs' tags, in the settings' order: existing tags only, at most nine.
	 *
	 * @return array<int, WP_Term>
	 */
	public static function research_tags(): array {
		$ids = array_slice( array_values( array_filter( (array) Site::get( 'research_news_tags' ) ) ), 0, Lists::RESEARCH_TABS );
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
				'search'     => Lists::CFP_SUFFIX,
				'number'     => Lists::TAG_FETCH,
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
				static fn( WP_Term $term ): bool => str_ends_with( $term->name, Lists::CFP_SUFFIX )
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
		$groups = Site::get( 'industry_news_tabs' );
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
				'cat'                 => Site::id( 'category_industry_news' ),
				'tag__in'             => $tags,
				'posts_per_page'      => $number ?? Lists::PER_PAGE['industry_news'], // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 6 to 10.
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
				ListCounting::COUNTED => ! $compact,
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
		$base = (string) get_category_link( Site::id( 'category_industry_news' ) );
		if ( $page > 1 ) {
			$base = trailingslashit( $base ) . user_trailingslashit( 'page/' . $page, 'paged' );
		}
		return add_query_arg( Lists::TAB_ARG, $tab, $base ) . '#tab' . $tab;
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
		return ViewLists::subscription( $term, $followers );
	}
}
