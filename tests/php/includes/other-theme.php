<?php
/**
 * One request to the PHPUnit database's WordPress with another theme than the project's (Twenty
 * Twenty-Five by default), in a process of its own: the project's theme is never loaded, so a
 * plugin file that names one of its classes fails here as it would on a site that runs the plugin
 * alone. Run by tests/php/Plugin/StandsAloneTest.php as
 * `php other-theme.php <task> <report file> [theme]`.
 *
 * Tasks: `blocks` renders every block of the plugin; `routes` sends every route and method of the
 * plugin's REST namespace a request without parameters as a visitor, and renders the plugin's
 * templates; `page:<kind>` draws a whole page through the theme's templates (kind: home, post,
 * journal, journals, block: a page holding every block of the plugin). Everything written is
 * rolled back. The report (JSON) holds the theme that answered, each item's outcome and every PHP
 * error, warning, notice or deprecation raised, with its file and line; a fatal error is reported
 * from the shutdown.
 *
 * @package Mvc\Tests
 */

// phpcs:disable WordPress.PHP.DevelopmentFunctions, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput, WordPress.WP.GlobalVariablesOverride -- a test's request of its own.

$mvc_task   = (string) ( $argv[1] ?? 'blocks' );
$mvc_file   = (string) ( $argv[2] ?? 'php://stdout' );
$mvc_theme  = (string) ( $argv[3] ?? 'twentytwentyfive' );
$mvc_report = array(
	'task'   => $mvc_task,
	'theme'  => '',
	'items'  => array(),
	'errors' => array(),
	'done'   => false,
);

/**
 * Writes the report (once the task ended, or from the shutdown after a fatal error or an exit).
 */
function mvc_other_theme_write(): void {
	global $mvc_report, $mvc_file;
	$last = error_get_last();
	if ( ! $mvc_report['done'] && is_array( $last ) && in_array( $last['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
		$mvc_report['errors'][] = 'Fatal error: ' . $last['message'] . ' at ' . $last['file'] . ':' . $last['line'];
	}
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	file_put_contents( $mvc_file, json_encode( $mvc_report, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT ) );
}
register_shutdown_function( 'mvc_other_theme_write' );

set_error_handler(
	static function ( int $level, string $message, string $file, int $line ): bool {
		global $mvc_report;
		$names                  = array(
			E_WARNING         => 'Warning',
			E_NOTICE          => 'Notice',
			E_DEPRECATED      => 'Deprecated',
			E_USER_WARNING    => 'Warning',
			E_USER_NOTICE     => 'Notice',
			E_USER_DEPRECATED => 'Deprecated',
			E_USER_ERROR      => 'Error',
		);
		$mvc_report['errors'][] = ( $names[ $level ] ?? 'Error ' . $level ) . ': ' . $message . ' at ' . $file . ':' . $line;
		return true;
	}
);

ob_start();
require __DIR__ . '/config.php';

// The theme, before WordPress reads it: hooks given to WordPress before it loads (plugin.php
// builds them into WP_Hook objects).
$mvc_other = static fn(): string => $mvc_theme;
$wp_filter = array(
	'pre_option_template'   => array(
		10 => array(
			'mvc_other_theme' => array(
				'function'      => $mvc_other,
				'accepted_args' => 1,
			),
		),
	),
	'pre_option_stylesheet' => array(
		10 => array(
			'mvc_other_theme' => array(
				'function'      => $mvc_other,
				'accepted_args' => 1,
			),
		),
	),
);

define( 'WP_USE_THEMES', true );
require ABSPATH . 'wp-settings.php';

global $wpdb;
$wpdb->query( 'START TRANSACTION' );
$mvc_report['theme'] = get_stylesheet();

/**
 * The plugin's blocks.
 *
 * @return list<string> Block names.
 */
function mvc_other_theme_blocks(): array {
	$names = array();
	foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
		if ( str_starts_with( $name, 'mvc/' ) ) {
			$names[] = $name;
		}
	}
	sort( $names );
	return $names;
}

/**
 * A page drawn as index.php draws it: the query from the address, then the template loader.
 *
 * @param string $path Address path (and query).
 * @return array{path: string, status: int, length: int, text: string}
 */
function mvc_other_theme_page( string $path ): array {
	global $wp_query;
	$_SERVER['REQUEST_URI']    = $path;
	$_SERVER['REQUEST_METHOD'] = 'GET';
	parse_str( (string) wp_parse_url( $path, PHP_URL_QUERY ), $_GET );
	// An address drawn here is the one asked for: no redirect to another (and no exit).
	remove_action( 'template_redirect', 'redirect_canonical' );
	add_filter( 'wp_redirect', static fn() => false );
	wp();
	ob_start();
	require ABSPATH . WPINC . '/template-loader.php';
	$html = (string) ob_get_clean();
	return array(
		'path'   => $path,
		'status' => $wp_query->is_404() ? 404 : 200,
		'length' => strlen( $html ),
		'text'   => trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $html ) ) ),
		'html'   => $html,
	);
}

