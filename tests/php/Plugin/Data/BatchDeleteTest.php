<?php
/**
 * The daily purges delete in short statements.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Data\BatchDelete;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\SessionCookie;
use Mvc\Tests\TestCase;

/**
 * A purge of many expired rows is several statements of at most BatchDelete::ROWS rows, each in the
 * order of an index (a range, never a scan of the table), and live rows stay.
 */
final class BatchDeleteTest extends TestCase {

	/**
	 * Adds sessions in one statement.
	 *
	 * @param int  $count   How many.
	 * @param bool $expired Whether they have expired.
	 */
	private function sessions( int $count, bool $expired ): void {
		global $wpdb;
		$values = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s)', 1000 + $i, hash( 'sha256', wp_generate_password( 20, false ) . $i ), gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS ), gmdate( 'Y-m-d H:i:s', time() + ( $expired ? -HOUR_IN_SECONDS - $i : DAY_IN_SECONDS ) ) );
		}
		$wpdb->query( 'INSERT INTO ' . Tables::sessions() . ' (user_id, token_hash, created_at, expires_at) VALUES ' . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- values prepared above.
	}

	public function test_the_daily_purge_deletes_expired_rows_in_short_statements_and_keeps_live_ones(): void {
		global $wpdb;
		$this->sessions( 2 * BatchDelete::ROWS + 5, true );
		$this->sessions( 7, false );
		$deletes = array();
		$spy     = static function ( $query ) use ( &$deletes ) {
			if ( is_string( $query ) && str_starts_with( $query, 'DELETE FROM ' . Tables::sessions() ) ) {
				$deletes[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $spy );

		( new SessionCookie() )->purge();
		remove_filter( 'query', $spy );

		$this->assertCount( 3, $deletes );
		$this->assertStringContainsString( 'AND expires_at <= ', $deletes[0] );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::sessions() . ' WHERE expires_at <= %s', gmdate( 'Y-m-d H:i:s' ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertSame( 7, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::sessions() . ' WHERE user_id >= 1000 AND expires_at > %s', gmdate( 'Y-m-d H:i:s' ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}

	public function test_each_purge_statement_reads_a_range_of_an_index(): void {
		global $wpdb;
		$this->sessions( 5, true );
		$this->sessions( 300, false );
		$edge   = gmdate( 'Y-m-d H:i:s', time() - 30 * MINUTE_IN_SECONDS );
		$tables = array(
			Tables::sessions()      => array( "expires_at <= '{$edge}' AND expires_at <= '{$edge}'", array( 'expires_at' ) ),
			Tables::registrations() => array( "expires_at <= '{$edge}' AND expires_at <= '{$edge}'", array( 'expires_at' ) ),
			Tables::rate_limits()   => array( "expires_at <= '{$edge}' AND expires_at <= '{$edge}'", array( 'expires_at', 'PRIMARY' ) ),
			Tables::codes()         => array( "created_at <= '{$edge}' AND id <= 5", array( 'PRIMARY' ) ),
		);
		foreach ( $tables as $table => list( $where, $keys ) ) {
			$plan = $wpdb->get_row( "EXPLAIN DELETE FROM {$table} WHERE {$where}", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Tables, constants.

			$this->assertNotSame( 'ALL', $plan['type'], $table );
			$this->assertContains( $plan['key'], $keys, $table );
		}
	}
	public function test_a_purge_of_one_days_rows_deletes_them_in_statements_of_at_most_rows(): void {
		global $wpdb;
		$table = Tables::post_views();
		$old   = gmdate( 'Y-m-d', time() - 400 * DAY_IN_SECONDS );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (post_id, day, views) SELECT 900000 + seq, %s, 1 FROM seq_1_to_2500", $old ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$wpdb->query( "INSERT INTO {$table} (post_id, day, views) VALUES (900001, CURDATE(), 3)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$affected = array();
		$spy      = static function ( $query ) use ( &$affected, $table ) {
			if ( is_string( $query ) && str_starts_with( $query, "DELETE FROM {$table}" ) ) {
				$affected[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $spy );
		$deleted = BatchDelete::limited( $table, $wpdb->prepare( 'day < %s', gmdate( 'Y-m-d', time() - 300 * DAY_IN_SECONDS ) ), 'day', 1000 );
		remove_filter( 'query', $spy );

		$this->assertSame( 2500, $deleted );
		$this->assertCount( 3, $affected );
		$this->assertStringEndsWith( 'ORDER BY day LIMIT 1000', $affected[0] );
		$this->assertSame( 1, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE post_id > 900000" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$plan = $wpdb->get_row( "EXPLAIN DELETE FROM {$table} WHERE day < '2020-01-01' ORDER BY day LIMIT 1000", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$this->assertIsArray( $plan );
		$this->assertSame( 'day', $plan['key'] );
		$this->assertNotSame( 'ALL', $plan['type'] );
	}
}
