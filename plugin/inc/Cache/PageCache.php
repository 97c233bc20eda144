<?php
/**
 * The keys of nginx's page cache.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache;

/**
 * The nginx page cache keeps each page under the key `<generation>|<method>|<host>:<port>|<request URI>`
 * (bin/templates/nginx.conf, `fastcgi_cache_key`); the generation is nginx's own and changes when the
 * whole cache is purged. The purge door of each nginx computes the generation, the host and the port
 * itself: HttpPurge sends it the method and the request URI of each key this class gives. nginx's files
 * are only ever removed by nginx (a file removed from outside is one nginx still lists, and its cache
 * manager logs a `[crit] unlink()` failure when it evicts it).
 */
final class PageCache {

	/**
	 * Methods whose answers nginx caches (each its own key).
	 */
	public const METHODS = array( 'GET', 'HEAD' );

	/**
	 * The cache keys of an absolute URL without nginx's generation, one per cached method:
	 * "GET|localhost:8888|/path/?query".
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
}
