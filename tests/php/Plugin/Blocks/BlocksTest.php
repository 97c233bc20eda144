<?php
/**
 * The blocks and their editor scripts.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Blocks;

use Mvc\Core\Blocks\Blocks;
use Mvc\Tests\TestCase;
use WP_Block_Type_Registry;

/**
 * Blocks are registered with the editor-script handle their block.json names; the script itself is
 * registered only when an editor loads its blocks' assets.
 */
final class BlocksTest extends TestCase {

	public function test_the_block_names_its_editor_script_which_an_editor_registers(): void {
		$handle = Blocks::editor_handle( 'guest-editor-button' );
		$block  = WP_Block_Type_Registry::get_instance()->get_registered( 'mvc/guest-editor-button' );
		wp_deregister_script( $handle );

		$before = wp_script_is( $handle, 'registered' );
		( new Blocks() )->register_editor_scripts();

		$this->assertNotNull( $block );
		$this->assertSame( array( $handle ), $block->editor_script_handles );
		$this->assertFalse( $before );
		$this->assertTrue( wp_script_is( $handle, 'registered' ) );
		$script = wp_scripts()->registered[ $handle ];
		$this->assertStringEndsWith( '/build/blocks/guest-editor-button/index.js', (string) $script->src );
		$this->assertContains( 'wp-blocks', $script->deps );
		$this->assertSame( 'mvc-core', $script->textdomain );
		$this->assertStringStartsWith( plugins_url( '/', MVC_CORE_FILE ), (string) $script->src );
	}
}
