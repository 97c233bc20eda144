<?php
/**
 * The paper a research-news article reports, and how to cite it.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use WP_Post;

/**
 * An article reports a paper when a DOI is known for it: the `doi` field, otherwise its
 * read-original or read-whole address when that is a doi.org (or dx.doi.org) address. Such an
 * article gets Highwire Press `citation_*` meta (Google Scholar, Baidu Scholar read them) when the
 * paper's authors are known, and a "cite this" block in GB/T 7714-2015, RIS and BibTeX. The paper's
 * own data is what every format uses: its title (`paper_title`; else the article's title, for
 * articles written before the field), authors (`paper_authors`, one per line; never the WordPress
 * author, who is the site's editor), journal (`paper_journal`; else the article's chosen journal,
 * the journal post the explore_journal link points to, or one whose slug is a tag of the article;
 * never the site's name), year (`paper_year`; else the article's), volume, issue and pages; what
 * is unknown is left out cleanly. A call for papers and a password-protected article report no
 * paper.
 *
 * Latin names are read as "Given Family" (particles such as van der, de, von go with the family
 * name) or "Family, Given"; a name holding Chinese characters is one name, kept whole.
 *
 * Registers the article fields it adds (doi, paper_title, paper_authors, paper_journal,
 * paper_year, paper_volume, paper_issue, paper_pages) as post meta of `post`, in core REST.
 */
final class Citation implements Module {

	public const DOI = 'doi';

	public const TITLE = 'paper_title';

	public const AUTHORS = 'paper_authors';

	public const JOURNAL = 'paper_journal';

	public const YEAR = 'paper_year';

	public const VOLUME = 'paper_volume';

	public const ISSUE = 'paper_issue';

	public const PAGES = 'paper_pages';

	/**
	 * A DOI: the directory indicator 10, a registrant code of 4 to 9 digits, a slash, a suffix.
	 */
	public const DOI_PATTERN = '~^10\.\d{4,9}/\S+$~';

	/**
	 * The hosts of DOI links.
	 */
	public const DOI_HOSTS = array( 'doi.org', 'dx.doi.org', 'www.doi.org' );

	/**
	 * The formats of "cite this": name => [content type, file extension].
	 */
	public const FORMATS = array(
		'ris'    => array( 'application/x-research-info-systems; charset=utf-8', 'ris' ),
		'bibtex' => array( 'application/x-bibtex; charset=utf-8', 'bib' ),
		'gbt'    => array( 'text/plain; charset=utf-8', 'txt' ),
	);

	/**
	 * Authors GB/T 7714-2015 names before 等 / et al.
	 */
	public const GBT_AUTHORS = 3;

	/**
	 * Authors read from the field at most.
	 */
	public const MAX_AUTHORS = 100;

	/**
	 * Lower-case words that belong to a Latin family name when they stand before it.
	 */
	public const PARTICLES = array( 'van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'das', 'dos', 'du', 'la', 'le', 'ter', 'ten', 'zu', 'bin', 'al', 'el', 'st', 'st.', "van't" );

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_fields' ) );
	}

