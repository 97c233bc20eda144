<?php
/**
 * One editor for each field when ACF runs: ACF's box steps aside in the block editor.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;
use Mvc\Core\Plugin;
use Mvc\Core\Rest\AcfFormat;
use WP_Post;

/**
 * Makes ACF's meta box of the plugin's field groups step aside in the block editor, where the
 * project's panels edit the same fields: the block editor posted ACF's box after the REST save, so
 * ACF wrote the values it had loaded over what the panel had just saved. The box is removed (no second
 * save at all), and a meta-box save that still carries the fields (a page opened before) is skipped,
 * so one save writes each field once. Other groups and the classic editor are left as they are. Why
 * the panels and not ACF's box: docs/decisions.md, "The journal's editor panels and the `acf` field".
 */
final class AcfBoxes implements Module {

	/**
	 * Where ACF may place a field group's box.
	 */
	private const CONTEXTS = array( 'normal', 'side', 'advanced', 'acf_after_title' );

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
		add_action( 'add_meta_boxes', array( self::class, 'step_aside' ), 100, 2 );
		add_filter( 'acf/pre_update_value', array( self::class, 'skip_box_save' ), 10, 4 );
	}

	/**
	 * Whether the project's panels edit a post's fields: the post is edited in the block editor and
	 * has the panels.
	 *
	 * @param WP_Post|int $post The post.
	 */
	public static function panels_edit( $post ): bool {
		$post = get_post( $post );
		return $post instanceof WP_Post && self::has_panels( $post ) && use_block_editor_for_post( $post );
	}

	/**
	 * Whether a post's type has the panels and they are built.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function has_panels( WP_Post $post ): bool {
		return in_array( $post->post_type, JournalEditor::POST_TYPES, true )
			&& is_readable( Plugin::path( JournalEditor::BUILD . 'index.asset.php' ) );
	}

	/**
	 * `add_meta_boxes`: removes ACF's boxes of the plugin's field groups where the panels edit them.
	 *
	 * @param mixed $post_type The post type.
	 * @param mixed $post      The post.
	 */
	public static function step_aside( $post_type, $post = null ): void {
		if ( ! is_string( $post_type ) || ! $post instanceof WP_Post || ! self::panels_edit( $post ) ) {
			return;
		}
		foreach ( AcfFormat::groups_for( $post_type ) as $group ) {
			foreach ( self::CONTEXTS as $context ) {
				remove_meta_box( 'acf-' . $group['key'], $post_type, $context );
			}
		}
	}

	/**
	 * `acf/pre_update_value`: in the block editor's meta-box save, ACF does not write the plugin's fields
	 * of a post the panels edit (their REST save, a moment before, wrote them).
	 *
	 * @param mixed $check   Null to let ACF save, anything else to stop it.
	 * @param mixed $value   The value.
	 * @param mixed $post_id ACF's post id.
	 * @param mixed $field   The field.
	 * @return mixed
	 */
	public static function skip_box_save( $check, $value, $post_id, $field ) {
		unset( $value );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells which save this is; core checked its nonce.
		if ( null !== $check || ! isset( $_GET['meta-box-loader'] ) || ! is_array( $field ) || ! isset( $field['key'] ) || ! is_numeric( $post_id ) ) {
			return $check;
		}
		// The meta-box save comes from the block editor (use_block_editor_for_post() answers false
		// during it), so only the post type counts here.
		$post = get_post( (int) $post_id );
		if ( ! isset( AcfFormat::keys()[ $field['key'] ] ) || ! $post instanceof WP_Post || ! self::has_panels( $post ) ) {
			return $check;
		}
		return true;
	}
}
