<?php
/**
 * Member sessions stored server-side.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the sessions table: a logout or a password reset must end a session at once on every node, so no cache.

/**
 * A session is a random 256-bit token held by the browser in the mvc_member_token cookie; the
 * server keeps only its SHA-256 hash with the member, the expiry and where it came from. Logout
 * deletes the row; a password reset deletes every row of the member.
 */
final class Sessions {

	/**
	 * Lifetime of a "keep me logged in" session.
	 */
	public const PERSISTENT_TTL = 30 * DAY_IN_SECONDS;

	/**
	 * Server-side lifetime of a browser-session login (the cookie itself ends with the browser).
	 */
	public const SESSION_TTL = 2 * DAY_IN_SECONDS;

	/**
	 * Starts a session.
	 *
	 * @param int    $user_id    Member id.
	 * @param bool   $persistent Keep me logged in.
	 * @param string $ip         Client address.
	 * @param string $user_agent Client's user agent.
	 * @return array{token: string, id: int, expires: int}|WP_Error The token (only ever returned here), the row id and
	 *                                                               the expiry; Retry::busy() when the row was not stored.
	 */
	public function create( int $user_id, bool $persistent, string $ip = '', string $user_agent = '' ) {
		global $wpdb;
		$token    = bin2hex( random_bytes( 32 ) );
		$now      = time();
		$expires  = $now + ( $persistent ? self::PERSISTENT_TTL : self::SESSION_TTL );
		$errors   = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			Tables::sessions(),
			array(
				'user_id'    => $user_id,
				'token_hash' => self::hash( $token ),
				'persistent' => $persistent ? 1 : 0,
				'created_at' => gmdate( 'Y-m-d H:i:s', $now ),
				'expires_at' => gmdate( 'Y-m-d H:i:s', $expires ),
				'ip'         => substr( $ip, 0, 45 ),
				'user_agent' => substr( $user_agent, 0, 255 ),
			),
			array( '%d', '%s', '%d', '%s', '%s', '%s', '%s' )
		);
		$wpdb->suppress_errors( $errors );
		if ( 1 !== $inserted ) {
			error_log( 'MVC Core: a session was not stored (' . $wpdb->last_error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see logins that failed.
			return Retry::busy();
		}
		return array(
			'token'   => $token,
			'id'      => (int) $wpdb->insert_id,
			'expires' => $expires,
		);
	}

	/**
	 * The live session of a token. The member's row comes in the same query and goes to the users
	 * cache, so the request's get_userdata() costs no query of its own.
	 *
	 * A query that failed (a database without quorum) is not an unknown token: it answers
	 * Retry::busy(), so that the caller keeps the cookie of a session that may well be alive.
	 *
	 * @param string $token Token from the cookie.
	 * @return array{id: int, user_id: int, created: int, expires: int, persistent: bool}|WP_Error|null The session,
	 *         Retry::busy() when the database did not answer, null for no live session.
	 */
	public function find( string $token ) {
		global $wpdb;
		if ( 1 !== preg_match( '/^[0-9a-f]{64}$/', $token ) ) {
			return null;
		}
		$table  = Tables::sessions();
		$errors = $wpdb->suppress_errors( true );
		$row    = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT s.id AS mvc_session_id, s.persistent AS mvc_persistent, s.created_at AS mvc_created_at, s.expires_at AS mvc_expires_at, u.* FROM {$table} s INNER JOIN {$wpdb->users} u ON u.ID = s.user_id WHERE s.token_hash = %s AND s.expires_at > %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				self::hash( $token ),
				gmdate( 'Y-m-d H:i:s' )
			),
			ARRAY_A
		);
		$wpdb->suppress_errors( $errors );
		if ( '' !== $wpdb->last_error ) {
			error_log( 'MVC Core: a session could not be read (' . $wpdb->last_error . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators must see sessions that could not be read.
			return Retry::busy();
		}
		if ( ! is_array( $row ) ) {
			return null;
		}
		$session = array(
			'id'         => (int) $row['mvc_session_id'],
			'user_id'    => (int) $row['ID'],
			'created'    => (int) strtotime( $row['mvc_created_at'] . ' UTC' ),
			'expires'    => (int) strtotime( $row['mvc_expires_at'] . ' UTC' ),
			'persistent' => (bool) $row['mvc_persistent'],
		);
		if ( false === wp_cache_get( $session['user_id'], 'users' ) ) {
			$user = array_diff_key( $row, array_flip( array( 'mvc_session_id', 'mvc_persistent', 'mvc_created_at', 'mvc_expires_at' ) ) );
			update_user_caches( (object) $user );
		}
		return $session;
	}

	/**
	 * Ends one session.
	 *
	 * @param int $id Session id.
	 * @return bool False when the database did not answer (the session may still be alive).
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		$errors  = $wpdb->suppress_errors( true );
		$deleted = $wpdb->delete( Tables::sessions(), array( 'id' => $id ), array( '%d' ) );
		$wpdb->suppress_errors( $errors );
		return false !== $deleted;
	}

	/**
	 * Ends every session of a member.
	 *
	 * @param int $user_id Member id.
	 * @return int How many ended.
	 */
	public function delete_for_user( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( Tables::sessions(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * Removes expired rows (tried again after a conflict: Retry::statement()). A delete the
	 * database did not do is logged and leaves them to the next run (an expired row logs nobody in).
	 *
	 * @return bool Whether they were removed.
	 */
	public function purge_expired(): bool {
		global $wpdb;
		$table = Tables::sessions();
		return false !== \Mvc\Core\Data\BatchDelete::run( $table, $wpdb->prepare( 'expires_at <= %s', gmdate( 'Y-m-d H:i:s' ) ), 'expires_at' );
	}

	/**
	 * How many live sessions a member has.
	 *
	 * @param int $user_id Member id.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = Tables::sessions();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND expires_at > %s", $user_id, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The stored form of a token.
	 *
	 * @param string $token Token.
	 */
	private static function hash( string $token ): string {
		return hash( 'sha256', $token );
	}
}
