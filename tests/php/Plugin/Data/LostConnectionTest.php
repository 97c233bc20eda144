<?php
/**
 * Transactions whose database connection is killed half-way.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\Learners;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\AccountData;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\OtherConnection;
use Mvc\Tests\TestCase;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test reads and cleans its own rows; table names from Tables and $wpdb.

/**
 * A hook on `query` pauses the work before one of its statements while a second connection runs
 * `KILL <thread id>` of wpdb's connection, as a database node dying between two statements would.
 * wpdb then reconnects and re-runs that statement on the new connection; the transaction must be
 * rolled back and run again whole (or, killed at COMMIT, answer 503: the outcome is unknown).
 *
 * The tests run outside the suite's transaction (a killed connection takes it with it): every
 * write is committed for real, read back through the other connection, and deleted after the test.
 */
final class LostConnectionTest extends TestCase {

	use OtherConnection;

	/**
	 * Posts made by the test (deleted after it).
	 *
	 * @var list<int>
	 */
	private array $posts = array();

	/**
	 * Users made by the test (deleted after it).
	 *
	 * @var list<int>
	 */
	private array $users = array();

	/**
	 * Addresses whose codes and rate-limit rows the test deletes.
	 *
	 * @var list<string>
	 */
	private array $emails = array();

	/**
	 * Thread ids of wpdb's connections killed by the test.
	 *
	 * @var list<int>
	 */
	private array $killed = array();

