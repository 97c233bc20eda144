<?php
/**
 * Purges over HTTP, against the test instance's nginx.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache;

use Mvc\Core\Cache\HttpPurge;
use Mvc\Core\Cache\PagePurge;
use Mvc\Tests\TestCase;
use WpOrg\Requests\Requests;

/**
 * The doors come from MVC_PURGE_ENDPOINTS (here its filter); each key of a URL becomes one PURGE on
 * every door with the URL's Host; against the running test site's nginx (MVC_TESTS_URL, page cache on)
 * a cached page is a miss after the purge, on every door, in both spellings of its percent-escapes, and
 * "all" empties the cache; a refused and a hung door cost at most the timeout, are logged once each and
 * do not stop the other doors; with doors, PagePurge leaves the local files to them.
 */
final class HttpPurgeTest extends TestCase {

	/**
	 * The doors the filter gives.
	 *
	 * @var string
	 */
	private string $doors = '';

	protected function set_up(): void {
		parent::set_up();
		add_filter( 'mvc_purge_endpoints', array( $this, 'doors' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'mvc_purge_endpoints', array( $this, 'doors' ) );
		remove_action( 'mvc_purge_urls', array( HttpPurge::class, 'purge_urls' ), 20 );
		remove_action( 'mvc_purge_all', array( HttpPurge::class, 'purge_all' ), 20 );
		parent::tear_down();
	}

	/**
	 * The filter `mvc_purge_endpoints`.
	 */
	public function doors(): string {
		return $this->doors;
	}

	/**
	 * The test site's nginx door: its own address (the site's URL is localhost:port).
	 */
	private static function door(): string {
		$port = (int) wp_parse_url( MVC_TESTS_URL, PHP_URL_PORT );
		return 'http://127.0.0.1:' . ( $port ? $port : 80 );
	}

	/**
	 * The cache status nginx gives a GET of the site's path.
	 *
	 * @param string $path Path and query, as sent.
	 */
	private static function cache_status( string $path ): string {
		$options  = array(
			'idn'     => false,
			'timeout' => 20,
		);
		$response = Requests::get( MVC_TESTS_URL . $path, array(), $options );
		return (string) $response->headers['x-cache-status'];
	}

	/**
	 * Skips when the test site's nginx has no purge door (an old template or the cache off).
	 */
	private function need_the_door(): void {
		try {
			$answer = Requests::request( self::door() . '/_mvc_purge/GET/', array( 'Host' => 'localhost' ), array(), 'PURGE', array( 'timeout' => 5 ) );
		} catch ( \WpOrg\Requests\Exception $e ) {
			$this->markTestSkipped( 'the test site is not running: ' . $e->getMessage() );
		}
		if ( ! in_array( $answer->status_code, array( 200, 404 ), true ) || '' === self::cache_status( '/?mvc-purge-probe=1' ) ) {
			$this->markTestSkipped( 'the test site has no purge door or no page cache (MVC_PAGE_CACHE=1 bash bin/start.sh test)' );
		}
	}

	/**
	 * A page of the site that nobody else caches: the home with a query of its own.
	 *
	 * @param string $extra More query.
	 */
	private static function unique_path( string $extra = '' ): string {
		return '/?mvc-purge-test=' . strtolower( wp_generate_password( 12, false ) ) . $extra;
	}

	public function test_doors_are_the_constants_base_urls_trimmed_and_checked(): void {
		$this->assertSame( array(), HttpPurge::endpoints() );
		$this->doors = ' http://10.0.0.11:80/ ,https://nginx2.internal,, ftp://x, http://10.0.0.11:80,http://a/b';
		$this->assertSame( array( 'http://10.0.0.11:80', 'https://nginx2.internal' ), HttpPurge::endpoints() );
		$this->assertTrue( ( new HttpPurge() )->can_register() );
	}

	public function test_each_key_of_a_url_is_one_purge_with_the_urls_host(): void {
		$requests = HttpPurge::requests_for( array( 'http://www.example.com:8080/a%c3%a9/?p=2', 'https://example.com/' ), 'http://10.0.0.12' );
		$this->assertSame(
			array(
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/GET/a%c3%a9/?p=2',
					'host' => 'www.example.com:8080',
				),
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/GET/a%C3%A9/?p=2',
					'host' => 'www.example.com:8080',
				),
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/HEAD/a%c3%a9/?p=2',
					'host' => 'www.example.com:8080',
				),
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/HEAD/a%C3%A9/?p=2',
					'host' => 'www.example.com:8080',
				),
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/GET/',
					'host' => 'example.com',
				),
				array(
					'url'  => 'http://10.0.0.12/_mvc_purge/HEAD/',
					'host' => 'example.com',
				),
			),
			$requests
		);
	}

	public function test_a_cached_page_is_a_miss_after_the_purge_in_both_spellings(): void {
		$this->need_the_door();
		$path  = self::unique_path( '&q=%e4%b8%ad' );
		$upper = str_replace( '%e4%b8%ad', '%E4%B8%AD', $path );
		foreach ( array( $path, $upper ) as $one ) {
			self::cache_status( $one );
			$this->assertSame( 'HIT', self::cache_status( $one ), $one );
		}
		// Two doors to the same nginx: the second finds nothing left (404), which is no failure.
		$this->doors = self::door() . ',' . MVC_TESTS_URL;
		$log         = $this->capture_error_log();

		$result = HttpPurge::purge_urls( array( MVC_TESTS_URL . $path ) );

		$this->assertSame( 2 * 2 * 2, $result['sent'] );
		$this->assertSame( 2, $result['purged'] );
		$this->assertSame( array(), $result['failed'] );
		$this->assertSame( $log, $this->capture_error_log() );
		$this->assertSame( 'MISS', self::cache_status( $path ) );
		$this->assertSame( 'MISS', self::cache_status( $upper ) );
	}

	public function test_purge_all_empties_the_cache_of_every_door(): void {
		$this->need_the_door();
		$paths = array( self::unique_path(), self::unique_path() );
		foreach ( $paths as $one ) {
			self::cache_status( $one );
			$this->assertSame( 'HIT', self::cache_status( $one ) );
		}
		$this->doors = self::door();

		$result = HttpPurge::purge_all();

		$this->assertSame( array( 1, 1, array() ), array( $result['sent'], $result['purged'], $result['failed'] ) );
		foreach ( $paths as $one ) {
			$this->assertSame( 'MISS', self::cache_status( $one ) );
		}
	}

	public function test_a_refused_and_a_hung_door_cost_the_timeout_are_logged_once_and_spare_the_others(): void {
		$this->need_the_door();
		// A door that accepts connections (the kernel's backlog) and never answers.
		$hung = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		$this->assertNotFalse( $hung, $errstr );
		$hung_door = 'http://' . stream_socket_get_name( $hung, false );
		$path      = self::unique_path();
		self::cache_status( $path );
		$this->assertSame( 'HIT', self::cache_status( $path ) );
		$this->doors = 'http://127.0.0.1:1,' . $hung_door . ',' . self::door();
		$this->capture_error_log();

		$start  = microtime( true );
		$result = HttpPurge::purge_urls( array( MVC_TESTS_URL . $path, MVC_TESTS_URL . '/?a', MVC_TESTS_URL . '/?b' ) );
		$took   = microtime( true ) - $start;
		fclose( $hung ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.

		$this->assertLessThan( HttpPurge::TIMEOUT + 0.8, $took );
		$this->assertSame( array( 'http://127.0.0.1:1', $hung_door ), $result['failed'] );
		$this->assertSame( 'MISS', self::cache_status( $path ) );
		$log = $this->capture_error_log();
		$this->assertSame( 2, substr_count( $log, 'mvc purge: ' ), $log );
		$this->assertSame( 1, substr_count( $log, 'mvc purge: http://127.0.0.1:1 did not purge /_mvc_purge/GET/' ), $log );
		$this->assertSame( 1, substr_count( $log, 'mvc purge: ' . $hung_door . ' did not purge' ), $log );
	}

	public function test_the_door_refuses_proxied_requests_and_other_methods_and_is_never_cached(): void {
		$this->need_the_door();
		$answer = Requests::request( self::door() . '/_mvc_purge/all', array( 'X-Forwarded-For' => '203.0.113.9' ), array(), 'PURGE' );
		$this->assertSame( 403, $answer->status_code );
		$answer = Requests::request( self::door() . '/_mvc_purge/GET/', array(), array(), 'GET' );
		$this->assertSame( 403, $answer->status_code );
		$this->assertSame( 'no-store', $answer->headers['cache-control'] );
	}

	/**
	 * The test site's nginx folder (logs/, nginx-cache/).
	 */
	private static function instance_dir(): string {
		return dirname( MVC_TESTS_WP_DIR );
	}

	/**
	 * The files of nginx's page cache whose key holds a text (nginx writes "KEY: <key>" in each file's head).
	 *
	 * @param string $text Text of the key.
	 * @return list<string> Files.
	 */
	private static function cache_files_of( string $text ): array {
		$found = array();
		foreach ( (array) glob( self::instance_dir() . '/nginx-cache/pages/*/*/*' ) as $file ) {
			$head = (string) file_get_contents( (string) $file, false, null, 0, 4096 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- nginx's cache file.
			if ( preg_match( '/\nKEY: [^\n]*' . preg_quote( $text, '/' ) . '/', $head ) ) {
				$found[] = (string) $file;
			}
		}
		return $found;
	}

	public function test_page_purge_sends_everything_over_http(): void {
		$this->need_the_door();
		$path = self::unique_path();
		self::cache_status( $path );
		$this->assertSame( 'HIT', self::cache_status( $path ) );
		$this->doors = self::door();
		( new HttpPurge() )->register();

		PagePurge::everything();
		PagePurge::purge();

		$this->assertSame( 'MISS', self::cache_status( $path ) );
		$this->assertSame( 'HIT', self::cache_status( $path ) );
	}

	public function test_purge_all_leaves_nginx_its_files_to_evict_itself(): void {
		$this->need_the_door();
		$log = self::instance_dir() . '/logs/nginx-error.log';
		if ( ! is_readable( $log ) || ! is_dir( self::instance_dir() . '/nginx-cache/pages' ) ) {
			$this->markTestSkipped( 'the test site\'s nginx folder is not ' . self::instance_dir() );
		}
		$path = self::unique_path();
		self::cache_status( $path );
		$this->assertSame( 'HIT', self::cache_status( $path ) );
		$files = self::cache_files_of( $path );
		$this->assertCount( 1, $files );
		$this->doors = self::door();
		clearstatcache();
		$from = (int) filesize( $log );

		$this->assertSame( 1, HttpPurge::purge_all()['purged'] );

		// The page is a miss, yet its old file is still there: nginx lists it in its memory and removes it
		// itself when it evicts it (a file removed by someone else made nginx log "[crit] unlink() ... failed").
		$this->assertFileExists( $files[0] );
		$this->assertSame( 'MISS', self::cache_status( $path ) );
		$this->assertSame( 'HIT', self::cache_status( $path ) );
		// A page of the new generation is purged by its key as before.
		$this->assertSame( 1, HttpPurge::purge_urls( array( MVC_TESTS_URL . $path ) )['purged'] );
		$this->assertSame( 'MISS', self::cache_status( $path ) );
		clearstatcache();
		$this->assertStringNotContainsString( '[crit]', (string) file_get_contents( $log, false, null, $from ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local log.
	}
}
