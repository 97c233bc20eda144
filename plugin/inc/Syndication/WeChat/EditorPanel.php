<?php
/**
 * The panel 微信公众号 in an article's block editor.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use Mvc\Core\Admin\EditorScript;
use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Module;

/**
 * Loads build/editor/wechat-draft/index.js (from editor/wechat-draft/) on the block editor of an
 * article when the site has an official account and the user may edit the article: the panel's
 * button 同步到公众号草稿箱 (更新公众号草稿 once a draft exists), the comments toggle and the last
 * sync, through /api/admin/wechat-drafts/{id} (Rest\WeChatDraftController).
 */
final class EditorPanel implements Module {

	public const HANDLE = 'mvc-wechat-draft-editor';

	public const BUILD = 'build/editor/wechat-draft/';

	/** WordPress's scripts the panel takes from its globals. */
	private const GLOBALS = array( 'wp-components', 'wp-editor', 'wp-plugins', 'wp-data', 'wp-api-fetch' );

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
	 * Enqueues the panel on an article's editor.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'post' !== $screen->post_type || null === AccessToken::app() || ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		EditorScript::enqueue( self::HANDLE, self::BUILD, self::GLOBALS );
	}
}
