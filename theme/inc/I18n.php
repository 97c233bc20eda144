<?php
/**
 * Loads the theme's translations.
 *
 * @package Mvc
 */

namespace Mvc\Theme;

/**
 * The text domain `mvc`, from the theme's languages folder (built from the repository's languages/).
 */
final class I18n implements Module {

	public const DOMAIN = 'mvc';

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
		add_action( 'after_setup_theme', array( $this, 'load_textdomain' ) );
	}

	/**
	 * Loads languages/<locale>.mo for the domain `mvc`.
	 */
	public function load_textdomain(): void {
		load_theme_textdomain( self::DOMAIN, self::path() );
	}

	/**
	 * Folder of the compiled .mo and script JSON files.
	 */
	public static function path(): string {
		return Theme::path( 'languages' );
	}
}
