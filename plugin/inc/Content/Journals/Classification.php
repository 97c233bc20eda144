<?php
/**
 * A journal's classification: the journal filter tags it carries.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journals;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Settings;

/**
 * The journals listing's categories are tags (Settings `journal_filter_tags`, where 0 is "all"); a
 * journal belongs to a category by carrying its tag. options() lists the categories an operator
 * may pick, of() reads a journal's, set() replaces them and keeps the journal's other tags.
 */
final class Classification {

	/**
	 * The categories a journal may carry: the filter tags that exist, in the settings' order.
	 *
	 * @return list<array{id: int, name: string, slug: string}>
	 */
	public static function options(): array {
		$ids = array_values( array_filter( Settings::to_ids( Settings::get( 'journal_filter_tags' ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'post_tag',
				'include'    => $ids,
				'hide_empty' => false,
			)
		);
		$by_id = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$by_id[ $term->term_id ] = array(
				'id'   => $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
			);
		}
		$options = array();
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$options[] = $by_id[ $id ];
			}
		}
		return $options;
	}

	/**
	 * The ids of the categories a journal carries, in the settings' order.
	 *
	 * @param int $post_id The journal.
	 * @return list<int>
	 */
	public static function of( int $post_id ): array {
		$tags = wp_get_post_tags( $post_id, array( 'fields' => 'ids' ) );
		$tags = is_array( $tags ) ? array_map( 'intval', $tags ) : array();
		return array_values( array_intersect( array_column( self::options(), 'id' ), $tags ) );
	}

	/**
	 * Makes a journal carry exactly these categories (ids that are no category are left out); its
	 * other tags stay.
	 *
	 * @param int             $post_id The journal.
	 * @param array<int, int> $ids     Category tag ids.
	 * @return bool Whether the journal's tags were set.
	 */
	public static function set( int $post_id, array $ids ): bool {
		if ( Journal::TYPE !== get_post_type( $post_id ) ) {
			return false;
		}
		$options = array_column( self::options(), 'id' );
		$tags    = wp_get_post_tags( $post_id, array( 'fields' => 'ids' ) );
		$tags    = is_array( $tags ) ? array_map( 'intval', $tags ) : array();
		$keep    = array_diff( $tags, $options );
		$chosen  = array_intersect( $options, array_map( 'intval', $ids ) );
		$result  = wp_set_post_terms( $post_id, array_values( array_unique( array_merge( $keep, $chosen ) ) ), 'post_tag' );
		return is_array( $result );
	}
}
