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
 * One row per member and tag, kept unique by the table's key, with the member's order. A tag's
 * follower count is kept on write in counts_table() (moved by one with each subscription added or
 * removed, a deleted user's or tag's rows too), so a tag page reads one row, not 50,000 index
 * entries. After rows were written by bulk SQL, delete COUNTED_OPTION: the next request counts again.
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
	 * The option that says the follower counts were filled (count_all()); its value: when.
	 */
	public const COUNTED_OPTION = 'mvc_tag_followers_counted';

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
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, term_id, position, created_at) VALUES (%d, %d, %d, %s)", $user_id, $term_id, $position++, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			if ( 1 === $inserted ) {
				self::move( (int) $term_id, 1 );
			}
		}
		self::forget_followers();
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
				// The row and the tag's follower count in one transaction.
				return Retry::transaction(
					static function () use ( $wpdb, $table, $user_id, $term_id, $count ): int {
						$inserted = (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, term_id, position, created_at) VALUES (%d, %d, %d, %s)", $user_id, $term_id, $count, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
						if ( 1 === $inserted ) {
							self::move( $term_id, 1 );
						}
						return $inserted;
					}
				);
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
		$table = Tables::tag_subscriptions();
		// The row and the tag's follower count in one transaction.
		return Retry::transaction(
			static function () use ( $wpdb, $table, $user_id, $term_id ): int {
				$removed = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d AND term_id = %d", $user_id, $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				if ( 1 === $removed ) {
					self::move( $term_id, -1 );
				}
				return $removed;
			}
		);
	}

	/**
	 * The table of follower counts kept on write: one row per followed tag.
	 */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_tag_followers';
	}

	/**
	 * Its columns and keys (Schema::tables()).
	 */
	public static function counts_columns(): string {
		return 'term_id bigint(20) unsigned NOT NULL,
followers int(10) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (term_id)';
	}

	/**
	 * Adds the hooks that keep the counts when rows go without this class (called by
	 * Content\ContentVersion::register()): a deleted tag's count goes; a deleted user's tags lose one
	 * follower each, before Member\MemberData deletes their rows (priority 10).
	 */
	public static function register(): void {
		add_action( 'delete_term', array( self::class, 'on_delete_term' ), 9, 3 );
		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ), 9 );
		add_action( 'init', array( self::class, 'maybe_count' ), 20 );
	}

	/**
	 * Fills the counts on a request when they were not filled yet (count_all()).
	 */
	public static function maybe_count(): void {
		if ( ! self::counted() && ! wp_installing() ) {
			self::count_all();
		}
	}

	/**
	 * A tag is being deleted: its count goes (MemberData deletes its rows).
	 *
	 * @param mixed $term_id  Term id.
	 * @param mixed $tt_id    Term taxonomy id.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public static function on_delete_term( $term_id, $tt_id = 0, $taxonomy = '' ): void {
		global $wpdb;
		unset( $tt_id );
		if ( 'post_tag' === $taxonomy ) {
			$wpdb->delete( self::counts_table(), array( 'term_id' => (int) $term_id ), array( '%d' ) );
			self::forget_followers();
		}
	}

	/**
	 * A user was deleted: each tag they followed loses one follower (MemberData deletes their rows
	 * right after).
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_deleted_user( $user_id ): void {
		global $wpdb;
		$table  = Tables::tag_subscriptions();
		$counts = self::counts_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$counts} c INNER JOIN {$table} s ON s.term_id = c.term_id SET c.followers = c.followers - 1 WHERE s.user_id = %d AND c.followers > 0", (int) $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and counts_table().
		self::forget_followers();
	}

	/**
	 * Moves a tag's follower count by one, in SQL (never read and written back).
	 *
	 * @param int $term_id Tag id.
	 * @param int $delta   1 or -1.
	 */
	private static function move( int $term_id, int $delta ): void {
		global $wpdb;
		$counts = self::counts_table();
		if ( $delta > 0 ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$counts} (term_id, followers) VALUES (%d, 1) ON DUPLICATE KEY UPDATE followers = followers + 1", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from counts_table().
		} else {
			$wpdb->query( $wpdb->prepare( "UPDATE {$counts} SET followers = followers - 1 WHERE term_id = %d AND followers > 0", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from counts_table().
		}
	}

	/**
	 * Whether the counts were filled from the existing rows (count()).
	 */
	public static function counted(): bool {
		return (bool) get_option( self::COUNTED_OPTION );
	}

	/**
	 * Fills the counts from the subscriptions once (one grouped INSERT ... SELECT over the term_id
	 * index, about 0.15 s for 433,000 rows), in one transaction whose read locks the rows, so a
	 * subscription added meanwhile waits and then moves the filled count. Run on a request's init
	 * while not done (maybe_count()); until then the counts are read by COUNT(*).
	 *
	 * @return bool Whether the counts are filled now.
	 */
	public static function count_all(): bool {
		global $wpdb;
		if ( self::counted() ) {
			return true;
		}
		$table  = Tables::tag_subscriptions();
		$counts = self::counts_table();
		$done   = Retry::transaction(
			static function () use ( $wpdb, $table, $counts ): bool {
				$wpdb->query( "INSERT INTO {$counts} (term_id, followers) SELECT term_id, COUNT(*) FROM {$table} GROUP BY term_id ON DUPLICATE KEY UPDATE followers = VALUES(followers)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and counts_table().
				$wpdb->query( "DELETE c FROM {$counts} c LEFT JOIN {$table} s ON s.term_id = c.term_id WHERE s.term_id IS NULL" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and counts_table().
				return true;
			}
		);
		if ( true !== $done ) {
			return false;
		}
		update_option( self::COUNTED_OPTION, time(), true );
		return true;
	}

	/**
	 * How many members follow a tag (exact: one row per member and tag).
	 *
	 * @param int $term_id Tag id.
	 */
	public function followers( int $term_id ): int {
		global $wpdb;
		if ( self::counted() ) {
			$counts = self::counts_table();
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT followers FROM {$counts} WHERE term_id = %d", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from counts_table().
		}
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
			$counts          = self::counts_table();
			$rows            = self::counted()
				? $wpdb->get_results( "SELECT term_id, followers FROM {$counts} WHERE followers > 0", ARRAY_A ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from counts_table(); no input.
				: $wpdb->get_results( "SELECT term_id, COUNT(*) AS followers FROM {$table} GROUP BY term_id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; no input.
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
