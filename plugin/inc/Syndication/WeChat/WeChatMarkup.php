<?php
/**
 * Reading the input of WeChatHtml: the parsed body, its addresses and its kinds of element.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own properties (childNodes, tagName, textContent) keep PHP's names.

use DOMDocument;
use DOMElement;
use DOMNode;

/**
 * What WeChatHtml and WeChatConverter ask of the input: the body parsed by DOMDocument as UTF-8,
 * addresses made absolute against the site's home, embeds told from pictures, and which tags are
 * removed with their content or only renamed.
 */
final class WeChatMarkup {

	/** The only host whose links WeChat keeps in an article. */
	public const LINK_HOST = 'mp.weixin.qq.com';

	/** Removed with everything inside them. */
	public const REMOVED = array( 'audio', 'button', 'canvas', 'embed', 'form', 'head', 'iframe', 'input', 'link', 'map', 'math', 'meta', 'noscript', 'object', 'option', 'script', 'select', 'source', 'style', 'svg', 'template', 'textarea', 'title', 'video' );

	/** Tags kept with their name but the input's attributes dropped. */
	private const SAME = array( 'strong', 'em', 'sup', 'sub', 'tr', 'thead', 'tbody' );

	/** Tags that become another allowed tag. */
	private const RENAMED = array(
		'b'       => 'strong',
		'i'       => 'em',
		'tfoot'   => 'tbody',
		'div'     => 'section',
		'article' => 'section',
		'aside'   => 'section',
		'header'  => 'section',
		'footer'  => 'section',
		'main'    => 'section',
		'nav'     => 'section',
	);

	/**
	 * The parsed body of an HTML fragment, read as UTF-8 (an invalid byte becomes a question mark).
	 *
	 * @param string $html Fragment.
	 */
	public static function body( string $html ): DOMElement {
		$document = new DOMDocument( '1.0', 'UTF-8' );
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="UTF-8"?><html><body>' . mb_scrub( $html, 'UTF-8' ) . '</body></html>', LIBXML_NONET | LIBXML_NOERROR | LIBXML_NOWARNING );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$body = $document->getElementsByTagName( 'body' )->item( 0 );
		if ( ! $body instanceof DOMElement ) {
			$body = $document->createElement( 'body' );
		}
		return $body;
	}

	/**
	 * The tag an element of the input becomes when it is only renamed ('' when it has a rule of its own).
	 *
	 * @param string $tag Input tag, lower case.
	 */
	public static function plain_tag( string $tag ): string {
		if ( in_array( $tag, self::SAME, true ) ) {
			return $tag;
		}
		return self::RENAMED[ $tag ] ?? '';
	}

	/**
	 * An address made absolute against the site's home; '' unless it is http or https with a host.
	 *
	 * @param string $url Address as written in the input.
	 */
	public static function absolute( string $url ): string {
		$url = trim( $url );
		if ( '' === $url || '#' === $url[0] ) {
			return '';
		}
		if ( ! preg_match( '#^[a-z][a-z0-9+.\-]*:#i', $url ) ) {
			$url = \WP_Http::make_absolute_url( $url, home_url( '/' ) );
		}
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		return in_array( $scheme, array( 'http', 'https' ), true ) && '' !== $host ? $url : '';
	}

	/**
	 * Whether an absolute address is on WeChat's article host, whose links WeChat keeps.
	 *
	 * @param string $address Absolute address.
	 */
	public static function is_wechat( string $address ): bool {
		return self::LINK_HOST === strtolower( (string) wp_parse_url( $address, PHP_URL_HOST ) );
	}

