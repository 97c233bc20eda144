<?php
/**
 * The runtime configuration printed in the footer.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Assets;

use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Build;
use Mvc\Theme\Assets\Islands;

/**
 * The page lists its islands and the scripts they need, and nothing personal for visitors.
 */
final class AssetsTest extends TestCase {

	/**
	 * The configuration a page with the given islands prints.
	 *
	 * @param array<int, string> $islands Island names rendered on the page.
	 * @return array<string, mixed>
	 */
	private function config( array $islands ): array {
		wp_register_script( Assets::LOADER, 'https://example.com/runtime.js', array(), '1', true );
		wp_enqueue_script( Assets::LOADER );
		foreach ( $islands as $name ) {
			wp_register_script( Assets::ISLAND_PREFIX . $name, "https://example.com/{$name}.js", array( 'wp-element' ), '1', true );
			Islands::render( $name );
		}
		ob_start();
		( new Assets() )->print_config();
		$html = (string) ob_get_clean();
		wp_dequeue_script( Assets::LOADER );

		$this->assertSame( 1, preg_match( '#<script type="application/json" id="mvc-runtime-config">(.*)</script>#', $html, $match ) );
		$config = json_decode( $match[1], true );
		$this->assertIsArray( $config );
		return $config;
	}

	public function test_config_lists_the_page_islands_and_their_scripts(): void {
		$config = $this->config( array( 'test-widget' ) );

		$this->assertSame( array( 'test-widget' => 'mvc-island-test-widget' ), $config['islands'] );
		$this->assertArrayHasKey( 'react', $config['scripts'] );
		$this->assertArrayHasKey( 'wp-element', $config['scripts'] );
		$this->assertSame( array( 'wp-element' ), $config['scripts']['mvc-island-test-widget']['deps'] );
		$this->assertSame( array( 'loggedIn' => false ), $config['session'] );
	}

	public function test_config_without_islands_lists_no_scripts(): void {
		$config = $this->config( array() );

		$this->assertSame( array(), $config['islands'] );
		$this->assertSame( array(), $config['scripts'] );
	}

	public function test_config_tells_a_logged_in_member(): void {
		wp_set_current_user( self::factory()->member() );

		$this->assertSame( array( 'loggedIn' => true ), $this->config( array() )['session'] );
	}

	public function test_config_does_not_take_an_operator_for_a_member(): void {
		wp_set_current_user( 1 );

		$this->assertSame( array( 'loggedIn' => false ), $this->config( array() )['session'] );
	}

	public function test_island_not_built_is_left_out(): void {
		Islands::render( 'not-built' );

		$config = $this->config( array() );

		$this->assertSame( array(), $config['islands'] );
	}

	public function test_plain_island_is_registered_without_wordpress_packages_or_translations(): void {
		$this->assertNotNull( Build::asset( 'islands/carousel' ), 'The front-end build is missing: run npm run build.' );
		Assets::register_scripts();
		$scripts = wp_scripts();

		$carousel = $scripts->registered[ Assets::ISLAND_PREFIX . 'carousel' ];
		$modal    = $scripts->registered[ Assets::ISLAND_PREFIX . 'guest-editor-modal' ];

		// The carousel is Swiper alone: waking it loads that one script.
		$this->assertSame( array(), $carousel->deps );
		$this->assertEmpty( $carousel->textdomain );
		// A React island keeps its packages and its translations.
		$this->assertContains( 'wp-i18n', $modal->deps );
		$this->assertSame( 'mvc', $modal->textdomain );
	}

	public function test_behaviours_of_a_page_are_printed_only_when_its_template_asks(): void {
		$this->assertSame( array( 'article', 'follow', 'journal', 'tabs' ), Build::behaviours(), 'The front-end build is missing: run npm run build.' );
		Assets::register_scripts();
		$handle = Assets::BEHAVIOURS_PREFIX . 'article';

		$this->assertFalse( wp_script_is( $handle, 'enqueued' ) );
		Assets::behaviours( 'article' );

		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		// Plain scripts, deferred: no WordPress package comes with them.
		$this->assertSame( array(), wp_scripts()->registered[ $handle ]->deps );
		$this->assertSame( 'defer', wp_scripts()->get_data( $handle, 'strategy' ) );
		$this->assertFalse( wp_script_is( Assets::BEHAVIOURS_PREFIX . 'journal', 'enqueued' ) );
		wp_dequeue_script( $handle );
	}

	public function test_behaviours_not_built_are_nothing(): void {
		Assets::register_scripts();

		Assets::behaviours( 'not-built' );

		$this->assertFalse( wp_script_is( Assets::BEHAVIOURS_PREFIX . 'not-built', 'registered' ) );
		$this->assertSame( array(), array_filter( wp_scripts()->queue, static fn( $h ) => str_starts_with( $h, Assets::BEHAVIOURS_PREFIX ) ) );
	}
}
