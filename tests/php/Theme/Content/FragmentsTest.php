<?php
/**
 * Kept copies of page fragments.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Plugin;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Fragments;

/**
 * A copy is keyed by the code that draws it, wherever that code lives (the fragment's own files are
 * covered by FrontPageTest).
 */
final class FragmentsTest extends TestCase {

	public function test_code_time_follows_the_newest_class_of_the_theme_and_the_plugin(): void {
		$time = Fragments::code_time();

		$this->assertGreaterThanOrEqual( (int) filemtime( get_template_directory() . '/inc/Assets/Carousel.php' ), $time );
		$this->assertGreaterThanOrEqual( (int) filemtime( get_template_directory() . '/template-parts/post-card.php' ), $time );
		$this->assertGreaterThanOrEqual( (int) filemtime( Plugin::path( 'inc/Content/CardData.php' ) ), $time );
		$this->assertLessThanOrEqual( time(), $time );
	}

	public function test_kept_copy_asks_again_for_the_scripts_its_parts_asked_for(): void {
		wp_register_script( 'mvc-test-behaviours', 'https://example.com/behaviours.js', array(), '1', true );
		$draws = 0;
		$draw  = static function () use ( &$draws ): void {
			++$draws;
			wp_enqueue_script( 'mvc-test-behaviours' );
			echo '<div data-mvc-test>Fragment</div>';
		};

		ob_start();
		Fragments::print( 'test-scripts', array( __FILE__ ), $draw );
		ob_end_clean();
		$this->assertTrue( wp_script_is( 'mvc-test-behaviours', 'enqueued' ) );
		wp_dequeue_script( 'mvc-test-behaviours' );

		ob_start();
		Fragments::print( 'test-scripts', array( __FILE__ ), $draw );
		$html = (string) ob_get_clean();

		$this->assertSame( 1, $draws, 'the second page is printed from the kept copy' );
		$this->assertSame( '<div data-mvc-test>Fragment</div>', $html );
		$this->assertTrue( wp_script_is( 'mvc-test-behaviours', 'enqueued' ) );
		$this->assertSame( array( 'mvc-test-behaviours' ), get_option( Fragments::OPTION_PREFIX . 'test-scripts' )['scripts'] );
		wp_dequeue_script( 'mvc-test-behaviours' );
	}
}
