<?php
/**
 * Reads whose statements are watched.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Data\Reads;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * Reads::checked() answers the read's result when every statement was answered, and Retry::busy()
 * (503 服务器繁忙，请重试。) when any failed, the first as well as the last, without printing the error.
 */
final class ReadsTest extends TestCase {

	/**
	 * The failures these tests cause on purpose log to a file of the test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
	}

	public function test_a_read_whose_statements_were_answered_gives_its_result(): void {
		global $wpdb;
		$result = Reads::checked( static fn() => (int) $wpdb->get_var( 'SELECT 1 + 1' ) );

		$this->assertSame( 2, $result );
	}

	public function test_a_read_with_a_failed_first_statement_answers_busy(): void {
		global $wpdb;
		$result = Reads::checked(
			static function () use ( $wpdb ): int {
				$wpdb->get_var( 'SELECT COUNT(*) FROM mvc_no_such_table' );
				return (int) $wpdb->get_var( 'SELECT 2' );
			}
		);

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 503, $result->get_error_data()['status'] );
		$this->assertSame( '服务器繁忙，请重试。', $result->get_error_message() );
	}

	public function test_a_read_with_a_failed_last_statement_answers_busy(): void {
		global $wpdb;
		$result = Reads::checked( static fn() => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM mvc_no_such_table' ) );

		$this->assertInstanceOf( WP_Error::class, $result );
	}

	public function test_an_error_before_the_read_is_not_the_reads(): void {
		global $wpdb;
		$errors = $wpdb->suppress_errors( true );
		$wpdb->get_var( 'SELECT COUNT(*) FROM mvc_no_such_table' );
		$wpdb->suppress_errors( $errors );

		$this->assertSame( 'cached', Reads::checked( static fn() => 'cached' ) );
	}
}
