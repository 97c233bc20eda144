<?php
/**
 * The walk of WeChatHtml::convert() over one body.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own properties (childNodes, tagName, textContent) keep PHP's names.

use DOMDocument;
use DOMElement;
use DOMNode;
use DOMText;

/**
 * Builds the output in a document of its own: each input element is asked what it becomes (an
 * allowed tag with a WeChatStyles role, its children only, or nothing), and only what this class
 * creates is written, so no input attribute can pass. Empty blocks are left out, white space is
 * collapsed outside pre.
 */
final class WeChatConverter {

	/** Output tags whose white-space-only text between children is dropped. */
	private const CONTAINERS = array( 'section', 'blockquote', 'ul', 'ol', 'table', 'thead', 'tbody', 'tr' );

	/** Output tags whose leading and trailing white space is trimmed. */
	private const BLOCKS = array( 'p', 'h2', 'h3', 'h4', 'li', 'td', 'th', 'blockquote', 'section' );

	/** Output tags kept even when empty. */
	private const KEEP_EMPTY = array( 'td', 'th', 'tr', 'thead', 'tbody', 'br', 'hr', 'img' );

	/**
	 * Address from images() => WeChat URL.
	 *
	 * @var array<string, string>
	 */
	private array $urls;

	/**
	 * The output document.
	 *
	 * @var DOMDocument
	 */
	private DOMDocument $out;

	/**
	 * A converter for one body.
	 *
	 * @param array<string, string> $urls Address from images() => its WeChat URL.
	 */
	public function __construct( array $urls ) {
		$this->urls = $urls;
		$this->out  = new DOMDocument( '1.0', 'UTF-8' );
	}

	/**
	 * The converted children of a parsed body, serialised without a wrapper.
	 *
	 * @param DOMElement $body Parsed body.
	 */
	public function convert( DOMElement $body ): string {
		$root = $this->out->createElement( 'section' );
		$this->children( $body, $root, array() );
		$this->trim( $root );
		$html = '';
		foreach ( $root->childNodes as $child ) {
			$html .= $this->out->saveHTML( $child );
		}
		return $html;
	}

	/**
	 * Converts the children of an input node into an output element.
	 *
	 * @param DOMNode             $source Input node.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are: pre, quote, pullquote, references.
	 */
	private function children( DOMNode $source, DOMElement $target, array $ctx ): void {
		foreach ( $source->childNodes as $child ) {
			if ( $child instanceof DOMText ) {
				$this->text( $child->data, $target, $ctx );
			} elseif ( $child instanceof DOMElement ) {
				$this->element( $child, $target, $ctx );
			}
		}
	}

