<?php
/**
 * Comment likes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Tests\TestCase;

/**
 * PUT /api/member/commentlike {id, flag}: idempotent, never on one's own comment (403), only on
 * published comments, 404 for an unknown one, 400 for a bad id or flag, members with the nonce only.
 */
final class CommentLikeControllerTest extends TestCase {

	private const ROUTE = '/api/member/commentlike';

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		// Failures caused on purpose log to a file of the test's own.
		$this->capture_error_log();
		CommentLikes::forget();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * A comment.
	 *
	 * @param int        $user     Author.
	 * @param int|string $approved Status.
	 */
	private function comment( int $user, $approved = 1 ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'  => self::factory()->post(),
				'user_id'          => $user,
				'comment_content'  => 'comment ' . wp_generate_password( 8, false ),
				'comment_approved' => $approved,
			)
		);
	}

	/**
	 * Calls the route as the member.
	 *
	 * @param mixed $id   Comment id.
	 * @param mixed $flag Like or not.
	 * @return array<string, mixed> The envelope.
	 */
	private function like( $id, $flag ): array {
		return (array) $this->rest(
			'PUT',
			self::ROUTE,
			array(
				'id'   => $id,
				'flag' => $flag,
			),
			$this->nonce
		)->get_data();
	}

	public function test_a_like_or_unlike_the_database_did_not_write_answers_busy_and_changes_nothing(): void {
		$comment = $this->comment( self::factory()->member() );
		$liked   = $this->comment( self::factory()->member() );
		$likes   = new CommentLikes();
		$likes->add( $this->member, $liked );
		$table = Tables::comment_likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && 1 === preg_match( '/^\s*(INSERT IGNORE INTO|DELETE l FROM) ' . preg_quote( $table, '/' ) . ' /', $query ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$like   = $this->like( $comment, true );
			$unlike = $this->like( $liked, false );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $like['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $like['message'] );
		$this->assertSame( 503, $unlike['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $unlike['message'] );
		$this->assertSame( 0, $likes->count( $comment ) );
		$this->assertSame( 1, $likes->count( $liked ) );
	}

	public function test_a_like_count_the_database_did_not_give_answers_busy_not_zero(): void {
		$comment = $this->comment( self::factory()->member() );
		$table   = Tables::comment_likes();
		$fail    = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_contains( $query, "(SELECT COUNT(*) FROM {$table} l " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$like = $this->like( $comment, true );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $like['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $like['message'] );
	}

	public function test_like_and_unlike_are_idempotent_and_the_count_exact(): void {
		$comment = $this->comment( self::factory()->member() );
		( new CommentLikes() )->add( self::factory()->member(), $comment );

		$first  = $this->like( $comment, true );
		$second = $this->like( $comment, 'true' );

		$this->assertSame( 200, $first['code'] );
		$this->assertSame(
			array(
				'id'         => $comment,
				'liked'      => true,
				'like_count' => 2,
			),
			$first['data']
		);
		$this->assertSame( 2, $second['data']['like_count'] );
		$this->assertTrue( ( new CommentLikes() )->has( $this->member, $comment ) );

		$off   = $this->like( $comment, false );
		$again = $this->like( $comment, 0 );

		$this->assertFalse( $off['data']['liked'] );
		$this->assertSame( 1, $off['data']['like_count'] );
		$this->assertSame( 1, $again['data']['like_count'] );
		$this->assertFalse( ( new CommentLikes() )->has( $this->member, $comment ) );
	}

	public function test_liking_ones_own_comment_is_refused(): void {
		$comment = $this->comment( $this->member );

		$response = $this->rest(
			'PUT',
			self::ROUTE,
			array(
				'id'   => $comment,
				'flag' => true,
			),
			$this->nonce
		);

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 403, $response->get_data()['code'] );
		$this->assertSame( __( 'You cannot like your own comment.', 'mvc-core' ), $response->get_data()['message'] );
		$this->assertSame( 0, ( new CommentLikes() )->count( $comment ) );
	}

	public function test_a_held_or_unknown_comment_is_404(): void {
		$held = $this->comment( self::factory()->member(), 0 );

		$this->assertSame( 404, $this->like( $held, true )['code'] );
		$this->assertSame( 404, $this->like( 99999999, true )['code'] );
		$this->assertSame( 0, ( new CommentLikes() )->count( $held ) );
	}

	public function test_comments_of_an_article_readers_cannot_see_are_404_and_a_held_one_can_be_unliked(): void {
		$hidden = $this->comment( self::factory()->member() );
		$held   = $this->comment( self::factory()->member() );
		$this->like( $hidden, true );
		$this->like( $held, true );
		wp_update_post(
			array(
				'ID'          => (int) get_comment( $hidden )->comment_post_ID,
				'post_status' => 'draft',
			)
		);
		wp_set_comment_status( $held, 'hold' );
		$pingback = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => self::factory()->post(),
				'comment_type'     => 'pingback',
				'comment_content'  => 'ping',
				'comment_approved' => 1,
			)
		);

		$this->assertSame( 404, $this->like( $hidden, false )['code'] );
		$this->assertSame( 1, ( new CommentLikes() )->count( $hidden ) );
		$this->assertSame( 404, $this->like( $held, true )['code'] );
		$this->assertSame( 0, $this->like( $held, false )['data']['like_count'] );
		$this->assertSame( 404, $this->like( $pingback, true )['code'] );
	}

	public function test_a_comment_on_a_page_is_not_an_articles_and_cannot_be_liked(): void {
		$on_page = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => self::factory()->post( array( 'post_type' => 'page' ) ),
				'user_id'          => self::factory()->member(),
				'comment_content'  => '页面上的评论',
				'comment_approved' => 1,
			)
		);

		$this->assertSame( 404, $this->like( $on_page, true )['code'] );
		$this->assertFalse( ( new CommentLikes() )->add( $this->member, $on_page ) );
		$this->assertSame( 0, ( new CommentLikes() )->count( $on_page ) );
	}

	public function test_a_bad_id_or_flag_is_400_and_changes_nothing(): void {
		$comment = $this->comment( self::factory()->member() );

		foreach ( array( array( 'abc', true ), array( 0, true ), array( -3, true ), array( $comment, 'maybe' ), array( $comment, null ), array( null, true ) ) as $case ) {
			$response = $this->like( $case[0], $case[1] );
			$this->assertSame( 400, $response['code'], (string) wp_json_encode( $case ) );
			$this->assertNotSame( '', $response['message'] );
		}
		$this->assertSame( 0, ( new CommentLikes() )->count( $comment ) );
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused(): void {
		$comment = $this->comment( self::factory()->member() );
		$params  = array(
			'id'   => $comment,
			'flag' => true,
		);

		$without = $this->rest( 'PUT', self::ROUTE, $params );
		$this->new_request_with_cookie( null );
		$visitor = $this->rest( 'PUT', self::ROUTE, $params );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertSame( 401, $visitor->get_data()['code'] );
		$this->assertSame( 0, ( new CommentLikes() )->count( $comment ) );
	}

	public function test_the_table_holds_one_row_per_member_and_comment(): void {
		global $wpdb;
		$comment = $this->comment( self::factory()->member() );

		$this->like( $comment, true );
		$this->like( $comment, true );

		$table = Tables::comment_likes();
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE comment_id = %d", $comment ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}
}
