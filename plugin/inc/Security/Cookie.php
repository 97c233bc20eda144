<?php
/**
 * The site's cookies.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

/**
 * Sets and deletes the member cookies: HttpOnly, SameSite=Lax, Secure when the request or the site
 * is https, on the site's cookie path and domain. The value is also put into $_COOKIE, so the rest of
 * the request sees what the browser will send next.
 */
final class Cookie {

	/**
	 * A cookie of this request as a plain string ('' when missing or not a string).
	 *
	 * @param string $name Cookie name.
	 */
	public static function get( string $name ): string {
		return isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ $name ] ) ) : '';
	}

	/**
	 * Sets a cookie, or deletes it when the value is ''.
	 *
	 * @param string $name    Cookie name.
	 * @param string $value   Value; '' deletes.
	 * @param int    $expires Unix time; 0 for a browser-session cookie.
	 */
	public static function set( string $name, string $value, int $expires ): void {
		if ( '' === $value ) {
			unset( $_COOKIE[ $name ] );
			$expires = time() - YEAR_IN_SECONDS;
		} else {
			$_COOKIE[ $name ] = $value;
		}
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expires,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => self::secure(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * Whether cookies must be Secure: the request is https, or the site is (behind a TLS proxy).
	 */
	public static function secure(): bool {
		return is_ssl() || 'https' === wp_parse_url( home_url(), PHP_URL_SCHEME );
	}
}
