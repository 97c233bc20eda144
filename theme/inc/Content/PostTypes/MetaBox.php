<?php
/**
 * What every edit-screen box of the theme's post types checks before it saves.
 *
 * @package Mvc
 */

namespace Mvc\Content\PostTypes;

use WP_Post;

/**
 * A box's fields are saved only from its own form (its nonce), never by an autosave or for a
 * revision, only for its post type, and only by someone who may edit that post.
 */
final class MetaBox {

	/**
	 * Whether the request may save a box's fields.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The post.
	 * @param string  $type    The box's post type.
	 * @param string  $action  The box's nonce action.
	 * @param string  $field   The box's nonce field.
	 */
	public static function may_save( int $post_id, WP_Post $post, string $type, string $action, string $field ): bool {
		if ( ! isset( $_POST[ $field ] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST[ $field ] ) ), $action ) ) {
			return false;
		}
		if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || $type !== $post->post_type ) {
			return false;
		}
		return current_user_can( 'edit_post', $post_id );
	}
}
