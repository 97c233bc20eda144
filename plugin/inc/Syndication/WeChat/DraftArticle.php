<?php
/**
 * An article as a WeChat draft, checked against WeChat's limits before anything is sent.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use Mvc\Core\Content\Article\References;
use WP_Error;
use WP_Post;

/**
 * Reads an article (post type `post`): its title, its author's display name, the digest (the
 * excerpt, else the body's first words), the featured image as the cover, and the body as the site
 * renders it followed by the references. prepare() checks everything WeChat would refuse —
 * no cover, an image of a kind or size WeChat does not take, a title, author or digest over WeChat's
 * limits, a body that converted (with addresses as long as WeChat's) would be 20,000 characters or
 * 1 MB — and answers the first reason, so a bad article changes nothing on the official account.
 */
final class DraftArticle {

	/** WeChat's limits in characters (the official account's editor). */
	public const TITLE_MAX  = 64;
	public const AUTHOR_MAX = 8;
	public const DIGEST_MAX = 120;

	/** Bytes the content must stay under. */
	public const CONTENT_BYTES = 1048576;

	/** An address as long as those uploadimg gives, for measuring the body before uploading. */
	private const PLACEHOLDER = 'http://mmbiz.qpic.cn/mmbiz_jpg/%s/0';

	/**
	 * The article ready to send, or the reason WeChat would refuse it.
	 *
	 * @param WP_Post $post          The article.
	 * @param string  $app_id        The official account (what it already has is not read again).
	 * @param bool    $open_comments Whether readers may comment.
	 * @return array{fields: array<string, mixed>, html: string, cover: array{attachment: int, file: string, url: string, name: string}, cover_upload: bool, images: array<string, array{source: array{attachment: int, file: string, url: string, name: string}, upload: bool, kept: string}>}|WP_Error
	 */
	public static function prepare( WP_Post $post, string $app_id, bool $open_comments ) {
		if ( 'post' !== $post->post_type || 'trash' === $post->post_status ) {
			return self::refuse( 'mvc_wechat_not_article', __( 'Only articles can be sent to the WeChat draft box.', 'mvc-core' ) );
		}
		$title = trim( wp_strip_all_tags( html_entity_decode( $post->post_title, ENT_QUOTES, 'UTF-8' ) ) );
		if ( '' === $title ) {
			return self::refuse( 'mvc_wechat_title', __( 'The article has no title.', 'mvc-core' ) );
		}
		if ( mb_strlen( $title ) > self::TITLE_MAX ) {
			/* translators: 1: characters of the title, 2: WeChat's limit. */
			return self::refuse( 'mvc_wechat_title', sprintf( __( 'The title has %1$d characters; WeChat takes at most %2$d.', 'mvc-core' ), mb_strlen( $title ), self::TITLE_MAX ) );
		}
		$author = trim( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) );
		if ( mb_strlen( $author ) > self::AUTHOR_MAX ) {
			/* translators: 1: the author's name, 2: WeChat's limit. */
			return self::refuse( 'mvc_wechat_author', sprintf( __( 'The author\'s name "%1$s" is longer than WeChat\'s %2$d characters. Choose another author or shorten the display name.', 'mvc-core' ), $author, self::AUTHOR_MAX ) );
		}
		$cover_id = (int) get_post_thumbnail_id( $post );
		if ( ! $cover_id ) {
			return self::refuse( 'mvc_wechat_cover', __( 'The article has no featured image. WeChat needs a cover: set the featured image first.', 'mvc-core' ) );
		}
		$html   = self::body( $post );
		$digest = self::digest( $post, $html );
		if ( is_wp_error( $digest ) ) {
			return $digest;
		}
		$cover        = Images::cover_source( $cover_id );
		$cover_upload = ! is_array( Images::kept( $cover_id, $app_id, 'cover' ) );
		$hints        = self::attachment_ids( $html );
		$images       = array();
		$placeholders = array();
		foreach ( WeChatHtml::images( $html ) as $address ) {
			$source = Images::source( $address, $hints[ $address ] ?? 0 );
			$kept   = Images::kept( $source['attachment'], $app_id, 'img:' . $source['name'] );
			$kept   = is_string( $kept ) ? $kept : '';

			$images[ $address ]       = array(
				'source' => $source,
				'upload' => '' === $kept,
				'kept'   => $kept,
			);
			$placeholders[ $address ] = '' !== $kept ? $kept : sprintf( self::PLACEHOLDER, str_repeat( 'x', 86 ) );
		}
		$too_long = self::too_long( WeChatHtml::convert( $html, $placeholders ) );
		if ( $too_long ) {
			return $too_long;
		}
		// Each file WeChat does not have yet is read and checked here, one at a time, and read again
		// just before its upload: an article of many images never holds them all in memory.
		$checks = $cover_upload ? array( array( $cover, true ) ) : array();
		foreach ( $images as $image ) {
			if ( $image['upload'] ) {
				$checks[] = array( $image['source'], false );
			}
		}
		foreach ( $checks as $check ) {
			$file = Images::read( $check[0], $check[1] );
			if ( is_wp_error( $file ) ) {
				return $file;
			}
			unset( $file );
		}
		return array(
			'fields'       => array(
				'title'                 => $title,
				'author'                => $author,
				'digest'                => $digest,
				'content_source_url'    => (string) get_permalink( $post ),
				'need_open_comment'     => $open_comments ? 1 : 0,
				'only_fans_can_comment' => 0,
			),
			'html'         => $html,
			'cover'        => $cover,
			'cover_upload' => $cover_upload,
			'images'       => $images,
		);
	}

	/**
	 * The reason a converted body is too long for WeChat, or null.
	 *
	 * @param string $content The converted body.
	 */
	public static function too_long( string $content ): ?WP_Error {
		$chars = mb_strlen( $content );
		if ( $chars >= WeChatHtml::MAX_CHARS || strlen( $content ) >= self::CONTENT_BYTES ) {
			/* translators: 1: characters of the converted body, 2: WeChat's limit. */
			return self::refuse( 'mvc_wechat_too_long', sprintf( __( 'The body is too long for WeChat: %1$d characters once converted, WeChat takes fewer than %2$d (and under 1 MB). Shorten the article or split it.', 'mvc-core' ), $chars, WeChatHtml::MAX_CHARS ) );
		}
		return null;
	}

	/**
	 * The body as the site renders it, followed by the references section the converter knows,
	 * in the site's language.
	 *
	 * @param WP_Post $post The article.
	 */
	public static function body( WP_Post $post ): string {
		$previous = $GLOBALS['post'] ?? null;
		// The content filters read the global post, as on the article's page.
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		setup_postdata( $post );
		$switched = switch_to_locale( get_locale() );
		try {
			$html  = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
			$html .= self::references( $post->ID );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
			$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring it.
			if ( $previous instanceof WP_Post ) {
				setup_postdata( $previous );
			}
		}
		return $html;
	}

	/**
	 * The attachment each body image names in its block's class (`wp-image-<id>`), by its absolute
	 * address: Images::source() then needs no lookup by address, which reads every attachment's
	 * `_wp_attached_file` row (no index on meta_value).
	 *
	 * @param string $html The rendered body.
	 * @return array<string, int>
	 */
	private static function attachment_ids( string $html ): array {
		$ids  = array();
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'img' ) ) ) {
			$src   = $tags->get_attribute( 'src' );
			$class = $tags->get_attribute( 'class' );
			if ( is_string( $src ) && is_string( $class ) && preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', $class, $match ) ) {
				$ids[ WeChatMarkup::absolute( $src ) ] = (int) $match[1];
			}
		}
		return $ids;
	}

	/**
	 * The references section the converter knows: its heading in the site's language, one item a
	 * reference (linked when it has an address).
	 *
	 * @param int $post_id The article.
	 */
	private static function references( int $post_id ): string {
		$refs = References::pairs( (string) get_post_meta( $post_id, 'reference_title', true ), (string) get_post_meta( $post_id, 'reference_url', true ) );
		if ( ! $refs ) {
			return '';
		}
		$items = '';
		foreach ( $refs as $ref ) {
			$text   = esc_html( '' !== $ref['title'] ? $ref['title'] : $ref['url'] );
			$items .= '<li>' . ( '' !== $ref['url'] ? '<a href="' . esc_url( $ref['url'] ) . '">' . $text . '</a>' : $text ) . '</li>';
		}
		return '<section data-mvc-references><h2>' . esc_html_x( 'References', 'heading of the article sent to WeChat', 'mvc-core' ) . '</h2><ol>' . $items . '</ol></section>';
	}

	/**
	 * The digest: the excerpt the editor wrote (refused over WeChat's limit), else the body's first
	 * words cut to it.
	 *
	 * @param WP_Post $post The article.
	 * @param string  $html Its rendered body.
	 * @return string|WP_Error
	 */
	private static function digest( WP_Post $post, string $html ) {
		$excerpt = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( html_entity_decode( $post->post_excerpt, ENT_QUOTES, 'UTF-8' ) ) ) );
		if ( '' !== $excerpt ) {
			if ( mb_strlen( $excerpt ) > self::DIGEST_MAX ) {
				/* translators: 1: characters of the excerpt, 2: WeChat's limit. */
				return self::refuse( 'mvc_wechat_digest', sprintf( __( 'The excerpt has %1$d characters; WeChat\'s summary takes at most %2$d. Shorten the excerpt.', 'mvc-core' ), mb_strlen( $excerpt ), self::DIGEST_MAX ) );
			}
			return $excerpt;
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( strip_shortcodes( $html ) ), ENT_QUOTES, 'UTF-8' ) ) );
		return mb_strlen( $text ) > self::DIGEST_MAX ? mb_substr( $text, 0, self::DIGEST_MAX - 1 ) . '…' : $text;
	}

	/**
	 * A local refusal.
	 *
	 * @param string $code    Error code.
	 * @param string $message The reason.
	 */
	private static function refuse( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, array( 'local' => true ) );
	}
}
