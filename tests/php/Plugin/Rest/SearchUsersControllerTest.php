<?php
/**
 * Mention suggestions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Core\Rest\SearchUsersController;
use Mvc\Tests\Plugin\Member\AvatarsTest;
use Mvc\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST /api/member/search-users {search, page, per_page}: other members by display name, at most 10
 * a page, for members only; without a search, {post_id}: the other members who commented on a
 * public article, the latest first.
 */
final class SearchUsersControllerTest extends TestCase {

	private const ROUTE = '/api/member/search-users';

	private int $member;

	private string $nonce;

	private string $word;

	protected function set_up(): void {
		parent::set_up();
		$this->word   = '材料' . wp_generate_password( 4, false );
		$this->member = self::factory()->member( array( 'display_name' => $this->word . '本人' ) );
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls the route as the member.
	 *
	 * @param array<string, mixed> $params Body.
	 * @return array<string, mixed> The envelope.
	 */
	private function search( array $params ): array {
		return (array) $this->rest( 'POST', self::ROUTE, $params, $this->nonce )->get_data();
	}

	public function test_finds_other_members_by_display_name(): void {
		$found = self::factory()->member( array( 'display_name' => '张' . $this->word ) );
		update_user_meta( $found, Profile::META_INSTITUTION, '清华大学' );
		self::factory()->user( array( 'display_name' => $this->word . '编辑' ) );
		self::factory()->member( array( 'display_name' => '无关的人' ) );

		$body = $this->search( array( 'search' => $this->word ) );

		$this->assertSame( 200, $body['code'] );
		$this->assertSame(
			array(
				array(
					'id'           => $found,
					'avatar'       => '',
					'display_name' => '张' . $this->word,
					'institution'  => '清华大学',
				),
			),
			$body['data']['list']
		);
		$this->assertSame( 1, $body['data']['total'] );
		$this->assertSame( 1, $body['data']['totalPages'] );
	}

	public function test_a_page_of_members_with_avatars_takes_as_many_queries_as_one(): void {
		global $wpdb;
		$one            = '铜' . $this->word;
		$many           = '银' . $this->word;
		list( $single ) = AvatarsTest::member_with_avatar( '2024/02/one.jpg' );
		wp_update_user(
			array(
				'ID'           => $single,
				'display_name' => $one,
			)
		);
		for ( $i = 0; $i < 6; $i++ ) {
			list( $member ) = AvatarsTest::member_with_avatar( '2024/02/many-' . $i . '.jpg' );
			wp_update_user(
				array(
					'ID'           => $member,
					'display_name' => $many . $i,
				)
			);
		}

		wp_cache_flush();
		$before = $wpdb->num_queries;
		$first  = $this->search( array( 'search' => $one ) );
		$alone  = $wpdb->num_queries - $before;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$page   = $this->search( array( 'search' => $many ) );
		$six    = $wpdb->num_queries - $before;

		$this->assertStringEndsWith( '/2024/02/one-150x150.jpg', $first['data']['list'][0]['avatar'] );
		$this->assertCount( 6, $page['data']['list'] );
		$this->assertStringEndsWith( '/2024/02/many-0-150x150.jpg', $page['data']['list'][0]['avatar'] );
		$this->assertSame( $alone, $six );
	}

	public function test_pages_hold_at_most_per_page_members(): void {
		for ( $i = 0; $i < 12; $i++ ) {
			self::factory()->member( array( 'display_name' => $this->word . $i ) );
		}

		$first  = $this->search( array( 'search' => $this->word ) );
		$second = $this->search(
			array(
				'search'   => $this->word,
				'page'     => 2,
				'per_page' => 5,
			)
		);

		$this->assertCount( 10, $first['data']['list'] );
		$this->assertSame( 12, $first['data']['total'] );
		$this->assertSame( 2, $first['data']['totalPages'] );
		$this->assertCount( 5, $second['data']['list'] );
		$this->assertSame( 3, $second['data']['totalPages'] );
	}

	public function test_without_a_search_the_members_who_commented_on_the_article_latest_first(): void {
		$post      = self::factory()->post();
		$first     = self::factory()->member();
		$latest    = self::factory()->member();
		$held      = self::factory()->member();
		$editor    = self::factory()->user( array( 'role' => 'editor' ) );
		$elsewhere = self::factory()->member();
		$comment   = function ( int $user, int $post_id, int $approved, string $date ): void {
			wp_insert_comment(
				array(
					'comment_post_ID'  => $post_id,
					'user_id'          => $user,
					'comment_content'  => 'x',
					'comment_approved' => $approved,
					'comment_date_gmt' => $date,
				)
			);
		};
		$comment( $first, $post, 1, '2026-01-01 10:00:00' );
		$comment( $latest, $post, 1, '2026-01-02 10:00:00' );
		$comment( $first, $post, 1, '2026-01-01 11:00:00' );
		$comment( $held, $post, 0, '2026-01-03 10:00:00' );
		$comment( $editor, $post, 1, '2026-01-03 10:00:00' );
		$comment( $this->member, $post, 1, '2026-01-04 10:00:00' );
		$comment( $elsewhere, self::factory()->post(), 1, '2026-01-04 10:00:00' );

		$body  = $this->search( array( 'post_id' => $post ) );
		$draft = $this->search( array( 'post_id' => self::factory()->post( array( 'post_status' => 'draft' ) ) ) );
		$none  = $this->search( array( 'post_id' => self::factory()->post() ) );

		$this->assertSame( array( $latest, $first ), array_column( $body['data']['list'], 'id' ) );
		$this->assertSame( 2, $body['data']['total'] );
		$this->assertSame( 404, $draft['code'] );
		$this->assertSame( array(), $none['data']['list'] );
	}

	public function test_bad_arguments_are_400(): void {
		foreach ( array(
			array( 'search' => '' ),
			array( 'search' => '   ' ),
			array(),
			array( 'search' => str_repeat( '长', 51 ) ),
			array(
				'search'   => 'a',
				'per_page' => 11,
			),
			array(
				'search' => 'a',
				'page'   => 0,
			),
		) as $params ) {
			$body = $this->search( $params );
			$this->assertSame( 400, $body['code'], (string) wp_json_encode( $params ) );
		}
	}

	public function test_searches_are_limited_per_member(): void {
		$limit = static function ( int $limit, string $bucket ): int {
			return str_starts_with( $bucket, 'search-users:user:' ) ? 2 : $limit;
		};
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$first  = $this->rest( 'POST', self::ROUTE, array( 'search' => '张' ), $this->nonce );
		$second = $this->rest( 'POST', self::ROUTE, array( 'search' => '李' ), $this->nonce );
		$third  = $this->rest( 'POST', self::ROUTE, array( 'search' => '王' ), $this->nonce );
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 429, $third->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $third->get_data()['message'] );
	}

	public function test_a_visitor_is_refused(): void {
		$this->new_request_with_cookie( null );

		$response = $this->rest( 'POST', self::ROUTE, array( 'search' => $this->word ) );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 401, $response->get_data()['code'] );
	}

	public function test_a_page_size_that_skipped_validation_never_divides_by_zero(): void {
		self::factory()->member( array( 'display_name' => '李' . $this->word ) );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_param( 'search', $this->word );
		$request->set_param( 'per_page', 0 );

		$response = ( new SearchUsersController() )->search( $request );

		$this->assertInstanceOf( WP_REST_Response::class, $response );
		$this->assertSame( 1, $response->get_data()['data']['totalPages'] );
	}
}
