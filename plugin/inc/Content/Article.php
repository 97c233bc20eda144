<?php
/**
 * The fields of an article page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use WP_Post;

/**
 * An article's custom fields (public-site spec, section 3), read once and cleaned for the page: the
 * paper's PDF, the original article, the journal (its page and logo), the read-whole link, the
 * references (文献链接) and, for a call for papers, the special issue. A field may hold an address
 * or, for the logo, an attachment id; references may list several titles and addresses, one per line.
 */
final class Article {

	/**
	 * The page's fields (journal_logo is the logo's escaped <img>, or '').
	 *
	 * @param WP_Post $post Article.
	 * @return array{pdf: string, original: string, journal: string, journal_logo: string, read_whole: array{title: string, url: string}|null, references: list<array{title: string, url: string}>, cfp: array{link: string, deadline: string, title_cn: string, title_en: string}|null}
	 */
	public static function fields( WP_Post $post ): array {
		$read_whole = CardData::http_link( self::meta( $post, 'read_whole_url' ) );
		return array(
			'pdf'          => CardData::http_link( self::meta( $post, 'download_origin_link' ) ),
			'original'     => CardData::http_link( self::meta( $post, 'read_original_article' ) ),
			'journal'      => CardData::http_link( self::meta( $post, 'explore_journal' ) ),
			'journal_logo' => self::logo( self::meta( $post, 'journal_logo' ) ),
			'read_whole'   => '' === $read_whole ? null : array(
				'title' => self::meta( $post, 'read_whole_title' ),
				'url'   => $read_whole,
			),
			'references'   => self::references( self::meta( $post, 'reference_title' ), self::meta( $post, 'reference_url' ) ),
			'cfp'          => PostFields::is_call_for_papers( $post->ID ) ? array(
				'link'     => CardData::http_link( self::meta( $post, 'cfps_link' ) ),
				'deadline' => PostFields::deadline( $post->ID ),
				'title_cn' => self::meta( $post, 'si_title_cn' ),
				'title_en' => self::meta( $post, 'si_title_en' ),
			) : null,
		);
	}

	/**
	 * The fields of an article that shows none (a password-protected one).
	 *
	 * @return array{pdf: string, original: string, journal: string, journal_logo: string, read_whole: null, references: list<array{title: string, url: string}>, cfp: null}
	 */
	public static function none(): array {
		return array(
			'pdf'          => '',
			'original'     => '',
			'journal'      => '',
			'journal_logo' => '',
			'read_whole'   => null,
			'references'   => array(),
			'cfp'          => null,
		);
	}

	/**
	 * A text field, trimmed ('' when missing or not text).
	 *
	 * @param WP_Post $post Article.
	 * @param string  $key  Meta key.
	 */
	private static function meta( WP_Post $post, string $key ): string {
		$value = get_post_meta( $post->ID, $key, true );
		return is_string( $value ) || is_int( $value ) ? trim( sanitize_textarea_field( (string) $value ) ) : '';
	}

	/**
	 * The journal logo's image ('' without one): an attachment with its sizes and stored alt, or
	 * an address.
	 *
	 * @param string $value Field value: an attachment id or an address.
	 */
	private static function logo( string $value ): string {
		$attrs = array(
			'class'    => 'mvc-article__journal-logo',
			'alt'      => __( 'Journal logo', 'mvc-core' ),
			'loading'  => 'lazy',
			'decoding' => 'async',
		);
		if ( ctype_digit( $value ) ) {
			$alt = get_post_meta( (int) $value, '_wp_attachment_image_alt', true );
			if ( is_string( $alt ) && '' !== trim( $alt ) ) {
				unset( $attrs['alt'] );
			}
			return wp_get_attachment_image( (int) $value, 'medium', false, $attrs );
		}
		$url = CardData::http_link( $value );
		return '' === $url ? '' : sprintf(
			'<img class="%1$s" src="%2$s" alt="%3$s" height="48" loading="lazy" decoding="async">',
			esc_attr( $attrs['class'] ),
			esc_url( $url ),
			esc_attr( $attrs['alt'] )
		);
	}

	/**
	 * The references: titles and addresses paired line by line (a title without an address is
	 * shown as text; an address without a title shows the address).
	 *
	 * @param string $titles Titles, one per line.
	 * @param string $urls   Addresses, one per line.
	 * @return list<array{title: string, url: string}>
	 */
	private static function references( string $titles, string $urls ): array {
		$titles = '' === $titles ? array() : array_map( 'trim', explode( "\n", $titles ) );
		$urls   = '' === $urls ? array() : array_map( 'trim', explode( "\n", $urls ) );
		$list   = array();
		$count  = max( count( $titles ), count( $urls ) );
		for ( $i = 0; $i < $count; $i++ ) {
			$url   = CardData::http_link( $urls[ $i ] ?? '' );
			$title = $titles[ $i ] ?? '';
			if ( '' === $title && '' === $url ) {
				continue;
			}
			$list[] = array(
				'title' => '' === $title ? $url : $title,
				'url'   => $url,
			);
		}
		return $list;
	}

	/**
	 * Whole days from today to a deadline, in the site's time zone (0 on the day, negative after).
	 *
	 * @param string $deadline Y-m-d.
	 * @param int    $now      Unix time (tests).
	 */
	public static function days_left( string $deadline, ?int $now = null ): int {
		$zone  = wp_timezone();
		$today = ( new \DateTimeImmutable( '@' . ( $now ?? time() ) ) )->setTimezone( $zone )->setTime( 0, 0 );
		$end   = \DateTimeImmutable::createFromFormat( '!Y-m-d', $deadline, $zone );
		if ( ! $end ) {
			return -1;
		}
		return (int) $today->diff( $end )->format( '%r%a' );
	}
}
