<?php
/**
 * Who gets the digest.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail\Digest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use WP_User;

/**
 * The members a digest goes to: the switch, the verified address, and the digest index of
 * Admin\MemberIndex read by ranges of ids (never a scan of every member).
 */
final class Recipients {

	/**
	 * Whether a member gets the digest: a member, with the switch on and a real, verified address
	 * (Profile::has_verified_email(): not empty, not a .invalid placeholder).
	 *
	 * @param WP_User $user User.
	 */
	public static function is_recipient( WP_User $user ): bool {
		return in_array( Role::NAME, $user->roles, true )
			&& self::is_on( $user->ID )
			&& Profile::has_verified_email( $user->ID );
	}

	/**
	 * Whether a member's digest is switched on.
	 *
	 * @param int $user_id Member id.
	 */
	public static function is_on( int $user_id ): bool {
		return (bool) get_user_meta( $user_id, Profile::META_DIGEST, true );
	}

	/**
	 * Ids of users with the digest switched on, after an id, ascending: a range of the index
	 * (digest, user_id) of Admin\MemberIndex's table (one row per user, kept on every change of the
	 * switch), so a chunk reads its BATCH entries whatever the number of members.
	 *
	 * @param int $after Only ids above this.
	 * @param int $limit Most ids.
	 * @return list<int>
	 */
	public static function after( int $after, int $limit ): array {
		global $wpdb;
		$table = Tables::member_index();
		return array_map(
			'intval',
			$wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the batch's next members, by id: exact, uncached.
				$wpdb->prepare(
					"SELECT user_id FROM {$table} WHERE digest = 1 AND user_id > %d ORDER BY user_id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
					$after,
					$limit
				)
			)
		);
	}

	/**
	 * Users with the digest switched on (the run's total, counted once when it starts): a count of
	 * the digest index's matching entries.
	 */
	public static function total(): int {
		global $wpdb;
		$table = Tables::member_index();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE digest = 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; once a run.
	}

	/**
	 * Users with the digest switched on up to an id (how far the run got): a count of the index's
	 * entries up to the cursor.
	 *
	 * @param int $cursor The last member handled.
	 */
	public static function until( int $cursor ): int {
		global $wpdb;
		$table = Tables::member_index();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE digest = 1 AND user_id <= %d", $cursor ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; the operators' screen.
	}
}
