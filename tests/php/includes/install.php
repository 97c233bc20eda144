<?php
/**
 * Installs a clean WordPress with the theme and its plugin into the PHPUnit database. Runs in its own process
 * (WordPress's installer leaves state behind), once per test run, from the bootstrap.
 *
 * @package Mvc\Tests
 */

require __DIR__ . '/config.php';

// A clear message instead of WordPress's HTML error page when the database is not there.
mysqli_report( MYSQLI_REPORT_OFF ); // phpcs:ignore WordPress.DB.RestrictedFunctions
$mvc_socket = substr( DB_HOST, strlen( 'localhost:' ) );
$mvc_db     = @mysqli_connect( 'localhost', DB_USER, DB_PASSWORD, DB_NAME, 0, $mvc_socket ); // phpcs:ignore WordPress.DB.RestrictedFunctions, WordPress.PHP.NoSilencedErrors -- a connection check before WordPress loads.
if ( ! $mvc_db ) {
	fwrite( STDERR, sprintf( "Cannot reach the PHPUnit database %s over %s: %s\n", DB_NAME, $mvc_socket, mysqli_connect_error() ) ); // phpcs:ignore WordPress.DB.RestrictedFunctions
	exit( 1 );
}
mysqli_close( $mvc_db ); // phpcs:ignore WordPress.DB.RestrictedFunctions

define( 'WP_INSTALLING', true );
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once dirname( __DIR__, 3 ) . '/bin/seed/Options.php';

global $wpdb;
$wpdb->suppress_errors( false );
foreach ( (array) $wpdb->get_col( 'SHOW TABLES' ) as $mvc_table ) {
	$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( (string) $mvc_table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names from SHOW TABLES.
}
wp_cache_flush();

wp_install( 'MVC 材料前沿', 'admin', 'admin@example.com', true, '', 'password', 'zh_CN' );
Mvc\Seed\Options::apply();
update_option( 'template', 'mvc' );
update_option( 'stylesheet', 'mvc' );
update_option( 'active_plugins', array( 'mvc-core/mvc-core.php' ) );
echo "WordPress installed into the PHPUnit database.\n";
