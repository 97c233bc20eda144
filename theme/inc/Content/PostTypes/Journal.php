<?php
/**
 * The journal post type.
 *
 * @package Mvc
 */

namespace Mvc\Content\PostTypes;

use Mvc\Module;

/**
 * A journal: its minisite at /journals/{slug} and its card in the listing at /journals. The
 * minisite's fields come with the journals issue; the basics are here for the home carousel.
 */
final class Journal implements Module {

	public const TYPE = 'journal';

	public const REST_BASE = 'journals';

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
		add_action( 'init', array( $this, 'register_type' ) );
	}

	/**
	 * Registers the post type.
	 */
	public function register_type(): void {
		register_post_type(
			self::TYPE,
			array(
				'labels'        => array(
					'name'          => __( 'Journals', 'mvc' ),
					'singular_name' => __( 'Journal', 'mvc' ),
					'add_new_item'  => __( 'Add journal', 'mvc' ),
					'edit_item'     => __( 'Edit journal', 'mvc' ),
					'all_items'     => __( 'All journals', 'mvc' ),
					'search_items'  => __( 'Search journals', 'mvc' ),
				),
				'public'        => true,
				'has_archive'   => 'journals',
				'rewrite'       => array(
					'slug'       => 'journals',
					'with_front' => false,
				),
				'menu_icon'     => 'dashicons-book-alt',
				'menu_position' => 6,
				'supports'      => array( 'title', 'editor', 'thumbnail', 'excerpt', 'custom-fields' ),
				'taxonomies'    => array( 'post_tag' ),
				'show_in_rest'  => true,
				'rest_base'     => self::REST_BASE,
			)
		);
	}
}
