<?php
/**
 * The journals listing (/journals): its category menu and its filtered, paged query.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Journals as JournalList;
use Mvc\Core\View\Site;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Query;
use WP_Term;

/**
 * /journals lists the published journals, 16 a page (Lists::PER_PAGE), newest first, with a
 * category menu on the left: one entry per tag id of the setting `journal_filter_tags` (0 is 全部期刊,
 * the others the tag's name). A category is a real address, `/journals/?category={tag id}`, and
 * its pages `/journals/page/{n}/?category={tag id}`, so every page can be shared and indexed. The
 * main query is the list (one query, no second one for the cards); a page past the last answers
 * 404 (WordPress's own rule for an empty paged archive), and so does a category that is not in the
 * menu.
 */
final class Journals implements Module {

	/**
	 * The query argument of the category (a tag id).
	 */
	public const CATEGORY_ARG = 'category';

	/**
	 * Applies while the plugin is active: it reads the plugin's settings and post type.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'main_query' ), 20 );
		add_action( 'wp', array( $this, 'not_found' ) );
	}

	/**
	 * The listing's main query: 16 a page, only the chosen category's journals, newest first; the
	 * cards need neither the journals' terms nor any meta but their covers (primed in the template).
	 *
	 * @param WP_Query $query Query.
	 */
	public function main_query( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_post_type_archive( JournalList::TYPE ) ) {
			return;
		}
		$query->set( 'posts_per_page', Lists::PER_PAGE['journals'] );
		$query->set( 'ignore_sticky_posts', true );
		$query->set( 'update_post_term_cache', false );
		ListCounting::counted( $query );
		$query->set(
			'orderby',
			array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			)
		);
		$category = self::selected();
		if ( $category > 0 ) {
			$query->set(
				'tax_query', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the filter is by tag.
				array(
					array(
						'taxonomy'         => 'post_tag',
						'field'            => 'term_id',
						'terms'            => array( $category ),
						'include_children' => false,
					),
				)
			);
		}
	}

	/**
	 * A category that is not in the menu names nothing: 404, so no cacheable variant exists for it.
	 */
	public function not_found(): void {
		global $wp_query;
		if ( $wp_query instanceof WP_Query && ! $wp_query->is_404() && $wp_query->is_post_type_archive( JournalList::TYPE ) && self::selected() < 0 ) {
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	}

	/**
	 * The tag ids of the menu, in the settings' order (0 for all journals).
	 *
	 * @return list<int>
	 */
	public static function filter_ids(): array {
		$ids = array();
		foreach ( (array) Site::get( 'journal_filter_tags' ) as $id ) {
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The chosen category: the tag id of `?category=`, 0 for all journals (no argument, or 0), -1
	 * when the argument names no entry of the menu (not in the setting, or its tag is gone).
	 */
	public static function selected(): int {
		if ( ! isset( $_GET[ self::CATEGORY_ARG ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public list.
			return 0;
		}
		$raw = wp_unslash( $_GET[ self::CATEGORY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked to be digits below.
		if ( ! is_string( $raw ) || ! ctype_digit( $raw ) ) {
			return -1;
		}
		$id = (int) $raw;
		if ( 0 === $id ) {
			return 0;
		}
		// An entry whose tag was deleted is not in the menu either.
		return in_array( $id, self::filter_ids(), true ) && get_term( $id, 'post_tag' ) instanceof WP_Term ? $id : -1;
	}

	/**
	 * The menu's entries: 全部期刊 for 0, the tag's name for the others (a tag that no longer exists
	 * is left out), in the settings' order; one query for all the tags.
	 *
	 * @param int $current The chosen category.
	 * @return list<array{id: int, label: string, url: string, current: bool}>
	 */
	public static function menu( int $current ): array {
		$ids   = self::filter_ids();
		$names = array();
		$tags  = array_values( array_filter( $ids ) );
		if ( $tags ) {
			$terms = get_terms(
				array(
					'taxonomy'   => 'post_tag',
					'include'    => $tags,
					'hide_empty' => false,
				)
			);
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$names[ $term->term_id ] = $term->name;
			}
		}
		$items = array();
		foreach ( $ids as $id ) {
			if ( 0 !== $id && ! isset( $names[ $id ] ) ) {
				continue;
			}
			$items[] = array(
				'id'      => $id,
				'label'   => 0 === $id ? __( 'All journals', 'mvc' ) : $names[ $id ],
				'url'     => self::link( $id ),
				'current' => $id === $current,
			);
		}
		return $items;
	}

	/**
	 * The address of a category's page: /journals/[page/{n}/][?category={id}].
	 *
	 * @param int $category Tag id, 0 for all journals.
	 * @param int $page     Page number.
	 */
	public static function link( int $category, int $page = 1 ): string {
		$base = (string) get_post_type_archive_link( JournalList::TYPE );
		if ( $page > 1 ) {
			$base = trailingslashit( $base ) . user_trailingslashit( 'page/' . $page, 'paged' );
		}
		return $category > 0 ? add_query_arg( self::CATEGORY_ARG, $category, $base ) : $base;
	}
}
