<?php
/**
 * What the content cards share: plain text, external links and totals of paged queries.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use WP_Post;
use WP_Query;

/**
 * Helpers of the card data of journals, podcasts and home banners (and their REST answers).
 */
final class CardData {

	/**
	 * Text for a card: tags removed, entities decoded (the caller escapes it where it is output).
	 *
	 * @param string $html A title or an excerpt as WordPress keeps or filters it.
	 */
	public static function plain_text( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * A post's summary: its excerpt, or the start of its text (no filters run: cheap enough for
	 * every page view); '' for a password-protected post.
	 *
	 * @param \WP_Post $post   Post.
	 * @param int      $length Characters at most.
	 */
	public static function summary( \WP_Post $post, int $length = 160 ): string {
		if ( post_password_required( $post ) ) {
			return '';
		}
		$text = '' !== trim( $post->post_excerpt ) ? $post->post_excerpt : wp_strip_all_tags( strip_shortcodes( $post->post_content ) );
		return mb_substr( self::plain_text( $text ), 0, $length );
	}

	/**
	 * An http or https address, or ''.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function http_link( $value ): string {
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * How many posts a paged query matches in all: WordPress counts nothing when the page is past the
	 * end, so such a page asks again for the first.
	 *
	 * @param WP_Query             $query The query.
	 * @param array<string, mixed> $args  Its arguments.
	 */
	public static function total( WP_Query $query, array $args ): int {
		if ( $query->posts || (int) $query->get( 'paged' ) <= 1 ) {
			return (int) $query->found_posts;
		}
		$first = new WP_Query(
			array_merge(
				$args,
				array(
					'paged'                  => 1,
					'posts_per_page'         => 1,
					'fields'                 => 'ids',
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
				)
			)
		);
		return (int) $first->found_posts;
	}

	/**
	 * One page of a card list: the query (thumbnails primed), each post as a card, and the total.
	 *
	 * @template T
	 * @param array<string, mixed> $args WP_Query arguments.
	 * @param callable(WP_Post): T $card Builds a post's card.
	 * @return array{list: list<T>, total: int}
	 */
	public static function page( array $args, callable $card ): array {
		$query = new WP_Query( $args );
		update_post_thumbnail_cache( $query );
		$list = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof WP_Post ) {
				$list[] = $card( $post );
			}
		}
		return array(
			'list'  => $list,
			'total' => self::total( $query, $args ),
		);
	}
}
