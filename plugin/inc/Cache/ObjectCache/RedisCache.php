<?php
/**
 * WordPress's object cache kept in one Redis shared by every PHP node.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache\ObjectCache;

/**
 * The whole object-cache API of WordPress 6.8 (core's WP_Object_Cache) over php-redis, loaded by
 * plugin/dropins/object-cache.php as `WP_Object_Cache`. wp_cache_init() builds it before any plugin,
 * so it needs nothing but PHP and wp-includes/load.php. It never runs FLUSHDB (the database may be
 * shared; managed Redis often disables it), and Redis down or refusing a write is one error_log line,
 * not a fatal: the request goes on with its runtime copy and leaves a mark so the site's keys are
 * flushed once Redis answers. Keys, groups, the outage's window and its cost: docs/operations.md,
 * "The object cache in Redis (the drop-in)"; why hand-written: docs/decisions.md.
 */
class RedisCache {

	/**
	 * Groups that must not be shared between nodes, declared non-persistent here as core declares
	 * them in wp_start_object_cache() and WP_Theme: `counts` (wp_count_posts(), wp_count_comments()…,
	 * not invalidated on every write that changes them), `plugins` (get_plugins(): the node's own
	 * plugin files), `theme_json` (the node's theme.json files and their parsed data), `themes` (the
	 * node's theme files; core makes it persistent only through `wp_cache_themes_persistently`).
	 * The plugin's own groups, `mvc` (course facets, keyed by the terms' last_changed) and
	 * `mvc_submissions` (the unread count, deleted on every change), must be shared.
	 */
	public const NODE_LOCAL_GROUPS = array( 'counts', 'plugins', 'theme_json', 'themes' );

	/**
	 * Features of wp_cache_supports().
	 */
	public const FEATURES = array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' );

	/**
	 * Increments in one step: false when the key is missing, the raw value in a list when it is not a
	 * Redis integer, else the new value, never below 0 (as core's cache).
	 */
	private const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return false end
if not string.match(v, '^%-?%d+$') then return {v} end
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL'); n = 0 end
return n
LUA;

	/**
	 * Sets a value only when the key still holds the value read before (incr on a serialized value).
	 */
	private const SWAP_SCRIPT = <<<'LUA'
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1
LUA;

	/**
	 * Keys per SCAN step and per UNLINK.
	 */
	private const SCAN_BATCH = 1000;

	/**
	 * The option row (main site's options table, never autoloaded, never cached) that says a write
	 * of a persistent group did not reach Redis: its value is a token unique to the writing request.
	 */
	public const SHARED_MARK = 'mvc_object_cache_lost';

	/**
	 * Key (after the site's prefix) that lets one request per second, cluster-wide, read the shared
	 * mark. A group's key always has a second colon, so it names no cached value.
	 */
	public const CHECK_KEY = 'mvc-lost-check';

	/**
	 * Lookups answered from the runtime copy or Redis (core's public counter).
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Lookups that found nothing (core's public counter).
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * Commands (or pipelines) sent to Redis.
	 *
	 * @var int
	 */
	public $redis_calls = 0;

	/**
	 * The runtime copy: group => id (blog prefix and key) => value.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $cache = array();

	/**
	 * Global groups, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * Non-persistent groups, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $local_groups = array();

	/**
	 * The connection, or null when there is none (not configured, or degraded).
	 *
	 * @var \Redis|null
	 */
	private ?\Redis $redis = null;

	/**
	 * Whether Redis was configured but could not be used in this request.
	 *
	 * @var bool
	 */
	private bool $degraded = false;

	/**
	 * Whether Redis is configured (a socket or a host); without it, the cache is core's runtime one.
	 *
	 * @var bool
	 */
	private bool $configured = false;

	/**
	 * The current blog.
	 *
	 * @var int
	 */
	private int $blog_id;

	/**
	 * Prefix of every key of this site: the URL-encoded salt and a colon.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * The node-local mark file of writes lost while degraded.
	 *
	 * @var string
	 */
	private string $mark_file = '';

	/**
	 * Whether this request wrote the shared mark (or deferred it to the shutdown).
	 *
	 * @var bool
	 */
	private bool $shared_marked = false;

	/**
	 * Whether the cache is running a query of its own (a lost write inside it marks nothing more).
	 *
	 * @var bool
	 */
	private bool $in_database = false;

