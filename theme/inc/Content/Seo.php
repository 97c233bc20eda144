<?php
/**
 * What search engines, scholars' tools and share cards read from an article page.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Journals as JournalList;
use Mvc\Core\View\Post;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Post;

/**
 * On an article: the meta description, Open Graph and Twitter card tags, and `NewsArticle` JSON-LD
 * (headline, description, image, dates, author, publisher). WordPress prints the canonical link
 * itself. The server's HTML holds the whole article, so nothing here depends on JavaScript.
 */
final class Seo implements Module {

	/**
	 * The facts of the articles described in this request, by post id.
	 *
	 * @var array<int, array{title: string, description: string, url: string, image: string, published: string, modified: string}>
	 */
	private static array $facts = array();

	/**
	 * Applies while the plugin is active: it reads the plugin's data.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_article_meta' ), 5 );
		add_action( 'wp_head', array( $this, 'print_page_description' ), 5 );
	}

	/**
	 * Every page but an article (print_article_meta() has its own) and a search says what it is in
	 * a meta description (search engines and share cards show it; Lighthouse's SEO audit asks for
	 * it). Search results are not indexed, on purpose (core's wp_robots says noindex, follow) and
	 * get none.
	 */
	public function print_page_description(): void {
		$description = self::page_description();
		if ( '' !== $description ) {
			printf( '<meta name="description" content="%s">' . "\n", esc_attr( $description ) );
		}
	}