	/**
	 * Leaves the class's transaction: these tests commit.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::autocommit();
	}

	protected function set_up(): void {
		self::autocommit();
		parent::set_up();
		$this->capture_error_log();
		$this->other();
	}

	protected function tear_down(): void {
		global $wpdb;
		self::autocommit();
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::course_learners() . ' WHERE course_id = %d', $post ) );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			if ( get_userdata( $user ) ) {
				wp_delete_user( $user );
			}
		}
		foreach ( $this->emails as $email ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::codes() . ' WHERE email = %s', $email ) );
			foreach ( array( 'code:email:' . VerificationCodes::REGISTER . ':' . $email, 'code:email-hour:' . $email ) as $bucket ) {
				$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::rate_limits() . ' WHERE bucket = %s', hash( 'sha256', $bucket ) ) );
			}
		}
		$this->other()->close();
		$this->other = null;
		// The suite's tear_down rolls back to its savepoint: give it one (nothing is left to roll back).
		$wpdb->query( 'START TRANSACTION' );
		$wpdb->query( 'SAVEPOINT mvc_test' );
		parent::tear_down();
		$wpdb->query( 'ROLLBACK' );
	}

	public function test_learners_killed_between_the_insert_and_the_update_is_counted_once_on_the_new_connection(): void {
		$course = $this->course( 7 );
		$before = $this->thread();
		$this->kill_before( '/^UPDATE ' . preg_quote( $GLOBALS['wpdb']->postmeta, '/' ) . ' SET meta_value/' );

		$count = Learners::add( $course, 'client:10.9.9.1|Firefox', '2026-05-10' );

		$this->assertSame( array( $before ), $this->killed, 'the connection was killed once, before the UPDATE' );
		$this->assertNotSame( $before, $this->thread(), 'wpdb works on a new connection' );
		$this->assertSame( 8, $count );
		$this->assertSame( '1', $this->committed( 'SELECT COUNT(*) FROM ' . Tables::course_learners() . ' WHERE course_id = %d', $course ), 'the reader row' );
		$this->assertSame( '8', $this->committed( "SELECT meta_value FROM {$GLOBALS['wpdb']->postmeta} WHERE post_id = %d AND meta_key = %s", $course, Course::META_LEARNERS ), 'the count' );
		$this->assertConnectionClean();
	}

	public function test_learners_killed_at_commit_answers_busy_and_writes_nothing(): void {
		$course = $this->course( 7 );
		$this->kill_before( '/^COMMIT$/', '/^UPDATE ' . preg_quote( $GLOBALS['wpdb']->postmeta, '/' ) . ' SET meta_value/' );

		$count = Learners::add( $course, 'client:10.9.9.2|Firefox', '2026-05-10' );

		$this->assertCount( 1, $this->killed );
		$this->assertBusy( $count );
		$this->assertSame( '0', $this->committed( 'SELECT COUNT(*) FROM ' . Tables::course_learners() . ' WHERE course_id = %d', $course ) );
		$this->assertSame( '7', $this->committed( "SELECT meta_value FROM {$GLOBALS['wpdb']->postmeta} WHERE post_id = %d AND meta_key = %s", $course, Course::META_LEARNERS ) );
		$this->assertStringContainsString( 'may or may not have been written', $this->capture_error_log() );
		$this->assertConnectionClean();
	}

	public function test_a_code_killed_between_the_update_and_the_insert_is_stored_whole_and_the_earlier_one_dies(): void {
		$email   = $this->email();
		$earlier = $this->earlier_code( $email );
		$this->kill_before( '/^INSERT INTO `?' . preg_quote( Tables::codes(), '/' ) . '/' );

		$code = ( new VerificationCodes() )->issue( $email, VerificationCodes::REGISTER, '10.9.9.3' );

		$this->assertCount( 1, $this->killed );
		$this->assertIsString( $code );
		$this->assertSame( '1', $this->committed( 'SELECT COUNT(*) FROM ' . Tables::codes() . ' WHERE email = %s AND used_at IS NULL', $email ), 'one live code' );
		$this->assertNotNull( $this->committed( 'SELECT used_at FROM ' . Tables::codes() . ' WHERE id = %d', $earlier ), 'the earlier code died' );
		$this->assertTrue( ( new VerificationCodes() )->verify( $email, VerificationCodes::REGISTER, $code, false ) );
		$this->assertConnectionClean();
	}

	public function test_a_code_killed_at_commit_answers_busy_and_the_earlier_one_lives(): void {
		$email   = $this->email();
		$earlier = $this->earlier_code( $email );
		$this->kill_before( '/^COMMIT$/', '/^INSERT INTO `?' . preg_quote( Tables::codes(), '/' ) . '/' );

		$code = ( new VerificationCodes() )->issue( $email, VerificationCodes::REGISTER, '10.9.9.4' );

		$this->assertCount( 1, $this->killed );
		$this->assertBusy( $code );
		$this->assertSame( array( (string) $earlier ), $this->other()->get_col( $this->other()->prepare( 'SELECT id FROM ' . Tables::codes() . ' WHERE email = %s AND used_at IS NULL', $email ) ) );
		$this->assertSame( '1', $this->committed( 'SELECT COUNT(*) FROM ' . Tables::codes() . ' WHERE email = %s', $email ) );
		$this->assertConnectionClean();
	}

	public function test_an_account_deletion_killed_before_the_user_row_is_deleted_whole(): void {
		global $wpdb;
		list( $member, $comment ) = $this->member_with_comment();
		$this->kill_before( '/^DELETE FROM `?' . preg_quote( $wpdb->users, '/' ) . '`? /' );

		$deleted = AccountData::delete( $member );

		$this->assertCount( 1, $this->killed );
		$this->assertTrue( $deleted );
		$this->assertSame( '0', $this->committed( "SELECT COUNT(*) FROM {$wpdb->users} WHERE ID = %d", $member ), 'the user row' );
		$this->assertSame( '0', $this->committed( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE user_id = %d", $member ), 'the user meta' );
		$this->assertSame( '0', $this->committed( "SELECT user_id FROM {$wpdb->comments} WHERE comment_ID = %d", $comment ), 'the comment is anonymous' );
		$this->assertSame( '1', $this->committed( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_ID = %d AND comment_author_email = ''", $comment ), 'no address left on it' );
		$this->assertConnectionClean();
	}

	public function test_an_account_deletion_killed_at_commit_answers_busy_and_the_account_stays(): void {
		global $wpdb;
		list( $member, $comment ) = $this->member_with_comment();
		$this->kill_before( '/^COMMIT$/', '/^DELETE FROM `?' . preg_quote( $wpdb->users, '/' ) . '`? /' );

		$deleted = AccountData::delete( $member );

		$this->assertCount( 1, $this->killed );
		$this->assertBusy( $deleted );
		$this->assertSame( '1', $this->committed( "SELECT COUNT(*) FROM {$wpdb->users} WHERE ID = %d", $member ) );
		$this->assertSame( (string) $member, $this->committed( "SELECT user_id FROM {$wpdb->comments} WHERE comment_ID = %d", $comment ) );
		$this->assertNotSame( '0', $this->committed( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE user_id = %d", $member ) );
		$this->assertConnectionClean();
	}

	public function test_a_counter_run_once_is_counted_once_when_killed_before_it(): void {
		global $wpdb;
		$email  = $this->email();
		$bucket = hash( 'sha256', 'code:email-hour:' . $email );
		// One fixed window: the retry after the reconnect may run in a later second than the row.
		$window = gmdate( 'Y-m-d H:i:s', time() - time() % HOUR_IN_SECONDS );
		$sql    = $wpdb->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, %s, 1, UTC_TIMESTAMP()) ON DUPLICATE KEY UPDATE hits = hits + 1', $bucket, $window );
		$this->other()->query( $this->other()->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, %s, 5, UTC_TIMESTAMP())', $bucket, $window ) );
		$this->kill_before( '/^INSERT INTO ' . preg_quote( Tables::rate_limits(), '/' ) . '/' );

		$result = Retry::once( $sql );

		$this->assertCount( 1, $this->killed );
		$this->assertSame( 2, $result, 'ON DUPLICATE KEY UPDATE reports 2 rows for an updated row' );
		$this->assertSame( '6', $this->committed( 'SELECT hits FROM ' . Tables::rate_limits() . ' WHERE bucket = %s', $bucket ) );
		$this->assertConnectionClean();
	}

	public function test_a_counter_run_once_killed_at_its_commit_is_not_known_written_and_not_run_again(): void {
		global $wpdb;
		$bucket = hash( 'sha256', 'code:email-hour:' . $this->email() );
		$sql    = $wpdb->prepare( 'INSERT INTO ' . Tables::rate_limits() . ' (bucket, window_start, hits, expires_at) VALUES (%s, UTC_TIMESTAMP(), 1, UTC_TIMESTAMP()) ON DUPLICATE KEY UPDATE hits = hits + 1', $bucket );
		$this->kill_before( '/^COMMIT$/' );

		$result = Retry::once( $sql );

		$this->assertCount( 1, $this->killed );
		$this->assertFalse( $result );
		// Killed before the server had the COMMIT: rolled back, and not run a second time.
		$this->assertNull( $this->committed( 'SELECT hits FROM ' . Tables::rate_limits() . ' WHERE bucket = %s', $bucket ) );
		$this->assertConnectionClean();
	}

	public function test_an_idempotent_statement_is_run_again_by_wpdb_on_the_new_connection_and_written_once(): void {
		global $wpdb;
		$member = self::factory()->member();
		$post   = self::factory()->post();
		array_push( $this->users, $member );
		array_push( $this->posts, $post );
		$table = Tables::collections();
		$this->kill_before( '/^INSERT IGNORE INTO ' . preg_quote( $table, '/' ) . '/' );

		$result = Retry::statement( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, post_id, created_at) VALUES (%d, %d, UTC_TIMESTAMP())", $member, $post ) );

		$this->assertCount( 1, $this->killed );
		$this->assertSame( 1, $result );
		$this->assertSame( '1', $this->committed( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $member ) );
		$this->assertConnectionClean();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", $member ) );
	}

	public function test_inside_an_open_transaction_a_lost_connection_is_busy_and_leaves_nothing_held(): void {
		global $wpdb;
		$course = $this->course( 7 );
		$wpdb->query( 'START TRANSACTION' );
		$this->kill_before( '/^UPDATE ' . preg_quote( $wpdb->postmeta, '/' ) . ' SET meta_value/' );

		$count = Learners::add( $course, 'client:10.9.9.5|Firefox', '2026-05-10' );

		$this->assertCount( 1, $this->killed );
		$this->assertBusy( $count );
		$this->assertSame( '0', $this->committed( 'SELECT COUNT(*) FROM ' . Tables::course_learners() . ' WHERE course_id = %d', $course ) );
		$this->assertSame( '7', $this->committed( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $course, Course::META_LEARNERS ) );
		$this->assertConnectionClean();
	}

	/**
	 * Kills wpdb's connection, from the other connection, just before the first statement that
	 * matches $pattern is sent (once; with $after, the first one after a statement matching
	 * $after), and waits until the server has dropped it.
	 *
	 * @param string $pattern A regular expression on the statement.
	 * @param string $after   A regular expression on an earlier statement ('' for none).
	 */
	private function kill_before( string $pattern, string $after = '' ): void {
		$armed  = '' === $after;
		$filter = function ( $query ) use ( $pattern, $after, &$armed, &$filter ) {
			if ( ! is_string( $query ) ) {
				return $query;
			}
			if ( ! $armed ) {
				$armed = 1 === preg_match( $after, $query );
			} elseif ( 1 === preg_match( $pattern, $query ) ) {
				remove_filter( 'query', $filter, 10 );
				$thread         = $this->thread();
				$this->killed[] = $thread;
				$this->other()->query( 'KILL ' . $thread );
				$wait = 0;
				while ( $wait++ < 100 && '0' !== $this->committed( 'SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = %d', $thread ) ) {
					usleep( 20000 );
				}
			}
			return $query;
		};
		add_filter( 'query', $filter, 10 );
	}

