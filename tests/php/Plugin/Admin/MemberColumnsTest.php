<?php
/**
 * Members in wp-admin's user list.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberColumns;
use Mvc\Core\Admin\MemberList\Filters;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Tests\TestCase;
use WP_User_Query;

/**
 * The display name (with the member's avatar) leads the row; the member's facts sit after the
 * e-mail, escaped, in Chinese; the filters and the search find members by their facts with
 * prepared SQL, and only the list's own query gets them.
 */
final class MemberColumnsTest extends TestCase {

	/**
	 * Unique text for this test's rows.
	 *
	 * @var string
	 */
	private string $mark = '';

	protected function set_up(): void {
		parent::set_up();
		$this->mark = '测' . strtolower( wp_generate_password( 6, false ) );
		add_action( 'pre_user_query', array( new Filters(), 'where' ) );
	}

	protected function tear_down(): void {
		remove_all_actions( 'pre_user_query' );
		$_GET = array();
		parent::tear_down();
	}

	/**
	 * A member with profile facts.
	 *
	 * @param string               $name  Display name.
	 * @param array<string, mixed> $meta  User meta.
	 */
	private function member( string $name, array $meta = array() ): int {
		$id = self::factory()->member( array( 'display_name' => $name ) );
		foreach ( $meta as $key => $value ) {
			update_user_meta( $id, $key, $value );
		}
		return $id;
	}

	/**
	 * The ids the users list would show for a request's filters and search box.
	 *
	 * @param array<string, string> $get    The request's filters.
	 * @param string                $search The search box.
	 * @return list<int>
	 */
	private function listed( array $get, string $search = '' ): array {
		$_GET = $get;
		$args = ( new Filters() )->query_args(
			array(
				'number' => 50,
				'role'   => '',
				'search' => '' === $search ? '' : '*' . $search . '*',
				'fields' => 'ID',
			)
		);
		$ids  = array_map( 'intval', ( new WP_User_Query( $args ) )->get_results() );
		sort( $ids );
		return $ids;
	}

	public function test_columns_lead_with_the_display_name_and_follow_the_email(): void {
		$columns = ( new MemberColumns() )->columns(
			array(
				'cb'       => '<input type="checkbox">',
				'username' => '用户名',
				'name'     => '姓名',
				'email'    => '电子邮件',
				'role'     => '角色',
			)
		);

		$this->assertSame( array( 'cb', 'mvc_member', 'username', 'email', 'mvc_institution', 'mvc_title', 'mvc_registered', 'mvc_last_login', 'mvc_digest', 'mvc_wechat', 'mvc_subscriptions', 'role' ), array_keys( $columns ) );
		$this->assertSame( '显示名称', $columns['mvc_member'] );
		$this->assertSame( '订阅标签数', $columns['mvc_subscriptions'] );
		$this->assertSame( '注册时间', $columns['mvc_registered'] );
		$this->assertSame( 'mvc_member', ( new MemberColumns() )->primary( 'username', 'users' ) );
		$this->assertSame( 'title', ( new MemberColumns() )->primary( 'title', 'edit-post' ) );
		$this->assertSame( array( 'mvc_registered', true ), ( new MemberColumns() )->sortable( array() )['mvc_registered'] );
	}

