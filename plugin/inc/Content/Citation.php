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
 * article gets Highwire Press `citation_*` meta (Google Scholar, Baidu Scholar read them) and a
 * "cite this" block in GB/T 7714-2015, RIS and BibTeX. Everything else about the paper is used
 * when known and left out cleanly when not: its authors (`paper_authors`, one per line; never the
 * WordPress author, who is the site's editor), the journal (the journal post the explore_journal
 * link points to, else one whose slug is a tag of the article; never the site's name), volume,
 * issue and pages. A call for papers and a password-protected article report no paper.
 *
 * Registers the article fields it adds (doi, paper_authors, paper_volume, paper_issue,
 * paper_pages) as post meta of `post`, in core REST.
 */
final class Citation implements Module {

	public const DOI = 'doi';

	public const AUTHORS = 'paper_authors';

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
			self::AUTHORS => array( __( 'The paper\'s authors, one per line.', 'mvc-core' ), 'sanitize_textarea_field' ),
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
	 * papers, password-protected). Dates are the article's (Y/m/d, the site's time zone); the
	 * strings are plain text ('' when unknown; titles as typed, not texturised).
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
		$title = self::line( self::meta( $post, 'si_title_en' ) );
		return array(
			'doi'     => $doi,
			'title'   => '' !== $title ? $title : self::line( CardData::plain_text( $post->post_title ) ),
			'authors' => self::authors( self::meta( $post, self::AUTHORS ) ),
			'journal' => self::journal( $post ),
			'date'    => (string) get_post_time( 'Y/m/d', false, $post ),
			'year'    => (string) get_post_time( 'Y', false, $post ),
			'volume'  => self::line( self::meta( $post, self::VOLUME ) ),
			'issue'   => self::line( self::meta( $post, self::ISSUE ) ),
			'pages'   => self::line( self::meta( $post, self::PAGES ) ),
			'url'     => (string) get_permalink( $post ),
			'pdf'     => CardData::http_link( self::meta( $post, 'download_origin_link' ) ),
		);
	}

	/**
	 * The Highwire Press tags of a paper: [name, content], in the order Google Scholar documents.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string} $paper Paper.
	 * @return list<array{string, string}>
	 */
	public static function meta_tags( array $paper ): array {
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
	 * authors, then ", 等" (Chinese names) or ", et al" (Latin ones); a missing part is left out with
	 * its punctuation.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, year: string, volume: string, issue: string, pages: string} $paper Paper.
	 */
	public static function gbt( array $paper ): string {
		$parts   = array();
		$authors = $paper['authors'];
		if ( $authors ) {
			$names = implode( ', ', array_slice( $authors, 0, self::GBT_AUTHORS ) );
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
			$source .= ': ' . $paper['pages'];
		}
		$parts[] = $source;
		$parts[] = 'DOI:' . $paper['doi'];
		return implode( '. ', $parts ) . '.';
	}

	/**
	 * RIS (TY  - JOUR … ER  - ), lines ended with CR LF as the format asks.
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string} $paper Paper.
	 */
	public static function ris( array $paper ): string {
		$pages = self::page_range( $paper['pages'] );
		$lines = array( array( 'TY', 'JOUR' ), array( 'TI', $paper['title'] ) );
		foreach ( $paper['authors'] as $author ) {
			$lines[] = array( 'AU', $author );
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
			// A Chinese name (or one holding "and") is one literal name: braced.
			static fn( string $name ): string => 1 === preg_match( '/\p{Han}|\band\b/iu', $name ) ? '{' . self::bibtex_text( $name ) . '}' : self::bibtex_text( $name ),
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
			'pages'   => self::bibtex_text( (string) preg_replace( '/\s*[-‐‑–—]+\s*/u', '--', $paper['pages'] ) ),
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
	 * Text for a braced BibTeX field: one line, with \ { } $ & % # _ ^ ~ escaped.
	 *
	 * @param string $value Plain text.
	 */
	public static function bibtex_text( string $value ): string {
		return strtr(
			self::line( $value ),
			array(
				'\\' => '\\textbackslash{}',
				'{'  => '\\{',
				'}'  => '\\}',
				'$'  => '\\$',
				'&'  => '\\&',
				'%'  => '\\%',
				'#'  => '\\#',
				'_'  => '\\_',
				'^'  => '\\^{}',
				'~'  => '\\~{}',
			)
		);
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
		$ends = array_map( 'trim', (array) preg_split( '/\s*[-‐‑–—]+\s*/u', $pages, 2 ) );
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
	 * The journal the paper is in ('' when unknown): the published journal post the explore_journal
	 * link (a /journals/{slug} address of this site) points to, else a published journal whose slug
	 * is one of the article's tags. Its journal_name field when filled, else its title.
	 *
	 * @param WP_Post $post Article.
	 */
	private static function journal( WP_Post $post ): string {
		$journal = null;
		$parts   = wp_parse_url( self::meta( $post, 'explore_journal' ) );
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
