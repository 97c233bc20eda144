<?php
/**
 * The header menu.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Theme\Module;
use WP_Post;

/**
 * One menu location: top-level items are the groups (news, publishing, careers), their children the
 * hover sub-menu. An item may open in a new tab (WordPress's own) or force a full reload (our flag,
 * item meta printed as data-mvc-reload, which any client-side navigation must respect). The header
 * prints the menu twice, the desktop bar and the phone drawer (a `<details>` that works without
 * JavaScript); the drawer's copy (argument `mvc_drawer`) leaves out the items' ids, so the page holds
 * each id once. See docs/features/public-pages.md, "Getting around on a phone".
 */
final class Menus implements Module {

	public const LOCATION = 'primary';

	public const META_FULL_RELOAD = '_mvc_full_reload';

	/**
	 * The wp_nav_menu() argument that marks the phone drawer's copy of the menu.
	 */
	public const DRAWER_ARG = 'mvc_drawer';

	/**
	 * Classes WordPress gives the items above a current item.
	 */
	private const ANCESTOR_CLASSES = array( 'current-menu-parent', 'current-menu-ancestor', 'current_page_parent', 'current_page_ancestor' );

	/**
	 * Classes WordPress gives a current item.
	 */
	private const CURRENT_CLASSES = array( 'current-menu-item', 'current_page_item' );

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'locations' ) );
		add_filter( 'nav_menu_link_attributes', array( $this, 'link_attributes' ), 10, 2 );
		add_filter( 'wp_nav_menu_objects', array( $this, 'one_current_group' ) );
		add_filter( 'nav_menu_item_id', array( $this, 'drawer_item_id' ), 10, 3 );
		add_action( 'wp_nav_menu_item_custom_fields', array( $this, 'item_field' ), 10, 2 );
		add_action( 'wp_update_nav_menu_item', array( $this, 'save_item_field' ), 10, 2 );
	}

	/**
	 * The location.
	 */
	public function locations(): void {
		register_nav_menus( array( self::LOCATION => __( 'Header menu (groups and their sub-menus)', 'mvc' ) ) );
	}

	/**
	 * Adds aria-current on the current item, rel on new-tab items, the full-reload flag.
	 *
	 * @param array<string, string> $atts Link attributes.
	 * @param WP_Post               $item Menu item.
	 * @return array<string, string>
	 */
	public function link_attributes( array $atts, $item ): array {
		$classes = isset( $item->classes ) && is_array( $item->classes ) ? $item->classes : array();
		if ( in_array( 'current-menu-item', $classes, true ) ) {
			$atts['aria-current'] = 'page';
		}
		if ( isset( $atts['target'] ) && '_blank' === $atts['target'] ) {
			$atts['rel'] = 'noopener';
		}
		if ( get_post_meta( $item->ID, self::META_FULL_RELOAD, true ) ) {
			$atts['data-mvc-reload'] = '1';
		}
		return $atts;
	}

	/**
	 * One current group: WordPress compares addresses without their fragment, so on /industry-news/
	 * both 行业资讯 (/industry-news/) and 职业资讯 (/industry-news/#tab3) are current and two groups
	 * light up. The server cannot see the fragment, so when an item without a fragment is current, the
	 * current items with one are not, and the groups above them are marked again from what is left.
	 *
	 * @param array<int|string, object> $items The menu's items, sorted.
	 * @return array<int|string, object>
	 */
	public function one_current_group( array $items ): array {
		$current   = array_filter( $items, array( self::class, 'is_current' ) );
		$fragments = array_filter( $current, array( self::class, 'has_fragment' ) );
		if ( ! $fragments || count( $fragments ) === count( $current ) ) {
			return $items;
		}
		foreach ( $fragments as $item ) {
			$item->classes = array_values( array_diff( self::classes( $item ), self::CURRENT_CLASSES ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress's menu item property.
			$item->current = false;
		}
		$by_id = array();
		foreach ( $items as $item ) {
			$item->classes                     = array_values( array_diff( self::classes( $item ), self::ANCESTOR_CLASSES ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress's menu item property.
			$item->current_item_parent         = false;
			$item->current_item_ancestor       = false;
			$by_id[ (int) ( $item->ID ?? 0 ) ] = $item;
		}
		foreach ( array_diff_key( $current, $fragments ) as $item ) {
			$parent = (int) ( $item->menu_item_parent ?? 0 );
			$direct = true;
			while ( $parent && isset( $by_id[ $parent ] ) ) {
				$above                        = $by_id[ $parent ];
				$add                          = $direct ? array( 'current-menu-parent', 'current-menu-ancestor' ) : array( 'current-menu-ancestor' );
				$above->classes               = array_values( array_unique( array_merge( self::classes( $above ), $add ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress's menu item property.
				$above->current_item_ancestor = true;
				if ( $direct ) {
					$above->current_item_parent = true;
				}
				$direct = false;
				$parent = (int) ( $above->menu_item_parent ?? 0 );
			}
		}
		return $items;
	}

	/**
	 * The drawer's copy of the menu prints no item ids (the desktop bar has them).
	 *
	 * @param string $id   The item's id attribute.
	 * @param object $item Menu item.
	 * @param object $args wp_nav_menu()'s arguments.
	 */
	public function drawer_item_id( $id, $item, $args ): string {
		unset( $item );
		return ! empty( $args->{self::DRAWER_ARG} ) ? '' : (string) $id;
	}

	/**
	 * An item's classes.
	 *
	 * @param object $item Menu item.
	 * @return array<int, string>
	 */
	private static function classes( $item ): array {
		return isset( $item->classes ) && is_array( $item->classes ) ? array_map( 'strval', $item->classes ) : array();
	}

	/**
	 * Whether WordPress marked an item current.
	 *
	 * @param object $item Menu item.
	 */
	private static function is_current( $item ): bool {
		return in_array( 'current-menu-item', self::classes( $item ), true );
	}

	/**
	 * Whether an item's address has a fragment (`#tab3`).
	 *
	 * @param object $item Menu item.
	 */
	private static function has_fragment( $item ): bool {
		return isset( $item->url ) && false !== strpos( (string) $item->url, '#' );
	}

	/**
	 * The full-reload checkbox in Appearance > Menus.
	 *
	 * @param int     $item_id Menu item id.
	 * @param WP_Post $item    Menu item.
	 */
	public function item_field( $item_id, $item ): void {
		unset( $item );
		$checked = (bool) get_post_meta( $item_id, self::META_FULL_RELOAD, true );
		wp_nonce_field( 'mvc_menu_item_' . $item_id, 'mvc_menu_item_nonce_' . $item_id );
		printf(
			'<p class="field-mvc-reload description description-wide"><label><input type="checkbox" name="mvc_full_reload[%1$d]" value="1"%2$s /> %3$s</label></p>',
			(int) $item_id,
			checked( $checked, true, false ),
			esc_html__( 'Always load this link with a full page reload', 'mvc' )
		);
	}

	/**
	 * Saves the checkbox.
	 *
	 * @param int $menu_id Menu id.
	 * @param int $item_id Menu item id.
	 */
	public function save_item_field( $menu_id, $item_id ): void {
		unset( $menu_id );
		$nonce = isset( $_POST[ 'mvc_menu_item_nonce_' . $item_id ] ) ? sanitize_text_field( wp_unslash( $_POST[ 'mvc_menu_item_nonce_' . $item_id ] ) ) : '';
		if ( ! $nonce || ! wp_verify_nonce( $nonce, 'mvc_menu_item_' . $item_id ) || ! current_user_can( 'edit_theme_options' ) ) {
			return;
		}
		$flags = isset( $_POST['mvc_full_reload'] ) && is_array( $_POST['mvc_full_reload'] ) ? array_map( 'absint', wp_unslash( $_POST['mvc_full_reload'] ) ) : array();
		if ( ! empty( $flags[ $item_id ] ) ) {
			update_post_meta( $item_id, self::META_FULL_RELOAD, 1 );
		} else {
			delete_post_meta( $item_id, self::META_FULL_RELOAD );
		}
	}
}
