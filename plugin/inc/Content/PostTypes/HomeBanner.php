<?php
/**
 * The home banner post type.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Content\CardData;
use WP_Post;
use WP_Query;

/**
 * A slide of the home page's rotating banner: its image (the featured image), an optional text and
 * the external address it opens in a new tab. Operators edit the slides in wp-admin; the order is
 * the Order field of Page Attributes (smallest first, then newest first). Slides have no address of
 * their own, and only editors and administrators manage them (page capabilities).
 */
final class HomeBanner extends BoxedPostType {

	public const TYPE = 'home_banner';

	public const META_LINK = 'external_link';

	public const META_TEXT = 'banner_text';

	public const IMAGE_SIZE = 'full';

	/**
	 * The most slides the banner shows.
	 */
	public const LIMIT = 20;

	/**
	 * The post type's name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The post type: editors and administrators manage the slides, which have no page of their own.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		return array(
			'labels'          => array_merge(
				Labels::labels( self::TYPE ),
				array(
					'name'                  => __( 'Home banners', 'mvc-core' ),
					'singular_name'         => __( 'Home banner', 'mvc-core' ),
					'menu_name'             => __( 'Home banners', 'mvc-core' ),
					'featured_image'        => __( 'Slide image', 'mvc-core' ),
					'set_featured_image'    => __( 'Set slide image', 'mvc-core' ),
					'remove_featured_image' => __( 'Remove slide image', 'mvc-core' ),
					'use_featured_image'    => __( 'Use as slide image', 'mvc-core' ),
				)
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
		);
	}

	/**
	 * The box's title.
	 */
	protected function box_title(): string {
		return __( 'Link and text', 'mvc-core' );
	}

	/**
	 * The slide's link and text.
	 *
	 * @return array<string, array{kind: string, label: string, help: string, description: string, maxlength?: int}>
	 */
	protected function fields(): array {
		return array(
			self::META_LINK => array(
				'kind'        => self::FIELD_URL,
				'label'       => __( 'External link', 'mvc-core' ),
				'help'        => __( 'The slide opens this address in a new tab. Only http and https addresses are accepted.', 'mvc-core' ),
				'description' => __( 'The external address the slide opens in a new tab.', 'mvc-core' ),
			),
			self::META_TEXT => array(
				'kind'        => self::FIELD_TEXT,
				'label'       => __( 'Banner text', 'mvc-core' ),
				'help'        => __( 'Optional text shown on the slide.', 'mvc-core' ),
				'description' => __( 'Optional text shown on the slide.', 'mvc-core' ),
				'maxlength'   => 200,
			),
		);
	}

	/**
	 * How the home page orders and skips slides.
	 */
	protected function box_note(): string {
		return __( 'Slides appear by their Order (smallest first), then newest first. A slide without an image is not shown.', 'mvc-core' );
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
}
