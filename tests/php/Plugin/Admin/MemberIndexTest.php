<?php
/**
 * The members' facts in their own table.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberIndex;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Tests\TestCase;

/**
 * Every change of a copied meta key, by any path, rewrites the user's row; a deleted user's row
 * goes; build() fills the table from the meta as it is.
 */
final class MemberIndexTest extends TestCase {

	/**
	 * A user's row, or null.
	 *
	 * @param int $user_id User.
	 * @return array<string, string>|null
	 */
	private function row( int $user_id ): ?array {
		global $wpdb;
		$table = Tables::member_index();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT institution, title, digest, wechat FROM {$table} WHERE user_id = %d", $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table under test.
		return is_array( $row ) ? $row : null;
	}

	public function test_a_meta_read_the_database_did_not_answer_writes_nothing_and_caches_nothing(): void {
		global $wpdb;
		$this->capture_error_log();
		$member = self::factory()->member();
		Profile::set_digest( $member, true );
		$before = $this->row( $member );

		$start  = "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} ";
		$filter = $this->fail_queries( static fn( string $query ): bool => str_starts_with( ltrim( $query ), $start ) );
		try {
			update_user_meta( $member, Profile::META_TITLE, 'professor' );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( $before, $this->row( $member ), 'a failed read rewrote the row' );
		$this->assertFalse( wp_cache_get( $member, 'user_meta' ), 'a failed read left meta in the cache' );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}

	public function test_each_change_of_a_copied_key_rewrites_the_row(): void {
		$member = self::factory()->member();

		Profile::save(
			$member,
			array(
				'institution' => '清华大学材料学院',
				'title'       => 'postdoc',
			)
		);
		Profile::set_digest( $member, true );
		Identities::attach(
			$member,
			Config::CLIENT_QR,
			array(
				'openid'   => 'o-1',
				'unionid'  => '',
				'nickname' => '微信用户',
			)
		);
		$this->assertSame(
			array(
				'institution' => '清华大学材料学院',
				'title'       => 'postdoc',
				'digest'      => '1',
				'wechat'      => '1',
			),
			$this->row( $member )
		);

		Profile::set_digest( $member, false );
		Identities::detach_all( $member );
		update_user_meta( $member, Profile::META_INSTITUTION, '浙江大学' );
		$this->assertSame(
			array(
				'institution' => '浙江大学',
				'title'       => 'postdoc',
				'digest'      => '0',
				'wechat'      => '0',
			),
			$this->row( $member )
		);

		update_user_meta( $member, 'nickname', '不复制' );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $member );
		$this->assertNull( $this->row( $member ) );
	}

	public function test_build_fills_the_table_from_the_meta(): void {
		global $wpdb;
		$member = self::factory()->member();
		$plain  = self::factory()->member();
		update_user_meta( $member, Profile::META_TITLE, 'professor' );
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		update_user_meta( $member, Identities::META_UNIONID, 'u-1' );
		$wpdb->query( 'DELETE FROM ' . Tables::member_index() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- emptied to be rebuilt.

		MemberIndex::build();

		$this->assertSame(
			array(
				'institution' => '',
				'title'       => 'professor',
				'digest'      => '1',
				'wechat'      => '1',
			),
			$this->row( $member )
		);
		$this->assertNull( $this->row( $plain ) );
	}
}
