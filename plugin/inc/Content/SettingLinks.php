<?php
/**
 * Menu items whose address is a setting.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Settings;
use WP_Post;

/**
 * A menu item of Appearance > Menus may take its address from a link of Settings > Site settings
 * (the editing-services site, say): the item is marked with the setting's key (item meta
 * Settings::MENU_LINK_META, chosen in the item's own box), links to the setting's address in a new
 * tab, and is left out of the menu while the setting is empty. Any theme's menus follow it.
 *
 * Registered by Admin\SettingsPage, on every request.
 */
final class SettingLinks {

	/**
	 * The item field's nonce action and field prefix.
	 */
	private const NONCE = 'mvc_setting_link_';

	/**
	 * The settings an item may take its address from, with their names.
	 *
	 * @return array<string, string>
	 */
	public static function choices(): array {
		return array(
			'editing_services_url'   => __( 'Editing services', 'mvc-core' ),
			'guest_editor_apply_url' => __( 'Guest editor application', 'mvc-core' ),
			'privacy_url'            => __( 'Privacy policy', 'mvc-core' ),
			'terms_url'              => __( 'Terms of use', 'mvc-core' ),
		);
	}

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'wp_nav_menu_objects', array( self::class, 'resolve' ), 5 );
		add_filter( 'nav_menu_link_attributes', array( self::class, 'attributes' ), 10, 2 );
		add_action( 'wp_nav_menu_item_custom_fields', array( self::class, 'item_field' ), 20, 2 );
		add_action( 'wp_update_nav_menu_item', array( self::class, 'save_item_field' ), 10, 2 );
	}

	/**
	 * The setting an item takes its address from, '' for none.
	 *
	 * @param int $item_id Menu item id.
	 */
	public static function setting_of( int $item_id ): string {
		$key = (string) get_post_meta( $item_id, Settings::MENU_LINK_META, true );
		return isset( self::choices()[ $key ] ) ? $key : '';
	}

	/**
	 * `wp_nav_menu_objects`: marked items get the setting's address; those whose setting is empty
	 * are left out, with the items below them.
	 *
	 * @param array<int|string, object> $items The menu's items.
	 * @return array<int|string, object>
	 */
	public static function resolve( array $items ): array {
		$removed = array();
		foreach ( $items as $index => $item ) {
			$id     = (int) ( $item->ID ?? 0 );
			$parent = (int) ( $item->menu_item_parent ?? 0 );
			if ( $parent && in_array( $parent, $removed, true ) ) {
				$removed[] = $id;
				unset( $items[ $index ] );
				continue;
			}
			$key = $id ? self::setting_of( $id ) : '';
			if ( '' === $key ) {
				continue;
			}
			$url = Settings::text( $key );
			if ( '' === $url ) {
				$removed[] = $id;
				unset( $items[ $index ] );
				continue;
			}
			$item->url    = $url;
			$item->target = '_blank';
		}//end foreach
		return $items;
	}

	/**
	 * A marked item opens in a new tab without giving the other site this one.
	 *
	 * @param array<string, string> $atts Link attributes.
	 * @param object                $item Menu item.
	 * @return array<string, string>
	 */
	public static function attributes( array $atts, $item ): array {
		if ( '' !== self::setting_of( (int) ( $item->ID ?? 0 ) ) ) {
			$atts['target'] = '_blank';
			$atts['rel']    = 'noopener';
		}
		return $atts;
	}

	/**
	 * The item's choice in Appearance > Menus.
	 *
	 * @param int          $item_id Menu item id.
	 * @param WP_Post|null $item    Menu item.
	 */
	public static function item_field( $item_id, $item = null ): void {
		unset( $item );
		$item_id = (int) $item_id;
		$current = self::setting_of( $item_id );
		wp_nonce_field( self::NONCE . $item_id, self::NONCE . 'nonce_' . $item_id );
		$options = '<option value="">' . esc_html__( 'No: the address above', 'mvc-core' ) . '</option>';
		foreach ( self::choices() as $key => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $key ), selected( $current, $key, false ), esc_html( $label ) );
		}
		printf(
			'<p class="field-mvc-setting-link description description-wide"><label for="mvc-setting-link-%1$d">%2$s<br /><select id="mvc-setting-link-%1$d" name="mvc_setting_link[%1$d]">%3$s</select></label><span class="description">%4$s</span></p>',
			(int) $item_id,
			esc_html__( 'Address from Settings > Site settings', 'mvc-core' ),
			$options, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
			esc_html__( 'The item then links to that setting in a new tab, and is not shown while the setting is empty.', 'mvc-core' )
		);
	}

	/**
	 * Saves the item's choice.
	 *
	 * @param int $menu_id Menu id.
	 * @param int $item_id Menu item id.
	 */
	public static function save_item_field( $menu_id, $item_id ): void {
		unset( $menu_id );
		$item_id = (int) $item_id;
		$field   = self::NONCE . 'nonce_' . $item_id;
		$nonce   = isset( $_POST[ $field ] ) ? sanitize_text_field( wp_unslash( $_POST[ $field ] ) ) : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE . $item_id ) || ! current_user_can( 'edit_theme_options' ) ) {
			return;
		}
		$given = isset( $_POST['mvc_setting_link'][ $item_id ] ) && is_string( $_POST['mvc_setting_link'][ $item_id ] ) ? sanitize_key( wp_unslash( $_POST['mvc_setting_link'][ $item_id ] ) ) : '';
		if ( isset( self::choices()[ $given ] ) ) {
			update_post_meta( $item_id, Settings::MENU_LINK_META, $given );
		} else {
			delete_post_meta( $item_id, Settings::MENU_LINK_META );
		}
	}
}
