<?php
/**
 * The theme's entry point.
 *
 * @package Mvc
 */

namespace Mvc\Theme;

/**
 * Instantiates the modules the bootstrap lists and lets each register its hooks.
 */
final class Theme {

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
	 * Absolute path inside the theme.
	 *
	 * @param string $relative Path relative to the theme root, without a leading slash.
	 */
	public static function path( string $relative = '' ): string {
		return get_template_directory() . '/' . ltrim( $relative, '/' );
	}

	/**
	 * URL inside the theme.
	 *
	 * @param string $relative Path relative to the theme root, without a leading slash.
	 */
	public static function url( string $relative = '' ): string {
		return get_template_directory_uri() . '/' . ltrim( $relative, '/' );
	}
}
