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
 * The journal's and the article's fields have two editors when ACF runs: the project's panels in the
 * block editor (JournalEditor, saved with the post through core REST `meta`) and ACF's meta box of the
 * same field group (plugin/acf-json/), which the block editor posts to post.php?meta-box-loader=1 after
 * the REST save, so ACF's box wrote the values it had loaded over what the panel had just saved.
 *
 * The panels stay and ACF's box steps aside, because the panels are the one editor that exists with and
 * without ACF, hold what ACF's box cannot (the cover, the journal categories, checks before saving with
 * the save locked, one group at a time) and edit the same meta that ACF reads (get_field(), its `acf`
 * REST field; AcfField gives ACF the keys). So, in the block editor of a post type whose panels are
 * built:
 * - ACF's boxes of the plugin's groups are removed (add_meta_boxes, after ACF's own at 10): with no other
 *   box, the block editor sends no second save at all;
 * - should a meta-box save still carry the plugin's fields (an editor page opened before this ran),
 *   ACF skips them (acf/pre_update_value), so one save writes each field once; what was typed in
 *   that old box is not saved (the panels are the editor).
 * ACF's boxes of other field groups, and ACF's box in the classic editor (where the panels do not run),
 * are left as they are.
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
