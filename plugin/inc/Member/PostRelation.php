<?php
/**
 * A member-to-post relation stored in its own table.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

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
	 * Adds the relation to a published article that visitors may read; does nothing when it exists
	 * or when the post is anything else. The check and the insert are one statement.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool Whether a row was added.
	 */
	public function add( int $user_id, int $post_id ): bool {
		global $wpdb;
		$table = $this->table();
		return 1 === $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (user_id, post_id, created_at) SELECT %d, ID, %s FROM {$wpdb->posts} WHERE ID = %d AND post_type = 'post' AND post_status = 'publish' AND post_password = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$user_id,
				current_time( 'mysql', true ),
				$post_id
			)
		);
	}

	/**
	 * Removes the relation with a published article that visitors may read; does nothing when it does
	 * not exist or when the post is anything else (as add(), so a refused call changes nothing).
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool Whether a row was removed.
	 */
	public function remove( int $user_id, int $post_id ): bool {
		global $wpdb;
		$table = $this->table();
		return 1 === $wpdb->query(
			$wpdb->prepare(
				"DELETE r FROM {$table} r INNER JOIN {$wpdb->posts} p ON p.ID = r.post_id WHERE r.user_id = %d AND r.post_id = %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$user_id,
				$post_id
			)
		);
	}
}
