<?php
/**
 * Named locks across PHP nodes and database nodes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Lock;
use Mvc\Tests\OtherConnection;
use Mvc\Tests\TestCase;

/**
 * Another PHP process is another database connection (autocommit, as a request's): it takes locks
 * through the same class while the test's own connection, inside the test's transaction, takes
 * them on the lock's own connection.
 */
final class LockTest extends TestCase {

	use OtherConnection;


	protected function tear_down(): void {
		if ( $this->other ) {
			$this->other->query( 'DELETE FROM ' . Tables::locks() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables; this database's test locks.
			$this->other->close();
			$this->other = null;
		}
		parent::tear_down();
	}

	public function test_run_gives_the_work_result_and_frees_the_lock(): void {
		$name = $this->name();

		$this->assertSame( 42, Lock::run( $name, static fn(): int => 42 ) );
		$this->assertSame( 0, $this->rows( $name ) );
		$this->assertSame( 'again', Lock::run( $name, static fn(): string => 'again', 0 ) );
	}

	public function test_a_lock_another_process_holds_is_not_given_and_the_wait_ends_at_the_timeout(): void {
		$name  = $this->name();
		$owner = $this->as_other( static fn() => Lock::acquire( $name ) );
		$this->assertIsString( $owner );
		$ran = false;

		$start  = microtime( true );
		$result = Lock::run(
			$name,
			static function () use ( &$ran ): bool {
				$ran = true;
				return true;
			},
			1
		);
		$waited = microtime( true ) - $start;

		$this->assertNull( $result );
		$this->assertFalse( $ran );
		$this->assertGreaterThanOrEqual( 0.9, $waited );
		$this->assertLessThan( 3, $waited );
		$this->assertSame( 1, $this->rows( $name ) );
	}

	public function test_the_lock_is_given_once_the_other_process_releases_it(): void {
		$name  = $this->name();
		$owner = (string) $this->as_other( static fn() => Lock::acquire( $name ) );
		$this->assertNull( Lock::run( $name, static fn(): bool => true, 0 ) );

		$this->assertTrue( $this->as_other( static fn() => Lock::release( $name, $owner ) ) );

		$this->assertTrue( Lock::run( $name, static fn(): bool => true, 0 ) );
	}

	public function test_only_the_owner_releases_a_lock(): void {
		$name  = $this->name();
		$owner = (string) $this->as_other( static fn() => Lock::acquire( $name ) );

		$this->assertFalse( Lock::release( $name, str_repeat( '0', 32 ) ) );
		$this->assertSame( 1, $this->rows( $name ) );
		$this->assertNull( Lock::acquire( $name, 0 ) );
		$this->assertTrue( $this->as_other( static fn() => Lock::release( $name, $owner ) ) );
	}

	public function test_an_expired_lock_of_a_process_that_died_is_taken_over(): void {
		$name = $this->name();
		$this->as_other( static fn() => Lock::acquire( $name, 0, 1 ) );
		$this->assertNull( Lock::acquire( $name, 0 ) );
		// Its holder died: nobody releases it, and its second of life passes.
		$this->other()->query( $this->other()->prepare( 'UPDATE ' . Tables::locks() . ' SET expires_at = UTC_TIMESTAMP() - INTERVAL 1 SECOND WHERE name = %s', md5( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		$this->assertSame( 'mine', Lock::run( $name, static fn(): string => 'mine', 0 ) );
		$this->assertSame( 0, $this->rows( $name ) );
	}

	public function test_a_lock_taken_over_after_expiry_is_not_released_by_its_first_owner(): void {
		$name  = $this->name();
		$first = (string) $this->as_other( static fn() => Lock::acquire( $name, 0, 1 ) );
		$this->other()->query( $this->other()->prepare( 'UPDATE ' . Tables::locks() . ' SET expires_at = UTC_TIMESTAMP() - INTERVAL 1 SECOND WHERE name = %s', md5( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$second = Lock::acquire( $name, 0 );
		$this->assertIsString( $second );

		$this->assertFalse( $this->as_other( static fn() => Lock::release( $name, $first ) ) );
		$this->assertSame( 1, $this->rows( $name ) );
		$this->assertTrue( Lock::release( $name, $second ) );
		$this->assertSame( 0, $this->rows( $name ) );
	}

	public function test_the_daily_clean_up_removes_locks_expired_over_an_hour_ago_only(): void {
		global $wpdb;
		$table = Tables::locks();
		foreach ( array(
			'dead'   => '- INTERVAL 2 HOUR',
			'recent' => '- INTERVAL 5 MINUTE',
			'live'   => '+ INTERVAL 1 MINUTE',
		) as $name => $expiry ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (name, owner, acquired_at, expires_at) VALUES (%s, 'x', UTC_TIMESTAMP(), UTC_TIMESTAMP() {$expiry})", md5( 'purge-test:' . $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, intervals constant.
		}

		( new \Mvc\Core\Member\SessionCookie() )->purge();

		$left = $wpdb->get_col( "SELECT name FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$this->assertNotContains( md5( 'purge-test:dead' ), $left );
		$this->assertContains( md5( 'purge-test:recent' ), $left );
		$this->assertContains( md5( 'purge-test:live' ), $left );
	}

	public function test_the_same_name_inside_its_own_work_runs_at_once(): void {
		$name = $this->name();

		$inner = Lock::run( $name, static fn() => Lock::run( $name, static fn(): string => 'inner', 0 ), 0 );

		$this->assertSame( 'inner', $inner );
		$this->assertSame( 0, $this->rows( $name ) );
	}

	public function test_the_lock_is_freed_when_the_work_throws(): void {
		$name = $this->name();
		try {
			Lock::run(
				$name,
				static function (): void {
					throw new \RuntimeException( 'boom' );
				}
			);
			$this->fail( 'the exception went through' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'boom', $e->getMessage() );
		}

		$this->assertSame( 0, $this->rows( $name ) );
	}

	public function test_a_lock_lives_as_long_as_asked(): void {
		$name  = $this->name();
		$owner = (string) Lock::acquire( $name, 0, 900 );

		$left = (int) $this->other()->get_var( $this->other()->prepare( 'SELECT TIMESTAMPDIFF(SECOND, UTC_TIMESTAMP(), expires_at) FROM ' . Tables::locks() . ' WHERE name = %s', md5( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		Lock::release( $name, $owner );

		$this->assertGreaterThanOrEqual( 898, $left );
		$this->assertLessThanOrEqual( 900, $left );
	}

	/**
	 * A lock name of this test alone.
	 */
	private function name(): string {
		return 'test:' . wp_generate_password( 12, false );
	}



	/**
	 * Committed lock rows of a name, as another connection sees them.
	 *
	 * @param string $name Lock name.
	 */
	private function rows( string $name ): int {
		return (int) $this->other()->get_var( $this->other()->prepare( 'SELECT COUNT(*) FROM ' . Tables::locks() . ' WHERE name = %s', md5( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}
}
