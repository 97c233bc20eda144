<?php
/**
 * A member-to-post relation stored in its own table.
 *
 * @package Mvc
 */

namespace Mvc\Member;

/**
 * Likes and collections are the same shape: one row per (member, post), kept unique by the table's
 * key, so adding twice or removing twice is harmless and counts stay exact under concurrency.
 */
abstract class PostRelation {

	/**
	 * Full name of the relation's table.
	 */
	abstract protected function table(): string;

	/**
	 * How many members hold the relation with a post.
	 *
	 * @param int $post_id Post id.
	 */
	public function count_for_post( int $post_id ): int {
		global $wpdb;
		$table = $this->table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE post_id = %d", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * How many posts a member holds the relation with.
	 *
	 * @param int $user_id Member id.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = $this->table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Whether a member holds the relation with a post.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 */
	public function has( int $user_id, int $post_id ): bool {
		global $wpdb;
		$table = $this->table();
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND post_id = %d", $user_id, $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Adds the relation; does nothing when it exists.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool Whether a row was added.
	 */
	public function add( int $user_id, int $post_id ): bool {
		global $wpdb;
		$table = $this->table();
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, post_id, created_at) VALUES (%d, %d, %s)", $user_id, $post_id, current_time( 'mysql', true ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Removes the relation; does nothing when it does not exist.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool Whether a row was removed.
	 */
	public function remove( int $user_id, int $post_id ): bool {
		global $wpdb;
		return 1 === $wpdb->delete(
			$this->table(),
			array(
				'user_id' => $user_id,
				'post_id' => $post_id,
			),
			array( '%d', '%d' )
		);
	}
}
