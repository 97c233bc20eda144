<?php
/**
 * The article fields the lists read.
 *
 * @package Mvc
 */

namespace Mvc\Content;

use WP_Post;

/**
 * An article is a call for papers only when all four special-issue fields are filled (public-site
 * spec, section 3), and its meta `_links_to_target` says where its links open.
 */
final class PostFields {

	/**
	 * The four fields that make a post a call for papers.
	 */
	public const CALL_FOR_PAPERS = array( 'cfps_link', 'submission_deadline', 'si_title_cn', 'si_title_en' );

	public const LINK_TARGET = '_links_to_target';

	/**
	 * Dates in Chinese, year-month-day (2026年11月23日).
	 */
	public const CHINESE_DATE = 'Y年n月j日';

	/**
	 * Whether the post is a call for papers.
	 *
	 * @param int $post_id Post id.
	 */
	public static function is_call_for_papers( int $post_id ): bool {
		foreach ( self::CALL_FOR_PAPERS as $key ) {
			$value = get_post_meta( $post_id, $key, true );
			if ( ! is_string( $value ) || '' === trim( $value ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Where the post's links open: '_blank' when the list asks for a new tab or the post's own
	 * target says so, otherwise ''.
	 *
	 * @param WP_Post $post    Post.
	 * @param bool    $new_tab Whether the list opens its items in a new tab.
	 */
	public static function link_target( WP_Post $post, bool $new_tab = false ): string {
		if ( $new_tab ) {
			return '_blank';
		}
		return '_blank' === get_post_meta( $post->ID, self::LINK_TARGET, true ) ? '_blank' : '';
	}

	/**
	 * The name of the post's first category (search results show it).
	 *
	 * @param WP_Post $post Post.
	 */
	public static function first_category( WP_Post $post ): string {
		$terms = get_the_terms( $post, 'category' );
		return is_array( $terms ) && $terms ? $terms[0]->name : '';
	}

	/**
	 * A date as year-month-day in Chinese (2026年11月23日), in the site's time zone.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function chinese_date( WP_Post $post ): string {
		return (string) get_the_date( self::CHINESE_DATE, $post );
	}
}
