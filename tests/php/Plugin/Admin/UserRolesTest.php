<?php
/**
 * Users per role for the users screen.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\UserRoles;
use Mvc\Tests\TestCase;
use WP_User_Query;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the tests compare with core's count and EXPLAIN the statements.

/**
 * The site's count_users() gives core's numbers through every write (a user created, a role set, added,
 * removed, capabilities emptied, a user deleted) and after a rebuild, without reading the
 * capabilities meta; the list of one role gives core's users and total without the meta join or
 * found rows.
 */
final class UserRolesTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		UserRoles::rebuild();
	}

	/**
	 * Core's own count (no filter).
	 *
	 * @return mixed
	 */
	private function core() {
		remove_filter( 'pre_count_users', array( UserRoles::class, 'count_users' ), 10 );
		$count = count_users();
		add_filter( 'pre_count_users', array( UserRoles::class, 'count_users' ), 10, 3 );
		return $count;
	}

	private function assert_same_as_core( string $step ): void {
		$this->assertSame( $this->core(), count_users(), $step );
	}

	public function test_the_counts_are_core_s_through_every_write(): void {
		$this->assertTrue( UserRoles::ready() );
		$member = self::factory()->user( array( 'role' => 'member' ) );
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		self::factory()->user( array( 'role' => 'member' ) );
		$this->assert_same_as_core( 'created' );

		$user = get_user_by( 'id', $member );
		$user->add_role( 'editor' );
		$this->assert_same_as_core( 'role added' );
		$user->remove_role( 'member' );
		$this->assert_same_as_core( 'role removed' );
		$user->set_role( 'member' );
		$this->assert_same_as_core( 'role set' );
		$user->set_role( '' );
		$this->assert_same_as_core( 'no role' );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor );
		$this->assert_same_as_core( 'deleted' );
		UserRoles::sync( $member );
		$this->assert_same_as_core( 'synced again' );

		global $wpdb;
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		count_users();
		remove_filter( 'query', $spy );
		$this->assertCount( 1, $seen );
		$this->assertStringNotContainsString( $wpdb->usermeta, $seen[0] );
	}

	public function test_rebuild_counts_meta_written_with_bulk_sql(): void {
		global $wpdb;
		$id = self::factory()->user( array( 'role' => 'member' ) );
		$wpdb->update( $wpdb->usermeta, array( 'meta_value' => serialize( array( 'editor' => true ) ) ), array( 'user_id' => $id, 'meta_key' => $wpdb->get_blog_prefix() . 'capabilities' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.DB.SlowDBQuery, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		clean_user_cache( $id );
		$this->assertNotSame( $this->core(), count_users() );
		UserRoles::rebuild();
		$this->assert_same_as_core( 'rebuilt' );
	}

	/**
	 * The users screen's query of one role, as the list table builds it.
	 *
	 * @param array<string, mixed> $vars Arguments.
	 * @param bool                 $ours Whether UserRoles' hooks run.
	 * @return array{0: list<int>, 1: int, 2: string}
	 */
	private function list_query( array $vars, bool $ours ): array {
		$args = array_merge(
			array(
				'number'      => 2,
				'offset'      => 0,
				'role'        => 'member',
				'orderby'     => 'login',
				'order'       => 'ASC',
				'count_total' => true,
				'fields'      => 'ID',
			),
			$vars
		);
		if ( $ours ) {
			$args = UserRoles::query_args( $args );
		} else {
			remove_action( 'pre_user_query', array( UserRoles::class, 'where' ), 20 );
		}
		$query = new WP_User_Query( $args );
		add_action( 'pre_user_query', array( UserRoles::class, 'where' ), 20 );
		return array( array_map( 'intval', $query->get_results() ), $query->get_total(), $query->request );
	}

	public function test_the_list_of_one_role_is_core_s_without_the_meta_join(): void {
		global $wpdb;
		foreach ( array( 'zhang', 'li', 'wang', 'zhao' ) as $login ) {
			self::factory()->user(
				array(
					'role'       => 'member',
					'user_login' => $login . wp_rand(),
				)
			);
		}
		self::factory()->user( array( 'role' => 'editor' ) );
		foreach ( array( array(), array( 'offset' => 2 ), array( 'order' => 'DESC' ), array( 'search' => '*li*' ) ) as $vars ) {
			$core = $this->list_query( $vars, false );
			$ours = $this->list_query( $vars, true );
			$this->assertSame( $core[0], $ours[0], wp_json_encode( $vars ) );
			$this->assertSame( $core[1], $ours[1], wp_json_encode( $vars ) );
			$this->assertStringContainsString( $wpdb->usermeta, $core[2] );
			$this->assertStringNotContainsString( $wpdb->usermeta, $ours[2] );
			if ( ! isset( $vars['search'] ) ) {
				$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $ours[2] );
			}
		}
		$plan = $wpdb->get_results( 'EXPLAIN SELECT n FROM ' . UserRoles::counts_table() . " WHERE role = 'member'", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement.
		$this->assertContains( $plan[0]['type'], array( 'const', 'system', 'eq_ref' ) );
	}
}
