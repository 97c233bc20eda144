<?php
/**
 * The searched words marked in a result's text.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Search;

/**
 * A text escaped for HTML with each occurrence of a searched word (Tokenizer::words(): the runs
 * of letters, digits and CJK characters of the search, longest first, so punctuation between
 * words does not matter) wrapped in `<mark>`, ignoring case and width. Only the marks are markup.
 */
final class Highlight {

	/**
	 * The escaped text with the words marked.
	 *
	 * @param string $text   Plain text (a title).
	 * @param string $search What the reader searched for.
	 */
	public static function mark( string $text, string $search ): string {
		$words = Tokenizer::words( $search );
		if ( ! $words ) {
			return esc_html( $text );
		}
		$pattern = '/(' . implode( '|', array_map( static fn( string $word ): string => preg_quote( $word, '/' ), $words ) ) . ')/iu';
		$parts   = preg_split( $pattern, $text, -1, PREG_SPLIT_DELIM_CAPTURE );
		if ( false === $parts ) {
			return esc_html( $text );
		}
		$html = '';
		foreach ( $parts as $index => $part ) {
			// With one capturing group, the matches are at the odd indexes.
			$html .= 1 === $index % 2 ? '<mark>' . esc_html( $part ) . '</mark>' : esc_html( $part );
		}
		return $html;
	}
}
