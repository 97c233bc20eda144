<?php
/**
 * The styles WordPress learns of while the page's body is drawn, printed in the head.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

/**
 * Moves the styles WordPress prints before `</body>` into the head. A classic theme that loads core
 * blocks' styles on demand (Assets) learns which a page needs only while its body is drawn, so they,
 * the global styles and the block supports' rules came late: invalid HTML and a late repaint. This
 * holds the body back and, in the footer once core has queued them (wp_footer, priority 1) and before
 * the footer scripts (priority 20), prints them just before `</head>` in WordPress's order, as
 * WordPress 6.9 does for classic themes. With another output buffer open, nothing is held.
 */
final class LateStyles {

	/**
	 * The output buffer level this class opened at the end of the head; 0 when none is held.
	 *
	 * @var int
	 */
	private int $level = 0;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'hold_body' ), PHP_INT_MAX );
		add_action( 'wp_footer', array( $this, 'print_in_head' ), 19 );
	}

	/**
	 * Starts holding what the page prints after the head.
	 */
	public function hold_body(): void {
		if ( 0 !== $this->level ) {
			return;
		}
		ob_start();
		$this->level = ob_get_level();
	}

	/**
	 * Prints the late styles, then the body held since the head.
	 */
	public function print_in_head(): void {
		if ( 0 === $this->level || ob_get_level() !== $this->level ) {
			return;
		}
		$this->level = 0;
		$body        = (string) ob_get_clean();
		ob_start();
		print_late_styles();
		$styles = (string) ob_get_clean();
		echo $styles . $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page's own HTML, escaped where it was drawn.
	}
}
