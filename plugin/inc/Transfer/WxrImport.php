<?php
/**
 * A WordPress export file of this site, imported elsewhere, means the same there.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Cache\PagePurge;
use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Module;

/**
 * Hooks of the WordPress Importer (工具 › 导入 › WordPress, or `wp import`). The importer gives posts
 * and terms new ids but copies meta as it is, so ids kept in fields would point at other objects and
 * the field sanitisers would turn them into junk. So the meta holding ids is held back (WxrIds) and
 * written at `import_end` with the new ids; the old site's URLs become this site's (WxrSource); the
 * settings, front page and menu location come back from the bundle (WxrRestore). The id maps go to
 * TransferMap, so a member import of the same site and a second run find them. Each hook's part: its
 * docblock; the operator's view: docs/operators.md, "Moving an existing site".
 */
final class WxrImport implements Module {

	/**
	 * The last import's report (not autoloaded).
	 */
	public const REPORT_OPTION = 'mvc_last_content_import';

	/**
	 * The importer runs in this request.
	 *
	 * @var bool
	 */
	private bool $running = false;

	/**
	 * The old site.
	 *
	 * @var WxrSource
	 */
	private WxrSource $site;

	/**
	 * The ids given out and the fields held back.
	 *
	 * @var WxrIds
	 */
	private WxrIds $ids;

	/**
	 * Old term id => [taxonomy, slug].
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	private array $terms = array();

	/**
	 * Menu items' own meta: old item id => [menu slug, menu order, title, meta key => value].
	 *
	 * @var array<int, array{0: string, 1: int, 2: string, 3: array<string, string>}>
	 */
	private array $menu_meta = array();

	/**
	 * Menu items already here: old item id => item id.
	 *
	 * @var array<int, int>
	 */
	private array $menu_items = array();

	/**
	 * Ready for a run.
	 */
	public function __construct() {
		$this->reset();
	}

	/**
	 * Applies where imports run: wp-admin and WP-CLI.
	 */
	public function can_register(): bool {
		return is_admin() || ( defined( 'WP_CLI' ) && WP_CLI );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_import_options', array( $this, 'options' ) );
		foreach ( array( 'wp_import_categories', 'wp_import_tags', 'wp_import_terms' ) as $hook ) {
			add_filter( $hook, array( $this, 'terms' ) );
		}
		add_filter( 'wp_import_posts', array( $this, 'posts' ) );
		add_filter( 'wp_import_existing_post', array( $this, 'existing' ), 10, 2 );
		add_filter( 'wp_import_post_meta', array( $this, 'post_meta' ), 10, 3 );
		add_action( 'import_end', array( $this, 'finish' ) );
	}


	/**
	 * `wp_import_options`: the operator's choice of rewriting URLs.
	 *
	 * @param mixed $options The importer's options.
	 * @return mixed
	 */
	public function options( $options ) {
		$this->reset();
		$this->site = new WxrSource( is_array( $options ) && ! empty( $options['rewrite_urls'] ) );
		return $options;
	}

