<?php
/**
 * The private post type of the forms' submissions.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Content\PostTypes\Labels;
use Mvc\Core\Content\PostTypes\PostType;

/**
 * Submissions hold personal data (a name, an e-mail address, what someone wrote), so the type is
 * private in every way: no address, no query variable, no search, not in REST (no wp/v2 route),
 * not in menus or exports, every post stored with the status `private`, and every capability of
 * the type mapped to `edit_others_posts`, which editors and administrators have and authors,
 * contributors, subscribers and members do not. Nobody creates one in wp-admin (`create_posts`
 * is never allowed): they come from Submissions::submit().
 */
final class SubmissionType extends PostType {

	public const TYPE = 'mvc_submission';

	/**
	 * The capability every action on a submission needs.
	 */
	public const CAPABILITY = 'edit_others_posts';

	/**
	 * Object-cache group of the unread count.
	 */
	public const CACHE_GROUP = 'mvc_submissions';

	/**
	 * The name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The inbox's own hooks.
	 */
	protected function hooks(): void {
		add_filter( 'wp_insert_post_data', array( self::class, 'keep_private' ), 10, 2 );
		add_action( 'transition_post_status', array( self::class, 'forget_unread' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'forget_unread_of_deleted' ), 10, 2 );
		InboxIndex::register();
	}

	/**
	 * Forgets the unread count kept in the object cache (shared by every PHP node when it is
	 * persistent) when a submission goes to or comes back from the trash.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public static function forget_unread( $new_status, $old_status, $post ): void {
		if ( self::TYPE === $post->post_type && $new_status !== $old_status ) {
			wp_cache_delete( 'unread', self::CACHE_GROUP );
		}
	}

	/**
	 * Forgets the unread count when a submission is deleted for good.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post (WordPress 5.5+).
	 */
	public static function forget_unread_of_deleted( $post_id, $post = null ): void {
		unset( $post_id );
		if ( $post instanceof \WP_Post && self::TYPE === $post->post_type ) {
			wp_cache_delete( 'unread', self::CACHE_GROUP );
		}
	}

	/**
	 * The post type: private, read and answered in wp-admin only, never created there.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		$cap = self::CAPABILITY;
		return array(
			'labels'              => array_merge(
				Labels::labels( self::TYPE ),
				array(
					'name'          => __( 'Submissions', 'mvc-core' ),
					'singular_name' => __( 'Submission', 'mvc-core' ),
					'menu_name'     => __( 'Submissions', 'mvc-core' ),
					'all_items'     => __( 'All submissions', 'mvc-core' ),
					'edit_item'     => __( 'View submission', 'mvc-core' ),
					'view_item'     => __( 'View submission', 'mvc-core' ),
				)
			),
			'description'         => __( 'Messages and questions visitors sent through the contact page and the journals\' minisites.', 'mvc-core' ),
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_nav_menus'   => false,
			'show_in_admin_bar'   => false,
			'show_in_rest'        => false,
			'rewrite'             => false,
			'query_var'           => false,
			'has_archive'         => false,
			'can_export'          => false,
			'delete_with_user'    => false,
			'hierarchical'        => false,
			'supports'            => false,
			'menu_icon'           => 'dashicons-email-alt',
			'menu_position'       => 26,
			'map_meta_cap'        => true,
			'capability_type'     => array( 'mvc_submission', 'mvc_submissions' ),
			'capabilities'        => array(
				'read'                   => $cap,
				'edit_posts'             => $cap,
				'edit_others_posts'      => $cap,
				'edit_private_posts'     => $cap,
				'edit_published_posts'   => $cap,
				'read_private_posts'     => $cap,
				'delete_posts'           => $cap,
				'delete_others_posts'    => $cap,
				'delete_private_posts'   => $cap,
				'delete_published_posts' => $cap,
				'publish_posts'          => 'do_not_allow',
				'create_posts'           => 'do_not_allow',
			),
		);
	}

	/**
	 * `wp_insert_post_data`: a submission is private whatever a save asks for (an edit form sent by
	 * hand, a restore from the trash, which would make it a draft); only the trash stays the trash.
	 *
	 * @param mixed $data    The post's fields about to be saved (slashed).
	 * @param mixed $postarr The fields given.
	 * @return mixed
	 */
	public static function keep_private( $data, $postarr ) {
		unset( $postarr );
		if ( is_array( $data ) && self::TYPE === ( $data['post_type'] ?? '' ) && 'trash' !== ( $data['post_status'] ?? '' ) ) {
			$data['post_status'] = 'private';
		}
		return $data;
	}
}
