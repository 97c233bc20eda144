<?php
/**
 * The site options the local sites run with.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

/**
 * Chinese locale and formats, Shanghai time, the permalinks of the specifications' routes.
 */
final class Options {

	/**
	 * Sets the options (idempotent).
	 */
	public static function apply(): void {
		$options = array(
			'WPLANG'                 => 'zh_CN',
			'blogname'               => 'MVC 材料前沿',
			'blogdescription'        => '材料科学前沿资讯',
			'timezone_string'        => 'Asia/Shanghai',
			'gmt_offset'             => '',
			'date_format'            => 'Y年n月j日',
			'time_format'            => 'H:i',
			'start_of_week'          => 1,
			'permalink_structure'    => '/%category%/%postname%/',
			'category_base'          => '',
			'tag_base'               => '',
			'posts_per_page'         => 10,
			'show_on_front'          => 'posts',
			'default_comment_status' => 'open',
			'comment_moderation'     => 1,
			'blog_public'            => 1,
			'users_can_register'     => 0,
			'default_role'           => 'subscriber',
		);
		foreach ( $options as $name => $value ) {
			if ( get_option( $name ) !== $value ) {
				update_option( $name, $value );
			}
		}
	}

	/**
	 * Points the dev environment's WeChat login at the local fake provider (wp-config's
	 * MVC_WECHAT_LOCAL); the other environments keep what operators entered.
	 */
	public static function wechat(): void {
		if ( ! defined( 'MVC_WECHAT_LOCAL' ) || ! class_exists( \Mvc\Core\Member\WeChat\Config::class ) ) {
			return;
		}
		$local = json_decode( (string) MVC_WECHAT_LOCAL, true );
		if ( ! is_array( $local ) ) {
			return;
		}
		$all        = \Mvc\Core\Member\WeChat\Config::all();
		$all['dev'] = array_merge( $all['dev'], $local );
		$all        = \Mvc\Core\Member\WeChat\Config::sanitize( $all );
		if ( get_option( \Mvc\Core\Member\WeChat\Config::OPTION ) !== $all ) {
			update_option( \Mvc\Core\Member\WeChat\Config::OPTION, $all, false );
		}
	}

	/**
	 * Points the local instances' Baidu push at the local fake link submission (wp-config's
	 * MVC_BAIDU_LOCAL: host, site, token, on); elsewhere the operators' settings are kept.
	 */
	public static function baidu(): void {
		if ( ! defined( 'MVC_BAIDU_LOCAL' ) || ! class_exists( \Mvc\Core\Syndication\Baidu\Config::class ) ) {
			return;
		}
		$local = json_decode( (string) MVC_BAIDU_LOCAL, true );
		if ( ! is_array( $local ) ) {
			return;
		}
		$config = \Mvc\Core\Syndication\Baidu\Config::sanitize( $local );
		if ( false === get_option( \Mvc\Core\Syndication\Baidu\Config::OPTION ) ) {
			add_option( \Mvc\Core\Syndication\Baidu\Config::OPTION, $config, '', false );
		} elseif ( get_option( \Mvc\Core\Syndication\Baidu\Config::OPTION ) !== $config ) {
			update_option( \Mvc\Core\Syndication\Baidu\Config::OPTION, $config, false );
		}
	}
}
