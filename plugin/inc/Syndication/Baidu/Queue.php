<?php
/**
 * The addresses waiting for Baidu, and the log of what was pushed.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use Mvc\Core\Data\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own table, every query on one of its keys.

/**
 * One row per address queued ({prefix}mvc_baidu_queue): waiting, then sent, failed or removed, with
 * Baidu's answer (a code, Answers::reason() says it in Chinese). waiting_hash is the address's hash
 * while it waits and NULL after, so its unique key lets an address wait once (INSERT IGNORE, safe on
 * every node at once) and keeps every past push in the log.
 */
final class Queue {

	public const WAITING = 'waiting';
	public const SENT    = 'sent';
	public const FAILED  = 'failed';
	public const REMOVED = 'removed';

	/**
	 * The table's columns and keys (Data\Schema::tables()): state_next serves the batch and the
	 * counts, post_state the takedown, updated_at the purge; the log pages on the primary key.
	 */
	public static function columns(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
post_id bigint(20) unsigned NOT NULL DEFAULT 0,
url varchar(2000) NOT NULL,
waiting_hash char(32) DEFAULT NULL,
state varchar(10) NOT NULL DEFAULT \'waiting\',
tries tinyint(3) unsigned NOT NULL DEFAULT 0,
next_try datetime NOT NULL,
answer varchar(64) NOT NULL DEFAULT \'\',
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY waiting_hash (waiting_hash),
KEY state_next (state,next_try,id),
KEY post_state (post_id,state),
KEY updated_at (updated_at)';
	}

	/**
	 * Queues an address unless it is already waiting.
	 *
	 * @param int    $post_id The post it belongs to.
	 * @param string $url     Its address.
	 * @return bool Whether a row was added.
	 */
	public static function add( int $post_id, string $url ): bool {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		$wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO ' . Tables::baidu_queue() . ' (post_id, url, waiting_hash, state, tries, next_try, answer, created_at, updated_at) VALUES (%d, %s, %s, %s, 0, %s, %s, %s, %s)', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
				$post_id,
				$url,
				md5( $url ),
				self::WAITING,
				$now,
				'',
				$now,
				$now
			)
		);
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Takes a post's waiting address out of the queue (a takedown).
	 *
	 * @param int $post_id Post.
	 * @return int Rows removed.
	 */
	public static function remove_post( int $post_id ): int {
		global $wpdb;
		return (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE ' . Tables::baidu_queue() . ' SET state = %s, waiting_hash = NULL, answer = %s, updated_at = %s WHERE post_id = %d AND state = %s', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
				self::REMOVED,
				Answers::TAKEN_DOWN,
				gmdate( 'Y-m-d H:i:s' ),
				$post_id,
				self::WAITING
			)
		);
	}

	/**
	 * The waiting addresses due now, oldest first.
	 *
	 * @param int $limit At most this many.
	 * @param int $now   Unix time.
	 * @return list<object{id: string, post_id: string, url: string, tries: string}>
	 */
	public static function due( int $limit, int $now ): array {
		global $wpdb;
		if ( $limit < 1 ) {
			return array();
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT id, post_id, url, tries FROM ' . Tables::baidu_queue() . ' WHERE state = %s AND next_try <= %s ORDER BY next_try, id LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
				self::WAITING,
				gmdate( 'Y-m-d H:i:s', $now ),
				$limit
			)
		);
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Ends rows: sent, failed or removed, with Baidu's answer.
	 *
	 * @param int[]  $ids    Row ids.
	 * @param string $state  SENT, FAILED or REMOVED.
	 * @param string $answer Answer code.
	 */
	public static function finish( array $ids, string $state, string $answer ): void {
		global $wpdb;
		if ( ! $ids ) {
			return;
		}
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE ' . Tables::baidu_queue() . ' SET state = %s, waiting_hash = NULL, answer = %s, tries = LEAST(tries + 1, 255), updated_at = %s WHERE id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the table name is ours, one %d per id.
				array_merge( array( $state, $answer, gmdate( 'Y-m-d H:i:s' ) ), $ids )
			)
		);
	}

	/**
	 * Keeps a row waiting for a later try, with the answer that delayed it.
	 *
	 * @param int    $id       Row id.
	 * @param int    $tries    Tries made so far.
	 * @param int    $next_try Unix time of the next try.
	 * @param string $answer   Answer code.
	 */
	public static function delay( int $id, int $tries, int $next_try, string $answer ): void {
		global $wpdb;
		$wpdb->update(
			Tables::baidu_queue(),
			array(
				'tries'      => min( 255, $tries ),
				'next_try'   => gmdate( 'Y-m-d H:i:s', $next_try ),
				'answer'     => $answer,
				'updated_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( 'id' => $id ),
			array( '%d', '%s', '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * How many rows are in a state.
	 *
	 * @param string $state State.
	 */
	public static function count( string $state ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::baidu_queue() . ' WHERE state = %s', $state ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
	}

	/**
	 * When the next waiting address is due (Unix time), or null when none waits.
	 */
	public static function next_due(): ?int {
		global $wpdb;
		$next = $wpdb->get_var( $wpdb->prepare( 'SELECT MIN(next_try) FROM ' . Tables::baidu_queue() . ' WHERE state = %s', self::WAITING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
		return is_string( $next ) ? (int) strtotime( $next . ' UTC' ) : null;
	}

	/**
	 * One page of the log, newest first.
	 *
	 * @param int $per_page Rows a page.
	 * @param int $page     Page, from 1.
	 * @return list<object{id: string, post_id: string, url: string, state: string, tries: string, next_try: string, answer: string, updated_at: string}>
	 */
	public static function page( int $per_page, int $page ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT id, post_id, url, state, tries, next_try, answer, updated_at FROM ' . Tables::baidu_queue() . ' ORDER BY id DESC LIMIT %d OFFSET %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
				$per_page,
				max( 0, $page - 1 ) * $per_page
			)
		);
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Deletes ended rows last changed before a time (the log keeps 90 days).
	 *
	 * @param int $before Unix time.
	 */
	public static function purge( int $before ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::baidu_queue() . ' WHERE updated_at < %s AND state <> %s LIMIT 5000', gmdate( 'Y-m-d H:i:s', $before ), self::WAITING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the table name is ours.
	}
}