try {
	if ( 'blocks' === $mvc_task ) {
		foreach ( mvc_other_theme_blocks() as $mvc_name ) {
			$mvc_html                         = render_block(
				array(
					'blockName'    => $mvc_name,
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
			$mvc_report['items'][ $mvc_name ] = $mvc_html;
		}
	} elseif ( 'routes' === $mvc_task ) {
		wp_set_current_user( 0 );
		$mvc_server = rest_get_server();
		foreach ( $mvc_server->get_routes() as $mvc_route => $mvc_handlers ) {
			if ( ! Mvc\Core\Api::is_api_route( $mvc_route ) ) {
				continue;
			}
			$mvc_methods = array();
			foreach ( $mvc_handlers as $mvc_handler ) {
				$mvc_methods += array_fill_keys( array_keys( (array) $mvc_handler['methods'] ), true );
			}
			unset( $mvc_methods['HEAD'] );
			// Every placeholder filled with 1 (a group with its nested groups and escaped parentheses).
			$mvc_path = (string) preg_replace( '/\((?:[^()\\\\]|\\\\.|(?R))*\)/', '1', $mvc_route );
			foreach ( array_keys( $mvc_methods ) as $mvc_method ) {
				$mvc_request  = new WP_REST_Request( $mvc_method, $mvc_path );
				$mvc_response = rest_ensure_response( $mvc_server->dispatch( $mvc_request ) );
				$mvc_response = apply_filters( 'rest_post_dispatch', $mvc_response, $mvc_server, $mvc_request );
				$mvc_report['items'][ $mvc_method . ' ' . $mvc_path ] = $mvc_response->get_status();
			}
		}
		$mvc_report['items']['template follow-page'] = strlen(
			Mvc\Core\Templates::render(
				'follow-page',
				array(
					'title'   => '测试',
					'message' => '测试',
					'form'    => null,
				)
			)
		);
	} elseif ( str_starts_with( $mvc_task, 'page:' ) ) {
		$mvc_kind = substr( $mvc_task, 5 );
		$mvc_post = 0;
		if ( in_array( $mvc_kind, array( 'post', 'journal', 'journals', 'block' ), true ) ) {
			$mvc_blocks = '';
			foreach ( mvc_other_theme_blocks() as $mvc_name ) {
				$mvc_blocks .= "\n\n<!-- wp:" . $mvc_name . ' /-->';
			}
			$mvc_post = wp_insert_post(
				array(
					'post_type'    => array(
						'post'     => 'post',
						'journal'  => 'journal',
						'journals' => 'journal',
						'block'    => 'page',
					)[ $mvc_kind ],
					'post_status'  => 'publish',
					'post_title'   => '另一主题下的测试',
					'post_name'    => 'other-theme-' . $mvc_kind,
					'post_content' => "<!-- wp:paragraph -->\n<p>另一主题下的正文。</p>\n<!-- /wp:paragraph -->" . ( 'block' === $mvc_kind ? $mvc_blocks : '' ),
				)
			);
		}
		$mvc_paths                        = array(
			'home'     => '/',
			'journals' => '/journals/',
		);
		$mvc_path                         = $mvc_post && ! isset( $mvc_paths[ $mvc_kind ] ) ? (string) wp_parse_url( (string) get_permalink( $mvc_post ), PHP_URL_PATH ) : ( $mvc_paths[ $mvc_kind ] ?? '/' );
		$mvc_report['items'][ $mvc_kind ] = mvc_other_theme_page( $mvc_path );
	}
} catch ( Throwable $mvc_error ) {
	$mvc_report['errors'][] = get_class( $mvc_error ) . ': ' . $mvc_error->getMessage() . ' at ' . $mvc_error->getFile() . ':' . $mvc_error->getLine();
}

$wpdb->query( 'ROLLBACK' );
$mvc_report['done'] = true;
exit( 0 );
