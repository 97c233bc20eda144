<?php
/**
 * WeChat login settings per environment.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

/**
 * The provider's hosts and the two apps of each environment (dev, qa, uat, prod), kept in the option
 * mvc_wechat and edited in wp-admin (Settings > Site settings):
 *
 * - the website app of WeChat's open platform (QR login, scope snsapi_login);
 * - the official-account app (one-tap authorisation inside WeChat's browser, scope snsapi_userinfo).
 *
 * The environment is the first label of the site's host (dev., qa., uat.), prod otherwise; the
 * constant MVC_WECHAT_ENV overrides it (the local stack sets dev).
 */
final class Config {

	public const OPTION = 'mvc_wechat';

	public const ENVIRONMENTS = array( 'dev', 'qa', 'uat', 'prod' );

	/** Which app a login uses: the QR code (website app) or WeChat's browser (official account). */
	public const CLIENT_QR    = 'qr';
	public const CLIENT_INAPP = 'inapp';

	/**
	 * Fields of one environment and their defaults (WeChat's real hosts).
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array(
			'open_host'    => 'https://open.weixin.qq.com',
			'api_host'     => 'https://api.weixin.qq.com',
			'web_app_id'   => '',
			'web_secret'   => '',
			'inapp_app_id' => '',
			'inapp_secret' => '',
		);
	}

	/**
	 * The environment this site runs as.
	 */
	public static function environment(): string {
		if ( defined( 'MVC_WECHAT_ENV' ) && in_array( MVC_WECHAT_ENV, self::ENVIRONMENTS, true ) ) {
			return MVC_WECHAT_ENV;
		}
		return self::environment_of_host( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
	}

	/**
	 * The environment a host name stands for: its first label when that is dev, qa or uat.
	 *
	 * @param string $host Host name, such as uat.example.com.
	 */
	public static function environment_of_host( string $host ): string {
		$label = strtolower( (string) strstr( $host . '.', '.', true ) );
		return in_array( $label, array( 'dev', 'qa', 'uat' ), true ) ? $label : 'prod';
	}

	/**
	 * Every environment's settings, stored over defaults.
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * The settings of this site's environment.
	 *
	 * @return array<string, string>
	 */
	public static function current(): array {
		return self::all()[ self::environment() ];
	}

	/**
	 * The app id and secret a client uses, or null when the environment has none.
	 *
	 * @param string $client CLIENT_QR or CLIENT_INAPP.
	 * @return array{app_id: string, secret: string}|null
	 */
	public static function app( string $client ): ?array {
		$config = self::current();
		$prefix = self::CLIENT_INAPP === $client ? 'inapp' : 'web';
		$app_id = $config[ $prefix . '_app_id' ];
		$secret = $config[ $prefix . '_secret' ];
		return '' !== $app_id && '' !== $secret ? array(
			'app_id' => $app_id,
			'secret' => $secret,
		) : null;
	}

	/**
	 * Known environments and fields only; hosts must be http(s) URLs without a trailing slash.
	 *
	 * @param array<mixed> $input Raw values: environment => fields.
	 * @return array<string, array<string, string>>
	 */
	public static function sanitize( array $input ): array {
		$clean = array();
		foreach ( self::ENVIRONMENTS as $environment ) {
			$values = isset( $input[ $environment ] ) && is_array( $input[ $environment ] ) ? $input[ $environment ] : array();
			foreach ( self::defaults() as $key => $default ) {
				$value = isset( $values[ $key ] ) && is_string( $values[ $key ] ) ? trim( $values[ $key ] ) : $default;
				if ( str_ends_with( $key, '_host' ) ) {
					$value = untrailingslashit( esc_url_raw( $value, array( 'http', 'https' ) ) );
					$value = '' === $value ? $default : $value;
				} else {
					$value = preg_replace( '/[^A-Za-z0-9_\-]/', '', $value ) ?? '';
				}
				$clean[ $environment ][ $key ] = substr( $value, 0, 200 );
			}
		}
		return $clean;
	}
}
