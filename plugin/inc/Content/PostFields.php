<?php
/**
 * The article fields the lists read.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

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
	 * A call for papers' submission deadline as Y-m-d, read from the forms operators type
	 * (2026-12-31, 2026/12/31, 2026年12月31日, 20261231 as date pickers store it, or anything
	 * strtotime() reads), or '' when it is no date.
	 *
	 * @param int $post_id Post id.
	 */
	public static function deadline( int $post_id ): string {
		$value = get_post_meta( $post_id, 'submission_deadline', true );
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return '';
		}
		$value = trim( $value );
		if ( 1 === preg_match( '/^(\d{4})(?:(\d{2})(\d{2})|\s*[-\/.年]\s*(\d{1,2})\s*[-\/.月]\s*(\d{1,2})\s*日?)$/u', $value, $parts ) ) {
			$month = (int) ( '' !== $parts[2] ? $parts[2] : $parts[4] );
			$day   = (int) ( '' !== $parts[2] ? $parts[3] : $parts[5] );
			return checkdate( $month, $day, (int) $parts[1] ) ? sprintf( '%04d-%02d-%02d', $parts[1], $month, $day ) : '';
		}
		$time = strtotime( $value );
		return false === $time ? '' : gmdate( 'Y-m-d', $time );
	}

	/**
	 * Whether a post is a public article: a published post (not a page or an attachment) without a
	 * password. Likes, favourites, comments by members, comment likes, follows and recommendations
	 * are for these only.
	 *
	 * @param int|WP_Post $post Post or its id.
	 */
	public static function is_public_article( $post ): bool {
		// get_post( 0 ) would answer the global post.
		$post = $post instanceof WP_Post ? $post : ( $post > 0 ? get_post( $post ) : null );
		return $post instanceof WP_Post && 'post' === $post->post_type && 'publish' === $post->post_status && '' === $post->post_password;
	}

	/**
	 * Whether a call for papers can still be followed: its deadline is today or later, or is no
	 * date the site can read.
	 *
	 * @param int      $post_id Post id.
	 * @param int|null $now     Unix time (tests).
	 */
	public static function open_for_follows( int $post_id, ?int $now = null ): bool {
		$deadline = self::deadline( $post_id );
		return self::is_call_for_papers( $post_id ) && ( '' === $deadline || Article::days_left( $deadline, $now ) >= 0 );
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

	/**
	 * A Y-m-d day (a deadline, a recommended article's date) as 2026年11月23日; the value as given
	 * when it is no such day.
	 *
	 * @param string $day Y-m-d.
	 */
	public static function chinese_day( string $day ): string {
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, wp_timezone() );
		return $parsed ? $parsed->format( self::CHINESE_DATE ) : $day;
	}
}
