<?php
/**
 * The lines a member import refused.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the import's own table (name from $wpdb->prefix), read and written by key; never cached (each step must see the last one's writes).

/**
 * One row per line number in table(), so a step run twice records a refusal once.
 */
final class ImportRefusals {

	/**
	 * The refused lines.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_import_refusals';
	}

	/**
	 * The refusals' columns.
	 */
	public static function columns(): string {
		return 'import_id bigint(20) unsigned NOT NULL,
line int(10) unsigned NOT NULL,
email varchar(100) NOT NULL DEFAULT \'\',
reason varchar(255) NOT NULL DEFAULT \'\',
PRIMARY KEY  (import_id,line)';
	}

	/**
	 * Records refused lines (a line recorded before stays as it was).
	 *
	 * @param int                                                         $id   Import id.
	 * @param array<int, array{line: int, email: string, reason: string}> $rows Refusals.
	 */
	public static function refuse( int $id, array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%d, %d, %s, %s)', $id, $row['line'], mb_substr( $row['email'], 0, 100 ), mb_substr( $row['reason'], 0, 255 ) );
		}
		$wpdb->query( 'INSERT IGNORE INTO ' . self::table() . ' (import_id, line, email, reason) VALUES ' . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
	}

	/**
	 * The refused lines among some line numbers.
	 *
	 * @param int $id    Import id.
	 * @param int $first First line number.
	 * @param int $last  Last line number.
	 * @return array<int, true> Line numbers.
	 */
	public static function refused_between( int $id, int $first, int $last ): array {
		global $wpdb;
		$table = self::table();
		$lines = $wpdb->get_col( $wpdb->prepare( "SELECT line FROM {$table} WHERE import_id = %d AND line BETWEEN %d AND %d", $id, $first, $last ) );
		return array_fill_keys( array_map( 'intval', $lines ), true );
	}

	/**
	 * How many lines an import refused.
	 *
	 * @param int $id Import id.
	 */
	public static function refused_count( int $id ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE import_id = %d", $id ) );
	}

	/**
	 * A page of the refused lines, in line order.
	 *
	 * @param int $id       Import id.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Lines a page.
	 * @return array{list: list<array{line: int, email: string, reason: string}>, total: int}
	 */
	public static function refusals( int $id, int $page, int $per_page ): array {
		global $wpdb;
		$table = self::table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT line, email, reason FROM {$table} WHERE import_id = %d ORDER BY line LIMIT %d OFFSET %d", $id, $per_page, ( $page - 1 ) * $per_page ), ARRAY_A );
		return array(
			'list'  => array_map(
				static fn( array $row ): array => array(
					'line'   => (int) $row['line'],
					'email'  => (string) $row['email'],
					'reason' => (string) $row['reason'],
				),
				$rows
			),
			'total' => self::refused_count( $id ),
		);
	}

	/**
	 * Deletes an import's refusals, a bounded number a statement.
	 *
	 * @param int $id Import id.
	 */
	public static function forget( int $id ): void {
		global $wpdb;
		$table = self::table();
		do {
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE import_id = %d LIMIT 10000", $id ) );
		} while ( $deleted );
	}
}