	/**
	 * Converts one input element into the output element.
	 *
	 * @param DOMElement          $node   Input element.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function element( DOMElement $node, DOMElement $target, array $ctx ): void {
		$tag = strtolower( $node->tagName );
		if ( in_array( $tag, WeChatMarkup::REMOVED, true ) ) {
			return;
		}
		$refs  = ! empty( $ctx['references'] );
		$quote = ! empty( $ctx['quote'] );
		switch ( $tag ) {
			case 'figure':
				$this->figure( $node, $target, $ctx );
				return;
			case 'img':
				$this->image( $node, $target );
				return;
			case 'a':
				$this->link( $node, $target, $ctx );
				return;
			case 'section':
				if ( $node->hasAttribute( 'data-mvc-references' ) ) {
					$this->put( $target, $this->build( 'section', 'references', $node, array( 'references' => true ) ) );
					return;
				}
				$this->put( $target, $this->build( 'section', '', $node, $ctx ) );
				return;
			case 'p':
				$role = $refs ? 'references_p' : ( ! empty( $ctx['pullquote'] ) ? 'pullquote_body' : ( $quote ? 'quote_p' : 'p' ) );
				$this->put( $target, $this->build( 'p', $role, $node, $ctx ) );
				return;
			case 'h1':
			case 'h2':
			case 'h3':
			case 'h4':
			case 'h5':
			case 'h6':
				$level = max( 2, min( 4, (int) $tag[1] ) );
				$this->put( $target, $this->build( 'h' . $level, $refs ? 'references_h2' : 'h' . $level, $node, $ctx ) );
				return;
			case 'ul':
			case 'ol':
			case 'li':
				$this->put( $target, $this->build( $tag, $refs ? 'references_' . ( 'li' === $tag ? 'li' : 'ol' ) : $tag, $node, $ctx ) );
				return;
			case 'blockquote':
				$role = empty( $ctx['pullquote'] ) ? 'blockquote' : 'pullquote_quote';
				$this->put( $target, $this->build( 'blockquote', $role, $node, array( 'quote' => true ) + $ctx ) );
				return;
			case 'cite':
				$this->put( $target, $quote ? $this->build( 'p', 'cite', $node, $ctx ) : $this->build( 'span', 'cite_inline', $node, $ctx ) );
				return;
			case 'figcaption':
				$this->put( $target, $this->build( 'p', 'caption', $node, $ctx ) );
				return;
			case 'pre':
				$this->put( $target, $this->build( 'pre', 'pre', $node, array( 'pre' => true ) + $ctx ) );
				return;
			case 'code':
			case 'kbd':
			case 'samp':
				$this->put( $target, $this->build( 'code', empty( $ctx['pre'] ) ? 'code' : 'pre_code', $node, $ctx ) );
				return;
			case 'table':
				$this->put( $target, $this->build( 'table', 'table', $node, $ctx ) );
				return;
			case 'td':
			case 'th':
				$this->cell( $node, $tag, $target, $ctx );
				return;
			case 'hr':
				$this->put( $target, $this->build( 'hr', 'hr', null, $ctx ) );
				return;
			case 'br':
				$target->appendChild( $this->out->createElement( 'br' ) );
				return;
		}//end switch
		$plain = WeChatMarkup::plain_tag( $tag );
		if ( '' === $plain ) {
			$this->children( $node, $target, $ctx );
			return;
		}
		$this->put( $target, $this->build( $plain, '', $node, $ctx ) );
	}

	/**
	 * A text node, its white space collapsed outside pre and dropped between blocks.
	 *
	 * @param string              $text   Text.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function text( string $text, DOMElement $target, array $ctx ): void {
		if ( empty( $ctx['pre'] ) ) {
			$text = WeChatMarkup::collapse( $text );
			if ( ' ' === $text && in_array( $target->tagName, self::CONTAINERS, true ) ) {
				return;
			}
		}
		if ( '' !== $text ) {
			$target->appendChild( $this->out->createTextNode( $text ) );
		}
	}

	/**
	 * An output element with its role's style and the converted children of an input element; null
	 * when it would be empty.
	 *
	 * @param string              $tag    Output tag.
	 * @param string              $role   WeChatStyles role, '' for none.
	 * @param DOMElement|null     $source Input element whose children it takes.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function build( string $tag, string $role, ?DOMElement $source, array $ctx ): ?DOMElement {
		$element = $this->out->createElement( $tag );
		$style   = WeChatStyles::of( $role ) . ( null === $source ? '' : WeChatMarkup::alignment( $source, $tag ) );
		if ( '' !== $style ) {
			$element->setAttribute( 'style', $style );
		}
		if ( null !== $source ) {
			$this->children( $source, $element, $ctx );
		}
		if ( empty( $ctx['pre'] ) && in_array( $tag, self::BLOCKS, true ) ) {
			$this->trim( $element );
		}
		if ( in_array( $tag, self::KEEP_EMPTY, true ) || $this->has_content( $element ) ) {
			return $element;
		}
		return null;
	}

	/**
	 * Appends an output element, if any.
	 *
	 * @param DOMElement      $target  Output parent.
	 * @param DOMElement|null $element Output element.
	 */
	private function put( DOMElement $target, ?DOMElement $element ): void {
		if ( null !== $element ) {
			$target->appendChild( $element );
		}
	}

	/**
	 * A figure: an embed becomes a notice, a pull quote its frame, any other a section that is left
	 * out when it held images and none of them is kept.
	 *
	 * @param DOMElement          $node   Input figure.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function figure( DOMElement $node, DOMElement $target, array $ctx ): void {
		if ( WeChatMarkup::is_embed( $node ) ) {
			$this->put( $target, $this->embed( $node ) );
			return;
		}
		if ( WeChatMarkup::has_class( $node, 'wp-block-pullquote' ) ) {
			$this->put( $target, $this->build( 'section', 'pullquote', $node, array( 'pullquote' => true ) + $ctx ) );
			return;
		}
		$section = $this->build( 'section', 'figure', $node, $ctx );
		if ( null === $section || ( $node->getElementsByTagName( 'img' )->length > 0 && 0 === $section->getElementsByTagName( 'img' )->length ) ) {
			return;
		}
		$target->appendChild( $section );
	}

	/**
	 * The notice that takes an embed's place: WeChat plays no frame, the reader opens the original.
	 *
	 * @param DOMElement $node Input figure.
	 */
	private function embed( DOMElement $node ): DOMElement {
		$video   = WeChatMarkup::has_class( $node, 'is-type-video' ) || WeChatMarkup::has_class( $node, 'wp-block-video' ) || $node->getElementsByTagName( 'video' )->length > 0;
		$source  = WeChatMarkup::embed_source( $node );
		$message = '' === $source
			? ( $video ? __( 'The video is in the original article.', 'mvc-core' ) : __( 'The embedded content is in the original article.', 'mvc-core' ) )
			/* translators: %s: the embed's caption or address. */
			: sprintf( $video ? __( 'The video is in the original article: %s', 'mvc-core' ) : __( 'The embedded content is in the original article: %s', 'mvc-core' ), $source );
		$notice = $this->out->createElement( 'p' );
		$notice->setAttribute( 'style', WeChatStyles::of( 'embed' ) );
		$notice->appendChild( $this->out->createTextNode( $message ) );
		return $notice;
	}

