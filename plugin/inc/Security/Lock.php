<?php
/**
 * Named database locks.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

/**
 * Runs a piece of work while holding a MariaDB named lock (GET_LOCK), so that a check and the write
 * that follows it happen for one request at a time, on every PHP node.
 */
final class Lock {

	/**
	 * Runs the work under the lock.
	 *
	 * @template T
	 * @param string   $name    Lock name (hashed, so any text will do).
	 * @param callable $work    The work.
	 * @param int      $timeout Seconds to wait for the lock.
	 * @phpstan-param callable(): T $work
	 * @return mixed The work's result, or null when the lock could not be had in time.
	 * @phpstan-return T|null
	 */
	public static function run( string $name, callable $work, int $timeout = 5 ) {
		global $wpdb;
		$lock = 'mvc_' . md5( $name );
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, $timeout ) ) ) {
			return null;
		}
		try {
			return $work();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}
}
