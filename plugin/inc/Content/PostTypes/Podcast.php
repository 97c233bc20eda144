<?php
/**
 * The podcast post type.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Content\CardData;
use WP_Post;
use WP_Query;

/**
 * A podcast episode of the /podcast page: its cover (the featured image), title, description (the
 * excerpt), date and the external address where it is listened to. Episodes have no page of their
 * own: the card's button opens the listening address in a new tab.
 */
final class Podcast extends BoxedPostType {

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

	/**
	 * The post type's name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The post type: episodes are managed like pages and have no page of their own.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		return array(
			'labels'          => array_merge(
				Labels::labels( self::TYPE ),
				array(
					'name'                  => __( 'Podcasts', 'mvc-core' ),
					'singular_name'         => __( 'Podcast', 'mvc-core' ),
					'menu_name'             => __( 'Podcasts', 'mvc-core' ),
					'featured_image'        => __( 'Cover', 'mvc-core' ),
					'set_featured_image'    => __( 'Set cover', 'mvc-core' ),
					'remove_featured_image' => __( 'Remove cover', 'mvc-core' ),
					'use_featured_image'    => __( 'Use as cover', 'mvc-core' ),
				)
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
		);
	}

	/**
	 * The box's title.
	 */
	protected function box_title(): string {
		return __( 'Listening link', 'mvc-core' );
	}

	/**
	 * The listening address.
	 *
	 * @return array<string, array{kind: string, label: string, help: string, description: string, maxlength?: int}>
	 */
	protected function fields(): array {
		return array(
			self::META_URL => array(
				'kind'        => self::FIELD_URL,
				'label'       => __( 'Listening address', 'mvc-core' ),
				'help'        => __( 'The start-listening button opens this address in a new tab. Only http and https addresses are accepted.', 'mvc-core' ),
				'description' => __( 'The external address where the podcast is listened to.', 'mvc-core' ),
			),
		);
	}

	/**
	 * What the card shows of the other fields.
	 */
	protected function box_note(): string {
		return __( 'The card shows the Excerpt as the description and the featured image as the cover.', 'mvc-core' );
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
}
