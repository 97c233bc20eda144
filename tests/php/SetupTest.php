<?php
/**
 * Theme setup.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use Mvc\Setup;

/**
 * The theme has no patterns/ folder, so core's per-request lookup of the theme's pattern cache is
 * skipped; a theme with the folder keeps it.
 */
final class SetupTest extends TestCase {

	public function test_the_pattern_lookup_is_skipped_without_a_patterns_folder(): void {
		add_action( 'init', '_register_theme_block_patterns' );
		( new Setup() )->skip_empty_pattern_lookup();

		$this->assertFalse( is_dir( get_template_directory() . '/patterns' ) );
		$this->assertFalse( has_action( 'init', '_register_theme_block_patterns' ) );
	}

	public function test_a_theme_with_patterns_keeps_the_lookup(): void {
		$folder = get_template_directory() . '/patterns';
		add_action( 'init', '_register_theme_block_patterns' );
		mkdir( $folder );
		try {
			( new Setup() )->skip_empty_pattern_lookup();
		} finally {
			rmdir( $folder );
		}

		$this->assertSame( 10, has_action( 'init', '_register_theme_block_patterns' ) );
	}
}
