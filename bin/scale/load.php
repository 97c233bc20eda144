<?php
/**
 * Loads the scale instance's WordPress for a command-line script of the scale bench (fill.php, jobs.php):
 * argument 1 the WordPress folder, 2 the site's address, 3 (optional) `demo` for the instance's demo copy (its
 * wp-config.php reads the header X-Bench-Db: demo).
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a command-line script, not loaded by WordPress.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[2] ) ) {
	exit( 2 );
}
$parts                  = (array) parse_url( $argv[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
$_SERVER['HTTP_HOST']   = ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['REQUEST_URI'] = '/';
if ( 'demo' === ( $argv[3] ?? '' ) ) {
	$_SERVER['HTTP_X_BENCH_DB'] = 'demo';
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
