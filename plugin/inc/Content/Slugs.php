<?php
/**
 * Readable addresses for Chinese titles.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\PostTypes\Journal;
use WP_Post;

/**
 * WordPress makes a post's slug from its title by percent-encoding what is not ASCII, so a Chinese
 * title gives /journals/%e5%85%88%e8%bf%9b.../. For journals and articles this class makes the slug
 * from the title's pinyin instead (先进材料 → xian-jin-cai-liao), with ICU's Han-Latin
 * transliteration (PHP's intl extension); a slug the operator typed is never changed. Without intl
 * WordPress's own slug stays. The editor's permalink box shows the same slug before publishing.
 */
final class Slugs {

	/**
	 * The post types whose slugs are made readable.
	 */
	public const POST_TYPES = array( Journal::TYPE, 'post' );

	/**
	 * The longest slug made from a title (WordPress allows 200; an address stays readable).
	 */
	public const MAX_LENGTH = 80;

	/**
	 * Adds the hooks (JournalFields registers them once).
	 */
	public static function hook(): void {
		add_filter( 'wp_insert_post_data', array( self::class, 'on_insert' ), 10, 2 );
		add_filter( 'get_sample_permalink', array( self::class, 'sample' ), 10, 5 );
	}

	/**
	 * Whether a text has Chinese characters.
	 *
	 * @param string $text Text.
	 */
	public static function has_han( string $text ): bool {
		return 1 === preg_match( '/\p{Han}/u', $text );
	}

	/**
	 * The slug of a title: its pinyin (and its Latin letters and digits) joined by dashes, at most
	 * MAX_LENGTH characters at a word's end; '' when the title has no Chinese or intl is missing.
	 *
	 * @param string $title The title.
	 */
	public static function from_title( string $title ): string {
		$title = html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES, 'UTF-8' );
		if ( ! self::has_han( $title ) || ! function_exists( 'transliterator_transliterate' ) ) {
			return '';
		}
		$latin = transliterator_transliterate( 'Han-Latin; Latin-ASCII; Lower()', $title );
		if ( ! is_string( $latin ) || self::has_han( $latin ) ) {
			return '';
		}
		$slug = sanitize_title( $latin );
		if ( strlen( $slug ) > self::MAX_LENGTH ) {
			$cut  = substr( $slug, 0, self::MAX_LENGTH + 1 );
			$end  = strrpos( $cut, '-' );
			$slug = substr( $cut, 0, false === $end ? self::MAX_LENGTH : $end );
		}
		return 1 === preg_match( '/^[a-z0-9-]+$/', $slug ) ? trim( $slug, '-' ) : '';
	}

	/**
	 * `wp_insert_post_data`: a journal or an article getting its first slug from a Chinese title (the
	 * operator typed none) gets the pinyin one instead, made unique as WordPress's would be.
	 *
	 * @param mixed $data    The post's fields about to be saved (slashed).
	 * @param mixed $postarr What was asked, with the post's current fields on update.
	 * @return mixed
	 */
	public static function on_insert( $data, $postarr ) {
		if ( ! is_array( $data ) || ! in_array( $data['post_type'] ?? '', self::POST_TYPES, true ) ) {
			return $data;
		}
		$asked = is_array( $postarr ) && isset( $postarr['post_name'] ) && is_string( $postarr['post_name'] ) ? $postarr['post_name'] : '';
		if ( '' !== $asked || '' === (string) ( $data['post_name'] ?? '' ) ) {
			// The operator's (or an earlier) slug, or none yet (a draft follows its title).
			return $data;
		}
		$slug = self::from_title( wp_unslash( (string) ( $data['post_title'] ?? '' ) ) );
		if ( '' === $slug ) {
			return $data;
		}
		$data['post_name'] = wp_unique_post_slug(
			$slug,
			is_array( $postarr ) ? (int) ( $postarr['ID'] ?? 0 ) : 0,
			(string) $data['post_status'],
			(string) $data['post_type'],
			(int) ( $data['post_parent'] ?? 0 )
		);
		return $data;
	}

	/**
	 * `get_sample_permalink`: the editor's permalink box of a journal or article without a slug yet
	 * shows the pinyin slug it will get.
	 *
	 * @param mixed       $permalink The address template and the slug.
	 * @param int         $post_id   The post.
	 * @param string|null $title     A title asked for, or null.
	 * @param string|null $name      A slug asked for, or null.
	 * @param mixed       $post      The post.
	 * @return mixed
	 */
	public static function sample( $permalink, $post_id, $title, $name, $post ) {
		if ( ! is_array( $permalink ) || ! $post instanceof WP_Post || ! in_array( $post->post_type, self::POST_TYPES, true ) ) {
			return $permalink;
		}
		if ( ( is_string( $name ) && '' !== $name ) || '' !== $post->post_name ) {
			return $permalink;
		}
		$slug = self::from_title( is_string( $title ) && '' !== $title ? $title : $post->post_title );
		if ( '' === $slug ) {
			return $permalink;
		}
		$permalink[1] = wp_unique_post_slug( $slug, $post->ID, 'publish', $post->post_type, $post->post_parent );
		return $permalink;
	}
}