	public function test_cells_show_the_members_facts_escaped(): void {
		$member = $this->member(
			'<i>张晓明</i>',
			array(
				Profile::META_INSTITUTION => '<b>中国科学院</b>',
				Profile::META_TITLE       => 'postdoc',
				Profile::META_LAST_LOGIN  => 1764000000,
				Profile::META_DIGEST      => '1',
				Identities::META_UNIONID  => 'union-1',
			)
		);
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term(), self::factory()->term() ) );
		$plain   = $this->member( '李伟' );
		$columns = new MemberColumns();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$user = get_userdata( $member );
		$this->assertNotFalse( $user );

		$name = (string) $columns->cell( '', 'mvc_member', $member );
		$this->assertStringContainsString( '&lt;i&gt;张晓明&lt;/i&gt;', $name );
		$this->assertStringContainsString( 'user-edit.php?user_id=' . $member, $name );
		$this->assertStringContainsString( 'src="' . esc_url( Avatars::DEFAULT_URL, array( 'data' ) ) . '"', $name );
		$this->assertSame( '&lt;b&gt;中国科学院&lt;/b&gt;', $columns->cell( '', 'mvc_institution', $member ) );
		$this->assertSame( '博士后', $columns->cell( '', 'mvc_title', $member ) );
		$this->assertSame( wp_date( 'Y-m-d H:i', (int) strtotime( $user->user_registered . ' UTC' ) ), $columns->cell( '', 'mvc_registered', $member ) );
		$this->assertSame( wp_date( 'Y-m-d H:i', 1764000000 ), $columns->cell( '', 'mvc_last_login', $member ) );
		$this->assertSame( '已开启', $columns->cell( '', 'mvc_digest', $member ) );
		$this->assertSame( '已关闭', $columns->cell( '', 'mvc_digest', $plain ) );
		$this->assertSame( '已绑定', $columns->cell( '', 'mvc_wechat', $member ) );
		$this->assertSame( '—', $columns->cell( '', 'mvc_wechat', $plain ) );
		$this->assertSame( '2', $columns->cell( '', 'mvc_subscriptions', $member ) );
		$this->assertSame( '—', $columns->cell( '', 'mvc_last_login', $plain ) );
		$this->assertSame( 'kept', $columns->cell( 'kept', 'role', $member ) );
	}

	public function test_the_display_name_is_not_a_link_for_who_cannot_edit_the_user(): void {
		$member = $this->member( '王强' );
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );

		$name = (string) ( new MemberColumns() )->cell( '', 'mvc_member', $member );

		$this->assertStringContainsString( '<strong>王强</strong>', $name );
		$this->assertStringNotContainsString( '<a ', $name );
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

	public function test_filters_find_members_by_institution_occupation_digest_and_wechat(): void {
		$tsinghua = $this->member(
			'张晓明',
			array(
				Profile::META_INSTITUTION => $this->mark . '清华大学材料学院',
				Profile::META_TITLE       => 'postdoc',
				Profile::META_DIGEST      => '1',
			)
		);
		$zju      = $this->member(
			'王强',
			array(
				Profile::META_INSTITUTION => $this->mark . '浙江大学',
				Profile::META_TITLE       => 'phd_student',
				Identities::openid_key( Config::CLIENT_QR ) => 'openid-1',
			)
		);
		$other    = $this->member( '陈静', array( Profile::META_TITLE => 'postdoc' ) );
		$mark     = $this->mark;

		$this->assertSame( array( $tsinghua ), $this->listed( array( MemberColumns::FIELD_INSTITUTION => $mark . '清华' ) ) );
		$this->assertSame( array( $tsinghua ), $this->listed( array( MemberColumns::FIELD_INSTITUTION => '材料学院' ) ) );
		$this->assertSame(
			array( $tsinghua, $zju ),
			$this->listed( array( MemberColumns::FIELD_INSTITUTION => $mark ) )
		);
		$this->assertSame(
			array( $tsinghua ),
			$this->listed(
				array(
					MemberColumns::FIELD_INSTITUTION => $mark,
					MemberColumns::FIELD_TITLE       => 'postdoc',
				)
			)
		);
		$this->assertContains( $other, $this->listed( array( MemberColumns::FIELD_TITLE => 'postdoc' ) ) );
		$this->assertNotContains( $zju, $this->listed( array( MemberColumns::FIELD_TITLE => 'postdoc' ) ) );
		$this->assertSame(
			array( $tsinghua ),
			$this->listed(
				array(
					MemberColumns::FIELD_INSTITUTION => $mark,
					MemberColumns::FIELD_DIGEST      => 'on',
				)
			)
		);
		$this->assertSame(
			array( $zju ),
			$this->listed(
				array(
					MemberColumns::FIELD_INSTITUTION => $mark,
					MemberColumns::FIELD_DIGEST      => 'off',
				)
			)
		);
		$this->assertSame(
			array( $zju ),
			$this->listed(
				array(
					MemberColumns::FIELD_INSTITUTION => $mark,
					MemberColumns::FIELD_WECHAT      => 'linked',
				)
			)
		);
		$this->assertSame(
			array( $tsinghua ),
			$this->listed(
				array(
					MemberColumns::FIELD_INSTITUTION => $mark,
					MemberColumns::FIELD_WECHAT      => 'unlinked',
				)
			)
		);
	}

	public function test_unknown_filter_values_and_sql_are_harmless(): void {
		$member = $this->member( '张晓明', array( Profile::META_INSTITUTION => $this->mark . "O'Brien 100%_学院" ) );
		$all    = $this->listed( array() );

		$this->assertSame( $all, $this->listed( array( MemberColumns::FIELD_TITLE => "postdoc' OR 1=1 -- " ) ) );
		$this->assertSame( $all, $this->listed( array( MemberColumns::FIELD_DIGEST => 'maybe' ) ) );
		$this->assertSame( array( $member ), $this->listed( array( MemberColumns::FIELD_INSTITUTION => "O'Brien 100%_" ) ) );
		$this->assertSame( array(), $this->listed( array( MemberColumns::FIELD_INSTITUTION => $this->mark . '%' ) ) );
		$this->assertSame( array(), $this->listed( array( MemberColumns::FIELD_INSTITUTION => "' OR '1'='1" ) ) );
	}

	public function test_search_finds_members_by_display_name_institution_email_or_login(): void {
		$name  = $this->mark . '晓明';
		$found = $this->member( $name, array( Profile::META_INSTITUTION => $this->mark . '清华大学材料学院' ) );
		$other = $this->member( '李伟', array( Profile::META_INSTITUTION => '复旦大学' ) );
		$user  = get_userdata( $found );
		$this->assertNotFalse( $user );

		$this->assertSame( array( $found ), $this->listed( array(), $name ) );
		$this->assertSame( array( $found ), $this->listed( array(), $this->mark . '清华' ) );
		$this->assertSame( array( $found ), $this->listed( array(), $user->user_email ) );
		$this->assertSame( array( $found ), $this->listed( array(), $user->user_login ) );
		$this->assertNotContains( $other, $this->listed( array(), $this->mark ) );
		$this->assertSame( array( $found ), $this->listed( array( MemberColumns::FIELD_TITLE => '' ), $this->mark . '清华大学材料' ) );
	}

	public function test_the_registration_sort_is_by_id_and_other_queries_are_left_alone(): void {
		$_GET = array( MemberColumns::FIELD_INSTITUTION => '不存在的机构' );
		$args = ( new Filters() )->query_args( array( 'orderby' => 'mvc_registered' ) );
		$this->assertSame( 'ID', $args['orderby'] );

		// A query that is not the list's (no filters passed through query_args()) is not filtered.
		$member = $this->member( '张晓明' );
		$ids    = array_map( 'intval', ( new WP_User_Query( array( 'fields' => 'ID' ) ) )->get_results() );
		$this->assertContains( $member, $ids );
	}

	public function test_filters_show_the_current_values_only_once(): void {
		$_GET    = array(
			MemberColumns::FIELD_INSTITUTION => '"><script>',
			MemberColumns::FIELD_TITLE       => 'postdoc',
			MemberColumns::FIELD_WECHAT      => 'linked',
		);
		$filters = new Filters();
		ob_start();
		$filters->filters( 'top' );
		$filters->filters( 'bottom' );
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $html, 'name="' . MemberColumns::FIELD_INSTITUTION . '"' ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '<option value="postdoc" selected=\'selected\'>博士后</option>', $html );
		$this->assertStringContainsString( '<option value="linked" selected=\'selected\'>已绑定微信</option>', $html );
		$this->assertStringContainsString( '筛选', $html );
	}

	public function test_a_page_of_members_reads_its_subscription_counts_in_one_query(): void {
		global $wp_list_table;
		$members = array();
		$terms   = array( self::factory()->term(), self::factory()->term(), self::factory()->term() );
		foreach ( array( 0, 1, 3, 2, 0 ) as $n ) {
			$member    = self::factory()->member();
			$members[] = $member;
			if ( $n ) {
				( new TagSubscriptions() )->add_many( $member, array_slice( $terms, 0, $n ) );
			}
		}
		$saved         = $wp_list_table;
		$wp_list_table = (object) array( 'items' => array_map( 'get_userdata', $members ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the users screen's list table, as cells see it.
		$columns       = new MemberColumns();
		$seen          = array();
		$spy           = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		try {
			$cells = array_map( static fn( $member ) => $columns->cell( '', 'mvc_subscriptions', $member ), $members );
		} finally {
			remove_filter( 'query', $spy );
			$wp_list_table = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
		}
		$this->assertSame( array( '0', '1', '3', '2', '0' ), $cells );
		$this->assertCount( 1, $seen, implode( "\n", $seen ) );
		$table = Tables::tag_subscriptions();
		$this->assertSame( 'key', $this->plan( $seen[0] ) );
		// A user who is not listed is still counted, alone.
		$this->assertSame( '1', $columns->cell( '', 'mvc_subscriptions', $members[1] ) );
		$this->assertStringContainsString( "FROM {$table}", $seen[0] );
	}

	/**
	 * Whether the grouped count reads the table's user key (not a scan).
	 *
	 * @param string $sql The statement.
	 */
	private function plan( string $sql ): string {
		global $wpdb;
		$plan = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- the statement above.
		return 1 === count( $plan ) && 'ALL' !== $plan[0]['type'] && in_array( (string) $plan[0]['key'], array( 'user_term', 'user_id' ), true ) ? 'key' : wp_json_encode( $plan );
	}
}
