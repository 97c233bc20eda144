<?php
/**
 * Blocks operators place in content.
 *
 * @package Mvc
 */

namespace Mvc\Blocks;

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
	}

	/**
	 * Registers the built blocks.
	 */
	public function register_blocks(): void {
		$folders = glob( Theme::path( 'build/blocks/*/block.json' ) );
		foreach ( is_array( $folders ) ? $folders : array() as $metadata ) {
			register_block_type( dirname( $metadata ) );
		}
	}
}
