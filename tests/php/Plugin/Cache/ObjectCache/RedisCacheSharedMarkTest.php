<?php
/**
 * The lost-write mark shared by every node, in the database.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use Mvc\Core\Cache\ObjectCache\RedisCache;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * A write lost on one node (its own mark folder) is flushed from the shared Redis by a request of
 * another node (another folder, so no mark file there): the option row mvc_object_cache_lost. The
 * tests run outside a transaction (the row is written only outside one) and remove the row.
 */
final class RedisCacheSharedMarkTest extends TestCase {
	use OutsideTransaction;

	/**
	 * The test's server.
	 *
	 * @var RedisServer|null
	 */
	private $server = null;

	protected function set_up(): void {
		parent::set_up();
		$this->leave_transaction();
		self::delete_row();
		$this->server = RedisServer::start();
	}

	protected function tear_down(): void {
		if ( null !== $this->server ) {
			$this->server->remove();
		}
		self::delete_row();
		$this->restore_transaction();
		parent::tear_down();
	}

	/**
	 * The shared mark's token, or null.
	 */
	private static function row(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) );
		return is_string( $value ) ? $value : null;
	}

	/**
	 * Writes the shared mark as another node would.
	 *
	 * @param string $token Token.
	 */
	private static function write_row( string $token ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s) ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)', $wpdb->options, RedisCache::SHARED_MARK, $token, 'off' ) );
	}

	private static function delete_row(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s', $wpdb->options, RedisCache::SHARED_MARK ) );
	}

	/**
	 * Lets the next request read the shared mark at once (as one second later).
	 */
	private function next_second(): void {
		$this->server->client()->del( 'site:' . RedisCache::CHECK_KEY );
	}

	/**
	 * A node's folder for its mark file.
	 *
	 * @param string $name Node.
	 */
	private function folder( string $name ): string {
		$dir = $this->server->dir . '/' . $name;
		if ( ! is_dir( $dir ) ) {
			mkdir( $dir );
		}
		return $dir;
	}

	public function test_a_write_lost_on_one_node_is_flushed_by_another_node() {
		$node_a = $this->folder( 'a' );
		$node_b = $this->folder( 'b' );
		RedisServer::cache( $this->server->config( 'site', $node_b ) )->set( 'post', 'old title', 'posts' );

		$lost = RedisServer::cache( $this->server->config( 'site', $node_a ) );
		$this->assertSame( 'old title', $lost->get( 'post', 'posts' ) );
		$client = $this->server->client();
		$client->rawCommand( 'CLIENT', 'PAUSE', '3000', 'WRITE' );
		$this->assertTrue( $lost->delete( 'post', 'posts' ) );
		$client->rawCommand( 'CLIENT', 'UNPAUSE' );
		$this->assertTrue( $lost->is_degraded() );
		$this->assertTrue( $lost->set( 'other', 'new', 'posts' ) );
		$token = self::row();
		$this->assertNotNull( $token, 'Node A wrote the shared mark.' );
		$this->assertCount( 1, (array) glob( $node_a . '/*.lost' ), 'And its own file, the fallback.' );
		$this->assertSame( array(), (array) glob( $node_b . '/*.lost' ), 'Node B has no file to go by.' );
		$this->assertNotFalse( $client->get( 'site:posts:1:post' ), 'Redis still holds the old value.' );

		$this->next_second();
		$b = RedisServer::cache( $this->server->config( 'site', $node_b ) );
		$this->assertTrue( $b->is_connected() );
		$this->assertFalse( $b->get( 'post', 'posts' ), 'Node B\'s next request flushed the site.' );
		$this->assertFalse( $client->get( 'site:posts:1:post' ) );
		$this->assertNull( self::row(), 'And deleted the shared mark.' );
		$this->assertSame( array(), $b->lines );
	}

	public function test_one_request_per_second_reads_the_shared_mark() {
		global $wpdb;
		$client = $this->server->client();
		self::write_row( 'one' );
		$client->set( 'site:posts:1:post', serialize( 'stale' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- as the cache stores it.

		$queries = $wpdb->num_queries;
		RedisServer::cache( $this->server->config( 'site', $this->folder( 'a' ) ) );
		$this->assertSame( $queries + 2, $wpdb->num_queries, 'One SELECT, one DELETE.' );
		$this->assertNull( self::row() );
		$this->assertFalse( $client->get( 'site:posts:1:post' ) );

		self::write_row( 'two' );
		$client->set( 'site:posts:1:post', serialize( 'stale' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- as the cache stores it.
		$queries = $wpdb->num_queries;
		$calls   = array();
		foreach ( array( 'a', 'b', 'c' ) as $node ) {
			$calls[] = RedisServer::cache( $this->server->config( 'site', $this->folder( $node ) ) )->redis_calls;
		}
		$this->assertSame( $queries, $wpdb->num_queries, 'Within the second, no request queries the database.' );
		$this->assertSame( array( 1, 1, 1 ), $calls, 'Each pays one Redis command.' );
		$this->assertSame( 'two', self::row() );
		$this->assertNotFalse( $client->get( 'site:posts:1:post' ) );

		usleep( 1100000 );
		$this->assertTrue( RedisServer::cache( $this->server->config( 'site', $this->folder( 'c' ) ) )->is_connected() );
		$this->assertNull( self::row(), 'The next second, one request reads it again.' );
		$this->assertFalse( $client->get( 'site:posts:1:post' ) );
	}

	public function test_a_mark_written_while_flushing_survives() {
		self::write_row( 'old' );
		$newer = static function ( $query ) {
			global $wpdb;
			if ( str_starts_with( $query, 'DELETE FROM' ) && str_contains( $query, RedisCache::SHARED_MARK ) ) {
				// Another node loses a write between the read and the delete.
				$wpdb->query( $wpdb->prepare( 'UPDATE %i SET option_value = %s WHERE option_name = %s', $wpdb->options, 'newer', RedisCache::SHARED_MARK ) );
			}
			return $query;
		};
		add_filter( 'query', $newer );
		try {
			RedisServer::cache( $this->server->config( 'site', $this->folder( 'a' ) ) );
		} finally {
			remove_filter( 'query', $newer );
		}
		$this->assertSame( 'newer', self::row(), 'The newer mark is not deleted with the one that was read.' );
		$this->next_second();
		RedisServer::cache( $this->server->config( 'site', $this->folder( 'b' ) ) );
		$this->assertNull( self::row(), 'The next check flushes for it.' );
	}

	public function test_inside_a_transaction_the_mark_waits_for_the_end_of_the_request() {
		global $wpdb;
		$cache  = RedisServer::cache( $this->server->config( 'site', $this->folder( 'a' ) ) );
		$before = $GLOBALS['wp_filter']['shutdown']->callbacks[ PHP_INT_MAX ] ?? array();
		$this->server->kill();
		$wpdb->query( 'START TRANSACTION' );
		try {
			$this->assertTrue( $cache->set( 'k', 'v', 'posts' ) );
			$this->assertNull( self::row(), 'Not written inside the transaction (it would join it).' );
		} finally {
			$wpdb->query( 'ROLLBACK' );
		}
		$this->assertNull( self::row() );
		$this->assertTrue( $cache->set( 'k2', 'v', 'posts' ) );
		$this->assertNull( self::row(), 'Once per request: the shutdown writes it.' );
		$this->assertCount( 1, (array) glob( $this->folder( 'a' ) . '/*.lost' ) );
		$callbacks = array_diff_key( $GLOBALS['wp_filter']['shutdown']->callbacks[ PHP_INT_MAX ] ?? array(), $before );
		$this->assertCount( 1, $callbacks, 'Deferred to the shutdown, once.' );
		$callback = array_values( $callbacks )[0]['function'];
		remove_action( 'shutdown', $callback, PHP_INT_MAX );
		$callback();
		$this->assertNotNull( self::row(), 'Written at the end of the request.' );
	}

	public function test_marking_leaves_what_wpdb_says_of_the_callers_query() {
		global $wpdb;
		$cache = RedisServer::cache( $this->server->config( 'site', $this->folder( 'a' ) ) );
		$this->server->kill();
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'mvc_test_' . bin2hex( random_bytes( 4 ) ),
				'option_value' => 'x',
				'autoload'     => 'off',
			)
		);
		$id    = $wpdb->insert_id;
		$query = $wpdb->last_query;
		$this->assertTrue( $cache->set( 'k', 'v', 'posts' ) );
		$this->assertSame( $query, $wpdb->last_query, 'The cache\'s own query is not the last one wpdb reports.' );
		$this->assertSame( $id, $wpdb->insert_id );
		$this->assertNotNull( self::row(), 'It was written.' );
		$wpdb->delete( $wpdb->options, array( 'option_id' => $id ) );
	}

	public function test_without_a_lost_write_the_check_costs_one_redis_command_and_no_query() {
		global $wpdb;
		$queries = $wpdb->num_queries;
		$cache   = RedisServer::cache( $this->server->config( 'site', $this->folder( 'a' ) ) );
		$this->assertSame( 1, $cache->redis_calls, 'The SET NX.' );
		$this->assertSame( $queries + 1, $wpdb->num_queries, 'The one SELECT of the second.' );
		$queries = $wpdb->num_queries;
		$this->assertSame( 1, RedisServer::cache( $this->server->config( 'site', $this->folder( 'b' ) ) )->redis_calls );
		$this->assertSame( $queries, $wpdb->num_queries );
	}
}
