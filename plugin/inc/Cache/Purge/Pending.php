<?php
/**
 * What the request changed that cached pages show.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache\Purge;

use WP_Post;

/**
 * What PagePurge noted during the request: addresses, changed published posts (their addresses are
 * read once, at the end, after every change) and whether every page goes.
 */
final class Pending {

	/**
	 * URLs to purge at the end of the request, as keys.
	 *
	 * @var array<string, true>
	 */
	private static array $urls = array();

	/**
	 * Published posts changed in this request, whose addresses are read at the end of it.
	 *
	 * @var array<int, true>
	 */
	private static array $posts = array();

	/**
	 * Whether every cached page goes.
	 *
	 * @var bool
	 */
	private static bool $all = false;

	/**
	 * Notes a changed published post.
	 *
	 * @param int $post_id Post id.
	 */
	public static function add_post( int $post_id ): void {
		self::$posts[ $post_id ] = true;
	}

	/**
	 * Notes URLs.
	 *
	 * @param string[] $urls Absolute URLs.
	 */
	public static function add_urls( array $urls ): void {
		foreach ( $urls as $url ) {
			if ( '' !== $url ) {
				self::$urls[ $url ] = true;
			}
		}
	}

	/**
	 * Notes that every cached page goes.
	 */
	public static function add_all(): void {
		self::$all = true;
	}

	/**
	 * What is pending for the end of the request: the URLs (the changed posts' current addresses
	 * included) and whether every page goes. Reads the changed posts' terms.
	 *
	 * @return array{urls: list<string>, all: bool}
	 */
	public static function get(): array {
		$urls = self::$urls;
		foreach ( array_keys( self::$posts ) as $post_id ) {
			$post = get_post( $post_id );
			if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
				foreach ( PageUrls::urls_of( $post ) as $url ) {
					$urls[ $url ] = true;
				}
			}
		}
		return array(
			'urls' => array_map( 'strval', array_keys( $urls ) ),
			'all'  => self::$all,
		);
	}

	/**
	 * Forgets what was noted.
	 */
	public static function clear(): void {
		self::$urls  = array();
		self::$posts = array();
		self::$all   = false;
	}
}
