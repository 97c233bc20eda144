<?php
/**
 * Plugin Name: mvc end-to-end networks and plugin switch
 * Description: Installed by bin/start.sh into the test instance only; never part of the theme or the plugin.
 *
 * Every end-to-end test reaches the test site from 127.0.0.1, so for the per-network limits
 * (Mvc\Core\Security\NetworkGate) the whole suite is one campus, and the proof-of-work check would pop
 * up in the middle of unrelated flows depending on the order the tests run in. So, in this
 * instance only:
 * - a request with `X-Mvc-Test-Network: <IP address>` comes from that address (REMOTE_ADDR), and
 *   meets the site's real limits: the challenge tests use a network of their own;
 * - any other request meets quiet thresholds 100 times higher (the hard limits and every
 *   per-address, per-account and per-code limit are unchanged).
 *
 * And a request with `X-Mvc-Test-Plugin: off` is served without the plugin mvc-core, as a site
 * whose operator deactivated it (the theme must still show posts and pages; nginx never caches
 * such a request).
 *
 * @package Mvc
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- validated as an IP address.
$mvc_e2e_network = isset( $_SERVER['HTTP_X_MVC_TEST_NETWORK'] ) ? filter_var( $_SERVER['HTTP_X_MVC_TEST_NETWORK'], FILTER_VALIDATE_IP ) : false;
// phpcs:enable

if ( is_string( $mvc_e2e_network ) ) {
	$_SERVER['REMOTE_ADDR'] = $mvc_e2e_network;
} elseif ( 'cli' !== PHP_SAPI ) {
	add_filter(
		'mvc_rate_limit',
		static function ( $limit, $bucket ) {
			// Never past PHP_INT_MAX (the bench helper lifts limits to it).
			return str_ends_with( (string) $bucket, ':quiet' ) ? (int) min( PHP_INT_MAX, (float) $limit * 100 ) : $limit;
		},
		10,
		2
	);
}
unset( $mvc_e2e_network );

if ( isset( $_SERVER['HTTP_X_MVC_TEST_PLUGIN'] ) && 'off' === $_SERVER['HTTP_X_MVC_TEST_PLUGIN'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'mvc-core/mvc-core.php' ) ) );
		}
	);
}
