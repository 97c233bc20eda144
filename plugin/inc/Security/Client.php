<?php
/**
 * The client of the current request.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

/**
 * Where a request comes from, as the rate limits and session records use it. REMOTE_ADDR only: a
 * forwarded header can be forged. Behind a load balancer, nginx's real_ip module (with the trusted
 * proxies) sets REMOTE_ADDR to the client's address.
 */
final class Client {

	/**
	 * The client's address.
	 */
	public static function ip(): string {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}

	/**
	 * The client's network as the per-network limits count it: the IPv4 address (a campus or a
	 * hospital behind one NAT address is one network), or the /64 of an IPv6 address (one household
	 * or one mobile subscriber is given a whole /64).
	 */
	public static function network(): string {
		return self::network_of( self::ip() );
	}

	/**
	 * The network of an address, as network() counts it.
	 *
	 * @param string $ip An address.
	 */
	public static function network_of( string $ip ): string {
		$packed = filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ? inet_pton( $ip ) : false;
		if ( false === $packed ) {
			return $ip;
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * Whether another site's page sent this request: the browser says so (`Sec-Fetch-Site:
	 * cross-site`), or the request names an Origin that is not this site's. A request without
	 * either (an old browser, a script) cannot be told apart and is not counted as cross-site.
	 */
	public static function cross_site(): bool {
		$site   = isset( $_SERVER['HTTP_SEC_FETCH_SITE'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_SITE'] ) ) : '';
		$origin = isset( $_SERVER['HTTP_ORIGIN'] ) ? esc_url_raw( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) ) : '';
		return 'cross-site' === $site || ( '' !== $origin && ! self::same_origin( $origin ) );
	}

	/**
	 * Whether an Origin header is this site's.
	 *
	 * @param string $origin Origin (scheme://host[:port]).
	 */
	public static function same_origin( string $origin ): bool {
		$home = wp_parse_url( home_url() );
		$from = wp_parse_url( $origin );
		if ( ! is_array( $home ) || ! is_array( $from ) ) {
			return false;
		}
		return ( $home['scheme'] ?? '' ) === ( $from['scheme'] ?? '' )
			&& strtolower( $home['host'] ?? '' ) === strtolower( $from['host'] ?? '' )
			&& ( $home['port'] ?? null ) === ( $from['port'] ?? null );
	}

	/**
	 * The client's user agent.
	 */
	public static function user_agent(): string {
		return isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
	}
}
