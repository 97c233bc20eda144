<?php
/**
 * An empty site: the target of a move (docs/operators.md, "Moving an existing site").
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use WP_Error;

/**
 * `npm start -- --empty` and `npm run reset -- --empty` install a site with the theme, the plugin and their
 * settings, and no content: WordPress's own sample post, page and privacy-policy draft and their comment are
 * removed (so an import keeps the source's post ids 1-3 too), and the site is marked empty (OPTION) so that no
 * later start ever adds the demo content to it (the seed phase of bin/wp-setup.php asks marked()). A site that
 * already holds more than WordPress's samples is left as it is.
 */
final class EmptySite {

	/**
	 * The mark of a site installed empty (never seeded).
	 */
	public const OPTION = 'mvc_empty_site';

	/**
	 * Whether the site was installed empty.
	 */
	public static function marked(): bool {
		return '1' === (string) get_option( self::OPTION, '' );
	}

	/**
	 * Removes WordPress's samples and marks the site empty; refuses a site with content of its own.
	 *
	 * @return true|WP_Error True when the site is (now) empty and marked.
	 */
	public static function apply() {
		if ( self::marked() ) {
			return true;
		}
		$samples = self::samples();
		$others  = self::content_beside( $samples );
		if ( '' !== $others ) {
			return new WP_Error( 'mvc_not_empty', "the site already has content ({$others}): it is left as it is; wipe it first (npm run reset -- --empty)" );
		}
		foreach ( $samples as $post_id ) {
			wp_delete_post( $post_id, true );
		}
		update_option( 'wp_page_for_privacy_policy', 0 );
		update_option( self::OPTION, '1', false );
		return true;
	}

	/**
	 * WordPress's sample post, page and privacy-policy draft, found by what wp_install_defaults() writes.
	 *
	 * @return list<int>
	 */
	private static function samples(): array {
		global $wpdb;
		$ids     = array();
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( $privacy > 0 ) {
			$ids[] = $privacy;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-time setup step of the local stack.
		$rows = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE ID IN (1, 2) AND post_type IN ('post', 'page') AND post_author = 1" );
		foreach ( (array) $rows as $id ) {
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * What the site holds beside the samples: '' when nothing ("3 posts, 2 users"). The theme's own records
	 * (navigation, templates, styles, fonts) and WordPress's caches are not content.
	 *
	 * @param int[] $samples The samples' ids.
	 */
	private static function content_beside( array $samples ): string {
		global $wpdb;
		$not_samples = $samples ? ' AND ID NOT IN (' . implode( ',', array_map( 'intval', $samples ) ) . ')' : '';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a one-time setup step; ids are integers.
		$posts = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type NOT IN ('revision', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_global_styles', 'wp_navigation', 'wp_template', 'wp_template_part', 'wp_font_family', 'wp_font_face'){$not_samples}" );
		$users = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ) - 1;
		// phpcs:enable
		$found = array();
		if ( $posts > 0 ) {
			$found[] = "{$posts} posts";
		}
		if ( $users > 0 ) {
			$found[] = "{$users} users besides the operator";
		}
		return implode( ', ', $found );
	}
}
