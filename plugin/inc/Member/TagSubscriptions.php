<?php
/**
 * Members' tag subscriptions.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Content\CardData;
use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Lock;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the tag subscriptions table: unique rows in the member's order, exact counts (the limit of 10), never cached.

/**
 * One row per member and tag, kept unique by the table's key, with the member's order.
 */
final class TagSubscriptions {

	public const LIMIT = 10;

	/**
	 * What the work under the lock answers at the limit (the lock itself answers null when it
	 * could not be had).
	 */
	private const AT_LIMIT = -1;

	/**
	 * Follower counts of this request (followers_map()).
	 *
	 * @var array<int, int>|null
	 */
	private static ?array $followers = null;

	/**
	 * Subscribes a member to tags, after those they have, in the given order.
	 *
	 * @param int             $user_id Member id.
	 * @param array<int, int> $term_ids Tag ids (existing tags, checked by the caller).
	 */
	public function add_many( int $user_id, array $term_ids ): void {
		global $wpdb;
		$table    = Tables::tag_subscriptions();
		$position = $this->count_for_user( $user_id );
		foreach ( $term_ids as $term_id ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, term_id, position, created_at) VALUES (%d, %d, %d, %s)", $user_id, $term_id, $position++, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		}
	}

	/**
	 * Subscribes a member to one tag, within the limit; idempotent. The count and the insert run
	 * under the member's lock, so two tabs cannot pass the limit together.
	 *
	 * @param int $user_id Member id.
	 * @param int $term_id Tag id (an existing tag, checked by the caller).
	 * @return int|null|WP_Error 1 when it was added, 0 when it was there already, null at the limit,
	 *                           the busy refusal when the lock could not be had in time, or when the
	 *                           database did not answer the check or the count, or did not write it.
	 */
	public function add( int $user_id, int $term_id ) {
		$added = Lock::run(
			'tag-subscriptions:' . $user_id,
			function () use ( $user_id, $term_id ) {
				global $wpdb;
				$table = Tables::tag_subscriptions();
				// A check or count the database did not give is neither "followed" nor "below the limit".
				$held = Reads::checked(
					fn(): array => array(
						(bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE user_id = %d AND term_id = %d", $user_id, $term_id ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
						$this->count_for_user( $user_id ),
					)
				);
				if ( is_wp_error( $held ) ) {
					return $held;
				}
				list( $followed, $count ) = $held;
				if ( $followed ) {
					return 0;
				}
				if ( $count >= self::LIMIT ) {
					return self::AT_LIMIT;
				}
				self::forget_followers();
				$inserted = Retry::statement( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, term_id, position, created_at) VALUES (%d, %d, %d, %s)", $user_id, $term_id, $count, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				return false === $inserted ? Retry::busy() : $inserted;
			}
		);
		if ( null === $added ) {
			return Retry::busy();
		}
		return self::AT_LIMIT === $added ? null : $added;
	}

	/**
	 * Unsubscribes a member from a tag; idempotent.
	 *
	 * @param int $user_id Member id.
	 * @param int $term_id Tag id.
	 * @return int|WP_Error 1 when it was removed, 0 when it was not there, Retry::busy() when the
	 *                      database did not do the delete (tried again after a conflict).
	 */
	public function remove( int $user_id, int $term_id ) {
		global $wpdb;
		self::forget_followers();
		$table   = Tables::tag_subscriptions();
		$removed = Retry::statement( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d AND term_id = %d", $user_id, $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		return false === $removed ? Retry::busy() : $removed;
	}

	/**
	 * How many members follow a tag (exact: one row per member and tag).
	 *
	 * @param int $term_id Tag id.
	 */
	public function followers( int $term_id ): int {
		global $wpdb;
		$table = Tables::tag_subscriptions();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE term_id = %d", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Follower counts of every followed tag (tag id => count), in one query, kept for the request:
	 * a tag list of 100 asks once, not 100 times.
	 *
	 * @return array<int, int>
	 */
	public function followers_map(): array {
		if ( null === self::$followers ) {
			global $wpdb;
			$table           = Tables::tag_subscriptions();
			$rows            = $wpdb->get_results( "SELECT term_id, COUNT(*) AS followers FROM {$table} GROUP BY term_id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; no input.
			self::$followers = array();
			foreach ( (array) $rows as $row ) {
				self::$followers[ (int) $row['term_id'] ] = (int) $row['followers'];
			}
		}
		return self::$followers;
	}

	/**
	 * Forgets the request's follower counts (after a change, and between tests).
	 */
	public static function forget_followers(): void {
		self::$followers = null;
	}

	/**
	 * The member's tag ids, in their order.
	 *
	 * @param int $user_id Member id.
	 * @return array<int, int>
	 */
	public function for_user( int $user_id ): array {
		global $wpdb;
		$table = Tables::tag_subscriptions();
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT term_id FROM {$table} WHERE user_id = %d ORDER BY position, id", $user_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * How many tags the member follows.
	 *
	 * @param int $user_id Member id.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = Tables::tag_subscriptions();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The member's tags in their order (position, then the oldest subscription first), each
	 * `{term_id, name, slug}` with the name as plain text, in one query. A subscription whose tag
	 * was deleted since is left out.
	 *
	 * @param int $user_id Member id.
	 * @return list<array{term_id: int, name: string, slug: string}>
	 */
	public function tags( int $user_id ): array {
		global $wpdb;
		$table = Tables::tag_subscriptions();
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT t.term_id, t.name, t.slug FROM {$table} s INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = s.term_id AND tt.taxonomy = 'post_tag' INNER JOIN {$wpdb->terms} t ON t.term_id = s.term_id WHERE s.user_id = %d ORDER BY s.position, s.id", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$user_id
			),
			ARRAY_A
		);
		$tags  = array();
		foreach ( (array) $rows as $row ) {
			$tags[] = array(
				'term_id' => (int) $row['term_id'],
				'name'    => CardData::plain_text( (string) $row['name'] ),
				'slug'    => (string) $row['slug'],
			);
		}
		return $tags;
	}

	/**
	 * Stores the member's order of their tags: $term_ids must be exactly the tags tags() lists, each
	 * once, in the new order. The check and the one UPDATE run under the member's lock (as add()), so
	 * a tag subscribed in another tab meanwhile makes the order refused, never half applied.
	 *
	 * @param int             $user_id  Member id.
	 * @param array<int, int> $term_ids The member's tag ids in their new order.
	 * @return bool|null True when stored (or nothing to store), false when the ids are not exactly the
	 *                   member's tags (nothing changed), null when the lock could not be had.
	 */
	public function reorder( int $user_id, array $term_ids ): ?bool {
		return Lock::run(
			'tag-subscriptions:' . $user_id,
			function () use ( $user_id, $term_ids ): bool {
				global $wpdb;
				$term_ids = array_values( array_map( 'intval', $term_ids ) );
				$current  = array_column( $this->tags( $user_id ), 'term_id' );
				$given    = $term_ids;
				sort( $current );
				sort( $given );
				if ( $given !== $current ) {
					return false;
				}
				if ( ! $term_ids ) {
					return true;
				}
				$cases = '';
				$args  = array();
				foreach ( $term_ids as $position => $term_id ) {
					$cases .= ' WHEN %d THEN %d';
					array_push( $args, $term_id, $position );
				}
				$table = Tables::tag_subscriptions();
				$in    = implode( ', ', array_fill( 0, count( $term_ids ), '%d' ) );
				$args  = array_merge( $args, array( $user_id ), $term_ids );
				$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET position = CASE term_id{$cases} END WHERE user_id = %d AND term_id IN ({$in})", $args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name from Tables; the cases and the list are placeholders, one per value.
				return true;
			}
		);
	}
}
