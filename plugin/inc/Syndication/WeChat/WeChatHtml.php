<?php
/**
 * An article's body in the markup WeChat's draft box accepts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

/**
 * Rebuilds the rendered body (blocks, then the references section) element by element into a new
 * document holding only the tags and attributes of ALLOWED (tests/fixtures/wechat/allowed-html.json),
 * each with the site's inline style (WeChatStyles): nothing of the input's classes, ids, data-,
 * on* or style attributes survives, scripts and frames go with their content, images are kept
 * only on the WeChat addresses given, and links leaving WeChat become their text. The caller
 * checks the length: mb_strlen() under MAX_CHARS and strlen() under WeChat's 1 MB.
 */
final class WeChatHtml {

	/** WeChat: the content must be under 20,000 characters (and under 1 MB). */
	public const MAX_CHARS = 20000;

	/**
	 * Tags and attributes WeChat's article content keeps (draft/add strips scripts, and images off its
	 * own addresses; its editor writes these tags with inline styles). Same as the fixture.
	 */
	public const ALLOWED = array(
		'a'          => array( 'href', 'style' ),
		'blockquote' => array( 'style' ),
		'br'         => array(),
		'code'       => array( 'style' ),
		'em'         => array( 'style' ),
		'h1'         => array( 'style' ),
		'h2'         => array( 'style' ),
		'h3'         => array( 'style' ),
		'h4'         => array( 'style' ),
		'h5'         => array( 'style' ),
		'h6'         => array( 'style' ),
		'hr'         => array( 'style' ),
		'img'        => array( 'alt', 'src', 'style' ),
		'li'         => array( 'style' ),
		'ol'         => array( 'style' ),
		'p'          => array( 'style' ),
		'pre'        => array( 'style' ),
		'section'    => array( 'style' ),
		'span'       => array( 'style' ),
		'strong'     => array( 'style' ),
		'sub'        => array( 'style' ),
		'sup'        => array( 'style' ),
		'table'      => array( 'style' ),
		'tbody'      => array( 'style' ),
		'td'         => array( 'colspan', 'rowspan', 'style' ),
		'th'         => array( 'colspan', 'rowspan', 'style' ),
		'thead'      => array( 'style' ),
		'tr'         => array( 'style' ),
		'ul'         => array( 'style' ),
	);

	/**
	 * Absolute addresses of the body's images (their src, not srcset), in order, each once; the
	 * ones convert() would drop anyway (in a script, a template, an embed) are left out.
	 *
	 * @param string $html Rendered body.
	 * @return list<string>
	 */
	public static function images( string $html ): array {
		$addresses = array();
		foreach ( WeChatMarkup::image_elements( WeChatMarkup::body( $html ) ) as $image ) {
			$address = WeChatMarkup::absolute( $image->getAttribute( 'src' ) );
			if ( '' !== $address && ! in_array( $address, $addresses, true ) ) {
				$addresses[] = $address;
			}
		}
		return $addresses;
	}

	/**
	 * The body in WeChat's markup.
	 *
	 * @param string                $html Rendered body followed by the references section.
	 * @param array<string, string> $urls Address from images() => its WeChat URL; other images are dropped.
	 */
	public static function convert( string $html, array $urls ): string {
		// The converter's own words (an embed's notice) are the site's language, as the article is,
		// whatever language the editor's wp-admin shows.
		$switched = switch_to_locale( get_locale() );
		try {
			return ( new WeChatConverter( $urls ) )->convert( WeChatMarkup::body( $html ) );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
