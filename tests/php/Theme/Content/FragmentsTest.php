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

	public function test_build_id_reads_the_kept_code_time_and_walks_the_files_again_after_a_minute(): void {
		update_option(
			Fragments::BUILD_OPTION,
			array(
				'time'    => 12345,
				'checked' => time(),
			)
		);
		$this->assertStringEndsWith( '-12345', Fragments::build_id() );

		update_option(
			Fragments::BUILD_OPTION,
			array(
				'time'    => 12345,
				'checked' => time() - Fragments::BUILD_CHECK - 1,
			)
		);
		$this->assertStringEndsWith( '-' . Fragments::code_time(), Fragments::build_id() );
		$this->assertSame( Fragments::code_time(), get_option( Fragments::BUILD_OPTION )['time'] );
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Fragments::BUILD_OPTION ) );
		$this->assertContains( $autoload, array( 'yes', 'on' ), 'read with the autoloaded options, no query of its own' );
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
