<?php
/**
 * Named locks that hold across every PHP node and every database node.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Data\Tables;
use wpdb;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the lock table is written directly, never cached.

/**
 * Runs work while holding a named lock, so that a check and the write after it happen for one request
 * at a time, on every PHP node. The lock is a row of {prefix}mvc_locks taken with INSERT IGNORE, not
 * GET_LOCK, which a Galera cluster does not replicate: the primary key (and Galera's certification)
 * lets one writer in. The row is written outside any open transaction, so other nodes see it at once;
 * only the owner releases it, and an expired one (a dead holder) is taken over. The work should end
 * well within $ttl. See docs/operations.md, "Locks, counts and retries on a cluster".
 */
final class Lock {

	/**
	 * How long a lock lives by default, in seconds: far beyond the work done under a member's lock
	 * (milliseconds; an avatar's resize, a password's hash), short enough that a crashed node's
	 * locks free themselves within a minute.
	 */
	public const TTL = 60;

	/**
	 * The first and the longest pause between two tries, in microseconds (the pause doubles).
	 */
	private const PAUSE_FIRST = 10000;
	private const PAUSE_MAX   = 200000;

	/**
	 * Locks this process holds (the name's hash => true): the same name taken again inside its own
	 * work runs at once, as GET_LOCK allowed on one connection.
	 *
	 * @var array<string, true>
	 */
	private static array $held = array();

	/**
	 * The connection of the lock rows when the request's own is inside a transaction.
	 *
	 * @var wpdb|null
	 */
	private static ?wpdb $own = null;

	/**
	 * Runs the work under the lock.
	 *
	 * @template T
	 * @param string   $name    Lock name (hashed, so any text will do).
	 * @param callable $work    The work.
	 * @param int      $timeout Seconds to wait for the lock (0: one try).
	 * @param int      $ttl     Seconds the lock lives at most (the work must end before).
	 * @phpstan-param callable(): T $work
	 * @return mixed The work's result, or null when the lock could not be had in time.
	 * @phpstan-return T|null
	 */
	public static function run( string $name, callable $work, int $timeout = 5, int $ttl = self::TTL ) {
		$key = md5( $name );
		if ( isset( self::$held[ $key ] ) ) {
			return $work();
		}
		$db    = self::connection();
		$owner = self::take( $db, $name, $timeout, $ttl );
		if ( null === $owner ) {
			return null;
		}
		self::$held[ $key ] = true;
		try {
			return $work();
		} finally {
			unset( self::$held[ $key ] );
			self::drop( $db, $name, $owner );
		}
	}

	/**
	 * Takes a lock, waiting up to $timeout seconds.
	 *
	 * @param string $name    Lock name.
	 * @param int    $timeout Seconds to wait (0: one try).
	 * @param int    $ttl     Seconds the lock lives at most.
	 * @return string|null The owner token (to release() with), or null when another holds it.
	 */
	public static function acquire( string $name, int $timeout = 5, int $ttl = self::TTL ): ?string {
		return self::take( self::connection(), $name, $timeout, $ttl );
	}

	/**
	 * Releases a lock its owner holds; a lock taken over since (it had expired) is left to its new
	 * owner.
	 *
	 * @param string $name  Lock name.
	 * @param string $owner The token acquire() gave.
	 * @return bool Whether this owner's row was deleted.
	 */
	public static function release( string $name, string $owner ): bool {
		return self::drop( self::connection(), $name, $owner );
	}

	/**
	 * Removes the rows of locks that expired over an hour ago (their holders died, and no request
	 * asked for the same name since); the daily clean-up (Member\SessionCookie::purge()) calls it.
	 */
	public static function purge_expired(): void {
		global $wpdb;
		$table = Tables::locks();
		$wpdb->query( "DELETE FROM {$table} WHERE expires_at < UTC_TIMESTAMP() - INTERVAL 1 HOUR" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Takes a lock on a connection (acquire()).
	 *
	 * @param wpdb   $db      Connection.
	 * @param string $name    Lock name.
	 * @param int    $timeout Seconds to wait (0: one try).
	 * @param int    $ttl     Seconds the lock lives at most.
	 */
	private static function take( wpdb $db, string $name, int $timeout, int $ttl ): ?string {
		$key      = md5( $name );
		$owner    = bin2hex( random_bytes( 16 ) );
		$deadline = microtime( true ) + max( 0, $timeout );
		$pause    = self::PAUSE_FIRST;
		$table    = Tables::locks();
		$errors   = $db->suppress_errors( true );
		try {
			while ( true ) {
				if ( self::insert( $db, $key, $owner, $ttl ) ) {
					return $owner;
				}
				// A holder that died: its expired row is taken over (the INSERT decides, again, who).
				$expired = $db->query( $db->prepare( "DELETE FROM {$table} WHERE name = %s AND expires_at < UTC_TIMESTAMP()", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				if ( $expired && self::insert( $db, $key, $owner, $ttl ) ) {
					return $owner;
				}
				$left = $deadline - microtime( true );
				if ( $left <= 0 ) {
					return null;
				}
				usleep( (int) min( $left * 1000000, $pause + random_int( 0, $pause ) ) );
				$pause = min( self::PAUSE_MAX, 2 * $pause );
			}
		} finally {
			$db->suppress_errors( $errors );
		}
	}

	/**
	 * Releases a lock on a connection (release()).
	 *
	 * @param wpdb   $db    Connection.
	 * @param string $name  Lock name.
	 * @param string $owner Owner token.
	 */
	private static function drop( wpdb $db, string $name, string $owner ): bool {
		$table = Tables::locks();
		$sql   = $db->prepare( "DELETE FROM {$table} WHERE name = %s AND owner = %s", md5( $name ), $owner ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		// A conflict with a node taking over would leave the row: try again, else it expires.
		for ( $try = 0; $try < 3; $try++ ) {
			$deleted = $db->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
			if ( false !== $deleted ) {
				return 1 === $deleted;
			}
		}
		return false;
	}

	/**
	 * One try at the row.
	 *
	 * @param wpdb   $db    Connection.
	 * @param string $key   The name's hash.
	 * @param string $owner Owner token.
	 * @param int    $ttl   Seconds the lock lives.
	 * @phpstan-impure
	 */
	private static function insert( wpdb $db, string $key, string $owner, int $ttl ): bool {
		$table = Tables::locks();
		return 1 === $db->query(
			$db->prepare(
				"INSERT IGNORE INTO {$table} (name, owner, acquired_at, expires_at) VALUES (%s, %s, UTC_TIMESTAMP(), UTC_TIMESTAMP() + INTERVAL %d SECOND)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$key,
				$owner,
				max( 1, $ttl )
			)
		);
	}

	/**
	 * The connection the lock rows are written on: the request's own, unless it is inside a
	 * transaction (then a row would stay invisible to others until its commit), then one of the
	 * lock's own, opened once.
	 */
	private static function connection(): wpdb {
		global $wpdb;
		if ( '1' !== (string) $wpdb->get_var( 'SELECT @@in_transaction' ) ) {
			return $wpdb;
		}
		if ( null === self::$own ) {
			// The site's own credentials (wp-config.php), read as constant() for the static analysis.
			self::$own = new wpdb( (string) constant( 'DB_USER' ), (string) constant( 'DB_PASSWORD' ), (string) constant( 'DB_NAME' ), (string) constant( 'DB_HOST' ) );
			self::$own->set_prefix( $wpdb->prefix );
		}
		return self::$own;
	}
}
