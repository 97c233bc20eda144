<?php
/**
 * The header menu's link attributes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Menus;

/**
 * The current item, new-tab items and full-reload items get their attributes.
 */
final class MenusTest extends TestCase {

	/**
	 * A menu item post carrying the given classes.
	 *
	 * @param array<int, string> $classes Classes WordPress gave the item.
	 */
	private function item( array $classes = array() ): \WP_Post {
		$menu = wp_create_nav_menu( '测试菜单' . wp_rand() );
		$this->assertIsInt( $menu );
		$id = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => '科研资讯',
				'menu-item-url'    => home_url( '/research-news/' ),
				'menu-item-type'   => 'custom',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $id );
		$item          = get_post( $id );
		$item->classes = $classes; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress's menu item property.
		return $item;
	}

	public function test_current_item_gets_aria_current(): void {
		$atts = ( new Menus() )->link_attributes( array( 'href' => '/research-news/' ), $this->item( array( 'menu-item', 'current-menu-item' ) ) );

		$this->assertSame( 'page', $atts['aria-current'] );
	}

	public function test_new_tab_item_gets_noopener_and_others_nothing(): void {
		$menus = new Menus();
		$item  = $this->item();

		$this->assertSame( 'noopener', $menus->link_attributes( array( 'target' => '_blank' ), $item )['rel'] );
		$this->assertSame( array( 'href' => '/x' ), $menus->link_attributes( array( 'href' => '/x' ), $item ) );
	}

	public function test_full_reload_flag_is_printed(): void {
		$item = $this->item();
		update_post_meta( $item->ID, Menus::META_FULL_RELOAD, 1 );

		$this->assertSame( '1', ( new Menus() )->link_attributes( array(), $item )['data-mvc-reload'] );
	}
}
