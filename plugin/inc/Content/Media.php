<?php
/**
 * The image sizes the site's cards use.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Module;

/**
 * The card size belongs to the data, not to a theme: the REST answers of journals, podcasts and
 * recommendations name it, so it is generated for every upload whichever theme is active.
 */
final class Media implements Module {

	public const IMAGE_CARD = 'mvc-card';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'sizes' ) );
	}

	/**
	 * Registers the sizes.
	 */
	public function sizes(): void {
		add_image_size( self::IMAGE_CARD, 640, 400, true );
	}
}
