<?php
/**
 * Runs WordPress.org's Theme Check against the theme in an instance, without changing it.
 *
 * Usage: php bin/theme-check.php [--theme-check=<Theme Check dir>] [--path=<WordPress dir>] [--theme=mvc]
 *
 * Theme Check is not a dependency of the project: it is read from ../shared/tools/theme-check beside the
 * project (or --theme-check). `npm test` runs this against the test instance (--path=.local/test/wordpress).
 * The script loads the instance's WordPress (.local/dev/wordpress unless --path says otherwise) as a
 * front-end request, without installing or activating anything, runs every check on the theme's
 * files, and prints one line per item (REQUIRED, WARNING, RECOMMENDED, INFO) with its file and lines.
 * It exits 1 when an item is REQUIRED or WARNING (or Theme Check says the theme fails), 2 when Theme
 * Check or the instance is missing, 0 otherwise.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a command-line script printing plain text, not loaded by WordPress.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$options     = getopt( '', array( 'theme-check:', 'path:', 'theme:' ) );
$theme_check = isset( $options['theme-check'] ) && is_string( $options['theme-check'] ) ? rtrim( $options['theme-check'], '/' ) : dirname( __DIR__, 2 ) . '/shared/tools/theme-check';
$wp_path     = isset( $options['path'] ) && is_string( $options['path'] ) ? rtrim( $options['path'], '/' ) : dirname( __DIR__ ) . '/.local/dev/wordpress';
$slug        = isset( $options['theme'] ) && is_string( $options['theme'] ) ? $options['theme'] : 'mvc';
if ( ! is_file( $theme_check . '/checkbase.php' ) ) {
	fwrite( STDERR, "Theme Check is missing: no $theme_check/checkbase.php (../shared/tools/theme-check beside the project, or --theme-check=<dir>).\n" );
	exit( 2 );
}
if ( ! is_file( $wp_path . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress in $wp_path (start the instance: npm start; or --path=<WordPress dir>).\n" );
	exit( 2 );
}

/**
 * The host and port of the instance's WP_HOME, read from its wp-config.php (localhost:8888 when
 * it has none), before WordPress is loaded.
 *
 * @param string $wp_path WordPress folder.
 */
function mvc_theme_check_host( string $wp_path ): string {
	$config = (string) file_get_contents( $wp_path . '/wp-config.php' );
	if ( preg_match( "#define\(\s*'WP_HOME',\s*'https?://([^/']+)#", $config, $match ) ) {
		return $match[1];
	}
	return 'localhost:8888';
}

// A front-end request to the site, as WP-CLI fakes one.
$_SERVER['HTTP_HOST']       = mvc_theme_check_host( $wp_path );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

require $wp_path . '/wp-load.php';

// The headers Theme Check's admin page adds before it reads a theme.
add_filter(
	'extra_theme_headers',
	static function ( array $headers ): array {
		return array_merge( $headers, array( 'License', 'License URI', 'Template Version' ) );
	}
);

require $theme_check . '/checkbase.php';

$theme = wp_get_theme( $slug );
if ( ! $theme->exists() ) {
	fwrite( STDERR, "No theme $slug in $wp_path.\n" );
	exit( 2 );
}

$passes = run_themechecks_against_theme( $theme, $slug );

// Every check's messages as plain text; each line tc_grep() quotes on a line of its own.
global $themechecks;
$items = array();
foreach ( $themechecks as $check ) {
	foreach ( (array) $check->getError() as $message ) {
		$message = (string) preg_replace( '#<pre[^>]*>#', "\n      ", $message );
		$message = html_entity_decode( wp_strip_all_tags( $message ), ENT_QUOTES, 'UTF-8' );
		$items[] = (string) preg_replace( '/[ \t]+$/m', '', trim( $message ) );
	}
}
$items = array_unique( $items );

// Most severe first.
$levels = array( 'REQUIRED', 'WARNING', 'RECOMMENDED', 'INFO' );
$level  = static function ( string $item ) use ( $levels ): int {
	foreach ( $levels as $rank => $name ) {
		if ( str_starts_with( $item, $name ) ) {
			return $rank;
		}
	}
	return count( $levels );
};
usort(
	$items,
	static function ( string $a, string $b ) use ( $level ): int {
		return array( $level( $a ), $a ) <=> array( $level( $b ), $b );
	}
);

// The gate: no REQUIRED and no WARNING item.
$blocking = count(
	array_filter(
		$items,
		static function ( string $item ) use ( $level ): bool {
			return $level( $item ) <= 1;
		}
	)
);
$passes   = $passes && 0 === $blocking;

printf( "Theme Check (%s) on the theme %s %s: %s\n\n", $theme_check, $slug, $theme->get( 'Version' ), $passes ? 'passes' : 'FAILS' );
foreach ( $items as $item ) {
	echo '- ', $item, "\n";
}
printf( "\n%d REQUIRED or WARNING item(s); %d item(s) in all.\n", $blocking, count( $items ) );
exit( $passes ? 0 : 1 );
