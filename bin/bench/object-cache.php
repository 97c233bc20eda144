<?php
/**
 * Figures of the Redis object cache (Mvc\Core\Cache\ObjectCache\RedisCache), on a redis-server of its
 * own (unix socket, temporary folder), without WordPress.
 *
 * Usage: php bin/bench/object-cache.php [--json] [--socket=/path/to/redis.sock]
 *
 * Operations per second of set, get from Redis (each forced), get from the runtime copy, incr, and
 * get_multiple of 100 keys; then a page's worth of reads (300 gets of 300 keys, about what a WordPress
 * page asks its cache) in ms: cold (every key from Redis, one round trip each), warm (the runtime
 * copy, as the second read of a key in one request), and by get_multiple (one MGET). It prints
 * figures only.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script, without WordPress.

require dirname( __DIR__, 2 ) . '/plugin/inc/Cache/ObjectCache/RedisCache.php';

use Mvc\Core\Cache\ObjectCache\RedisCache;

$mvc_options = getopt( '', array( 'json', 'socket:' ) );
$mvc_socket  = isset( $mvc_options['socket'] ) ? (string) $mvc_options['socket'] : '';
$mvc_dir     = '';
$mvc_server  = null;
if ( '' === $mvc_socket ) {
	$mvc_dir = sys_get_temp_dir() . '/mvc-bench-redis-' . getmypid();
	mkdir( $mvc_dir, 0700 );
	$mvc_socket   = $mvc_dir . '/redis.sock';
	$mvc_server   = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the bench's own server.
		array( 'redis-server', '--port', '0', '--unixsocket', $mvc_socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', $mvc_dir ),
		array(
			0 => array( 'file', '/dev/null', 'r' ),
			1 => array( 'file', '/dev/null', 'a' ),
			2 => array( 'file', '/dev/null', 'a' ),
		),
		$mvc_pipes
	);
	$mvc_deadline = microtime( true ) + 5;
	while ( microtime( true ) < $mvc_deadline && ! file_exists( $mvc_socket ) ) {
		usleep( 20000 );
	}
	if ( ! file_exists( $mvc_socket ) ) {
		fwrite( STDERR, "redis-server did not start (is it installed? bin/install.sh installs it).\n" );
		exit( 1 );
	}
}//end if

/**
 * Operations per second of a callback run $count times.
 *
 * @param int      $count How many.
 * @param callable $work  Receives the index.
 */
function mvc_bench_rate( int $count, callable $work ): int {
	$started = hrtime( true );
	for ( $i = 0; $i < $count; $i++ ) {
		$work( $i );
	}
	return (int) round( $count / ( ( hrtime( true ) - $started ) / 1e9 ) );
}

/**
 * Median time of a callback, in ms, over $runs runs.
 *
 * @param int      $runs Runs.
 * @param callable $work Work of one run.
 */
function mvc_bench_ms( int $runs, callable $work ): float {
	$times = array();
	for ( $i = 0; $i < $runs; $i++ ) {
		$started = hrtime( true );
		$work();
		$times[] = ( hrtime( true ) - $started ) / 1e6;
	}
	sort( $times );
	return round( $times[ intdiv( $runs, 2 ) ], 3 );
}

$mvc_config = array(
	'socket'   => $mvc_socket,
	'salt'     => 'bench-' . getmypid(),
	'mark_dir' => '' === $mvc_dir ? sys_get_temp_dir() : $mvc_dir,
);
$mvc_cache  = new RedisCache( $mvc_config );
if ( ! $mvc_cache->is_connected() ) {
	fwrite( STDERR, "Could not reach Redis at $mvc_socket.\n" );
	exit( 1 );
}
$mvc_value = array(
	'ID'           => 1,
	'post_title'   => 'A title of some length for the bench',
	'post_content' => str_repeat( 'Lorem ipsum dolor sit amet. ', 40 ),
	'meta'         => array_fill( 0, 10, 'value' ),
);
$mvc_n     = 20000;
$mvc_keys  = array_map( fn( int $i ): string => 'key-' . $i, range( 0, 299 ) );

