<?php
/**
 * How to cite a paper: authors' names.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Citation;

use Mvc\Core\Content\Citation;

/**
 * Authors' names: Latin ones read as "Given Family" (particles such as van der, de, von go with the
 * family name) or "Family, Given"; a name holding Chinese characters is one name, kept whole.
 */
final class Names {

	/**
	 * The parts of an author's name: [family, given]; a name holding Chinese characters (or one
	 * word) is all family name. "Family, Given" is read as written; otherwise the last word is the
	 * family name with the particles before it (van der, de, von…), the words before are given
	 * names; a name already written as the standard writes it (`SMITH J`, `FOURNEY M E`) is read
	 * back as such.
	 *
	 * @param string $name Name as typed.
	 * @return array{string, string}
	 */
	public static function name_parts( string $name ): array {
		$name = Paper::line( $name );
		if ( 1 === preg_match( '/[\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]/u', $name ) ) {
			return array( $name, '' );
		}
		if ( str_contains( $name, ',' ) ) {
			$parts = array_map( 'trim', explode( ',', $name, 2 ) );
			return array( $parts[0], $parts[1] );
		}
		$words = explode( ' ', $name );
		if ( count( $words ) < 2 ) {
			return array( $name, '' );
		}
		if ( 1 === preg_match( '/^[\p{Lu}\' -]+?((?: \p{Lu}{1,2})+)$/u', $name, $match ) && mb_strtoupper( $name ) === $name ) {
			return array( trim( substr( $name, 0, -strlen( $match[1] ) ) ), trim( $match[1] ) );
		}
		// The family name starts at the last word, or at the first of the particles before it
		// (the first word is always a given name).
		$start = count( $words ) - 1;
		while ( $start > 1 && in_array( mb_strtolower( $words[ $start - 1 ] ), Citation::PARTICLES, true ) ) {
			--$start;
		}
		return array( implode( ' ', array_slice( $words, $start ) ), implode( ' ', array_slice( $words, 0, $start ) ) );
	}

	/**
	 * An author as GB/T 7714-2015 writes them: a Latin name as its family name in capitals and the
	 * initials of its given names without dots (`VAN DER BERG A`, `DUPONT J P`); a Chinese name whole.
	 *
	 * @param string $name Name as typed.
	 */
	public static function gbt_name( string $name ): string {
		list( $family, $given ) = self::name_parts( $name );
		if ( '' === $given || 1 === preg_match( '/\p{Han}/u', $family ) ) {
			return 1 === preg_match( '/\p{Han}/u', $family ) ? $family : mb_strtoupper( $family );
		}
		$initials = array();
		foreach ( (array) preg_split( '/[\s.\-‐]+/u', $given, -1, PREG_SPLIT_NO_EMPTY ) as $part ) {
			// A run of capitals typed together (JP) is initials already.
			$part     = (string) $part;
			$letters  = 1 === preg_match( '/^\p{Lu}{2,3}$/u', $part ) && mb_strlen( $given ) <= 4 ? mb_str_split( $part ) : array( mb_substr( $part, 0, 1 ) );
			$initials = array_merge( $initials, array_map( 'mb_strtoupper', $letters ) );
		}
		return mb_strtoupper( $family ) . ' ' . implode( ' ', $initials );
	}

	/**
	 * An author as RIS and BibTeX take it: a Latin name as "Family, Given" (particles with the
	 * family name), a Chinese name or a single word as typed.
	 *
	 * @param string $name Name as typed.
	 */
	public static function inverted_name( string $name ): string {
		list( $family, $given ) = self::name_parts( $name );
		return '' === $given ? $family : $family . ', ' . $given;
	}
}
