<?php
/**
 * Baidu's link submission answered in-process, counting the HTTP calls.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\Baidu;

use Mvc\Core\Syndication\Baidu\Config;

/**
 * Points the push at a host of its own and answers its requests through `pre_http_request` as Baidu
 * documents them: a daily quota (a request with more valid addresses than remain is refused whole
 * with "over quota"), or the next scripted answers (status and body), or a network error.
 */
final class BaiduFake {

	public const HOST = 'http://baidu.test';

	/**
	 * Requests seen: the query's site and token and the addresses, in order.
	 *
	 * @var list<array{site: string, token: string, urls: list<string>, content_type: string}>
	 */
	public array $requests = array();

	/**
	 * The day's remaining quota.
	 *
	 * @var int
	 */
	public int $remain = 100000;

	/**
	 * Answers to give before the quota's, in order: [status, body] or 'network'.
	 *
	 * @var list<array{0: int, 1: string}|string>
	 */
	public array $script = array();

	/**
	 * Addresses answered as not on the site.
	 *
	 * @var list<string>
	 */
	public array $not_same_site = array();

	/**
	 * Configures the push and starts answering.
	 */
	public function __construct() {
		update_option(
			Config::OPTION,
			array(
				'enabled' => true,
				'host'    => self::HOST,
				'site'    => 'https://www.example.com',
				'token'   => 'tokentoken123456',
			),
			false
		);
		add_filter( 'pre_http_request', array( $this, 'answer' ), 10, 3 );
	}

	/**
	 * Stops answering.
	 */
	public function stop(): void {
		remove_filter( 'pre_http_request', array( $this, 'answer' ), 10 );
	}

	/**
	 * The addresses received, in order.
	 *
	 * @return list<string>
	 */
	public function urls(): array {
		return array_merge( array(), ...array_map( static fn( $request ) => $request['urls'], $this->requests ) );
	}

	/**
	 * `pre_http_request`.
	 *
	 * @param mixed                $pre  Short-circuit value.
	 * @param array<string, mixed> $args Request arguments.
	 * @param string               $url  Address.
	 * @return mixed
	 */
	public function answer( $pre, $args, $url ) {
		if ( ! str_starts_with( $url, self::HOST . '/urls?' ) ) {
			return $pre;
		}
		$query = array();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$urls             = array_values( array_filter( explode( "\n", (string) $args['body'] ) ) );
		$this->requests[] = array(
			'site'         => (string) $query['site'],
			'token'        => (string) $query['token'],
			'urls'         => $urls,
			'content_type' => (string) ( $args['headers']['Content-Type'] ?? '' ),
		);
		if ( $this->script ) {
			$next = array_shift( $this->script );
			return 'network' === $next ? new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' ) : self::response( $next[0], $next[1] );
		}
		$bad  = array_values( array_intersect( $urls, $this->not_same_site ) );
		$good = count( $urls ) - count( $bad );
		if ( $good > $this->remain ) {
			return self::response( 400, '{"error":400,"message":"over quota"}' );
		}
		$this->remain -= $good;
		return self::response(
			200,
			(string) wp_json_encode(
				array(
					'remain'        => $this->remain,
					'success'       => $good,
					'not_same_site' => $bad,
					'not_valid'     => array(),
				)
			)
		);
	}

	/**
	 * A response as WP_Http gives it.
	 *
	 * @param int    $status Status.
	 * @param string $body   Body.
	 * @return array<string, mixed>
	 */
	public static function response( int $status, string $body ): array {
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}
}
