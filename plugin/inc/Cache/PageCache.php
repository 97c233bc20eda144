<?php
/**
 * Files of nginx's page cache on this machine.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache;

use FilesystemIterator;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use SplFileInfo;
use UnexpectedValueException;

/**
 * The local stack's nginx keeps each cached page in a file named by the md5 of its key
 * (bin/templates/nginx.conf: `fastcgi_cache_path <dir>/pages levels=1:2`,
 * `fastcgi_cache_key "$request_method|$host:$server_port|$request_uri"`): <dir>/pages/<last character of the md5>/<the two characters before it>/<md5>. Removing that file
 * makes the next request for the address a miss, rendered afresh. The folder is the constant
 * MVC_PAGE_CACHE_DIR (set in the local stack's wp-config.php when its page cache is on; the filter
 * `mvc_page_cache_dir` may change it); without it there is nothing to remove here (a CDN in front
 * is purged through the actions of PagePurge). PagePurge uses these files only when no purge door is
 * configured: with MVC_PURGE_ENDPOINTS, HttpPurge purges every nginx over HTTP with the same keys().
 */
final class PageCache {

	/**
	 * The subfolder of the cache folder where nginx keeps the pages.
	 */
	public const PAGES = 'pages';

	/**
	 * Methods whose answers nginx caches (each its own key).
	 */
	public const METHODS = array( 'GET', 'HEAD' );

	/**
	 * The folder that holds the cached pages, without a trailing slash; '' when none is configured
	 * or it is not a folder.
	 */
	public static function pages_dir(): string {
		$dir = defined( 'MVC_PAGE_CACHE_DIR' ) ? (string) constant( 'MVC_PAGE_CACHE_DIR' ) : '';
		/**
		 * The folder given to nginx's fastcgi_cache_path is its `pages` subfolder.
		 *
		 * @param string $dir The page cache's folder ('' for none).
		 */
		$dir = (string) apply_filters( 'mvc_page_cache_dir', $dir );
		if ( '' === $dir ) {
			return '';
		}
		$pages = realpath( rtrim( $dir, '/' ) . '/' . self::PAGES );
		return false !== $pages && is_dir( $pages ) ? $pages : '';
	}

	/**
	 * The cache keys of an absolute URL, one per cached method: "GET|localhost:8888|/path/?query".
	 * $host is the host without its port, $server_port the port nginx listens on (the URL's, or the
	 * scheme's default); $request_uri is the path and query as the browser sends them, so a path with
	 * percent-escapes has both spellings (WordPress writes them lower case, browsers upper case).
	 *
	 * @param string $url Absolute URL.
	 * @return list<string> Keys; none when the URL is not absolute.
	 */
	public static function keys( string $url ): array {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return array();
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === ( $parts['scheme'] ?? 'http' ) ? 443 : 80 );
		$uri  = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		$uris = array_unique(
			array(
				$uri,
				(string) preg_replace_callback( '/%[0-9a-f]{2}/i', static fn( array $m ): string => strtoupper( $m[0] ), $uri ),
				(string) preg_replace_callback( '/%[0-9a-f]{2}/i', static fn( array $m ): string => strtolower( $m[0] ), $uri ),
			)
		);
		$keys = array();
		foreach ( self::METHODS as $method ) {
			foreach ( $uris as $one ) {
				$keys[] = $method . '|' . strtolower( $parts['host'] ) . ':' . $port . '|' . $one;
			}
		}
		return $keys;
	}

	/**
	 * Where nginx keeps the page of a key, relative to the pages folder (levels=1:2).
	 *
	 * @param string $key Cache key.
	 */
	public static function relative_path( string $key ): string {
		$md5 = md5( $key );
		return substr( $md5, -1 ) . '/' . substr( $md5, -3, 2 ) . '/' . $md5;
	}

	/**
	 * Removes the cached pages of these URLs (every method and spelling).
	 *
	 * @param string[] $urls Absolute URLs.
	 * @return int Files removed.
	 */
	public static function remove_urls( array $urls ): int {
		$dir = self::pages_dir();
		if ( '' === $dir ) {
			return 0;
		}
		$removed = 0;
		foreach ( $urls as $url ) {
			foreach ( self::keys( $url ) as $key ) {
				$file = $dir . '/' . self::relative_path( $key );
				if ( is_file( $file ) && ! is_link( $file ) ) {
					wp_delete_file( $file );
					$removed += file_exists( $file ) ? 0 : 1;
				}
			}
		}
		return $removed;
	}

	/**
	 * Removes every cached page: the files named by an md5 under the pages folder (never through a
	 * symbolic link, never outside the folder, never a file nginx is still writing); the folders stay
	 * for nginx. A folder that cannot be read is
	 * skipped without a warning.
	 *
	 * @return int Files removed.
	 */
	public static function remove_all(): int {
		$dir = self::pages_dir();
		if ( '' === $dir || ! is_readable( $dir ) ) {
			return 0;
		}
		$removed = 0;
		try {
			$files = new RecursiveIteratorIterator(
				new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS | FilesystemIterator::CURRENT_AS_FILEINFO ),
				RecursiveIteratorIterator::LEAVES_ONLY,
				RecursiveIteratorIterator::CATCH_GET_CHILD
			);
			foreach ( $files as $file ) {
				if ( ! $file instanceof SplFileInfo || $file->isLink() || ! $file->isFile() || ! preg_match( '/^[0-9a-f]{32}$/', $file->getFilename() ) ) {
					continue;
				}
				$path = $file->getPathname();
				if ( ! str_starts_with( $path, $dir . '/' ) ) {
					continue;
				}
				wp_delete_file( $path );
				$removed += file_exists( $path ) ? 0 : 1;
			}
		} catch ( UnexpectedValueException $e ) {
			unset( $e );
		}
		return $removed;
	}
}
