<?php
/**
 * The object-cache drop-in, loaded by WordPress's own wp_start_object_cache() in separate processes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use Mvc\Core\Cache\ObjectCache\RedisCache;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Each case is a `php` process standing for one request of one node: it loads wp-includes/load.php
 * and plugin.php of the WordPress under test, a temporary WP_CONTENT_DIR holding the drop-in (copied
 * or symlinked) and plugins/mvc-core pointing at the repository's plugin, runs
 * wp_start_object_cache() as wp-settings.php does, calls wp_cache_* functions and prints JSON.
 */
final class DropInTest extends TestCase {
	use OutsideTransaction;

	/**
	 * The class's server.
	 *
	 * @var RedisServer|null
	 */
	private static $server;

	/**
	 * A temporary wp-content folder of the test.
	 *
	 * @var string
	 */
	private $content = '';

	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$server = RedisServer::start();
	}

	public static function tear_down_after_class(): void {
		if ( null !== self::$server ) {
			self::$server->remove();
			self::$server = null;
		}
		parent::tear_down_after_class();
	}

	protected function set_up(): void {
		parent::set_up();
		$this->leave_transaction();
		$this->content = self::server()->dir . '/wp-content-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->content . '/plugins', 0700, true );
	}

	protected function tear_down(): void {
		foreach ( array( '/object-cache.php', '/plugins/mvc-core', '/request.php', '/themes' ) as $file ) {
			if ( is_link( $this->content . $file ) || is_file( $this->content . $file ) ) {
				unlink( $this->content . $file );
			}
		}
		// What the whole WordPress wrote there itself (the translation conversions under cache/).
		$left = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->content, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $left as $entry ) {
			if ( $entry->isDir() && ! $entry->isLink() ) {
				rmdir( $entry->getPathname() );
			} else {
				unlink( $entry->getPathname() );
			}
		}
		rmdir( $this->content );
		$this->restore_transaction();
		parent::tear_down();
	}

	private static function server(): RedisServer {
		if ( null === self::$server ) {
			self::fail( 'No redis-server.' );
		}
		return self::$server;
	}

	/**
	 * Puts the drop-in and the plugin in the test's wp-content.
	 *
	 * @param bool $copy   Copy the drop-in (else symlink it).
	 * @param bool $plugin Link the plugin as plugins/mvc-core.
	 */
	private function install( bool $copy = true, bool $plugin = true ): void {
		$dropin = dirname( __DIR__, 5 ) . '/plugin/dropins/object-cache.php';
		if ( $copy ) {
			copy( $dropin, $this->content . '/object-cache.php' );
		} else {
			symlink( $dropin, $this->content . '/object-cache.php' );
		}
		if ( $plugin ) {
			symlink( dirname( __DIR__, 5 ) . '/plugin', $this->content . '/plugins/mvc-core' );
		}
	}

	/**
	 * Runs one request in its own process.
	 *
	 * @param array<string, mixed> $constants  wp-config constants.
	 * @param array<int, mixed>    $operations wp_cache_* calls: function and arguments ('get_found'
	 *                                         gives the value and $found).
	 * @param bool                 $wordpress  Load the whole WordPress of the PHPUnit database
	 *                                         (wp-settings.php, the plugin and the theme), not only
	 *                                         what runs until wp_start_object_cache().
	 * @return array<string, mixed> The request's report, and its stderr as 'stderr'.
	 */
	private function request( array $constants, array $operations, bool $wordpress = false ): array {
		$script = $this->content . '/request.php';
		file_put_contents( $script, self::REQUEST );
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a request of its own.
			array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'error_reporting=-1', '-d', 'log_errors=0', $script, ABSPATH, $this->content, wp_json_encode( $constants ), wp_json_encode( $operations ), $wordpress ? dirname( __DIR__, 3 ) . '/includes/config.php' : '' ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$status = proc_close( $process );
		$this->assertSame( 0, $status, $stdout . $stderr );
		$report = json_decode( $stdout, true );
		$this->assertIsArray( $report, $stdout . $stderr );
		$report['stderr'] = $stderr;
		return $report;
	}

	/**
	 * The request: WordPress's early loading up to wp_start_object_cache(), then the calls.
	 */
	private const REQUEST = <<<'PHP'
