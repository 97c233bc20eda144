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
}
