<?php
/**
 * GET /api/wechat/js-config: WeChat's JS-SDK configuration for share cards.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\WeChat\JsSdk;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `?url=` (an address of this site, as the page sees it) answers `{appId, timestamp, nonceStr,
 * signature}` for `wx.config()`, so that a page opened inside WeChat shares as a card with its
 * title, summary and image. Public (readers are visitors), limited per network; 503 when the
 * environment has no official account or WeChat does not answer.
 */
final class WeChatShareController extends ApiController {

	public const LIMIT = 1200;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/wechat/js-config',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'config' ),
					'mvc_limits'          => array( Limit::per_network( 'wechat-js-config', self::LIMIT, self::WINDOW ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'url' => array(
							'description'       => __( 'The address of the page to share.', 'mvc-core' ),
							'type'              => 'string',
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_url' ),
						),
					),
				),
			),
			'mvc-wechat-js-config',
			self::answer_data(),
			array(
				Errors::rate_limit(),
				Errors::doc( 503, __( 'The environment has no WeChat official account, or WeChat did not answer.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * The signed configuration.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function config( $request ) {
		$config = JsSdk::config( (string) $request['url'] );
		if ( is_wp_error( $config ) ) {
			return Envelope::error( 503, __( 'WeChat sharing is not available at the moment.', 'mvc-core' ), 503 );
		}
		return Envelope::success( $config );
	}

	/**
	 * An http(s) address on this site's host.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_url( $value ) {
		$host = wp_parse_url( home_url(), PHP_URL_HOST );
		if ( is_string( $value ) && strlen( $value ) <= 2048 && in_array( wp_parse_url( $value, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) && wp_parse_url( $value, PHP_URL_HOST ) === $host ) {
			return true;
		}
		return Failure::invalid( __( 'The address must be a page of this site.', 'mvc-core' ), 'url' );
	}

	/**
	 * Schema of the answer's `data`: what wx.config() takes besides the APIs.
	 *
	 * @return array<string, mixed>
	 */
	private static function answer_data(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'appId'     => array(
					'description' => __( 'The official account\'s app id.', 'mvc-core' ),
					'type'        => 'string',
				),
				'timestamp' => array(
					'description' => __( 'When the signature was made, in seconds since 1970.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'nonceStr'  => array(
					'description' => __( 'The random string the signature includes.', 'mvc-core' ),
					'type'        => 'string',
				),
				'signature' => array(
					'description' => __( 'The SHA-1 signature of the ticket, string, time and address.', 'mvc-core' ),
					'type'        => 'string',
				),
			),
			'required'   => array( 'appId', 'timestamp', 'nonceStr', 'signature' ),
		);
	}
}