	/**
	 * Registers the fields as post meta of articles (single strings, in core REST for editors).
	 */
	public function register_fields(): void {
		$fields = array(
			self::DOI     => array( __( 'The DOI of the paper the article reports (10.xxxx/...; a doi.org address is reduced to the DOI).', 'mvc-core' ), array( self::class, 'sanitize_doi' ) ),
			self::TITLE   => array( __( 'The paper\'s own title, as the journal prints it.', 'mvc-core' ), 'sanitize_text_field' ),
			self::AUTHORS => array( __( 'The paper\'s authors, one per line.', 'mvc-core' ), 'sanitize_textarea_field' ),
			self::JOURNAL => array( __( 'The name of the journal the paper is in.', 'mvc-core' ), 'sanitize_text_field' ),
			self::YEAR    => array( __( 'The year the paper was published.', 'mvc-core' ), 'sanitize_text_field' ),
			self::VOLUME  => array( __( 'The volume of the journal the paper is in.', 'mvc-core' ), 'sanitize_text_field' ),
			self::ISSUE   => array( __( 'The issue of the journal the paper is in.', 'mvc-core' ), 'sanitize_text_field' ),
			self::PAGES   => array( __( 'The paper\'s pages (12-19) or article number.', 'mvc-core' ), 'sanitize_text_field' ),
		);
		foreach ( $fields as $key => $field ) {
			register_post_meta(
				'post',
				$key,
				array(
					'type'              => 'string',
					'description'       => $field[0],
					'single'            => true,
					'default'           => '',
					'sanitize_callback' => $field[1],
					'auth_callback'     => static fn( $allowed, $meta_key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
					'show_in_rest'      => true,
				)
			);
		}
	}

	/**
	 * The stored `doi`: the bare DOI when the value is one (or a doi.org address or `doi:` form of
	 * one), otherwise the text as typed, so an operator sees their typo (no DOI is read from it).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_doi( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		// A DOI may hold `<` and `>` (SICI suffixes such as `37:4<531::AID-JBM13>3.0.CO;2-L`), which
		// sanitize_text_field() would strip as a tag: the DOI is read from the text as typed (valid
		// UTF-8, no control characters) and escaped wherever it is printed.
		$plain = trim( (string) preg_replace( '/[\p{Cc}\p{Cf}]+/u', '', wp_check_invalid_utf8( $value ) ) );
		$doi   = self::doi_in( $plain, false );
		return '' !== $doi ? $doi : sanitize_text_field( $value );
	}

	/**
	 * The DOI in a value ('' for none): a bare DOI, `doi:` followed by one, or a doi.org /
	 * dx.doi.org address of one; with $links_only, an address only.
	 *
	 * @param string $value      Field value.
	 * @param bool   $links_only Whether only a doi.org address counts.
	 */
	public static function doi_in( string $value, bool $links_only ): string {
		$value = trim( $value );
		if ( 1 === preg_match( '~^https?://~i', $value ) ) {
			$parts = wp_parse_url( $value );
			$host  = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
			if ( ! in_array( $host, self::DOI_HOSTS, true ) ) {
				return '';
			}
			$value = rawurldecode( ltrim( (string) ( $parts['path'] ?? '' ), '/' ) );
		} elseif ( $links_only ) {
			return '';
		} else {
			$value = (string) preg_replace( '~^doi:\s*~i', '', $value );
		}
		return strlen( $value ) <= 300 && 1 === preg_match( self::DOI_PATTERN, $value ) ? $value : '';
	}

	/**
	 * The article's DOI ('' for none): the `doi` field, else the read-original address, else the
	 * read-whole address, when it is a doi.org address.
	 *
	 * @param WP_Post $post Article.
	 */
	public static function doi( WP_Post $post ): string {
		$doi = self::doi_in( self::meta( $post, self::DOI ), false );
		foreach ( array( 'read_original_article', 'read_whole_url' ) as $key ) {
			$doi = '' !== $doi ? $doi : self::doi_in( self::meta( $post, $key ), true );
		}
		return $doi;
	}

	/**
	 * The paper the article reports, or null when none is known (no DOI, not an article, a call for
	 * papers, password-protected). The date is the paper's year (`paper_year`, its first four
	 * digits), else the article's date (Y/m/d, the site's time zone); the PDF only an address that is
	 * not a DOI link (pdf()); the strings are plain text ('' when unknown; titles as typed, not
	 * texturised).
	 *
	 * @param WP_Post $post Article.
	 * @return array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string}|null
	 */
	public static function paper( WP_Post $post ): ?array {
		if ( 'post' !== $post->post_type || '' !== $post->post_password || PostFields::is_call_for_papers( $post->ID ) ) {
			return null;
		}
		$doi = self::doi( $post );
		if ( '' === $doi ) {
			return null;
		}
		$title = '';
		foreach ( array( self::TITLE, 'si_title_en' ) as $key ) {
			$title = '' !== $title ? $title : self::line( self::meta( $post, $key ) );
		}
		$journal = self::line( self::meta( $post, self::JOURNAL ) );
		$year    = 1 === preg_match( '/(?<!\d)\d{4}(?!\d)/', self::meta( $post, self::YEAR ), $found ) ? $found[0] : '';
		return array(
			'doi'     => $doi,
			'title'   => '' !== $title ? $title : self::line( CardData::plain_text( $post->post_title ) ),
			'authors' => self::authors( self::meta( $post, self::AUTHORS ) ),
			'journal' => '' !== $journal ? $journal : self::journal( $post ),
			'date'    => '' !== $year ? $year : (string) get_post_time( 'Y/m/d', false, $post ),
			'year'    => '' !== $year ? $year : (string) get_post_time( 'Y', false, $post ),
			'volume'  => self::line( self::meta( $post, self::VOLUME ) ),
			'issue'   => self::line( self::meta( $post, self::ISSUE ) ),
			'pages'   => self::line( self::meta( $post, self::PAGES ) ),
			'url'     => (string) get_permalink( $post ),
			'pdf'     => self::pdf( self::meta( $post, 'download_origin_link' ) ),
		);
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
				return self::bibtex( $paper );
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
		return 'citation-' . self::key( $paper['doi'] ) . '.' . ( self::FORMATS[ $format ][1] ?? 'txt' );
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
			$names = implode( ', ', array_map( array( self::class, 'gbt_name' ), array_slice( $authors, 0, self::GBT_AUTHORS ) ) );
			if ( count( $authors ) > self::GBT_AUTHORS ) {
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
			$lines[] = array( 'AU', self::inverted_name( $author ) );
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
			$text .= $line[0] . '  - ' . self::line( $line[1] ) . "\r\n";
		}
		return $text;
	}

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
			static fn( string $name ): string => 1 === preg_match( '/\p{Han}|\band\b/iu', $name ) ? '{' . self::bibtex_text( $name ) . '}' : self::bibtex_text( self::inverted_name( $name ) ),
			$paper['authors']
		);
		$verbatim = static fn( string $value ): string => strtr(
			self::line( $value ),
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
		$text     = '@article{' . self::key( $paper['doi'] );
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
		$value = self::line( $value );
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
		$name = self::line( $name );
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
		while ( $start > 1 && in_array( mb_strtolower( $words[ $start - 1 ] ), self::PARTICLES, true ) ) {
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

	/**
	 * The paper's PDF from the PDF link field: an http(s) address that is not a DOI link (a DOI
	 * leads to the publisher's page, not to a PDF); '' otherwise.
	 *
	 * @param string $value Field value.
	 */
	public static function pdf( string $value ): string {
		$link = CardData::http_link( $value );
		$host = strtolower( (string) wp_parse_url( $link, PHP_URL_HOST ) );
		return '' === $link || in_array( $host, self::DOI_HOSTS, true ) ? '' : $link;
	}

	/**
	 * The citation key and file name part of a DOI: its letters, digits, dots, colons and hyphens,
	 * anything else as an underscore.
	 *
	 * @param string $doi DOI.
	 */
	private static function key( string $doi ): string {
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

	/**
	 * The authors: one per line, trimmed, empty lines left out.
	 *
	 * @param string $value Field value.
	 * @return list<string>
	 */
	private static function authors( string $value ): array {
		$names = array_filter( array_map( array( self::class, 'line' ), explode( "\n", $value ) ), static fn( string $name ): bool => '' !== $name );
		return array_slice( array_values( $names ), 0, self::MAX_AUTHORS );
	}

	/**
	 * The journal the paper is in ('' when unknown): the article's chosen journal (所属期刊), else the
	 * published journal post the explore_journal link (a /journals/{slug} address of this site) points to, else a published journal whose slug
	 * is one of the article's tags. Its journal_name field when filled, else its title.
	 *
	 * @param WP_Post $post Article.
	 */
	private static function journal( WP_Post $post ): string {
		$id      = (int) self::meta( $post, ArticleFields::JOURNAL );
		$chosen  = $id > 0 ? get_post( $id ) : null;
		$journal = $chosen instanceof WP_Post && Journal::TYPE === $chosen->post_type && 'publish' === $chosen->post_status ? $chosen : null;
		$parts   = $journal ? false : wp_parse_url( self::meta( $post, 'explore_journal' ) );
		$home    = wp_parse_url( home_url( '/' ) );
		if ( is_array( $parts ) && is_array( $home ) && strtolower( (string) ( $parts['host'] ?? '' ) ) === strtolower( (string) ( $home['host'] ?? '' ) ) ) {
			$path = substr( (string) ( $parts['path'] ?? '' ), strlen( rtrim( (string) ( $home['path'] ?? '' ), '/' ) ) );
			if ( 1 === preg_match( '~^/' . preg_quote( Journal::REST_BASE, '~' ) . '/([^/]+)/?$~', $path, $match ) ) {
				// The published journal of that slug, its row and meta in two queries.
				$found   = get_posts(
					array(
						'post_type'              => Journal::TYPE,
						'post_status'            => 'publish',
						'name'                   => sanitize_title( rawurldecode( $match[1] ) ),
						'posts_per_page'         => 1,
						'no_found_rows'          => true,
						'update_post_term_cache' => false,
					)
				);
				$journal = $found ? $found[0] : null;
			}
		}
		if ( ! $journal ) {
			$slugs   = wp_get_post_tags( $post->ID, array( 'fields' => 'slugs' ) );
			$found   = is_array( $slugs ) && $slugs ? get_posts(
				array(
					'post_type'        => Journal::TYPE,
					'post_status'      => 'publish',
					'post_name__in'    => $slugs,
					'orderby'          => 'post_name__in',
					'posts_per_page'   => 1,
					'no_found_rows'    => true,
					'suppress_filters' => false,
				)
			) : array();
			$journal = $found ? $found[0] : null;
		}
		if ( ! $journal instanceof WP_Post ) {
			return '';
		}
		$name = self::line( self::meta( $journal, 'journal_name' ) );
		return '' !== $name ? $name : self::line( CardData::plain_text( $journal->post_title ) );
	}

	/**
	 * A text field, trimmed ('' when missing or not text).
	 *
	 * @param WP_Post $post Post.
	 * @param string  $key  Meta key.
	 */
	private static function meta( WP_Post $post, string $key ): string {
		$value = get_post_meta( $post->ID, $key, true );
		return is_string( $value ) || is_int( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A value on one line: every run of white space (newlines too) one space, trimmed.
	 *
	 * @param string $value Text.
	 */
	private static function line( string $value ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', $value ) );
	}
}
