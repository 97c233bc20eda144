<?php
/**
 * How to cite a paper: the paper.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Citation;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\Citation;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Content\PostTypes\Journal;
use WP_Post;

/**
 * The paper an article reports, read from its fields: title, authors, journal, year, volume, issue,
 * pages; what is unknown is ''.
 */
final class Paper {

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
		$doi = Doi::doi( $post );
		if ( '' === $doi ) {
			return null;
		}
		$title = '';
		foreach ( array( Citation::TITLE, 'si_title_en' ) as $key ) {
			$title = '' !== $title ? $title : self::line( self::meta( $post, $key ) );
		}
		$journal = self::line( self::meta( $post, Citation::JOURNAL ) );
		$year    = 1 === preg_match( '/(?<!\d)\d{4}(?!\d)/', self::meta( $post, Citation::YEAR ), $found ) ? $found[0] : '';
		return array(
			'doi'     => $doi,
			'title'   => '' !== $title ? $title : self::line( CardData::plain_text( $post->post_title ) ),
			'authors' => self::authors( self::meta( $post, Citation::AUTHORS ) ),
			'journal' => '' !== $journal ? $journal : self::journal( $post ),
			'date'    => '' !== $year ? $year : (string) get_post_time( 'Y/m/d', false, $post ),
			'year'    => '' !== $year ? $year : (string) get_post_time( 'Y', false, $post ),
			'volume'  => self::line( self::meta( $post, Citation::VOLUME ) ),
			'issue'   => self::line( self::meta( $post, Citation::ISSUE ) ),
			'pages'   => self::line( self::meta( $post, Citation::PAGES ) ),
			'url'     => (string) get_permalink( $post ),
			'pdf'     => Doi::pdf( self::meta( $post, 'download_origin_link' ) ),
		);
	}

	/**
	 * The authors: one per line, trimmed, empty lines left out.
	 *
	 * @param string $value Field value.
	 * @return list<string>
	 */
	private static function authors( string $value ): array {
		$names = array_filter( array_map( array( self::class, 'line' ), explode( "\n", $value ) ), static fn( string $name ): bool => '' !== $name );
		return array_slice( array_values( $names ), 0, Citation::MAX_AUTHORS );
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
	public static function meta( WP_Post $post, string $key ): string {
		$value = get_post_meta( $post->ID, $key, true );
		return is_string( $value ) || is_int( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A value on one line: every run of white space (newlines too) one space, trimmed.
	 *
	 * @param string $value Text.
	 */
	public static function line( string $value ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', $value ) );
	}
}
