<?php
/**
 * Runs WordPress.org's Plugin Check (every check, static and runtime) on the plugin as deployed, in an instance.
 *
 * Usage: php bin/plugin-check.php [--plugin-check=<Plugin Check dir>] [--path=<WordPress dir>] [--plugin=mvc-core]
 *
 * Plugin Check is not a dependency of the project: it is read from ../shared/tools/plugin-check beside the
 * project (or --plugin-check). `npm test` runs this against the test instance (--path=.local/test/wordpress).
 * The instance's wp-content/plugins/mvc-core is the plugin folder as docs/operations.md's "Deploying" copies it
 * (plugin/ with its build/ and languages/; the sources of build/ live outside it), so that is what is checked.
 *
 * What it does, as `wp plugin check` does, without WP-CLI and without writing to the instance's options:
 * links Plugin Check into wp-content/plugins (removed again when it was not there), and before any plugin is
 * loaded (muplugins_loaded) makes Plugin Check and the plugin the only active plugins, and Plugin Check's
 * empty theme the theme, for this process only (Plugin Check's Universal_Runtime_Preparation); loads the
 * instance's WordPress as a front-end request in English (en_US, as WordPress.org reads a plugin); builds Plugin
 * Check's runtime site (tables prefixed pc_) and activates the plugin there, runs every check that is not
 * experimental, and drops those tables.
 *
 * Prints one line per finding, `ERROR|WARNING file:line:column code: message`, then the counts. Exits 1 on any
 * ERROR or WARNING (a warning that must stay is silenced inline, with its reason: Plugin Check reads no
 * phpcs.xml.dist), 2 when Plugin Check or the instance is missing, 0 otherwise.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput, WordPress.WP.GlobalVariablesOverride, WordPress.DB.DirectDatabaseQuery -- a command-line script printing plain text, not loaded by WordPress; it seeds WordPress's $wp_filter before WordPress loads and drops Plugin Check's tables.

use WordPress\Plugin_Check\Checker\Abstract_Check_Runner;
use WordPress\Plugin_Check\Checker\Runtime_Check;
use WordPress\Plugin_Check\Checker\Runtime_Environment_Setup;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$options      = getopt( '', array( 'plugin-check:', 'path:', 'plugin:' ) );
$plugin_check = isset( $options['plugin-check'] ) && is_string( $options['plugin-check'] ) ? rtrim( $options['plugin-check'], '/' ) : dirname( __DIR__, 2 ) . '/shared/tools/plugin-check';
$wp_path      = isset( $options['path'] ) && is_string( $options['path'] ) ? rtrim( $options['path'], '/' ) : dirname( __DIR__ ) . '/.local/dev/wordpress';
$slug         = isset( $options['plugin'] ) && is_string( $options['plugin'] ) ? $options['plugin'] : 'mvc-core';
if ( ! is_file( $plugin_check . '/plugin.php' ) || ! is_file( $plugin_check . '/vendor/autoload.php' ) ) {
	fwrite( STDERR, "Plugin Check is missing: no $plugin_check/plugin.php with its vendor/ (../shared/tools/plugin-check beside the project, or --plugin-check=<dir>).\n" );
	exit( 2 );
}
if ( ! is_file( $wp_path . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress in $wp_path (start the instance: npm start; or --path=<WordPress dir>).\n" );
	exit( 2 );
}
$plugin_dir = $wp_path . '/wp-content/plugins/' . $slug;
if ( ! is_file( $plugin_dir . '/' . $slug . '.php' ) ) {
	fwrite( STDERR, "No plugin $slug in $wp_path/wp-content/plugins.\n" );
	exit( 2 );
}
foreach ( array( 'build', 'languages' ) as $built ) {
	if ( ! is_dir( $plugin_dir . '/' . $built ) ) {
		fwrite( STDERR, "The plugin is not as deployed: $plugin_dir/$built is missing (npm run build).\n" );
		exit( 2 );
	}
}

// Plugin Check in the instance's plugins folder, for this run only.
$link = $wp_path . '/wp-content/plugins/plugin-check';
if ( ! file_exists( $link ) ) {
	if ( ! symlink( (string) realpath( $plugin_check ), $link ) ) {
		fwrite( STDERR, "Cannot link $plugin_check into $link.\n" );
		exit( 2 );
	}
	register_shutdown_function(
		static function () use ( $link ): void {
			if ( is_link( $link ) ) {
				unlink( $link );
			}
		}
	);
} elseif ( realpath( $link ) !== realpath( $plugin_check ) ) {
	fwrite( STDERR, "$link is another Plugin Check than $plugin_check.\n" );
	exit( 2 );
}

require $plugin_check . '/vendor/autoload.php';

/**
 * Plugin Check's runner for this script: every check that is not experimental, on one plugin, its parameters
 * from the command line (as the CLI_Runner reads `wp plugin check`'s).
 */
