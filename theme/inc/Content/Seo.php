<?php
/**
 * What search engines, scholars' tools and share cards read from an article page.
 *
 * @package Mvc
 */

namespace Mvc\Content;

use Mvc\Module;
use WP_Post;

/**
 * On an article: the meta description, Open Graph and Twitter card tags, and `NewsArticle` JSON-LD
 * (headline, description, image, dates, author, publisher). WordPress prints the canonical link
 * itself. The server's HTML holds the whole article, so nothing here depends on JavaScript.
 */
final class Seo implements Module {

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
		add_action( 'wp_head', array( $this, 'print_article_meta' ), 5 );
	}

	/**
	 * Prints the tags and the JSON-LD of the article being shown.
	 */
	public function print_article_meta(): void {
		if ( ! is_singular( 'post' ) ) {
			return;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		foreach ( self::meta_tags( $post ) as $tag ) {
			printf( '<meta %1$s="%2$s" content="%3$s">' . "\n", esc_attr( $tag[0] ), esc_attr( $tag[1] ), esc_attr( $tag[2] ) );
		}
		echo '<script type="application/ld+json">' . wp_json_encode( self::json_ld( $post ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP ) . "</script>\n";
	}

	/**
	 * The meta tags: [attribute, name, content].
	 *
	 * @param WP_Post $post Article.
	 * @return list<array{string, string, string}>
	 */
	public static function meta_tags( WP_Post $post ): array {
		$description = CardData::summary( $post );
		$image       = (string) get_the_post_thumbnail_url( $post, 'large' );
		$tags        = array(
			array( 'name', 'description', $description ),
			array( 'property', 'og:type', 'article' ),
			array( 'property', 'og:locale', 'zh_CN' ),
			array( 'property', 'og:site_name', get_bloginfo( 'name' ) ),
			array( 'property', 'og:title', CardData::plain_text( get_the_title( $post ) ) ),
			array( 'property', 'og:description', $description ),
			array( 'property', 'og:url', (string) wp_get_canonical_url( $post ) ),
			array( 'property', 'article:published_time', (string) get_post_time( 'c', true, $post ) ),
			array( 'property', 'article:modified_time', (string) get_post_modified_time( 'c', true, $post ) ),
			array( 'name', 'twitter:card', '' !== $image ? 'summary_large_image' : 'summary' ),
		);
		if ( '' !== $image ) {
			$tags[] = array( 'property', 'og:image', $image );
		}
		$terms = get_the_terms( $post, 'post_tag' );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$tags[] = array( 'property', 'article:tag', $term->name );
		}
		return $tags;
	}

	/**
	 * The `NewsArticle` structured data.
	 *
	 * @param WP_Post $post Article.
	 * @return array<string, mixed>
	 */
	public static function json_ld( WP_Post $post ): array {
		$url   = (string) wp_get_canonical_url( $post );
		$image = (string) get_the_post_thumbnail_url( $post, 'large' );
		$data  = array(
			'@context'         => 'https://schema.org',
			'@type'            => 'NewsArticle',
			'mainEntityOfPage' => $url,
			'url'              => $url,
			'headline'         => CardData::plain_text( get_the_title( $post ) ),
			'description'      => CardData::summary( $post ),
			'inLanguage'       => 'zh-CN',
			'datePublished'    => (string) get_post_time( 'c', true, $post ),
			'dateModified'     => (string) get_post_modified_time( 'c', true, $post ),
			'author'           => array(
				'@type' => 'Person',
				'name'  => (string) get_the_author_meta( 'display_name', (int) $post->post_author ),
			),
			'publisher'        => array(
				'@type' => 'Organization',
				'name'  => get_bloginfo( 'name' ),
				'logo'  => array(
					'@type' => 'ImageObject',
					'url'   => get_template_directory_uri() . '/assets/images/logo.svg',
				),
			),
		);
		if ( '' !== $image ) {
			$data['image'] = array( $image );
		}
		return $data;
	}
}
