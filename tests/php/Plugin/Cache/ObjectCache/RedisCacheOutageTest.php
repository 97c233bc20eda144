<?php
/**
 * The Redis object cache when Redis is down or lost.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use Mvc\Core\Cache\ObjectCache\RedisCache;
use WP_Object_Cache;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Redis down at start, killed mid-request, or too slow to answer a write: no fatal, no warning, one
 * log line, the runtime cache's answers, and no stale value left in Redis once the node reaches it
 * again. Each test starts the servers it kills.
 */
final class RedisCacheOutageTest extends TestCase {

	/**
	 * Servers started by the test.
	 *
	 * @var RedisServer[]
	 */
	private $servers = array();

	/**
	 * Every PHP error raised during the test, even silenced ones.
	 *
	 * @var string[]
	 */
	private $errors = array();

	protected function set_up(): void {
		parent::set_up();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- records every error, even a silenced one.
			function ( int $number, string $message, string $file, int $line ): bool {
				$this->errors[] = $message . ' (' . $file . ':' . $line . ')';
				return true;
			}
		);
	}

	protected function tear_down(): void {
		global $wpdb;
		// A lost write marks the database too (RedisCacheSharedMarkTest): no mark left for the next test.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) );
		restore_error_handler();
		foreach ( $this->servers as $server ) {
			$server->remove();
		}
		$this->assertSame( array(), $this->errors, 'No PHP warning or notice.' );
		parent::tear_down();
	}

	private function server(): RedisServer {
		$server          = RedisServer::start();
		$this->servers[] = $server;
		return $server;
	}

	/**
	 * The lost-write marks in a folder.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private static function marks( string $dir ): array {
		return (array) glob( $dir . '/*.lost' );
	}

	public function test_redis_down_at_start_answers_as_core_cache_with_one_log_line() {
		$server = $this->server();
		$core   = new WP_Object_Cache();
		$cache  = RedisServer::cache(
			array(
				'socket'   => $server->dir . '/nothing-here.sock',
				'salt'     => 'down',
				'mark_dir' => $server->dir,
			)
		);
		$this->assertTrue( $cache->is_degraded() );
		$this->assertFalse( $cache->is_connected() );
		foreach ( RedisCacheTest::operations() as $i => $operation ) {
			$expected = RedisCacheTest::apply( $core, $operation );
			$actual   = RedisCacheTest::apply( $cache, $operation );
			if ( in_array( $operation[0], array( 'flush', 'flush_group' ), true ) ) {
				$this->assertFalse( $actual, $operation[0] . '() says Redis was not flushed.' );
				continue;
			}
			$this->assertEquals( $expected, $actual, '#' . $i . ' ' . wp_json_encode( $operation ) );
		}
		$this->assertCount( 1, $cache->lines );
		$this->assertStringContainsString( 'Redis unavailable', $cache->lines[0] );
		$this->assertSame( 0, $cache->redis_calls );
		$this->assertCount( 1, self::marks( $server->dir ), 'Its writes are marked as lost.' );
	}

	public function test_redis_refusing_a_tcp_connection_degrades_quickly() {
		$started = microtime( true );
		$cache   = RedisServer::cache(
			array(
				'host'     => '127.0.0.1',
				'port'     => 1,
				'salt'     => 'down',
				'mark_dir' => sys_get_temp_dir() . '/no-such-folder-' . getmypid(),
			)
		);
		$this->assertTrue( $cache->is_degraded() );
		$this->assertTrue( $cache->set( 'k', 'v' ) );
		$this->assertSame( 'v', $cache->get( 'k' ) );
		$this->assertCount( 1, $cache->lines );
		$this->assertLessThan( 1.0, microtime( true ) - $started );
	}

	public function test_redis_killed_mid_request_keeps_the_runtime_copy_and_writes_nothing_later() {
		$server = $this->server();
		$node   = RedisServer::cache( $server->config( 'site' ) );
		$node->set( 'kept', 'before', 'posts' );
		$node->set( 'count', 1, 'posts' );
		$this->assertTrue( $node->is_connected() );

		$server->kill();
		$this->assertSame( 'before', $node->get( 'kept', 'posts', true ), 'Forced, but Redis is gone: the runtime copy.' );
		$this->assertFalse( $node->get( 'never', 'posts', false, $found ) );
		$this->assertFalse( $found );
		$this->assertTrue( $node->is_degraded() );
		$this->assertSame( array(), self::marks( $server->dir ), 'A failed read loses nothing.' );
		$this->assertTrue( $node->set( 'new', 'after', 'posts' ) );
		$this->assertSame( 'after', $node->get( 'new', 'posts' ) );
		$this->assertSame( 2, $node->incr( 'count', 1, 'posts' ) );
		$this->assertTrue( $node->delete( 'kept', 'posts' ) );
		$this->assertFalse( $node->get( 'kept', 'posts' ) );
		$this->assertSame( array( 'a' => true ), $node->add_multiple( array( 'a' => 1 ), 'posts' ) );
		$this->assertSame( array( 'a' => 1 ), $node->get_multiple( array( 'a' ), 'posts' ) );
		$this->assertFalse( $node->flush_group( 'posts' ) );
		$this->assertCount( 1, $node->lines, 'One line for the whole request.' );
		$this->assertCount( 1, self::marks( $server->dir ) );

		$server->run();
		$this->assertTrue( $node->set( 'late', 'v', 'posts' ) );
		$this->assertFalse( $server->client()->get( 'site:posts:1:late' ), 'A degraded request does not write to Redis when it comes back.' );

		$next = RedisServer::cache( $server->config( 'site' ) );
		$this->assertTrue( $next->is_connected(), 'The next request uses Redis again.' );
		$this->assertSame( array(), self::marks( $server->dir ), 'And clears the mark.' );
		$this->assertSame( array(), $next->lines );
	}

	public function test_a_write_lost_while_degraded_is_flushed_when_the_node_reaches_redis_again() {
		$server = $this->server();
		$php1   = $server->dir . '/php1';
		$php2   = $server->dir . '/php2';
		mkdir( $php1 );
		mkdir( $php2 );
		$other = RedisServer::cache( $server->config( 'site', $php2 ) );
		$other->set( 'post', 'old title', 'posts' );
		$other->set( 'elsewhere', 'kept', 'other-site-group' );
		$neighbour = RedisServer::cache( $server->config( 'neighbour', $php2 ) );
		$neighbour->set( 'post', 'neighbour', 'posts' );

		$node = RedisServer::cache( $server->config( 'site', $php1 ) );
		$this->assertSame( 'old title', $node->get( 'post', 'posts' ) );

		// Redis accepts no write for 3 s: the node's delete times out (read timeout 0.5 s).
		$client = $server->client();
		$client->rawCommand( 'CLIENT', 'PAUSE', '3000', 'WRITE' );
		$this->assertTrue( $node->delete( 'post', 'posts' ) );
		$client->rawCommand( 'CLIENT', 'UNPAUSE' );
		$this->assertTrue( $node->is_degraded() );
		$this->assertCount( 1, $node->lines );
		$this->assertFalse( $node->get( 'post', 'posts' ), 'The node itself no longer has it.' );
		$this->assertCount( 1, self::marks( $php1 ) );
		$this->assertSame( array(), self::marks( $php2 ) );

		$this->assertSame( 'old title', $other->get( 'post', 'posts' ), 'A request of the other node that began before still reads the old value: the outage\'s window.' );

		$back = RedisServer::cache( $server->config( 'site', $php1 ) );
		$this->assertTrue( $back->is_connected() );
		$this->assertSame( array(), self::marks( $php1 ) );
		$fresh = RedisServer::cache( $server->config( 'site', $php2 ) );
		$this->assertFalse( $fresh->get( 'post', 'posts' ), 'The node\'s next request flushed the site.' );
		$this->assertFalse( $fresh->get( 'elsewhere', 'other-site-group' ) );
		$this->assertSame( 'neighbour', RedisServer::cache( $server->config( 'neighbour', $php2 ) )->get( 'post', 'posts' ), 'Only this site\'s keys.' );
	}

	public function test_a_write_redis_refuses_is_handled_as_an_outage() {
		$server = $this->server();
		$node   = RedisServer::cache( $server->config( 'site' ) );
		$other  = RedisServer::cache( $server->config( 'site' ) );
		$node->set( 'post', 'old', 'posts' );
		$this->assertSame( 'old', $other->get( 'post', 'posts' ) );

		// Out of memory without eviction: Redis refuses every SET.
		$client = $server->client();
		$client->config( 'SET', 'maxmemory-policy', 'noeviction' );
		$client->config( 'SET', 'maxmemory', '1' );
		$this->assertTrue( $node->set( 'post', 'new', 'posts' ) );
		$this->assertSame( array( 'a' => true ), $node->set_multiple( array( 'a' => 'new a' ), 'posts' ) );
		$this->assertSame( 'new', $node->get( 'post', 'posts' ), 'The node keeps what it set for its request.' );
		$this->assertTrue( $node->is_degraded() );
		$this->assertCount( 1, $node->lines );
		$this->assertStringContainsString( 'OOM', $node->lines[0] );
		$this->assertCount( 1, self::marks( $server->dir ) );

		$next = RedisServer::cache( $server->config( 'site' ) );
		$this->assertTrue( $next->is_connected(), 'UNLINK is allowed out of memory: the next request flushes the site.' );
		$this->assertSame( array(), self::marks( $server->dir ) );
		$client->config( 'SET', 'maxmemory', '0' );
		$this->assertFalse( $other->get( 'post', 'posts', true ), 'No old value left behind.' );
	}
}
