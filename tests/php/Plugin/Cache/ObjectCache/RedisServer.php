<?php
/**
 * A redis-server of a test class's own, on a unix socket in a temporary folder.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use PHPUnit\Framework\Assert;

/**
 * Starts redis-server in the foreground (no TCP port, no persistence) through proc_open, waits for
 * its socket, and stops or kills it. A machine without redis-server fails the test: bin/install.sh
 * installs it.
 */
final class RedisServer {

	/**
	 * The server's process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Its folder: the socket, the log and the caches' lost-write marks.
	 *
	 * @var string
	 */
	public $dir;

	/**
	 * Its socket.
	 *
	 * @var string
	 */
	public $socket;

	/**
	 * Starts a server in a new temporary folder.
	 */
	public static function start(): self {
		$dir = sys_get_temp_dir() . '/mvc-redis-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $dir, 0700 );
		$server = new self( $dir );
		$server->run();
		return $server;
	}

	/**
	 * A server in a folder.
	 *
	 * @param string $dir Folder.
	 */
	private function __construct( string $dir ) {
		$this->dir    = $dir;
		$this->socket = $dir . '/redis.sock';
	}

	/**
	 * Starts (or starts again) the server and waits until its socket answers.
	 */
	public function run(): void {
		$binary = self::binary();
		if ( null === $binary ) {
			Assert::fail( 'redis-server is not installed: the object-cache tests need it (bin/install.sh installs it; apt-get install redis-server).' );
		}
		$log           = $this->dir . '/redis.log';
		$this->process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test's own server.
			array( $binary, '--port', '0', '--unixsocket', $this->socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', $this->dir ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'a' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes
		);
		if ( ! is_resource( $this->process ) ) {
			Assert::fail( 'Could not start redis-server.' );
		}
		$deadline = microtime( true ) + 5;
		while ( microtime( true ) < $deadline ) {
			if ( file_exists( $this->socket ) ) {
				try {
					$redis = $this->client();
					$redis->ping();
					$redis->close();
					return;
				} catch ( \RedisException $e ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- not listening yet.
				}
			}
			usleep( 20000 );
		}
		Assert::fail( 'redis-server did not open ' . $this->socket . ' within 5 s: ' . (string) file_get_contents( $log ) );
	}

	/**
	 * A plain client of the server.
	 */
	public function client(): \Redis {
		$redis = new \Redis();
		$redis->connect( $this->socket, 0, 1.0 );
		return $redis;
	}

	/**
	 * The configuration of a cache on this server (a node whose lost-write mark lives in $mark_dir).
	 *
	 * @param string $salt     Key salt.
	 * @param string $mark_dir Folder of the node's lost-write mark; default the server's folder.
	 * @return array<string, mixed>
	 */
	public function config( string $salt, string $mark_dir = '' ): array {
		return array(
			'socket'   => $this->socket,
			'salt'     => $salt,
			'mark_dir' => '' === $mark_dir ? $this->dir : $mark_dir,
		);
	}

	/**
	 * A cache on this server that keeps its log lines instead of writing them.
	 *
	 * @param array<string, mixed> $config Configuration.
	 */
	public static function cache( array $config ): LoggedCache {
		return new LoggedCache( $config );
	}

	/**
	 * Stops the server (SIGTERM) and waits for it.
	 */
	public function stop(): void {
		$this->signal( 15 );
	}

	/**
	 * Kills the server (SIGKILL: a crash) and waits for it.
	 */
	public function kill(): void {
		$this->signal( 9 );
	}

	/**
	 * Stops the server and removes its folder.
	 */
	public function remove(): void {
		$this->stop();
		foreach ( array_merge( (array) glob( $this->dir . '/*/*' ), (array) glob( $this->dir . '/*' ) ) as $file ) {
			if ( is_dir( (string) $file ) ) {
				rmdir( (string) $file );
			} else {
				unlink( (string) $file );
			}
		}
		rmdir( $this->dir );
	}

	/**
	 * Sends a signal and waits until the process ended (5 s at most).
	 *
	 * @param int $signal Signal.
	 */
	private function signal( int $signal ): void {
		if ( ! is_resource( $this->process ) ) {
			return;
		}
		proc_terminate( $this->process, $signal );
		$deadline = microtime( true ) + 5;
		while ( microtime( true ) < $deadline && proc_get_status( $this->process )['running'] ) {
			usleep( 10000 );
		}
		proc_close( $this->process );
		$this->process = null;
		if ( file_exists( $this->socket ) ) {
			unlink( $this->socket );
		}
	}

	/**
	 * The path of redis-server, or null.
	 */
	private static function binary(): ?string {
		foreach ( array_merge( explode( ':', (string) getenv( 'PATH' ) ), array( '/usr/bin', '/usr/sbin', '/usr/local/bin' ) ) as $dir ) {
			if ( '' !== $dir && is_executable( $dir . '/redis-server' ) ) {
				return $dir . '/redis-server';
			}
		}
		return null;
	}
}
