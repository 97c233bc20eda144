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
}
