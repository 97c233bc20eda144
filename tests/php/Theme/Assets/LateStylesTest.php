<?php
/**
 * The styles WordPress learns of while the body is drawn.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Assets;

use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\LateStyles;

/**
 * A style queued while the body is drawn is printed at the end of the head, before the body, and
 * nothing is moved when the page left a buffer of its own open.
 */
final class LateStylesTest extends TestCase {

	/**
	 * The styles queue of the tests before (their blocks' styles stay queued).
	 *
	 * @var \WP_Styles|null
	 */
	private $styles;

	/**
	 * Starts each test with an empty styles queue.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->styles         = $GLOBALS['wp_styles'] ?? null;
		$GLOBALS['wp_styles'] = new \WP_Styles();
	}

	/**
	 * Puts the queue back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_styles'] = $this->styles;
		parent::tear_down();
	}

	/**
	 * Queues an inline style, as core does for a block's style or the global styles.
	 *
	 * @param string $handle Handle.
	 */
	private function queue_style( string $handle ): void {
		wp_register_style( $handle, false, array(), '1' );
		wp_add_inline_style( $handle, ".{$handle}{color:red}" );
		wp_enqueue_style( $handle );
	}

	public function test_a_style_queued_in_the_body_is_printed_before_the_body(): void {
		$late = new LateStyles();
		ob_start();
		echo '<head>';
		$late->hold_body();
		echo '</head><body><p>text</p>';
		$this->queue_style( 'mvc-test-late' );
		$late->print_in_head();
		echo '</body>';
		$html = (string) ob_get_clean();

		$this->assertMatchesRegularExpression(
			"#^<head><style id='mvc-test-late-inline-css'>\s*\.mvc-test-late\{color:red\}\s*</style>\s*</head><body><p>text</p></body>$#",
			$html
		);
	}

	public function test_nothing_is_moved_when_the_page_left_a_buffer_open(): void {
		$late = new LateStyles();
		ob_start();
		echo '<head>';
		$late->hold_body();
		echo '</head><body>';
		ob_start();
		echo '<p>text</p>';
		$this->queue_style( 'mvc-test-open' );
		$late->print_in_head();
		ob_end_flush();
		ob_end_flush();
		print_late_styles();
		echo '</body>';
		$html = (string) ob_get_clean();

		$this->assertStringStartsWith( '<head></head><body><p>text</p><style', $html );
	}
}
