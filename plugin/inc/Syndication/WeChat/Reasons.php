<?php
/**
 * WeChat's error codes as reasons an editor reads.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use WP_Error;

/**
 * The official account API's `errcode`s the draft sync can meet (WeChat's global return codes and
 * those of the material and draft APIs), each with what it means for the editor and what to do; an
 * unknown code gets the general reason with the code, so it can be looked up.
 */
final class Reasons {

	/**
	 * The reason of an errcode.
	 *
	 * @param int $code WeChat's errcode.
	 */
	public static function of( int $code ): string {
		$groups = array(
			array( array( -1 ), __( 'WeChat is busy. Please try again in a moment.', 'mvc-core' ) ),
			array( array( 40001, 40014, 42001 ), __( 'WeChat refused the official account\'s access token. Check the AppID and AppSecret in the site settings.', 'mvc-core' ) ),
			array( array( 40013, 40125 ), __( 'WeChat refused the official account\'s AppID or AppSecret. Check them in the site settings.', 'mvc-core' ) ),
			array( array( 40004, 40005, 40113 ), __( 'WeChat does not accept this image\'s file type. Use a JPG or PNG image.', 'mvc-core' ) ),
			array( array( 40006, 40009 ), __( 'WeChat refused an image as too large. Use a smaller image.', 'mvc-core' ) ),
			array( array( 40007 ), __( 'WeChat does not know the draft or the cover (it may have been deleted on the official account).', 'mvc-core' ) ),
			array( array( 44003, 44004 ), __( 'WeChat refused an empty article. Write the body first.', 'mvc-core' ) ),
			array( array( 45002 ), __( 'The article is too long for WeChat (fewer than 20,000 characters and 1 MB). Shorten it or split it.', 'mvc-core' ) ),
			array( array( 45003 ), __( 'The title is too long for WeChat (at most 64 characters).', 'mvc-core' ) ),
			array( array( 45004 ), __( 'The summary is too long for WeChat (at most 120 characters).', 'mvc-core' ) ),
			array( array( 45005 ), __( 'The article\'s address is too long for WeChat.', 'mvc-core' ) ),
			array( array( 45009 ), __( 'The official account has used up today\'s calls of this WeChat API. Try again tomorrow.', 'mvc-core' ) ),
			array( array( 45011 ), __( 'Too many calls to WeChat this minute. Try again in a minute.', 'mvc-core' ) ),
			array( array( 45110 ), __( 'The author\'s name is too long for WeChat (at most 8 characters).', 'mvc-core' ) ),
			array( array( 40164 ), __( 'WeChat refused this server\'s IP address. Add it to the IP whitelist of the official account (Development > Basic configuration).', 'mvc-core' ) ),
			array( array( 48001 ), __( 'The official account is not allowed to use this WeChat API (it needs a verified service or subscription account).', 'mvc-core' ) ),
			array( array( 50002 ), __( 'The official account is restricted by WeChat and cannot use this API now.', 'mvc-core' ) ),
		);
		foreach ( $groups as list( $codes, $reason ) ) {
			if ( in_array( $code, $codes, true ) ) {
				return $reason;
			}
		}
		/* translators: %d: WeChat's error code. */
		return sprintf( __( 'WeChat refused the request (error code %d).', 'mvc-core' ), $code );
	}

	/**
	 * The refusal of an errcode: code `mvc_wechat_<errcode>`, the reason as message, the errcode in
	 * the data.
	 *
	 * @param int    $code   WeChat's errcode.
	 * @param string $errmsg WeChat's own message (kept for the logs).
	 */
	public static function error( int $code, string $errmsg = '' ): WP_Error {
		return new WP_Error(
			'mvc_wechat_' . $code,
			self::of( $code ),
			array(
				'errcode' => $code,
				'errmsg'  => $errmsg,
			)
		);
	}

	/**
	 * Any failure of a call as the editor reads it: WeChat's errcode as its reason, the token's
	 * and the connection's failures in Chinese.
	 *
	 * @param WP_Error $error The failure.
	 */
	public static function translate( WP_Error $error ): WP_Error {
		$code = (string) $error->get_error_code();
		if ( preg_match( '/^mvc_wechat_(-?\d+)$/', $code, $match ) ) {
			return self::error( (int) $match[1] );
		}
		if ( 'mvc_wechat_busy' === $code ) {
			return new WP_Error( $code, self::of( -1 ) );
		}
		if ( 'mvc_wechat_unreachable' === $code || 'mvc_wechat_answer' === $code ) {
			return $error;
		}
		return new WP_Error( 'mvc_wechat_unreachable', self::unreachable(), array( 'cause' => $error->get_error_message() ) );
	}

	/**
	 * The reason of a failure that reached no answer of WeChat (a timeout, a refused connection).
	 */
	public static function unreachable(): string {
		return __( 'WeChat could not be reached. Please try again later.', 'mvc-core' );
	}
}
