<?php
/**
 * The learner count.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Courses;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\Learners;
use Mvc\Core\Data\Tables;
use Mvc\Tests\TestCase;

/**
 * A reader counts once per course per day however often they press; another reader, another
 * course or another day counts again; nothing stored names the reader; old days are deleted.
 */
final class LearnersTest extends TestCase {

	/**
	 * The conflicts these tests cause on purpose are logged to a file of the test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
	}

	private const DAY = '2026-05-10';

	/**
	 * A published course with a count.
	 *
	 * @param int $count Its learners.
	 */
	private function course( int $count = 7 ): int {
		$id = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		update_post_meta( $id, Course::META_LEARNERS, $count );
		return $id;
	}

	public function test_the_same_reader_on_the_same_day_counts_once(): void {
		$course = $this->course();

		$counts = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$counts[] = Learners::add( $course, 'client:10.0.0.1|Firefox', self::DAY );
		}

		$this->assertSame( array( 8, 8, 8, 8, 8 ), $counts );
		$this->assertSame( 8, (int) get_post_meta( $course, Course::META_LEARNERS, true ) );
	}

	public function test_another_reader_another_course_and_another_day_each_count(): void {
		$course = $this->course();
		$other  = $this->course( 0 );

		Learners::add( $course, 'client:10.0.0.1|Firefox', self::DAY );
		$another_reader = Learners::add( $course, 'client:10.0.0.1|Chrome', self::DAY );
		$another_course = Learners::add( $other, 'client:10.0.0.1|Firefox', self::DAY );
		$next_day       = Learners::add( $course, 'client:10.0.0.1|Firefox', '2026-05-11' );
		$again          = Learners::add( $course, 'client:10.0.0.1|Firefox', '2026-05-11' );

		$this->assertSame( 9, $another_reader );
		$this->assertSame( 1, $another_course );
		$this->assertSame( 10, $next_day );
		$this->assertSame( 10, $again );
	}

	public function test_a_press_aborted_by_a_conflict_is_tried_again_and_counted_once(): void {
		$course = $this->course();
		$abort  = $this->conflicts( 1 );

		$count = Learners::add( $course, 'client:10.0.0.2|Firefox', self::DAY );
		remove_filter( 'query', $abort );

		$this->assertSame( 8, $count );
		$this->assertSame( 1, $this->rows( $course ) );
	}

	public function test_a_press_that_conflicts_on_every_try_changes_nothing(): void {
		$course = $this->course();
		$abort  = $this->conflicts( 100 );

		$count = Learners::add( $course, 'client:10.0.0.3|Firefox', self::DAY );
		remove_filter( 'query', $abort );

		$this->assertInstanceOf( \WP_Error::class, $count );
		$this->assertSame( 503, $count->get_error_data()['status'] ?? null );
		$this->assertSame( 0, $this->rows( $course ) );
		$this->assertSame( 7, (int) get_post_meta( $course, Course::META_LEARNERS, true ) );
	}

	public function test_a_course_without_a_count_starts_from_its_first_reader(): void {
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		delete_post_meta( $course, Course::META_LEARNERS );

		$this->assertSame( 1, Learners::add( $course, 'client:10.0.0.4|Firefox', self::DAY ) );
		$this->assertSame( array( '1' ), get_post_meta( $course, Course::META_LEARNERS ) );
	}

	/**
	 * Makes the count's UPDATE fail as a Galera certification conflict does, $times times.
	 *
	 * @param int $times How many times.
	 * @return callable The filter (to remove).
	 */
	private function conflicts( int $times ): callable {
		$filter = static function ( $query ) use ( &$times ) {
			if ( $times > 0 && is_string( $query ) && str_starts_with( $query, 'UPDATE' ) && str_contains( $query, Course::META_LEARNERS ) ) {
				--$times;
				return "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction'";
			}
			return $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	/**
	 * The course's reader rows.
	 *
	 * @param int $course The course.
	 */
	private function rows( int $course ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::course_learners() . ' WHERE course_id = %d', $course ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}

	public function test_a_member_is_one_reader_from_any_address(): void {
		$course = $this->course();
		$member = self::factory()->member();
		wp_set_current_user( $member );
		$_SERVER['HTTP_USER_AGENT'] = 'Phone';
		$first                      = Learners::add( $course, Learners::reader(), self::DAY );
		$_SERVER['REMOTE_ADDR']     = '10.9.9.9';
		$_SERVER['HTTP_USER_AGENT'] = 'Desktop';
		$second                     = Learners::add( $course, Learners::reader(), self::DAY );
		$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
		unset( $_SERVER['HTTP_USER_AGENT'] );

		$this->assertSame( 'user:' . $member, Learners::reader() );
		$this->assertSame( array( 8, 8 ), array( $first, $second ) );
	}

	public function test_a_visitor_is_their_address_and_browser(): void {
		$_SERVER['HTTP_USER_AGENT'] = 'Firefox';
		$this->assertSame( 'client:127.0.0.1|Firefox', Learners::reader() );
		unset( $_SERVER['HTTP_USER_AGENT'] );
	}

	public function test_a_row_holds_a_keyed_hash_not_the_address(): void {
		global $wpdb;
		$course = $this->course();

		Learners::add( $course, 'client:10.0.0.1|Firefox', self::DAY );

		$table = Tables::course_learners();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE course_id = %d", $course ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$this->assertSame( array( 'course_id', 'reader_hash', 'day' ), array_keys( $row ) );
		$this->assertSame( self::DAY, $row['day'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $row['reader_hash'] );
		$this->assertSame( Learners::hash( 'client:10.0.0.1|Firefox', self::DAY ), $row['reader_hash'] );
		$this->assertNotSame( hash( 'sha256', 'client:10.0.0.1|Firefox|' . self::DAY ), $row['reader_hash'] );
		$this->assertNotSame( Learners::hash( 'client:10.0.0.1|Firefox', '2026-05-11' ), $row['reader_hash'] );
	}

	public function test_a_course_without_a_count_row_starts_at_one(): void {
		$course = $this->course();
		delete_post_meta( $course, Course::META_LEARNERS );

		$this->assertSame( 1, Learners::add( $course, 'a', self::DAY ) );
		$this->assertSame( 2, Learners::add( $course, 'b', self::DAY ) );
		$this->assertCount( 1, get_post_meta( $course, Course::META_LEARNERS ) );
	}

	public function test_a_new_course_has_a_count_of_zero(): void {
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );

		$this->assertSame( array( '0' ), get_post_meta( $course, Course::META_LEARNERS ) );
	}

	public function test_days_older_than_two_are_deleted_when_a_reader_is_counted(): void {
		global $wpdb;
		$course = $this->course();
		Learners::add( $course, 'a', '2026-05-07' );
		Learners::add( $course, 'a', '2026-05-08' );

		Learners::add( $course, 'a', self::DAY );

		$table = Tables::course_learners();
		$days  = $wpdb->get_col( $wpdb->prepare( "SELECT day FROM {$table} WHERE course_id = %d ORDER BY day", $course ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$this->assertSame( array( '2026-05-08', self::DAY ), $days );
		$this->assertSame( 10, Learners::count( $course ) );
	}

	public function test_today_is_the_sites_day(): void {
		update_option( 'timezone_string', 'Asia/Shanghai' );

		$this->assertSame( ( new \DateTimeImmutable( 'now', new \DateTimeZone( 'Asia/Shanghai' ) ) )->format( 'Y-m-d' ), Learners::today() );
	}
}
