<?php
/**
 * The member role.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Member\Role;
use Mvc\Tests\TestCase;

/**
 * Members read, and see no admin bar; operators keep theirs.
 */
final class RoleTest extends TestCase {

	public function test_member_role_can_only_read(): void {
		$role = get_role( Role::NAME );

		$this->assertNotNull( $role );
		$this->assertSame( array( 'read' => true ), $role->capabilities );
	}

	public function test_member_has_no_admin_bar(): void {
		wp_set_current_user( self::factory()->member() );

		$this->assertTrue( Role::is_member() );
		$this->assertFalse( apply_filters( 'show_admin_bar', true ) );
	}

	public function test_operator_keeps_admin_bar(): void {
		wp_set_current_user( 1 );

		$this->assertFalse( Role::is_member() );
		$this->assertTrue( apply_filters( 'show_admin_bar', true ) );
	}
}
