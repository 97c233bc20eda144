<?php
/**
 * Which cached pages show a post.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache\Purge;

use Mvc\Core\Cache\PagePurge;
use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;
use WP_Post;
use WP_Term;

/**
 * The addresses that show a post or list a term's posts: the post itself, the home, its lists and
 * their first pages.
 */
final class PageUrls {

	/**
	 * The addresses that show a post (nothing for a type not purged): its own, the home and the
	 * lists it is in: an article's categories (with their parents) and tags, and the minisite of the
	 * journal whose tag it carries (/journals/{tag}/, whose cached page is simply absent when no
	 * journal has that slug); the journals' listing for a journal, /courses/ for a course,
	 * /podcast/ for a podcast (first LIST_PAGES pages of each list). Reads terms: call it only when
	 * something changed.
	 *
	 * @param WP_Post $post Post.
	 * @return list<string> Absolute URLs.
	 */
	public static function urls_of( WP_Post $post ): array {
		if ( ! self::watched( $post ) ) {
			return array();
		}
		$urls = array( home_url( '/' ) );
		switch ( $post->post_type ) {
			case 'post':
				$urls[] = (string) get_permalink( $post );
				$terms  = array();
				foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
					$found = get_the_terms( $post, $taxonomy );
					$terms = array_merge( $terms, is_array( $found ) ? $found : array() );
				}
				foreach ( $terms as $term ) {
					$urls = array_merge( $urls, self::term_urls( $term ) );
				}
				break;
			case Journal::TYPE:
				$urls[] = (string) get_permalink( $post );
				$urls   = array_merge( $urls, self::list_urls( (string) get_post_type_archive_link( Journal::TYPE ) ) );
				break;
			case Course::TYPE:
				$urls = array_merge( $urls, self::list_urls( home_url( user_trailingslashit( 'courses' ) ) ) );
				break;
			case Podcast::TYPE:
				$urls = array_merge( $urls, self::list_urls( home_url( user_trailingslashit( 'podcast' ) ) ) );
				break;
		}//end switch
		return array_values( array_unique( array_filter( $urls ) ) );
	}

	/**
	 * The lists of a term: a category's pages and its parents', a tag's pages and the minisite of
	 * the journal of that slug.
	 *
	 * @param WP_Term $term Term.
	 * @return list<string> Absolute URLs.
	 */
	public static function term_urls( WP_Term $term ): array {
		$urls = array();
		if ( 'category' === $term->taxonomy ) {
			foreach ( array_merge( array( $term->term_id ), get_ancestors( $term->term_id, 'category', 'taxonomy' ) ) as $id ) {
				$link = get_term_link( (int) $id, 'category' );
				$urls = array_merge( $urls, is_string( $link ) ? self::list_urls( $link ) : array() );
			}
		} elseif ( 'post_tag' === $term->taxonomy ) {
			$link = get_term_link( $term );
			$urls = is_string( $link ) ? self::list_urls( $link ) : array();
			if ( '' !== $term->slug ) {
				$urls[] = home_url( user_trailingslashit( 'journals/' . $term->slug ) );
			}
		}
		return $urls;
	}

	/**
	 * The first LIST_PAGES pages of a list.
	 *
	 * @param string $link The list's first page.
	 * @return list<string> Absolute URLs.
	 */
	private static function list_urls( string $link ): array {
		if ( '' === $link ) {
			return array();
		}
		$urls = array( $link );
		for ( $page = 2; $page <= PagePurge::LIST_PAGES; $page++ ) {
			$urls[] = trailingslashit( $link ) . user_trailingslashit( 'page/' . $page, 'paged' );
		}
		return $urls;
	}

	/**
	 * Whether the post's type is purged.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function watched( WP_Post $post ): bool {
		return in_array( $post->post_type, PagePurge::TYPES, true );
	}
}
