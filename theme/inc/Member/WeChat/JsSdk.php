<?php
/**
 * WeChat's JS-SDK configuration: share cards for pages opened inside WeChat.
 *
 * @package Mvc
 */

namespace Mvc\Member\WeChat;

use WP_Error;

/**
 * The official account (the environment's in-WeChat app) gets an access token
 * (`/cgi-bin/token`, client_credential) and a JS-SDK ticket (`/cgi-bin/ticket/getticket`); both
 * are kept in transients until five minutes before they expire, so a site asks WeChat about once
 * every two hours (WeChat limits these calls per day). A page's configuration is signed as WeChat
 * documents: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the URL without its hash.
 */
final class JsSdk {

	public const TICKET_TRANSIENT = 'mvc_wechat_jsapi_ticket';

	public const TOKEN_TRANSIENT = 'mvc_wechat_client_token';

	/**
	 * The signed configuration of a page.
	 *
	 * @param string $url Page address (its hash is dropped).
	 * @return array{appId: string, timestamp: int, nonceStr: string, signature: string}|WP_Error
	 */
	public static function config( string $url ) {
		$app = Config::app( Config::CLIENT_INAPP );
		if ( ! $app ) {
			return new WP_Error( 'mvc_wechat_unconfigured', 'No official account is configured for this environment.' );
		}
		$ticket = self::ticket( $app );
		if ( is_wp_error( $ticket ) ) {
			return $ticket;
		}
		$timestamp = time();
		$nonce     = wp_generate_password( 16, false );
		return array(
			'appId'     => $app['app_id'],
			'timestamp' => $timestamp,
			'nonceStr'  => $nonce,
			'signature' => self::signature( $ticket, $nonce, $timestamp, $url ),
		);
	}

	/**
	 * WeChat's signature of a page.
	 *
	 * @param string $ticket    JS-SDK ticket.
	 * @param string $nonce     Random string.
	 * @param int    $timestamp Unix time.
	 * @param string $url       Page address; the part from '#' on is dropped.
	 */
	public static function signature( string $ticket, string $nonce, int $timestamp, string $url ): string {
		$url = explode( '#', $url, 2 )[0];
		return sha1( "jsapi_ticket={$ticket}&noncestr={$nonce}&timestamp={$timestamp}&url={$url}" );
	}

	/**
	 * The current ticket, from the transient or from WeChat.
	 *
	 * @param array{app_id: string, secret: string} $app The official account.
	 * @return string|WP_Error
	 */
	private static function ticket( array $app ) {
		$key    = self::TICKET_TRANSIENT . '_' . md5( $app['app_id'] );
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$token = self::token( $app );
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$answer = Provider::api_json(
			'/cgi-bin/ticket/getticket',
			array(
				'access_token' => $token,
				'type'         => 'jsapi',
			)
		);
		if ( is_wp_error( $answer ) ) {
			delete_transient( self::TOKEN_TRANSIENT . '_' . md5( $app['app_id'] ) );
			return $answer;
		}
		$ticket = is_string( $answer['ticket'] ?? null ) ? $answer['ticket'] : '';
		if ( '' === $ticket ) {
			return new WP_Error( 'mvc_wechat_ticket', 'WeChat gave no JS-SDK ticket.' );
		}
		set_transient( $key, $ticket, self::lifetime( $answer ) );
		return $ticket;
	}

	/**
	 * The official account's access token, from the transient or from WeChat.
	 *
	 * @param array{app_id: string, secret: string} $app The official account.
	 * @return string|WP_Error
	 */
	private static function token( array $app ) {
		$key    = self::TOKEN_TRANSIENT . '_' . md5( $app['app_id'] );
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
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
		$token = is_string( $answer['access_token'] ?? null ) ? $answer['access_token'] : '';
		if ( '' === $token ) {
			return new WP_Error( 'mvc_wechat_token', 'WeChat gave no access token.' );
		}
		set_transient( $key, $token, self::lifetime( $answer ) );
		return $token;
	}

	/**
	 * How long to keep an answer: its expires_in less five minutes, at least one minute.
	 *
	 * @param array<mixed> $answer WeChat's answer.
	 */
	private static function lifetime( array $answer ): int {
		$expires = is_numeric( $answer['expires_in'] ?? null ) ? (int) $answer['expires_in'] : 7200;
		return max( MINUTE_IN_SECONDS, $expires - 5 * MINUTE_IN_SECONDS );
	}
}
