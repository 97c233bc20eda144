<?php
/**
 * Runs a test on wpdb's connection outside any transaction.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

/**
 * A WP_UnitTestCase class run earlier in the same process leaves the shared connection in
 * autocommit = 0 (it wraps each test in a transaction). The shared lost-write mark is written
 * only outside a transaction, and rows written by a child process are seen only outside the
 * test's snapshot: these tests end the open transaction and put autocommit back afterwards.
 */
trait OutsideTransaction {

	/**
	 * The connection's autocommit when the test began.
	 *
	 * @var string
	 */
	private $autocommit_before = '1';

	/**
	 * Commits what is open and turns autocommit on.
	 */
	private function leave_transaction(): void {
		global $wpdb;
		$this->autocommit_before = (string) $wpdb->get_var( 'SELECT @@autocommit' );
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'SET autocommit = 1' );
	}

	/**
	 * Puts autocommit back as the test found it.
	 */
	private function restore_transaction(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'SET autocommit = %d', '1' === $this->autocommit_before ? 1 : 0 ) );
	}
}
