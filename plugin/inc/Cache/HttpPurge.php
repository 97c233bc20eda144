<?php
/**
 * Purges every nginx's page cache over HTTP.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache;

use Mvc\Core\Module;
use WpOrg\Requests\Exception as RequestsException;
use WpOrg\Requests\Requests;
use WpOrg\Requests\Response;

/**
 * Sends PagePurge's `mvc_purge_urls` and `mvc_purge_all` to every nginx's purge door listed in
 * MVC_PURGE_ENDPOINTS: on more than one machine each nginx keeps its own page cache and none is beside
 * the PHP node that saw the change. A door must be the address nginx serves the cached pages on (it
 * computes the key with its own port). Requests go out at once, each with a TIMEOUT, so a dead nginx
 * costs an editor's save at most that long and one error_log line. Without endpoints nothing
 * registers. Setup and measured costs: docs/architecture.md, "Fresh pages from the cache (purge)";
 * the door: bin/templates/nginx.conf, "Purge door".
 */
final class HttpPurge implements Module {

	/**
	 * The path of the purge door on every nginx.
	 */
	public const PATH = '/_mvc_purge/';

	/**
	 * Seconds a purge request may take (connecting included).
	 */
	public const TIMEOUT = 2.0;

	/**
	 * Seconds to connect to a door.
	 */
	public const CONNECT_TIMEOUT = 1.0;

	/**
	 * Requests in flight at once.
	 */
	public const BATCH = 48;

	/**
	 * Only when purge doors are configured.
	 */
	public function can_register(): bool {
		return array() !== self::endpoints();
	}

	/**
	 * Listens to PagePurge's actions (after a CDN's hooks of the default priority, which do not wait for it).
	 */
	public function register(): void {
		add_action( 'mvc_purge_urls', array( self::class, 'purge_urls' ), 20 );
		add_action( 'mvc_purge_all', array( self::class, 'purge_all' ), 20 );
	}

	/**
	 * The purge doors: base URLs without a trailing slash, from MVC_PURGE_ENDPOINTS.
	 *
	 * @return list<string>
	 */
	public static function endpoints(): array {
		$list = defined( 'MVC_PURGE_ENDPOINTS' ) ? (string) constant( 'MVC_PURGE_ENDPOINTS' ) : '';
		/**
		 * The base URLs of every nginx's purge door.
		 *
		 * @param string $list Comma-separated base URLs ('' for none).
		 */
		$list = (string) apply_filters( 'mvc_purge_endpoints', $list );
		$out  = array();
		foreach ( explode( ',', $list ) as $one ) {
			$one = rtrim( trim( $one ), '/' );
			if ( '' !== $one && preg_match( '#^https?://[^/?\#]+$#i', $one ) ) {
				$out[] = $one;
			}
		}
		return array_values( array_unique( $out ) );
	}

	/**
	 * The purge requests of these URLs on one door: path and Host header of each key.
	 *
	 * @param string[] $urls Absolute URLs.
	 * @param string   $door A door's base URL.
	 * @return list<array{url: string, host: string}>
	 */
	public static function requests_for( array $urls, string $door ): array {
		$requests = array();
		foreach ( $urls as $url ) {
			$host = self::host_header( $url );
			foreach ( PageCache::keys( $url ) as $key ) {
				// "GET|host:port|/path?query": the door takes the method and the URI, and the host from the header.
				$parts = explode( '|', $key, 3 );
				if ( 3 === count( $parts ) ) {
					$requests[] = array(
						'url'  => $door . rtrim( self::PATH, '/' ) . '/' . $parts[0] . $parts[2],
						'host' => $host,
					);
				}
			}
		}
		return $requests;
	}

