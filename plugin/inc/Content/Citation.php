<?php
/**
 * The paper a research-news article reports, and how to cite it.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\Citation\BibTex;
use Mvc\Core\Content\Citation\Doi;
use Mvc\Core\Content\Citation\Formats;
use Mvc\Core\Content\Citation\Names;
use Mvc\Core\Content\Citation\Paper;
use Mvc\Core\Module;
use WP_Post;

/**
 * The paper an article reports (when a DOI is known for it): the calls the REST route, the views and
 * the theme make, and the registration of the article fields it adds (doi, paper_*) as post meta of
 * `post`. The reading and writing are the parts in Content/Citation/. Every format uses the paper's
 * own data, never the WordPress author (the site's editor) nor the site's name. The fields, the
 * fallbacks and how names are read: docs/features/citation.md; why hand-written: docs/decisions.md,
 * "The citation formats".
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
			self::DOI     => array( __( 'The DOI of the paper the article reports (10.xxxx/...; a doi.org address is reduced to the DOI).', 'mvc-core' ), array( Doi::class, 'sanitize_doi' ) ),
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
	 * The stored `doi` (Doi::sanitize_doi()).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_doi( $value ): string {
		return Doi::sanitize_doi( $value );
	}

	/**
	 * The DOI in a value ('' for none) (Doi::doi_in()).
	 *
	 * @param string $value      Field value.
	 * @param bool   $links_only Whether only a doi.org address counts.
	 */
	public static function doi_in( string $value, bool $links_only ): string {
		return Doi::doi_in( $value, $links_only );
	}

	/**
	 * The article's DOI ('' for none) (Doi::doi()).
	 *
	 * @param WP_Post $post Article.
	 */
	public static function doi( WP_Post $post ): string {
		return Doi::doi( $post );
	}

	/**
	 * The paper the article reports, or null when none is known (Paper::paper()).
	 *
	 * @param WP_Post $post Article.
	 * @return array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string}|null
	 */
	public static function paper( WP_Post $post ): ?array {
		return Paper::paper( $post );
	}

	/**
	 * The Highwire Press tags of a paper (Formats::meta_tags()).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string} $paper Paper.
	 * @return list<array{string, string}>
	 */
	public static function meta_tags( array $paper ): array {
		return Formats::meta_tags( $paper );
	}

	/**
	 * A paper in one of FORMATS (Formats::format()).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string} $paper  Paper.
	 * @param string                                                                                                                                                                        $format A key of FORMATS.
	 */
	public static function format( array $paper, string $format ): string {
		return Formats::format( $paper, $format );
	}

	/**
	 * The file name of a paper's citation in a format (Formats::file_name()).
	 *
	 * @param array{doi: string} $paper  Paper.
	 * @param string             $format A key of FORMATS.
	 */
	public static function file_name( array $paper, string $format ): string {
		return Formats::file_name( $paper, $format );
	}

	/**
	 * GB/T 7714-2015, a journal article (Formats::gbt()).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, year: string, volume: string, issue: string, pages: string} $paper Paper.
	 */
	public static function gbt( array $paper ): string {
		return Formats::gbt( $paper );
	}

	/**
	 * RIS (TY  - JOUR … ER  - ), lines ended with CR LF as the format asks (Formats::ris()).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string} $paper Paper.
	 */
	public static function ris( array $paper ): string {
		return Formats::ris( $paper );
	}

	/**
	 * BibTeX (BibTex::bibtex()).
	 *
	 * @param array{doi: string, title: string, authors: list<string>, journal: string, year: string, volume: string, issue: string, pages: string} $paper Paper.
	 */
	public static function bibtex( array $paper ): string {
		return BibTex::bibtex( $paper );
	}

	/**
	 * Text for a braced BibTeX field (BibTex::bibtex_text()).
	 *
	 * @param string $value Plain text.
	 */
	public static function bibtex_text( string $value ): string {
		return BibTex::bibtex_text( $value );
	}


	/**
	 * An author as GB/T 7714-2015 writes them (Names::gbt_name()).
	 *
	 * @param string $name Name as typed.
	 */
	public static function gbt_name( string $name ): string {
		return Names::gbt_name( $name );
	}

	/**
	 * An author as RIS and BibTeX take it (Names::inverted_name()).
	 *
	 * @param string $name Name as typed.
	 */
	public static function inverted_name( string $name ): string {
		return Names::inverted_name( $name );
	}

	/**
	 * The paper's PDF from the PDF link field (Doi::pdf()).
	 *
	 * @param string $value Field value.
	 */
	public static function pdf( string $value ): string {
		return Doi::pdf( $value );
	}
}
