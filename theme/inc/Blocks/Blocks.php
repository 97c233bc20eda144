<?php
/**
 * Blocks operators place in content.
 *
 * @package Mvc
 */

namespace Mvc\Blocks;

use Mvc\I18n;
use Mvc\Module;
use Mvc\Theme;

/**
 * Registers every block the build wrote to build/blocks/<name>/ from its block.json.
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
		add_action( 'after_setup_theme', array( $this, 'editor_style' ) );
	}

	/**
	 * Registers the built blocks, with the translations of their editor scripts.
	 */
	public function register_blocks(): void {
		$folders = glob( Theme::path( 'build/blocks/*/block.json' ) );
		foreach ( is_array( $folders ) ? $folders : array() as $metadata ) {
			$block = register_block_type( dirname( $metadata ) );
			if ( ! $block ) {
				continue;
			}
			foreach ( $block->editor_script_handles as $handle ) {
				wp_set_script_translations( $handle, I18n::DOMAIN, I18n::path() );
			}
		}
	}

	/**
	 * The site's stylesheet in the block editor, so blocks look there as they do on the page.
	 */
	public function editor_style(): void {
		add_theme_support( 'editor-styles' );
		add_editor_style( 'build/style.css' );
	}
}
