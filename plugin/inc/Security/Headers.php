<?php
/**
 * Security headers and CORS of every response.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Module;
use WP_HTTP_Response;

/**
 * Sends the Content-Security-Policy, X-Frame-Options, nosniff and Referrer-Policy: the pages' full
 * policy, REST without the script rules, wp-admin and the login page only frame-ancestors, nosniff and
 * the referrer policy. No admin request gets the pages' policy: core's list screens call wp(), so
 * `wp_headers` fires there too, and the script rules would refuse load-scripts.php and core's inline
 * scripts (no jQuery, no 快速编辑). Scripts run by nonce with 'strict-dynamic'; a page nginx caches
 * keeps its header and nonce together. Only the site's own origin gets CORS headers. The policy and
 * why each part: docs/security.md, "Headers".
 */
final class Headers implements Module {

	/**
	 * Where WeChat's JS-SDK comes from (src/islands/article-actions/wechatShare.ts).
	 */
	public const WECHAT_SCRIPT_HOSTS = array( 'https://res.wx.qq.com', 'https://res2.wx.qq.com' );

	/**
	 * Where WeChat's avatars come from (headimgurl of /sns/userinfo).
	 */
	public const WECHAT_IMAGE_HOSTS = array( 'https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn', 'http://thirdwx.qlogo.cn', 'http://wx.qlogo.cn' );

	/**
	 * The referrer policy of every response.
	 */
	public const REFERRER_POLICY = 'strict-origin-when-cross-origin';

	/**
	 * Video players a page may frame (a journal's promotional video): the platforms operators in
	 * China embed from. The filter `mvc_video_player_origins` changes the list; a video elsewhere
	 * is shown as a link.
	 */
	public const VIDEO_PLAYER_ORIGINS = array( 'https://player.bilibili.com', 'https://v.qq.com', 'https://player.youku.com', 'https://open.iqiyi.com' );

	/**
	 * The Content-Security-Policy of REST responses: JSON runs nothing; the few HTML pages the
	 * follow mails' links open (plugin/templates/follow-page.php) have inline styles and a form to the site.
	 */
	public const REST_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

	/**
	 * The Content-Security-Policy of wp-admin and the login page: only who may frame them. Core's
	 * screens run inline scripts and concatenated ones (load-scripts.php) that carry no nonce.
	 */
	public const ADMIN_POLICY = "frame-ancestors 'self'";

	/**
	 * Core's entry points that serve wp-admin: their answers never get the pages' policy.
	 */
	public const ADMIN_SCRIPTS = array( 'admin-ajax.php', 'admin-post.php', 'load-scripts.php', 'load-styles.php' );

