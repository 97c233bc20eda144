<?php
/**
 * The envelope of the `api` namespace, and core's errors in Chinese.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Rest\Envelope;
use Mvc\Tests\TestCase;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;

/**
 * Envelope::wrap_errors() takes a refusal a batch passes as a WP_Error, and gives core routes'
 * untranslated errors a Chinese message while keeping core's shape.
 */
final class EnvelopeTest extends TestCase {

	public function test_wrap_errors_takes_a_wp_error_as_a_batch_passes_it(): void {
		$error = Envelope::error( 403, '拒绝来自其他网站的请求。', 403 );

		$response = apply_filters( 'rest_post_dispatch', $error, rest_get_server(), new WP_REST_Request( 'POST', '/api/member/logout' ) );

		$this->assertInstanceOf( WP_HTTP_Response::class, $response );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 403,
				'message' => '拒绝来自其他网站的请求。',
				'data'    => null,
			),
			$response->get_data()
		);
	}

	public function test_core_error_in_english_gets_a_chinese_message_in_core_shape(): void {
		$response = $this->rest( 'POST', '/wp/v2/posts', array( 'title' => 'x' ) );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'rest_cannot_create',
				'message' => '请先登录。',
				'data'    => array( 'status' => 401 ),
			),
			$response->get_data()
		);
	}

	public function test_core_error_message_by_code_names_the_parameters(): void {
		$error = new WP_Error(
			'rest_missing_callback_param',
			'Missing parameter(s): name',
			array(
				'status' => 400,
				'params' => array( 'name' ),
			)
		);

		$response = apply_filters( 'rest_post_dispatch', rest_convert_error_to_response( $error ), rest_get_server(), new WP_REST_Request( 'POST', '/wp/v2/tags' ) );

		$this->assertSame( '缺少参数：name', $response->get_data()['message'] );
	}

	public function test_core_error_already_in_chinese_is_kept(): void {
		$this->assertSame( '文章ID无效。', Envelope::translated( 'rest_post_invalid_id', '文章ID无效。', 404 ) );
		$this->assertSame( '您请求的内容不存在。', Envelope::translated( 'rest_post_invalid_id', 'Invalid post ID.', 404 ) );
	}

	public function test_api_route_in_capitals_is_an_api_route(): void {
		$this->assertTrue( Envelope::is_api_route( '/API/member/login-via-email' ) );
		$this->assertFalse( Envelope::is_api_route( '/wp/v2/posts' ) );
	}
}
