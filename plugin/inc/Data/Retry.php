<?php
/**
 * Writes that must be all or nothing, tried again after a conflict.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

use Mvc\Core\Failure;
use RuntimeException;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- transaction statements.

/**
 * Runs writes so that a conflict or a lost connection never writes half or twice: transaction() tries
 * several statements again after a deadlock, lock wait or Galera certification conflict (which
 * wsrep_retry_autocommit never covers inside a transaction) or a connection lost before COMMIT; a
 * connection lost at COMMIT is not tried again (the outcome is unknown). statement() is for
 * idempotent single statements, once() for the others (counters). A failed write answers busy().
 * The work may run more than once: write through $wpdb only (no cache fill, no mail). The story:
 * docs/operations.md, "Locks, counts and retries on a cluster" and "When the database connection is
 * lost mid-write".
 */
final class Retry {

	/**
	 * Tries of one transaction.
	 */
	public const TRIES = 4;

	/**
	 * Pause before the second try, in microseconds (doubles at each try, with jitter).
	 */
	private const PAUSE = 20000;

	/**
	 * The savepoint of a nested transaction.
	 */
	private const SAVEPOINT = 'mvc_retry';

	/**
	 * How many nested transactions are open: each has a savepoint of its own name (a SAVEPOINT of a
	 * name in use moves it, and the outer work's rollback would then keep what came before the
	 * inner one: AccountData's deletion nests CommentLikes::remove_by_user()).
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * The error of a try whose connection was lost at COMMIT (whether it was written is unknown).
	 */
	private const UNKNOWN = 'connection lost at COMMIT, outcome unknown';

