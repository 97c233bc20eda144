<?php
/**
 * Theme bootstrap: constants, the autoloader and the list of modules. No logic lives here.
 *
 * The site's data and services are the plugin MVC Core (plugin/ in the repository); this theme
 * presents them, and without the plugin shows plain posts and pages (Mvc\Theme\PluginGuard).
 *
 * @package Mvc
 */

defined( 'ABSPATH' ) || exit;

define( 'MVC_THEME_VERSION', '0.1.0' );
define( 'MVC_THEME_DIR', __DIR__ );

/*
 * PSR-4: the class Mvc\Theme\Foo\Bar lives in inc/Foo/Bar.php.
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Mvc\\Theme\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$file = __DIR__ . '/inc/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

Mvc\Theme\Theme::boot(
	array(
		Mvc\Theme\I18n::class,
		Mvc\Theme\Setup::class,
		Mvc\Theme\PluginGuard::class,
		Mvc\Theme\Content\Routes::class,
		Mvc\Theme\Content\Lists::class,
		Mvc\Theme\Content\ListCounting::class,
		Mvc\Theme\Content\Prime::class,
		Mvc\Theme\Content\Journals::class,
		Mvc\Theme\Content\Seo::class,
		Mvc\Theme\Content\CitationHead::class,
		Mvc\Theme\Content\Titles::class,
		Mvc\Theme\Content\Menus::class,
		Mvc\Theme\Assets\Assets::class,
	)
);
