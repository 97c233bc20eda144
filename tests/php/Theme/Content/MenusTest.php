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

	/**
	 * A menu item as wp_nav_menu_objects sees it.
	 *
	 * @param int                $id        Item id.
	 * @param int                $parent_id Parent item id (0: a group).
	 * @param string             $url       Address.
	 * @param array<int, string> $classes   Classes WordPress gave it.
	 */
	private function menu_object( int $id, int $parent_id, string $url, array $classes ): \stdClass {
		$item                   = new \stdClass();
		$item->ID               = $id; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- WordPress's menu item property.
		$item->menu_item_parent = (string) $parent_id;
		$item->url              = $url;
		$item->classes          = array_merge( array( 'menu-item' ), $classes );
		$item->current          = in_array( 'current-menu-item', $classes, true );
		return $item;
	}

	public function test_one_current_group_drops_the_fragment_item_and_its_group_when_an_item_without_fragment_is_current(): void {
		// As WordPress marks /industry-news/: 行业资讯 and 职业资讯 (#tab3) current, both groups lit.
		$items = array(
			1 => $this->menu_object( 85, 0, '/research-news/', array( 'current-menu-parent', 'current-menu-ancestor' ) ),
			2 => $this->menu_object( 87, 85, '/industry-news/', array( 'current-menu-item' ) ),
			3 => $this->menu_object( 94, 0, '/courses/', array( 'current-menu-parent', 'current-menu-ancestor' ) ),
			4 => $this->menu_object( 96, 94, '/industry-news/#tab3', array( 'current-menu-item' ) ),
		);

		$items = ( new Menus() )->one_current_group( $items );

		$this->assertContains( 'current-menu-item', $items[2]->classes );
		$this->assertContains( 'current-menu-ancestor', $items[1]->classes );
		$this->assertContains( 'current-menu-parent', $items[1]->classes );
		$this->assertNotContains( 'current-menu-item', $items[4]->classes );
		$this->assertFalse( $items[4]->current );
		$this->assertNotContains( 'current-menu-ancestor', $items[3]->classes );
		$this->assertNotContains( 'current-menu-parent', $items[3]->classes );
	}

	public function test_one_current_group_keeps_a_fragment_item_that_is_the_only_current_one(): void {
		$items = array(
			1 => $this->menu_object( 94, 0, '/courses/', array( 'current-menu-parent', 'current-menu-ancestor' ) ),
			2 => $this->menu_object( 96, 94, '/industry-news/#tab3', array( 'current-menu-item' ) ),
		);

		$items = ( new Menus() )->one_current_group( $items );

		$this->assertContains( 'current-menu-item', $items[2]->classes );
		$this->assertContains( 'current-menu-ancestor', $items[1]->classes );
	}

	public function test_menu_on_industry_news_lights_one_group_and_the_drawer_copy_has_no_ids(): void {
		$menu = wp_create_nav_menu( '测试菜单' . wp_rand() );
		$this->assertIsInt( $menu );
		$add  = function ( string $title, string $path, int $parent_id = 0 ) use ( $menu ): int {
			$id = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'     => $title,
					'menu-item-url'       => home_url( $path ),
					'menu-item-type'      => 'custom',
					'menu-item-status'    => 'publish',
					'menu-item-parent-id' => $parent_id,
				)
			);
			$this->assertIsInt( $id );
			return $id;
		};
		$news = $add( '新闻资讯', '/research-news/' );
		$add( '行业资讯', '/industry-news/', $news );
		$careers = $add( '职业发展', '/courses/' );
		$add( '职业资讯', '/industry-news/#tab3', $careers );
		set_theme_mod( 'nav_menu_locations', array( Menus::LOCATION => $menu ) );
		$this->go_to( home_url( '/industry-news/' ) );
		$_SERVER['REQUEST_URI'] = '/industry-news/';

		$render = static function ( bool $drawer ): string {
			$args = array(
				'theme_location' => Menus::LOCATION,
				'container'      => '',
				'echo'           => false,
				'fallback_cb'    => false,
			);
			if ( $drawer ) {
				$args[ Menus::DRAWER_ARG ] = true;
			}
			return (string) wp_nav_menu( $args );
		};
		$bar    = $render( false );
		$drawer = $render( true );

		$this->assertSame( 1, substr_count( $bar, 'current-menu-ancestor' ), $bar );
		$this->assertSame( 1, substr_count( $bar, 'aria-current="page"' ), $bar );
		$this->assertStringContainsString( 'id="menu-item-' . $news . '"', $bar );
		$this->assertStringNotContainsString( 'id="menu-item-', $drawer );
		$this->assertStringContainsString( '职业资讯', $drawer );
	}
}
