<?php
/**
 * The podcast post type.
 *
 * @package Mvc
 */

namespace Mvc\Content\PostTypes;

use Mvc\Content\CardData;
use Mvc\Module;
use WP_Post;
use WP_Query;

/**
 * A podcast episode of the /podcast page: its cover (the featured image), title, description (the
 * excerpt), date and the external address where it is listened to. Episodes have no page of their
 * own: the card's button opens the listening address in a new tab.
 */
final class Podcast implements Module {

	public const TYPE = 'podcast';

	public const META_URL = 'podcast_url';

	public const COVER_SIZE = 'large';

	/**
	 * Cards per page of /podcast.
	 */
	public const PAGE_SIZE = 9;

	/**
	 * The largest page a caller may ask for.
	 */
	public const MAX_PAGE_SIZE = 100;

	private const NONCE_ACTION = 'mvc_podcast_save';

	private const NONCE_FIELD = 'mvc_podcast_nonce';

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
		add_action( 'add_meta_boxes_' . self::TYPE, array( $this, 'add_box' ) );
		add_action( 'save_post_' . self::TYPE, array( $this, 'save' ), 10, 2 );
	}

	/**
	 * Registers the post type and its field.
	 */
	public function register_type(): void {
		register_post_type(
			self::TYPE,
			array(
				'labels'          => array(
					'name'                  => __( 'Podcasts', 'mvc' ),
					'singular_name'         => __( 'Podcast', 'mvc' ),
					'menu_name'             => __( 'Podcasts', 'mvc' ),
					'add_new'               => __( 'Add podcast', 'mvc' ),
					'add_new_item'          => __( 'Add podcast', 'mvc' ),
					'new_item'              => __( 'New podcast', 'mvc' ),
					'edit_item'             => __( 'Edit podcast', 'mvc' ),
					'all_items'             => __( 'All podcasts', 'mvc' ),
					'search_items'          => __( 'Search podcasts', 'mvc' ),
					'not_found'             => __( 'No podcasts found.', 'mvc' ),
					'not_found_in_trash'    => __( 'No podcasts found in Trash.', 'mvc' ),
					'featured_image'        => __( 'Cover', 'mvc' ),
					'set_featured_image'    => __( 'Set cover', 'mvc' ),
					'remove_featured_image' => __( 'Remove cover', 'mvc' ),
					'use_featured_image'    => __( 'Use as cover', 'mvc' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				// Editors and administrators, as for the home banners: the cards link off the site.
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'menu_icon'       => 'dashicons-microphone',
				'menu_position'   => 7,
				'supports'        => array( 'title', 'excerpt', 'thumbnail' ),
			)
		);
		register_post_meta(
			self::TYPE,
			self::META_URL,
			array(
				'type'              => 'string',
				'description'       => __( 'The external address where the podcast is listened to.', 'mvc' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => array( CardData::class, 'http_link' ),
				'auth_callback'     => array( HomeBanner::class, 'can_edit' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'   => 'string',
						'format' => 'uri',
					),
				),
			)
		);
	}

	/**
	 * One page of the published podcasts, newest first, and how many there are in all.
	 *
	 * @param int $page_size   Cards per page (1 to MAX_PAGE_SIZE).
	 * @param int $page_number Page, from 1.
	 * @return array{list: list<array{cover: string, title: string, description: string, postDate: string, url: string}>, total: int}
	 */
	public static function page( int $page_size, int $page_number ): array {
		$args = array(
			'post_type'              => self::TYPE,
			'post_status'            => 'publish',
			'posts_per_page'         => max( 1, min( self::MAX_PAGE_SIZE, $page_size ) ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most MAX_PAGE_SIZE (100).
			'paged'                  => max( 1, $page_number ),
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts'    => true,
			'update_post_term_cache' => false,
		);
		return CardData::page( $args, array( self::class, 'item' ) );
	}

	/**
	 * A podcast card's data.
	 *
	 * @param WP_Post $post The podcast.
	 * @return array{cover: string, title: string, description: string, postDate: string, url: string}
	 */
	public static function item( WP_Post $post ): array {
		return array(
			'cover'       => (string) get_the_post_thumbnail_url( $post, self::COVER_SIZE ),
			'title'       => CardData::plain_text( get_the_title( $post ) ),
			'description' => CardData::plain_text( $post->post_excerpt ),
			'postDate'    => (string) get_the_date( 'Y-m-d', $post ),
			'url'         => CardData::http_link( get_post_meta( $post->ID, self::META_URL, true ) ),
		);
	}

	/**
	 * The box of the listening address on the edit screen.
	 */
	public function add_box(): void {
		add_meta_box( 'mvc-podcast', __( 'Listening link', 'mvc' ), array( $this, 'render_box' ), self::TYPE, 'normal', 'high' );
	}

	/**
	 * Draws the box.
	 *
	 * @param WP_Post $post The podcast.
	 */
	public function render_box( WP_Post $post ): void {
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		$url = (string) get_post_meta( $post->ID, self::META_URL, true );
		?>
		<p>
			<label for="mvc-podcast-url"><strong><?php esc_html_e( 'Listening address', 'mvc' ); ?></strong></label><br>
			<input type="url" id="mvc-podcast-url" name="<?php echo esc_attr( self::META_URL ); ?>" value="<?php echo esc_attr( $url ); ?>" class="large-text" placeholder="https://" pattern="https?://.+" aria-describedby="mvc-podcast-url-help">
			<span id="mvc-podcast-url-help" class="description"><?php esc_html_e( 'The start-listening button opens this address in a new tab. Only http and https addresses are accepted.', 'mvc' ); ?></span>
		</p>
		<p class="description"><?php esc_html_e( 'The card shows the Excerpt as the description and the featured image as the cover.', 'mvc' ); ?></p>
		<?php
	}

	/**
	 * Saves the box's field: only with the box's nonce and the right to edit the podcast.
	 *
	 * @param int     $post_id The podcast.
	 * @param WP_Post $post    The podcast.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		if ( ! MetaBox::may_save( $post_id, $post, self::TYPE, self::NONCE_ACTION, self::NONCE_FIELD ) ) {
			return;
		}
		$url = isset( $_POST[ self::META_URL ] ) ? CardData::http_link( wp_unslash( $_POST[ self::META_URL ] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Missing -- checked by MetaBox::may_save(); http_link() keeps only an http(s) address.
		update_post_meta( $post_id, self::META_URL, $url );
	}
}
