<?php
/**
 * The home banner post type.
 *
 * @package Mvc
 */

namespace Mvc\Content\PostTypes;

use Mvc\Content\CardData;
use Mvc\Module;
use WP_Post;
use WP_Query;

/**
 * A slide of the home page's rotating banner: its image (the featured image), an optional text and
 * the external address it opens in a new tab. Operators edit the slides in wp-admin; the order is
 * the Order field of Page Attributes (smallest first, then newest first). Slides have no address of
 * their own, and only editors and administrators manage them (page capabilities).
 */
final class HomeBanner implements Module {

	public const TYPE = 'home_banner';

	public const META_LINK = 'external_link';

	public const META_TEXT = 'banner_text';

	public const IMAGE_SIZE = 'full';

	/**
	 * The most slides the banner shows.
	 */
	public const LIMIT = 20;

	private const NONCE_ACTION = 'mvc_home_banner_save';

	private const NONCE_FIELD = 'mvc_home_banner_nonce';

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
	 * Registers the post type and its fields.
	 */
	public function register_type(): void {
		register_post_type(
			self::TYPE,
			array(
				'labels'          => array(
					'name'                  => __( 'Home banners', 'mvc' ),
					'singular_name'         => __( 'Home banner', 'mvc' ),
					'menu_name'             => __( 'Home banners', 'mvc' ),
					'add_new'               => __( 'Add slide', 'mvc' ),
					'add_new_item'          => __( 'Add slide', 'mvc' ),
					'new_item'              => __( 'New slide', 'mvc' ),
					'edit_item'             => __( 'Edit slide', 'mvc' ),
					'all_items'             => __( 'All slides', 'mvc' ),
					'search_items'          => __( 'Search slides', 'mvc' ),
					'not_found'             => __( 'No slides found.', 'mvc' ),
					'not_found_in_trash'    => __( 'No slides found in Trash.', 'mvc' ),
					'featured_image'        => __( 'Slide image', 'mvc' ),
					'set_featured_image'    => __( 'Set slide image', 'mvc' ),
					'remove_featured_image' => __( 'Remove slide image', 'mvc' ),
					'use_featured_image'    => __( 'Use as slide image', 'mvc' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'menu_icon'       => 'dashicons-images-alt2',
				'menu_position'   => 5,
				'supports'        => array( 'title', 'thumbnail', 'page-attributes' ),
			)
		);
		register_post_meta(
			self::TYPE,
			self::META_LINK,
			array(
				'type'              => 'string',
				'description'       => __( 'The external address the slide opens in a new tab.', 'mvc' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => array( CardData::class, 'http_link' ),
				'auth_callback'     => array( self::class, 'can_edit' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'   => 'string',
						'format' => 'uri',
					),
				),
			)
		);
		register_post_meta(
			self::TYPE,
			self::META_TEXT,
			array(
				'type'              => 'string',
				'description'       => __( 'Optional text shown on the slide.', 'mvc' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => 'sanitize_text_field',
				'auth_callback'     => array( self::class, 'can_edit' ),
				'show_in_rest'      => true,
			)
		);
	}

	/**
	 * The published slides that have an image, in order, in the shape of the REST answer.
	 *
	 * @return list<array{image: string, externalLink: string, bannerText: string}>
	 */
	public static function slides(): array {
		return array_map(
			static fn( array $entry ): array => array(
				'image'        => $entry['image'],
				'externalLink' => $entry['externalLink'],
				'bannerText'   => $entry['bannerText'],
			),
			self::entries()
		);
	}

	/**
	 * The published slides that have an image, in order, with what the home template also needs:
	 * the slide's title (the link's name when it has no text) and its image attachment.
	 *
	 * @return list<array{title: string, imageId: int, image: string, externalLink: string, bannerText: string}>
	 */
	public static function entries(): array {
		$query = new WP_Query(
			array(
				'post_type'              => self::TYPE,
				'post_status'            => 'publish',
				'posts_per_page'         => self::LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- LIMIT is 20.
				'orderby'                => array(
					'menu_order' => 'ASC',
					'date'       => 'DESC',
					'ID'         => 'DESC',
				),
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_term_cache' => false,
			)
		);
		update_post_thumbnail_cache( $query );
		$entries = array();
		foreach ( $query->posts as $post ) {
			if ( ! $post instanceof WP_Post ) {
				continue;
			}
			$image = (string) get_the_post_thumbnail_url( $post, self::IMAGE_SIZE );
			if ( '' === $image ) {
				continue;
			}
			$entries[] = array(
				'title'        => CardData::plain_text( get_the_title( $post ) ),
				'imageId'      => (int) get_post_thumbnail_id( $post ),
				'image'        => $image,
				'externalLink' => CardData::http_link( get_post_meta( $post->ID, self::META_LINK, true ) ),
				'bannerText'   => sanitize_text_field( (string) get_post_meta( $post->ID, self::META_TEXT, true ) ),
			);
		}
		return $entries;
	}

	/**
	 * Whether the current user may change a slide's fields.
	 *
	 * @param bool   $allowed  Whether the user can add the meta (ignored).
	 * @param string $meta_key The meta key.
	 * @param int    $post_id  The slide.
	 */
	public static function can_edit( $allowed, $meta_key, $post_id ): bool {
		unset( $allowed, $meta_key );
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * The box of the link and the text on the edit screen.
	 */
	public function add_box(): void {
		add_meta_box( 'mvc-home-banner', __( 'Link and text', 'mvc' ), array( $this, 'render_box' ), self::TYPE, 'normal', 'high' );
	}

	/**
	 * Draws the box.
	 *
	 * @param WP_Post $post The slide.
	 */
	public function render_box( WP_Post $post ): void {
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		$link = (string) get_post_meta( $post->ID, self::META_LINK, true );
		$text = (string) get_post_meta( $post->ID, self::META_TEXT, true );
		?>
		<p>
			<label for="mvc-banner-link"><strong><?php esc_html_e( 'External link', 'mvc' ); ?></strong></label><br>
			<input type="url" id="mvc-banner-link" name="<?php echo esc_attr( self::META_LINK ); ?>" value="<?php echo esc_attr( $link ); ?>" class="large-text" placeholder="https://" pattern="https?://.+" aria-describedby="mvc-banner-link-help">
			<span id="mvc-banner-link-help" class="description"><?php esc_html_e( 'The slide opens this address in a new tab. Only http and https addresses are accepted.', 'mvc' ); ?></span>
		</p>
		<p>
			<label for="mvc-banner-text"><strong><?php esc_html_e( 'Banner text', 'mvc' ); ?></strong></label><br>
			<input type="text" id="mvc-banner-text" name="<?php echo esc_attr( self::META_TEXT ); ?>" value="<?php echo esc_attr( $text ); ?>" class="large-text" maxlength="200" aria-describedby="mvc-banner-text-help">
			<span id="mvc-banner-text-help" class="description"><?php esc_html_e( 'Optional text shown on the slide.', 'mvc' ); ?></span>
		</p>
		<p class="description"><?php esc_html_e( 'Slides appear by their Order (smallest first), then newest first. A slide without an image is not shown.', 'mvc' ); ?></p>
		<?php
	}

	/**
	 * Saves the box's fields: only with the box's nonce and the right to edit the slide.
	 *
	 * @param int     $post_id The slide.
	 * @param WP_Post $post    The slide.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		if ( ! MetaBox::may_save( $post_id, $post, self::TYPE, self::NONCE_ACTION, self::NONCE_FIELD ) ) {
			return;
		}
		$link = isset( $_POST[ self::META_LINK ] ) ? CardData::http_link( wp_unslash( $_POST[ self::META_LINK ] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Missing -- checked by MetaBox::may_save(); http_link() keeps only an http(s) address.
		$text = isset( $_POST[ self::META_TEXT ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::META_TEXT ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked by MetaBox::may_save().
		update_post_meta( $post_id, self::META_LINK, $link );
		update_post_meta( $post_id, self::META_TEXT, $text );
	}
}
