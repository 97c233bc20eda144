<?php
/**
 * The block editors' preferences an operator starts with.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Tests\TestCase;

/**
 * An operator starts with the welcome guides closed (their images come from s.w.org); a choice of
 * their own is kept.
 */
final class EditorPreferencesTest extends TestCase {

	/**
	 * The meta key of core's persisted preferences.
	 */
	private static function key(): string {
		global $wpdb;
		return $wpdb->get_blog_prefix() . 'persisted_preferences';
	}

	public function test_an_operator_without_preferences_starts_with_the_guides_closed(): void {
		$editor = self::factory()->user( array( 'role' => 'editor' ) );

		$preferences = get_user_meta( $editor, self::key(), true );

		$this->assertIsArray( $preferences );
		$this->assertFalse( $preferences['core/edit-post']['welcomeGuide'] );
		$this->assertFalse( $preferences['core/edit-widgets']['welcomeGuide'] );
	}

	public function test_an_operators_own_choices_are_kept(): void {
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		update_user_meta(
			$editor,
			self::key(),
			array(
				'core/edit-post' => array(
					'welcomeGuide'   => true,
					'fullscreenMode' => false,
				),
				'core'           => array( 'fixedToolbar' => true ),
				'_modified'      => '2026-01-01T00:00:00.000Z',
			)
		);

		$preferences = get_user_meta( $editor, self::key(), true );

		$this->assertTrue( $preferences['core/edit-post']['welcomeGuide'] );
		$this->assertFalse( $preferences['core/edit-post']['fullscreenMode'] );
		$this->assertTrue( $preferences['core']['fixedToolbar'] );
		$this->assertSame( '2026-01-01T00:00:00.000Z', $preferences['_modified'] );
		$this->assertFalse( $preferences['core/edit-widgets']['welcomeGuide'] );
	}

	public function test_the_block_editor_receives_them_with_the_page(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$scripts = new \WP_Scripts();
		wp_default_packages_inline_scripts( $scripts );

		$inline = implode( "\n", (array) $scripts->get_data( 'wp-preferences', 'after' ) );

		$this->assertStringContainsString( '"core\/edit-post":{"welcomeGuide":false}', $inline );
	}

	public function test_other_meta_is_left_alone(): void {
		$editor = self::factory()->user( array( 'role' => 'editor' ) );

		$this->assertSame( '', get_user_meta( $editor, 'mvc_no_such_meta', true ) );
		$this->assertSame( 'editor', get_userdata( $editor )->roles[0] );
	}
}
