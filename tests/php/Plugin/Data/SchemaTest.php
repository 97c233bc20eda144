<?php
/**
 * The custom tables.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Data;

use Mvc\Core\Data\Schema;
use Mvc\Core\Data\Tables;
use Mvc\Tests\TestCase;

/**
 * The tables exist at the current version, on InnoDB, with their unique keys.
 */
final class SchemaTest extends TestCase {

	public function test_version_is_recorded(): void {
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::OPTION ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_relation_tables(): array {
		return array(
			'likes'       => array( 'likes' ),
			'collections' => array( 'collections' ),
		);
	}

	/**
	 * @dataProvider data_relation_tables
	 */
	public function test_relation_table_is_innodb_with_unique_member_post_key( string $table ): void {
		global $wpdb;
		$name = Tables::$table();

		$engine = $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $name ) );
		$keys   = $wpdb->get_results( "SHOW INDEX FROM {$name} WHERE Key_name = 'user_post'", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.

		$this->assertSame( 'InnoDB', $engine );
		$this->assertSame( array( 'user_id', 'post_id' ), array_column( $keys, 'Column_name' ) );
		$this->assertSame( '0', $keys[0]['Non_unique'] );
	}

	public function test_digest_log_is_keyed_by_member_and_period(): void {
		global $wpdb;
		$name = Tables::digest_log();

		$keys = $wpdb->get_results( "SHOW INDEX FROM {$name} WHERE Key_name = 'PRIMARY'", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.

		$this->assertSame( array( 'user_id', 'period' ), array_column( $keys, 'Column_name' ) );
	}

	public function test_messages_are_listed_newest_first_by_an_index(): void {
		global $wpdb;
		$name = Tables::messages();

		$keys = $wpdb->get_results( "SHOW INDEX FROM {$name} WHERE Key_name = 'user_category_id'", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.

		$this->assertSame( array( 'user_id', 'category', 'id' ), array_column( $keys, 'Column_name' ) );
	}

	public function test_core_tables_have_the_site_s_indexes_in_their_column_order(): void {
		global $wpdb;
		$this->assertArrayHasKey( $wpdb->comments, Schema::core_indexes() );
		foreach ( Schema::core_indexes() as $table => $indexes ) {
			foreach ( $indexes as $name => $columns ) {
				$keys     = $wpdb->get_results( $wpdb->prepare( 'SHOW INDEX FROM %i WHERE Key_name = %s', $table, $name ), ARRAY_A );
				$expected = array_map( static fn( $column ) => trim( (string) preg_replace( '/\(\d+\)/', '', $column ) ), explode( ',', $columns ) );
				$this->assertSame( $expected, array_column( $keys, 'Column_name' ), "{$table}.{$name}" );
				$this->assertStringStartsWith( 'mvc_', $name, 'Never the name of a core index.' );
			}
		}
	}
}
