<?php
/**
 * Blocks operators place in content.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Blocks;

use Mvc\Core\I18n;
use Mvc\Core\Module;
use Mvc\Core\Plugin;

/**
 * Registers every block the build wrote to build/blocks/<name>/ from its block.json. A block's
 * editor script is named there by its handle, `mvc-<name>-editor-script`, and registered only when
 * an editor loads its blocks' assets: a `file:` path would have WordPress register it on every
 * request, which starts the script registry (and its option query) on REST calls that need none.
 */
final class Blocks implements Module {

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
		add_action( 'init', array( $this, 'register_blocks' ) );
		// When an editor loads its blocks' assets, before it prints them.
		add_action( 'enqueue_block_editor_assets', array( $this, 'register_editor_scripts' ), 1 );
	}

	/**
	 * Registers the built blocks.
	 */
	public function register_blocks(): void {
		foreach ( self::folders() as $folder ) {
			register_block_type( $folder );
		}
	}

	/**
	 * Registers the blocks' editor scripts (build/blocks/<name>/index.js and its asset file) under
	 * the handles their block.json names, with their translations.
	 */
	public function register_editor_scripts(): void {
		foreach ( self::folders() as $folder ) {
			$name  = basename( $folder );
			$asset = $folder . '/index.asset.php';
			if ( ! is_readable( $asset ) ) {
				continue;
			}
			$info   = require $asset;
			$handle = self::editor_handle( $name );
			wp_register_script(
				$handle,
				Plugin::url( 'build/blocks/' . $name . '/index.js' ),
				is_array( $info ) && isset( $info['dependencies'] ) ? (array) $info['dependencies'] : array(),
				is_array( $info ) && isset( $info['version'] ) ? (string) $info['version'] : null,
				array( 'in_footer' => true )
			);
			wp_set_script_translations( $handle, I18n::DOMAIN, I18n::path() );
		}
	}

	/**
	 * The handle of a block's editor script, as its block.json names it.
	 *
	 * @param string $name Block folder name.
	 */
	public static function editor_handle( string $name ): string {
		return 'mvc-' . $name . '-editor-script';
	}

	/**
	 * The folders of the built blocks.
	 *
	 * @return list<string>
	 */
	private static function folders(): array {
		$files = glob( Plugin::path( 'build/blocks/*/block.json' ) );
		return array_map( 'dirname', is_array( $files ) ? $files : array() );
	}
}
