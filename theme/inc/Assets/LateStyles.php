<?php
/**
 * The styles WordPress learns of while the page's body is drawn, printed in the head.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

/**
 * A classic theme that loads core blocks' styles on demand (Assets) learns which ones a page needs
 * only while its body is drawn, so WordPress prints them, the global styles (theme.json's presets)
 * and the block supports' rules as `<style>` elements before `</body>`: invalid HTML (a `style`
 * element belongs in the head) and a late repaint. This holds the body back from the end of the
 * head and, in the footer once core has queued those styles (wp_footer, priority 1) and before the
 * footer scripts (priority 20), prints the late styles first, so they land just before `</head>`
 * in the order WordPress would print them. WordPress 6.9 does the same for classic themes.
 *
 * Nothing is held when another part of the page left an output buffer open: the page is then sent
 * as WordPress drew it.
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