	/**
	 * The thread id of wpdb's connection, as the server numbers it.
	 */
	private function thread(): int {
		global $wpdb;
		return (int) mysqli_thread_id( $wpdb->dbh ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_thread_id -- the id KILL takes.
	}

	/**
	 * One value read on the other connection (committed data).
	 *
	 * @param string $sql  A statement with placeholders.
	 * @param mixed  ...$args Its values.
	 * @return string|null
	 */
	private function committed( string $sql, ...$args ): ?string {
		$other = $this->other();
		return $other->get_var( $args ? $other->prepare( $sql, ...$args ) : $sql );
	}

	/**
	 * The 503 busy refusal.
	 *
	 * @param mixed $result An answer.
	 */
	private function assertBusy( $result ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 503, $result->get_error_data()['status'] ?? null );
	}

	/**
	 * Asserts that wpdb's connection works afterwards, in autocommit, with no transaction left open.
	 */
	private function assertConnectionClean(): void {
		global $wpdb;
		$this->assertSame( '1', (string) $wpdb->get_var( 'SELECT @@autocommit' ) );
		$this->assertSame( '0', (string) $wpdb->get_var( 'SELECT @@in_transaction' ) );
	}

	/**
	 * A published course with a learner count (committed).
	 *
	 * @param int $count Its learners.
	 */
	private function course( int $count ): int {
		$id            = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		$this->posts[] = $id;
		update_post_meta( $id, Course::META_LEARNERS, $count );
		return $id;
	}

