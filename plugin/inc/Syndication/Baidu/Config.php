<?php
/**
 * Settings of the Baidu link submission.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

/**
 * Baidu's link submission (普通收录 API 提交), kept in the option mvc_baidu_push (not autoloaded, not in
 * REST, not in the site bundle) and edited in Settings > Site settings: the API host, the site as
 * registered in 百度搜索资源平台, its token (a secret: never shown again) and whether pushing is on.
 */
final class Config {

	public const OPTION = 'mvc_baidu_push';

	public const DEFAULT_HOST = 'http://data.zz.baidu.com';

	/**
	 * The site as Baidu keys it by default: an https site with its scheme, an http site by host (and port).
	 */
	public static function default_site(): string {
		$home = untrailingslashit( home_url() );
		return str_starts_with( $home, 'https://' ) ? $home : (string) preg_replace( '#^http://#', '', $home );
	}

	/**
	 * The stored settings over their defaults.
	 *
	 * @return array{enabled: bool, host: string, site: string, token: string}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Whether pushing is on and every setting it needs is there.
	 */
	public static function ready(): bool {
		$config = self::all();
		return $config['enabled'] && '' !== $config['token'] && '' !== $config['site'] && '' !== $config['host'];
	}

	/**
	 * Keeps the known keys with their types: the host an http(s) address without query, the site
	 * a host name or an https address, the token letters and digits.
	 *
	 * @param array<mixed> $value Submitted or stored value.
	 * @return array{enabled: bool, host: string, site: string, token: string}
	 */
	public static function sanitize( array $value ): array {
		$host = isset( $value['host'] ) && is_string( $value['host'] ) ? trim( $value['host'] ) : '';
		$host = (string) preg_replace( '#[?\#].*$#', '', untrailingslashit( $host ) );
		if ( ! preg_match( '#^https?://[a-z0-9.\-]+(:\d{1,5})?(/[\w.\-/]*)?$#i', $host ) ) {
			$host = self::DEFAULT_HOST;
		}
		$site  = isset( $value['site'] ) && is_string( $value['site'] ) ? self::clean_site( $value['site'] ) : '';
		$token = isset( $value['token'] ) && is_string( $value['token'] ) ? trim( $value['token'] ) : '';
		return array(
			'enabled' => ! empty( $value['enabled'] ) && 'off' !== $value['enabled'],
			'host'    => $host,
			'site'    => '' === $site ? self::default_site() : $site,
			'token'   => preg_match( '/^[A-Za-z0-9]{1,64}$/', $token ) ? $token : '',
		);
	}

	/**
	 * A site as Baidu knows it, or '' when it is not one.
	 *
	 * @param string $site What was typed: www.example.com, https://www.example.com/ or http://example.com.
	 */
	public static function clean_site( string $site ): string {
		$site = strtolower( untrailingslashit( trim( $site ) ) );
		$site = (string) preg_replace( '#^http://#', '', $site );
		return preg_match( '#^(https://)?[a-z0-9.\-]+(:\d{1,5})?$#', $site ) ? $site : '';
	}
}
