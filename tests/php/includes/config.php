<?php
/**
 * WordPress configuration of the PHPUnit database, shared by the installer and the bootstrap.
 *
 * The test runner (bin/test.sh) exports where the test instance's MariaDB and WordPress are; the
 * defaults are the same paths, so `vendor/bin/phpunit` also works by hand while the test instance
 * (`bash bin/start.sh test`) runs.
 *
 * @package Mvc\Tests
 */

$mvc_root = dirname( __DIR__, 3 );

/**
 * An environment variable, or a default.
 *
 * @param string $name    Variable.
 * @param string $fallback Default.
 */
function mvc_tests_env( string $name, string $fallback ): string {
	$value = getenv( $name );
	return false === $value || '' === $value ? $fallback : $value;
}

define( 'MVC_TESTS_WP_DIR', rtrim( mvc_tests_env( 'MVC_WP_DIR', $mvc_root . '/.local/test/wordpress' ), '/' ) );
define( 'MVC_TESTS_URL', rtrim( mvc_tests_env( 'MVC_TEST_URL', 'http://localhost:8889' ), '/' ) );
define( 'MVC_TESTS_MAIL_URL', rtrim( mvc_tests_env( 'MVC_TEST_MAIL_URL', 'http://localhost:1081' ), '/' ) );

define( 'DB_NAME', mvc_tests_env( 'MVC_DB_NAME', 'wordpress_phpunit' ) );
define( 'DB_USER', mvc_tests_env( 'MVC_DB_USER', 'wordpress' ) );
define( 'DB_PASSWORD', mvc_tests_env( 'MVC_DB_PASSWORD', 'wordpress' ) );
define( 'DB_HOST', 'localhost:' . mvc_tests_env( 'MVC_DB_SOCKET', $mvc_root . '/.local/test/run/mysqld.sock' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'ABSPATH', MVC_TESTS_WP_DIR . '/' );
define( 'WP_HOME', MVC_TESTS_URL );
define( 'WP_SITEURL', MVC_TESTS_URL );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1' );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'MVC_ENV', 'test' );
define( 'MVC_SMTP_HOST', '127.0.0.1' );
// The test instance's mail sink and fake WeChat provider: what bin/test.sh exports, or else the ports a
// clone's test instance was started with (MVC_TEST_SMTP_PORT, MVC_TEST_WECHAT_PORT), or the defaults.
define( 'MVC_SMTP_PORT', (int) mvc_tests_env( 'MVC_SMTP_PORT', mvc_tests_env( 'MVC_TEST_SMTP_PORT', '1026' ) ) );
define( 'MVC_WECHAT_ENV', 'dev' );
$mvc_wechat = 'http://127.0.0.1:' . (int) mvc_tests_env( 'MVC_TEST_WECHAT_PORT', '1091' );
define(
	'MVC_WECHAT_LOCAL',
	mvc_tests_env(
		'MVC_WECHAT_LOCAL',
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- WordPress is not loaded yet.
		(string) json_encode(
			array(
				'open_host'    => $mvc_wechat,
				'api_host'     => $mvc_wechat,
				'web_app_id'   => 'wxlocal0000000web',
				'web_secret'   => 'localwebsecret000000000000000000',
				'inapp_app_id' => 'wxlocal00000inapp',
				'inapp_secret' => 'localinappsecret0000000000000000',
			),
			JSON_UNESCAPED_SLASHES
		)
	)
);

foreach ( array( 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ) as $mvc_scheme ) {
	define( $mvc_scheme . '_KEY', 'phpunit-' . strtolower( $mvc_scheme ) . '-key' );
	define( $mvc_scheme . '_SALT', 'phpunit-' . strtolower( $mvc_scheme ) . '-salt' );
}

$table_prefix = 'wptests_'; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own global.

$mvc_url                = mvc_tests_url_parts( MVC_TESTS_URL );
$_SERVER['HTTP_HOST']   = $mvc_url['host'];
$_SERVER['SERVER_NAME'] = preg_replace( '/:\d+$/', '', $mvc_url['host'] );
$_SERVER['SERVER_PORT'] = $mvc_url['port'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
$_SERVER['PHP_SELF']    = '/index.php';

/**
 * Host with port and port of a URL (WordPress's own parser is not loaded yet).
 *
 * @param string $url URL.
 * @return array{host: string, port: string}
 */
function mvc_tests_url_parts( string $url ): array {
	$host = (string) parse_url( $url, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	$port = (string) ( parse_url( $url, PHP_URL_PORT ) ?? 80 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
	return array(
		'host' => $host . ( '80' === $port ? '' : ':' . $port ),
		'port' => $port,
	);
}
