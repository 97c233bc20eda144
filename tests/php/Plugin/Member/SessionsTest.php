<?php
/**
 * The daily clean-up of expired sessions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Sessions;
use Mvc\Tests\OtherConnection;
use Mvc\Tests\TestCase;

/**
 * Expired sessions are removed and live ones kept; a delete the database did not do (rows locked by
 * another node past the wait) is logged and leaves the rows to the next run.
 */
final class SessionsTest extends TestCase {

	use OtherConnection;

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
	}

	/**
	 * Stores a session row.
	 *
	 * @param int $expires Expiry (Unix time).
	 */
	private static function session( int $expires ): void {
		global $wpdb;
		$wpdb->insert(
			Tables::sessions(),
			array(
				'user_id'    => 424242,
				'token_hash' => hash( 'sha256', wp_generate_password( 20, false ) ),
				'created_at' => gmdate( 'Y-m-d H:i:s', $expires - HOUR_IN_SECONDS ),
				'expires_at' => gmdate( 'Y-m-d H:i:s', $expires ),
			)
		);
	}

	/**
	 * Rows of the test's member, expired ones and live ones.
	 *
	 * @return array{0: int, 1: int}
	 */
	private static function rows(): array {
		global $wpdb;
		$table = Tables::sessions();
		$now   = gmdate( 'Y-m-d H:i:s' );
		return array(
			(int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = 424242 AND expires_at <= %s", $now ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			(int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = 424242 AND expires_at > %s", $now ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		);
	}

	public function test_the_purge_removes_expired_sessions_only(): void {
		self::session( time() - DAY_IN_SECONDS );
		self::session( time() + DAY_IN_SECONDS );

		$this->assertTrue( ( new Sessions() )->purge_expired() );
		$this->assertSame( array( 0, 1 ), self::rows() );
	}

	public function test_a_purge_the_database_did_not_do_is_logged_and_leaves_the_rows(): void {
		global $wpdb;
		self::session( time() - DAY_IN_SECONDS );
		// Another node holds an expired row it is writing; the purge waits a second for it, each try.
		$this->other()->query( 'START TRANSACTION' );
		$this->as_other( static fn() => self::session( time() - DAY_IN_SECONDS ) );
		$wait = (int) $wpdb->get_var( 'SELECT @@SESSION.innodb_lock_wait_timeout' );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );
		try {
			$purged = ( new Sessions() )->purge_expired();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SET SESSION innodb_lock_wait_timeout = %d', $wait ) );
			$this->other()->query( 'ROLLBACK' );
		}

		$this->assertFalse( $purged );
		$this->assertSame( array( 1, 0 ), self::rows() );
		$this->assertStringContainsString( 'MVC Core: a statement was not written (Lock wait timeout exceeded', $this->capture_error_log() );
	}
}
