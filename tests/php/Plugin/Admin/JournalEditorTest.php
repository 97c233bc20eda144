<?php
/**
 * The journal's fields panel in the block editor.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\JournalEditor;
use Mvc\Core\Plugin;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The panels' script is enqueued on the journal and article editors only, with WordPress's editor globals it
 * reads, its translations and the journal categories.
 */
final class JournalEditorTest extends TestCase {

	protected function tear_down(): void {
		wp_dequeue_script( JournalEditor::HANDLE );
		wp_deregister_script( JournalEditor::HANDLE );
		set_current_screen( 'front' );
		parent::tear_down();
	}

	public function test_enqueues_the_panels_on_the_journal_and_article_editors_only(): void {
		if ( ! is_readable( Plugin::path( JournalEditor::BUILD . 'index.asset.php' ) ) ) {
			$this->markTestSkipped( 'The build (npm run build) has not run.' );
		}
		set_current_screen( 'page' );
		( new JournalEditor() )->enqueue();
		$this->assertFalse( wp_script_is( JournalEditor::HANDLE, 'enqueued' ), 'not on a page' );
		set_current_screen( 'post' );
		( new JournalEditor() )->enqueue();
		$this->assertTrue( wp_script_is( JournalEditor::HANDLE, 'enqueued' ), 'on an article' );
		wp_dequeue_script( JournalEditor::HANDLE );

		set_current_screen( 'journal' );
		( new JournalEditor() )->enqueue();
		$this->assertTrue( wp_script_is( JournalEditor::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ JournalEditor::HANDLE ];
		foreach ( array( 'wp-components', 'wp-editor', 'wp-plugins', 'wp-block-editor', 'wp-data', 'wp-i18n' ) as $dependency ) {
			$this->assertContains( $dependency, $script->deps );
		}
		$this->assertSame( 'mvc-core', $script->textdomain );
		$this->assertStringContainsString( 'window.mvcJournalFields = ', implode( '', (array) $script->extra['before'] ) );
	}

	public function test_data_lists_the_journal_categories(): void {
		$tag = self::factory()->term( 'post_tag', array( 'name' => '测试分类' ) );
		update_option( Settings::OPTION, array_merge( Settings::all(), array( 'journal_filter_tags' => array( 0, $tag ) ) ) );
		$this->assertSame(
			array(
				'classification' => array(
					array(
						'id'   => $tag,
						'name' => '测试分类',
					),
				),
			),
			JournalEditor::data()
		);
	}
}
