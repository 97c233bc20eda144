<?php
/**
 * PHPUnit bootstrap: a real WordPress on a real MariaDB database, the theme active.
 *
 * WordPress is installed afresh into its own database (wordpress_phpunit on the test instance's
 * MariaDB) once per run, in a separate process; then this process loads it with the theme, creates
 * the theme's tables and rewrite rules, and each test runs inside a transaction rolled back after
 * it (see TestCase).
 *
 * @package Mvc\Tests
 */

require dirname( __DIR__, 2 ) . '/vendor/autoload.php';

passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/includes/install.php' ), $mvc_status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_passthru -- the installer runs in its own process.
if ( 0 !== $mvc_status ) {
	fwrite( STDERR, "Could not install WordPress into the PHPUnit database. Is the test instance running (bash bin/start.sh test)?\n" );
	exit( 1 );
}

require __DIR__ . '/includes/config.php';
require ABSPATH . 'wp-settings.php';

// The theme's schema was created on init; rules are generated with the theme's routes.
flush_rewrite_rules( false );
