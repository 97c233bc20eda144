<?php
/**
 * The article cards of the personal area: liked, collected, a tag's preview, recommended tags' posts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use WP_Post;
use WP_Query;
use WP_Term;

/**
 * A card is `{id, link, cover, title, tags}` (members.md section 3): the title as plain text, the
 * cover the card-size featured image (Media::IMAGE_CARD) or '', the tags `{id, name, slug}` (or
 * `{term_id, name}` in a recommended tag's posts, TAGS_SHORT). Cards are built for public articles
 * only (published, no password), in the order of the ids given.
 *
 * Building a list costs the same few queries whatever its length: the posts with their meta and
 * terms in one go (_prime_post_caches, which calls update_object_term_cache), then their images
 * (what update_post_thumbnail_cache does for a WP_Query).
 */
final class ArticleCards {

	/**
	 * Tags as `{id, name, slug}` (the likes, collections and tag preview lists).
	 */
	public const TAGS_FULL = 'full';

	/**
	 * Tags as `{term_id, name}` (the posts of a recommended tag).
	 */
	public const TAGS_SHORT = 'short';

	/**
	 * The cards of some articles, in the order given; ids that are not public articles are left out.
	 *
	 * @param array<int, int> $ids       Post ids.
	 * @param string          $tag_shape TAGS_FULL or TAGS_SHORT.
	 * @return list<array{id: int, link: string, cover: string, title: string, tags: list<array<string, int|string>>}>
	 */
	public static function for_ids( array $ids, string $tag_shape = self::TAGS_FULL ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		self::prime( $ids );
		$cards = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && PostFields::is_public_article( $post ) ) {
				$cards[] = self::card( $post, $tag_shape );
			}
		}
		return $cards;
	}

	/**
	 * One page of a tag's public articles, newest first, and how many there are.
	 *
	 * @param WP_Term $tag      A post tag.
	 * @param int     $page     Page, from 1.
	 * @param int     $per_page Cards per page.
	 * @return array{total: int, list: list<array{id: int, link: string, cover: string, title: string, tags: list<array<string, int|string>>}>}
	 */
	public static function tag_page( WP_Term $tag, int $page, int $per_page ): array {
		$args  = array(
			'post_type'              => 'post',
			'post_status'            => 'publish',
			'has_password'           => false,
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the list is by tag.
			'tax_query'              => array(
				array(
					'taxonomy'         => 'post_tag',
					'field'            => 'term_taxonomy_id',
					'terms'            => array( (int) $tag->term_taxonomy_id ),
					'include_children' => false,
				),
			),
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts'    => true,
			'fields'                 => 'ids',
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		);
		$query = new WP_Query( $args );
		return array(
			'total' => CardData::total( $query, $args ),
			'list'  => self::for_ids( array_map( 'intval', $query->posts ) ),
		);
	}

	/**
	 * Loads the posts, their meta and terms, and their featured images in a few queries.
	 *
	 * @param array<int, int> $ids Post ids.
	 */
	public static function prime( array $ids ): void {
		_prime_post_caches( $ids, true, true );
		$thumbnails = array();
		foreach ( $ids as $id ) {
			$thumbnail = (int) get_post_meta( $id, '_thumbnail_id', true );
			if ( $thumbnail > 0 ) {
				$thumbnails[] = $thumbnail;
			}
		}
		if ( $thumbnails ) {
			_prime_post_caches( $thumbnails, false, true );
		}
	}

	/**
	 * One card (its post's caches primed by the caller).
	 *
	 * @param WP_Post $post      A public article.
	 * @param string  $tag_shape TAGS_FULL or TAGS_SHORT.
	 * @return array{id: int, link: string, cover: string, title: string, tags: list<array<string, int|string>>}
	 */
	public static function card( WP_Post $post, string $tag_shape = self::TAGS_FULL ): array {
		$terms = get_the_terms( $post, 'post_tag' );
		$tags  = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$name   = CardData::plain_text( $term->name );
			$tags[] = self::TAGS_SHORT === $tag_shape
				? array(
					'term_id' => (int) $term->term_id,
					'name'    => $name,
				)
				: array(
					'id'   => (int) $term->term_id,
					'name' => $name,
					'slug' => $term->slug,
				);
		}
		return array(
			'id'    => $post->ID,
			'link'  => (string) get_permalink( $post ),
			'cover' => (string) get_the_post_thumbnail_url( $post, Media::IMAGE_CARD ),
			'title' => CardData::plain_text( get_the_title( $post ) ),
			'tags'  => $tags,
		);
	}

	/**
	 * The schema of a card, for the routes that answer cards.
	 *
	 * @param string $tag_shape TAGS_FULL or TAGS_SHORT.
	 * @return array<string, mixed>
	 */
	public static function schema( string $tag_shape = self::TAGS_FULL ): array {
		$tag = self::TAGS_SHORT === $tag_shape
			? array(
				'term_id' => array(
					'description' => __( 'Id of the tag.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'name'    => array(
					'description' => __( 'The tag\'s name, as plain text.', 'mvc-core' ),
					'type'        => 'string',
				),
			)
			: array(
				'id'   => array(
					'description' => __( 'Id of the tag.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'name' => array(
					'description' => __( 'The tag\'s name, as plain text.', 'mvc-core' ),
					'type'        => 'string',
				),
				'slug' => array(
					'description' => __( 'The tag\'s slug (its page is /tag/{slug}).', 'mvc-core' ),
					'type'        => 'string',
				),
			);
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'    => array(
					'description' => __( 'Id of the article.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'link'  => array(
					'description' => __( 'The article\'s address.', 'mvc-core' ),
					'type'        => 'string',
					'format'      => 'uri',
				),
				'cover' => array(
					'description' => __( 'Cover image address, or an empty string.', 'mvc-core' ),
					'type'        => 'string',
				),
				'title' => array(
					'description' => __( 'The article\'s title, as plain text.', 'mvc-core' ),
					'type'        => 'string',
				),
				'tags'  => array(
					'description' => __( 'The article\'s tags.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => $tag,
						'required'   => array_keys( $tag ),
					),
				),
			),
			'required'   => array( 'id', 'link', 'cover', 'title', 'tags' ),
		);
	}
}
