<?php
/**
 * The client of the current request.
 *
 * @package Mvc
 */

namespace Mvc\Security;

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
	 * The client's user agent.
	 */
	public static function user_agent(): string {
		return isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
	}
}