	/**
	 * An image, on its WeChat URL with its alt text, or nothing when the address has no WeChat URL.
	 *
	 * @param DOMElement $node   Input img.
	 * @param DOMElement $target Output element.
	 */
	private function image( DOMElement $node, DOMElement $target ): void {
		$address = WeChatMarkup::absolute( $node->getAttribute( 'src' ) );
		$url     = '' === $address ? '' : WeChatMarkup::absolute( (string) ( $this->urls[ $address ] ?? '' ) );
		if ( '' === $url ) {
			return;
		}
		$image = $this->out->createElement( 'img' );
		$image->setAttribute( 'src', $url );
		$alt = trim( WeChatMarkup::collapse( $node->getAttribute( 'alt' ) ) );
		if ( '' !== $alt ) {
			$image->setAttribute( 'alt', $alt );
		}
		$image->setAttribute( 'style', WeChatStyles::of( 'img' ) );
		$target->appendChild( $image );
	}

	/**
	 * A link: kept on WeChat's own host; elsewhere its text in the link colour, followed in the
	 * references by the address when the text is not the address (a DOI stays readable).
	 *
	 * @param DOMElement          $node   Input a.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function link( DOMElement $node, DOMElement $target, array $ctx ): void {
		$address = WeChatMarkup::absolute( $node->getAttribute( 'href' ) );
		if ( '' === $address || WeChatMarkup::is_blank( $node->textContent ) ) {
			$this->children( $node, $target, $ctx );
			return;
		}
		if ( WeChatMarkup::is_wechat( $address ) ) {
			$link = $this->build( 'a', 'a', $node, $ctx );
			if ( null !== $link ) {
				$link->setAttribute( 'href', $address );
				$target->appendChild( $link );
			}
			return;
		}
		$text = $this->build( 'span', 'link', $node, $ctx );
		if ( null === $text ) {
			return;
		}
		$target->appendChild( $text );
		if ( ! empty( $ctx['references'] ) && ! WeChatMarkup::same_address( $text->textContent, $address ) ) {
			$target->appendChild( $this->out->createTextNode( ' ' ) );
			$shown = $this->out->createElement( 'span' );
			$shown->setAttribute( 'style', WeChatStyles::of( 'address' ) );
			$shown->appendChild( $this->out->createTextNode( $address ) );
			$target->appendChild( $shown );
		}
	}

	/**
	 * A table cell with its span, if any.
	 *
	 * @param DOMElement          $node   Input cell.
	 * @param string              $tag    td or th.
	 * @param DOMElement          $target Output element.
	 * @param array<string, bool> $ctx    Where we are.
	 */
	private function cell( DOMElement $node, string $tag, DOMElement $target, array $ctx ): void {
		$cell = $this->build( $tag, $tag, $node, $ctx );
		if ( null === $cell ) {
			return;
		}
		foreach ( array( 'colspan', 'rowspan' ) as $name ) {
			$value = $node->getAttribute( $name );
			if ( preg_match( '/^[1-9][0-9]{0,2}$/', $value ) && '1' !== $value ) {
				$cell->setAttribute( $name, $value );
			}
		}
		$target->appendChild( $cell );
	}

	/**
	 * Removes the white space at the start and the end of an output element's text.
	 *
	 * @param DOMElement $element Output element.
	 */
	private function trim( DOMElement $element ): void {
		$first = $element->firstChild;
		if ( $first instanceof DOMText ) {
			$first->data = ltrim( $first->data, ' ' );
		}
		$last = $element->lastChild;
		if ( $last instanceof DOMText ) {
			$last->data = rtrim( $last->data, ' ' );
		}
		foreach ( array( $first, $last ) as $edge ) {
			if ( $edge instanceof DOMText && '' === $edge->data && $edge->parentNode === $element ) {
				$element->removeChild( $edge );
			}
		}
	}

	/**
	 * Whether an output element shows something: text other than white space, an image or a rule.
	 *
	 * @param DOMElement $element Output element.
	 */
	private function has_content( DOMElement $element ): bool {
		return ! WeChatMarkup::is_blank( $element->textContent )
			|| $element->getElementsByTagName( 'img' )->length > 0
			|| $element->getElementsByTagName( 'hr' )->length > 0;
	}
}
