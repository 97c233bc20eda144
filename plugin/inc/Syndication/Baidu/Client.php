<?php
/**
 * One request to Baidu's link submission.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

/**
 * POST {host}/urls?site=…&token=…, Content-Type text/plain, one address a line (at most MAX_URLS), as
 * Baidu documents it (普通收录 API 提交). Baidu answers 200 with remain, success, not_same_site and
 * not_valid, or 400/401/404/500 with {error, message}. The answer is read into one of four kinds:
 * ok, quota (over quota: wait for tomorrow), stop (token, site or host wrong: an operator must act)
 * and retry (no connection, 5xx or an unreadable answer: tried again later).
 */
final class Client {

	public const MAX_URLS = 2000;

	public const TIMEOUT = 15;

	/**
	 * Submits addresses.
	 *
	 * @param string[]             $urls   At most MAX_URLS addresses.
	 * @param array<string, mixed> $config Config::all().
	 * @phpstan-param list<string> $urls
	 * @phpstan-param array{enabled: bool, host: string, site: string, token: string} $config
	 * @return array{kind: string, code: string, remain: int|null, success: int, not_same_site: list<string>, not_valid: list<string>}
	 */
	public static function submit( array $urls, array $config ): array {
		$endpoint = add_query_arg(
			array(
				'site'  => rawurlencode( $config['site'] ),
				'token' => rawurlencode( $config['token'] ),
			),
			$config['host'] . '/urls'
		);
		$response = wp_remote_post(
			$endpoint,
			array(
				'headers'     => array( 'Content-Type' => 'text/plain' ),
				'body'        => implode( "\n", array_slice( $urls, 0, self::MAX_URLS ) ),
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return self::answer( 'retry', Answers::NETWORK );
		}
		return self::read( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
	}

	/**
	 * Reads Baidu's answer.
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 * @return array{kind: string, code: string, remain: int|null, success: int, not_same_site: list<string>, not_valid: list<string>}
	 */
	public static function read( int $status, string $body ): array {
		$json = json_decode( $body, true );
		$json = is_array( $json ) ? $json : array();
		if ( 200 === $status && isset( $json['remain'] ) && is_numeric( $json['remain'] ) ) {
			$answer                  = self::answer( 'ok', Answers::SUCCESS );
			$answer['remain']        = max( 0, (int) $json['remain'] );
			$answer['success']       = isset( $json['success'] ) && is_numeric( $json['success'] ) ? (int) $json['success'] : 0;
			$answer['not_same_site'] = self::strings( $json['not_same_site'] ?? array() );
			$answer['not_valid']     = self::strings( $json['not_valid'] ?? array() );
			return $answer;
		}
		$message = isset( $json['message'] ) && is_scalar( $json['message'] ) ? strtolower( trim( (string) $json['message'] ) ) : '';
		$message = substr( sanitize_text_field( $message ), 0, 48 );
		if ( Answers::OVER_QUOTA === $message ) {
			return self::answer( 'quota', Answers::OVER_QUOTA );
		}
		if ( $status >= 500 || 200 === $status || $status < 200 ) {
			return self::answer( 'retry', $status >= 500 && Answers::INTERNAL === $message ? Answers::INTERNAL : 'http ' . $status . ': ' . $message );
		}
		$known = array( Answers::SITE_ERROR, Answers::TOKEN, Answers::EMPTY_CONTENT, Answers::TOO_MANY, Answers::NOT_FOUND );
		return self::answer( 'stop', in_array( $message, $known, true ) ? $message : 'http ' . $status . ': ' . $message );
	}

	/**
	 * An answer without counts.
	 *
	 * @param string $kind ok, quota, stop or retry.
	 * @param string $code Answer code.
	 * @return array{kind: string, code: string, remain: int|null, success: int, not_same_site: list<string>, not_valid: list<string>}
	 */
	private static function answer( string $kind, string $code ): array {
		return array(
			'kind'          => $kind,
			'code'          => $code,
			'remain'        => null,
			'success'       => 0,
			'not_same_site' => array(),
			'not_valid'     => array(),
		);
	}

	/**
	 * The strings of a list from the answer.
	 *
	 * @param mixed $value Decoded value.
	 * @return list<string>
	 */
	private static function strings( $value ): array {
		return is_array( $value ) ? array_values( array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) : array();
	}
}
