<?php
/**
 * The site's settings travel inside the WordPress export file.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Content\PostTypes\PostType;
use Mvc\Core\Settings;

/**
 * Carries what WordPress's exporter leaves out (it writes posts only) and what holds this site's ids:
 * 站点设置, the front page and the menu location, as JSON in the meta BUNDLE_META of one private post
 * of the type TYPE, every id written with keys that find its object on another site. The importer
 * hands that item to WxrImport, which reads it through resolve(); it is never imported itself. The
 * export also leaves out members' avatars and the files sent with the forms, so no member is listed
 * as an author. See docs/operators.md, "Moving an existing site".
 */
final class SiteBundle extends PostType {

	public const TYPE = 'mvc_site_bundle';

	public const BUNDLE_META = 'mvc_bundle';

	/**
	 * Format of the JSON.
	 */
	public const FORMAT = 1;

	/**
	 * Attachments the export leaves out: meta keys that mark them.
	 */
	private const PRIVATE_FILES = array( '_mvc_avatar_of', '_mvc_submission_file' );

	/**
	 * Settings holding a category id.
	 */
	private const CATEGORY_SETTINGS = array( 'category_call_for_papers', 'category_research_news', 'category_industry_news', 'category_past_special_issues' );

	/**
	 * Settings holding tag ids (0 in journal_filter_tags is 全部期刊, not a tag).
	 */
	private const TAG_SETTINGS = array( 'research_news_tags', 'journal_filter_tags' );

	/**
	 * Core options holding a post or an image.
	 */
	private const CORE_POSTS = array( 'page_on_front', 'page_for_posts', 'site_icon', 'wp_page_for_privacy_policy' );

	/**
	 * Core options copied as they are.
	 */
	private const CORE_VALUES = array( 'show_on_front', 'blogdescription' );

	/**
	 * The name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The export's own hook (exports run in wp-admin and from WP-CLI).
	 */
	protected function hooks(): void {
		add_action( 'export_wp', array( self::class, 'on_export' ) );
	}

	/**
	 * The carrier: no screen, no URL, exported.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		return array(
			'label'        => __( 'Site settings for a move', 'mvc-core' ),
			'public'       => false,
			'show_ui'      => false,
			'show_in_rest' => false,
			'rewrite'      => false,
			'query_var'    => false,
			'can_export'   => true,
			'supports'     => array( 'title' ),
		);
	}

	/**
	 * Before the exporter lists the posts: writes the bundle when the whole site goes, and keeps
	 * members' files out of the list.
	 *
	 * @param array<string, mixed> $args export_wp()'s arguments.
	 */
	public static function on_export( $args ): void {
		if ( 'all' === ( $args['content'] ?? 'all' ) ) {
			self::save();
		}
		add_filter( 'query', array( self::class, 'leave_out_private_files' ) );
	}

	/**
	 * Narrows the exporter's one snapshot of post ids (export_wp(): `SELECT ID FROM posts … WHERE …`),
	 * then stands down.
	 *
	 * @param mixed $query A statement.
	 * @return mixed
	 */
	public static function leave_out_private_files( $query ) {
		global $wpdb;
		if ( ! is_string( $query ) || ! str_starts_with( $query, "SELECT ID FROM {$wpdb->posts} " ) ) {
			return $query;
		}
		remove_filter( 'query', array( self::class, 'leave_out_private_files' ) );
		$keys = "'" . implode( "', '", self::PRIVATE_FILES ) . "'";
		return $query . " AND {$wpdb->posts}.ID NOT IN (SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key IN ({$keys}))";
	}

