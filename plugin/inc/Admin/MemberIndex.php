<?php
/**
 * The members' facts the users screen filters on, in a table of their own.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Module;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lookup table kept beside user meta, written on each change of the meta it copies; never cached.

/**
 * Copies the member facts the users screen filters on (institution, occupation, digest, WeChat) from
 * user meta into `{prefix}mvc_member_index`, one row per user with an index on each fact: wp_usermeta
 * has no index on values, so with 200,000 members a filter read the whole table. Each change of those
 * meta keys, by any path, rewrites the user's row; filled once by the request that claims
 * BUILT_OPTION. MemberColumns filters with `ID IN (SELECT user_id …)`; the institution's "contains"
 * reads its index alone, what a contains-search can do without a full-text index. Figures:
 * docs/operators.md, "Members in wp-admin".
 */
final class MemberIndex implements Module {

	/**
	 * The option that says the table was filled from the existing meta (its value: when).
	 */
	public const BUILT_OPTION = 'mvc_member_index_built';

	/**
	 * Always applies: meta changes anywhere (REST, wp-admin, WP-CLI).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'meta_changed' ), 10, 3 );
		}
		add_action( 'deleted_user', array( self::class, 'forget' ) );
		add_action( 'init', array( self::class, 'maybe_build' ), 2 );
	}

	/**
	 * The meta keys the table copies.
	 *
	 * @return list<string>
	 */
	public static function keys(): array {
		return array_merge( array( Profile::META_INSTITUTION, Profile::META_TITLE, Profile::META_DIGEST ), self::wechat_keys() );
	}

	/**
	 * The meta keys of a WeChat identity.
	 *
	 * @return list<string>
	 */
	public static function wechat_keys(): array {
		return array( Identities::META_UNIONID, Identities::openid_key( Config::CLIENT_QR ), Identities::openid_key( Config::CLIENT_INAPP ) );
	}

	/**
	 * `added_user_meta`, `updated_user_meta`, `deleted_user_meta`: the user's row again.
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $user_id  User id.
	 * @param mixed $meta_key Meta key.
	 */
	public function meta_changed( $meta_id, $user_id, $meta_key ): void {
		unset( $meta_id );
		if ( is_string( $meta_key ) && in_array( $meta_key, self::keys(), true ) ) {
			self::refresh( (int) $user_id );
		}
	}

	/**
	 * Writes a user's row from their meta (the meta cache was cleared before the hooks ran). A read
	 * the database did not answer writes nothing (Reads::checked() logs it) and leaves no empty meta
	 * in the cache for the rest of the request to take as the member's: the row waits for the
	 * member's next change.
	 *
	 * @param int $user_id User id.
	 */
	public static function refresh( int $user_id ): void {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return;
		}
		$row = Reads::checked(
			static function () use ( $user_id ): array {
				$wechat = false;
				foreach ( self::wechat_keys() as $key ) {
					$wechat = $wechat || '' !== (string) get_user_meta( $user_id, $key, true );
				}
				return array(
					'user_id'     => $user_id,
					'institution' => mb_substr( (string) get_user_meta( $user_id, Profile::META_INSTITUTION, true ), 0, 100 ),
					'title'       => substr( (string) get_user_meta( $user_id, Profile::META_TITLE, true ), 0, 32 ),
					'digest'      => get_user_meta( $user_id, Profile::META_DIGEST, true ) ? 1 : 0,
					'wechat'      => $wechat ? 1 : 0,
				);
			}
		);
		if ( is_wp_error( $row ) ) {
			wp_cache_delete( $user_id, 'user_meta' );
			return;
		}
		$wpdb->replace( Tables::member_index(), $row, array( '%d', '%s', '%s', '%d', '%d' ) );
	}

	/**
	 * `deleted_user`: the user's row goes.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function forget( $user_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::member_index(), array( 'user_id' => (int) $user_id ), array( '%d' ) );
	}

	/**
	 * `init`: fills the table from the existing meta, once (see the class); a fill that died is
	 * taken over after ten minutes (OneTimeFill).
	 */
	public static function maybe_build(): void {
		( new OneTimeFill( self::BUILT_OPTION, Tables::member_index() ) )->run_once( self::build( ... ) );
	}

	/**
	 * Fills (or refills) the table from the meta of every user: one statement.
	 */
	public static function build(): void {
		global $wpdb;
		$table  = Tables::member_index();
		$keys   = self::keys();
		$wechat = self::wechat_keys();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- table names from Tables and WordPress; every value is a placeholder, the 12 values passed as one array.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (user_id, institution, title, digest, wechat)
				SELECT user_id,
					LEFT(COALESCE(MAX(CASE WHEN meta_key = %s THEN meta_value END), ''), 100),
					LEFT(COALESCE(MAX(CASE WHEN meta_key = %s THEN meta_value END), ''), 32),
					MAX(meta_key = %s AND meta_value <> '' AND meta_value <> '0'),
					MAX(meta_key IN (%s, %s, %s) AND meta_value <> '')
				FROM {$wpdb->usermeta}
				WHERE meta_key IN (%s, %s, %s, %s, %s, %s)
				GROUP BY user_id
				ON DUPLICATE KEY UPDATE institution = VALUES(institution), title = VALUES(title), digest = VALUES(digest), wechat = VALUES(wechat)",
				array_merge( array( Profile::META_INSTITUTION, Profile::META_TITLE, Profile::META_DIGEST ), $wechat, $keys )
			)
		);
		// phpcs:enable
	}
}
