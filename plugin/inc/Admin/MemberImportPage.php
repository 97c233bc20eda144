<?php
/**
 * Tools > Import members: a member file read into this site.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberImport;

/**
 * 工具 › 导入会员 (administrators): the screen is the admin script editor/member-import (handle
 * mvc-member-import-editor), which sends the chosen file in parts to /api/admin/member-imports, runs the
 * import's steps one after another with a progress bar (Transfer\MemberImport), pauses and
 * continues, and lists the refused lines with their reasons. The page prints the earlier imports'
 * state for the script to start from.
 */
final class MemberImportPage implements Module {

	public const SLUG = 'mvc-member-import';

	public const HANDLE = 'mvc-member-import-editor';

	/**
	 * Who may bring members in.
	 */
	public const CAPABILITY = 'manage_options';

	private const BUILD = 'build/editor/member-import/';

	/**
	 * The screen's hook suffix.
	 *
	 * @var string
	 */
	private string $hook = '';

	/**
	 * Applies in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The menu entry under Tools.
	 */
	public function menu(): void {
		$this->hook = (string) add_management_page( __( 'Import members', 'mvc-core' ), __( 'Import members', 'mvc-core' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * The script, on this screen only.
	 *
	 * @param string $hook_suffix The screen's hook suffix.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( '' !== $this->hook && $hook_suffix === $this->hook ) {
			EditorScript::enqueue( self::HANDLE, self::BUILD, array( 'wp-components', 'wp-element', 'wp-api-fetch', 'wp-i18n' ) );
			wp_enqueue_style( 'wp-components' );
		}
	}

	/**
	 * The screen: what the import does, and the script's root with the earlier imports.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$imports = array_map( array( MemberImport::class, 'status' ), ImportFiles::latest( 10 ) );
		echo '<div class="wrap"><h1>' . esc_html__( 'Import members', 'mvc-core' ) . '</h1>';
		echo '<p>' . esc_html__( 'Reads a member file written by 工具 › 导出会员 of the old site: accounts with their password hashes (members log in with their old passwords), profiles, WeChat links, subscribed tags, likes, collections, comment likes and messages. Import the content first (工具 › 导入), so that the articles, tags and comments the members refer to are here.', 'mvc-core' ) . '</p>';
		echo '<p>' . esc_html__( 'A file cut short or changed is refused whole. A line that cannot be imported (a bad address, an address already used here, an article this site does not have) is listed with its reason and changes nothing. Importing the same file again adds nothing.', 'mvc-core' ) . '</p>';
		printf(
			'<div id="mvc-member-import" data-imports="%1$s"></div><noscript><p>%2$s</p></noscript>',
			esc_attr( (string) wp_json_encode( $imports ) ),
			esc_html__( 'This screen needs JavaScript.', 'mvc-core' )
		);
		echo '</div>';
	}
}