$mvc_figures = array(
	'set_per_s'              => mvc_bench_rate( $mvc_n, fn( int $i ) => $mvc_cache->set( 'key-' . ( $i % 300 ), $mvc_value, 'bench' ) ),
	'get_redis_per_s'        => mvc_bench_rate( $mvc_n, fn( int $i ) => $mvc_cache->get( 'key-' . ( $i % 300 ), 'bench', true ) ),
	'get_runtime_per_s'      => mvc_bench_rate( $mvc_n * 10, fn( int $i ) => $mvc_cache->get( 'key-' . ( $i % 300 ), 'bench' ) ),
	'incr_per_s'             => mvc_bench_rate( $mvc_n, fn() => $mvc_cache->incr( 'counter', 1, 'bench' ) || $mvc_cache->set( 'counter', 0, 'bench' ) ),
	'get_multiple_100_per_s' => mvc_bench_rate( 2000, fn() => $mvc_cache->get_multiple( array_slice( $mvc_keys, 0, 100 ), 'bench', true ) ),
);

// A page's worth of reads: 300 gets in one request.
$mvc_figures['page_300_gets_cold_ms']    = mvc_bench_ms(
	51,
	function () use ( $mvc_cache, $mvc_keys ) {
		$mvc_cache->flush_runtime();
		foreach ( $mvc_keys as $key ) {
			$mvc_cache->get( $key, 'bench' );
		}
	}
);
$mvc_figures['page_300_gets_warm_ms']    = mvc_bench_ms(
	51,
	function () use ( $mvc_cache, $mvc_keys ) {
		foreach ( $mvc_keys as $key ) {
			$mvc_cache->get( $key, 'bench' );
		}
	}
);
$mvc_figures['page_300_get_multiple_ms'] = mvc_bench_ms(
	51,
	function () use ( $mvc_cache, $mvc_keys ) {
		$mvc_cache->flush_runtime();
		$mvc_cache->get_multiple( $mvc_keys, 'bench' );
	}
);
$mvc_figures['round_trip_us']            = round( $mvc_figures['page_300_gets_cold_ms'] * 1000 / count( $mvc_keys ), 1 );
$mvc_figures['value_bytes']              = strlen( serialize( $mvc_value ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the size stored.

$mvc_cache->flush();
if ( null !== $mvc_server ) {
	proc_terminate( $mvc_server );
	proc_close( $mvc_server );
	foreach ( (array) glob( $mvc_dir . '/*' ) as $mvc_file ) {
		unlink( (string) $mvc_file );
	}
	rmdir( $mvc_dir );
}

if ( isset( $mvc_options['json'] ) ) {
	echo json_encode( $mvc_figures ), "\n";
	exit( 0 );
}
printf( "Object cache (Redis on a unix socket, values of %d bytes serialized)\n", $mvc_figures['value_bytes'] );
printf( "  set:                      %9s /s\n", number_format( $mvc_figures['set_per_s'] ) );
printf( "  get from Redis (forced):  %9s /s  (%.1f µs a round trip)\n", number_format( $mvc_figures['get_redis_per_s'] ), $mvc_figures['round_trip_us'] );
printf( "  get from the runtime copy:%9s /s\n", number_format( $mvc_figures['get_runtime_per_s'] ) );
printf( "  incr (Lua, atomic):       %9s /s\n", number_format( $mvc_figures['incr_per_s'] ) );
printf( "  get_multiple of 100 keys: %9s /s\n", number_format( $mvc_figures['get_multiple_100_per_s'] ) );
printf( "A page's 300 reads: %.2f ms from Redis one by one, %.2f ms by one get_multiple, %.3f ms from the runtime copy\n", $mvc_figures['page_300_gets_cold_ms'], $mvc_figures['page_300_get_multiple_ms'], $mvc_figures['page_300_gets_warm_ms'] );
