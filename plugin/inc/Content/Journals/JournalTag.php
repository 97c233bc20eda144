<?php
/**
 * A journal's own tag.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journals;

use Mvc\Core\Content\PostTypes\Journal;
use WP_Post;
use WP_Term;

/**
 * Each journal has a tag of its own whose slug is the journal's slug (/tag/{slug}): its research
 * news, calls for papers and past special issues carry it. The spec's client looks it up by the
 * journal's name.
 */
final class JournalTag {

	/**
	 * A journal's own tag, or null when there is none.
	 *
	 * @param WP_Post $journal The journal.
	 */
	public static function of( WP_Post $journal ): ?WP_Term {
		$term = '' === $journal->post_name ? false : get_term_by( 'slug', $journal->post_name, 'post_tag' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * A published journal's own tag, made when it has none yet (named as the journal, its slug the
	 * journal's slug); null for a journal that is not published or when the tag cannot be made.
	 *
	 * @param WP_Post $journal The journal.
	 */
	public static function ensure( WP_Post $journal ): ?WP_Term {
		if ( Journal::TYPE !== $journal->post_type || 'publish' !== $journal->post_status || '' === $journal->post_name ) {
			return null;
		}
		$term = self::of( $journal );
		if ( $term ) {
			return $term;
		}
		$made = wp_insert_term(
			html_entity_decode( wp_strip_all_tags( get_the_title( $journal ) ), ENT_QUOTES, 'UTF-8' ),
			'post_tag',
			array( 'slug' => $journal->post_name )
		);
		if ( is_wp_error( $made ) ) {
			return null;
		}
		$term = get_term( (int) $made['term_id'], 'post_tag' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The published journal whose own tag is one of these tags, or null.
	 *
	 * @param int[] $tag_ids Tag ids.
	 */
	public static function journal_of_tags( array $tag_ids ): ?WP_Post {
		$slugs = array();
		foreach ( $tag_ids as $tag_id ) {
			$term = get_term( (int) $tag_id, 'post_tag' );
			if ( $term instanceof WP_Term ) {
				$slugs[] = $term->slug;
			}
		}
		if ( ! $slugs ) {
			return null;
		}
		$journals = get_posts(
			array(
				'post_type'              => Journal::TYPE,
				'post_status'            => 'publish',
				'post_name__in'          => $slugs,
				'posts_per_page'         => 1,
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		return $journals ? $journals[0] : null;
	}

	/**
	 * The tag of the journal with this name: the tag named so, or else the own tag of the published
	 * journal titled so (or whose slug it is); null when there is none.
	 *
	 * @param string $name The journal's name.
	 */
	public static function find( string $name ): ?WP_Term {
		$name = trim( $name );
		if ( '' === $name ) {
			return null;
		}
		$term = get_term_by( 'name', $name, 'post_tag' );
		if ( $term instanceof WP_Term ) {
			return $term;
		}
		$journals = get_posts(
			array(
				'post_type'              => Journal::TYPE,
				'post_status'            => 'publish',
				'title'                  => $name,
				'posts_per_page'         => 1,
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		if ( ! $journals ) {
			$by_slug  = get_page_by_path( sanitize_title( $name ), OBJECT, Journal::TYPE );
			$journals = $by_slug instanceof WP_Post && 'publish' === $by_slug->post_status ? array( $by_slug ) : array();
		}
		return $journals ? self::of( $journals[0] ) : null;
	}
}