	/**
	 * The description of the page being shown: the home's tagline, a category's or tag's own
	 * description or a sentence naming it, a journal's or a page's summary, the application routes'
	 * purpose, the not-found page's. Empty for an article (print_article_meta() has its own), a
	 * search and anything else.
	 */
	public static function page_description(): string {
		$site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		if ( is_404() ) {
			/* translators: %s: the site's name. */
			return sprintf( __( 'This page is not on %s: it may have moved or been taken down. Search the site or start from the home page.', 'mvc' ), $site );
		}
		if ( is_front_page() ) {
			$tagline = wp_specialchars_decode( get_bloginfo( 'description' ), ENT_QUOTES );
			return '' !== $tagline
				/* translators: 1: the site's name, 2: its tagline. */
				? sprintf( __( '%1$s: %2$s. Research and industry news, calls for papers, journals, courses and podcasts in materials science.', 'mvc' ), $site, $tagline )
				: __( 'Research and industry news, calls for papers, journals, courses and podcasts in materials science.', 'mvc' );
		}
		if ( is_category() || is_tag() ) {
			$term = get_queried_object();
			if ( ! $term instanceof \WP_Term ) {
				return '';
			}
			$own = trim( wp_strip_all_tags( term_description( $term->term_id ) ) );
			if ( '' !== $own ) {
				return $own;
			}
			return is_tag()
				/* translators: 1: the tag's name, 2: the site's name. */
				? sprintf( __( 'Articles about %1$s on %2$s.', 'mvc' ), $term->name, $site )
				/* translators: 1: the category's name, 2: the site's name. */
				: sprintf( __( 'The latest %1$s from %2$s.', 'mvc' ), $term->name, $site );
		}
		if ( is_singular( JournalList::TYPE ) ) {
			$post = get_queried_object();
			return $post instanceof WP_Post ? Post::summary( $post ) : '';
		}
		if ( is_page() ) {
			$post    = get_queried_object();
			$summary = $post instanceof WP_Post ? Post::summary( $post ) : '';
			return '' !== $summary || ! $post instanceof WP_Post
				? $summary
				/* translators: 1: the page's title, 2: the site's name. */
				: sprintf( __( '%1$s on %2$s.', 'mvc' ), Post::plain_text( get_the_title( $post ) ), $site );
		}
		if ( is_post_type_archive( JournalList::TYPE ) ) {
			/* translators: %s: the site's name. */
			return sprintf( __( 'The journals %s publishes with its partners, by subject.', 'mvc' ), $site );
		}
		$routes = array(
			'podcast'  => __( 'Podcast episodes about materials science research, publishing and careers.', 'mvc' ),
			'courses'  => __( 'Online courses on literature search, paper writing, research figures and submission.', 'mvc' ),
			'contact'  => __( 'Contact the editorial team: questions about publishing, journals and the site.', 'mvc' ),
			/* translators: %s: the site's name. */
			'profile'  => sprintf( __( 'Your personal centre on %s: your profile, the articles you liked and added to your favourites, and the tags you subscribe to.', 'mvc' ), $site ),
			/* translators: %s: the site's name. */
			'messages' => sprintf( __( 'Your message centre on %s: mentions of you in comments and system messages.', 'mvc' ), $site ),
		);
		return $routes[ Routes::current() ] ?? '';
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
		$facts = self::facts( $post );
		$tags  = array(
			array( 'name', 'description', $facts['description'] ),
			array( 'property', 'og:type', 'article' ),
			array( 'property', 'og:locale', 'zh_CN' ),
			array( 'property', 'og:site_name', get_bloginfo( 'name' ) ),
			array( 'property', 'og:title', $facts['title'] ),
			array( 'property', 'og:description', $facts['description'] ),
			array( 'property', 'og:url', $facts['url'] ),
			array( 'property', 'article:published_time', $facts['published'] ),
			array( 'property', 'article:modified_time', $facts['modified'] ),
			array( 'name', 'twitter:card', '' !== $facts['image'] ? 'summary_large_image' : 'summary' ),
		);
		if ( '' !== $facts['image'] ) {
			$tags[] = array( 'property', 'og:image', $facts['image'] );
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
		$facts = self::facts( $post );
		$data  = array(
			'@context'         => 'https://schema.org',
			'@type'            => 'NewsArticle',
			'mainEntityOfPage' => $facts['url'],
			'url'              => $facts['url'],
			'headline'         => $facts['title'],
			'description'      => $facts['description'],
			'inLanguage'       => 'zh-CN',
			'datePublished'    => $facts['published'],
			'dateModified'     => $facts['modified'],
			'author'           => self::author( $post ),
			'publisher'        => array(
				'@type' => 'Organization',
				'name'  => get_bloginfo( 'name' ),
				'logo'  => array(
					'@type' => 'ImageObject',
					'url'   => get_template_directory_uri() . '/assets/images/logo.svg',
				),
			),
		);
		if ( '' !== $facts['image'] ) {
			$data['image'] = array( $facts['image'] );
		}
		return $data;
	}

	/**
	 * The article's author for the JSON-LD: the editorial office (an account named 编辑部, 小编 or the
	 * site's name, or with no name) is an Organization with the site's address; a named editor is a
	 * Person.
	 *
	 * @param WP_Post $post Article.
	 * @return array<string, string>
	 */
	private static function author( WP_Post $post ): array {
		$name = trim( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) );
		$site = (string) get_bloginfo( 'name' );
		if ( '' === $name || $site === $name || str_contains( $name, '编辑部' ) || in_array( $name, array( '小编', '编辑', '官方' ), true ) ) {
			return array(
				'@type' => 'Organization',
				'name'  => '' !== $name ? $name : $site,
				'url'   => home_url( '/' ),
			);
		}
		return array(
			'@type' => 'Person',
			'name'  => $name,
		);
	}

	/**
	 * What the meta tags and the JSON-LD both say of an article, worked out once per request (the
	 * title, canonical URL and image run their filters once).
	 *
	 * @param WP_Post $post Article.
	 * @return array{title: string, description: string, url: string, image: string, published: string, modified: string}
	 */
	private static function facts( WP_Post $post ): array {
		if ( ! isset( self::$facts[ $post->ID ] ) ) {
			self::$facts[ $post->ID ] = array(
				'title'       => Post::plain_text( get_the_title( $post ) ),
				'description' => Post::summary( $post ),
				'url'         => (string) wp_get_canonical_url( $post ),
				'image'       => (string) get_the_post_thumbnail_url( $post, 'large' ),
				'published'   => (string) get_post_time( 'c', true, $post ),
				'modified'    => (string) get_post_modified_time( 'c', true, $post ),
			);
		}
		return self::$facts[ $post->ID ];
	}
}
