<?php
/**
 * GET /api/member/collect/count.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Tests\TestCase;

/**
 * The favourite count is counted from collections only and carries userFavorite for members.
 */
final class CollectionsControllerTest extends TestCase {

	private const ROUTE = '/api/member/collect/count';

	public function test_count_counts_collections_not_likes(): void {
		$post   = self::factory()->post();
		$member = self::factory()->member();
		( new Likes() )->add( $member, $post );
		( new Collections() )->add( $member, $post );
		( new Collections() )->add( self::factory()->member(), $post );

		$body = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) )->get_data();

		$this->assertSame( array( 'count' => 2 ), $body['data'] );
	}

	public function test_count_for_member_has_user_favorite(): void {
		$post   = self::factory()->post();
		$member = self::factory()->member();
		( new Collections() )->add( $member, $post );
		wp_set_current_user( $member );

		$body = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) )->get_data();

		$this->assertSame(
			array(
				'count'        => 1,
				'userFavorite' => true,
			),
			$body['data']
		);
	}

	public function test_count_for_operator_has_no_member_flag(): void {
		$post = self::factory()->post();
		wp_set_current_user( 1 );

		$body = $this->rest( 'GET', self::ROUTE, array( 'postId' => (string) $post ) )->get_data();

		$this->assertArrayNotHasKey( 'userFavorite', $body['data'] );
	}

	public function test_count_of_unknown_post_is_a_404(): void {
		$response = $this->rest( 'GET', self::ROUTE, array( 'postId' => '123456789' ) );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 404, $response->get_data()['code'] );
	}
}