	/**
	 * Runs the work in a transaction, again after a conflict, at most $tries times.
	 *
	 * @template T
	 * @param callable $work  The statements (may run more than once).
	 * @param int      $tries Tries at most.
	 * @phpstan-param callable(): T $work
	 * @return mixed|WP_Error The work's result, or a 503 Failure when it could not be written.
	 * @phpstan-return T|WP_Error
	 */
	public static function transaction( callable $work, int $tries = self::TRIES ) {
		global $wpdb;
		$nested = '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
		$errors = $wpdb->suppress_errors( true );
		if ( $nested ) {
			++self::$depth;
		}
		$tries = max( 1, $tries );
		$error = '';
		try {
			for ( $try = 1; $try <= $tries; $try++ ) {
				self::wait_before( $try );
				list( $done, $result, $error, $again ) = self::attempt( $work, $nested );
				if ( $done ) {
					return $result;
				}
				if ( ! $again ) {
					break;
				}
			}
		} finally {
			$wpdb->suppress_errors( $errors );
			if ( $nested ) {
				--self::$depth;
			}
		}
		if ( str_starts_with( $error, self::UNKNOWN ) ) {
			error_log( 'MVC Core: a transaction may or may not have been written, it was not tried again (' . $error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see writes whose outcome is unknown.
		} else {
			error_log( 'MVC Core: a transaction was not written (' . $error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see writes that failed.
		}
		return self::busy();
	}

	/**
	 * The refusal of a write that could not be done now (a conflict that outlasted the retries, a
	 * lock not had in time): 503, "服务器繁忙，请重试。", nothing written.
	 */
	public static function busy(): WP_Error {
		return Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
	}

	/**
	 * Runs one statement, again after a conflict, at most $tries times: for a statement that
	 * Galera's own retry of autocommit statements (wsrep_retry_autocommit) may give up on when many
	 * nodes write one row at once. Idempotent statements only (INSERT IGNORE, DELETE, UPDATE … SET
	 * col = constant): after a lost connection wpdb runs the statement again on its new connection,
	 * and the old node may have written it already. A counter (SET n = n + 1) goes through once().
	 *
	 * @param string $sql   The statement (prepared).
	 * @param int    $tries Tries at most.
	 * @return int|false Rows affected, or false when it was not written.
	 */
	public static function statement( string $sql, int $tries = self::TRIES ) {
		global $wpdb;
		$errors = $wpdb->suppress_errors( true );
		$tries  = max( 1, $tries );
		$error  = '';
		try {
			for ( $try = 1; $try <= $tries; $try++ ) {
				self::wait_before( $try );
				$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the caller prepares it.
				if ( false !== $result ) {
					return (int) $result;
				}
				$error = (string) $wpdb->last_error;
				if ( ! self::is_conflict( $error ) ) {
					break;
				}
			}
		} finally {
			$wpdb->suppress_errors( $errors );
		}
		error_log( 'MVC Core: a statement was not written (' . $error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see writes that failed.
		return false;
	}

	/**
	 * Runs one statement that must not run twice (a counter: SET n = n + 1) as a one-statement
	 * transaction (transaction()): again after a conflict or a connection lost before its COMMIT,
	 * never twice; false when it was not written, or when the connection was lost at its COMMIT (the
	 * outcome is unknown then, and logged).
	 *
	 * @param string $sql   The statement (prepared).
	 * @param int    $tries Tries at most.
	 * @return int|false Rows affected, or false when it was not (known to be) written.
	 */
	public static function once( string $sql, int $tries = self::TRIES ) {
		global $wpdb;
		$result = self::transaction(
			static function () use ( $wpdb, $sql ) {
				return $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the caller prepares it.
			},
			$tries
		);
		return is_int( $result ) ? $result : false;
	}

	/**
	 * One try: begins, runs the work with every statement's answer and the connection checked,
	 * commits; rolls back on any error or a lost connection.
	 *
	 * @param callable $work   The statements.
	 * @param bool     $nested Whether a transaction is open already (then a savepoint).
	 * @return array{0: bool, 1: mixed, 2: string, 3: bool} Whether it was written, the work's result,
	 *                                                      the error, whether to try again.
	 */
	private static function attempt( callable $work, bool $nested ): array {
		global $wpdb;
		if ( false === $wpdb->query( $nested ? 'SAVEPOINT ' . self::SAVEPOINT . self::$depth : 'START TRANSACTION' ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements.
			$error = (string) $wpdb->last_error;
			return array( false, null, 'the transaction did not begin: ' . $error, self::is_conflict( $error ) || self::is_lost( $error ) );
		}
		// Watched from the transaction's first statement on: a reconnection inside the work is seen.
		$connection = new Connection( $wpdb );
		$guard      = static function ( $query ) use ( $connection ) {
			global $wpdb;
			if ( '' !== (string) $wpdb->last_error || $connection->lost() ) {
				// Stops the work before its next statement; the error stays in $wpdb->last_error (the query
				// filter runs before wpdb clears it).
				throw new RuntimeException( 'A statement of the work failed.' );
			}
			return $query;
		};

		$at_commit = false;
		$error     = '';
		add_filter( 'query', $guard, PHP_INT_MAX );
		try {
			$result = $work();
			remove_filter( 'query', $guard, PHP_INT_MAX );
			$error = (string) $wpdb->last_error;
			if ( '' === $error && ! $connection->lost() ) {
				if ( $nested ) {
					$connection->release();
					return array( true, $result, '', false );
				}
				$at_commit = true;
				$committed = $wpdb->query( 'COMMIT' );
				$error     = (string) $wpdb->last_error;
				if ( false !== $committed && ! $connection->lost() ) {
					$connection->release();
					return array( true, $result, '', false );
				}
			}
		} catch ( RuntimeException $failed ) {
			$error = '' !== (string) $wpdb->last_error ? (string) $wpdb->last_error : $failed->getMessage();
		} finally {
			remove_filter( 'query', $guard, PHP_INT_MAX );
		}//end try
		$lost = $connection->lost() || self::is_lost( $error );
		// The savepoint died with a lost connection: whatever the new one holds is rolled back whole.
		$wpdb->query( $nested && ! $lost ? 'ROLLBACK TO SAVEPOINT ' . self::SAVEPOINT . self::$depth : 'ROLLBACK' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements.
		$connection->release();
		if ( $lost && $at_commit ) {
			return array( false, null, self::UNKNOWN . ( '' !== $error ? ': ' . $error : '' ), false );
		}
		if ( $lost ) {
			$error = 'connection lost' . ( '' !== $error ? ': ' . $error : '' );
			return array( false, null, $error, ! $nested );
		}
		return array( false, null, $error, self::is_conflict( $error ) );
	}

	/**
	 * The pause before a try after the first: PAUSE, doubling each time, plus as much again at random
	 * so two nodes that conflicted do not meet again.
	 *
	 * @param int $attempt The try (1 = the first, no pause).
	 */
	private static function wait_before( int $attempt ): void {
		if ( $attempt > 1 ) {
			$pause = self::PAUSE * 2 ** ( $attempt - 2 );
			usleep( $pause + random_int( 0, $pause ) );
		}
	}

	/**
	 * Whether a database error is a conflict worth trying again: a deadlock, a lock wait timeout or
	 * a Galera certification conflict (their messages all say to restart the transaction).
	 *
	 * @param string $error The error wpdb reported.
	 */
	public static function is_conflict( string $error ): bool {
		return 1 === preg_match( '/try restarting (the )?transaction|deadlock|WSREP/i', $error );
	}

	/**
	 * Whether a database error says the connection was lost: 2006 "MySQL server has gone away", 2013
	 * "Lost connection to MySQL server", MariaDB's 1927 "Connection was killed".
	 *
	 * @param string $error The error wpdb reported.
	 */
	public static function is_lost( string $error ): bool {
		return 1 === preg_match( '/server has gone away|Lost connection to|Connection was killed/i', $error );
	}
}
