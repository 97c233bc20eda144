<?php
/**
 * How to cite a paper: its DOI.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Citation;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\Citation;
use WP_Post;

/**
 * Reading a DOI: from the `doi` field (as typed, a `doi:` form or a doi.org address), or from an
 * article's read-original or read-whole address; and the PDF link that is not a DOI link.
 */
final class Doi {

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
			if ( ! in_array( $host, Citation::DOI_HOSTS, true ) ) {
				return '';
			}
			$value = rawurldecode( ltrim( (string) ( $parts['path'] ?? '' ), '/' ) );
		} elseif ( $links_only ) {
			return '';
		} else {
			$value = (string) preg_replace( '~^doi:\s*~i', '', $value );
		}
		return strlen( $value ) <= 300 && 1 === preg_match( Citation::DOI_PATTERN, $value ) ? $value : '';
	}

	/**
	 * The article's DOI ('' for none): the `doi` field, else the read-original address, else the
	 * read-whole address, when it is a doi.org address.
	 *
	 * @param WP_Post $post Article.
	 */
	public static function doi( WP_Post $post ): string {
		$doi = self::doi_in( Paper::meta( $post, Citation::DOI ), false );
		foreach ( array( 'read_original_article', 'read_whole_url' ) as $key ) {
			$doi = '' !== $doi ? $doi : self::doi_in( Paper::meta( $post, $key ), true );
		}
		return $doi;
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
		return '' === $link || in_array( $host, Citation::DOI_HOSTS, true ) ? '' : $link;
	}
}
