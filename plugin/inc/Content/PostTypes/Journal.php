<?php
/**
 * The journal post type.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Content\CardData;
use WP_Post;
use WP_Query;

/**
 * A journal: its minisite at /journals/{slug} and its card in the listing at /journals. The
 * minisite's fields are Mvc\Core\Content\JournalFields (post meta in ACF's layout, `acf` in REST),
 * its categories the journal filter tags (Journals\Classification), its own tag the one with its
 * slug (Journals\JournalTag); the basics for the cards and the home carousel are here.
 */
final class Journal extends PostType {

	public const TYPE = 'journal';

	public const REST_BASE = 'journals';

	public const COVER_SIZE = 'large';

	/**
	 * Journals of the home page's carousel.
	 */
	public const CAROUSEL_COUNT = 14;

	/**
	 * The largest page a caller may ask for.
	 */
	public const MAX_PAGE_SIZE = 100;

	/**
	 * The name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The journal's own hooks.
	 */
	protected function hooks(): void {
		add_filter( 'the_title', array( self::class, 'plain_embed_title' ), 10, 2 );
	}

	/**
	 * `the_title` on a journal's embed (`/journals/{slug}/embed/`, which core's template prints as
	 * HTML): the title as text, as the minisite shows it, so markup an editor typed in it never runs.
	 *
	 * @param mixed $title   The title.
	 * @param mixed $post_id The post.
	 * @return mixed
	 */
	public static function plain_embed_title( $title, $post_id = 0 ) {
		if ( ! is_string( $title ) || ! is_embed() || self::TYPE !== get_post_type( (int) $post_id ) ) {
			return $title;
		}
		return esc_html( html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES, 'UTF-8' ) );
	}

	/**
	 * The post type.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		return array(
			'labels'        => array_merge(
				Labels::labels( self::TYPE ),
				array(
					'name'                  => __( 'Journals', 'mvc-core' ),
					'singular_name'         => __( 'Journal', 'mvc-core' ),
					'menu_name'             => __( 'Journals', 'mvc-core' ),
					'featured_image'        => __( 'Cover', 'mvc-core' ),
					'set_featured_image'    => __( 'Set cover', 'mvc-core' ),
					'remove_featured_image' => __( 'Remove cover', 'mvc-core' ),
					'use_featured_image'    => __( 'Use as cover', 'mvc-core' ),
				)
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
		);
	}

	/**
	 * One page of the published journals' cards, newest first, and how many there are in all.
	 *
	 * @param int  $page_size      Cards per page (1 to MAX_PAGE_SIZE).
	 * @param int  $page_number    Page, from 1.
	 * @param int  $classification A tag id: only journals with that tag; 0 for all journals.
	 * @param bool $count          Whether to count them all (the total is 0 without).
	 * @return array{list: list<array{id: int, title: string, cover: string, link: string}>, total: int}
	 */
	public static function cards( int $page_size, int $page_number, int $classification = 0, bool $count = true ): array {
		$args = array(
			'post_type'           => self::TYPE,
			'post_status'         => 'publish',
			'posts_per_page'      => max( 1, min( self::MAX_PAGE_SIZE, $page_size ) ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most MAX_PAGE_SIZE (100).
			'paged'               => max( 1, $page_number ),
			'orderby'             => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => ! $count,
		);
		if ( $classification > 0 ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the filter is by tag.
				array(
					'taxonomy'         => 'post_tag',
					'field'            => 'term_id',
					'terms'            => array( $classification ),
					'include_children' => false,
				),
			);
		}
		return CardData::page( $args, array( self::class, 'card' ) );
	}

	/**
	 * The newest journals' cards (the home page's carousel).
	 *
	 * @param int $count How many.
	 * @return list<array{id: int, title: string, cover: string, link: string}>
	 */
	public static function newest( int $count = self::CAROUSEL_COUNT ): array {
		return self::cards( $count, 1, 0, false )['list'];
	}

	/**
	 * A journal's card.
	 *
	 * @param WP_Post $post The journal.
	 * @return array{id: int, title: string, cover: string, link: string}
	 */
	public static function card( WP_Post $post ): array {
		return array(
			'id'    => $post->ID,
			'title' => CardData::plain_text( get_the_title( $post ) ),
			'cover' => (string) get_the_post_thumbnail_url( $post, self::COVER_SIZE ),
			'link'  => (string) get_permalink( $post ),
		);
	}
}
