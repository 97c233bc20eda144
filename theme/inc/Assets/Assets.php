<?php
/**
 * Scripts and styles of the public pages.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

use Mvc\Core\View\Member;
use Mvc\Theme\I18n;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;

/**
 * Every page gets the stylesheet and the small island loader, nothing else. The shared island
 * library (mvc-runtime-core) and each island (mvc-island-<name>) are registered with their
 * WordPress dependencies and translations but never enqueued: the loader brings them in when an
 * island on the page wakes, from the runtime configuration printed in the footer. The behaviours
 * of one kind of markup (mvc-behaviours-<name>: tab bars, an article's view beacon, a minisite's
 * tabs) are printed with the template parts that print it, through behaviours().
 */
final class Assets implements Module {

	public const STYLE = 'mvc-style';

	public const LOADER = 'mvc-runtime';

	public const CORE = 'mvc-runtime-core';

	public const ISLAND_PREFIX = 'mvc-island-';

	public const BEHAVIOURS_PREFIX = 'mvc-behaviours-';

	public const CONFIG_ID = 'mvc-runtime-config';

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
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_footer', array( $this, 'print_config' ), 1 );
		// A block of the plugin prints its own island container (the plugin's Blocks\Island) and names it.
		add_action( 'mvc_island', array( Islands::class, 'mark' ) );
		// Block styles of core blocks are loaded only for the blocks a page uses; the ones WordPress
		// learns of while drawing the body are printed in the head all the same (valid HTML).
		add_filter( 'should_load_separate_core_block_assets', '__return_true' );
		( new LateStyles() )->register();
	}

	/**
	 * Registers the scripts and enqueues the stylesheet and the loader.
	 */
	public function enqueue(): void {
		$style = Build::asset( 'style' );
		if ( $style ) {
			wp_enqueue_style( self::STYLE, Build::url( 'style.css' ), array(), $style['version'] );
		}
		self::register_scripts();
		if ( wp_script_is( self::LOADER, 'registered' ) ) {
			wp_enqueue_script( self::LOADER );
		}
	}

	/**
	 * Registers the loader, the shared library and every island from the build's asset files.
	 */
	public static function register_scripts(): void {
		$entries = array(
			self::LOADER => 'runtime',
			self::CORE   => 'runtime-core',
		);
		foreach ( Build::islands() as $name ) {
			$entries[ self::ISLAND_PREFIX . $name ] = 'islands/' . $name;
		}
		foreach ( Build::behaviours() as $name ) {
			$entries[ self::BEHAVIOURS_PREFIX . $name ] = 'behaviours/' . $name;
		}
		foreach ( $entries as $handle => $entry ) {
			$asset = Build::asset( $entry );
			if ( ! $asset || wp_script_is( $handle, 'registered' ) ) {
				continue;
			}
			wp_register_script(
				$handle,
				Build::url( $entry . '.js' ),
				$asset['dependencies'],
				$asset['version'],
				array(
					'in_footer' => true,
					'strategy'  => 'defer',
				)
			);
			// Setting translations would add wp-i18n to a plain island (its words come in its props).
			if ( in_array( 'wp-i18n', $asset['dependencies'], true ) ) {
				wp_set_script_translations( $handle, I18n::DOMAIN, I18n::path() );
			}
		}
	}

	/**
	 * Prints the behaviours of one kind of markup (build/behaviours/<name>.js) with the page: the
	 * template or part that prints the markup calls this, and the script is printed, deferred, in
	 * the footer (a kept fragment asks again when it is printed: Mvc\Theme\Content\Fragments).
	 *
	 * @param string $name Behaviours' name: `tabs` (tab bars), `article` (single.php), `journal`
	 *                     (template-parts/journals/minisite.php).
	 */
	public static function behaviours( string $name ): void {
		$handle = self::BEHAVIOURS_PREFIX . sanitize_key( $name );
		if ( wp_script_is( $handle, 'registered' ) ) {
			wp_enqueue_script( $handle );
		}
	}

	/**
	 * Prints the runtime configuration: the islands on this page, the scripts they need and whether
	 * a member is logged in (an operator browsing the site is not a member). Nothing personal is in it for visitors, so the page stays cacheable.
	 */
	public function print_config(): void {
		if ( ! wp_script_is( self::LOADER, 'enqueued' ) ) {
			return;
		}
		$config  = array(
			'islands' => (object) array(),
			'scripts' => (object) array(),
			'session' => array( 'loggedIn' => PluginGuard::active() && Member::is_member() ),
		);
		$handles = array();
		foreach ( Islands::used() as $name ) {
			$handle = self::ISLAND_PREFIX . $name;
			if ( wp_script_is( $handle, 'registered' ) ) {
				$config['islands']->$name = $handle;
				$handles[]                = $handle;
			}
		}
		if ( $handles ) {
			$config['scripts'] = (object) ScriptGraph::describe( $handles );
		}
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::CONFIG_ID ),
			wp_json_encode( $config, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP )
		);
	}
}
