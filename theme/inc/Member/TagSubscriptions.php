<?php
/**
 * Members' tag subscriptions.
 *
 * @package Mvc
 */

namespace Mvc\Member;

use Mvc\Data\Tables;

/**
 * One row per member and tag, kept unique by the table's key, with the member's order.
 */
final class TagSubscriptions {

	public const LIMIT = 10;

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
}
