<?php
/**
 * The official account's material and draft APIs over HTTP.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Member\WeChat\Config;
use WP_Error;

/**
 * Each call goes to the environment's WeChat API host (Config `api_host`: api.weixin.qq.com in
 * production, the fake provider locally) through AccessToken::call(), so a stale token is renewed
 * once and the call tried again. Images are sent as multipart/form-data (field `media`), the rest as
 * JSON with unescaped Chinese (WeChat stores `\uXXXX` as written). A refusal is a WP_Error
 * `mvc_wechat_<errcode>` whose message is the editor's reason (Reasons), the token's own too.
 */
final class Client {

	/** Seconds to wait for WeChat (an upload of several MB takes a while). */
	public const TIMEOUT = 30;

	/**
	 * An image for the body (`/cgi-bin/media/uploadimg`: jpg or png under 1 MB).
	 *
	 * @param array{bytes: string, name: string, mime: string} $file The image.
	 * @return string|WP_Error The image's address on WeChat.
	 */
	public static function upload_image( array $file ) {
		$answer = self::multipart( '/cgi-bin/media/uploadimg', array(), $file );
		return is_wp_error( $answer ) ? $answer : self::field( $answer, 'url' );
	}

	/**
	 * A permanent image (`/cgi-bin/material/add_material?type=image`), the draft's cover.
	 *
	 * @param array{bytes: string, name: string, mime: string} $file The image.
	 * @return array{media_id: string, url: string}|WP_Error
	 */
	public static function add_material( array $file ) {
		$answer = self::multipart( '/cgi-bin/material/add_material', array( 'type' => 'image' ), $file );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$media_id = self::field( $answer, 'media_id' );
		return is_wp_error( $media_id ) ? $media_id : array(
			'media_id' => $media_id,
			'url'      => isset( $answer['url'] ) && is_string( $answer['url'] ) ? $answer['url'] : '',
		);
	}

	/**
	 * A new draft of one article (`/cgi-bin/draft/add`).
	 *
	 * @param array<string, mixed> $article The article's fields, as WeChat names them.
	 * @return string|WP_Error The draft's media_id.
	 */
	public static function draft_add( array $article ) {
		$answer = self::json( '/cgi-bin/draft/add', array( 'articles' => array( $article ) ) );
		return is_wp_error( $answer ) ? $answer : self::field( $answer, 'media_id' );
	}

	/**
	 * Replaces the article of a draft (`/cgi-bin/draft/update`, index 0).
	 *
	 * @param string               $media_id The draft.
	 * @param array<string, mixed> $article  The article's fields.
	 * @return true|WP_Error
	 */
	public static function draft_update( string $media_id, array $article ) {
		$answer = self::json(
			'/cgi-bin/draft/update',
			array(
				'media_id' => $media_id,
				'index'    => 0,
				'articles' => $article,
			)
		);
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * POSTs JSON.
	 *
	 * @param string       $path API path.
	 * @param array<mixed> $body The body.
	 * @return array<mixed>|WP_Error
	 */
	private static function json( string $path, array $body ) {
		$encoded = (string) wp_json_encode( $body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return self::post( $path, array(), $encoded, 'application/json; charset=utf-8' );
	}

	/**
	 * POSTs a file as the multipart field `media`.
	 *
	 * @param string                                           $path  API path.
	 * @param array<string, string>                            $query Query besides the token.
	 * @param array{bytes: string, name: string, mime: string} $file  The file.
	 * @return array<mixed>|WP_Error
	 */
	private static function multipart( string $path, array $query, array $file ) {
		$boundary = 'mvc' . bin2hex( random_bytes( 12 ) );
		$name     = str_replace( array( '"', "\r", "\n" ), '', $file['name'] );
		$body     = "--{$boundary}\r\n"
			. "Content-Disposition: form-data; name=\"media\"; filename=\"{$name}\"\r\n"
			. "Content-Type: {$file['mime']}\r\n\r\n"
			. $file['bytes'] . "\r\n--{$boundary}--\r\n";
		return self::post( $path, $query, $body, 'multipart/form-data; boundary=' . $boundary );
	}

	/**
	 * POSTs to WeChat with the access token and decodes the answer.
	 *
	 * @param string                $path  API path.
	 * @param array<string, string> $query Query besides the token.
	 * @param string                $body  The body.
	 * @param string                $type  Its content type.
	 * @return array<mixed>|WP_Error
	 */
	private static function post( string $path, array $query, string $body, string $type ) {
		$host   = Config::current()['api_host'] ?? '';
		$answer = AccessToken::call(
			static function ( string $token ) use ( $host, $path, $query, $body, $type ) {
				$url      = add_query_arg( array_map( 'rawurlencode', array( 'access_token' => $token ) + $query ), $host . $path );
				$response = wp_remote_post(
					$url,
					array(
						'timeout'     => self::TIMEOUT,
						'redirection' => 0,
						'headers'     => array( 'Content-Type' => $type ),
						'body'        => $body,
					)
				);
				return self::decode( $response );
			}
		);
		return is_wp_error( $answer ) ? Reasons::translate( $answer ) : $answer;
	}

	/**
	 * WeChat's answer: the decoded JSON, or the refusal of its errcode.
	 *
	 * @param array<mixed>|WP_Error $response wp_remote_post()'s result.
	 * @return array<mixed>|WP_Error
	 */
	private static function decode( $response ) {
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'mvc_wechat_unreachable', Reasons::unreachable(), array( 'cause' => $response->get_error_message() ) );
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== wp_remote_retrieve_response_code( $response ) || ! is_array( $body ) ) {
			return new WP_Error( 'mvc_wechat_unreachable', Reasons::unreachable(), array( 'cause' => 'HTTP ' . wp_remote_retrieve_response_code( $response ) ) );
		}
		if ( isset( $body['errcode'] ) && 0 !== (int) $body['errcode'] ) {
			return Reasons::error( (int) $body['errcode'], isset( $body['errmsg'] ) && is_string( $body['errmsg'] ) ? $body['errmsg'] : '' );
		}
		return $body;
	}

	/**
	 * A field WeChat must give (its absence is a refusal).
	 *
	 * @param array<mixed> $answer The answer.
	 * @param string       $key    The field.
	 * @return string|WP_Error
	 */
	private static function field( array $answer, string $key ) {
		$value = isset( $answer[ $key ] ) && is_string( $answer[ $key ] ) ? $answer[ $key ] : '';
		return '' !== $value ? $value : new WP_Error( 'mvc_wechat_answer', Reasons::unreachable(), array( 'cause' => "no {$key}" ) );
	}
}
