<?php
/**
 * The lists of articles of a journal's minisite.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\PostFields;
use Mvc\Core\Settings;
use WP_Post;
use WP_Query;
use WP_Term;

/**
 * The journal minisite's lists (public-site.md, "Journal minisite"), read through the journal's own
 * tag (the tag whose slug is the journal's slug). Recent news falls back to the newest industry news
 * when none has the tag. Each list is one query without counting (one more post than shown tells
 * whether there are more), with its posts' terms primed (their addresses name their category) and
 * every cover primed at once. What each tab shows: docs/features/journals.md, "Visitors".
 */
final class MinisiteLists {

	public const RECENT_NEWS = 4;

	public const CALLS = 6;

	public const PAST_BESIDE_CALLS = 3;

	public const PAST_ALONE = 9;

	public const RESEARCH_NEWS = 6;

	/**
	 * The journal's own tag: the tag whose slug is the journal's slug.
	 *
	 * @param WP_Post $journal Journal.
	 */
	public static function tag( WP_Post $journal ): ?WP_Term {
		if ( '' === $journal->post_name ) {
			return null;
		}
		$term = get_term_by( 'slug', $journal->post_name, 'post_tag' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The minisite's lists of articles (see the class comment), with the covers of all of them
	 * primed in one go.
	 *
	 * @param WP_Term|null $tag   The journal's tag (no tag: only the recent news' fallback).
	 * @param bool         $calls Whether the journal has calls for papers (call_for_papers).
	 * @return array{news: list<WP_Post>, calls: list<WP_Post>, past: list<WP_Post>, past_more: bool, research: list<WP_Post>}
	 */
	public static function lists( ?WP_Term $tag, bool $calls ): array {
		$ids = array(
			'news'     => Settings::id( 'category_industry_news' ),
			'calls'    => Settings::id( 'category_call_for_papers' ),
			'past'     => Settings::id( 'category_past_special_issues' ),
			'research' => Settings::id( 'category_research_news' ),
		);
		// The four categories in one query; the lists then name them by term_taxonomy_id, which
		// spares WP_Query two term queries per list.
		_prime_term_caches( array_values( array_filter( $ids ) ), false );
		$categories = array();
		foreach ( $ids as $list => $id ) {
			$term                = $id > 0 ? get_term( $id, 'category' ) : null;
			$categories[ $list ] = $term instanceof WP_Term ? $term : null;
		}
		$lists = array(
			'news'      => array(),
			'calls'     => array(),
			'past'      => array(),
			'past_more' => false,
			'research'  => array(),
		);
		if ( $tag ) {
			$lists['news'] = self::posts( $categories['news'], $tag, self::RECENT_NEWS );
			if ( $calls ) {
				$lists['calls'] = self::posts( $categories['calls'], $tag, self::CALLS );
			}
			$shown              = $calls ? self::PAST_BESIDE_CALLS : self::PAST_ALONE;
			$past               = self::posts( $categories['past'], $tag, $shown + 1 );
			$lists['past']      = array_slice( $past, 0, $shown );
			$lists['past_more'] = count( $past ) > $shown;
			$lists['research']  = self::posts( $categories['research'], $tag, self::RESEARCH_NEWS );
		}
		if ( ! $lists['news'] ) {
			$lists['news'] = self::posts( $categories['news'], null, self::RECENT_NEWS );
		}
		$all        = new WP_Query();
		$all->posts = array_merge( $lists['news'], $lists['calls'], $lists['past'], $lists['research'] );
		update_post_thumbnail_cache( $all );
		return $lists;
	}

	/**
	 * The newest published articles of a category (not its sub-categories, as the spec's calls
	 * ask for `categories={id}`), with a tag when one is given.
	 *
	 * @param WP_Term|null $category Category (none: no articles).
	 * @param WP_Term|null $tag      Tag, or null for any.
	 * @param int          $count    How many.
	 * @return list<WP_Post>
	 */
	private static function posts( ?WP_Term $category, ?WP_Term $tag, int $count ): array {
		if ( ! $category ) {
			return array();
		}
		$terms = array( $category );
		if ( $tag ) {
			$terms[] = $tag;
		}
		$tax_query = array( 'relation' => 'AND' );
		foreach ( $terms as $term ) {
			$tax_query[] = array(
				'taxonomy'         => $term->taxonomy,
				'field'            => 'term_taxonomy_id',
				'terms'            => array( $term->term_taxonomy_id ),
				'include_children' => false,
			);
		}
		$query = new WP_Query(
			array(
				'post_type'           => 'post',
				'post_status'         => 'publish',
				'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a category and a tag.
				'posts_per_page'      => $count, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most 10.
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
			)
		);
		return array_values( array_filter( $query->posts, static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * An article of a list, for its card: title, address, where it opens, Chinese date, cover.
	 *
	 * @param WP_Post $post Article.
	 * @return array{title: string, url: string, target: string, date: string, datetime: string}
	 */
	public static function card( WP_Post $post ): array {
		return array(
			'title'    => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
			'url'      => (string) get_permalink( $post ),
			'target'   => PostFields::link_target( $post ),
			'date'     => PostFields::chinese_date( $post ),
			'datetime' => (string) get_the_date( 'c', $post ),
		);
	}
}