	/**
	 * Connects to Redis.
	 *
	 * @param array<string, mixed>|null $config socket (path) or host and port, database (int), salt,
	 *                                          timeout and read_timeout (seconds), mark_dir (folder of
	 *                                          the lost-writes mark; default the system's temp folder).
	 *                                          Null: from the wp-config constants (from_constants()).
	 */
	public function __construct( ?array $config = null ) {
		$config        = $config ?? self::from_constants();
		$this->blog_id = function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1;
		$this->prefix  = rawurlencode( (string) ( $config['salt'] ?? '' ) ) . ':';
		$this->add_non_persistent_groups( self::NODE_LOCAL_GROUPS );
		$socket = (string) ( $config['socket'] ?? '' );
		$host   = (string) ( $config['host'] ?? '' );
		if ( '' === $socket && '' === $host ) {
			return;
		}
		$this->configured = true;
		$endpoint         = '' !== $socket ? $socket : $host . ':' . (int) ( $config['port'] ?? 6379 );
		$mark_dir         = (string) ( $config['mark_dir'] ?? sys_get_temp_dir() );
		$this->mark_file  = rtrim( $mark_dir, '/' ) . '/mvc-object-cache-' . md5( $endpoint . '|' . (int) ( $config['database'] ?? 0 ) . '|' . $this->prefix ) . '.lost';
		if ( ! class_exists( '\Redis' ) ) {
			$this->fail( 'the php-redis extension is not loaded' );
			return;
		}
		try {
			$redis   = new \Redis();
			$timeout = (float) ( $config['timeout'] ?? 0.5 );
			$read    = (float) ( $config['read_timeout'] ?? 0.5 );
			if ( '' !== $socket ) {
				$redis->connect( $socket, 0, $timeout, null, 0, $read );
			} else {
				$redis->connect( $host, (int) ( $config['port'] ?? 6379 ), $timeout, null, 0, $read );
			}
			$database = (int) ( $config['database'] ?? 0 );
			if ( 0 !== $database ) {
				$redis->select( $database );
			}
			$this->redis = $redis;
		} catch ( \RedisException $e ) {
			$this->fail( $e->getMessage() );
			return;
		}
		$claimed = '';
		if ( file_exists( $this->mark_file ) ) {
			// Writes of an earlier request of this node never reached Redis: what it holds may be stale.
			// The mark is claimed by renaming it (one request of the node flushes; a write lost
			// meanwhile marks again), and a flush that fails marks again too (run()).
			$try = $this->mark_file . '.' . getmypid();
			if ( @rename( $this->mark_file, $try ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.rename_rename -- another request may have claimed it first; the drop-in runs before WordPress has WP_Filesystem, and the rename is the atomic claim.
				$claimed = $try;
			}
		}
		$this->check_marks( $claimed );
	}

	/**
	 * The configuration from wp-config: MVC_REDIS_SOCKET, or MVC_REDIS_HOST and MVC_REDIS_PORT;
	 * MVC_REDIS_DATABASE; MVC_CACHE_KEY_SALT. Without a socket or a host, no Redis (core's
	 * non-persistent cache).
	 *
	 * @return array<string, mixed>
	 */
	public static function from_constants(): array {
		$names  = array(
			'socket'   => 'MVC_REDIS_SOCKET',
			'host'     => 'MVC_REDIS_HOST',
			'port'     => 'MVC_REDIS_PORT',
			'database' => 'MVC_REDIS_DATABASE',
			'salt'     => 'MVC_CACHE_KEY_SALT',
		);
		$config = array();
		foreach ( $names as $key => $constant ) {
			if ( defined( $constant ) ) {
				$config[ $key ] = constant( $constant );
			}
		}
		return $config;
	}

	/**
	 * Whether the cache talks to Redis in this request.
	 */
	public function is_connected(): bool {
		return null !== $this->redis;
	}

	/**
	 * Whether Redis was configured but is not used in this request (down at start or lost since).
	 */
	public function is_degraded(): bool {
		return $this->degraded;
	}

	/**
	 * Adds data to the cache if it does not already exist (SET NX: one node wins a race).
	 *
	 * @param int|string $key    The cache key.
	 * @param mixed      $data   The data.
	 * @param string     $group  Group; '' is 'default'.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool False if the key exists already.
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$id    = $this->id( $key, $group );
		if ( $this->in_runtime( $id, $group ) ) {
			return false;
		}
		if ( $this->persists( $group ) ) {
			$done = $this->run( fn( \Redis $redis ) => $redis->set( $this->redis_key( $id, $group ), $this->encode( $data ), $this->options( (int) $expire, 'nx' ) ) );
			if ( null !== $done && true !== $done[0] ) {
				return false;
			}
		}
		$this->remember( $id, $group, $data );
		return true;
	}

	/**
	 * Adds several values to one group (one pipeline).
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds until expiry; 0 is none.
	 * @return array<int|string, bool> Key => whether it was added.
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ) {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return array_fill_keys( array_keys( $data ), false );
		}
		return $this->write_multiple( $data, $group, (int) $expire, 'nx' );
	}

	/**
	 * Replaces the data of a key that exists (SET XX).
	 *
	 * @param int|string $key    The cache key.
	 * @param mixed      $data   The data.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool False if the key does not exist.
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$id    = $this->id( $key, $group );
		if ( ! $this->persists( $group ) ) {
			if ( ! $this->in_runtime( $id, $group ) ) {
				return false;
			}
		} else {
			$done = $this->run( fn( \Redis $redis ) => $redis->set( $this->redis_key( $id, $group ), $this->encode( $data ), $this->options( (int) $expire, 'xx' ) ) );
			if ( null === $done ? ! $this->in_runtime( $id, $group ) : true !== $done[0] ) {
				return false;
			}
		}
		$this->remember( $id, $group, $data );
		return true;
	}

	/**
	 * Saves data to the cache.
	 *
	 * @param int|string $key    The cache key.
	 * @param mixed      $data   The data.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool Whether the key is valid (a write Redis refused is still kept for this request).
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$id    = $this->id( $key, $group );
		if ( $this->persists( $group ) ) {
			$this->write_multiple( array( $key => $data ), $group, (int) $expire, '' );
			return true;
		}
		$this->remember( $id, $group, $data );
		return true;
	}

	/**
	 * Saves several values to one group (one pipeline).
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds until expiry; 0 is none.
	 * @return array<int|string, bool> Key => whether it was set.
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ) {
		return $this->write_multiple( $data, $group, (int) $expire, '' );
	}

	/**
	 * Reads a value: the runtime copy first (unless forced), then Redis.
	 *
	 * @param int|string $key   The cache key.
	 * @param string     $group Group.
	 * @param bool       $force Whether to read Redis even when the runtime copy has the key.
	 * @param bool|null  $found Set to whether the key was found (tells a stored false from a miss).
	 * @return mixed|false The value, or false.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		if ( ! $this->is_valid_key( $key ) ) {
			$found = false;
			return false;
		}
		$group  = $this->group( $group );
		$id     = $this->id( $key, $group );
		$values = $this->read( array( $id ), $group, (bool) $force );
		$found  = array_key_exists( $id, $values );
		return $found ? $values[ $id ] : false;
	}

	/**
	 * Reads several keys of one group: the runtime copy first (unless forced), the rest in one MGET.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Whether to read Redis even for keys of the runtime copy.
	 * @return array<int|string, mixed> Key => value, or false when not found.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$group = $this->group( $group );
		$ids   = array();
		foreach ( $keys as $key ) {
			if ( $this->is_valid_key( $key ) ) {
				$ids[ $key ] = $this->id( $key, $group );
			}
		}
		$values = $this->read( array_values( $ids ), $group, (bool) $force );
		$result = array();
		foreach ( $keys as $key ) {
			$result[ $key ] = isset( $ids[ $key ] ) && array_key_exists( $ids[ $key ], $values ) ? $values[ $ids[ $key ] ] : false;
		}
		return $result;
	}

	/**
	 * Removes a key.
	 *
	 * @param int|string $key        The cache key.
	 * @param string     $group      Group.
	 * @param bool       $deprecated Unused.
	 * @return bool Whether the key existed.
	 */
	public function delete( $key, $group = 'default', $deprecated = false ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WP_Object_Cache::delete()'s signature.
		$deleted = $this->delete_multiple( array( $key ), $group );
		return (bool) reset( $deleted );
	}

	/**
	 * Removes several keys of one group (one pipeline).
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool> Key => whether it existed.
	 */
	public function delete_multiple( array $keys, $group = '' ) {
		$group   = $this->group( $group );
		$result  = array();
		$pending = array();
		foreach ( $keys as $key ) {
			if ( ! $this->is_valid_key( $key ) ) {
				$result[ $key ] = false;
				continue;
			}
			$id             = $this->id( $key, $group );
			$result[ $key ] = $this->in_runtime( $id, $group );
			unset( $this->cache[ $group ][ $id ] );
			$pending[ $key ] = $id;
		}
		if ( $pending && $this->persists( $group ) ) {
			$done = $this->run(
				function ( \Redis $redis ) use ( $pending, $group ) {
					$pipe = $redis->multi( \Redis::PIPELINE );
					foreach ( $pending as $id ) {
						$pipe->del( $this->redis_key( $id, $group ) );
					}
					return $pipe->exec();
				}
			);
			if ( null !== $done && is_array( $done[0] ) ) {
				// Redis says whether the key existed (another node may have deleted it already).
				foreach ( array_keys( $pending ) as $i => $key ) {
					$result[ $key ] = (int) ( $done[0][ $i ] ?? 0 ) > 0;
				}
			}
		}
		return $result;
	}

	/**
	 * Increments a numeric value (atomic in Redis); a non-numeric value counts as 0.
	 *
	 * @param int|string $key    The cache key.
	 * @param int        $offset Amount to add.
	 * @param string     $group  Group.
	 * @return int|float|false The new value (never below 0), or false when the key does not exist.
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group  = $this->group( $group );
		$id     = $this->id( $key, $group );
		$offset = (int) $offset;
		if ( $this->persists( $group ) && null !== $this->redis ) {
			$value = $this->incr_in_redis( $this->redis_key( $id, $group ), $offset );
			if ( null === $value && $this->is_connected() ) {
				// The value kept changing under the compare-and-swap.
				return false;
			}
			if ( null !== $value ) {
				if ( false === $value ) {
					unset( $this->cache[ $group ][ $id ] );
				} else {
					$this->cache[ $group ][ $id ] = $value;
				}
				return $value;
			}
		}
		if ( $this->persists( $group ) ) {
			$this->lost_write();
		}
		if ( ! $this->in_runtime( $id, $group ) ) {
			return false;
		}
		$value                        = $this->cache[ $group ][ $id ];
		$value                        = max( 0, ( is_numeric( $value ) ? $value + 0 : 0 ) + $offset );
		$this->cache[ $group ][ $id ] = $value;
		return $value;
	}

	/**
	 * Decrements a numeric value (atomic in Redis); a non-numeric value counts as 0.
	 *
	 * @param int|string $key    The cache key.
	 * @param int        $offset Amount to subtract.
	 * @param string     $group  Group.
	 * @return int|float|false The new value (never below 0), or false when the key does not exist.
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -1 * (int) $offset, $group );
	}

	/**
	 * Removes everything: the runtime copy and this site's keys in Redis (SCAN of the salt's prefix).
	 *
	 * @return bool False when Redis could not be flushed (it will be, by the next request that reaches it).
	 */
	public function flush() {
		$this->cache = array();
		if ( null === $this->redis ) {
			$this->lost_write();
			return ! $this->degraded;
		}
		return $this->unlink_matching( $this->prefix_pattern() . '*' );
	}

	/**
	 * Forgets the runtime copy only; Redis keeps everything.
	 *
	 * @return true
	 */
	public function flush_runtime() {
		$this->cache = array();
		return true;
	}

	/**
	 * Removes one group, of every blog: from the runtime copy and, for a persistent group, from Redis.
	 *
	 * @param string $group Group.
	 * @return bool False when Redis could not be flushed.
	 */
	public function flush_group( $group ) {
		$group = $this->group( $group );
		unset( $this->cache[ $group ] );
		if ( ! $this->persists( $group ) ) {
			return true;
		}
		if ( null === $this->redis ) {
			$this->lost_write();
			return ! $this->degraded;
		}
		return $this->unlink_matching( $this->prefix_pattern() . rawurlencode( $group ) . ':*' );
	}

	/**
	 * Whether a feature of wp_cache_supports() is implemented.
	 *
	 * @param string $feature Feature.
	 */
	public function supports( $feature ): bool {
		return in_array( $feature, self::FEATURES, true );
	}

	/**
	 * Declares groups shared by every blog of a network.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		$this->global_groups = array_merge( $this->global_groups, array_fill_keys( (array) $groups, true ) );
	}

	/**
	 * Declares groups kept in this request's runtime copy only (never in Redis).
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		$this->local_groups = array_merge( $this->local_groups, array_fill_keys( (array) $groups, true ) );
	}

	/**
	 * Switches the blog whose keys the non-global groups address.
	 *
	 * @param int $blog_id Blog id.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = (int) $blog_id;
	}

	/**
	 * Nothing to do: the connection ends with the request, and a shutdown callback that still uses
	 * the cache after wp_cache_close() must reach Redis.
	 *
	 * @return true
	 */
	public function close() {
		return true;
	}

	/**
	 * Prints the hits, misses and Redis calls, as core's cache does.
	 */
	public function stats(): void {
		echo '<p><strong>Cache Hits:</strong> ' . (int) $this->cache_hits . '<br /><strong>Cache Misses:</strong> ' . (int) $this->cache_misses . '<br /><strong>Redis calls:</strong> ' . (int) $this->redis_calls . '</p><ul>';
		foreach ( $this->cache as $group => $values ) {
			echo '<li><strong>Group:</strong> ' . esc_html( (string) $group ) . ' - ( ' . (int) count( $values ) . ' )</li>';
		}
		echo '</ul>';
	}

	/**
	 * Writes the line that says the cache is degraded; once per request.
	 *
	 * @param string $line The line.
	 */
	protected function log( string $line ): void {
		error_log( $line ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the operator's only sign that Redis is down.
	}

	/**
	 * Reads ids of one group: the runtime copy (unless forced), then Redis in one MGET; counts hits
	 * and misses and keeps what Redis answered in the runtime copy.
	 *
	 * @param string[] $ids   Ids (blog prefix and key).
	 * @param string   $group Group.
	 * @param bool     $force Whether to skip the runtime copy.
	 * @return array<string, mixed> Id => value, for the ids found.
	 */
	private function read( array $ids, string $group, bool $force ): array {
		$found   = array();
		$missing = array();
		foreach ( $ids as $id ) {
			if ( ( ! $force || ! $this->persists( $group ) || null === $this->redis ) && $this->in_runtime( $id, $group ) ) {
				$found[ $id ] = $this->copy( $this->cache[ $group ][ $id ] );
			} else {
				$missing[] = $id;
			}
		}
		if ( $missing && $this->persists( $group ) && null !== $this->redis ) {
			$found += $this->fetch( $missing, $group );
		}
		$this->cache_hits   += count( $found );
		$this->cache_misses += count( $ids ) - count( $found );
		return $found;
	}

	/**
	 * Reads ids of one group from Redis in one MGET and keeps what it answered in the runtime copy.
	 * When Redis fails, what the runtime copy has (a forced read, as in core's cache).
	 *
	 * @param string[] $ids   Ids.
	 * @param string   $group Group.
	 * @return array<string, mixed> Id => value, for the ids found.
	 */
	private function fetch( array $ids, string $group ): array {
		$keys  = array_map( fn( string $id ): string => $this->redis_key( $id, $group ), $ids );
		$done  = $this->run( fn( \Redis $redis ) => $redis->mget( $keys ), false );
		$found = array();
		foreach ( $ids as $i => $id ) {
			if ( null === $done || ! is_array( $done[0] ) ) {
				if ( $this->in_runtime( $id, $group ) ) {
					$found[ $id ] = $this->copy( $this->cache[ $group ][ $id ] );
				}
				continue;
			}
			$raw     = $done[0][ $i ] ?? false;
			$decoded = is_string( $raw ) ? $this->decode( $raw ) : null;
			if ( null !== $decoded ) {
				$this->cache[ $group ][ $id ] = $decoded[0];
				$found[ $id ]                 = $this->copy( $decoded[0] );
			} else {
				unset( $this->cache[ $group ][ $id ] );
			}
		}
		return $found;
	}

	/**
	 * Sets or adds several keys of one group in one pipeline.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds until expiry; 0 is none.
	 * @param string                   $mode   'nx' (add) or '' (set).
	 * @return array<int|string, bool> Key => whether it was written.
	 */
	private function write_multiple( array $data, $group, int $expire, string $mode ): array {
		$group   = $this->group( $group );
		$result  = array();
		$pending = array();
		foreach ( $data as $key => $value ) {
			$result[ $key ] = false;
			if ( ! $this->is_valid_key( $key ) ) {
				continue;
			}
			$id = $this->id( $key, $group );
			if ( 'nx' === $mode && $this->in_runtime( $id, $group ) ) {
				continue;
			}
			$pending[ $key ] = $id;
		}
		$done = null;
		if ( $pending && $this->persists( $group ) ) {
			$options = $this->options( $expire, $mode );
			$done    = $this->run( fn( \Redis $redis ) => $this->pipeline_set( $redis, $pending, $group, $data, $options ) );
		}
		$i = 0;
		foreach ( $pending as $key => $id ) {
			$written = null === $done || ! is_array( $done[0] ) || true === ( $done[0][ $i ] ?? false ) || '' === $mode;
			++$i;
			if ( $written ) {
				$this->remember( $id, $group, $data[ $key ] );
				$result[ $key ] = true;
			}
		}
		return $result;
	}

	/**
	 * SETs in one pipeline. A SET Redis refuses (out of memory without eviction) throws, as a lost
	 * connection does: the request is degraded and the node's next request flushes the site.
	 *
	 * @param \Redis                        $redis   Connection.
	 * @param array<int|string, string>     $pending Key => id.
	 * @param string                        $group   Group.
	 * @param array<int|string, mixed>      $data    Key => value.
	 * @param array<int|string, int|string> $options SET options.
	 * @return mixed The pipeline's answers.
	 */
	private function pipeline_set( \Redis $redis, array $pending, string $group, array $data, array $options ) {
		$pipe = $redis->multi( \Redis::PIPELINE );
		foreach ( $pending as $key => $id ) {
			$pipe->set( $this->redis_key( $id, $group ), $this->encode( $data[ $key ] ), $options );
		}
		return $pipe->exec();
	}

	/**
	 * Increments in Redis: the script for integers, a compare-and-swap for a serialized value.
	 *
	 * @param string $redis_key Redis key.
	 * @param int    $offset    Amount to add.
	 * @return int|float|false|null The new value, false when missing, null when Redis failed.
	 */
	private function incr_in_redis( string $redis_key, int $offset ) {
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$done = $this->script( self::INCR_SCRIPT, array( $redis_key, $offset ) );
			if ( null === $done ) {
				return null;
			}
			if ( ! is_array( $done[0] ) ) {
				return false === $done[0] ? false : (int) $done[0];
			}
			$raw   = (string) $done[0][0];
			$old   = $this->decode( $raw )[0] ?? null;
			$value = max( 0, ( is_numeric( $old ) ? $old + 0 : 0 ) + $offset );
			$swap  = $this->script( self::SWAP_SCRIPT, array( $redis_key, $raw, $this->encode( $value ) ) );
			if ( null === $swap ) {
				return null;
			}
			if ( 1 === (int) $swap[0] ) {
				return $value;
			}
		}
		return null;
	}

	/**
	 * Runs a Lua script on one key.
	 *
	 * @param string             $script The script.
	 * @param array<int, scalar> $args   The key, then the arguments.
	 * @return array{0: mixed}|null The answer in a list, or null when Redis failed (now degraded).
	 */
	private function script( string $script, array $args ): ?array {
		return $this->run(
			function ( \Redis $redis ) use ( $script, $args ) {
				$redis->clearLastError();
				$answer = $redis->eval( $script, $args, 1 );
				$error  = $redis->getLastError();
				if ( null !== $error ) {
					throw new \RedisException( $error ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- caught in run().
				}
				return $answer;
			}
		);
	}

	/**
	 * Removes the keys matching a pattern (SCAN, then UNLINK by batches).
	 *
	 * @param string $pattern SCAN pattern.
	 * @return bool Whether Redis answered every step.
	 */
	private function unlink_matching( string $pattern ): bool {
		$done = $this->run(
			function ( \Redis $redis ) use ( $pattern ) {
				$redis->setOption( \Redis::OPT_SCAN, \Redis::SCAN_RETRY );
				$cursor = null;
				do {
					$keys = $redis->scan( $cursor, $pattern, self::SCAN_BATCH );
					if ( is_array( $keys ) && $keys ) {
						$redis->unlink( $keys );
					}
				} while ( $cursor > 0 );
				return true;
			}
		);
		return null !== $done;
	}

	/**
	 * Runs Redis commands; on failure, degrades the request (see fail()) and, for a write, marks
	 * it lost.
	 *
	 * @param \Closure $command Receives the connection.
	 * @param bool     $write   Whether the commands write (a failed read loses nothing).
	 * @return array{0: mixed}|null The answer in a list, or null when there is no Redis or it failed.
	 */
	private function run( \Closure $command, bool $write = true ): ?array {
		if ( null === $this->redis ) {
			if ( $write ) {
				$this->lost_write();
			}
			return null;
		}
		++$this->redis_calls;
		try {
			return array( $command( $this->redis ) );
		} catch ( \RedisException $e ) {
			$this->fail( $e->getMessage() );
			if ( $write ) {
				$this->lost_write();
			}
			return null;
		}
	}

	/**
	 * Stops using Redis for the rest of the request and says so once.
	 *
	 * @param string $reason Why.
	 */
	private function fail( string $reason ): void {
		if ( null !== $this->redis ) {
			try {
				$this->redis->close();
			} catch ( \RedisException $e ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- it is gone already.
			}
		}
		$this->redis = null;
		if ( ! $this->degraded ) {
			$this->degraded = true;
			$this->log( 'mvc-core object cache: Redis unavailable (' . $reason . '); this request uses the runtime cache only.' );
		}
	}

	/**
	 * Leaves the marks that a write of a persistent group did not reach Redis, so that a request that
	 * reaches it again flushes the site first: the shared mark in the database (any node's request
	 * notices it, check_marks()) and the node's file, the fallback when the database is out of reach
	 * too. Nothing to mark without Redis configured.
	 */
	private function lost_write(): void {
		if ( ! $this->degraded ) {
			return;
		}
		// The drop-in runs before WordPress has WP_Filesystem (wp_start_object_cache()), and Redis is out of
		// reach: the fallback mark is a file of this node.
		if ( is_dir( dirname( $this->mark_file ) ) && is_writable( dirname( $this->mark_file ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_is_writable -- as said above.
			touch( $this->mark_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_touch -- as said above.
		}
		if ( $this->shared_marked || $this->in_database ) {
			return;
		}
		if ( $this->write_shared_mark( true ) ) {
			$this->shared_marked = true;
		} elseif ( function_exists( 'add_action' ) && null !== self::database() ) {
			// Inside a transaction (the row would join it, be rolled back with it and make every node's
			// transaction conflict on one row): written when the request ends, once the transaction is over.
			$this->shared_marked = true;
			add_action( 'shutdown', fn() => $this->write_shared_mark( false ), PHP_INT_MAX );
		}
	}

	/**
	 * Writes the shared mark: the option row with a new token, by one statement on the connection of
	 * WordPress (no cache involved, errors suppressed).
	 *
	 * @param bool $outside_transaction Whether to write only when no transaction is open (MariaDB's
	 *                                  in_transaction; where it is unknown the statement fails).
	 * @return bool Whether the row was written.
	 */
	private function write_shared_mark( bool $outside_transaction ): bool {
		$database = self::database();
		if ( null === $database ) {
			return false;
		}
		$token = sprintf( '%.6F-%s', microtime( true ), bin2hex( random_bytes( 8 ) ) );
		$sql   = 'INSERT INTO %i (option_name, option_value, autoload) SELECT %s, %s, %s FROM DUAL'
			. ( $outside_transaction ? ' WHERE @@in_transaction = 0' : '' )
			. ' ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)';

		$written = $this->query( $database, fn() => $database->query( $database->prepare( $sql, self::options_table( $database ), self::SHARED_MARK, $token, 'off' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared, the statement is built of constants.
		return is_int( $written ) && $written > 0;
	}

	/**
	 * Reads the shared mark and flushes the site when there is one (or when the node's own mark file
	 * was claimed). The mark is read by one request per second cluster-wide (SET NX EX 1 in Redis),
	 * since one flush of the shared Redis serves every node; then deleted by its token, so a mark
	 * written meanwhile survives. A flush that fails leaves it (and marks again, run()).
	 *
	 * @param string $claimed The node's mark file claimed by this request, or ''.
	 */
	private function check_marks( string $claimed ): void {
		$database = self::database();
		$token    = null;
		if ( null !== $database && ! $this->in_database && ( '' !== $claimed || $this->claim_check() ) ) {
			$read  = $this->query( $database, fn() => $database->get_var( $database->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', self::options_table( $database ), self::SHARED_MARK ) ) );
			$token = is_string( $read ) ? $read : null;
		}
		if ( '' === $claimed && null === $token ) {
			return;
		}
		if ( $this->unlink_matching( $this->prefix_pattern() . '*' ) && null !== $database && null !== $token ) {
			// The flush removed the check key too: set again, so the rest of the second reads nothing.
			$this->check_command( array( 'ex' => 1 ) );
			$this->query( $database, fn() => $database->query( $database->prepare( 'DELETE FROM %i WHERE option_name = %s AND option_value = %s', self::options_table( $database ), self::SHARED_MARK, $token ) ) );
		}
		if ( '' !== $claimed ) {
			unlink( $claimed ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- wp_delete_file() is not loaded yet.
		}
	}

	/**
	 * Whether this request may read the shared mark: the first to SET the site's check key in this
	 * second (one command; a failure degrades the request, as any read).
	 */
	private function claim_check(): bool {
		$done = $this->check_command(
			array(
				'nx',
				'ex' => 1,
			)
		);
		// Refused (out of memory without eviction): every request reads the mark while it lasts.
		return null !== $done && false !== $done[0];
	}

	/**
	 * Sets the site's check key for one second. A connection lost degrades the request, as any
	 * read; a SET refused for memory (noeviction) does not: the request can still read.
	 *
	 * @param array<int|string, int|string> $options SET options.
	 * @return array{0: mixed}|null The answer in a list ('refused' when refused), or null when Redis failed.
	 */
	private function check_command( array $options ): ?array {
		return $this->run(
			function ( \Redis $redis ) use ( $options ) {
				try {
					$redis->clearLastError();
					$answer = $redis->set( $this->prefix . self::CHECK_KEY, '1', $options );
				} catch ( \RedisException $e ) {
					if ( str_starts_with( $e->getMessage(), 'OOM' ) ) {
						return 'refused';
					}
					throw $e;
				}
				return false === $answer && str_starts_with( (string) $redis->getLastError(), 'OOM' ) ? 'refused' : $answer;
			},
			false
		);
	}

	/**
	 * Runs one query of the cache's own with errors suppressed and without re-entering the marks. A
	 * cache write may come between a caller's query and its reading of insert_id or last_error: what
	 * wpdb says of the caller's last query is put back.
	 *
	 * @param \wpdb    $database WordPress's connection.
	 * @param \Closure $query    The query.
	 * @return mixed Its answer.
	 */
	private function query( \wpdb $database, \Closure $query ) {
		$this->in_database = true;
		$state             = array(
			'insert_id'     => $database->insert_id,
			'last_error'    => $database->last_error,
			'last_query'    => $database->last_query,
			'last_result'   => $database->last_result,
			'rows_affected' => $database->rows_affected,
			'num_rows'      => $database->num_rows,
		);
		$suppress          = $database->suppress_errors( true );
		try {
			return $query();
		} finally {
			$database->suppress_errors( $suppress );
			$database->insert_id     = $state['insert_id'];
			$database->last_error    = $state['last_error'];
			$database->last_query    = $state['last_query'];
			$database->last_result   = $state['last_result'];
			$database->rows_affected = $state['rows_affected'];
			$database->num_rows      = $state['num_rows'];
			$this->in_database       = false;
		}
	}

	/**
	 * WordPress's connection when it is set up and connected, else null (the drop-in may be loaded
	 * before it, or the database may be down too: the file mark is then the only one).
	 */
	private static function database(): ?\wpdb {
		global $wpdb;
		if ( ! isset( $wpdb ) || ! $wpdb instanceof \wpdb || ! $wpdb->ready || ! $wpdb->__get( 'dbh' ) instanceof \mysqli ) {
			return null;
		}
		return $wpdb;
	}

	/**
	 * The options table of the network's main site: one place for every blog.
	 *
	 * @param \wpdb $database WordPress's connection.
	 */
	private static function options_table( \wpdb $database ): string {
		return $database->base_prefix . 'options';
	}

	/**
	 * Keeps a value in the runtime copy (an object cloned).
	 *
	 * @param string $id    Id.
	 * @param string $group Group.
	 * @param mixed  $data  Value.
	 */
	private function remember( string $id, string $group, $data ): void {
		$this->cache[ $group ][ $id ] = $this->copy( $data );
	}

	/**
	 * An object cloned, anything else as it is (as core's cache).
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Whether the runtime copy holds an id.
	 *
	 * @param string $id    Id.
	 * @param string $group Group.
	 */
	private function in_runtime( string $id, string $group ): bool {
		return isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] );
	}

	/**
	 * Whether a group goes to Redis.
	 *
	 * @param string $group Group.
	 */
	private function persists( string $group ): bool {
		return $this->configured && ! isset( $this->local_groups[ $group ] );
	}

	/**
	 * The group, 'default' when empty.
	 *
	 * @param mixed $group Group.
	 */
	private function group( $group ): string {
		return empty( $group ) ? 'default' : (string) $group;
	}

	/**
	 * The id of a key in its group: the blog id and the key, or the key alone in a global group.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function id( $key, string $group ): string {
		return isset( $this->global_groups[ $group ] ) ? (string) $key : $this->blog_id . ':' . $key;
	}

	/**
	 * The Redis key of an id.
	 *
	 * @param string $id    Id.
	 * @param string $group Group.
	 */
	private function redis_key( string $id, string $group ): string {
		return $this->prefix . rawurlencode( $group ) . ':' . $id;
	}

	/**
	 * The site's prefix as a SCAN pattern (glob characters escaped).
	 */
	private function prefix_pattern(): string {
		return addcslashes( $this->prefix, '\\*?[]^' );
	}

	/**
	 * SET options: expiry and NX/XX.
	 *
	 * @param int    $expire Seconds; 0 or less is none.
	 * @param string $mode   'nx', 'xx' or ''.
	 * @return array<int|string, int|string>
	 */
	private function options( int $expire, string $mode ): array {
		$options = '' === $mode ? array() : array( $mode );
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		return $options;
	}

	/**
	 * A value as stored: an integer as Redis's integer (INCRBY works on it), else PHP-serialized.
	 *
	 * @param mixed $value Value.
	 */
	private function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the cache stores PHP values.
	}

	/**
	 * The value of a stored string (a serialized value never starts with a digit or a minus).
	 *
	 * @param string $raw Stored value.
	 * @return array{0: mixed}|null The value in a list, or null when it cannot be read.
	 */
	private function decode( string $raw ): ?array {
		if ( preg_match( '/^-?\d+\z/', $raw ) ) {
			return array( (int) $raw );
		}
		// Something else than encode() wrote there: a miss, without unserialize()'s notice.
		$value = @unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.PHP.NoSilencedErrors.Discouraged -- written by encode(), in the site's own Redis.
		return false === $value && 'b:0;' !== $raw ? null : array( $value );
	}

	/**
	 * Whether a key is an integer or a non-empty string (core's rule, with its notice).
	 *
	 * @param mixed $key Key.
	 */
	private function is_valid_key( $key ): bool {
		if ( is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) ) ) {
			return true;
		}
		if ( function_exists( '_doing_it_wrong' ) ) {
			_doing_it_wrong( esc_html( static::class . '::' . ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 3 )[1]['function'] ?? '' ) ), 'Cache key must be an integer or a non-empty string.', '6.1.0' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- names the caller, as core does.
		}
		return false;
	}
}
