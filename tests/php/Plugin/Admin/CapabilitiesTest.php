<?php
/**
 * Who does what in wp-admin.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\Capabilities;
use Mvc\Core\Admin\DigestPage;
use Mvc\Core\Admin\SettingsPage;
use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\TestCase;

/**
 * The editor does the daily work (articles, journals, courses, podcasts, banners, pages, comments,
 * the inbox, the digest's preview, finding members) and cannot reach 站点设置; an author writes
 * their own articles and reaches neither the inbox nor the digest.
 */
final class CapabilitiesTest extends TestCase {

	protected function tear_down(): void {
		parent::tear_down();
		// The roles as the (rolled back) option holds them.
		wp_roles()->for_site();
		unset( $GLOBALS['submenu'], $GLOBALS['_wp_submenu_nopriv'], $GLOBALS['_registered_pages'], $GLOBALS['_parent_pages'] );
	}

	/**
	 * A user of a role.
	 *
	 * @param string $role Role.
	 */
	private static function user( string $role ): int {
		return self::factory()->user( array( 'role' => $role ) );
	}

	public function test_the_roles_hold_the_plugins_capabilities(): void {
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capabilities::DIGEST ) );
		$this->assertTrue( get_role( 'editor' )->has_cap( Capabilities::DIGEST ) );
		$this->assertTrue( get_role( 'editor' )->has_cap( 'list_users' ) );
		foreach ( array( 'author', 'contributor', 'subscriber' ) as $role ) {
			$this->assertFalse( get_role( $role )->has_cap( Capabilities::DIGEST ), $role );
			$this->assertFalse( get_role( $role )->has_cap( 'list_users' ), $role );
		}
		$this->assertSame( Capabilities::VERSION, (int) get_option( Capabilities::OPTION ) );
	}

	public function test_a_raised_version_grants_again_on_the_next_request_and_only_once(): void {
		get_role( 'editor' )->remove_cap( Capabilities::DIGEST );
		update_option( Capabilities::OPTION, Capabilities::VERSION - 1 );
		$removed = get_role( 'editor' )->has_cap( Capabilities::DIGEST );

		Capabilities::maybe_grant();
		$granted = get_role( 'editor' )->has_cap( Capabilities::DIGEST );
		get_role( 'editor' )->remove_cap( Capabilities::DIGEST );
		Capabilities::maybe_grant();

		$this->assertFalse( $removed );
		$this->assertTrue( $granted );
		$this->assertFalse( get_role( 'editor' )->has_cap( Capabilities::DIGEST ), 'A site that took the capability away keeps it away.' );
		$this->assertSame( 1, has_action( 'init', array( Capabilities::class, 'maybe_grant' ) ) );
	}

	public function test_activation_grants_them(): void {
		get_role( 'editor' )->remove_cap( Capabilities::DIGEST );

		\Mvc\Core\Plugin::activate();

		$this->assertTrue( get_role( 'editor' )->has_cap( Capabilities::DIGEST ) );
	}

	public function test_an_editor_does_the_daily_work_and_cannot_manage_the_settings(): void {
		$editor = self::user( 'editor' );

		foreach ( array( 'post', 'page', Journal::TYPE, Course::TYPE, Podcast::TYPE, HomeBanner::TYPE ) as $type ) {
			$object = get_post_type_object( $type );
			$this->assertNotNull( $object, $type );
			foreach ( array( 'create_posts', 'edit_posts', 'edit_others_posts', 'publish_posts', 'delete_others_posts', 'edit_published_posts' ) as $cap ) {
				$this->assertTrue( user_can( $editor, $object->cap->$cap ), "$type: $cap" );
			}
		}
		$this->assertTrue( user_can( $editor, 'moderate_comments' ) );
		$this->assertTrue( user_can( $editor, get_post_type_object( SubmissionType::TYPE )->cap->edit_posts ) );
		$this->assertTrue( user_can( $editor, Capabilities::DIGEST ) );
		$this->assertTrue( user_can( $editor, 'list_users' ) );
		$this->assertTrue( user_can( $editor, 'upload_files' ) );
		$this->assertFalse( user_can( $editor, 'manage_options' ) );
		$this->assertFalse( user_can( $editor, 'edit_users' ) );
		$this->assertFalse( user_can( $editor, 'promote_users' ) );
	}

	public function test_an_editor_opens_a_submission_and_an_author_does_not(): void {
		$id = self::factory()->post(
			array(
				'post_type'   => SubmissionType::TYPE,
				'post_status' => 'private',
				'post_author' => 0,
			)
		);

		$this->assertTrue( user_can( self::user( 'editor' ), 'edit_post', $id ) );
		$this->assertTrue( user_can( self::user( 'editor' ), 'delete_post', $id ) );
		$this->assertFalse( user_can( self::user( 'author' ), 'edit_post', $id ) );
		$this->assertFalse( user_can( self::user( 'author' ), 'read_post', $id ) );
	}

	public function test_an_author_reaches_neither_the_inbox_nor_the_digest(): void {
		$author = self::user( 'author' );

		$this->assertFalse( user_can( $author, get_post_type_object( SubmissionType::TYPE )->cap->edit_posts ) );
		$this->assertFalse( user_can( $author, SubmissionType::CAPABILITY ) );
		$this->assertFalse( user_can( $author, Capabilities::DIGEST ) );
		$this->assertFalse( user_can( $author, 'list_users' ) );
		$this->assertFalse( user_can( $author, 'manage_options' ) );
		// Their own articles they write and publish.
		$this->assertTrue( user_can( $author, 'publish_posts' ) );
	}

	/**
	 * Who gets the menu entries of the digest and the settings: the screen's slug => whether the
	 * role reaches it.
	 *
	 * @return array<string, array{string, bool, bool}>
	 */
	public function menus(): array {
		return array(
			'administrator' => array( 'administrator', true, true ),
			'editor'        => array( 'editor', true, false ),
			'author'        => array( 'author', false, false ),
		);
	}

	/**
	 * @dataProvider menus
	 *
	 * @param string $role     Role.
	 * @param bool   $digest   Whether it reaches 邮件推送.
	 * @param bool   $settings Whether it reaches 站点设置.
	 */
	public function test_the_menu_offers_the_digest_to_editors_and_the_settings_to_administrators( string $role, bool $digest, bool $settings ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$GLOBALS['submenu']            = array();
		$GLOBALS['_wp_submenu_nopriv'] = array();
		wp_set_current_user( self::user( $role ) );

		( new DigestPage() )->menu();
		( new SettingsPage() )->menu();
		$slugs = array_column( $GLOBALS['submenu']['options-general.php'] ?? array(), 2 );

		$this->assertSame( $digest, in_array( DigestPage::SLUG, $slugs, true ), 'digest' );
		$this->assertSame( $settings, in_array( SettingsPage::SLUG, $slugs, true ), 'settings' );
		$this->assertSame( ! $settings, isset( $GLOBALS['_wp_submenu_nopriv']['options-general.php'][ SettingsPage::SLUG ] ) );
	}
}
