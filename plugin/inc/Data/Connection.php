<?php
/**
 * Notices when wpdb's connection was replaced during a transaction.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

use mysqli;
use wpdb;

// phpcs:disable WordPress.DB.RestrictedFunctions.mysql_mysqli_query -- on wpdb's own new connection, inside its db_connect(), before wpdb re-runs the statement: $wpdb->query() would run the `query` filters and wpdb's reconnection again.

/**
 * Watches wpdb's connection while a transaction runs. After a lost connection (2006: the node killed,
 * restarted or failed over) wpdb reconnects and runs the failed statement again in autocommit, which
 * would commit it alone, outside the transaction the server rolled back. Every reconnection passes
 * the filter `incompatible_sql_modes` (db_connect() → set_sql_mode()); there this marks the connection
 * lost and sets `autocommit = 0`, so the re-run statement is held for the caller to roll back
 * (release() puts autocommit back). lost() also compares the connection object, whatever path
 * reconnected. See docs/operations.md, "When the database connection is lost mid-write".
 */
final class Connection {

	/**
	 * The wpdb watched.
	 *
	 * @var wpdb
	 */
	private wpdb $db;

	/**
	 * Its connection when watching began.
	 *
	 * @var mysqli|null
	 */
	private ?mysqli $link;

	/**
	 * Whether a new connection was held in autocommit = 0.
	 *
	 * @var bool
	 */
	private bool $held = false;

	/**
	 * The filter on `incompatible_sql_modes`.
	 *
	 * @var callable
	 */
	private $on_connect;

	/**
	 * Starts watching $db's current connection.
	 *
	 * @param wpdb $db The database object.
	 */
	public function __construct( wpdb $db ) {
		$this->db         = $db;
		$this->link       = $this->current();
		$this->on_connect = function ( $modes ) {
			$this->hold();
			return $modes;
		};
		add_filter( 'incompatible_sql_modes', $this->on_connect, PHP_INT_MAX );
	}

	/**
	 * Whether the connection was lost (replaced by another one, or gone) since watching began.
	 *
	 * @phpstan-impure
	 */
	public function lost(): bool {
		return null === $this->link || $this->held || $this->current() !== $this->link;
	}

	/**
	 * Stops watching; a new connection held in autocommit = 0 gets autocommit back (call it after
	 * the rollback: nothing it held is committed).
	 */
	public function release(): void {
		remove_filter( 'incompatible_sql_modes', $this->on_connect, PHP_INT_MAX );
		$dbh = $this->current();
		if ( $this->held && null !== $dbh ) {
			mysqli_query( $dbh, 'SET autocommit = 1' );
		}
	}

	/**
	 * On a (re)connection of the watched wpdb: holds what the new connection runs in an uncommitted
	 * transaction. Other wpdb objects connecting meanwhile are left alone.
	 */
	private function hold(): void {
		$dbh = $this->current();
		if ( null !== $dbh && $dbh !== $this->link ) {
			$this->held = true;
			mysqli_query( $dbh, 'SET autocommit = 0' );
		}
	}

	/**
	 * The watched wpdb's connection now (wpdb::$dbh is protected; wpdb's __get() gives it, as to
	 * code outside wpdb everywhere).
	 */
	private function current(): ?mysqli {
		$dbh = $this->db->__get( 'dbh' );
		return $dbh instanceof mysqli ? $dbh : null;
	}
}