	/**
	 * An address of the test's own.
	 */
	private function email(): string {
		$email          = 'h1-lost-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		$this->emails[] = $email;
		return $email;
	}

	/**
	 * A live code sent two minutes ago (past the resend wait), its id.
	 *
	 * @param string $email Address.
	 */
	private function earlier_code( string $email ): int {
		$other = $this->other();
		$other->insert(
			Tables::codes(),
			array(
				'email'      => $email,
				'purpose'    => VerificationCodes::REGISTER,
				'code_hash'  => str_repeat( '0', 64 ),
				'created_at' => gmdate( 'Y-m-d H:i:s', time() - 120 ),
				'expires_at' => gmdate( 'Y-m-d H:i:s', time() + 600 ),
				'ip'         => '10.9.9.9',
			)
		);
		return (int) $other->insert_id;
	}

	/**
	 * A member with a comment on a post (committed): their ids.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function member_with_comment(): array {
		$member        = self::factory()->member();
		$this->users[] = $member;
		$post          = self::factory()->post();
		$this->posts[] = $post;
		$comment       = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'user_id'              => $member,
				'comment_author'       => 'h1',
				'comment_author_email' => 'h1-member@example.com',
				'comment_content'      => 'A comment.',
				'comment_approved'     => 1,
			)
		);
		return array( $member, $comment );
	}

	/**
	 * Ends any open transaction and writes in autocommit, as a request does.
	 */
	private static function autocommit(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
	}
}
