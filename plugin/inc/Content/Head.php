<?php
/**
 * What core prints into every page's head that this site does not use.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Module;

/**
 * The emoji detection script and styles (15 KB nobody here needs: every browser the readers use
 * draws emoji), the generator tag (it names the WordPress version) and the links for the Really
 * Simple Discovery and Windows Live Writer clients (XML-RPC is off, see Security\Exposure).
 */
final class Head implements Module {

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Removes core's hooks.
	 */
	public function register(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'wp_head', 'wp_generator' );
		remove_action( 'wp_head', 'rsd_link' );
		remove_action( 'wp_head', 'wlwmanifest_link' );
	}
}
