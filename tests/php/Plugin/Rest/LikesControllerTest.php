<?php
/**
 * GET /api/member/like/count.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Likes;
use Mvc\Tests\TestCase;

/**
 * The like count of an article, for visitors and members, and every bad postId.
 */
final class LikesControllerTest extends TestCase {

	private const ROUTE = '/api/member/like/count';

	public function test_count_for_visitor_has_count_and_no_member_flag(): void {
		$post  = self::factory()->post();
		$likes = new Likes();
		$likes->add( self::factory()->member(), $post );
		$likes->add( self::factory()->member(), $post );

		$response = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) );

		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 200, $body['code'] );
		$this->assertSame( array( 'count' => 2 ), $body['data'] );
	}

	public function test_count_for_member_says_whether_they_liked(): void {
		$post   = self::factory()->post();
		$member = self::factory()->member();
		wp_set_current_user( $member );

		$before = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) )->get_data();
		( new Likes() )->add( $member, $post );
		$after = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) )->get_data();

		$this->assertSame(
			array(
				'count'     => 0,
				'userLiked' => false,
			),
			$before['data']
		);
		$this->assertSame(
			array(
				'count'     => 1,
				'userLiked' => true,
			),
			$after['data']
		);
	}

	public function test_count_without_post_id_is_a_400_envelope(): void {
		$response = $this->rest( 'GET', self::ROUTE );

		$this->assertSame( 400, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 400, $body['code'] );
		$this->assertSame( '缺少参数：postId', $body['message'] );
		$this->assertSame( 'rest_missing_callback_param', $body['data']['wp_code'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_malformed_post_ids(): array {
		return array(
			'letters'  => array( 'abc' ),
			'negative' => array( '-3' ),
			'zero'     => array( '0' ),
			'decimal'  => array( '1.5' ),
			'huge'     => array( '99999999999999999999999' ),
			'empty'    => array( '' ),
			'script'   => array( '<script>1</script>' ),
		);
	}

	/**
	 * @dataProvider data_malformed_post_ids
	 */
	public function test_count_with_malformed_post_id_is_refused_in_chinese( string $post_id ): void {
		$response = $this->rest( 'GET', self::ROUTE, array( 'postId' => $post_id ) );

		$this->assertSame( 400, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 400, $body['code'] );
		$this->assertSame( 'postId 必须是正整数。', $body['message'] );
	}

	public function test_count_with_array_post_id_is_refused(): void {
		$response = $this->rest( 'GET', self::ROUTE, array( 'postId' => array( 1, 2 ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 400, $response->get_data()['code'] );
	}

	public function test_count_of_unknown_post_is_a_404_envelope(): void {
		$response = $this->rest( 'GET', self::ROUTE, array( 'postId' => '987654321' ) );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 404,
				'message' => '文章不存在。',
				'data'    => null,
			),
			$response->get_data()
		);
	}

	public function test_count_of_draft_or_page_is_a_404(): void {
		$draft = self::factory()->post( array( 'post_status' => 'draft' ) );
		$page  = self::factory()->post( array( 'post_type' => 'page' ) );

		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $draft ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $page ) )->get_status() );
	}

	public function test_count_with_wrong_method_is_an_envelope_not_a_500(): void {
		$response = $this->rest( 'DELETE', self::ROUTE, array( 'postId' => '1' ) );

		$this->assertSame( 404, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 404, $body['code'] );
		$this->assertSame( '该接口不存在，或不支持此请求方法。', $body['message'] );
	}

	public function test_index_describes_the_count_and_the_toggle(): void {
		$count  = $this->rest( 'OPTIONS', self::ROUTE )->get_data()['schema'];
		$toggle = $this->rest( 'OPTIONS', '/api/member/like' )->get_data()['schema'];

		$this->assertSame( 'integer', $count['properties']['data']['properties']['count']['type'] );
		$this->assertSame( 'boolean', $count['properties']['data']['properties']['userLiked']['type'] );
		$this->assertSame( array( 'count' ), $count['properties']['data']['required'] );
		$this->assertSame( array( 200, 400, 404 ), $count['properties']['code']['enum'] );
		$this->assertSame( array( 'id', 'userLiked', 'delta', 'count' ), $toggle['properties']['data']['required'] );
		$this->assertSame( array( -1, 0, 1 ), $toggle['properties']['data']['properties']['delta']['enum'] );
		$this->assertSame( array( 200, 400, 401, 403, 404 ), $toggle['properties']['code']['enum'] );
	}
}
