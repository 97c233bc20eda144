<?php
/**
 * The plugin's own pages, which a theme may restyle.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * A few answers of the plugin are whole HTML pages outside the theme's layout (the pages the
 * special-issue mails' links open). Each is a template in plugin/templates/<name>.php; a theme
 * overrides one by shipping mvc-core/<name>.php, as WooCommerce's templates are overridden.
 */
final class Templates {

	/**
	 * The file of a template: the theme's copy, or the plugin's.
	 *
	 * @param string $name Template name, without .php.
	 */
	public static function locate( string $name ): string {
		$theme = locate_template( 'mvc-core/' . $name . '.php' );
		return '' !== $theme ? $theme : Plugin::path( 'templates/' . $name . '.php' );
	}

	/**
	 * A template rendered into a string.
	 *
	 * @param string               $name Template name, without .php.
	 * @param array<string, mixed> $args What the template reads from $args.
	 */
	public static function render( string $name, array $args ): string {
		ob_start();
		load_template( self::locate( $name ), false, $args );
		return (string) ob_get_clean();
	}
}
