<?php
/**
 * Special-issue follows by e-mail.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Follows;

use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Signer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the follows table: unique rows, single-use tokens and exact states, never cached.

/**
 * One row per e-mail address and call-for-papers post, kept unique by the table's key, so repeated
 * and concurrent follows count once; `pending` until the confirmation link is opened, then
 * `confirmed`, and `unsubscribed` ends it. The confirmation token is random, single-use and stored
 * only as its SHA-256; a new one (and mail) is made at most once per RESEND_WAIT. Unsubscribe tokens
 * are an HMAC of the follow's id and address (unsubscribe_token()), so every mail, however old, has a
 * working link though no token is stored in the clear.
 */
final class SpecialIssueFollows {

	public const PENDING      = 'pending';
	public const CONFIRMED    = 'confirmed';
	public const UNSUBSCRIBED = 'unsubscribed';

	/**
	 * Seconds before a pending follow gets a new confirmation mail.
	 */
	public const RESEND_WAIT = 10 * MINUTE_IN_SECONDS;

	/**
	 * Longest address the table keeps.
	 */
	public const MAX_EMAIL = 100;

	/**
	 * Records a follow request of an address for a post, idempotently.
	 *
	 * A new follow, an unsubscribed one asked again, or a pending one whose last confirmation mail
	 * is at least RESEND_WAIT old gets a new confirmation token (the caller mails it). A confirmed
	 * follow, or a pending one mailed recently, is left alone.
	 *
	 * @param int    $post_id Call-for-papers post id (checked by the caller).
	 * @param string $email   Address (lower-case, valid).
	 * @param string $ip      Client address.
	 * @return array{id: int, token: string}|null The follow and its new confirmation token, or null
	 *                                            when no mail is due.
	 */
	public function request( int $post_id, string $email, string $ip ): ?array {
		global $wpdb;
		$table    = Tables::cfp_follows();
		$token    = self::new_token();
		$now      = gmdate( 'Y-m-d H:i:s' );
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (post_id, email, status, token_hash, created_at, ip) VALUES (%d, %s, %s, %s, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$post_id,
				$email,
				self::PENDING,
				self::hash( $token ),
				$now,
				substr( $ip, 0, 45 )
			)
		);
		if ( 1 === $inserted ) {
			return array(
				'id'    => (int) $wpdb->insert_id,
				'token' => $token,
			);
		}
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE post_id = %d AND email = %s", $post_id, $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( ! $id ) {
			return null;
		}
		// One atomic claim: of two parallel repeats, only one gets a new link.
		$renewed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET status = %s, token_hash = %s, created_at = %s, confirmed_at = NULL, reminded_at = NULL, ip = %s WHERE id = %d AND status IN (%s, %s) AND created_at <= %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				self::PENDING,
				self::hash( $token ),
				$now,
				substr( $ip, 0, 45 ),
				$id,
				self::PENDING,
				self::UNSUBSCRIBED,
				gmdate( 'Y-m-d H:i:s', time() - self::RESEND_WAIT )
			)
		);
		return 1 === $renewed ? array(
			'id'    => $id,
			'token' => $token,
		) : null;
	}

	/**
	 * Lets a pending follow be mailed again at once (its confirmation mail could not be sent).
	 *
	 * @param int $id Follow id.
	 */
	public function release( int $id ): void {
		global $wpdb;
		$table = Tables::cfp_follows();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE id = %d AND status = %s", gmdate( 'Y-m-d H:i:s', time() - self::RESEND_WAIT ), $id, self::PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Confirms the pending follow of a confirmation token. The token is used up.
	 *
	 * @param string $token Token from the confirmation link.
	 * @return array{id: int, post_id: int, email: string, status: string}|null The follow, now
	 *                                                                         confirmed; null for an unknown or used token.
	 */
	public function confirm( string $token ): ?array {
		if ( ! self::is_token( $token ) ) {
			return null;
		}
		global $wpdb;
		$table = Tables::cfp_follows();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT id, post_id, email FROM {$table} WHERE token_hash = %s AND status = %s", self::hash( $token ), self::PENDING ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( ! is_array( $row ) ) {
			return null;
		}
		// The hash is replaced by one of a token nobody knows: the link works once.
		$confirmed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET status = %s, confirmed_at = %s, token_hash = %s WHERE id = %d AND status = %s AND token_hash = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				self::CONFIRMED,
				gmdate( 'Y-m-d H:i:s' ),
				self::hash( self::new_token() ),
				(int) $row['id'],
				self::PENDING,
				self::hash( $token )
			)
		);
		if ( 1 !== $confirmed ) {
			return null;
		}
		return array(
			'id'      => (int) $row['id'],
			'post_id' => (int) $row['post_id'],
			'email'   => (string) $row['email'],
			'status'  => self::CONFIRMED,
		);
	}

	/**
	 * The pending follow of a confirmation token, without using the token up (the page that asks
	 * for the confirming press shows it).
	 *
	 * @param string $token Token from the confirmation link.
	 * @return array{id: int, post_id: int, email: string, status: string}|null
	 */
	public function pending( string $token ): ?array {
		if ( ! self::is_token( $token ) ) {
			return null;
		}
		global $wpdb;
		$table = Tables::cfp_follows();
		$id    = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE token_hash = %s AND status = %s", self::hash( $token ), self::PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		return null === $id ? null : $this->get( (int) $id );
	}

	/**
	 * Ends the follow of an unsubscribe token; idempotent.
	 *
	 * @param string $token Token from an unsubscribe link.
	 * @return array{id: int, post_id: int, email: string, status: string}|null The follow, now
	 *                                                                         unsubscribed; null for an invalid token.
	 */
	public function unsubscribe( string $token ): ?array {
		$row = $this->by_unsubscribe_token( $token );
		if ( ! $row ) {
			return null;
		}
		global $wpdb;
		$table = Tables::cfp_follows();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE id = %d", self::UNSUBSCRIBED, $row['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$row['status'] = self::UNSUBSCRIBED;
		return $row;
	}

	/**
	 * The follow an unsubscribe token names.
	 *
	 * @param string $token Token from an unsubscribe link.
	 * @return array{id: int, post_id: int, email: string, status: string}|null
	 */
	public function by_unsubscribe_token( string $token ): ?array {
		if ( 1 !== preg_match( '/^([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts ) ) {
			return null;
		}
		$row = $this->get( (int) $parts[1] );
		if ( ! $row || ! Signer::verify( Signer::FOLLOW_UNSUBSCRIBE, $parts[2], (string) $row['id'], $row['email'] ) ) {
			return null;
		}
		return $row;
	}

	/**
	 * One follow.
	 *
	 * @param int $id Follow id.
	 * @return array{id: int, post_id: int, email: string, status: string}|null
	 */
	public function get( int $id ): ?array {
		global $wpdb;
		$table = Tables::cfp_follows();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT id, post_id, email, status FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'      => (int) $row['id'],
			'post_id' => (int) $row['post_id'],
			'email'   => (string) $row['email'],
			'status'  => (string) $row['status'],
		);
	}

	/**
	 * The status of an address's follow of a post, or null when there is none.
	 *
	 * @param int    $post_id Post id.
	 * @param string $email   Address (lower-case).
	 */
	public function status( int $post_id, string $email ): ?string {
		global $wpdb;
		$table  = Tables::cfp_follows();
		$status = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE post_id = %d AND email = %s", $post_id, $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		return is_string( $status ) ? $status : null;
	}

	/**
	 * How many addresses follow a post (confirmed follows only).
	 *
	 * @param int $post_id Post id.
	 */
	public function confirmed_count( int $post_id ): int {
		global $wpdb;
		$table = Tables::cfp_follows();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE post_id = %d AND status = %s", $post_id, self::CONFIRMED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The posts that have confirmed follows still waiting for their reminder.
	 *
	 * @return list<int>
	 */
	public function posts_awaiting_reminders(): array {
		global $wpdb;
		$table = Tables::cfp_follows();
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$table} WHERE status = %s AND reminded_at IS NULL", self::CONFIRMED ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Confirmed follows of posts that have not had their reminder yet, by id.
	 *
	 * @param array<int, int> $post_ids Post ids.
	 * @param int             $after    Only follows with a greater id.
	 * @param int             $limit    Most rows.
	 * @return list<array{id: int, post_id: int, email: string}>
	 */
	public function due_reminders( array $post_ids, int $after, int $limit ): array {
		$post_ids = array_values( array_filter( array_map( 'intval', $post_ids ) ) );
		if ( ! $post_ids ) {
			return array();
		}
		global $wpdb;
		$table = Tables::cfp_follows();
		$in    = implode( ', ', array_fill( 0, count( $post_ids ), '%d' ) );
		$rows  = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per post id, the values given as one array.
			$wpdb->prepare(
				"SELECT id, post_id, email FROM {$table} WHERE status = %s AND reminded_at IS NULL AND post_id IN ({$in}) AND id > %d ORDER BY id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				array_merge( array( self::CONFIRMED ), $post_ids, array( $after, $limit ) )
			),
			ARRAY_A
		);
		$due = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$due[] = array(
				'id'      => (int) $row['id'],
				'post_id' => (int) $row['post_id'],
				'email'   => (string) $row['email'],
			);
		}
		return $due;
	}

	/**
	 * Claims a follow's reminder: true for exactly one caller, while it is confirmed and unreminded.
	 *
	 * @param int $id Follow id.
	 */
	public function claim_reminder( int $id ): bool {
		global $wpdb;
		$table = Tables::cfp_follows();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET reminded_at = %s WHERE id = %d AND status = %s AND reminded_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $id, self::CONFIRMED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Gives back a claimed reminder whose mail could not be sent.
	 *
	 * @param int $id Follow id.
	 */
	public function release_reminder( int $id ): void {
		global $wpdb;
		$table = Tables::cfp_follows();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET reminded_at = NULL WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * The unsubscribe token of a follow: its id and an HMAC of its id and address under the site's
	 * secret key.
	 *
	 * @param int    $id    Follow id.
	 * @param string $email Its address.
	 */
	public static function unsubscribe_token( int $id, string $email ): string {
		return $id . '.' . Signer::sign( Signer::FOLLOW_UNSUBSCRIBE, (string) $id, $email );
	}

	/**
	 * Whether a string has the shape of a confirmation token.
	 *
	 * @param string $token Candidate.
	 */
	public static function is_token( string $token ): bool {
		return 1 === preg_match( '/^[0-9a-f]{64}$/', $token );
	}

	/**
	 * A random 256-bit token, hex-encoded.
	 */
	private static function new_token(): string {
		return bin2hex( random_bytes( 32 ) );
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
