<?php
/**
 * The base of the plugin's post types.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Module;

/**
 * Every post type of the plugin is a module of this shape: its name (type()), the arguments of
 * register_post_type() (labels in the site's language from Labels, capabilities, supports), what is
 * registered with it (taxonomies, meta) and its own hooks. BoxedPostType adds a box of plain fields
 * on the classic edit screen.
 */
abstract class PostType implements Module {

	/**
	 * The post type's name.
	 */
	abstract public static function type(): string;

	/**
	 * Arguments of register_post_type().
	 *
	 * @return array<string, mixed>
	 */
	abstract protected function post_type_args(): array;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks: the type on `init`, its wp-admin messages (Labels), then the type's own.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_type' ) );
		Labels::hooks();
		$this->hooks();
	}

	/**
	 * The type's own hooks.
	 */
	protected function hooks(): void {
	}

	/**
	 * Registers the post type, then what goes with it.
	 */
	public function register_type(): void {
		register_post_type( static::type(), $this->post_type_args() );
		$this->register_with_type();
	}

	/**
	 * Taxonomies and meta registered with the type.
	 */
	protected function register_with_type(): void {
	}

	/**
	 * `auth_callback` of the type's meta: whether the current user may change a post's fields.
	 *
	 * @param bool   $allowed  Whether the user can add the meta (ignored).
	 * @param string $meta_key The meta key.
	 * @param int    $post_id  The post.
	 */
	public static function can_edit( $allowed, $meta_key, $post_id ): bool {
		unset( $allowed, $meta_key );
		return current_user_can( 'edit_post', (int) $post_id );
	}
}