<?php
[ , $abspath, $content, $constants, $operations, $config ] = $argv;
define( 'WP_CONTENT_DIR', $content );
foreach ( json_decode( $constants, true ) as $name => $value ) {
	define( $name, $value );
}
$errors = array();
set_error_handler( function ( $number, $message ) use ( &$errors ) { $errors[] = $message; return false; } );
if ( '' !== $config ) {
	// The whole WordPress of the PHPUnit database, with this wp-content.
	require $config;
	require ABSPATH . 'wp-settings.php';
	set_error_handler( function ( $number, $message ) use ( &$errors ) { $errors[] = $message; return false; } );
	$queries = $GLOBALS['wpdb']->num_queries;
	get_posts( array( 'posts_per_page' => 5 ) );
} else {
	define( 'ABSPATH', $abspath );
	define( 'WPINC', 'wp-includes' );
	global $blog_id;
	$blog_id = 1;
	require ABSPATH . WPINC . '/load.php';
	require ABSPATH . WPINC . '/plugin.php';
	wp_start_object_cache();
	$queries = 0;
}
$results = array();
foreach ( json_decode( $operations, true ) as $operation ) {
	$function = array_shift( $operation );
	if ( 'get_found' === $function ) {
		$value     = wp_cache_get( $operation[0], $operation[1] ?? '', false, $found );
		$results[] = array( $value, $found );
	} else {
		$results[] = $function( ...$operation );
	}
}
preg_match_all( '/^function (wp_cache_\w+)/m', file_get_contents( ABSPATH . WPINC . '/cache.php' ), $core );
$cache = $GLOBALS['wp_object_cache'];
echo json_encode(
	array(
		'external'  => wp_using_ext_object_cache(),
		'class'     => get_class( $cache ),
		'parent'    => get_parent_class( $cache ),
		'connected' => method_exists( $cache, 'is_connected' ) ? $cache->is_connected() : null,
		'missing'   => array_values( array_filter( $core[1], fn( $name ) => ! function_exists( $name ) ) ),
		'results'   => $results,
		'errors'    => $errors,
		'queries'   => $queries,
		'hits'      => $cache->cache_hits,
		'calls'     => $cache->redis_calls ?? 0,
		'plugin'    => class_exists( 'Mvc\\Core\\Plugin', false ),
	)
);
PHP;

	/**
	 * The constants of a site on the class's server.
	 *
	 * @param string $salt Key salt.
	 * @return array<string, mixed>
	 */
	private static function site( string $salt ): array {
		return array(
			'MVC_REDIS_SOCKET'   => self::server()->socket,
			'MVC_REDIS_DATABASE' => 0,
			'MVC_CACHE_KEY_SALT' => $salt,
		);
	}

	public function test_copied_drop_in_shares_the_cache_between_two_requests() {
		$this->install();
		$salt  = 'dropin-' . bin2hex( random_bytes( 4 ) );
		$first = $this->request(
			self::site( $salt ),
			array(
				array( 'wp_cache_set', 'title', 'Hello', 'posts' ),
				array( 'wp_cache_add', 'n', 1, 'counters' ),
				array( 'wp_cache_incr', 'n', 4, 'counters' ),
				array( 'wp_cache_set', 'all', array( 'publish' => 3 ), 'counts' ),
				array( 'wp_cache_set', 7, 'user seven', 'users' ),
				array(
					'wp_cache_set_multiple',
					array(
						'a' => 1,
						'b' => 2,
					),
					'many',
				),
				array( 'wp_cache_supports', 'flush_group' ),
			)
		);
		$this->assertTrue( $first['external'], 'WordPress sees an external object cache.' );
		$this->assertSame( 'WP_Object_Cache', $first['class'] );
		$this->assertSame( RedisCache::class, $first['parent'] );
		$this->assertTrue( $first['connected'] );
		$this->assertSame( array(), $first['missing'], 'Every wp_cache_* function of wp-includes/cache.php.' );
		$this->assertSame(
			array(
				true,
				true,
				5,
				true,
				true,
				array(
					'a' => true,
					'b' => true,
				),
				true,
			),
			$first['results']
		);
		$this->assertSame( array(), $first['errors'] );
		$this->assertSame( '', $first['stderr'] );

		$second = $this->request(
			self::site( $salt ),
			array(
				array( 'get_found', 'title', 'posts' ),
				array( 'wp_cache_decr', 'n', 2, 'counters' ),
				array( 'get_found', 'all', 'counts' ),
				array( 'get_found', 7, 'users' ),
				array( 'wp_cache_get_multiple', array( 'a', 'b', 'c' ), 'many' ),
				array( 'wp_cache_delete_multiple', array( 'a', 'c' ), 'many' ),
				array( 'wp_cache_flush_group', 'posts' ),
				array( 'get_found', 'title', 'posts' ),
				array( 'wp_cache_supports', 'add_multiple' ),
				array( 'wp_cache_supports', 'set_multiple' ),
				array( 'wp_cache_supports', 'get_multiple' ),
				array( 'wp_cache_supports', 'delete_multiple' ),
				array( 'wp_cache_supports', 'flush_runtime' ),
				array( 'wp_cache_close' ),
			)
		);
		$this->assertSame(
			array(
				array( 'Hello', true ),
				3,
				array( false, false ),
				array( 'user seven', true ),
				array(
					'a' => 1,
					'b' => 2,
					'c' => false,
				),
				array(
					'a' => true,
					'c' => false,
				),
				true,
				array( false, false ),
				true,
				true,
				true,
				true,
				true,
				true,
			),
			$second['results'],
			'Another request reads the first one\'s writes, except the node-local group counts.'
		);
		$this->assertSame( '', $second['stderr'] );

		$third = $this->request( self::site( $salt ), array( array( 'wp_cache_flush' ), array( 'get_found', 'n', 'counters' ) ) );
		$this->assertSame( array( true, array( false, false ) ), $third['results'] );
	}

	public function test_whole_wordpress_loads_with_the_drop_in_and_the_second_request_reads_redis() {
		$this->install();
		symlink( ABSPATH . 'wp-content/themes', $this->content . '/themes' );
		$salt  = 'wordpress-' . bin2hex( random_bytes( 4 ) );
		$first = $this->request( self::site( $salt ), array( array( 'wp_cache_supports', 'flush_group' ) ), true );
		$this->assertTrue( $first['external'] );
		$this->assertTrue( $first['connected'] );
		$this->assertTrue( $first['plugin'], 'The plugin loaded after the drop-in took its class.' );
		$this->assertSame( array( true ), $first['results'] );
		$this->assertSame( array(), $first['errors'], 'No warning or notice with WP_DEBUG on.' );
		$this->assertSame( '', $first['stderr'] );

		$second = $this->request( self::site( $salt ), array(), true );
		$this->assertSame( '', $second['stderr'] );
		$this->assertGreaterThan( 0, $second['calls'] );
		$this->assertLessThan( $first['queries'], $second['queries'], 'Options and other objects came from Redis, not the database.' );
		$this->assertGreaterThan( $first['hits'], $second['hits'] );
	}

	public function test_symlinked_drop_in_works_and_salts_keep_sites_apart() {
		$this->install( false );
		$this->request( self::site( 'one' ), array( array( 'wp_cache_set', 'home', 'site one', 'options' ) ) );
		$other = $this->request( self::site( 'two' ), array( array( 'get_found', 'home', 'options' ) ) );
		$this->assertTrue( $other['connected'] );
		$this->assertSame( array( array( false, false ) ), $other['results'] );
		$one = $this->request( self::site( 'one' ), array( array( 'get_found', 'home', 'options' ) ) );
		$this->assertSame( array( array( 'site one', true ) ), $one['results'] );
	}

	public function test_without_constants_it_is_core_non_persistent_cache() {
		$this->install();
		$report = $this->request(
			array(),
			array(
				array( 'wp_cache_set', 'k', 'v' ),
				array( 'get_found', 'k' ),
				array( 'wp_cache_flush_runtime' ),
				array( 'get_found', 'k' ),
				array( 'wp_cache_flush' ),
			)
		);
		$this->assertFalse( $report['connected'] );
		$this->assertSame( array( true, array( 'v', true ), true, array( false, false ), true ), $report['results'] );
		$this->assertSame( '', $report['stderr'] );
	}

	public function test_without_the_plugin_wordpress_uses_its_own_cache() {
		$this->install( true, false );
		$report = $this->request( self::site( 'x' ), array( array( 'wp_cache_set', 'k', 'v' ), array( 'get_found', 'k' ) ) );
		$this->assertNotTrue( $report['external'], 'Not an external object cache (null: never set).' );
		$this->assertSame( 'WP_Object_Cache', $report['class'] );
		$this->assertFalse( $report['parent'] );
		$this->assertSame( array( true, array( 'v', true ) ), $report['results'] );
		$this->assertSame( '', $report['stderr'] );
	}

	public function test_whole_wordpress_a_write_lost_on_one_node_is_flushed_by_another() {
		global $wpdb;
		$this->install();
		symlink( ABSPATH . 'wp-content/themes', $this->content . '/themes' );
		$salt   = 'shared-' . bin2hex( random_bytes( 4 ) );
		$client = self::server()->client();
		$client->set( $salt . ':posts:1:stale', serialize( 'old' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- as the cache stores it.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) );
		$down                     = self::site( $salt );
		$down['MVC_REDIS_SOCKET'] = self::server()->dir . '/nothing-here.sock';
		$lost                     = $this->request( $down, array( array( 'wp_cache_delete', 'stale', 'posts' ) ), true );
		$this->assertFalse( $lost['connected'] );
		$this->assertSame( array(), $lost['errors'], 'No warning or notice with WP_DEBUG on.' );
		$token = $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) );
		$this->assertIsString( $token, 'The node that lost the write marked the database.' );
		// The other node has no mark file of its own.
		unlink( sys_get_temp_dir() . '/mvc-object-cache-' . md5( $down['MVC_REDIS_SOCKET'] . '|0|' . $salt . ':' ) . '.lost' );

		$other = $this->request( self::site( $salt ), array( array( 'get_found', 'stale', 'posts' ) ), true );
		$this->assertTrue( $other['connected'] );
		$this->assertSame( array( array( false, false ) ), $other['results'], 'Another node flushed the site before reading it.' );
		$this->assertSame( array(), $other['errors'] );
		$this->assertSame( '', $other['stderr'] );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) ), 'And removed the mark.' );
	}

	public function test_redis_down_logs_one_line_and_serves_the_request() {
		$this->install();
		$constants                     = self::site( 'down' );
		$constants['MVC_REDIS_SOCKET'] = self::server()->dir . '/nothing-here.sock';
		$report                        = $this->request(
			$constants,
			array(
				array( 'wp_cache_set', 'k', 'v' ),
				array( 'get_found', 'k' ),
				array( 'wp_cache_incr', 'missing' ),
				array( 'wp_cache_delete', 'k' ),
				array( 'get_found', 'k' ),
			)
		);
		$this->assertFalse( $report['connected'] );
		$this->assertSame( array( true, array( 'v', true ), false, true, array( false, false ) ), $report['results'] );
		$this->assertSame( array(), $report['errors'], 'No warning.' );
		$lines = array_values( array_filter( explode( "\n", $report['stderr'] ) ) );
		$this->assertCount( 1, $lines, $report['stderr'] );
		$this->assertStringContainsString( 'Redis unavailable', $lines[0] );
		$mark = sys_get_temp_dir() . '/mvc-object-cache-' . md5( $constants['MVC_REDIS_SOCKET'] . '|0|down:' ) . '.lost';
		$this->assertFileExists( $mark, 'Its writes are marked as lost, in the node\'s temporary folder.' );
		unlink( $mark );
	}
}
