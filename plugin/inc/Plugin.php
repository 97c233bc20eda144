<?php
/**
 * The plugin's entry point.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

use Mvc\Core\Admin\Capabilities;
use Mvc\Core\Content\PostViews;
use Mvc\Core\Data\Schema;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Follows\FollowReminders;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Security\CoreDoors;
use Mvc\Core\Submissions\Retention;

/**
 * Instantiates the modules the bootstrap lists, and answers where the plugin's files are.
 */
final class Plugin {

	/**
	 * Registers each module that applies to the current request.
	 *
	 * @param array<int, class-string<Module>> $modules Module class names, in order.
	 */
	public static function boot( array $modules ): void {
		foreach ( $modules as $class_name ) {
			$module = new $class_name();
			if ( $module->can_register() ) {
				$module->register();
			}
		}
	}

	/**
	 * On activation: the settings option, the roles' capabilities and the tables exist before the first request, and the
	 * rewrite rules are generated again with the plugin's routes on the next one.
	 */
	public static function activate(): void {
		Settings::install();
		Role::add();
		Capabilities::grant();
		Schema::maybe_upgrade();
		delete_option( 'rewrite_rules' );
	}

	/**
	 * On deactivation: the plugin's scheduled events stop and the rules forget its routes. Data
	 * stays (tables, options, meta) until the plugin is deleted.
	 */
	public static function deactivate(): void {
		foreach ( self::cron_hooks() as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
		delete_option( 'rewrite_rules' );
	}

	/**
	 * The WP-Cron events the plugin schedules.
	 *
	 * @return list<string>
	 */
	public static function cron_hooks(): array {
		return array( FollowReminders::HOOK, SessionCookie::PURGE_HOOK, CoreDoors::LOST_PASSWORD_EVENT, PostViews::PURGE_HOOK, Digest::HOOK, Digest::BATCH_HOOK, Retention::HOOK, Search\Upkeep::HOOK, Syndication\WeChat\Queue::HOOK, Syndication\Baidu\Pusher::HOOK );
	}

	/**
	 * Absolute path inside the plugin.
	 *
	 * @param string $relative Path relative to the plugin root, without a leading slash.
	 */
	public static function path( string $relative = '' ): string {
		return dirname( MVC_CORE_FILE ) . '/' . ltrim( $relative, '/' );
	}

	/**
	 * URL inside the plugin.
	 *
	 * @param string $relative Path relative to the plugin root, without a leading slash.
	 */
	public static function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), MVC_CORE_FILE );
	}
}
