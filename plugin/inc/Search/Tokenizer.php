<?php
/**
 * Text to full-text tokens, the same way for the articles and for what readers search.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Search;

/**
 * Cuts text into tokens InnoDB's default full-text parser keeps whole: it splits on spaces and
 * punctuation only (a Chinese sentence would be one word) and drops words under 3 characters. CJK runs
 * become `_`-prefixed bigrams, other words get `_` appended; every token is letters, digits and `_`,
 * so nothing of a reader's search reaches MATCH … AGAINST as an operator. The rules and examples:
 * docs/performance.md, "Search"; why not Mroonga or a search server: docs/decisions.md, "Search".
 */
final class Tokenizer {

	/**
	 * A search is cut to this many characters before it is tokenised.
	 */
	public const MAX_QUERY_CHARS = 100;

	/**
	 * At most this many distinct tokens of a search are required.
	 */
	public const MAX_QUERY_TOKENS = 24;

	/**
	 * A Latin word is cut to this many characters (InnoDB ignores tokens above 84).
	 */
	public const MAX_WORD_CHARS = 60;

	/**
	 * CJK characters: the scripts written without spaces.
	 */
	private const CJK = '\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}';

	/**
	 * The tokens of a text, separated by spaces, in the text's order (repeats kept: they count
	 * toward relevance).
	 *
	 * @param string $text Plain text.
	 */
	public static function document( string $text ): string {
		$tokens = array();
		foreach ( self::runs( $text ) as $run ) {
			foreach ( self::run_tokens( $run ) as $token ) {
				$tokens[] = $token;
			}
		}
		return implode( ' ', $tokens );
	}

	/**
	 * A search as a BOOLEAN MODE query: every token required (`+tok`), a lone CJK character as the
	 * prefix search of the bigrams it starts. '' when the search has no letter or digit.
	 *
	 * @param string $search What the reader typed.
	 */
	public static function query( string $search ): string {
		$terms = array();
		foreach ( self::runs( mb_substr( $search, 0, self::MAX_QUERY_CHARS ) ) as $run ) {
			if ( self::is_cjk( $run ) && 1 === mb_strlen( $run ) ) {
				$terms[] = '+_' . self::char( $run ) . '*';
				continue;
			}
			if ( ! self::is_cjk( $run ) && mb_strlen( $run ) >= 3 ) {
				// A Latin word also finds the longer words it begins (lith → lithium), as LIKE did.
				$terms[] = '+' . rtrim( self::run_tokens( $run )[0] ?? '', '_' ) . '*';
				continue;
			}
			foreach ( self::run_tokens( $run, false ) as $token ) {
				$terms[] = '+' . $token;
			}
		}
		$terms = array_slice( array_values( array_unique( array_filter( $terms, static fn( string $term ): bool => strlen( $term ) > 2 ) ) ), 0, self::MAX_QUERY_TOKENS );
		return implode( ' ', $terms );
	}

	/**
	 * The words of a search as a reader sees them (its runs of letters, CJK characters and
	 * digits), longest first, for highlighting.
	 *
	 * @param string $search What the reader typed.
	 * @return list<string>
	 */
	public static function words( string $search ): array {
		$words = array_values( array_unique( self::runs( mb_substr( $search, 0, self::MAX_QUERY_CHARS ), false ) ) );
		usort( $words, static fn( string $a, string $b ): int => mb_strlen( $b ) <=> mb_strlen( $a ) );
		return array_slice( $words, 0, 10 );
	}

	/**
	 * The runs of a text: CJK runs and runs of other letters and digits, normalised (NFKC, so
	 * full-width Ａ１ is A1; lowercased).
	 *
	 * @param string $text  Text.
	 * @param bool   $lower Whether to lowercase.
	 * @return list<string>
	 */
	private static function runs( string $text, bool $lower = true ): array {
		if ( class_exists( \Normalizer::class ) ) {
			$normal = \Normalizer::normalize( $text, \Normalizer::FORM_KC );
			$text   = is_string( $normal ) ? $normal : $text;
		}
		if ( $lower ) {
			$text = mb_strtolower( $text, 'UTF-8' );
		}
		// A CJK character must also be a letter or a number: PCRE's script classes include each
		// script's punctuation (。、「」 are Han by their script extensions).
		$cjk = '(?=[\p{L}\p{N}])[' . self::CJK . ']';
		if ( ! preg_match_all( '/(?:' . $cjk . ')+|(?:(?!' . $cjk . ')[\p{L}\p{N}\p{M}])+/u', $text, $matches ) ) {
			return array();
		}
		return $matches[0];
	}

	/**
	 * The tokens of one run.
	 *
	 * @param string $run   A CJK run or a word.
	 * @param bool   $close Whether a CJK run ends with its closing token (documents do; a search
	 *                      of two or more characters needs its bigrams only).
	 * @return list<string>
	 */
	private static function run_tokens( string $run, bool $close = true ): array {
		if ( ! self::is_cjk( $run ) ) {
			$word = (string) preg_replace( '/\p{M}+/u', '', mb_substr( $run, 0, self::MAX_WORD_CHARS ) );
			return '' === $word ? array() : array( str_pad( $word . '_', 3, '_' ) );
		}
		$chars  = array_map( array( self::class, 'char' ), mb_str_split( $run ) );
		$tokens = array();
		$last   = count( $chars ) - 1;
		for ( $i = 0; $i < $last; $i++ ) {
			$tokens[] = '_' . $chars[ $i ] . $chars[ $i + 1 ];
		}
		if ( $close || 0 === $last ) {
			$tokens[] = '_' . $chars[ $last ] . '_';
		}
		return $tokens;
	}

	/**
	 * Whether a run is CJK.
	 *
	 * @param string $run A run.
	 */
	private static function is_cjk( string $run ): bool {
		return 1 === preg_match( '/^[' . self::CJK . ']/u', $run );
	}

	/**
	 * One CJK character as the index writes it: itself, or x + hex beyond the BMP.
	 *
	 * @param string $char One character.
	 */
	private static function char( string $char ): string {
		$code = (int) mb_ord( $char, 'UTF-8' );
		return $code > 0xFFFF ? 'x' . dechex( $code ) : $char;
	}
}
