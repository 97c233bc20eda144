<?php
/**
 * How to cite a paper: its formats.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Citation;

use Mvc\Core\Content\Citation;

/**
 * A paper written out: the Highwire Press tags, GB/T 7714-2015, RIS, and the file name of each format.
 */
final class Formats {

	/**
	 * A paper in one of FORMATS.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string} $paper  Paper.
	 * @param string                                                                                                                                                                        $format A key of FORMATS.
	 */
	public static function format( array $paper, string $format ): string {
		switch ( $format ) {
			case 'ris':
				return self::ris( $paper );
			case 'bibtex':
				return BibTex::bibtex( $paper );
			default:
				return self::gbt( $paper );
		}
	}

	/**
	 * The file name of a paper's citation in a format: its DOI made safe, and the extension.
	 *
	 * @param array{doi: string} $paper  Paper.
	 * @param string             $format A key of FORMATS.
	 */
	public static function file_name( array $paper, string $format ): string {
		return 'citation-' . self::key( $paper['doi'] ) . '.' . ( Citation::FORMATS[ $format ][1] ?? 'txt' );
	}

	/**
	 * The Highwire Press tags of a paper: [name, content], in the order Google Scholar documents;
	 * none when its authors are unknown (Google Scholar needs title, author and date, and the site's
	 * editor is not the paper's author).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string} $paper Paper.
	 * @return list<array{string, string}>
	 */
	public static function meta_tags( array $paper ): array {
		if ( ! $paper['authors'] ) {
			return array();
		}
		$tags = array( array( 'citation_title', $paper['title'] ) );
		foreach ( $paper['authors'] as $author ) {
			$tags[] = array( 'citation_author', $author );
		}
		$tags[] = array( 'citation_publication_date', $paper['date'] );
		$tags[] = array( 'citation_online_date', $paper['date'] );
		$pages  = self::page_range( $paper['pages'] );
		$more   = array(
			'citation_journal_title'     => $paper['journal'],
			'citation_volume'            => $paper['volume'],
			'citation_issue'             => $paper['issue'],
			'citation_firstpage'         => $pages[0],
			'citation_lastpage'          => $pages[1],
			'citation_doi'               => $paper['doi'],
			'citation_abstract_html_url' => $paper['url'],
			'citation_pdf_url'           => $paper['pdf'],
			'citation_language'          => 'zh',
		);
		foreach ( $more as $name => $content ) {
			if ( '' !== $content ) {
				$tags[] = array( $name, $content );
			}
		}
		return $tags;
	}

	/**
	 * GB/T 7714-2015, a journal article: 作者. 题名[J]. 刊名, 年, 卷(期): 页码. DOI:…. Up to three
	 * authors, then ", 等" (Chinese names) or ", et al" (Latin ones); Latin names as the standard
	 * writes them (family name in capitals, particles kept with it, initials without dots:
	 * `SMITH J, VAN DER BERG A`), Chinese names whole; a page range with a hyphen; a missing part is
	 * left out with its punctuation.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, year: string, volume: string, issue: string, pages: string} $paper Paper.
	 */
	public static function gbt( array $paper ): string {
		$parts   = array();
		$authors = $paper['authors'];
		if ( $authors ) {
			$names = implode( ', ', array_map( array( Names::class, 'gbt_name' ), array_slice( $authors, 0, Citation::GBT_AUTHORS ) ) );
			if ( count( $authors ) > Citation::GBT_AUTHORS ) {
				$names .= 1 === preg_match( '/\p{Han}/u', $authors[0] ) ? ', 等' : ', et al';
			}
			$parts[] = $names;
		}
		$parts[] = rtrim( $paper['title'], '.。 ' ) . '[J]';
		$source  = implode( ', ', array_filter( array( $paper['journal'], $paper['year'] ), static fn( string $part ): bool => '' !== $part ) );
		if ( '' !== $paper['volume'] || '' !== $paper['issue'] ) {
			$source .= ( '' !== $paper['volume'] ? ', ' . $paper['volume'] : '' ) . ( '' !== $paper['issue'] ? '(' . $paper['issue'] . ')' : '' );
		}
		if ( '' !== $paper['pages'] ) {
			$source .= ': ' . (string) preg_replace( '/\s*[-‐‑‒–—]+\s*/u', '-', $paper['pages'] );
		}
		$parts[] = $source;
		$parts[] = 'DOI:' . $paper['doi'];
		return implode( '. ', $parts ) . '.';
	}

	/**
	 * RIS (TY  - JOUR … ER  - ), lines ended with CR LF as the format asks; Latin authors as
	 * "Family, Given".
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string} $paper Paper.
	 */
	public static function ris( array $paper ): string {
		$pages = self::page_range( $paper['pages'] );
		$lines = array( array( 'TY', 'JOUR' ), array( 'TI', $paper['title'] ) );
		foreach ( $paper['authors'] as $author ) {
			$lines[] = array( 'AU', Names::inverted_name( $author ) );
		}
		$more = array(
			'T2' => $paper['journal'],
			'PY' => $paper['year'],
			'DA' => $paper['date'],
			'VL' => $paper['volume'],
			'IS' => $paper['issue'],
			'SP' => $pages[0],
			'EP' => $pages[1],
			'DO' => $paper['doi'],
			'UR' => 'https://doi.org/' . $paper['doi'],
			'L2' => $paper['url'],
			'LA' => 'zh',
		);
		foreach ( $more as $tag => $value ) {
			if ( '' !== $value ) {
				$lines[] = array( $tag, $value );
			}
		}
		$lines[] = array( 'ER', '' );
		$text    = '';
		foreach ( $lines as $line ) {
			$text .= $line[0] . '  - ' . Paper::line( $line[1] ) . "\r\n";
		}
		return $text;
	}

	/**
	 * The citation key and file name part of a DOI: its letters, digits, dots, colons and hyphens,
	 * anything else as an underscore.
	 *
	 * @param string $doi DOI.
	 */
	public static function key( string $doi ): string {
		return (string) preg_replace( '/[^A-Za-z0-9.:-]+/', '_', $doi );
	}

	/**
	 * First and last page of a range ("12-19", "12–19"); a single page or article number is the
	 * first alone.
	 *
	 * @param string $pages Pages.
	 * @return array{string, string}
	 */
	private static function page_range( string $pages ): array {
		$ends = array_map( 'trim', (array) preg_split( '/\s*[-‐‑‒–—]+\s*/u', $pages, 2 ) );
		return array( (string) ( $ends[0] ?? '' ), (string) ( $ends[1] ?? '' ) );
	}
}
