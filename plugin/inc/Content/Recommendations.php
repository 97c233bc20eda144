<?php
/**
 * Recommended reading: the related articles of an article.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use WP_Post;
use WP_Query;

/**
 * For a published article, the recommended lists keyed by tag id (PER_LIST other articles with that
 * tag, newest first) and, under ALL (0), the newest of its categories; each item as the public-site
 * spec, section 3, gives it. The article page draws them (theme/template-parts/recommend.php) and GET
 * /api/daily-blog/get-recommend-article answers them. One id query per list, then the posts, meta and
 * images together; kept in a transient keyed by the content stamp (ContentVersion), so any change of
 * the published content builds them again.
 */
final class Recommendations {

	/**
	 * Items per list (spec section 9: related 10).
	 */
	public const PER_LIST = 10;

	/**
	 * Key of the list of all related articles.
	 */
	public const ALL = 0;

	/**
	 * The lists of an article are kept this long (a transient), or until any article changes.
	 */
	public const CACHE_SECONDS = 15 * MINUTE_IN_SECONDS;

	/**
	 * The lists of an article, key 0 first, then its tags in their order.
	 *
	 * @param WP_Post $post A published article.
	 * @return array<int, list<array{id: int, title: string, link: string, date: string, cover: string, linkTarget: string}>>
	 */
	public static function lists( WP_Post $post ): array {
		$key    = 'mvc_recommend_' . $post->ID . '_' . md5( ContentVersion::current() );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$lists = self::build( $post );
		set_transient( $key, $lists, self::CACHE_SECONDS );
		return $lists;
	}

	/**
	 * Builds the lists of an article (lists() keeps them for CACHE_SECONDS).
	 *
	 * @param WP_Post $post A published article.
	 * @return array<int, list<array{id: int, title: string, link: string, date: string, cover: string, linkTarget: string}>>
	 */
	private static function build( WP_Post $post ): array {
		// The article's categories and tags in one query; the lists then match by term_taxonomy_id,
		// which WP_Query needs no lookup for.
		update_object_term_cache( array( $post->ID ), 'post' );
		$categories = get_the_terms( $post, 'category' );
		$tags       = get_the_terms( $post, 'post_tag' );
		$ids        = array( self::ALL => self::ids( $post->ID, 'category', is_array( $categories ) ? wp_list_pluck( $categories, 'term_taxonomy_id' ) : array() ) );
		foreach ( is_array( $tags ) ? $tags : array() as $tag ) {
			$ids[ $tag->term_id ] = self::ids( $post->ID, 'post_tag', array( $tag->term_taxonomy_id ) );
		}

		// Everything the items need, in a few queries: the posts with their meta and terms (the
		// permalinks name the category), then their images.
		$all = array_values( array_unique( array_merge( ...array_values( $ids ) ) ) );
		_prime_post_caches( $all, true, true );
		$thumbnails = array();
		foreach ( $all as $id ) {
			$thumbnail = (int) get_post_meta( $id, '_thumbnail_id', true );
			if ( $thumbnail > 0 ) {
				$thumbnails[] = $thumbnail;
			}
		}
		_prime_post_caches( $thumbnails, false, true );

		$items = array();
		$lists = array();
		foreach ( $ids as $key => $list ) {
			$lists[ $key ] = array();
			foreach ( $list as $id ) {
				if ( ! isset( $items[ $id ] ) ) {
					$related = get_post( $id );
					if ( ! $related instanceof WP_Post ) {
						continue;
					}
					$items[ $id ] = self::item( $related );
				}
				$lists[ $key ][] = $items[ $id ];
			}
		}
		return $lists;
	}

	/**
	 * One recommendation item.
	 *
	 * @param WP_Post $post Article.
	 * @return array{id: int, title: string, link: string, date: string, cover: string, linkTarget: string}
	 */
	public static function item( WP_Post $post ): array {
		return array(
			'id'         => $post->ID,
			'title'      => CardData::plain_text( get_the_title( $post ) ),
			'link'       => (string) get_permalink( $post ),
			'date'       => (string) get_the_date( 'Y-m-d', $post ),
			'cover'      => (string) get_the_post_thumbnail_url( $post, Media::IMAGE_CARD ),
			'linkTarget' => PostFields::link_target( $post ),
		);
	}

	/**
	 * Ids of the newest other published articles with any of some terms.
	 *
	 * @param int             $exclude  The article itself.
	 * @param string          $taxonomy Taxonomy.
	 * @param array<int, int> $tt_ids   The terms' term_taxonomy_id.
	 * @return list<int>
	 */
	private static function ids( int $exclude, string $taxonomy, array $tt_ids ): array {
		if ( ! $tt_ids ) {
			return array();
		}
		$query = new WP_Query(
			array(
				'post_type'              => 'post',
				'post_status'            => 'publish',
				'has_password'           => false,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the lists are by term.
				'tax_query'              => array(
					array(
						'taxonomy'         => $taxonomy,
						'field'            => 'term_taxonomy_id',
						'terms'            => array_map( 'intval', $tt_ids ),
						'include_children' => false,
					),
				),
				// One more than a list holds, in case the article itself is among them (left out below, rather
				// than with post__not_in, which makes MySQL scan past the index).
				'posts_per_page'         => self::PER_LIST + 1, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 11.
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'ignore_sticky_posts'    => true,
				'no_found_rows'          => true,
				'fields'                 => 'ids',
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$ids = array_values( array_diff( array_map( 'intval', $query->posts ), array( $exclude ) ) );
		return array_slice( $ids, 0, self::PER_LIST );
	}
}