final class Mvc_Plugin_Check_Runner extends Abstract_Check_Runner {

	/**
	 * The plugin's folder name, its slug on WordPress.org.
	 *
	 * @var string
	 */
	public static string $plugin_slug = '';

	/**
	 * This script is a Plugin Check request.
	 */
	public static function is_plugin_check() {
		return true;
	}

	/**
	 * Prepared at muplugins_loaded, before any plugin is loaded: the runtime checks can then run in this process
	 * (Abstract_Check_Runner asks whether the runner was made before plugins loaded).
	 */
	public function before_plugins_load(): void {
		$this->initialized_early = true;
	}

	/**
	 * The plugin to check: the folder name (Plugin Check finds its main file).
	 */
	protected function get_plugin_param() {
		return self::$plugin_slug;
	}

	/**
	 * All checks.
	 */
	protected function get_check_slugs_param() {
		return array();
	}

	/**
	 * None left out.
	 */
	protected function get_check_exclude_slugs_param() {
		return array();
	}

	/**
	 * Experimental checks are not WordPress.org's gate.
	 */
	protected function get_include_experimental_param() {
		return false;
	}

	/**
	 * Every category.
	 */
	protected function get_categories_param() {
		return array();
	}

	/**
	 * The slug on WordPress.org: the folder name.
	 */
	protected function get_slug_param() {
		return self::$plugin_slug;
	}
}
Mvc_Plugin_Check_Runner::$plugin_slug = $slug;

$mvc_runner  = null;
$mvc_cleanup = null;

// Before WordPress loads (WordPress turns this array into its hooks): prepare the runner when the must-use
// plugins are loaded and no plugin is yet, as Plugin Check's object-cache drop-in does for `wp plugin check`;
// and read the plugin in English, as WordPress.org does (on a zh_CN site the plugin's name in its header is
// translated, and Plugin Check would compare that with the readme's).
$wp_filter = array(
	'locale'           => array(
		PHP_INT_MAX => array(
			array(
				'function'      => static fn(): string => 'en_US',
				'accepted_args' => 0,
			),
		),
	),
	'muplugins_loaded' => array(
		PHP_INT_MIN => array(
			array(
				'function'      => static function () use ( &$mvc_runner, &$mvc_cleanup ): void {
					$mvc_runner = new Mvc_Plugin_Check_Runner();
					$mvc_runner->before_plugins_load();
					$mvc_cleanup = $mvc_runner->prepare();
				},
				'accepted_args' => 0,
			),
		),
	),
);

// A front-end request to the site, as WP-CLI fakes one, to the host and port of the instance's WP_HOME (read
// from its wp-config.php; localhost:8888 when it has none).
$_SERVER['HTTP_HOST']       = preg_match( "#define\(\s*'WP_HOME',\s*'https?://([^/']+)#", (string) file_get_contents( $wp_path . '/wp-config.php' ), $wp_home ) ? $wp_home[1] : 'localhost:8888';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