	/**
	 * `mvc_purge_urls`: these URLs' pages go from every nginx.
	 *
	 * @param mixed $urls Absolute URLs.
	 * @return array{sent: int, purged: int, failed: list<string>} Requests sent, pages removed, doors that failed.
	 */
	public static function purge_urls( $urls ): array {
		$urls = array_values( array_filter( is_array( $urls ) ? $urls : array(), 'is_string' ) );
		$all  = array();
		foreach ( self::endpoints() as $door ) {
			foreach ( self::requests_for( $urls, $door ) as $request ) {
				$all[] = $request + array( 'door' => $door );
			}
		}
		return self::send( $all );
	}

	/**
	 * `mvc_purge_all`: every page goes from every nginx.
	 *
	 * @return array{sent: int, purged: int, failed: list<string>} Requests sent, doors that removed pages, doors that failed.
	 */
	public static function purge_all(): array {
		$host = self::host_header( home_url( '/' ) );
		$all  = array();
		foreach ( self::endpoints() as $door ) {
			$all[] = array(
				'url'  => $door . self::PATH . 'all',
				'host' => $host,
				'door' => $door,
			);
		}
		return self::send( $all );
	}

	/**
	 * Sends the requests, BATCH at a time; a door that failed gets no more of them. Logs each failed door once.
	 *
	 * @param list<array{url: string, host: string, door: string}> $requests Requests.
	 * @return array{sent: int, purged: int, failed: list<string>}
	 */
	private static function send( array $requests ): array {
		$failed = array();
		$sent   = 0;
		$purged = 0;
		foreach ( array_chunk( $requests, self::BATCH ) as $batch ) {
			$batch = array_values( array_filter( $batch, static fn( array $r ): bool => ! isset( $failed[ $r['door'] ] ) ) );
			if ( ! $batch ) {
				break;
			}
			$multi = array();
			foreach ( $batch as $request ) {
				$multi[] = array(
					'url'     => $request['url'],
					'type'    => 'PURGE',
					'headers' => array( 'Host' => $request['host'] ),
				);
			}
			$sent     += count( $multi );
			$responses = Requests::request_multiple(
				$multi,
				array(
					'timeout'          => self::TIMEOUT,
					'connect_timeout'  => self::CONNECT_TIMEOUT,
					'follow_redirects' => false,
					// The path is sent as written: no IRI round trip that would change a percent-escape's case.
					'idn'              => false,
					'useragent'        => 'mvc-purge',
					'blocking'         => true,
				)
			);
			foreach ( $batch as $i => $request ) {
				$response = $responses[ $i ] ?? null;
				$error    = '';
				if ( $response instanceof Response ) {
					if ( 200 === $response->status_code ) {
						++$purged;
					} elseif ( 404 !== $response->status_code ) {
						$error = 'HTTP ' . $response->status_code;
					}
				} else {
					$error = $response instanceof RequestsException ? $response->getMessage() : 'no answer';
				}
				if ( '' !== $error && ! isset( $failed[ $request['door'] ] ) ) {
					$failed[ $request['door'] ] = true;
					// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator must see a purge that did not reach an nginx.
					error_log( sprintf( 'mvc purge: %s did not purge %s (%s); its cache keeps the old page until it expires', $request['door'], self::path_of( $request['url'], $request['door'] ), $error ) );
				}
			}
		}//end foreach
		return array(
			'sent'   => $sent,
			'purged' => $purged,
			'failed' => array_map( 'strval', array_keys( $failed ) ),
		);
	}

	/**
	 * The Host header of a URL: its host, and its port when it has one.
	 *
	 * @param string $url Absolute URL.
	 */
	private static function host_header( string $url ): string {
		$parts = wp_parse_url( $url );
		$host  = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		return isset( $parts['port'] ) ? $host . ':' . (int) $parts['port'] : $host;
	}

	/**
	 * A request's path on its door, for the log.
	 *
	 * @param string $url  Request URL.
	 * @param string $door The door's base URL.
	 */
	private static function path_of( string $url, string $door ): string {
		return substr( $url, strlen( $door ) );
	}
}
