<?php
/**
 * Members in wp-admin's user list.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberColumns;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * The four columns sit after the e-mail and show the member's facts, escaped, in Chinese.
 */
final class MemberColumnsTest extends TestCase {

	public function test_columns_follow_the_email(): void {
		$columns = ( new MemberColumns() )->columns(
			array(
				'cb'    => '',
				'email' => '电子邮件',
				'role'  => '角色',
			)
		);

		$this->assertSame( array( 'cb', 'email', 'mvc_institution', 'mvc_title', 'mvc_subscriptions', 'mvc_last_login', 'role' ), array_keys( $columns ) );
		$this->assertSame( '订阅标签数', $columns['mvc_subscriptions'] );
	}

	public function test_cells_show_the_members_facts_escaped(): void {
		$member = self::factory()->member();
		update_user_meta( $member, Profile::META_INSTITUTION, '<b>中国科学院</b>' );
		update_user_meta( $member, Profile::META_TITLE, 'postdoc' );
		update_user_meta( $member, Profile::META_LAST_LOGIN, 1764000000 );
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term(), self::factory()->term() ) );
		$columns = new MemberColumns();

		$this->assertSame( '&lt;b&gt;中国科学院&lt;/b&gt;', $columns->cell( '', 'mvc_institution', $member ) );
		$this->assertSame( '博士后', $columns->cell( '', 'mvc_title', $member ) );
		$this->assertSame( '2', $columns->cell( '', 'mvc_subscriptions', $member ) );
		$this->assertSame( wp_date( 'Y-m-d H:i', 1764000000 ), $columns->cell( '', 'mvc_last_login', $member ) );
		$this->assertSame( '—', $columns->cell( '', 'mvc_last_login', self::factory()->member() ) );
		$this->assertSame( 'kept', $columns->cell( 'kept', 'role', $member ) );
	}

	public function test_a_count_the_database_did_not_give_is_left_blank_not_zero(): void {
		$this->capture_error_log();
		$member = self::factory()->member();
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term() ) );
		$table = Tables::tag_subscriptions();
		$fail  = static fn( $query ) => is_string( $query ) && str_starts_with( ltrim( $query ), "SELECT COUNT(*) FROM {$table} " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		add_filter( 'query', $fail );
		try {
			$cell = ( new MemberColumns() )->cell( '', 'mvc_subscriptions', $member );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( '', $cell );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}
}
