<?php
/**
 * Verification codes on a cluster: the earlier codes' end and the new code are one write.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * A conflict (Galera's certification, simulated with SIGNAL) while a code is stored is tried again;
 * when every try fails, the caller gets 503 in Chinese, no mail leaves, and the earlier code still
 * works.
 */
final class VerificationCodesTest extends TestCase {

	/**
	 * The conflicts these tests cause on purpose are logged to a file of the test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
	}

	public function test_a_conflict_while_storing_a_code_is_tried_again_and_one_code_lives(): void {
		$email = $this->address();
		$codes = new VerificationCodes();
		$abort = $this->conflicts( 1 );

		$code = $codes->issue( $email, VerificationCodes::REGISTER, '10.0.0.1' );
		remove_filter( 'query', $abort );

		$this->assertIsString( $code );
		$this->assertSame( array( 1 ), $this->rows( $email ) );
		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $code, false ) );
	}

	public function test_a_code_that_cannot_be_stored_is_not_mailed_and_the_earlier_one_still_works(): void {
		$email   = $this->address();
		$codes   = new VerificationCodes();
		$earlier = (string) $codes->issue( $email, VerificationCodes::REGISTER, '10.0.0.1' );
		// The resend wait is not what this test is about.
		$wait = static fn(): int => 1000;
		add_filter( 'mvc_rate_limit', $wait );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::codes() . ' SET created_at = %s WHERE email = %s', gmdate( 'Y-m-d H:i:s', time() - 120 ), $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$abort = $this->conflicts( 100 );

		$result = $codes->send( $email, VerificationCodes::REGISTER, '10.0.0.1' );
		remove_filter( 'query', $abort );
		remove_filter( 'mvc_rate_limit', $wait );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 503, $result->get_error_data()['status'] ?? null );
		$this->assertSame( 'email', $result->get_error_data()['field'] ?? null );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $result->get_error_message() );
		$this->assertSame( array(), MailSink::to( $email ) );
		$this->assertSame( array( 1 ), $this->rows( $email ) );
		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, $earlier, false ) );
	}

	/**
	 * A new address.
	 */
	private function address(): string {
		return 'codes-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
	}

	/**
	 * Makes the code's INSERT fail as a Galera certification conflict does, $times times.
	 *
	 * @param int $times How many times.
	 * @return callable The filter (to remove).
	 */
	private function conflicts( int $times ): callable {
		$table  = Tables::codes();
		$filter = static function ( $query ) use ( &$times, $table ) {
			if ( $times > 0 && is_string( $query ) && str_starts_with( $query, 'INSERT INTO `' . $table . '`' ) ) {
				--$times;
				return "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction'";
			}
			return $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	/**
	 * The address's codes, oldest first: 1 for a live one, 0 for a dead one.
	 *
	 * @param string $email Address.
	 * @return list<int>
	 */
	private function rows( string $email ): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT used_at IS NULL FROM ' . Tables::codes() . ' WHERE email = %s ORDER BY id', $email ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
	}
}
