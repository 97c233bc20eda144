<?php
/**
 * Counts of wp-admin screens kept between requests and made stale by the writes that change them.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\Retry;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- two rows of the options table read and written by SQL (never the options cache, which another request's write would leave stale).

/**
 * A record of counts kept in the options row `mvc_kept_{name}` with the generation it was counted at;
 * `mvc_kept_gen_{name}` holds the current generation, raised by an SQL increment after every write
 * that can change the counts (bump()). A read takes both rows in one query and recounts when the
 * generations differ, storing the generation read *before* counting: a write that lands meanwhile
 * raises it past the stored one, so a stale record is never used. A value missing from a valid record
 * is counted and added under the same rule. After bulk SQL (bin/scale), delete the rows `mvc_kept_%`.
 * See docs/performance.md, "wp-admin screens".
 */
final class KeptCounts {

	/**
	 * Records read in this request: name => array{gen: int, stored: int, data: array<string, mixed>}.
	 *
	 * @var array<string, array{gen: int, stored: int, data: array<string, mixed>}>
	 */
	private static array $records = array();

	/**
	 * One value of a record: the kept one when the record is current, else counted by $count (and kept).
	 *
	 * @param string   $name  The record (a-z, 0-9, _ and -; at most 150 characters).
	 * @param string   $key   The value's key in the record.
	 * @param callable $count Counts the value (no arguments); its result must be JSON-able.
	 * @return mixed
	 */
	public static function get( string $name, string $key, callable $count ) {
		$record = self::$records[ $name ] ?? self::read( $name );
		if ( ! array_key_exists( $key, $record['data'] ) ) {
			$record['data'][ $key ] = $count();
			self::write( $name, $record );
			$record['stored'] = $record['gen'];
		}
		self::$records[ $name ] = $record;
		return $record['data'][ $key ];
	}

	/**
	 * One value of a record when the record is current and has it; null otherwise.
	 *
	 * @param string $name The record.
	 * @param string $key  The value's key.
	 * @return mixed
	 */
	public static function peek( string $name, string $key ) {
		$record                 = self::$records[ $name ] ?? self::read( $name );
		self::$records[ $name ] = $record;
		return $record['data'][ $key ] ?? null;
	}

	/**
	 * Sets one value of a record (counted after the record was read: kept with the generation read
	 * then, so a write since makes it stale).
	 *
	 * @param string $name  The record.
	 * @param string $key   The value's key.
	 * @param mixed  $value The value (JSON-able).
	 */
	public static function put( string $name, string $key, $value ): void {
		$record                 = self::$records[ $name ] ?? self::read( $name );
		$record['data'][ $key ] = $value;
		self::write( $name, $record );
		$record['stored']       = $record['gen'];
		self::$records[ $name ] = $record;
	}

	/**
	 * Makes a record stale (after a write that can change its values).
	 *
	 * @param string $name The record.
	 */
	public static function bump( string $name ): void {
		global $wpdb;
		Retry::once( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off') ON DUPLICATE KEY UPDATE option_value = CAST(option_value AS UNSIGNED) + 1", 'mvc_kept_gen_' . $name ) );
		unset( self::$records[ $name ] );
	}

	/**
	 * The record's current generation and, when it was counted at that generation, its values.
	 *
	 * @param string $name The record.
	 * @return array{gen: int, stored: int, data: array<string, mixed>}
	 */
	private static function read( string $name ): array {
		global $wpdb;
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN (%s, %s)", 'mvc_kept_gen_' . $name, 'mvc_kept_' . $name ), ARRAY_A );
		$gen    = 0;
		$stored = null;
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( 'mvc_kept_gen_' . $name === $row['option_name'] ) {
				$gen = (int) $row['option_value'];
			} else {
				$stored = json_decode( (string) $row['option_value'], true );
			}
		}
		if ( is_array( $stored ) && isset( $stored['gen'], $stored['data'] ) && (int) $stored['gen'] === $gen && is_array( $stored['data'] ) ) {
			return array(
				'gen'    => $gen,
				'stored' => $gen,
				'data'   => $stored['data'],
			);
		}
		return array(
			'gen'    => $gen,
			'stored' => -1,
			'data'   => array(),
		);
	}

	/**
	 * Stores a record with the generation it was counted at.
	 *
	 * @param string                                                   $name   The record.
	 * @param array{gen: int, stored: int, data: array<string, mixed>} $record The record.
	 */
	private static function write( string $name, array $record ): void {
		global $wpdb;
		$value = (string) wp_json_encode(
			array(
				'gen'  => $record['gen'],
				'data' => $record['data'],
			)
		);
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", 'mvc_kept_' . $name, $value ) );
	}

	/**
	 * Forgets what this request read (tests).
	 */
	public static function forget(): void {
		self::$records = array();
	}
}
