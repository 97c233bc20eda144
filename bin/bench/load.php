<?php
/**
 * Loads the test instance's WordPress for a command-line script of the bench (cleanup.php,
 * courses-seed.php, syndication.php), after the script checked its arguments: argument 1 the
 * WordPress folder, 2 the site's address (its host and port become the request's, so home_url()
 * and the plugin's settings are the site's).
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a command-line script, not loaded by WordPress.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[2] ) ) {
	exit( 2 );
}
$mvc_bench_site            = (array) parse_url( $argv[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
$mvc_bench_host            = (string) ( $mvc_bench_site['host'] ?? 'localhost' );
$mvc_bench_port            = isset( $mvc_bench_site['port'] ) ? (int) $mvc_bench_site['port'] : 0;
$_SERVER['HTTP_HOST']      = $mvc_bench_host . ( $mvc_bench_port ? ':' . $mvc_bench_port : '' );
$_SERVER['SERVER_NAME']    = $mvc_bench_host;
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
$_SERVER['SERVER_PORT']    = (string) ( $mvc_bench_port ? $mvc_bench_port : 80 );
$_SERVER['REQUEST_METHOD'] = 'GET';
define( 'WP_USE_THEMES', false );
require rtrim( $argv[1], '/' ) . '/wp-load.php';
