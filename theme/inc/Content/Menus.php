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
 * One menu location whose top-level items are the groups (news, publishing, careers) and whose
 * children are the hover sub-menu. Items may open in a new tab (WordPress's own "open in new tab")
 * or force a full reload (our flag, stored as item meta and printed as data-mvc-reload, which the
 * islands' client-side navigation, when there is one, must respect).
 */
final class Menus implements Module {

	public const LOCATION = 'primary';

	public const META_FULL_RELOAD = '_mvc_full_reload';

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
