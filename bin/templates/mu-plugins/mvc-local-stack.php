<?php
/**
 * Plugin Name: mvc local stack
 * Description: Installed by bin/start.sh into every local instance (dev, test); not part of the theme. The local
 *              instances are offline (WP_HTTP_BLOCK_EXTERNAL): WordPress must not try to call WordPress.org for
 *              updates or translations, whose blocked requests end in PHP warnings in debug.log.
 *
 * @package Mvc
 */

// No update checks: core, plugins and themes come from Debian's packages and the repository.
remove_action( 'init', 'wp_schedule_update_checks' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'load-plugins.php', 'wp_update_plugins' );
remove_action( 'load-themes.php', 'wp_update_themes' );
remove_action( 'load-update.php', 'wp_update_plugins' );
remove_action( 'load-update.php', 'wp_update_themes' );
remove_action( 'load-update-core.php', 'wp_update_plugins' );
remove_action( 'load-update-core.php', 'wp_update_themes' );
remove_action( 'upgrader_process_complete', 'wp_update_plugins' );
remove_action( 'upgrader_process_complete', 'wp_update_themes' );

add_filter(
	'pre_site_transient_update_core',
	static function () {
		return (object) array(
			'last_checked'    => time(),
			'version_checked' => get_bloginfo( 'version' ),
			'updates'         => array(),
			'translations'    => array(),
		);
	}
);
$mvc_local_no_updates = static function () {
	return (object) array(
		'last_checked' => time(),
		'checked'      => array(),
		'response'     => array(),
		'no_update'    => array(),
		'translations' => array(),
	);
};
add_filter( 'pre_site_transient_update_plugins', $mvc_local_no_updates );
add_filter( 'pre_site_transient_update_themes', $mvc_local_no_updates );
unset( $mvc_local_no_updates );

// The translations API: only the languages installed from Debian's wordpress-l10n are offered.
add_filter(
	'translations_api',
	static function ( $result, $type ) {
		return 'core' === $type ? array( 'translations' => array() ) : $result;
	},
	10,
	2
);

// Site Health's background-updates test compares core's files with WordPress.org's checksums
// (get_core_checksums()), which an offline instance cannot fetch: a PHP warning each time 工具 › 站点健康
// is opened. Updates are off here anyway (above).
add_filter(
	'site_status_tests',
	static function ( $tests ) {
		unset( $tests['async']['background_updates'] );
		return $tests;
	}
);
