<?php
/**
 * Base class of the PHP tests.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Theme\Assets\Islands;
use WP;
use WP_Query;
use WP_REST_Request;
use WP_REST_Response;
use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

/**
 * Isolates every test as WordPress core's WP_UnitTestCase does: the class's fixtures
 * (wpSetUpBeforeClass) are made inside a transaction that is rolled back after the class, and each
 * test runs after a savepoint that is rolled back after the test. Caches, the current user, the
 * REST server and request globals are reset around each test.
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Factories for posts, terms, users and members.
	 *
	 * @var Factory|null
	 */
	private static $factory;

	/**
	 * The error log setting before capture_error_log(), put back after the test.
	 *
	 * @var string|null
	 */
	private ?string $error_log_before = null;

	/**
	 * The `query` filters of fail_queries() still in place.
	 *
	 * @var array<int, callable>
	 */
	private array $failing_queries = array();

	/**
	 * The file capture_error_log() sends the lines to.
	 *
	 * @var string
	 */
	private string $error_log_file = '';

	/**
	 * The factories.
	 */
	protected static function factory(): Factory {
		if ( null === self::$factory ) {
			self::$factory = new Factory();
		}
		return self::$factory;
	}

	/**
	 * Starts the class's transaction and makes its fixtures.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		global $wpdb;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		if ( method_exists( static::class, 'wpSetUpBeforeClass' ) ) {
			static::wpSetUpBeforeClass( self::factory() );
		}
	}

	/**
	 * Rolls the class's fixtures back.
	 */
	public static function tear_down_after_class(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		parent::tear_down_after_class();
	}

	/**
	 * Marks the savepoint the test rolls back to.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$wpdb->query( 'SAVEPOINT mvc_test' );
		$this->reset_globals();
	}

	/**
	 * Undoes everything the test wrote.
	 */
	protected function tear_down(): void {
		global $wpdb;
		foreach ( $this->failing_queries as $filter ) {
			remove_filter( 'query', $filter );
		}
		$this->failing_queries = array();
		$wpdb->query( 'ROLLBACK TO SAVEPOINT mvc_test' );
		$this->reset_globals();
		if ( null !== $this->error_log_before ) {
			ini_set( 'error_log', $this->error_log_before ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- put back as it was.
			wp_delete_file( $this->error_log_file );
			$this->error_log_before = null;
		}
		parent::tear_down();
	}

	/**
	 * Undoes what SettingsPage::settings() registered (WordPress keeps registered settings and
	 * their sanitize filters for the rest of the run): a later test's update_option() of the
	 * site's settings would otherwise go through the form's sanitizer.
	 */
	protected function forget_settings_page(): void {
		foreach ( get_registered_settings() as $option => $args ) {
			if ( \Mvc\Core\Admin\SettingsPage::GROUP === ( $args['group'] ?? '' ) ) {
				unregister_setting( \Mvc\Core\Admin\SettingsPage::GROUP, $option );
				remove_all_filters( 'sanitize_option_' . $option );
				remove_all_filters( 'default_option_' . $option );
			}
		}
		remove_filter( 'wp_default_autoload_value', array( \Mvc\Core\Admin\SettingsPage::class, 'secrets_not_autoloaded' ) );
	}

	/**
	 * Sends what the code writes with error_log() during this test to a file of its own, for tests
	 * that cause a failure on purpose: the operator's lines are read by the test instead of printed
	 * among the results.
	 *
	 * @return string What was logged so far in this test.
	 */
	protected function capture_error_log(): string {
		if ( null === $this->error_log_before ) {
			$this->error_log_file   = (string) wp_tempnam( 'mvc-error-log' );
			$this->error_log_before = (string) ini_get( 'error_log' );
			ini_set( 'error_log', $this->error_log_file ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- put back in tear_down().
		}
		return (string) file_get_contents( $this->error_log_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * Makes the statements $matches picks fail as a database without quorum fails them: each becomes
	 * a query on a missing table, so $wpdb answers with an error and no rows. Undone by removing the
	 * returned filter (`remove_filter( 'query', $filter )`), and at the latest after the test.
	 *
	 * @param callable $matches Whether a statement fails: fn( string $query ): bool.
	 * @phpstan-param callable(string): bool $matches
	 * @return callable The `query` filter.
	 */
	protected function fail_queries( callable $matches ): callable {
		$filter                  = static fn( $query ) => is_string( $query ) && $matches( $query ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		$this->failing_queries[] = $filter;
		add_filter( 'query', $filter );
		return $filter;
	}

	/**
	 * Caches, user, REST server and request globals back to a visitor's fresh request.
	 */
	private function reset_globals(): void {
		wp_cache_flush();
		SessionCookie::reset();
		TagSubscriptions::forget_followers();
		// A request's own headers: a test that fails before it cleans up must not leak them.
		unset( $_COOKIE[ SessionCookie::COOKIE ], $_SERVER['HTTP_X_WP_NONCE'], $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		$_GET                      = array();
		$_POST                     = array();
		$_REQUEST                  = array();
		Islands::reset();
		// The scripts a rendered template asked for (Assets::behaviours()) are that request's.
		wp_scripts()->queue = array();
	}

	/**
	 * Sends a REST request through the server as /wp-json would: the authentication check (nonce),
	 * the dispatch, and the filters WordPress applies after dispatching (our envelope).
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $route   Route, such as /api/member/like/count.
	 * @param array<string, mixed>  $params  Query (GET) or body parameters.
	 * @param string|null           $nonce   X-WP-Nonce header, if any.
	 * @param array<string, string> $headers Other request headers.
	 */
	protected function rest( string $method, string $route, array $params = array(), ?string $nonce = null, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		return $this->dispatch( $request, $method, $nonce );
	}

	/**
	 * Sends a prepared REST request as /wp-json would (see rest()).
	 *
	 * @param WP_REST_Request $request     Request.
	 * @param string          $http_method The HTTP request's own method (differs with an override).
	 * @param string|null     $nonce       X-WP-Nonce header, if any.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	protected function dispatch( WP_REST_Request $request, string $http_method, ?string $nonce = null ): WP_REST_Response {
		$_SERVER['REQUEST_METHOD'] = $http_method;
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		$server   = rest_get_server();
		$auth     = $server->check_authentication();
		$result   = is_wp_error( $auth ) ? $auth : $server->dispatch( $request );
		$response = rest_ensure_response( $result );
		if ( is_wp_error( $result ) ) {
			$response = rest_convert_error_to_response( $result );
		}
		/** This filter is documented in wp-includes/rest-api/class-wp-rest-server.php */
		$response = apply_filters( 'rest_post_dispatch', $response, $server, $request );
		$this->assertInstanceOf( WP_REST_Response::class, $response );
		return $response;
	}

	/**
	 * Starts a new request carrying a member cookie (or none): WordPress determines the current user
	 * from it as at the start of a page or REST request.
	 *
	 * @param string|null $token Value of the mvc_member_token cookie; null for no cookie.
	 */
	protected function new_request_with_cookie( ?string $token ): void {
		SessionCookie::reset();
		unset( $_COOKIE[ SessionCookie::COOKIE ] );
		if ( null !== $token ) {
			$_COOKIE[ SessionCookie::COOKIE ] = $token;
		}
		$GLOBALS['current_user']   = null;
		$GLOBALS['wp_rest_server'] = null;
		wp_get_current_user();
	}

	/**
	 * Logs a member in (a browser-session cookie) and starts a new request carrying the cookie.
	 *
	 * @param int $member Member id.
	 * @return string Their REST nonce.
	 */
	protected function log_in_member( int $member ): string {
		SessionCookie::login( $member, false );
		$this->new_request_with_cookie( (string) $_COOKIE[ SessionCookie::COOKIE ] );
		return wp_create_nonce( 'wp_rest' );
	}

	/**
	 * Runs WordPress's main query for a URL of the site, as a page request would.
	 *
	 * @param string $url Path and query, such as /research-news/page/2/ or /search?s=x.
	 */
	protected function go_to( string $url ): void {
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$_GET  = array();
		parse_str( $query, $_GET );
		$_SERVER['REQUEST_URI'] = $url;
		unset( $_SERVER['PATH_INFO'] );

		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		// A fresh WP object, given back the query vars post types and taxonomies registered on the
		// first one (as core's test library does), reading the query from $_GET as a request does.
		$wp = new WP();
		foreach ( get_post_types( array(), 'objects' ) as $type ) {
			if ( is_post_type_viewable( $type ) && is_string( $type->query_var ) && '' !== $type->query_var ) {
				$wp->add_query_var( $type->query_var );
			}
		}
		foreach ( get_taxonomies( array(), 'objects' ) as $taxonomy ) {
			if ( $taxonomy->public && is_string( $taxonomy->query_var ) && '' !== $taxonomy->query_var ) {
				$wp->add_query_var( $taxonomy->query_var );
			}
		}
		$GLOBALS['wp'] = $wp;
		$wp->main();
	}
}
