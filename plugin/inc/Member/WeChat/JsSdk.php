<?php
/**
 * WeChat's JS-SDK configuration: share cards for pages opened inside WeChat.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use WP_Error;

/**
 * The official account (the environment's in-WeChat app) gets a JS-SDK ticket
 * (`/cgi-bin/ticket/getticket`) with the shared access token (AccessToken); the ticket is kept in a
 * transient until five minutes before it expires, so a site asks WeChat about once every two hours
 * (WeChat limits these calls per day). A page's configuration is signed as WeChat
 * documents: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the URL without its hash.
 */
final class JsSdk {

	public const TICKET_TRANSIENT = 'mvc_wechat_jsapi_ticket';

	/** The access token's transient (AccessToken's). */
	public const TOKEN_TRANSIENT = AccessToken::TRANSIENT;

	/**
	 * The signed configuration of a page.
	 *
	 * @param string $url Page address (its hash is dropped).
	 * @return array{appId: string, timestamp: int, nonceStr: string, signature: string}|WP_Error
	 */
	public static function config( string $url ) {
		$app = Config::app( Config::CLIENT_INAPP );
		if ( ! $app ) {
			return new WP_Error( 'mvc_wechat_not_configured', 'No official account is configured for this environment.' );
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
	 * The current ticket, from the transient or from WeChat (with the shared access token, which
	 * AccessToken refreshes once when WeChat says it is stale).
	 *
	 * @param array{app_id: string, secret: string} $app The official account.
	 * @return string|WP_Error
	 */
	private static function ticket( array $app ) {
		return self::remembered(
			self::key( self::TICKET_TRANSIENT, $app ),
			'ticket',
			static fn() => AccessToken::call(
				static fn( string $token ) => Provider::api_json(
					'/cgi-bin/ticket/getticket',
					array(
						'access_token' => $token,
						'type'         => 'jsapi',
					)
				)
			)
		);
	}

	/**
	 * A value kept in a transient until shortly before it expires, asked for when missing.
	 *
	 * @param string                              $key   Transient name.
	 * @param string                              $field The answer's field holding the value.
	 * @param callable(): (array<mixed>|WP_Error) $ask   Asks WeChat.
	 * @return string|WP_Error
	 */
	private static function remembered( string $key, string $field, callable $ask ) {
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$answer = $ask();
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$value = Provider::field( $answer, $field );
		if ( '' === $value ) {
			return new WP_Error( 'mvc_wechat_' . $field, "WeChat gave no {$field}." );
		}
		set_transient( $key, $value, self::lifetime( $answer ) );
		return $value;
	}

	/**
	 * A transient's name for an official account.
	 *
	 * @param string                                $prefix TICKET_TRANSIENT.
	 * @param array{app_id: string, secret: string} $app    The official account.
	 */
	private static function key( string $prefix, array $app ): string {
		return $prefix . '_' . md5( $app['app_id'] );
	}

	/**
	 * How long to keep an answer: its expires_in less five minutes, at least one minute.
	 *
	 * @param array<mixed> $answer WeChat's answer.
	 */
	private static function lifetime( array $answer ): int {
		return AccessToken::lifetime( $answer );
	}
}
