<?php
/**
 * Theme setup.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Tests\TestCase;
use Mvc\Theme\Setup;

/**
 * The theme has no patterns/ folder, so core's per-request lookup of the theme's pattern cache is
 * skipped; a theme with the folder keeps it.
 */
final class SetupTest extends TestCase {

	public function test_the_theme_declares_its_supports_and_ships_its_files(): void {
		foreach ( array( 'title-tag', 'automatic-feed-links', 'post-thumbnails', 'responsive-embeds', 'html5' ) as $feature ) {
			$this->assertTrue( current_theme_supports( $feature ), $feature );
		}
		foreach ( array( 'style.css', 'readme.txt', 'screenshot.png', 'template-parts/page-links.php' ) as $file ) {
			$this->assertFileExists( get_template_directory() . '/' . $file );
		}
	}

	public function test_an_article_split_with_page_breaks_links_its_pages(): void {
		$post = self::factory()->post( array( 'post_content' => '第一页<!--nextpage-->第二页' ) );
		$this->go_to( '/?p=' . $post );
		the_post();

		ob_start();
		get_template_part( 'template-parts/page-links' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'class="mvc-page-links"', $html );
		$this->assertStringContainsString( 'aria-label="文章分页"', $html );
	}

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

	public function test_the_site_mark_is_the_icon_until_an_operator_sets_one(): void {
		$this->assertStringEndsWith( '/assets/images/favicon.svg', get_site_icon_url( 32 ) );
		$this->assertTrue( has_site_icon() );
		$this->assertFileExists( get_template_directory() . '/assets/images/favicon.svg' );

		$attachment = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/png',
			)
		);
		update_option( 'site_icon', $attachment );

		$this->assertStringNotContainsString( 'favicon.svg', get_site_icon_url( 32, 'fallback' ) );
	}

	public function test_a_feed_shows_the_mark_as_a_png(): void {
		$this->go_to( '/?feed=rss2' );
		$this->assertTrue( is_feed() );

		ob_start();
		rss2_site_icon();
		$image = (string) ob_get_clean();

		$this->assertStringContainsString( '/assets/images/feed-icon.png</url>', $image );
		$this->assertSame( 'image/png', wp_get_image_mime( get_template_directory() . '/assets/images/feed-icon.png' ) );
	}
}
