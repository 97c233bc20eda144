<?php
/**
 * The demo content's pages and header menu.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Theme\Content\Menus;

/**
 * The two pages under category paths and the header menu of the demo content (DemoContent, version 1),
 * each found before it is created.
 */
final class DemoMenu {

	/**
	 * The pages that live under category paths; the guest-editor page holds the guest-editor button.
	 */
	public function pages(): void {
		$pages = array(
			'become-a-guest-editor' => array( '成为客座编辑', "<!-- wp:paragraph -->\n<p>我们诚邀各领域的优秀学者担任特刊客座编辑，与期刊编辑部一起策划前沿专题。</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:mvc/guest-editor-button /-->" ),
			'submit-research-news'  => array( '提交科研资讯', "<!-- wp:paragraph -->\n<p>欢迎投递您的最新科研成果新闻稿，编辑部将在审核后发布。</p>\n<!-- /wp:paragraph -->" ),
		);
		foreach ( $pages as $slug => $page ) {
			if ( get_page_by_path( $slug ) ) {
				continue;
			}
			wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $page[0],
					'post_content' => $page[1],
				)
			);
		}
	}

	/**
	 * The header menu: the news, publishing and careers groups.
	 */
	public function menu(): void {
		$name = '顶部菜单';
		$menu = wp_get_nav_menu_object( $name );
		if ( ! $menu ) {
			$menu_id = wp_create_nav_menu( $name );
			if ( ! is_int( $menu_id ) ) {
				return;
			}
			$groups = array(
				array(
					'新闻资讯',
					'/research-news/',
					array(
						array( '科研资讯', '/research-news/', false ),
						array( '行业资讯', '/industry-news/', false ),
						array( '播客', '/podcast/', false ),
					),
				),
				array(
					'出版服务',
					'/call-for-papers/',
					array(
						array( '正在征稿', '/call-for-papers/', false ),
						array( '学术期刊', '/journals/', false ),
						array( '成为客座编辑', '/call-for-papers/become-a-guest-editor/', false ),
						// Its address is the setting 语言润色服务 of 站点设置 (Mvc\Core\Content\SettingLinks).
						array( '语言润色服务', '#editing-services', true ),
					),
				),
				array(
					'职业发展',
					'/courses/',
					array(
						array( '在线课程', '/courses/', false ),
						array( '职业资讯', '/industry-news/#tab3', false ),
					),
				),
			);
			foreach ( $groups as $position => $group ) {
				$parent = wp_update_nav_menu_item( $menu_id, 0, $this->menu_item( $group[0], $group[1], false, 0, $position + 1 ) );
				foreach ( $group[2] as $child_position => $child ) {
					$item = wp_update_nav_menu_item( $menu_id, 0, $this->menu_item( $child[0], $child[1], $child[2], is_int( $parent ) ? $parent : 0, $child_position + 1 ) );
					if ( is_int( $item ) && '#editing-services' === $child[1] ) {
						update_post_meta( $item, \Mvc\Core\Settings::MENU_LINK_META, 'editing_services_url' );
					}
				}
			}
			$menu = wp_get_nav_menu_object( $menu_id );
		}//end if
		if ( $menu ) {
			$locations                    = get_theme_mod( 'nav_menu_locations', array() );
			$locations                    = is_array( $locations ) ? $locations : array();
			$locations[ Menus::LOCATION ] = $menu->term_id;
			set_theme_mod( 'nav_menu_locations', $locations );
		}
	}

	/**
	 * Arguments of a custom-link menu item.
	 *
	 * @param string $title    Label.
	 * @param string $url      Site path or external URL.
	 * @param bool   $new_tab  Open in a new tab.
	 * @param int    $parent_id Parent item id.
	 * @param int    $position Order.
	 * @return array<string, mixed>
	 */
	private function menu_item( string $title, string $url, bool $new_tab, int $parent_id, int $position ): array {
		return array(
			'menu-item-title'     => $title,
			'menu-item-url'       => str_starts_with( $url, '/' ) ? home_url( $url ) : $url,
			'menu-item-type'      => 'custom',
			'menu-item-status'    => 'publish',
			'menu-item-target'    => $new_tab ? '_blank' : '',
			'menu-item-parent-id' => $parent_id,
			'menu-item-position'  => $position,
		);
	}
}
