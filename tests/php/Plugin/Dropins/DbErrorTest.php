<?php
/**
 * The database-error drop-in.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Dropins;

use PHPUnit\Framework\TestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a throwaway site on disk and a server of its own, outside WordPress; var_export() writes its PHP.

/**
 * A real WordPress whose database does not answer, served over HTTP by PHP's own server (a port of
 * its own, a wp-content of its own with the drop-in copied in and the plugin linked): a page answers
 * 503 with Retry-After, no caching and the Chinese message; a REST call the api envelope with 503.
 * WordPress without the drop-in answers 500, which is what the drop-in is for.
 */
final class DbErrorTest extends TestCase {

	/**
	 * The throwaway site's folder.
	 *
	 * @var string
	 */
	private static string $dir = '';

	/**
	 * PHP's server.
	 *
	 * @var resource|null
	 */
	private static $server = null;

	/**
	 * Its port.
	 *
	 * @var int
	 */
	private static int $port = 0;

	public static function setUpBeforeClass(): void {
		self::$dir = sys_get_temp_dir() . '/mvc-db-error-' . bin2hex( random_bytes( 4 ) );
		mkdir( self::$dir . '/content/plugins', 0700, true );
		symlink( dirname( __DIR__, 4 ) . '/plugin', self::$dir . '/content/plugins/mvc-core' );
		// Every request goes to WordPress, whose database is a closed port.
		file_put_contents(
			self::$dir . '/router.php',
			'<?php' . "\n"
			. 'define( "ABSPATH", ' . var_export( ABSPATH, true ) . ' );' . "\n"
			. 'define( "WP_CONTENT_DIR", ' . var_export( self::$dir . '/content', true ) . ' );' . "\n"
			. 'define( "DB_NAME", "nothing" ); define( "DB_USER", "nobody" ); define( "DB_PASSWORD", "" );' . "\n"
			. 'define( "DB_HOST", "127.0.0.1:1" ); define( "DB_CHARSET", "utf8mb4" ); define( "DB_COLLATE", "" );' . "\n"
			. '$table_prefix = "wp_";' . "\n"
			. 'require ABSPATH . "wp-settings.php";' . "\n"
		);
		for ( $try = 0; $try < 5 && null === self::$server; $try++ ) {
			$port    = random_int( 20000, 40000 );
			$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a server of its own.
				array( PHP_BINARY, '-S', '127.0.0.1:' . $port, '-t', self::$dir, self::$dir . '/router.php' ),
				array(
					0 => array( 'file', '/dev/null', 'r' ),
					1 => array( 'file', '/dev/null', 'w' ),
					2 => array( 'file', '/dev/null', 'w' ),
				),
				$pipes
			);
			for ( $wait = 0; $wait < 50; $wait++ ) {
				$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until it listens.
				if ( $socket ) {
					fclose( $socket );
					self::$server = $process;
					self::$port   = $port;
					break;
				}
				usleep( 100000 );
			}
			if ( null === self::$server && is_resource( $process ) ) {
				proc_terminate( $process );
			}
		}
		self::assertNotNull( self::$server, 'PHP\'s built-in server did not start' );
	}

	public static function tearDownAfterClass(): void {
		if ( is_resource( self::$server ) ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		if ( '' !== self::$dir ) {
			exec( 'rm -rf ' . escapeshellarg( self::$dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- the throwaway folder.
		}
	}

	/**
	 * Installs (or removes) the drop-in in the throwaway site.
	 *
	 * @param bool $on Installed or not.
	 */
	private function drop_in( bool $on ): void {
		$target = self::$dir . '/content/db-error.php';
		if ( $on ) {
			copy( dirname( __DIR__, 4 ) . '/plugin/dropins/db-error.php', $target );
		} elseif ( file_exists( $target ) ) {
			unlink( $target );
		}
	}

	/**
	 * One request to the throwaway site.
	 *
	 * @param string $path Path and query.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	private function get( string $path ): array {
		$curl = curl_init( 'http://127.0.0.1:' . self::$port . $path );
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HEADER         => true,
				CURLOPT_TIMEOUT        => 20,
			)
		);
		$raw    = (string) curl_exec( $curl );
		$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		$size   = (int) curl_getinfo( $curl, CURLINFO_HEADER_SIZE );
		curl_close( $curl );
		$headers = array();
		foreach ( explode( "\r\n", substr( $raw, 0, $size ) ) as $line ) {
			if ( str_contains( $line, ':' ) ) {
				list( $name, $value )           = explode( ':', $line, 2 );
				$headers[ strtolower( $name ) ] = trim( $value );
			}
		}
		return array(
			'status'  => $status,
			'headers' => $headers,
			'body'    => substr( $raw, $size ),
		);
	}

	public function test_a_page_answers_503_to_try_again_in_chinese(): void {
		$this->drop_in( true );
		$page = $this->get( '/research-news/' );

		$this->assertSame( 503, $page['status'] );
		$this->assertSame( '5', $page['headers']['retry-after'] ?? '' );
		$this->assertSame( 'no-store', $page['headers']['cache-control'] ?? '' );
		$this->assertStringStartsWith( 'text/html', $page['headers']['content-type'] ?? '' );
		$this->assertStringContainsString( '<html lang="zh-CN">', $page['body'] );
		$this->assertStringContainsString( '<title>服务器繁忙，请重试。</title>', $page['body'] );
	}

	public function test_a_rest_call_answers_the_envelope_with_503(): void {
		$this->drop_in( true );
		$call = $this->get( '/wp-json/api/member/userinfo' );

		$this->assertSame( 503, $call['status'] );
		$this->assertSame( '5', $call['headers']['retry-after'] ?? '' );
		$this->assertStringStartsWith( 'application/json', $call['headers']['content-type'] ?? '' );
		$this->assertSame(
			array(
				'code'    => 503,
				'message' => '服务器繁忙，请重试。',
				'data'    => null,
			),
			json_decode( $call['body'], true )
		);
		$this->assertSame( 503, $this->get( '/?rest_route=/api/member/userinfo' )['status'] );
	}

	public function test_without_the_drop_in_wordpress_answers_500(): void {
		$this->drop_in( false );

		$this->assertSame( 500, $this->get( '/research-news/' )['status'] );
	}
}
