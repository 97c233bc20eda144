<?php
/**
 * WeChat's OAuth over HTTP.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use WP_Error;

/**
 * Builds the provider's authorisation addresses and turns a returned code into an identity, with
 * WeChat's own calls: /sns/oauth2/access_token, then /sns/userinfo. The hosts come from Config, so
 * the local stack and the tests talk to the fake provider exactly as production talks to WeChat.
 */
final class Provider {

	/** Seconds to wait for the provider. */
	public const TIMEOUT = 8;

	/**
	 * Where the browser goes to authorise: the QR frame (website app) or the in-app consent.
	 *
	 * @param string $client       Config::CLIENT_QR or Config::CLIENT_INAPP.
	 * @param string $redirect_uri Our callback, with its own query.
	 * @param string $state        The CSRF state.
	 * @return string|null Null when the environment has no app for the client.
	 */
	public static function authorize_url( string $client, string $redirect_uri, string $state ): ?string {
		$app = Config::app( $client );
		if ( ! $app ) {
			return null;
		}
		$open = Config::current()['open_host'];
		if ( Config::CLIENT_INAPP === $client ) {
			// WeChat requires this parameter order and the fragment.
			return $open . '/connect/oauth2/authorize?' . http_build_query(
				array(
					'appid'         => $app['app_id'],
					'redirect_uri'  => $redirect_uri,
					'response_type' => 'code',
					'scope'         => 'snsapi_userinfo',
					'state'         => $state,
				),
				'',
				'&',
				PHP_QUERY_RFC3986
			) . '#wechat_redirect';
		}
		// The address WeChat's wxLogin.js puts in its iframe; self_redirect=false sends the top window on.
		return $open . '/connect/qrconnect?' . http_build_query(
			array(
				'appid'         => $app['app_id'],
				'scope'         => 'snsapi_login',
				'redirect_uri'  => $redirect_uri,
				'state'         => $state,
				'login_type'    => 'jssdk',
				'self_redirect' => 'false',
				'response_type' => 'code',
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		);
	}

	/**
	 * The identity behind an authorisation code.
	 *
	 * @param string $client Config::CLIENT_QR or Config::CLIENT_INAPP.
	 * @param string $code   The code the provider returned.
	 * @return array{openid: string, unionid: string, nickname: string}|WP_Error
	 */
	public static function identity( string $client, string $code ) {
		$app = Config::app( $client );
		if ( ! $app ) {
			return new WP_Error( 'mvc_wechat_not_configured', 'WeChat login is not configured for this environment.' );
		}
		$token = self::api_json(
			'/sns/oauth2/access_token',
			array(
				'appid'      => $app['app_id'],
				'secret'     => $app['secret'],
				'code'       => $code,
				'grant_type' => 'authorization_code',
			)
		);
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$access_token = self::field( $token, 'access_token' );
		$openid       = self::field( $token, 'openid' );
		if ( '' === $access_token || '' === $openid ) {
			return new WP_Error( 'mvc_wechat_token', 'The provider gave no access token.' );
		}
		$info = self::api_json(
			'/sns/userinfo',
			array(
				'access_token' => $access_token,
				'openid'       => $openid,
				'lang'         => 'zh_CN',
			)
		);
		if ( is_wp_error( $info ) ) {
			return $info;
		}
		if ( self::field( $info, 'openid' ) !== $openid ) {
			return new WP_Error( 'mvc_wechat_userinfo', 'The provider answered for another user.' );
		}
		$unionid = self::field( $info, 'unionid' );
		$unionid = '' !== $unionid ? $unionid : self::field( $token, 'unionid' );
		if ( ! self::is_id( $openid ) || ( '' !== $unionid && ! self::is_id( $unionid ) ) ) {
			return new WP_Error( 'mvc_wechat_id', 'The provider gave an id of an unexpected form.' );
		}
		return array(
			'openid'   => $openid,
			'unionid'  => $unionid,
			'nickname' => mb_substr( sanitize_text_field( self::field( $info, 'nickname' ) ), 0, 50 ),
		);
	}

	/**
	 * GETs a path of WeChat's API host (the environment's `api_host`) with a query.
	 *
	 * @param string                $path  Path, such as /cgi-bin/token.
	 * @param array<string, string> $query Query arguments.
	 * @return array<mixed>|WP_Error
	 */
	public static function api_json( string $path, array $query ) {
		$host = Config::current()['api_host'] ?? '';
		if ( '' === $host ) {
			return new WP_Error( 'mvc_wechat_not_configured', 'No WeChat API host is configured for this environment.' );
		}
		return self::get_json( add_query_arg( array_map( 'rawurlencode', $query ), $host . $path ) );
	}

	/**
	 * GETs a provider URL and decodes its JSON; WeChat answers errors as 200 with errcode.
	 *
	 * @param string $url URL.
	 * @return array<mixed>|WP_Error
	 */
	private static function get_json( string $url ) {
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== wp_remote_retrieve_response_code( $response ) || ! is_array( $body ) ) {
			return new WP_Error( 'mvc_wechat_http', 'The provider answered HTTP ' . wp_remote_retrieve_response_code( $response ) . '.' );
		}
		if ( ! empty( $body['errcode'] ) ) {
			return new WP_Error( 'mvc_wechat_' . (int) $body['errcode'], 'The provider refused: ' . self::field( $body, 'errmsg' ) );
		}
		return $body;
	}

	/**
	 * Whether a string has the form of WeChat's openids and unionids (28 URL-safe characters today;
	 * up to 57 fit the registration row next to the app's name).
	 *
	 * @param string $id Id.
	 */
	private static function is_id( string $id ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9_-]{1,57}$/', $id );
	}

	/**
	 * A string field of a decoded answer ('' when missing or not a scalar).
	 *
	 * @param array<mixed> $data Answer.
	 * @param string       $key  Field.
	 */
	public static function field( array $data, string $key ): string {
		return isset( $data[ $key ] ) && is_scalar( $data[ $key ] ) ? (string) $data[ $key ] : '';
	}
}
