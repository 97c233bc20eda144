<?php
/**
 * PUT /api/member/like and /api/member/collect.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Tests\TestCase;

/**
 * `{id, flag}` likes or favourites a published article for the member: idempotent (a repeat counts
 * once), `{id, userLiked|userFavorite, delta, count}`; visitors, calls without the nonce, unknown or
 * unpublished articles and bad flags are refused and change nothing.
 */
final class PostRelationToggleTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls a toggle.
	 *
	 * @param string      $kind  like or collect.
	 * @param mixed       $id    Article id.
	 * @param mixed       $flag  On or off.
	 * @param string|null $nonce Nonce (the member's by default).
	 * @return array{0: int, 1: array<string, mixed>} Status and envelope.
	 */
	private function toggle( string $kind, $id, $flag, ?string $nonce = '' ): array {
		$response = $this->rest(
			'PUT',
			'/api/member/' . $kind,
			array(
				'id'   => $id,
				'flag' => $flag,
			),
			'' === $nonce ? $this->nonce : $nonce
		);
		return array( $response->get_status(), (array) $response->get_data() );
	}

	public function test_a_like_counts_once_and_an_unlike_removes_it(): void {
		$post = self::factory()->post();
		( new Likes() )->add( self::factory()->member(), $post );

		list( $status, $first ) = $this->toggle( 'like', $post, true );
		list( , $repeat )       = $this->toggle( 'like', $post, 'true' );
		list( , $off )          = $this->toggle( 'like', $post, false );
		list( , $again )        = $this->toggle( 'like', $post, false );

		$this->assertSame( 200, $status );
		$this->assertSame(
			array(
				'id'        => $post,
				'userLiked' => true,
				'delta'     => 1,
				'count'     => 2,
			),
			$first['data']
		);
		$this->assertSame( 0, $repeat['data']['delta'] );
		$this->assertSame( 2, $repeat['data']['count'] );
		$this->assertSame( -1, $off['data']['delta'] );
		$this->assertFalse( $off['data']['userLiked'] );
		$this->assertSame( 1, $off['data']['count'] );
		$this->assertSame( 0, $again['data']['delta'] );
	}

	public function test_a_like_or_unlike_the_database_did_not_write_answers_busy_and_changes_nothing(): void {
		$post  = self::factory()->post();
		$liked = self::factory()->post();
		$likes = new Likes();
		$likes->add( $this->member, $liked );
		$table = Tables::likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && 1 === preg_match( '/^\s*(INSERT IGNORE INTO|DELETE r FROM) ' . preg_quote( $table, '/' ) . ' /', $query ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			list( $like_status, $like )     = $this->toggle( 'like', $post, true );
			list( $unlike_status, $unlike ) = $this->toggle( 'like', $liked, false );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $like_status );
		$this->assertSame( 503, $like['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $like['message'] );
		$this->assertSame( 503, $unlike_status );
		$this->assertSame( '服务器繁忙，请重试。', $unlike['message'] );
		$this->assertSame( 0, $likes->count_for_post( $post ) );
		$this->assertSame( 1, $likes->count_for_post( $liked ) );
	}

	public function test_a_count_the_database_did_not_give_answers_busy_not_zero(): void {
		$post  = self::factory()->post();
		$likes = new Likes();
		$likes->add( self::factory()->member(), $post );
		$table = Tables::likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "SELECT COUNT(*) FROM {$table} " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			list( $toggle_status, $toggle ) = $this->toggle( 'like', $post, true );
			$count                          = $this->rest( 'GET', '/api/member/like/count', array( 'postId' => $post ) );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $toggle_status );
		$this->assertSame( '服务器繁忙，请重试。', $toggle['message'] );
		$this->assertSame( 503, $count->get_status() );
		$this->assertSame( '服务器繁忙，请重试。', $count->get_data()['message'] );
		$this->assertSame( 2, $likes->count_for_post( $post ) );
	}

	public function test_a_favourite_is_its_own_relation(): void {
		$post = self::factory()->post();

		list( , $answer ) = $this->toggle( 'collect', $post, true );

		$this->assertTrue( $answer['data']['userFavorite'] );
		$this->assertSame( 1, ( new Collections() )->count_for_post( $post ) );
		$this->assertSame( 0, ( new Likes() )->count_for_post( $post ) );
	}

	public function test_visitors_and_calls_without_the_nonce_change_nothing(): void {
		$post = self::factory()->post();

		list( $without_nonce ) = $this->toggle( 'like', $post, true, null );
		$this->new_request_with_cookie( null );
		wp_set_current_user( 0 );
		list( $visitor ) = $this->toggle( 'like', $post, true, null );

		$this->assertSame( 403, $without_nonce );
		$this->assertContains( $visitor, array( 401, 403 ) );
		$this->assertSame( 0, ( new Likes() )->count_for_post( $post ) );
	}

	public function test_unknown_unpublished_and_malformed_input_is_refused_in_chinese(): void {
		$draft = self::factory()->post( array( 'post_status' => 'draft' ) );
		$page  = self::factory()->post( array( 'post_type' => 'page' ) );
		$post  = self::factory()->post();

		list( $missing, $body )  = $this->toggle( 'like', 99999999, true );
		list( $unpublished )     = $this->toggle( 'like', $draft, true );
		list( $not_article )     = $this->toggle( 'collect', $page, true );
		list( $bad_id )          = $this->toggle( 'like', 'abc', true );
		list( $bad_flag, $flag ) = $this->toggle( 'like', $post, 'maybe' );

		$this->assertSame( 404, $missing );
		$this->assertSame( '文章不存在。', $body['message'] );
		$this->assertSame( 404, $unpublished );
		$this->assertSame( 404, $not_article );
		$this->assertSame( 400, $bad_id );
		$this->assertSame( 400, $bad_flag );
		$this->assertMatchesRegularExpression( '/[\x{4e00}-\x{9fff}]/u', (string) $flag['message'] );
		$this->assertSame( 0, ( new Likes() )->count_for_user( $this->member ) );
		$this->assertSame( 0, ( new Collections() )->count_for_user( $this->member ) );
	}

	public function test_a_like_of_an_article_since_unpublished_stays_and_the_call_is_refused(): void {
		$post = self::factory()->post();
		$this->toggle( 'like', $post, true );
		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'draft',
			)
		);

		list( $off ) = $this->toggle( 'like', $post, false );
		list( $on )  = $this->toggle( 'like', $post, true );

		$this->assertSame( 404, $off );
		$this->assertSame( 404, $on );
		$this->assertTrue( ( new Likes() )->has( $this->member, $post ) );
	}
}
