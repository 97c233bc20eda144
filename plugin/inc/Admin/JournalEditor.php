<?php
/**
 * The journal's fields panel in the block editor.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Content\Journals\Classification;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;

/**
 * Loads build/editor/journal-fields/index.js (from editor/journal-fields/) on the block editor of
 * a journal and of an article only: for a journal the panels 期刊封面 (the featured image, required
 * before publishing) and 期刊资料, whose groups 基本信息, 指标与收录, 编委, 媒体, 最新文章, 常见问题
 * and 微信公众号 show one at a time and edit its meta (JournalFields) and its categories
 * (Classification); for an article 所属期刊, 论文与期刊 and 特刊征稿 (ArticleFields). They edit
 * through the editor's store.
 */
final class JournalEditor implements Module {

	public const HANDLE = 'mvc-journal-fields-editor';

	/**
	 * The build's folder of the script, under plugin/.
	 */
	public const BUILD = 'build/editor/journal-fields/';

	/**
	 * The post types whose editor has the panels.
	 */
	public const POST_TYPES = array( Journal::TYPE, 'post' );

	/**
	 * WordPress's scripts the panel takes from its globals (wp.components, wp.editor, wp.plugins,
	 * wp.blockEditor, the `core` store for media and the journals' search, the `core/notices` store
	 * for the cover's notice), besides those the build lists.
	 */
	private const GLOBALS = array( 'wp-components', 'wp-editor', 'wp-plugins', 'wp-block-editor', 'wp-core-data', 'wp-notices' );

	/**
	 * Only in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panels when the editor edits a journal or an article (and the build is there).
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->post_type, self::POST_TYPES, true ) ) {
			return;
		}
		if ( ! EditorScript::enqueue( self::HANDLE, self::BUILD, self::GLOBALS ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.mvcJournalFields = ' . wp_json_encode( self::data() ) . ';',
			'before'
		);
	}

	/**
	 * What the panel needs from the server: the journal categories an operator may pick.
	 *
	 * @return array{classification: list<array{id: int, name: string}>}
	 */
	public static function data(): array {
		return array(
			'classification' => array_map(
				static fn( array $option ): array => array(
					'id'   => $option['id'],
					'name' => $option['name'],
				),
				Classification::options()
			),
		);
	}
}
