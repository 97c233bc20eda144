<?php
/**
 * The official account's access token, shared by every PHP node.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use Mvc\Core\Security\Lock;
use WP_Error;

/**
 * One token per app (the environment's official account, Config::CLIENT_INAPP), from
 * `/cgi-bin/token` (client_credential), kept in a transient (the shared object cache in production)
 * until five minutes before it expires. call() runs an API request with it; when WeChat answers that
 * the token is no longer good (40001, 40014, 42001) it is refreshed once under a cross-node lock, the
 * cache read again inside the lock (so two nodes meeting a stale token ask WeChat once), and the
 * request is tried once more. Every other failure keeps the token.
 */
final class AccessToken {

	public const TRANSIENT = 'mvc_wechat_client_token';

	/**
	 * WeChat's answers that say the token is invalid, not the latest or expired.
	 */
	public const STALE = array( 40001, 40014, 42001 );

	/**
	 * Seconds the token is kept short of its lifetime.
	 */
	private const MARGIN = 5 * MINUTE_IN_SECONDS;

	/**
	 * The environment's official account, or null.
	 *
	 * @return array{app_id: string, secret: string}|null
	 */
	public static function app(): ?array {
		return Config::app( Config::CLIENT_INAPP );
	}

	/**
	 * Runs a request of WeChat's API with the token, refreshing the token once when WeChat says it
	 * is stale.
	 *
	 * @param callable $request Takes the token, returns the decoded answer or a WP_Error whose code
	 *                          is `mvc_wechat_<errcode>` for WeChat's refusals.
	 * @phpstan-param callable(string): (array<mixed>|WP_Error) $request
	 * @return array<mixed>|WP_Error
	 */
	public static function call( callable $request ) {
		$app = self::app();
		if ( ! $app ) {
			return new WP_Error( 'mvc_wechat_not_configured', 'No official account is configured for this environment.' );
		}
		$token = self::get( $app );
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$answer = $request( $token );
		if ( ! self::is_stale( $answer ) ) {
			return $answer;
		}
		$token = self::refresh( $app, $token );
		return is_wp_error( $token ) ? $token : $request( $token );
	}

	/**
	 * The kept token, or a new one when none is kept.
	 *
	 * @param array{app_id: string, secret: string} $app The official account.
	 * @return string|WP_Error
	 */
	public static function get( array $app ) {
		$cached = get_transient( self::key( $app ) );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		return self::refresh( $app, '' );
	}

	/**
	 * A new token in place of a stale one, asked of WeChat under the app's lock unless another
	 * request (on any node) has put a different one in the cache meanwhile.
	 *
	 * @param array{app_id: string, secret: string} $app   The official account.
	 * @param string                                $stale The token WeChat refused ('' for none).
	 * @return string|WP_Error
	 */
	public static function refresh( array $app, string $stale ) {
		$key   = self::key( $app );
		$token = Lock::run(
			'wechat-token-' . $app['app_id'],
			static function () use ( $app, $key, $stale ) {
				$cached = self::fresh( $key );
				if ( '' !== $cached && $cached !== $stale ) {
					return $cached;
				}
				$answer = Provider::api_json(
					'/cgi-bin/token',
					array(
						'grant_type' => 'client_credential',
						'appid'      => $app['app_id'],
						'secret'     => $app['secret'],
					)
				);
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
				$token = Provider::field( $answer, 'access_token' );
				if ( '' === $token ) {
					return new WP_Error( 'mvc_wechat_access_token', 'WeChat gave no access_token.' );
				}
				set_transient( $key, $token, self::lifetime( $answer ) );
				return $token;
			},
			10
		);
		return null === $token ? new WP_Error( 'mvc_wechat_busy', 'Another request is renewing the access token.' ) : $token;
	}

	/**
	 * Drops the kept token (a changed AppSecret).
	 */
	public static function forget(): void {
		$app = self::app();
		if ( $app ) {
			delete_transient( self::key( $app ) );
		}
	}

	/**
	 * Whether an answer says the token is no longer good.
	 *
	 * @param mixed $answer An answer or a WP_Error.
	 */
	public static function is_stale( $answer ): bool {
		if ( ! is_wp_error( $answer ) ) {
			return false;
		}
		foreach ( self::STALE as $code ) {
			if ( 'mvc_wechat_' . $code === $answer->get_error_code() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The transient's name for an app.
	 *
	 * @param array{app_id: string, secret: string} $app The official account.
	 */
	public static function key( array $app ): string {
		return self::TRANSIENT . '_' . md5( $app['app_id'] );
	}

	/**
	 * How long a token is kept: its expires_in less the margin, at least one minute.
	 *
	 * @param array<mixed> $answer WeChat's answer.
	 */
	public static function lifetime( array $answer ): int {
		$expires = is_numeric( $answer['expires_in'] ?? null ) ? (int) $answer['expires_in'] : 7200;
		return max( MINUTE_IN_SECONDS, $expires - self::MARGIN );
	}

	/**
	 * The transient as the shared store holds it now, not as this request read it before.
	 *
	 * @param string $key Transient name.
	 */
	private static function fresh( string $key ): string {
		if ( wp_using_ext_object_cache() ) {
			$value = wp_cache_get( $key, 'transient', true );
		} else {
			$names   = array( '_transient_' . $key, '_transient_timeout_' . $key );
			$missing = wp_cache_get( 'notoptions', 'options' );
			if ( is_array( $missing ) ) {
				wp_cache_set( 'notoptions', array_diff_key( $missing, array_flip( $names ) ), 'options' );
			}
			foreach ( $names as $name ) {
				wp_cache_delete( $name, 'options' );
			}
			$value = get_transient( $key );
		}
		return is_string( $value ) ? $value : '';
	}
}
