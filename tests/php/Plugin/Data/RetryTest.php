<?php
/**
 * Transactions tried again after a conflict.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Tests\OtherConnection;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * A conflict is simulated with SIGNAL, which raises the very error a deadlock or a Galera
 * certification conflict raises (1213, "... try restarting transaction").
 */
final class RetryTest extends TestCase {

	use OtherConnection;

	private const DEADLOCK = "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock; try restarting transaction'";

	private const WSREP = "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction'";


	/**
	 * Bucket names written by the test.
	 *
	 * @var string
	 */
	private string $bucket = '';

	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
		$this->bucket = 'retry-test:' . wp_generate_password( 12, false );
	}

	protected function tear_down(): void {
		if ( $this->other ) {
			$this->other->query( $this->other->prepare( 'DELETE FROM ' . Tables::rate_limits() . ' WHERE bucket LIKE %s', 'retry-test:%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
			$this->other->close();
			$this->other = null;
		}
		parent::tear_down();
	}

	public function test_the_work_is_written_and_its_result_given(): void {
		$result = Retry::transaction( fn(): string => $this->write( 1 ) ? 'done' : 'not written' );

		$this->assertSame( 'done', $result );
		$this->assertSame( array( 1 ), $this->rows() );
	}

	public function test_a_conflict_rolls_the_try_back_and_the_next_try_is_written_once(): void {
		$tries  = 0;
		$result = Retry::transaction(
			function () use ( &$tries ): int {
				global $wpdb;
				++$tries;
				$this->write( $tries );
				if ( 1 === $tries ) {
					$wpdb->query( self::DEADLOCK ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
				}
				return $tries;
			}
		);

		$this->assertSame( 2, $result );
		$this->assertSame( array( 2 ), $this->rows() );
	}

	public function test_a_galera_certification_conflict_is_tried_again(): void {
		$tries  = 0;
		$result = Retry::transaction(
			function () use ( &$tries ): int {
				global $wpdb;
				++$tries;
				if ( $tries < 3 ) {
					$wpdb->query( self::WSREP ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
				}
				$this->write( $tries );
				return $tries;
			}
		);

		$this->assertSame( 3, $result );
		$this->assertSame( array( 3 ), $this->rows() );
	}

	public function test_no_statement_runs_after_a_conflict_in_the_same_try(): void {
		$after  = array();
		$result = Retry::transaction(
			function () use ( &$after ): bool {
				global $wpdb;
				$wpdb->query( self::DEADLOCK ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
				$after[] = $this->write( 9 );
				return true;
			},
			2
		);

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( array(), $after );
		$this->assertSame( array(), $this->rows() );
	}

	public function test_conflicts_on_every_try_give_a_busy_failure_and_write_nothing(): void {
		$tries  = 0;
		$result = Retry::transaction(
			function () use ( &$tries ): bool {
				global $wpdb;
				++$tries;
				$this->write( $tries );
				$wpdb->query( self::DEADLOCK ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
				return true;
			}
		);

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 503, $result->get_error_data()['status'] ?? null );
		$this->assertSame( '服务器繁忙，请重试。', $result->get_error_message() );
		$this->assertSame( Retry::TRIES, $tries );
		$this->assertSame( array(), $this->rows() );
		$this->assertStringContainsString( 'MVC Core: a transaction was not written', $this->capture_error_log() );
	}

	public function test_an_error_that_is_not_a_conflict_is_not_tried_again(): void {
		$tries  = 0;
		$result = Retry::transaction(
			function () use ( &$tries ): bool {
				global $wpdb;
				++$tries;
				$this->write( $tries );
				$wpdb->query( 'SELECT * FROM mvc_no_such_table' );
				return true;
			}
		);

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 1, $tries );
		$this->assertSame( array(), $this->rows() );
	}

	public function test_outside_a_transaction_a_conflict_is_rolled_back_and_the_retry_committed(): void {
		$tries  = 0;
		$result = $this->as_other(
			fn() => Retry::transaction(
				function () use ( &$tries ): int {
					global $wpdb;
					++$tries;
					$this->write( 10 + $tries );
					if ( 1 === $tries ) {
						$wpdb->query( self::DEADLOCK ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
					}
					return $tries;
				}
			)
		);

		$this->assertSame( 2, $result );
		// Committed: read after the transaction ended.
		$this->assertSame( array( 12 ), $this->as_other( fn(): array => $this->rows() ) );
		$this->assertSame( '0', (string) $this->other()->get_var( 'SELECT @@in_transaction' ) );
	}

	public function test_a_statement_is_run_again_after_a_conflict(): void {
		global $wpdb;
		$abort = $this->conflicts( 2 );
		$sql   = $wpdb->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, UTC_TIMESTAMP(), 5, UTC_TIMESTAMP())', $this->bucket . ':5' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		$result = Retry::statement( $sql );
		remove_filter( 'query', $abort );

		$this->assertSame( 1, $result );
		$this->assertSame( array( 5 ), $this->rows() );
	}

	public function test_a_statement_that_conflicts_on_every_try_is_not_written(): void {
		global $wpdb;
		$abort = $this->conflicts( 100 );
		$sql   = $wpdb->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, UTC_TIMESTAMP(), 6, UTC_TIMESTAMP())', $this->bucket . ':6' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		$result = Retry::statement( $sql );
		remove_filter( 'query', $abort );

		$this->assertFalse( $result );
		$this->assertSame( array(), $this->rows() );
	}

	public function test_conflict_messages_are_recognised(): void {
		$this->assertTrue( Retry::is_conflict( 'Deadlock found when trying to get lock; try restarting transaction' ) );
		$this->assertTrue( Retry::is_conflict( 'Lock wait timeout exceeded; try restarting transaction' ) );
		$this->assertTrue( Retry::is_conflict( 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction' ) );
		$this->assertFalse( Retry::is_conflict( "Duplicate entry '1' for key 'PRIMARY'" ) );
		$this->assertFalse( Retry::is_conflict( '' ) );
	}

	/**
	 * Makes the next $times writes of the rate-limit table fail as a Galera certification conflict.
	 *
	 * @param int $times How many times.
	 * @return callable The filter (to remove).
	 */
	private function conflicts( int $times ): callable {
		$filter = static function ( $query ) use ( &$times ) {
			if ( $times > 0 && is_string( $query ) && str_starts_with( $query, 'INSERT INTO ' . Tables::rate_limits() ) ) {
				--$times;
				return self::WSREP;
			}
			return $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	/**
	 * Writes one row of the test's bucket, its hits = $value.
	 *
	 * @param int $value Value.
	 */
	private function write( int $value ): bool {
		global $wpdb;
		return 1 === $wpdb->query( $wpdb->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, UTC_TIMESTAMP(), %d, UTC_TIMESTAMP())', $this->bucket . ':' . $value, $value ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}

	/**
	 * The values of the test's rows.
	 *
	 * @return list<int>
	 */
	private function rows(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT hits FROM ' . Tables::rate_limits() . ' WHERE bucket LIKE %s ORDER BY hits', $wpdb->esc_like( $this->bucket ) . ':%' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}
}
