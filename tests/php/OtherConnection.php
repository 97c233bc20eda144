<?php
/**
 * A second database connection for tests.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use wpdb;

/**
 * A connection of its own, outside the test's transaction and in autocommit, as another request or
 * another PHP node has: what it writes is committed at once and seen by others.
 */
trait OtherConnection {

	/**
	 * The connection, opened on first use.
	 *
	 * @var wpdb|null
	 */
	private ?wpdb $other = null;

	/**
	 * The other connection.
	 */
	private function other(): wpdb {
		if ( null === $this->other ) {
			global $wpdb;
			$this->other = new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
			$this->other->set_prefix( $wpdb->prefix );
		}
		return $this->other;
	}

	/**
	 * Runs code on the other connection, as another request would.
	 *
	 * @param callable $code Code.
	 * @return mixed Its result.
	 */
	private function as_other( callable $code ) {
		global $wpdb;
		$mine = $wpdb;
		$wpdb = $this->other(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- another request's connection, put back below.
		try {
			return $code();
		} finally {
			$wpdb = $mine; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}
}