	/**
	 * Whether an element is an embed (a video, a frame) rather than a picture.
	 *
	 * @param DOMElement $element Input element, a figure.
	 */
	public static function is_embed( DOMElement $element ): bool {
		foreach ( array( 'wp-block-embed', 'wp-block-video', 'wp-block-audio' ) as $class ) {
			if ( self::has_class( $element, $class ) ) {
				return true;
			}
		}
		if ( $element->getElementsByTagName( 'img' )->length > 0 ) {
			return false;
		}
		foreach ( array( 'iframe', 'video', 'audio', 'object', 'embed' ) as $tag ) {
			if ( $element->getElementsByTagName( $tag )->length > 0 ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an element's class attribute holds a class.
	 *
	 * @param DOMElement $element Input element.
	 * @param string     $name    Class.
	 */
	public static function has_class( DOMElement $element, string $name ): bool {
		return in_array( $name, (array) preg_split( '/\s+/', $element->getAttribute( 'class' ), -1, PREG_SPLIT_NO_EMPTY ), true );
	}

	/**
	 * The img elements convert() looks at, in document order: none inside a removed element or an embed.
	 *
	 * @param DOMNode $node Input node.
	 * @return list<DOMElement>
	 */
	public static function image_elements( DOMNode $node ): array {
		$found = array();
		foreach ( $node->childNodes as $child ) {
			if ( ! $child instanceof DOMElement ) {
				continue;
			}
			$tag = strtolower( $child->tagName );
			if ( in_array( $tag, self::REMOVED, true ) || ( 'figure' === $tag && self::is_embed( $child ) ) ) {
				continue;
			}
			if ( 'img' === $tag ) {
				$found[] = $child;
				continue;
			}
			$found = array_merge( $found, self::image_elements( $child ) );
		}
		return $found;
	}

	/**
	 * A text with its runs of white space (not the no-break space) made one space.
	 *
	 * @param string $text Text.
	 */
	public static function collapse( string $text ): string {
		return (string) preg_replace( '/[ \t\n\r\f]+/', ' ', $text );
	}

	/**
	 * Whether a text is only white space, no-break and ideographic spaces included.
	 *
	 * @param string $text Text.
	 */
	public static function is_blank( string $text ): bool {
		return '' === (string) preg_replace( '/[\s\x{00A0}\x{3000}]+/u', '', $text );
	}

	/**
	 * What an embed is, for the notice in its place: its caption, else the text WordPress wrote for
	 * an address it could not embed, else the frame's or the video's address; '' when none.
	 *
	 * @param DOMElement $figure Input figure.
	 */
	public static function embed_source( DOMElement $figure ): string {
		$caption = $figure->getElementsByTagName( 'figcaption' )->item( 0 );
		if ( null !== $caption && ! self::is_blank( $caption->textContent ) ) {
			return trim( self::collapse( $caption->textContent ) );
		}
		$text = trim( self::collapse( self::visible_text( $figure ) ) );
		if ( '' !== $text ) {
			return $text;
		}
		foreach ( array( 'iframe', 'video', 'source', 'audio', 'embed', 'object' ) as $tag ) {
			foreach ( $figure->getElementsByTagName( $tag ) as $element ) {
				$address = self::absolute( $element->getAttribute( 'object' === $tag ? 'data' : 'src' ) );
				if ( '' !== $address ) {
					return $address;
				}
			}
		}
		return '';
	}

	/**
	 * The text of an input node outside removed elements.
	 *
	 * @param DOMNode $node Input node.
	 */
	private static function visible_text( DOMNode $node ): string {
		$text = '';
		foreach ( $node->childNodes as $child ) {
			if ( $child instanceof \DOMText ) {
				$text .= $child->data;
			} elseif ( $child instanceof DOMElement && ! in_array( strtolower( $child->tagName ), self::REMOVED, true ) ) {
				$text .= ' ' . self::visible_text( $child ) . ' ';
			}
		}
		return $text;
	}

	/**
	 * Whether a link's text already is its address (scheme, "www." and a closing slash aside).
	 *
	 * @param string $text    Link text.
	 * @param string $address Absolute address.
	 */
	public static function same_address( string $text, string $address ): bool {
		$bare = static function ( string $value ): string {
			return rtrim( (string) preg_replace( '#^(https?://)?(www\.)?#i', '', strtolower( trim( $value ) ) ), '/' );
		};
		return $bare( $text ) === $bare( $address );
	}

	/**
	 * The text-align declaration of a paragraph or heading aligned in the editor ('' otherwise).
	 *
	 * @param DOMElement $source Input element.
	 * @param string     $tag    Output tag.
	 */
	public static function alignment( DOMElement $source, string $tag ): string {
		if ( ! in_array( $tag, array( 'p', 'h2', 'h3', 'h4' ), true ) ) {
			return '';
		}
		foreach ( array( 'left', 'center', 'right' ) as $side ) {
			if ( self::has_class( $source, 'has-text-align-' . $side ) ) {
				return 'text-align:' . $side . ';';
			}
		}
		return '';
	}
}
