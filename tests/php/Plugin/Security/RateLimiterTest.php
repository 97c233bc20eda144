<?php
/**
 * Sliding-window rate limits.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Data\Tables;
use Mvc\Core\Security\RateLimiter;
use Mvc\Tests\TestCase;

/**
 * The limit counts the last window's hits, refused hits are not counted, and a refusal knows when
 * the next hit is taken.
 */
final class RateLimiterTest extends TestCase {

	/**
	 * The conflicts these tests cause on purpose are logged to a file of the test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
	}

	public function test_hit_refuses_past_the_limit_without_counting_the_refusal(): void {
		$limiter = new RateLimiter();
		$bucket  = 'test:' . wp_generate_password( 8, false );

		$this->assertTrue( $limiter->hit( $bucket, 2, HOUR_IN_SECONDS ) );
		$this->assertTrue( $limiter->hit( $bucket, 2, HOUR_IN_SECONDS ) );
		$this->assertFalse( $limiter->hit( $bucket, 2, HOUR_IN_SECONDS ) );
		$this->assertFalse( $limiter->hit( $bucket, 2, HOUR_IN_SECONDS ) );

		$this->assertSame( 2, $limiter->hits( $bucket, HOUR_IN_SECONDS ) );
		$this->assertGreaterThan( 0, $limiter->retry_after( $bucket, 2, HOUR_IN_SECONDS ) );
		$this->assertLessThanOrEqual( 2 * HOUR_IN_SECONDS, $limiter->retry_after( $bucket, 2, HOUR_IN_SECONDS ) );
	}

	public function test_a_hit_is_counted_after_a_cluster_conflict_and_refused_when_it_cannot_be(): void {
		$limiter = new RateLimiter();
		$bucket  = 'test:' . wp_generate_password( 8, false );
		$once    = $this->conflicts( 1 );
		$first   = $limiter->hit( $bucket, 5, HOUR_IN_SECONDS );
		remove_filter( 'query', $once );
		$always = $this->conflicts( 100 );
		$second = $limiter->hit( $bucket, 5, HOUR_IN_SECONDS );
		remove_filter( 'query', $always );

		$this->assertTrue( $first );
		$this->assertFalse( $second );
		$this->assertSame( 1, $limiter->hits( $bucket, HOUR_IN_SECONDS ) );
	}

	/**
	 * Makes the next $times counts of a hit fail as a Galera certification conflict does.
	 *
	 * @param int $times How many times.
	 * @return callable The filter (to remove).
	 */
	private function conflicts( int $times ): callable {
		$filter = static function ( $query ) use ( &$times ) {
			if ( $times > 0 && is_string( $query ) && str_starts_with( $query, 'INSERT INTO ' . Tables::rate_limits() ) ) {
				--$times;
				return "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction'";
			}
			return $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	public function test_previous_window_still_counts_as_it_slides_out(): void {
		$limiter = new RateLimiter();
		$bucket  = 'test:' . wp_generate_password( 8, false );
		$window  = HOUR_IN_SECONDS;
		$now     = time();
		$start   = $now - ( $now % $window );
		$this->put( $bucket, $start - $window, 10 );

		// What is left of the previous window's 10 hits: 10 * (window - elapsed) / window.
		$expected = (int) floor( 10 * ( $window - ( $now - $start ) ) / $window );
		$this->assertSame( $expected, $limiter->hits( $bucket, $window ) );
	}

	public function test_a_full_previous_window_refuses_at_the_start_of_the_next(): void {
		$limiter = new RateLimiter();
		$bucket  = 'test:' . wp_generate_password( 8, false );
		// A window of whole days that has run less than half its length, so most of the previous
		// window still counts.
		$now    = time();
		$window = DAY_IN_SECONDS;
		while ( ( $now % $window ) * 2 >= $window ) {
			$window += DAY_IN_SECONDS;
		}
		$start = $now - ( $now % $window );
		$this->put( $bucket, $start - $window, 100 );

		$this->assertFalse( $limiter->hit( $bucket, 10, $window ) );
		$wait = $limiter->retry_after( $bucket, 10, $window );
		$this->assertGreaterThan( 0, $wait );
		$this->assertLessThan( $window, $wait );
	}

	public function test_minutes_round_up(): void {
		$this->assertSame( 1, RateLimiter::minutes( 1 ) );
		$this->assertSame( 2, RateLimiter::minutes( 61 ) );
		$this->assertSame( 15, RateLimiter::minutes( 900 ) );
	}

	/**
	 * Writes a window's hits.
	 *
	 * @param string $bucket Bucket.
	 * @param int    $start  Window start.
	 * @param int    $hits   Hits.
	 */
	private function put( string $bucket, int $start, int $hits ): void {
		global $wpdb;
		$wpdb->insert(
			Tables::rate_limits(),
			array(
				'bucket'       => hash( 'sha256', $bucket ),
				'window_start' => gmdate( 'Y-m-d H:i:s', $start ),
				'hits'         => $hits,
				'expires_at'   => gmdate( 'Y-m-d H:i:s', $start + 3 * DAY_IN_SECONDS ),
			)
		);
	}
}
