<?php
/**
 * Every route of the REST index swept with malformed input.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Sweep;

use Mvc\Core\Api;
use Mvc\Core\Data\Tables;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;
use ReflectionClass;
use Throwable;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Walks, at run time, every route of the `api` namespace and the core routes a member touches
 * (posts, pages, comments, users, search, media and every public post type's and taxonomy's own
 * routes), so a route added later is swept without anyone listing it. Each route and method gets
 * malformed input built from its own argument schema (wrong types, arrays for scalars, 100 KB strings,
 * NUL bytes, emoji, markup, SQL, negative and huge numbers, each required argument left out, unknown
 * fields), bodies that are not a JSON object, invalid JSON, the wrong content type, and its path
 * placeholders filled with negative, zero, huge and non-numeric ids; as a visitor and as a logged-in
 * member with their nonce. Every answer must be: no 5xx; no PHP warning, notice or deprecation during
 * the request; on the `api` namespace the {code, message, data} envelope, with a code other than 200
 * when refused; a refusal said in Chinese; and a refused request writes nothing (a checksum of the
 * plugin's tables and of core's content, user and option tables).
 *
 * The figures (routes × inputs) are printed by test_the_sweep_covers_every_route().
 */
final class RestSweepTest extends TestCase {

	/**
	 * Core REST bases a member touches besides the public post types' and taxonomies'.
	 */
	private const CORE_BASES = array( 'posts', 'pages', 'comments', 'users', 'search', 'media', 'tags', 'categories' );

	/**
	 * Routes not swept in-process, with the reason. Empty today: add a route here only when it
	 * cannot be dispatched in-process, never because it fails.
	 *
	 * @var array<string, string>
	 */
	private const SKIPPED = array();

	/**
	 * Tables whose writes on a refused request are intended, with the reason.
	 *
	 * @var array<string, string>
	 */
	private const WRITES_ALLOWED = array(
		Tables::RATE_LIMITS => 'a refused attempt is counted on purpose (guessing a code or a password stays limited)',
	);

	/**
	 * The least number of malformed inputs each route and method gets.
	 */
	private const MIN_INPUTS = 20;

	/**
	 * Count of requests sent by the current sweep.
	 *
	 * @var int
	 */
	private $sent = 0;

	/**
	 * Columns of each watched table, read once.
	 *
	 * @var array<string, string[]>
	 */
	private static $columns = array();

	public function test_the_sweep_as_a_visitor_finds_nothing_wrong(): void {
		$failures = $this->sweep( null );

		$this->assertSame( array(), $failures, implode( "\n", array_slice( $failures, 0, 60 ) ) );
	}

	public function test_the_sweep_as_a_member_finds_nothing_wrong(): void {
		$member   = self::factory()->member();
		$failures = $this->sweep( $member );

		$this->assertSame( array(), $failures, implode( "\n", array_slice( $failures, 0, 60 ) ) );
	}