// The runner is prepared before plugins load, so Plugin Check's object-cache drop-in (which would otherwise be
// copied into wp-content for the next request, and left there) is not needed: say it is in place.
define( 'WP_PLUGIN_CHECK_OBJECT_CACHE_DROPIN_VERSION', 1 );

require $wp_path . '/wp-load.php';

if ( ! $mvc_runner instanceof Mvc_Plugin_Check_Runner ) {
	fwrite( STDERR, "Plugin Check's runner was not prepared (muplugins_loaded did not run).\n" );
	exit( 2 );
}

$started  = microtime( true );
$runtime  = new Runtime_Environment_Setup();
$checks   = $mvc_runner->get_checks_to_run();
$has_live = false;
foreach ( $checks as $check ) {
	$has_live = $has_live || $check instanceof Runtime_Check;
}
if ( $has_live ) {
	// Plugin Check's own site (tables prefixed pc_), then the plugin activated there as an operator would (its
	// tables, role and options), so that the runtime checks' demo posts meet the plugin's tables.
	$runtime->set_up();
	$pc_prefix = $wpdb->set_prefix( $table_prefix . 'pc_' );
	do_action( 'activate_' . $mvc_runner->get_plugin_basename(), false );
	$wpdb->set_prefix( $pc_prefix );
}
try {
	$result = $mvc_runner->run();
} finally {
	if ( $has_live ) {
		$runtime->clean_up();
		// Plugin Check drops core's tables; the plugin's own go too.
		$pc_tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table_prefix . 'pc_' ) . '%' ) );
		foreach ( $pc_tables as $pc_table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $pc_table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a table name, read from SHOW TABLES just above.
		}
	}
	if ( is_callable( $mvc_cleanup ) ) {
		$mvc_cleanup();
	}
}

/**
 * The findings of one kind as lines `KIND file:line:column code: message`, in file and line order.
 *
 * @param string                                             $kind  ERROR or WARNING.
 * @param array<string, array<int, array<int, list<array>>>> $files Check_Result's errors or warnings.
 * @return list<string>
 */
$finding_lines = static function ( string $kind, array $files ) use ( $plugin_dir ): array {
	$lines = array();
	ksort( $files );
	foreach ( $files as $file => $rows ) {
		// The PHPCS checks name files by their real path (the instance's folder is a link to plugin/).
		$file = str_replace( array( $plugin_dir . '/', (string) realpath( $plugin_dir ) . '/' ), '', (string) $file );
		ksort( $rows );
		foreach ( $rows as $line => $columns ) {
			ksort( $columns );
			foreach ( $columns as $column => $messages ) {
				foreach ( $messages as $message ) {
					$text    = html_entity_decode( wp_strip_all_tags( (string) $message['message'] ), ENT_QUOTES, 'UTF-8' );
					$text    = (string) preg_replace( '/\s+/', ' ', trim( $text ) );
					$lines[] = sprintf( '%-7s %s:%d:%d %s: %s', $kind, '' === $file ? '(plugin)' : $file, $line, $column, $message['code'], $text );
				}
			}
		}
	}
	return $lines;
};

$errors   = $finding_lines( 'ERROR', $result->get_errors() );
$warnings = $finding_lines( 'WARNING', $result->get_warnings() );

printf(
	"Plugin Check %s (%s) on %s, %d checks%s, %.1f s:\n\n",
	WP_PLUGIN_CHECK_VERSION,
	$plugin_check,
	$plugin_dir,
	count( $checks ),
	$has_live ? ' (runtime checks included)' : '',
	microtime( true ) - $started
);
foreach ( array_merge( $errors, $warnings ) as $line ) {
	echo $line, "\n";
}
printf( "\n%d ERROR, %d WARNING.\n", count( $errors ), count( $warnings ) );
exit( $errors || $warnings ? 1 : 0 );
