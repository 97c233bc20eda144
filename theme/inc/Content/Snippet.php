<?php
/**
 * A search result's excerpt around the keyword.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

/**
 * The part of an article's text where the searched words first appear, about WIDTH characters,
 * with each occurrence of a word marked (`<mark>`). The text is plain (tags stripped) and
 * escaped; only the marks are markup. Without a match it is the text's beginning, unmarked.
 */
final class Snippet {

	public const WIDTH = 80;

	/**
	 * The escaped excerpt with the words marked.
	 *
	 * @param string $text   The article's text (HTML is stripped).
	 * @param string $search What the reader searched for; words are separated by spaces.
	 * @param int    $width  About how many characters.
	 */
	public static function around( string $text, string $search, int $width = self::WIDTH ): string {
		$text  = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
		$words = self::words( $search );
		$first = null;
		foreach ( $words as $word ) {
			$at = mb_stripos( $text, $word );
			if ( false !== $at && ( null === $first || $at < $first ) ) {
				$first = $at;
			}
		}
		// A little of what comes before the first match, so the keyword is read in its sentence.
		$start = null === $first ? 0 : max( 0, $first - (int) floor( $width / 4 ) );
		$part  = mb_substr( $text, $start, $width );
		$html  = esc_html( $part );
		if ( $words ) {
			$pattern = '/(' . implode( '|', array_map( static fn( string $word ): string => preg_quote( esc_html( $word ), '/' ), $words ) ) . ')/iu';
			$html    = (string) preg_replace( $pattern, '<mark>$1</mark>', $html );
		}
		return ( $start > 0 ? '…' : '' ) . $html . ( $start + $width < mb_strlen( $text ) ? '…' : '' );
	}

	/**
	 * The searched words, longest first (so a longer word is marked whole), without duplicates.
	 *
	 * @param string $search The search.
	 * @return list<string>
	 */
	private static function words( string $search ): array {
		$words = array_values( array_unique( array_filter( explode( ' ', trim( (string) preg_replace( '/\s+/u', ' ', $search ) ) ), static fn( string $word ): bool => '' !== $word ) ) );
		usort( $words, static fn( string $a, string $b ): int => mb_strlen( $b ) <=> mb_strlen( $a ) );
		return array_slice( $words, 0, 10 );
	}
}
