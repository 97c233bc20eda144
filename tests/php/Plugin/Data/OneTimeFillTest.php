<?php
/**
 * One-time fills: one request claims, a dead claim is taken over, a fill by ranges resumes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Data\Tables;
use Mvc\Tests\TestCase;

/**
 * The mark of a fill (an option) is claimed by one request at a time, only once its table exists; it
 * says "done" only after the fill ran; a fill by ranges continues where the last request stopped.
 */
final class OneTimeFillTest extends TestCase {

	private const OPTION = 'mvc_test_fill_built';

	public function tear_down(): void {
		delete_option( self::OPTION );
		delete_option( self::OPTION . '_lock' );
		parent::tear_down();
	}

	private function fill(): OneTimeFill {
		return new OneTimeFill( self::OPTION, Tables::likes() );
	}

	public function test_one_request_claims_and_the_mark_says_done_only_after_the_fill(): void {
		$first = $this->fill();
		$this->assertFalse( $first->begun() );
		$this->assertTrue( $first->claim() );
		$this->assertTrue( $first->begun(), 'changes are kept from the claim on' );
		$this->assertFalse( $first->done(), 'readers keep the old queries while it fills' );
		$this->assertFalse( $this->fill()->claim(), 'a second request does not fill at the same time' );

		$ran = 0;
		$first->run(
			static function () use ( &$ran ): void {
				++$ran;
			}
		);
		$this->assertSame( 1, $ran );
		$this->assertTrue( $this->fill()->done() );
		$this->fill()->run_once(
			static function () use ( &$ran ): void {
				++$ran;
			}
		);
		$this->assertSame( 1, $ran, 'a done fill never runs again' );
	}

	public function test_nothing_is_claimed_before_the_table_exists(): void {
		$fill = new OneTimeFill( self::OPTION, Tables::likes() . '_not_created' );
		$this->assertFalse( $fill->claim() );
		$this->assertFalse( $fill->begun() );
	}

	public function test_a_dead_claim_is_taken_over_after_ten_minutes_and_a_live_one_is_not(): void {
		add_option( self::OPTION, 'building ' . ( time() - 60 ), '', true );
		$this->assertFalse( $this->fill()->claim(), 'a claim a minute old is alive' );

		update_option( self::OPTION, 'building ' . ( time() - 601 ) );
		$ran = 0;
		$this->fill()->run_once(
			static function () use ( &$ran ): void {
				++$ran;
			}
		);
		$this->assertSame( 1, $ran );
		$this->assertTrue( $this->fill()->done() );
	}

	public function test_restart_claims_again_after_a_bulk_load(): void {
		$this->fill()->run_once( static fn() => null );
		$this->assertTrue( $this->fill()->done() );
		$this->fill()->restart();
		$this->assertFalse( $this->fill()->done() );
		$this->assertTrue( $this->fill()->begun() );
	}

	public function test_a_fill_by_ranges_resumes_where_it_stopped_and_ends_done(): void {
		update_option( self::OPTION, '40' );
		$seen = array();
		OneTimeFill::ranges(
			self::OPTION,
			95,
			20,
			static function ( int $after, int $until ) use ( &$seen ): void {
				$seen[] = array( $after, $until );
			}
		);
		$this->assertSame( array( array( 40, 60 ), array( 60, 80 ), array( 80, 100 ) ), $seen );
		$this->assertSame( 'done', get_option( self::OPTION ) );
		$this->assertFalse( get_option( self::OPTION . '_lock' ), 'the lock is released' );

		OneTimeFill::ranges(
			self::OPTION,
			95,
			20,
			static function () use ( &$seen ): void {
				$seen[] = 'again';
			}
		);
		$this->assertNotContains( 'again', $seen, 'a done fill never runs again' );
	}

	public function test_a_fill_by_ranges_waits_for_a_live_lock_and_takes_over_a_stale_one(): void {
		add_option( self::OPTION . '_lock', (string) time(), '', false );
		$ran   = 0;
		$count = static function () use ( &$ran ): void {
			++$ran;
		};
		OneTimeFill::ranges( self::OPTION, 10, 20, $count );
		$this->assertSame( 0, $ran, 'another request is filling' );

		update_option( self::OPTION . '_lock', (string) ( time() - 301 ), false );
		OneTimeFill::ranges( self::OPTION, 10, 20, $count );
		$this->assertSame( 1, $ran );
		$this->assertSame( 'done', get_option( self::OPTION ) );
	}

	public function test_a_failed_range_keeps_the_progress_before_it_and_releases_the_lock(): void {
		try {
			OneTimeFill::ranges(
				self::OPTION,
				100,
				20,
				static function ( int $after ): void {
					if ( 40 === $after ) {
						throw new \RuntimeException( 'lost' );
					}
				}
			);
			$this->fail( 'the failure reaches the caller' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'lost', $e->getMessage() );
		}
		$this->assertSame( '40', get_option( self::OPTION ) );
		$this->assertFalse( get_option( self::OPTION . '_lock' ) );
	}
}