	/**
	 * `wp_import_categories` / `_tags` / `_terms`: the old ids and slugs.
	 *
	 * @param mixed $terms The file's terms.
	 * @return mixed
	 */
	public function terms( $terms ) {
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$id       = (int) ( $term['term_id'] ?? 0 );
			$taxonomy = (string) ( $term['term_taxonomy'] ?? ( isset( $term['category_nicename'] ) ? 'category' : 'post_tag' ) );
			$slug     = (string) ( $term['slug'] ?? $term['category_nicename'] ?? $term['tag_slug'] ?? '' );
			if ( $id > 0 && '' !== $slug ) {
				$this->terms[ $id ] = array( $taxonomy, $slug );
			}
		}
		return $terms;
	}

	/**
	 * `wp_import_posts`: the whole list, before anything is written.
	 *
	 * @param mixed $posts The file's items.
	 * @return mixed
	 */
	public function posts( $posts ) {
		if ( ! is_array( $posts ) ) {
			return $posts;
		}
		$this->running = true;
		$kept          = array();
		foreach ( $posts as $post ) {
			if ( SiteBundle::TYPE === ( $post['post_type'] ?? '' ) ) {
				$this->site->take_bundle( $post );
				continue;
			}
			$kept[] = $post;
		}
		$this->site->learn( $kept );
		$source = $this->site->source();
		$menus  = array();
		foreach ( $kept as $i => $post ) {
			// Only a value that changes is written back: the importer's list is not copied whole.
			foreach ( $this->site->rewrites() ? (array) ( $post['postmeta'] ?? array() ) : array() as $m => $meta ) {
				$rewritten = $this->site->rewrite_meta( $meta );
				if ( $rewritten !== $meta ) {
					$kept[ $i ]['postmeta'][ $m ] = $rewritten;
				}
			}
			if ( 'nav_menu_item' === ( $post['post_type'] ?? '' ) ) {
				$menus[ (int) $post['post_id'] ] = $i;
			}
		}
		$known = $menus ? array_filter( TransferMap::get( $source, 'menu_item', array_keys( $menus ) ) ) : array();
		foreach ( $menus as $old => $i ) {
			if ( isset( $known[ $old ] ) && 'nav_menu_item' === get_post_type( $known[ $old ] ) ) {
				$this->menu_items[ $old ] = $known[ $old ];
				unset( $kept[ $i ] );
				continue;
			}
			$this->keep_menu_meta( $kept[ $i ] );
		}
		return array_values( $kept );
	}

	/**
	 * `wp_import_existing_post`: which items were here before.
	 *
	 * @param mixed $post_exists Post id here, or 0.
	 * @param mixed $post        The item.
	 * @return mixed
	 */
	public function existing( $post_exists, $post ) {
		if ( $post_exists && is_array( $post ) ) {
			$this->ids->existed( (int) ( $post['post_id'] ?? 0 ) );
		}
		return $post_exists;
	}

	/**
	 * `wp_import_post_meta`: a post or image is in; its meta is about to be added.
	 *
	 * @param mixed                $postmeta The item's meta ([key, value] pairs).
	 * @param int                  $post_id  Its id here.
	 * @param array<string, mixed> $post     The item.
	 * @return mixed
	 */
	public function post_meta( $postmeta, $post_id, $post ) {
		return $this->ids->post_meta( $postmeta, $post_id, $post );
	}

	/**
	 * `import_end`: the ids, the settings and the menus are put right, and the report is printed.
	 */
	public function finish(): void {
		if ( ! $this->running ) {
			return;
		}
		$this->running = false;
		$source        = $this->site->source();
		$posts         = $this->ids->posts();
		TransferMap::put( $source, 'post', $posts );
		$restore = new WxrRestore( $source, $posts, $this->terms, $this->site->bundle(), array( $this->site, 'rewrite_text' ) );
		$restore->write_held( $this->ids->held(), $this->ids->written() );
		$restore->menu_meta( $this->menu_meta, count( $this->menu_items ) );
		$restore->settings();
		// The importer flushed the object cache just before; every write here went through WordPress's
		// own functions, which clear what they change.
		ContentVersion::bump();
		PagePurge::everything();
		$report = $restore->report();
		update_option( self::REPORT_OPTION, $report + array( 'at' => time() ), false );
		WxrRestore::print_report( $report );
		$this->reset();
	}

	/**
	 * Forgets an import (one process may run several: `wp import` of many files).
	 */
	private function reset(): void {
		$this->running    = false;
		$this->site       = new WxrSource();
		$this->ids        = new WxrIds();
		$this->terms      = array();
		$this->menu_meta  = array();
		$this->menu_items = array();
	}


	/**
	 * A text with the old site's addresses made this site's, when the operator asked for it.
	 *
	 * @param string $value Text.
	 */
	public function rewrite_text( string $value ): string {
		return $this->site->rewrite_text( $value );
	}

	/**
	 * Keeps a menu item's own meta, which the importer drops.
	 *
	 * @param array<string, mixed> $item The menu item.
	 */
	private function keep_menu_meta( array $item ): void {
		$menu = '';
		foreach ( (array) ( $item['terms'] ?? array() ) as $term ) {
			if ( 'nav_menu' === ( $term['domain'] ?? '' ) ) {
				$menu = (string) $term['slug'];
				break;
			}
		}
		$meta = array();
		foreach ( (array) ( $item['postmeta'] ?? array() ) as $pair ) {
			$key = (string) ( $pair['key'] ?? '' );
			if ( str_starts_with( $key, '_mvc_' ) ) {
				$meta[ $key ] = (string) $pair['value'];
			}
		}
		$this->menu_meta[ (int) $item['post_id'] ] = array( $menu, (int) ( $item['menu_order'] ?? 0 ), (string) ( $item['post_title'] ?? '' ), $meta );
	}
}
