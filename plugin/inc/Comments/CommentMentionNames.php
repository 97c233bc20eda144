<?php
/**
 * The members' display names the mention suggestions search, cut into one- and two-character pieces.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Member\Role;
use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Data\Reads;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lookup table kept beside wp_users, written on each change of a member's name or role; read past the object cache.

/**
 * Keeps each member's display name cut into "grams" (every character and every pair of neighbouring
 * characters) for the comment box's mention suggestions: over 200,000 members a `LIKE '%张%'` read every
 * name. A search reads only the rows of its first one or two characters, already in name order, and
 * applies the LIKE there: the same members, order and total as core's scan. Kept on write (register,
 * profile, role, delete); filled once, resumable (OneTimeFill::ranges()); build() refills it. Rows,
 * hooks and cost: docs/performance.md, "Comments and mention suggestions".
 */
final class CommentMentionNames {

	/**
	 * The option that says the table was filled from the existing users (its value: when).
	 */
	public const BUILT_OPTION = 'mvc_member_names_built';

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_names';
	}

	/**
	 * Adds the hooks (called by CommentModeration::register()).
	 */
	public static function register(): void {
		add_action( 'user_register', array( self::class, 'refresh' ) );
		add_action( 'profile_update', array( self::class, 'refresh' ) );
		add_action( 'set_user_role', array( self::class, 'refresh' ) );
		add_action( 'add_user_role', array( self::class, 'refresh' ) );
		add_action( 'remove_user_role', array( self::class, 'refresh' ) );
		add_action( 'deleted_user', array( self::class, 'forget' ) );
		add_action( 'init', array( self::class, 'maybe_build' ), 2 );
	}

	/**
	 * The grams of a name: each character and each pair of neighbouring characters, once each.
	 *
	 * @param string $name Display name.
	 * @return list<string>
	 */
	public static function grams( string $name ): array {
		$chars = preg_split( '//u', $name, -1, PREG_SPLIT_NO_EMPTY );
		$chars = is_array( $chars ) ? $chars : array();
		$grams = array();
		foreach ( $chars as $i => $char ) {
			$grams[ $char ] = true;
			if ( isset( $chars[ $i + 1 ] ) ) {
				$grams[ $char . $chars[ $i + 1 ] ] = true;
			}
		}
		return array_map( 'strval', array_keys( $grams ) );
	}

	/**
	 * The gram a search reads: its first character, or its first two.
	 *
	 * @param string $search The text (not empty).
	 */
	public static function gram_of( string $search ): string {
		return mb_substr( $search, 0, 2 );
	}

	/**
	 * Rewrites a user's rows from the user (none unless a member).
	 *
	 * @param mixed $user_id User id.
	 */
	public static function refresh( $user_id ): void {
		global $wpdb;
		$user_id = (int) $user_id;
		if ( $user_id <= 0 ) {
			return;
		}
		$user = Reads::checked( static fn() => get_userdata( $user_id ) );
		if ( is_wp_error( $user ) ) {
			return;
		}
		$table = self::table();
		$wpdb->delete( $table, array( 'user_id' => $user_id ), array( '%d' ) );
		if ( ! $user instanceof \WP_User || ! in_array( Role::NAME, (array) $user->roles, true ) ) {
			return;
		}
		$name  = mb_substr( (string) $user->display_name, 0, 250 );
		$rows  = array();
		$value = array();
		foreach ( self::grams( $name ) as $gram ) {
			$rows[]  = '(%s, %s, %d)';
			$value[] = $gram;
			$value[] = $name;
			$value[] = $user_id;
		}
		if ( $rows ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name from table(); one placeholder triple per gram.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (gram, display_name, user_id) VALUES " . implode( ', ', $rows ), $value ) );
		}
	}

	/**
	 * `deleted_user`: the user's rows go.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function forget( $user_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'user_id' => (int) $user_id ), array( '%d' ) );
	}

	/**
	 * `init`: fills the table from the existing users, once (see the class), a range of user ids at
	 * a time (OneTimeFill::ranges()).
	 */
	public static function maybe_build(): void {
		if ( 'done' === get_option( self::BUILT_OPTION ) ) {
			return;
		}
		global $wpdb;
		$table = self::table();
		if ( $table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
			return;
		}
		$last = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from WordPress.
		OneTimeFill::ranges( self::BUILT_OPTION, $last, 20000, self::build( ... ) );
	}

	/**
	 * Fills (or refills) the table from the members (of a range of user ids): two statements, one
	 * per gram length, over MariaDB's sequence engine (positions 1 to 250, a display name's longest).
	 *
	 * @param int $after Users after this id.
	 * @param int $until Users up to this id.
	 */
	public static function build( int $after = 0, int $until = PHP_INT_MAX ): void {
		global $wpdb;
		$table = self::table();
		$role  = '%' . $wpdb->esc_like( '"' . Role::NAME . '"' ) . '%';
		$key   = $wpdb->get_blog_prefix() . 'capabilities';
		foreach ( array( 1, 2 ) as $length ) {
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress and table().
					"INSERT IGNORE INTO {$table} (gram, display_name, user_id) SELECT SUBSTRING(u.display_name, s.seq, %d), u.display_name, u.ID FROM {$wpdb->users} u INNER JOIN {$wpdb->usermeta} m ON m.user_id = u.ID AND m.meta_key = %s AND m.meta_value LIKE %s INNER JOIN seq_1_to_250 s ON s.seq <= CHAR_LENGTH(u.display_name) - %d WHERE u.ID > %d AND u.ID <= %d",
					$length,
					$key,
					$role,
					$length - 1,
					$after,
					$until
				)
			);
		}
	}

	/**
	 * A page of the members whose display name contains a text, by name, and how many there are.
	 *
	 * @param string $search   The text (trimmed, not empty).
	 * @param int    $exclude  User left out (the reader).
	 * @param int    $offset   Members skipped.
	 * @param int    $number   Members at most.
	 * @return array{ids: list<int>, total: int}
	 */
	public static function search( string $search, int $exclude, int $offset, int $number ): array {
		global $wpdb;
		$table = self::table();
		$gram  = self::gram_of( $search );
		$like  = '%' . $wpdb->esc_like( $search ) . '%';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from table().
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$table} WHERE gram = %s AND display_name LIKE %s AND user_id <> %d ORDER BY display_name, user_id LIMIT %d, %d", $gram, $like, $exclude, $offset, $number ) );
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE gram = %s AND display_name LIKE %s AND user_id <> %d", $gram, $like, $exclude ) );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return array(
			'ids'   => array_map( 'intval', $ids ),
			'total' => $total,
		);
	}
}
