<?php
/**
 * Adds a batch's relations: likes, collections, comment likes, tag subscriptions and messages.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- bulk writes of an import by SQL (each value prepared, one placeholder per id; table names from the plugin); never cached.

/**
 * INSERT IGNORE, or a look for the same row first (messages have no unique key), so a second run
 * of an import adds nothing.
 */
final class RelationRows {

	/**
	 * Adds the relations of members that have an account here.
	 *
	 * @param array<int, array<string, mixed>> $members MemberLine::read() results.
	 * @param array<int, int>                  $users   The source's user id => account here.
	 * @return int Rows added.
	 */
	public static function add( array $members, array $users ): int {
		global $wpdb;
		$rows  = array(
			'subscriptions' => array(),
			'likes'         => array(),
			'collections'   => array(),
			'comment_likes' => array(),
		);
		$now   = current_time( 'mysql', true );
		$batch = array();
		foreach ( $members as $member ) {
			$user = $users[ $member['old'] ] ?? 0;
			if ( ! $user ) {
				continue;
			}
			$batch[ $user ] = $member['messages'];
			foreach ( $member['subscriptions'] as $position => $term ) {
				$rows['subscriptions'][] = $wpdb->prepare( '(%d, %d, %d, %s)', $user, $term, $position, $now );
			}
			foreach ( array( 'likes', 'collections', 'comment_likes' ) as $field ) {
				foreach ( $member[ $field ] as $id => $time ) {
					$rows[ $field ][] = $wpdb->prepare( '(%d, %d, %s)', $user, $id, $time );
				}
			}
		}
		$tables = array(
			'subscriptions' => Tables::tag_subscriptions() . ' (user_id, term_id, position, created_at)',
			'likes'         => Tables::likes() . ' (user_id, post_id, created_at)',
			'collections'   => Tables::collections() . ' (user_id, post_id, created_at)',
			'comment_likes' => Tables::comment_likes() . ' (user_id, comment_id, created_at)',
		);
		$added  = 0;
		foreach ( $rows as $field => $values ) {
			foreach ( array_chunk( $values, 1000 ) as $chunk ) {
				$added += (int) Retry::statement( "INSERT IGNORE INTO {$tables[ $field ]} VALUES " . implode( ', ', $chunk ) );
			}
		}
		return $added + self::messages( $batch );
	}

	/**
	 * Adds the messages the accounts do not have yet (the same category, type, post, comment and
	 * time): one read and one write for the batch.
	 *
	 * @param array<int, list<array<string, mixed>>> $messages Account => messages (MemberLine).
	 * @return int Rows added.
	 */
	private static function messages( array $messages ): int {
		global $wpdb;
		$messages = array_filter( $messages );
		if ( ! $messages ) {
			return 0;
		}
		$table = Tables::messages();
		$users = array_keys( $messages );
		$in    = implode( ', ', array_fill( 0, count( $users ), '%d' ) );
		$have  = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, category, type, post_id, comment_id, created_at FROM {$table} WHERE user_id IN ({$in})", $users ), ARRAY_A ) as $row ) {
			$have[ implode( "\0", $row ) ] = true;
		}
		$actors = ExistingAccounts::users_by( 'user_email', array_filter( array_merge( ...array_map( static fn( array $those ): array => array_column( $those, 'actor' ), array_values( $messages ) ) ) ) );
		$values = array();
		foreach ( $messages as $user => $those ) {
			foreach ( $those as $message ) {
				$key = implode( "\0", array( $user, $message['category'], $message['type'], $message['post'], $message['comment'], $message['created'] ) );
				if ( isset( $have[ $key ] ) ) {
					continue;
				}
				$have[ $key ] = true;
				$values[]     = $wpdb->prepare(
					'(%d, %s, %s, %d, %d, %d, %s, %s, %s)',
					$user,
					$message['category'],
					$message['type'],
					$message['comment'],
					$message['post'],
					(int) ( $actors[ strtolower( $message['actor'] ) ]['ID'] ?? 0 ),
					$message['excerpt'],
					$message['status'],
					$message['created']
				);
			}
		}//end foreach
		$added = 0;
		foreach ( array_chunk( $values, 500 ) as $chunk ) {
			$added += (int) $wpdb->query( "INSERT INTO {$table} (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at) VALUES " . implode( ', ', $chunk ) );
		}
		return $added;
	}
}
