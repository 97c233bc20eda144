<?php
/**
 * Which object of this site a source site's id stands for.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the map table (name from $wpdb->prefix), read and written by key in batches; never cached.

/**
 * One row per (source site, kind, source id): the id here, or 0 when this site has no such object.
 * The source is source() of the file's header. Kinds: `term`, `post`, `comment` (the file's
 * dictionary, resolved by stable keys), `user` (the accounts a member import made or found). A
 * second import of the same site finds its accounts here, so nothing is doubled.
 */
final class TransferMap {

	/**
	 * The table.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_transfer_map';
	}

	/**
	 * Its columns (Schema::tables()).
	 */
	public static function columns(): string {
		return 'source char(16) NOT NULL,
kind varchar(10) NOT NULL,
old_id bigint(20) unsigned NOT NULL,
new_id bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (source,kind,old_id),
KEY kind_new (kind,new_id)';
	}

	/**
	 * The key of a source site: its home URL without scheme and trailing slash, hashed.
	 *
	 * @param string $site The source's home URL.
	 */
	public static function source( string $site ): string {
		$site = strtolower( untrailingslashit( (string) preg_replace( '#^https?://#i', '', trim( $site ) ) ) );
		return substr( hash( 'sha256', $site ), 0, 16 );
	}

	/**
	 * Writes ids (one statement).
	 *
	 * @param string          $source Source key.
	 * @param string          $kind   Kind.
	 * @param array<int, int> $ids    Source id => id here (0: none).
	 */
	public static function put( string $source, string $kind, array $ids ): void {
		global $wpdb;
		if ( ! $ids ) {
			return;
		}
		// 1,000 rows a statement: a content import of 100,000 posts maps them all at its end.
		foreach ( array_chunk( $ids, 1000, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $old => $new ) {
				$values[] = $wpdb->prepare( '(%s, %s, %d, %d)', $source, $kind, $old, $new );
			}
			$wpdb->query( 'INSERT INTO ' . self::table() . ' (source, kind, old_id, new_id) VALUES ' . implode( ', ', $values ) . ' ON DUPLICATE KEY UPDATE new_id = VALUES(new_id)' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
	}

	/**
	 * Reads ids (one statement).
	 *
	 * @param string $source Source key.
	 * @param string $kind   Kind.
	 * @param int[]  $old    Source ids.
	 * @return array<int, int> Source id => id here (0: none), for the ids mapped.
	 */
	public static function get( string $source, string $kind, array $old ): array {
		global $wpdb;
		$old = array_values( array_unique( array_map( 'intval', $old ) ) );
		if ( ! $old ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ', ', array_fill( 0, count( $old ), '%d' ) );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT old_id, new_id FROM {$table} WHERE source = %s AND kind = %s AND old_id IN ({$in})", array_merge( array( $source, $kind ), $old ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id, the values as one array.
		$map   = array();
		foreach ( $rows as $row ) {
			$map[ (int) $row['old_id'] ] = (int) $row['new_id'];
		}
		return $map;
	}

	/**
	 * The source id an account here was imported from, if any.
	 *
	 * @param string $source  Source key.
	 * @param int    $user_id Account here.
	 */
	public static function source_user( string $source, int $user_id ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT old_id FROM {$table} WHERE kind = 'user' AND new_id = %d AND source = %s LIMIT 1", $user_id, $source ) );
	}
}
