<?php
/**
 * How to cite a paper: BibTeX.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Citation;

/**
 * A paper as a BibTeX entry, its text escaped so that BibTeX readers get the characters back.
 */
final class BibTex {

	/**
	 * BibTeX: one @article entry keyed by the DOI; text fields with BibTeX's special characters
	 * escaped (so braces stay balanced), the DOI and address as they are (verbatim fields) with any
	 * brace percent-encoded.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, year: string, volume: string, issue: string, pages: string} $paper Paper.
	 */
	public static function bibtex( array $paper ): string {
		$authors = array_map(
			// A Chinese name (or one holding "and") is one literal name: braced; a Latin one "Family, Given".
			static fn( string $name ): string => 1 === preg_match( '/\p{Han}|\band\b/iu', $name ) ? '{' . self::bibtex_text( $name ) . '}' : self::bibtex_text( Names::inverted_name( $name ) ),
			$paper['authors']
		);
		$verbatim = static fn( string $value ): string => strtr(
			Paper::line( $value ),
			array(
				'{' => '%7B',
				'}' => '%7D',
			)
		);
		$fields   = array(
			'title'   => self::bibtex_text( $paper['title'] ),
			'author'  => implode( ' and ', $authors ),
			'journal' => self::bibtex_text( $paper['journal'] ),
			'year'    => self::bibtex_text( $paper['year'] ),
			'volume'  => self::bibtex_text( $paper['volume'] ),
			'number'  => self::bibtex_text( $paper['issue'] ),
			'pages'   => self::bibtex_text( (string) preg_replace( '/\s*[-‐‑‒–—]+\s*/u', '--', $paper['pages'] ) ),
			'doi'     => $verbatim( $paper['doi'] ),
			'url'     => $verbatim( 'https://doi.org/' . $paper['doi'] ),
		);
		$text     = '@article{' . Formats::key( $paper['doi'] );
		foreach ( $fields as $name => $value ) {
			if ( '' !== $value ) {
				$text .= ",\n  " . $name . ' = {' . $value . '}';
			}
		}
		return $text . "\n}\n";
	}

	/**
	 * Text for a braced BibTeX field: one line, with \ { } $ & % # _ ~ escaped in the forms that
	 * bibtexparser (1.x with convert_to_unicode, 2.x with its LaTeX decoding) and citation-js read
	 * back as the character: `\^{}` and `\~{}` are accents on nothing to them (lost or misread) and
	 * `\textasciicircum` is read as U+02C6, so `~` is `{\textasciitilde}` and `^` stays as it is;
	 * `\$` is left as it is by bibtexparser 1.x, so `$` is `{\textdollar}`. Braces are `\{` `\}` when
	 * they pair up; a brace without its pair is `{\textbraceleft}` / `{\textbraceright}`, since
	 * BibTeX (and bibtexparser 1.x) count braces whatever stands before them and would read the
	 * field unbalanced. Other characters stay UTF-8.
	 *
	 * @param string $value Plain text.
	 */
	public static function bibtex_text( string $value ): string {
		$value = Paper::line( $value );
		$depth = 0;
		foreach ( str_split( $value ) as $char ) {
			$depth += '{' === $char ? 1 : ( '}' === $char ? -1 : 0 );
			if ( $depth < 0 ) {
				break;
			}
		}
		$paired = 0 === $depth;
		return strtr(
			$value,
			array(
				'\\' => '{\\textbackslash}',
				'{'  => $paired ? '\\{' : '{\\textbraceleft}',
				'}'  => $paired ? '\\}' : '{\\textbraceright}',
				'$'  => '{\\textdollar}',
				'&'  => '\\&',
				'%'  => '\\%',
				'#'  => '\\#',
				'_'  => '\\_',
				'~'  => '{\\textasciitilde}',
			)
		);
	}
}
