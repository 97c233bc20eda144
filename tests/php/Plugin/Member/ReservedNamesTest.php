<?php
/**
 * A member cannot wear the site's, the staff's or another member's name.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Comments\CommentMentionNames;
use Mvc\Core\Member\ReservedNames;
use Mvc\Core\Rest\MemberArgs;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * `PUT /api/member/userinfo {display_name}` and registration refuse names that pass for the site
 * (its name, 编辑部, 管理员, admin, full-width and spaced look-alikes), for an operator, or for another
 * member, with one Chinese message on the name's field, and change nothing; other names and the
 * member's own name go through.
 */
final class ReservedNamesTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		update_option( 'blogname', 'MVC 材料前沿' );
		self::factory()->user(
			array(
				'role'         => 'editor',
				'user_login'   => 'desk-editor',
				'display_name' => '李编审',
			)
		);
		self::factory()->member( array( 'display_name' => 'Zhang Wei' ) );
		$this->member = self::factory()->member( array( 'display_name' => '会员8' ) );
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Sends a name change.
	 *
	 * @param string $name The name.
	 * @return array<string, mixed> The envelope.
	 */
	private function rename( string $name ): array {
		return (array) $this->rest(
			'PUT',
			'/api/member/userinfo',
			array(
				'display_name' => $name,
				'title'        => 'phd_student',
			),
			$this->nonce
		)->get_data();
	}

	/**
	 * Names that pass for someone else.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function reserved(): array {
		return array(
			'the editorial office'          => array( '编辑部' ),
			'inside a longer name'          => array( '材料编辑部小王' ),
			'administrator'                 => array( '管理员' ),
			'admin'                         => array( 'admin' ),
			'full-width and upper case'     => array( 'ＡＤＭＩＮ' ),
			'the site name'                 => array( 'MVC 材料前沿' ),
			'the site name spaced and wide' => array( 'ｍｖｃ材料 前沿' ),
			'with a zero-width space'       => array( "编\u{200B}辑部" ),
			'an editor\'s name'             => array( '李编审' ),
			'an editor\'s login'            => array( 'Desk-Editor' ),
			'another member'                => array( 'Zhang Wei' ),
			'another member, other case'    => array( 'zhang wei' ),
			'another member, full width'    => array( 'Ｚｈａｎｇ Ｗｅｉ' ),
		);
	}

	/**
	 * A reserved name is refused on its field, in Chinese, and the name stays.
	 *
	 * @dataProvider reserved
	 *
	 * @param string $name The name.
	 */
	public function test_a_name_that_passes_for_someone_else_is_refused_and_nothing_changes( string $name ): void {
		$answer = $this->rename( $name );

		$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $answer ) );
		$this->assertSame( '这个名字已被使用或为本站保留，请换一个。', $answer['message'] );
		clean_user_cache( $this->member );
		$this->assertSame( '会员8', get_userdata( $this->member )->display_name );
	}

	public function test_the_same_check_holds_before_the_name_table_is_filled(): void {
		delete_option( CommentMentionNames::BUILT_OPTION );
		$this->assertTrue( ReservedNames::taken( 'Ｚｈａｎｇ Ｗｅｉ', $this->member ) );
		$this->assertFalse( ReservedNames::taken( '张伟', $this->member ) );
	}

	public function test_other_names_and_the_members_own_name_go_through(): void {
		foreach ( array( '张伟', 'Zhang Wei Jr', '材料前沿读者', '会员8' ) as $name ) {
			$answer = $this->rename( $name );
			$this->assertSame( 200, $answer['code'], $name . ': ' . wp_json_encode( $answer ) );
		}
		clean_user_cache( $this->member );
		$this->assertSame( '会员8', get_userdata( $this->member )->display_name );
	}

	public function test_registration_refuses_the_same_names(): void {
		$this->assertInstanceOf( WP_Error::class, MemberArgs::validate_display_name( '编辑部' ) );
		$this->assertInstanceOf( WP_Error::class, MemberArgs::validate_display_name( 'zhang wei' ) );
		$this->assertTrue( MemberArgs::validate_display_name( '新读者' ) );
		$this->assertTrue( MemberArgs::validate_display_name( '' ) );
	}
}