	public function test_the_sweep_covers_every_route(): void {
		$routes = self::routes();
		$inputs = 0;
		foreach ( $routes as $route => $handlers ) {
			foreach ( self::methods( $handlers ) as $method => $args ) {
				$count = count( self::inputs( $route, $method, $args ) );
				$this->assertGreaterThanOrEqual( self::MIN_INPUTS, $count, "$method $route" );
				$inputs += $count;
			}
		}

		$this->assertGreaterThan( 40, count( array_filter( array_keys( $routes ), array( Api::class, 'is_api_route' ) ) ) );
		$this->assertArrayHasKey( '/wp/v2/posts', $routes );
		$this->assertArrayHasKey( '/wp/v2/comments', $routes );
		$this->assertArrayHasKey( '/wp/v2/users/me', $routes );
		fwrite( STDERR, sprintf( "\nREST sweep: %d routes, %d malformed inputs per role.\n", count( $routes ), $inputs ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the figure, for the report.
	}

	public function test_the_checksum_sees_a_write(): void {
		global $wpdb;
		$before = self::checksum();
		update_option( 'blogdescription', 'sweep' );
		$option = self::checksum();
		$wpdb->insert(
			Tables::likes(),
			array(
				'user_id'    => 1,
				'post_id'    => 1,
				'created_at' => current_time( 'mysql', true ),
			)
		);

		$this->assertNotSame( $before, $option );
		$this->assertNotSame( $option, self::checksum() );
	}

	public function test_a_failing_answer_is_reported(): void {
		$failures = array();
		$this->check( $failures, 'POST /api/x', new WP_REST_Response( array( 'message' => 'Bad' ), 500 ), array( 'E_WARNING: x' ), true, true, array( 503 ) );

		$this->assertSame(
			array(
				'POST /api/x: status 500',
				'POST /api/x: E_WARNING: x',
				'POST /api/x: not the envelope',
				'POST /api/x: refused without Chinese: Bad',
				'POST /api/x: a refused request wrote to the database',
			),
			$failures
		);
	}

	/**
	 * Sends every input to every route, as a visitor or as a member.
	 *
	 * @param int|null $member Member to log in, or null for a visitor.
	 * @return string[] The failures, one line each.
	 */
	private function sweep( ?int $member ): array {
		global $wpdb;
		// WeChat's routes would otherwise answer every input with their 503 (not configured).
		FakeWeChat::configure();
		$failures = array();
		$nonce    = null;
		$statuses = array();
		$started  = microtime( true );
		foreach ( self::routes() as $route => $handlers ) {
			$documented = self::documented_statuses( $route, $handlers );
			foreach ( self::methods( $handlers ) as $method => $args ) {
				foreach ( self::inputs( $route, $method, $args ) as $label => $input ) {
					// A successful logout (or login) must not change who the rest of the sweep is.
					if ( null === $nonce || get_current_user_id() !== (int) $member ) {
						$nonce = null === $member ? '' : $this->log_in_member( $member );
						if ( null === $member ) {
							$this->new_request_with_cookie( null );
						}
					}
					// Every input meets the route's checks, not a limit the inputs before it reached.
					$wpdb->query( 'DELETE FROM ' . Tables::rate_limits() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test's own transaction.
					$before  = self::checksum();
					$request = self::request( $method, $input );
					$errors  = array();
					// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the sweep records what a request raises.
					set_error_handler(
						static function ( int $level, string $message, string $file, int $line ) use ( &$errors ): bool {
							$errors[] = self::level_name( $level ) . ": $message at " . basename( $file ) . ":$line";
							return true;
						}
					);
					try {
						$response = $this->dispatch( $request, $method, '' === $nonce ? null : $nonce );
					} catch ( Throwable $e ) {
						// Uncaught, a real request would end in a 500.
						$response = new WP_REST_Response( array( 'message' => get_class( $e ) . ': ' . $e->getMessage() . ' at ' . basename( $e->getFile() ) . ':' . $e->getLine() ), 500 );
						$errors[] = get_class( $e ) . ': ' . $e->getMessage() . ' at ' . basename( $e->getFile() ) . ':' . $e->getLine();
					} finally {
						restore_error_handler();
					}
					++$this->sent;
					$statuses[ $response->get_status() ] = ( $statuses[ $response->get_status() ] ?? 0 ) + 1;
					$refused                             = $response->get_status() >= 400;
					$wrote                               = $refused && self::checksum() !== $before;
					$this->check( $failures, "$method {$input['path']} [$label]" . ( null === $member ? ' (visitor)' : ' (member)' ), $response, $errors, Api::is_api_route( $input['path'] ), $wrote, $documented );
				}
			}
		}
		$this->assertGreaterThan( 0, $this->sent );
		$report = getenv( 'MVC_SWEEP_REPORT' );
		if ( is_string( $report ) && '' !== $report ) {
			// Every failure, one a line, for a sweep that finds many (the assertion shows the first 60).
			ksort( $statuses );
			$summary = sprintf( '%s: %d requests in %.1f s, by status: %s', null === $member ? 'visitor' : 'member', $this->sent, microtime( true ) - $started, (string) wp_json_encode( $statuses ) );
			file_put_contents( $report, $summary . "\n" . implode( "\n", $failures ) . "\n", FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a developer's report file.
		}
		return $failures;
	}

	/**
	 * Adds the failures of one answer. A route meant for a browser (a link in an e-mail, a login's
	 * redirect) may answer with a redirect or an HTML page instead of the envelope; a page's refusal is
	 * read in its HTML. A 5xx the route documents among its errors (503: WeChat or mail is not
	 * available) is its deliberate answer, not a failure.
	 *
	 * @param string[]         $failures   Failures so far.
	 * @param string           $what       The request, for the report.
	 * @param WP_REST_Response $response   Its answer.
	 * @param string[]         $errors     PHP errors raised while it was answered.
	 * @param bool             $api        Whether the route is in the `api` namespace.
	 * @param bool             $wrote      Whether a refused request changed a watched table.
	 * @param int[]            $documented The HTTP statuses the route documents.
	 */
	private function check( array &$failures, string $what, WP_REST_Response $response, array $errors, bool $api, bool $wrote, array $documented = array() ): void {
		$status   = $response->get_status();
		$body     = $response->get_data();
		$headers  = array_change_key_case( $response->get_headers() );
		$redirect = $status >= 300 && $status < 400 && isset( $headers['location'] );
		$page     = is_string( $body ) && str_starts_with( (string) ( $headers['content-type'] ?? '' ), 'text/html' );
		if ( $status >= 500 && ! in_array( $status, $documented, true ) ) {
			$failures[] = "$what: status $status";
		}
		foreach ( $errors as $error ) {
			$failures[] = "$what: $error";
		}
		if ( $api && ! $redirect && ! $page && ( ! is_array( $body ) || array( 'code', 'data', 'message' ) !== self::sorted_keys( $body ) || ( $status >= 400 && 200 === $body['code'] ) ) ) {
			$failures[] = "$what: not the envelope";
		}
		$message = is_array( $body ) && isset( $body['message'] ) && is_string( $body['message'] ) ? $body['message'] : '';
		$message = $page ? wp_strip_all_tags( (string) $body ) : $message;
		if ( $status >= 400 && 1 !== preg_match( '/\p{Han}/u', $message ) ) {
			$failures[] = "$what: refused without Chinese: " . mb_substr( $message, 0, 120 );
		}
		if ( $wrote ) {
			$failures[] = "$what: a refused request wrote to the database";
		}
	}

	/**
	 * The HTTP statuses a route documents among its errors (ApiController::error_doc()).
	 *
	 * @param string                           $route    Route pattern.
	 * @param array<int, array<string, mixed>> $handlers Its handlers.
	 * @return int[]
	 */
	private static function documented_statuses( string $route, array $handlers ): array {
		$data   = rest_get_server()->get_data_for_route( $route, $handlers, 'help' );
		$errors = is_array( $data ) && isset( $data['schema']['errors'] ) && is_array( $data['schema']['errors'] ) ? $data['schema']['errors'] : array();
		return array_map( 'intval', array_column( $errors, 'status' ) );
	}

	/**
	 * The keys of an answer's body, sorted.
	 *
	 * @param array<mixed> $body Body.
	 * @return array<int|string>
	 */
	private static function sorted_keys( array $body ): array {
		$keys = array_keys( $body );
		sort( $keys );
		return $keys;
	}

	/**
	 * The routes swept: the `api` namespace (with its index) and core's routes of the bases members
	 * touch, read from the server at run time.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private static function routes(): array {
		$bases = self::CORE_BASES;
		foreach ( get_post_types(
			array(
				'public'       => true,
				'show_in_rest' => true,
			),
			'objects'
		) as $type ) {
			$bases[] = is_string( $type->rest_base ) && '' !== $type->rest_base ? $type->rest_base : $type->name;
		}
		foreach ( get_taxonomies(
			array(
				'public'       => true,
				'show_in_rest' => true,
			),
			'objects'
		) as $taxonomy ) {
			$bases[] = is_string( $taxonomy->rest_base ) && '' !== $taxonomy->rest_base ? $taxonomy->rest_base : $taxonomy->name;
		}
		$core   = '#^/wp/v2/(' . implode( '|', array_map( 'preg_quote', array_unique( $bases ) ) ) . ')(/|$)#';
		$routes = array();
		foreach ( rest_get_server()->get_routes() as $route => $handlers ) {
			$ours = '/' . Api::NAMESPACE === $route || Api::is_api_route( $route );
			if ( ( $ours || 1 === preg_match( $core, $route ) ) && ! isset( self::SKIPPED[ $route ] ) ) {
				$routes[ $route ] = $handlers;
			}
		}
		ksort( $routes );
		return $routes;
	}

	/**
	 * A route's methods with their arguments' schemas.
	 *
	 * @param array<int, array<string, mixed>> $handlers The route's handlers.
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	private static function methods( array $handlers ): array {
		$methods = array();
		foreach ( $handlers as $handler ) {
			foreach ( array_keys( (array) $handler['methods'] ) as $method ) {
				if ( 'HEAD' !== $method && ! isset( $methods[ $method ] ) ) {
					$methods[ $method ] = isset( $handler['args'] ) && is_array( $handler['args'] ) ? $handler['args'] : array();
				}
			}
		}
		return $methods;
	}

	/**
	 * The malformed inputs of one route and method: each a path, parameters and, for a raw body,
	 * the body and its content type.
	 *
	 * @param string                              $route  Route pattern.
	 * @param string                              $method HTTP method.
	 * @param array<string, array<string, mixed>> $args   Its arguments' schemas.
	 * @return array<string, array{path: string, params: array<string, mixed>, body?: string, type?: string}>
	 */
	private static function inputs( string $route, string $method, array $args ): array {
		$path  = self::fill( $route, '1' );
		$valid = array();
		foreach ( $args as $name => $schema ) {
			if ( ! empty( $schema['required'] ) ) {
				$valid[ $name ] = self::plausible( $schema );
			}
		}
		$inputs = array();
		foreach ( $args as $name => $schema ) {
			if ( ! empty( $schema['required'] ) ) {
				$params = $valid;
				unset( $params[ $name ] );
				$inputs[ "$name missing" ] = array(
					'path'   => $path,
					'params' => $params,
				);
			}
			foreach ( self::for_argument( $schema, count( $inputs ) ) as $kind => $value ) {
				$inputs[ "$name=$kind" ] = array(
					'path'   => $path,
					'params' => array_merge( $valid, array( $name => $value ) ),
				);
			}
		}
		// Unknown fields of every kind, for routes with few or no arguments.
		$extras = array();
		foreach ( self::malformed( array( 'type' => array( 'integer', 'string' ) ) ) as $kind => $value ) {
			$extras[ "extra=$kind" ] = array( 'mvc_sweep_extra' => $value );
		}
		$extras['500 extra fields']    = array_fill_keys( array_map( 'strval', range( 1, 500 ) ), 'x' );
		$extras['extra with NUL name'] = array( "a\0b" => 'x' );
		$extras['extra id=-1']         = array( 'id' => -1 );
		foreach ( $extras as $kind => $extra ) {
			$inputs[ $kind ] = array(
				'path'   => $path,
				'params' => array_merge( $valid, $extra ),
			);
		}
		if ( $path !== $route ) {
			$fills = array(
				'0'        => '0',
				'negative' => '-1',
				'2^63'     => '9223372036854775808',
				'huge'     => str_repeat( '9', 40 ),
				'word'     => 'abc',
				'SQL'      => '1%20OR%201=1',
				'NUL'      => '1%00',
			);
			foreach ( $fills as $kind => $fill ) {
				$inputs[ "path=$kind" ] = array(
					'path'   => self::fill( $route, $fill ),
					'params' => $valid,
				);
			}
		}
		if ( 'GET' !== $method ) {
			$raw = array(
				'body a JSON string' => array( '"x"', 'application/json' ),
				'body a JSON list'   => array( '[1,2]', 'application/json' ),
				'body a JSON number' => array( '5', 'application/json' ),
				'body JSON null'     => array( 'null', 'application/json' ),
				'body invalid JSON'  => array( '{"a":', 'application/json' ),
				'body as text/plain' => array( (string) wp_json_encode( $valid ), 'text/plain' ),
				'body XML'           => array( '<?xml version="1.0"?><a>1</a>', 'application/xml' ),
				'JSON as a form'     => array( (string) wp_json_encode( $valid ), 'application/x-www-form-urlencoded' ),
			);
			foreach ( $raw as $kind => list( $body, $type ) ) {
				$inputs[ $kind ] = array(
					'path'   => $path,
					'params' => array(),
					'body'   => $body,
					'type'   => $type,
				);
			}
		}
		return $inputs;
	}

	/**
	 * A route pattern with its placeholders filled.
	 *
	 * @param string $route Route pattern, such as /wp/v2/posts/(?P<id>[\d]+).
	 * @param string $fill  Value of every placeholder.
	 */
	private static function fill( string $route, string $fill ): string {
		// A group with its nested groups and escaped parentheses.
		return (string) preg_replace( '/\((?:[^()\\\\]|\\\\.|(?R))*\)/', $fill, $route );
	}

	/**
	 * A value an argument would accept, for the required arguments beside the malformed one.
	 *
	 * @param array<string, mixed> $schema Argument schema.
	 * @return mixed
	 */
	private static function plausible( array $schema ) {
		if ( array_key_exists( 'default', $schema ) ) {
			return $schema['default'];
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) && $schema['enum'] ) {
			return reset( $schema['enum'] );
		}
		$type = is_array( $schema['type'] ?? null ) ? reset( $schema['type'] ) : ( $schema['type'] ?? 'string' );
		switch ( $type ) {
			case 'integer':
			case 'number':
				return 1;
			case 'boolean':
				return true;
			case 'array':
			case 'object':
				return array();
		}
		switch ( $schema['format'] ?? '' ) {
			case 'email':
				return 'sweep@example.com';
			case 'uri':
				return 'https://example.com/';
		}
		return 'sweep';
	}

	/**
	 * The malformed values for an argument of a schema: those of its type first, then every other.
	 *
	 * @param array<string, mixed> $schema Argument schema (empty for an unknown field).
	 * @return array<string, mixed>
	 */
	private static function malformed( array $schema ): array {
		$long    = str_repeat( 'a', 100 * KB_IN_BYTES );
		$common  = array(
			'list'        => array( 'x', 'y' ),
			'object'      => array( 'a' => array( 'b' => 'c' ) ),
			'NUL'         => "1\0x",
			'100KB'       => $long,
			'emoji'       => '😀🀄',
			'markup'      => '<script>alert(1)</script><img src=x onerror=alert(1)>',
			'SQL'         => "1' OR 1=1 -- ",
			'empty'       => '',
			'bad UTF-8'   => "\xff\xfe\xc3",
			'null'        => null,
			'nested list' => array( array( array( array() ) ) ),
		);
		$numeric = array(
			'word'     => 'abc',
			'negative' => -1,
			'2^63'     => '9223372036854775808',
			'int max'  => PHP_INT_MAX,
			'float'    => 1.5,
			'huge'     => str_repeat( '9', 400 ),
			'true'     => true,
		);
		$type    = (array) ( $schema['type'] ?? array() );
		$values  = $common;
		if ( array_intersect( $type, array( 'integer', 'number' ) ) ) {
			$values = array_merge( $numeric, $common );
		} elseif ( array_intersect( $type, array( 'boolean' ) ) ) {
			$values = array_merge(
				array(
					'maybe' => 'maybe',
					'two'   => 2,
				),
				$common
			);
		} elseif ( array_intersect( $type, array( 'array', 'object' ) ) ) {
			$values = array_merge(
				array(
					'scalar'   => 'x',
					'number'   => 5,
					'10k list' => array_fill( 0, 10000, 'x' ),
				),
				$common
			);
		} else {
			$values = array_merge(
				$common,
				array(
					'integer' => 12345,
					'true'    => true,
				)
			);
		}
		return $values;
	}

	/**
	 * The malformed values sent to one argument: those aimed at its type, and two more of the
	 * others taken in turn (every value still reaches each route as an unknown field).
	 *
	 * @param array<string, mixed> $schema Argument schema.
	 * @param int                  $turn   Where to take the others from.
	 * @return array<string, mixed>
	 */
	private static function for_argument( array $schema, int $turn ): array {
		$all   = self::malformed( $schema );
		$type  = (array) ( $schema['type'] ?? array() );
		$aimed = array( 'list', 'object', 'NUL', '100KB', 'integer' );
		if ( array_intersect( $type, array( 'integer', 'number' ) ) ) {
			$aimed = array( 'word', 'negative', '2^63', 'huge', 'float', 'list', 'object' );
		} elseif ( in_array( 'boolean', $type, true ) ) {
			$aimed = array( 'maybe', 'two', 'list' );
		} elseif ( array_intersect( $type, array( 'array', 'object' ) ) ) {
			$aimed = array( 'scalar', 'number', '10k list', 'nested list' );
		}
		$values = array_intersect_key( $all, array_flip( $aimed ) );
		$others = array_values( array_diff( array_keys( $all ), $aimed ) );
		for ( $i = 0; $i < 2 && $others; $i++ ) {
			$key            = $others[ ( $turn + $i ) % count( $others ) ];
			$values[ $key ] = $all[ $key ];
		}
		return $values;
	}

	/**
	 * The request of one input.
	 *
	 * @param string                                                                          $method HTTP method.
	 * @param array{path: string, params: array<string, mixed>, body?: string, type?: string} $input  Input.
	 * @phpstan-return WP_REST_Request<array<string, mixed>>
	 */
	private static function request( string $method, array $input ): WP_REST_Request {
		$path    = rawurldecode( $input['path'] );
		$request = new WP_REST_Request( $method, $path );
		if ( isset( $input['body'], $input['type'] ) ) {
			$request->set_header( 'Content-Type', $input['type'] );
			$request->set_body( $input['body'] );
		} elseif ( 'GET' === $method ) {
			// As a URL's query gives them: strings and arrays of strings.
			$request->set_query_params( self::as_query( $input['params'] ) );
		} else {
			// As our client sends them: a JSON object, whose values keep their types.
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( (object) $input['params'] ) );
		}
		return $request;
	}

	/**
	 * Parameters as a URL's query gives them (as http_build_query() and PHP's parsing would, but for
	 * PHP's limit of 1,000 variables, which a 10,000-item list would exceed).
	 *
	 * @param array<mixed> $params Parameters.
	 * @return array<mixed>
	 */
	private static function as_query( array $params ): array {
		$query = array();
		foreach ( $params as $key => $value ) {
			if ( is_array( $value ) ) {
				$query[ $key ] = self::as_query( $value );
			} elseif ( is_bool( $value ) ) {
				$query[ $key ] = $value ? '1' : '0';
			} elseif ( null !== $value ) {
				$query[ $key ] = (string) $value;
			}
		}
		return $query;
	}

	/**
	 * A checksum of every watched table: the plugin's (Tables) and core's content, user and option
	 * tables.
	 */
	private static function checksum(): string {
		global $wpdb;
		if ( ! self::$columns ) {
			$tables = array( $wpdb->posts, $wpdb->postmeta, $wpdb->comments, $wpdb->commentmeta, $wpdb->users, $wpdb->usermeta, $wpdb->options, $wpdb->terms, $wpdb->termmeta, $wpdb->term_relationships, $wpdb->term_taxonomy );
			foreach ( ( new ReflectionClass( Tables::class ) )->getConstants() as $name ) {
				if ( is_string( $name ) && ! isset( self::WRITES_ALLOWED[ $name ] ) ) {
					$tables[] = $wpdb->prefix . $name;
				}
			}
			foreach ( $tables as $table ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the sweep's own check.
				self::$columns[ $table ] = $wpdb->get_col( $wpdb->prepare( 'SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) );
			}
		}
		$parts = array();
		foreach ( self::$columns as $table => $columns ) {
			if ( $columns ) {
				$parts[] = "(SELECT CONCAT(COUNT(*), ':', COALESCE(BIT_XOR(CRC32(CONCAT_WS('#', `" . implode( '`, `', $columns ) . "`))), 0)) FROM `$table`)";
			}
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- table and column names read from the schema.
		return (string) $wpdb->get_var( 'SELECT CONCAT_WS(\'|\', ' . implode( ', ', $parts ) . ')' );
	}

	/**
	 * The name of a PHP error level.
	 *
	 * @param int $level Level.
	 */
	private static function level_name( int $level ): string {
		$names = array(
			E_WARNING         => 'E_WARNING',
			E_NOTICE          => 'E_NOTICE',
			E_DEPRECATED      => 'E_DEPRECATED',
			E_USER_ERROR      => 'E_USER_ERROR',
			E_USER_WARNING    => 'E_USER_WARNING',
			E_USER_NOTICE     => 'E_USER_NOTICE',
			E_USER_DEPRECATED => 'E_USER_DEPRECATED',
		);
		return $names[ $level ] ?? "E_$level";
	}
}
