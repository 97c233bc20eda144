<?php
/**
 * Loads the plugin's translations.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * The text domain `mvc-core`, from the plugin's languages folder (built from the repository's
 * languages/ by bin/i18n.mjs): the plugin's PHP strings and its blocks' editor scripts.
 */
final class I18n implements Module {

	public const DOMAIN = 'mvc-core';

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
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
		// WordPress core's strings on the operators' screens (the offline fallback of the language pack).
		( new CoreTranslations() )->register();
	}

	/**
	 * Loads languages/mvc-core-<locale>.mo.
	 */
	public function load_textdomain(): void {
		load_textdomain( self::DOMAIN, self::path() . '/' . self::DOMAIN . '-' . determine_locale() . '.mo' );
	}

	/**
	 * Folder of the compiled .mo and script JSON files.
	 */
	public static function path(): string {
		return Plugin::path( 'languages' );
	}
}