	/**
	 * Writes the bundle item (one, updated in place).
	 */
	public static function save(): int {
		$json  = (string) wp_json_encode( self::describe(), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$found = get_posts(
			array(
				'post_type'      => self::TYPE,
				'post_status'    => 'private',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		$post  = array(
			'post_type'   => self::TYPE,
			'post_status' => 'private',
			'post_title'  => 'mvc-site-bundle',
		);
		if ( $found ) {
			$post['ID'] = (int) $found[0];
		}
		$id = (int) wp_insert_post( $post );
		if ( $id ) {
			update_post_meta( $id, self::BUNDLE_META, wp_slash( $json ) );
		}
		return $id;
	}

	/**
	 * What the bundle holds.
	 *
	 * @return array<string, mixed>
	 */
	public static function describe(): array {
		$settings = Settings::all();
		foreach ( self::CATEGORY_SETTINGS as $key ) {
			$settings[ $key ] = self::term_ref( (int) $settings[ $key ], 'category' );
		}
		foreach ( self::TAG_SETTINGS as $key ) {
			$settings[ $key ] = array_map( static fn( int $id ) => 0 === $id ? 0 : self::term_ref( $id, 'post_tag' ), $settings[ $key ] );
		}
		$settings['industry_news_tabs'] = array_map(
			static fn( array $group ): array => array_map( static fn( int $id ) => self::term_ref( $id, 'post_tag' ), $group ),
			$settings['industry_news_tabs']
		);
		$settings['follow_qr_image_id'] = self::post_ref( (int) $settings['follow_qr_image_id'] );

		$core = array();
		foreach ( self::CORE_POSTS as $option ) {
			$core[ $option ] = self::post_ref( (int) get_option( $option ) );
		}
		foreach ( self::CORE_VALUES as $option ) {
			$core[ $option ] = (string) get_option( $option );
		}
		$locations = array();
		foreach ( (array) get_nav_menu_locations() as $location => $menu_id ) {
			$menu = wp_get_nav_menu_object( (int) $menu_id );
			if ( $menu ) {
				$locations[ (string) $location ] = $menu->slug;
			}
		}
		$uploads = wp_get_upload_dir();
		return array(
			'format'         => self::FORMAT,
			'home'           => home_url( '/' ),
			'uploads'        => trailingslashit( (string) $uploads['baseurl'] ),
			'settings'       => $settings,
			'core'           => $core,
			'menu_locations' => $locations,
		);
	}

	/**
	 * The bundle's values with this site's ids.
	 *
	 * @param array<string, mixed> $bundle What describe() wrote on the source.
	 * @param callable             $post   Source post id, GUID => id here (0: not here).
	 * @param string[]             $missing Filled with what could not be found (Chinese).
	 * @return array{settings: array<string, mixed>, core: array<string, mixed>, menu_locations: array<string, int>}
	 */
	public static function resolve( array $bundle, callable $post, array &$missing ): array {
		$settings = is_array( $bundle['settings'] ?? null ) ? $bundle['settings'] : array();
		foreach ( self::CATEGORY_SETTINGS as $key ) {
			if ( array_key_exists( $key, $settings ) ) {
				$settings[ $key ] = self::find_term( $settings[ $key ], $missing );
			}
		}
		foreach ( self::TAG_SETTINGS as $key ) {
			if ( is_array( $settings[ $key ] ?? null ) ) {
				$ids = array();
				foreach ( $settings[ $key ] as $ref ) {
					$id = 0 === $ref ? 0 : self::find_term( $ref, $missing );
					if ( 0 === $ref || $id > 0 ) {
						$ids[] = $id;
					}
				}
				$settings[ $key ] = $ids;
			}
		}
		if ( is_array( $settings['industry_news_tabs'] ?? null ) ) {
			$tabs = array();
			foreach ( $settings['industry_news_tabs'] as $group ) {
				$ids = array_values( array_filter( array_map( static fn( $ref ) => self::find_term( $ref, $missing ), (array) $group ) ) );
				if ( $ids ) {
					$tabs[] = $ids;
				}
			}
			$settings['industry_news_tabs'] = $tabs;
		}
		if ( array_key_exists( 'follow_qr_image_id', $settings ) ) {
			$settings['follow_qr_image_id'] = self::find_post( $settings['follow_qr_image_id'], $post, $missing );
		}
		$core = is_array( $bundle['core'] ?? null ) ? $bundle['core'] : array();
		foreach ( self::CORE_POSTS as $option ) {
			if ( array_key_exists( $option, $core ) ) {
				$core[ $option ] = self::find_post( $core[ $option ], $post, $missing );
			}
		}
		$core = array_intersect_key( $core, array_flip( array_merge( self::CORE_POSTS, self::CORE_VALUES ) ) );

		$locations = array();
		foreach ( (array) ( $bundle['menu_locations'] ?? array() ) as $location => $slug ) {
			$menu = is_string( $slug ) ? get_term_by( 'slug', $slug, 'nav_menu' ) : false;
			if ( $menu instanceof \WP_Term ) {
				$locations[ (string) $location ] = (int) $menu->term_id;
			} else {
				/* translators: %s: a menu's slug. */
				$missing[] = sprintf( __( 'Menu %s was not imported, so the menu location was left as it was.', 'mvc-core' ), is_string( $slug ) ? $slug : '' );
			}
		}
		return array(
			'settings'       => $settings,
			'core'           => $core,
			'menu_locations' => $locations,
		);
	}

	/**
	 * A term as the keys that find it elsewhere.
	 *
	 * @param int    $id       Term id here.
	 * @param string $taxonomy Its taxonomy.
	 * @return array{id: int, taxonomy: string, slug: string}|int The reference, or 0.
	 */
	private static function term_ref( int $id, string $taxonomy ) {
		$term = $id > 0 ? get_term( $id, $taxonomy ) : null;
		if ( ! $term instanceof \WP_Term ) {
			return 0;
		}
		return array(
			'id'       => $id,
			'taxonomy' => $taxonomy,
			'slug'     => $term->slug,
		);
	}

	/**
	 * A post or an image as the keys that find it elsewhere.
	 *
	 * @param int $id Post id here.
	 * @return array{id: int, type: string, guid: string}|int The reference, or 0.
	 */
	private static function post_ref( int $id ) {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post ) {
			return 0;
		}
		return array(
			'id'   => $id,
			'type' => $post->post_type,
			'guid' => $post->guid,
		);
	}

	/**
	 * The term a reference stands for here.
	 *
	 * @param mixed    $ref     term_ref()'s answer.
	 * @param string[] $missing What was not found.
	 */
	private static function find_term( $ref, array &$missing ): int {
		if ( ! is_array( $ref ) || ! is_string( $ref['slug'] ?? null ) || ! is_string( $ref['taxonomy'] ?? null ) ) {
			return 0;
		}
		$term = get_term_by( 'slug', $ref['slug'], $ref['taxonomy'] );
		if ( $term instanceof \WP_Term ) {
			return (int) $term->term_id;
		}
		/* translators: %s: a term's slug. */
		$missing[] = sprintf( __( 'The tag or category %s is not on this site; the setting that named it was left empty.', 'mvc-core' ), $ref['slug'] );
		return 0;
	}

	/**
	 * The post or image a reference stands for here.
	 *
	 * @param mixed    $ref     post_ref()'s answer.
	 * @param callable $post    Source id, GUID => id here.
	 * @param string[] $missing What was not found.
	 */
	private static function find_post( $ref, callable $post, array &$missing ): int {
		if ( ! is_array( $ref ) || ! is_int( $ref['id'] ?? null ) ) {
			return 0;
		}
		$id = (int) $post( $ref['id'], (string) ( $ref['guid'] ?? '' ) );
		if ( ! $id ) {
			/* translators: %d: a post's id on the old site. */
			$missing[] = sprintf( __( 'Post or image #%d of the old site was not imported; the setting that named it was left empty.', 'mvc-core' ), $ref['id'] );
		}
		return $id;
	}
}
