<?php
/**
 * What the theme does when the site's plugin is not active.
 *
 * @package Mvc
 */

namespace Mvc\Theme;

/**
 * The site's data and services (post types, members, settings, REST routes) come from the plugin
 * MVC Core (plugin/, slug mvc-core). Without it the theme still shows posts and pages, each
 * through templates/plain.php, which needs nothing but WordPress, and tells operators in wp-admin
 * that the plugin is needed. Templates ask active() before they call the plugin.
 */
final class PluginGuard implements Module {

	public const PLUGIN = 'mvc-core/mvc-core.php';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks of the theme without its plugin.
	 */
	public function register(): void {
		if ( self::active() ) {
			return;
		}
		add_action( 'admin_notices', array( $this, 'notice' ) );
		add_filter( 'template_include', array( $this, 'plain_template' ), 99 );
	}

	/**
	 * Whether the plugin is loaded.
	 */
	public static function active(): bool {
		return defined( 'MVC_CORE_VERSION' );
	}

	/**
	 * Every page is drawn by the template that needs nothing from the plugin.
	 *
	 * @param string $template Template WordPress chose.
	 */
	public function plain_template( $template ): string {
		return Theme::path( 'templates/plain.php' );
	}

	/**
	 * The notice to operators who can activate plugins.
	 */
	public function notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'The theme needs its plugin MVC Core: without it the site shows only plain posts and pages, and members, lists, journals and settings are missing. Activate MVC Core under Plugins.', 'mvc' )
		);
	}
}
