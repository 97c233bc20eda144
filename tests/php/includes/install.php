<?php
/**
 * Installs a clean WordPress with the theme into the PHPUnit database. Runs in its own process
 * (WordPress's installer leaves state behind), once per test run, from the bootstrap.
 *
 * @package Mvc\Tests
 */

require __DIR__ . '/config.php';

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
echo "WordPress installed into the PHPUnit database.\n";