	/**
	 * The script nonce of this request.
	 *
	 * @var string|null
	 */
	private static $nonce;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_headers', array( $this, 'page_headers' ) );
		add_filter( 'wp_script_attributes', array( $this, 'with_nonce' ) );
		add_filter( 'wp_inline_script_attributes', array( $this, 'with_nonce' ) );
		add_action( 'rest_api_init', array( $this, 'replace_core_cors' ), 11 );
		add_action( 'admin_init', array( $this, 'send_admin_headers' ) );
		add_action( 'login_init', array( $this, 'send_admin_headers' ) );
	}

	/**
	 * The script nonce of this request (random, 128 bits).
	 */
	public static function nonce(): string {
		if ( null === self::$nonce ) {
			self::$nonce = base64_encode( random_bytes( 16 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a CSP nonce is base64.
		}
		return self::$nonce;
	}

	/**
	 * The Content-Security-Policy of the site's pages.
	 */
	public static function page_policy(): string {
		$directives = array(
			'default-src'     => array( "'self'" ),
			'script-src'      => array_merge( array( "'nonce-" . self::nonce() . "'", "'strict-dynamic'", "'self'" ), self::WECHAT_SCRIPT_HOSTS ),
			'style-src'       => array( "'self'", "'unsafe-inline'" ),
			// Articles show images from publishers' sites, so any https image (an image runs no
			// code); WeChat still serves some avatars over plain http.
			'img-src'         => array_merge( array( "'self'", 'data:', 'blob:', 'https:' ), self::WECHAT_IMAGE_HOSTS ),
			'font-src'        => array( "'self'", 'data:' ),
			'connect-src'     => array( "'self'" ),
			// The ALTCHA widget (the proof-of-work check of NetworkGate) runs its workers from blobs.
			'worker-src'      => array( "'self'", 'blob:' ),
			// A video file runs no code either.
			'media-src'       => array( "'self'", 'https:' ),
			'frame-src'       => array_values( array_unique( array_filter( array_merge( array( "'self'", self::origin( (string) ( Config::current()['open_host'] ?? '' ) ) ), self::video_players() ) ) ) ),
			'frame-ancestors' => array( "'self'" ),
			'object-src'      => array( "'none'" ),
			'base-uri'        => array( "'self'" ),
			'form-action'     => array( "'self'" ),
		);
		$parts = array();
		foreach ( $directives as $name => $sources ) {
			$parts[] = $name . ' ' . implode( ' ', $sources );
		}
		return implode( '; ', $parts );
	}

	/**
	 * `wp_headers`: the security headers of a page.
	 *
	 * @param array<string, string> $headers Headers WordPress sends.
	 * @return array<string, string>
	 */
	public function page_headers( $headers ): array {
		return array_merge(
			(array) $headers,
			array(
				'Content-Security-Policy' => self::is_admin_request() ? self::ADMIN_POLICY : self::page_policy(),
				'X-Frame-Options'         => 'SAMEORIGIN',
				'X-Content-Type-Options'  => 'nosniff',
				'Referrer-Policy'         => self::REFERRER_POLICY,
			),
			self::transport_headers()
		);
	}

	/**
	 * Over HTTPS (is_ssl(): the request, or the balancer's X-Forwarded-Proto as wp-config reads
	 * it), browsers are told to come back over HTTPS only for a year (HSTS; not the subdomains,
	 * which this site does not serve). Nothing over plain HTTP, where the header means nothing.
	 *
	 * @return array<string, string>
	 */
	public static function transport_headers(): array {
		return is_ssl() ? array( 'Strict-Transport-Security' => 'max-age=' . YEAR_IN_SECONDS ) : array();
	}

	/**
	 * Whether this request serves wp-admin: a screen (is_admin(), which admin-ajax.php and
	 * admin-post.php also set), an Ajax call, or core's script and style concatenation.
	 */
	public static function is_admin_request(): bool {
		if ( is_admin() || wp_doing_ajax() ) {
			return true;
		}
		$script = isset( $_SERVER['SCRIPT_NAME'] ) ? sanitize_text_field( wp_unslash( $_SERVER['SCRIPT_NAME'] ) ) : '';
		return '' !== $script && str_contains( $script, '/wp-admin/' ) && in_array( basename( $script ), self::ADMIN_SCRIPTS, true );
	}

	/**
	 * `wp_script_attributes`, `wp_inline_script_attributes`: every script WordPress prints carries
	 * the nonce.
	 *
	 * @param array<string, string|bool> $attributes Tag attributes.
	 * @return array<string, string|bool>
	 */
	public function with_nonce( $attributes ): array {
		$attributes          = (array) $attributes;
		$attributes['nonce'] = self::nonce();
		return $attributes;
	}

	/**
	 * `rest_post_dispatch` (late, after the envelope): the security headers of REST responses, and
	 * CORS for the site's own origin only.
	 *
	 * @param mixed $response Response.
	 * @return mixed
	 */
	public function rest_headers( $response ) {
		if ( ! $response instanceof WP_HTTP_Response ) {
			return $response;
		}
		$response->header( 'Content-Security-Policy', self::REST_POLICY );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Referrer-Policy', self::REFERRER_POLICY );
		$response->header( 'Vary', 'Origin', false );
		foreach ( self::cors_headers( (string) get_http_origin() ) + self::transport_headers() as $name => $value ) {
			$response->header( $name, $value );
		}
		return $response;
	}

	/**
	 * The CORS headers an Origin gets: the site's own origin those core would send; any other
	 * origin (or none) nothing, so a browser keeps other sites from reading answers.
	 *
	 * @param string $origin The request's Origin header.
	 * @return array<string, string>
	 */
	public static function cors_headers( string $origin ): array {
		$own = self::origin( home_url() );
		if ( '' === $origin || '' === $own || strtolower( $origin ) !== $own ) {
			return array();
		}
		return array(
			'Access-Control-Allow-Origin'      => $own,
			'Access-Control-Allow-Methods'     => 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
			'Access-Control-Allow-Credentials' => 'true',
		);
	}

	/**
	 * `rest_api_init` (after core's default filters): core's CORS, which reflects any Origin with
	 * credentials, is removed; rest_headers() sends ours.
	 */
	public function replace_core_cors(): void {
		remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
	}

	/**
	 * `admin_init`, `login_init`: wp-admin and the login page may be framed by the site only and
	 * sniff nothing (core sends X-Frame-Options and the referrer policy there itself).
	 */
	public function send_admin_headers(): void {
		if ( headers_sent() ) {
			return;
		}
		header( 'Content-Security-Policy: ' . self::ADMIN_POLICY );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Referrer-Policy: ' . self::REFERRER_POLICY );
		foreach ( self::transport_headers() as $name => $value ) {
			header( $name . ': ' . $value );
		}
	}

	/**
	 * The https origins of the video players pages may frame.
	 *
	 * @return list<string>
	 */
	public static function video_players(): array {
		$origins = array();
		foreach ( (array) apply_filters( 'mvc_video_player_origins', self::VIDEO_PLAYER_ORIGINS ) as $url ) {
			$origin = is_string( $url ) ? self::origin( $url ) : '';
			if ( str_starts_with( $origin, 'https://' ) ) {
				$origins[] = $origin;
			}
		}
		return array_values( array_unique( $origins ) );
	}

	/**
	 * Whether a page may frame an address: its origin is one of the video players'.
	 *
	 * @param string $url Address.
	 */
	public static function may_frame( string $url ): bool {
		$origin = self::origin( $url );
		return '' !== $origin && in_array( $origin, self::video_players(), true );
	}

	/**
	 * The origin (scheme://host[:port], lower case) of a URL, or '' for anything but http(s).
	 *
	 * @param string $url URL.
	 */
	private static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
			return '';
		}
		return strtolower( $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
	}
}
