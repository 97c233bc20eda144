<?php
/**
 * The Redis object cache against core's, and shared between two nodes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use Mvc\Core\Cache\ObjectCache\RedisCache;
use WP_Object_Cache;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Every method side by side with core's WP_Object_Cache, two caches standing for two PHP nodes on
 * one Redis (this class's own redis-server), blogs, copies, expiry, the three flushes and salts.
 */
final class RedisCacheTest extends TestCase {

	/**
	 * The class's server.
	 *
	 * @var RedisServer|null
	 */
	private static $server;

	/**
	 * This test's key salt (each test its own site).
	 *
	 * @var string
	 */
	private $salt = '';

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
		$this->salt = 'site-' . bin2hex( random_bytes( 4 ) );
	}

	/**
	 * A node: a cache on the class's server with this test's salt.
	 *
	 * @param string $salt Another salt (another site).
	 */
	private function node( string $salt = '' ): LoggedCache {
		return RedisServer::cache( self::server()->config( '' === $salt ? $this->salt : $salt ) );
	}

	private static function server(): RedisServer {
		if ( null === self::$server ) {
			self::fail( 'No redis-server.' );
		}
		return self::$server;
	}

	/**
	 * The operations run on both caches: method and arguments; get_found returns the value and
	 * $found, *_force reads with $force.
	 *
	 * @return array<int, array<int, mixed>>
	 */
	public static function operations(): array {
		$object    = new \stdClass();
		$object->x = array( 1, 'two' );
		return array(
			array( 'get_found', 'a', 'g' ),
			array( 'set', 'a', 1, 'g' ),
			array( 'get_found', 'a', 'g' ),
			array( 'add', 'a', 2, 'g' ),
			array( 'get', 'a', 'g' ),
			array( 'add', 'b', 'two', 'g' ),
			array( 'get', 'b', 'g' ),
			array( 'replace', 'c', 3, 'g' ),
			array( 'get_found', 'c', 'g' ),
			array( 'replace', 'b', '3', 'g' ),
			array( 'get', 'b', 'g' ),
			array( 'incr', 'b', 1, 'g' ),
			array( 'get', 'b', 'g' ),
			array( 'incr', 'a', 5, 'g' ),
			array( 'decr', 'a', 2, 'g' ),
			array( 'decr', 'a', 10, 'g' ),
			array( 'get', 'a', 'g' ),
			array( 'incr', 'missing', 1, 'g' ),
			array( 'decr', 'missing', 1, 'g' ),
			array( 'get_found', 'missing', 'g' ),
			array( 'set', 'text', 'abc', 'g' ),
			array( 'incr', 'text', 2, 'g' ),
			array( 'get', 'text', 'g' ),
			array( 'set', 'list', array( 1, 2 ), 'g' ),
			array( 'decr', 'list', 1, 'g' ),
			array( 'set', 'float', 1.5, 'g' ),
			array( 'incr', 'float', 1, 'g' ),
			array( 'get', 'float', 'g' ),
			array( 'set', 'negative', -7, 'g' ),
			array( 'get', 'negative', 'g' ),
			array( 'incr', 'negative', 2, 'g' ),
			array( 'set', 'digits', '007', 'g' ),
			array( 'get', 'digits', 'g' ),
			array( 'set', 'false', false, 'g' ),
			array( 'get_found', 'false', 'g' ),
			array( 'set', 'null', null, 'g' ),
			array( 'get_found', 'null', 'g' ),
			array( 'set', 'zero', 0, 'g' ),
			array( 'get_found', 'zero', 'g' ),
			array( 'set', 'empty', '', 'g' ),
			array( 'get_found', 'empty', 'g' ),
			array( 'set', 'object', $object, 'g' ),
			array( 'get', 'object', 'g' ),
			array(
				'set',
				'nested',
				array(
					'o' => $object,
					'b' => true,
				),
				'g',
			),
			array( 'get', 'nested', 'g' ),
			array( 'set', 5, 'five', 'g' ),
			array( 'get', '5', 'g' ),
			array( 'set', 'e', 'empty group', '' ),
			array( 'get', 'e', 'default' ),
			array( 'get', 'e', '' ),
			array( 'set', 'with space: and colon', 'odd key', 'g:h' ),
			array( 'get', 'with space: and colon', 'g:h' ),
			array(
				'add_multiple',
				array(
					'a'  => 1,
					'n1' => 'x',
					'n2' => array( 3 ),
				),
				'g',
			),
			array(
				'set_multiple',
				array(
					'm1'    => 1,
					'm2'    => '2',
					'false' => 'now true',
				),
				'g',
			),
			array( 'get_multiple', array( 'm1', 'm2', 'n1', 'n2', 'nope', 'a', 'false' ), 'g' ),
			array( 'get_multiple_force', array( 'm1', 'nope', 'n2' ), 'g' ),
			array( 'get_force', 'n2', 'g' ),
			array( 'delete', 'm1', 'g' ),
			array( 'delete', 'm1', 'g' ),
			array( 'get_found', 'm1', 'g' ),
			array( 'delete_multiple', array( 'm2', 'nope', 'n1' ), 'g' ),
			array( 'get_multiple', array( 'm2', 'n1', 'n2' ), 'g' ),
			array( 'add', 'm1', 'back', 'g' ),
			array( 'get', 'm1', 'g' ),
			array( 'set', 'other', 1, 'h' ),
			array( 'flush_group', 'g' ),
			array( 'get_found', 'a', 'g' ),
			array( 'get_found', 'other', 'h' ),
			array( 'replace', 'a', 'gone', 'g' ),
			array( 'add', 'a', 'new', 'g' ),
			array( 'get', 'a', 'g' ),
			array( 'flush' ),
			array( 'get_found', 'other', 'h' ),
			array( 'get_found', 'a', 'g' ),
			array( 'supports', 'add_multiple' ),
			array( 'supports', 'flush_group' ),
			array( 'supports', 'get_multiple' ),
			array( 'supports', 'something else' ),
		);
	}

	/**
	 * Runs one operation.
	 *
	 * @param WP_Object_Cache|RedisCache $cache     Cache.
	 * @param array<int, mixed>          $operation Method and arguments.
	 * @return mixed
	 */
	public static function apply( $cache, array $operation ) {
		$method = array_shift( $operation );
		switch ( $method ) {
			case 'get_found':
				$value = $cache->get( $operation[0], $operation[1], false, $found );
				return array( $value, $found );
			case 'get_force':
				return $cache->get( $operation[0], $operation[1], true );
			case 'get_multiple_force':
				return $cache->get_multiple( $operation[0], $operation[1], true );
			case 'supports':
				// Core's class has no supports(): wp_cache_supports() of wp-includes/cache.php answers for it.
				return $cache instanceof RedisCache ? $cache->supports( $operation[0] ) : in_array( $operation[0], array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
			default:
				return $cache->$method( ...$operation );
		}
	}

	public function test_every_operation_answers_as_core_cache_does() {
		$core  = new WP_Object_Cache();
		$redis = $this->node();
		$cold  = $this->node( $this->salt . '-cold' );
		foreach ( self::operations() as $i => $operation ) {
			$expected = self::apply( $core, $operation );
			$label    = '#' . $i . ' ' . wp_json_encode( $operation );
			$this->assertEquals( $expected, self::apply( $redis, $operation ), 'With the runtime copy: ' . $label );
			// The same, each read answered by Redis alone (what another node would read).
			$cold->flush_runtime();
			$this->assertEquals( $expected, self::apply( $cold, $operation ), 'From Redis: ' . $label );
		}
		$this->assertFalse( $redis->is_degraded() );
		$this->assertSame( array(), $redis->lines );
		$this->assertGreaterThan( 50, $cold->redis_calls, 'The cold cache reads Redis.' );
	}

	public function test_types_come_back_as_they_were_stored_from_another_node() {
		$one    = $this->node();
		$two    = $this->node();
		$values = array(
			'int'      => 42,
			'negative' => -3,
			'string'   => '42',
			'float'    => 4.2,
			'true'     => true,
			'false'    => false,
			'null'     => null,
			'array'    => array( 'a' => array( 1, '1' ) ),
			'object'   => (object) array( 'id' => 7 ),
			'big'      => PHP_INT_MAX,
		);
		$one->set_multiple( $values, 'types' );
		foreach ( $values as $key => $value ) {
			$this->assertEquals( $value, $two->get( $key, 'types', false, $found ), $key );
			$this->assertTrue( $found, $key );
			$this->assertSame( gettype( $value ), gettype( $two->get( $key, 'types', true ) ), $key );
		}
	}

	public function test_writes_of_one_node_are_read_by_the_other() {
		$one = $this->node();
		$two = $this->node();
		$this->assertFalse( $two->get( 'post', 'posts', false, $found ) );
		$this->assertFalse( $found );

		$one->set( 'post', array( 'title' => 'first' ), 'posts' );
		$this->assertSame( array( 'title' => 'first' ), $two->get( 'post', 'posts' ) );

		$one->set( 'post', array( 'title' => 'second' ), 'posts' );
		$this->assertSame( array( 'title' => 'first' ), $two->get( 'post', 'posts' ), 'A read within one request keeps its runtime copy.' );
		$this->assertSame( array( 'title' => 'second' ), $two->get( 'post', 'posts', true ), '$force reads Redis.' );

		$one->delete( 'post', 'posts' );
		$two->flush_runtime();
		$this->assertFalse( $two->get( 'post', 'posts', false, $found ) );
		$this->assertFalse( $found );

		$this->assertTrue( $one->add( 'claim', 'one', 'locks' ) );
		$this->assertFalse( $two->add( 'claim', 'two', 'locks' ), 'add() on the other node loses: the key exists in Redis.' );
		$this->assertFalse( $two->replace( 'nothing', 'x', 'locks' ) );
		$this->assertTrue( $two->replace( 'claim', 'two', 'locks' ) );
		$this->assertSame( 'two', $one->get( 'claim', 'locks', true ) );

		$this->assertSame( array( 'claim' => true ), $one->delete_multiple( array( 'claim' ), 'locks' ) );
		$this->assertSame( array( 'claim' => false ), $two->delete_multiple( array( 'claim' ), 'locks' ), 'Deleted already, by the other node.' );
	}

	public function test_incr_and_decr_are_atomic_across_nodes() {
		$one = $this->node();
		$two = $this->node();
		$one->set( 'hits', 0, 'counters' );
		$this->assertSame( 0, $two->get( 'hits', 'counters' ) );
		$this->assertSame( 1, $one->incr( 'hits', 1, 'counters' ) );
		$this->assertSame( 2, $two->incr( 'hits', 1, 'counters' ), 'Not the other node\'s runtime copy plus one.' );
		$this->assertSame( 12, $one->incr( 'hits', 10, 'counters' ) );
		$this->assertSame( 9, $two->decr( 'hits', 3, 'counters' ) );
		$calls = $two->redis_calls;
		$this->assertSame( 9, $two->get( 'hits', 'counters' ), 'decr() keeps the runtime copy up to date.' );
		$this->assertSame( $calls, $two->redis_calls );
		$this->assertSame( '9', self::server()->client()->get( rawurlencode( $this->salt ) . ':counters:1:hits' ), 'A Redis integer: INCRBY works on it.' );

		for ( $i = 0; $i < 50; $i++ ) {
			( 0 === $i % 2 ? $one : $two )->incr( 'hits', 1, 'counters' );
		}
		$this->assertSame( 59, $two->get( 'hits', 'counters', true ) );

		$this->assertFalse( $two->incr( 'absent', 1, 'counters' ) );
		$this->assertFalse( $two->get( 'absent', 'counters', true, $found ) );
		$this->assertFalse( $found, 'incr() of a missing key creates nothing.' );
	}

	public function test_non_persistent_groups_stay_on_their_node() {
		$one = $this->node();
		$two = $this->node();
		foreach ( RedisCache::NODE_LOCAL_GROUPS as $group ) {
			$one->set( 'key', 'one', $group );
			$this->assertFalse( $two->get( 'key', $group, false, $found ), $group );
			$this->assertFalse( $found, $group );
			$this->assertSame( 'one', $one->get( 'key', $group, true ), $group . ': kept in the runtime copy, even when forced.' );
		}
		$one->add_non_persistent_groups( array( 'mine' ) );
		$this->assertTrue( $one->add( 'key', 1, 'mine' ) );
		$this->assertSame( 2, $one->incr( 'key', 1, 'mine' ) );
		$this->assertFalse( $two->get( 'key', 'mine' ) );
		$this->assertSame( array(), self::server()->client()->keys( rawurlencode( $this->salt ) . ':*:*' ), 'Nothing of these groups in Redis (the lost-mark check key aside).' );
	}

	public function test_global_groups_are_shared_by_blogs_and_others_are_not() {
		$one = $this->node();
		$two = $this->node();
		foreach ( array( $one, $two ) as $node ) {
			$node->add_global_groups( array( 'users', 'site-options' ) );
		}
		$one->set( 'home', 'blog one', 'options' );
		$one->set( 7, 'user seven', 'users' );

		$one->switch_to_blog( 2 );
		$this->assertFalse( $one->get( 'home', 'options' ), 'Another blog\'s options.' );
		$this->assertSame( 'user seven', $one->get( 7, 'users' ) );
		$one->set( 'home', 'blog two', 'options' );
		$one->switch_to_blog( 1 );
		$this->assertSame( 'blog one', $one->get( 'home', 'options' ) );

		$two->switch_to_blog( 2 );
		$this->assertSame( 'blog two', $two->get( 'home', 'options' ) );
		$this->assertSame( 'user seven', $two->get( 7, 'users' ) );

		$two->flush_group( 'options' );
		$one->flush_runtime();
		$one->switch_to_blog( 1 );
		$this->assertFalse( $one->get( 'home', 'options' ), 'flush_group() empties the group of every blog.' );
		$this->assertSame( 'user seven', $one->get( 7, 'users' ) );
	}

	public function test_objects_are_copies_not_shared_references() {
		$one       = $this->node();
		$two       = $this->node();
		$object    = new \stdClass();
		$object->n = 1;
		$one->set( 'o', $object, 'objects' );
		$object->n = 2;
		$this->assertSame( 1, $one->get( 'o', 'objects' )->n, 'Changing the object set does not change the cache.' );

		$read    = $one->get( 'o', 'objects' );
		$read->n = 3;
		$this->assertSame( 1, $one->get( 'o', 'objects' )->n, 'Changing the object read does not change the cache.' );

		$other    = $two->get( 'o', 'objects' );
		$other->n = 4;
		$this->assertSame( 1, $two->get( 'o', 'objects' )->n );
		$this->assertNotSame( $two->get( 'o', 'objects' ), $two->get( 'o', 'objects' ) );

		$many         = $one->get_multiple( array( 'o' ), 'objects' );
		$many['o']->n = 5;
		$this->assertSame( 1, $one->get( 'o', 'objects' )->n );
	}

	public function test_expiry_removes_the_key_and_zero_never_expires() {
		$one    = $this->node();
		$two    = $this->node();
		$client = self::server()->client();
		$prefix = rawurlencode( $this->salt ) . ':t:1:';
		$one->set( 'short', 'v', 't', 1 );
		$one->add( 'added', 'v', 't', 100 );
		$one->set_multiple( array( 'm' => 'v' ), 't', 100 );
		$one->add_multiple( array( 'am' => 'v' ), 't', 100 );
		$one->set( 'forever', 'v', 't', 0 );
		$one->set( 'count', 1, 't', 100 );
		$one->incr( 'count', 1, 't' );
		$one->set( 'text', 'x', 't', 100 );
		$one->incr( 'text', 1, 't' );

		foreach ( array( 'added', 'm', 'am', 'count', 'text' ) as $key ) {
			$ttl = $client->ttl( $prefix . $key );
			$this->assertGreaterThan( 90, $ttl, $key );
			$this->assertLessThanOrEqual( 100, $ttl, $key . ': incr() keeps the expiry.' );
		}
		$this->assertSame( -1, $client->ttl( $prefix . 'forever' ), 'Expire 0: no expiry.' );
		$this->assertTrue( $one->replace( 'forever', 'w', 't', 50 ) );
		$this->assertGreaterThan( 40, $client->ttl( $prefix . 'forever' ) );

		$this->assertSame( 'v', $two->get( 'short', 't' ) );
		usleep( 1100000 );
		$this->assertFalse( $two->get( 'short', 't', true, $found ) );
		$this->assertFalse( $found );
		$this->assertTrue( $two->add( 'short', 'again', 't' ), 'An expired key can be added again.' );
	}

	public function test_flush_flush_group_and_flush_runtime_differ() {
		$one = $this->node();
		$two = $this->node();
		$one->set( 'k', 'g1', 'g1' );
		$one->set( 'k', 'g2', 'g2' );
		$one->set( 'k', 'g10', 'g10' );

		$calls = $one->redis_calls;
		$this->assertTrue( $one->flush_runtime() );
		$this->assertSame( 'g1', $one->get( 'k', 'g1' ), 'flush_runtime() keeps Redis.' );
		$this->assertSame( $calls + 1, $one->redis_calls, 'Read back from Redis.' );
		$this->assertSame( 'g1', $one->get( 'k', 'g1' ) );
		$this->assertSame( $calls + 1, $one->redis_calls, 'Then from the runtime copy.' );

		$this->assertTrue( $one->flush_group( 'g1' ) );
		$this->assertFalse( $one->get( 'k', 'g1' ) );
		$this->assertFalse( $two->get( 'k', 'g1' ) );
		$this->assertSame( 'g2', $two->get( 'k', 'g2' ) );
		$this->assertSame( 'g10', $two->get( 'k', 'g10' ), 'A group whose name starts with the flushed one stays.' );

		$this->assertTrue( $one->flush() );
		$this->assertFalse( $one->get( 'k', 'g2' ) );
		$this->assertFalse( $two->get( 'k', 'g10', true ) );
		$this->assertSame( 'g2', $two->get( 'k', 'g2' ), 'The other node keeps its runtime copy until its request ends.' );
	}

	public function test_salt_isolates_two_sites_on_one_redis() {
		$site    = $this->node();
		$other   = $this->node( $this->salt . ':b' );
		$similar = $this->node( $this->salt . '*' );
		$site->set( 'home', 'site', 'options' );
		$other->set( 'home', 'other', 'options' );
		$similar->set( 'home', 'similar', 'options' );

		$this->assertSame( 'other', $this->node( $this->salt . ':b' )->get( 'home', 'options' ) );
		$this->assertTrue( $site->flush() );
		$this->assertFalse( $this->node()->get( 'home', 'options' ) );
		$this->assertSame( 'other', $this->node( $this->salt . ':b' )->get( 'home', 'options' ), 'A salt that starts with the flushed one keeps its keys.' );
		$this->assertSame( 'similar', $this->node( $this->salt . '*' )->get( 'home', 'options' ), 'A glob character in a salt matches nothing else.' );
		$other->flush_group( 'options' );
		$this->assertSame( 'similar', $this->node( $this->salt . '*' )->get( 'home', 'options' ) );
	}

	public function test_without_configuration_it_is_core_runtime_cache() {
		$cache = new LoggedCache( array( 'salt' => 'x' ) );
		$this->assertFalse( $cache->is_connected() );
		$this->assertFalse( $cache->is_degraded() );
		$this->assertTrue( $cache->set( 'k', 'v' ) );
		$this->assertSame( 'v', $cache->get( 'k', '', true ) );
		$this->assertFalse( $cache->incr( 'n' ) );
		$cache->set( 'n', 1 );
		$this->assertSame( 2, $cache->incr( 'n' ) );
		$this->assertTrue( $cache->flush() );
		$this->assertFalse( $cache->get( 'k' ) );
		$this->assertSame( array(), $cache->lines, 'Not configured is not an error.' );
		$this->assertSame( 0, $cache->redis_calls );
	}

	public function test_a_value_it_did_not_write_is_a_miss() {
		$client = self::server()->client();
		$client->set( rawurlencode( $this->salt ) . ':g:1:junk', 'not serialized' );
		$client->set( rawurlencode( $this->salt ) . ':g:1:false', 'b:0;' );
		$node = $this->node();
		$this->assertFalse( $node->get( 'junk', 'g', false, $found ) );
		$this->assertFalse( $found );
		$this->assertFalse( $node->get( 'false', 'g', false, $found ) );
		$this->assertTrue( $found, 'A stored false is found.' );
		$this->assertSame( 3, $node->incr( 'junk', 3, 'g' ), 'Not a number: counts as 0, as in core.' );
		$this->assertSame( 3, $this->node()->get( 'junk', 'g' ) );
	}
}
