<?php
/**
 * What a member import finds already on this site: accounts, WeChat ids, avatar images.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Member\WeChat\Identities;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- a batch's look-ups by key (one placeholder per value; table names from $wpdb); never cached.

/**
 * One query a batch for each question MemberWriter asks before it writes anything.
 */
final class ExistingAccounts {

	/**
	 * Users by a column of the users table.
	 *
	 * @param string            $column `ID` or `user_email`.
	 * @param array<int, mixed> $values Values.
	 * @return array<int|string, array{ID: string}> Value (an address lower-cased) => row.
	 */
	public static function users_by( string $column, array $values ): array {
		global $wpdb;
		$values = array_values( array_unique( $values ) );
		if ( ! $values ) {
			return array();
		}
		$in    = implode( ', ', array_fill( 0, count( $values ), 'ID' === $column ? '%d' : '%s' ) );
		$users = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_email FROM {$wpdb->users} WHERE {$column} IN ({$in})", $values ), ARRAY_A ) as $row ) {
			$users[ 'ID' === $column ? (int) $row['ID'] : strtolower( (string) $row['user_email'] ) ] = $row;
		}
		return $users;
	}

	/**
	 * Who has the batch's WeChat ids here: "key\0id" => account (ids compared byte for byte).
	 *
	 * @param array<int, array<string, mixed>> $members MemberLine::read() results.
	 * @return array<string, int>
	 */
	public static function wechat_owners( array $members ): array {
		global $wpdb;
		$keys   = array_values( Identities::meta_keys() );
		$values = array();
		foreach ( $members as $member ) {
			foreach ( $keys as $key ) {
				if ( isset( $member['meta'][ $key ] ) ) {
					$values[] = $member['meta'][ $key ];
				}
			}
		}
		if ( ! $values ) {
			return array();
		}
		$values = array_values( array_unique( $values ) );
		$in     = implode( ', ', array_fill( 0, count( $values ), '%s' ) );
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE meta_key IN (%s, %s, %s) AND meta_value IN ({$in})", array_merge( $keys, $values ) ), ARRAY_A );
		$owners = array();
		foreach ( $rows as $row ) {
			$owners[ $row['meta_key'] . "\0" . $row['meta_value'] ] = (int) $row['user_id'];
		}
		return $owners;
	}

	/**
	 * Whether one of the member's WeChat ids belongs to another account here.
	 *
	 * @param array<string, mixed> $member MemberLine::read().
	 * @param array<string, int>   $owners wechat_owners().
	 * @param int                  $user   The member's account here, or 0.
	 */
	public static function wechat_taken( array $member, array $owners, int $user ): bool {
		foreach ( Identities::meta_keys() as $key ) {
			$value = $member['meta'][ $key ] ?? '';
			$owner = '' === $value ? 0 : ( $owners[ $key . "\0" . $value ] ?? 0 );
			if ( $owner && $owner !== $user ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The avatars already on this site (the old site's uploads copied over, or the content import's
	 * attachments), by the file's URL: the image's path under the uploads folder.
	 *
	 * @param string[] $urls Avatar URLs.
	 * @return array<string, int> URL => attachment id.
	 */
	public static function avatars( array $urls ): array {
		global $wpdb;
		$paths = array();
		foreach ( array_filter( array_unique( $urls ) ) as $url ) {
			$at = strpos( $url, '/uploads/' );
			if ( false !== $at ) {
				$paths[ rawurldecode( substr( $url, $at + 9 ) ) ] = $url;
			}
		}
		if ( ! $paths ) {
			return array();
		}
		$in      = implode( ', ', array_fill( 0, count( $paths ), '%s' ) );
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_wp_attached_file' AND meta_value IN ({$in})", array_keys( $paths ) ), ARRAY_A );
		$avatars = array();
		foreach ( $rows as $row ) {
			$avatars[ $paths[ $row['meta_value'] ] ?? '' ] = (int) $row['post_id'];
		}
		unset( $avatars[''] );
		return $avatars;
	}
}
