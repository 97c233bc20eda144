<?php
/**
 * An article's references: the pairs (title, address) kept in two fields line by line.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Article;

use Mvc\Core\Content\CardData;

/**
 * The fields reference_title and reference_url hold one line per reference, matched by line number.
 */
final class References {

	/**
	 * An article's references as pairs (title, address), from the two fields whose lines match
	 * (reference_title, reference_url); a pair with neither is left out.
	 *
	 * @param string $titles The titles, one a line.
	 * @param string $urls   The addresses, one a line.
	 * @return list<array{title: string, url: string}>
	 */
	public static function pairs( string $titles, string $urls ): array {
		$titles = '' === trim( $titles ) ? array() : array_map( 'trim', (array) preg_split( '/\R/', $titles ) );
		$urls   = '' === trim( $urls ) ? array() : array_map( 'trim', (array) preg_split( '/\R/', $urls ) );
		$pairs  = array();
		$count  = max( count( $titles ), count( $urls ) );
		for ( $i = 0; $i < $count; $i++ ) {
			$title = (string) ( $titles[ $i ] ?? '' );
			$url   = CardData::http_link( $urls[ $i ] ?? '' );
			if ( '' !== $title || '' !== $url ) {
				$pairs[] = array(
					'title' => $title,
					'url'   => $url,
				);
			}
		}
		return $pairs;
	}

	/**
	 * The two fields (reference_title, reference_url) that store reference pairs, line by line.
	 *
	 * @param list<array{title?: string, url?: string}> $pairs The pairs.
	 * @return array{reference_title: string, reference_url: string}
	 */
	public static function fields( array $pairs ): array {
		$titles = array();
		$urls   = array();
		foreach ( $pairs as $pair ) {
			$title = trim( (string) preg_replace( '/\s+/u', ' ', (string) ( $pair['title'] ?? '' ) ) );
			$url   = CardData::http_link( trim( (string) ( $pair['url'] ?? '' ) ) );
			if ( '' === $title && '' === $url ) {
				continue;
			}
			// A title line is never empty (the titles' field is trimmed as a whole): the address
			// stands for a missing title, as the article page shows it.
			$titles[] = '' === $title ? $url : $title;
			$urls[]   = $url;
		}
		return array(
			'reference_title' => rtrim( implode( "\n", $titles ) ),
			'reference_url'   => rtrim( implode( "\n", $urls ) ),
		);
	}
}
