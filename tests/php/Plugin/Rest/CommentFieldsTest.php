<?php
/**
 * The `mvc` field of core's comments, the like-count order and held comments.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * GET /wp/v2/comments: mvc { avatar, institution, liked, like_count, self } read for a page at once,
 * orderby=like_count, and a member's held comments listed to that member only.
 */
final class CommentFieldsTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		CommentLikes::forget();
	}

	/**
	 * Logs a member in for the next requests.
	 *
	 * @param int $member Member id.
	 * @return string Their REST nonce.
	 */
	private function log_in( int $member ): string {
		$nonce = $this->log_in_member( $member );
		CommentLikes::forget();
		return $nonce;
	}

	/**
	 * A comment.
	 *
	 * @param int        $post     Post id.
	 * @param int        $user     Author.
	 * @param int|string $approved Status.
	 * @param string     $date     GMT date.
	 */
	private function comment( int $post, int $user, $approved = 1, string $date = '2024-01-01 10:00:00' ): int {
		$author = get_userdata( $user );
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'user_id'              => $user,
				'comment_author'       => $author ? $author->display_name : '',
				'comment_author_email' => $author ? $author->user_email : '',
				'comment_content'      => 'comment ' . wp_generate_password( 8, false ),
				'comment_approved'     => $approved,
				'comment_date'         => $date,
				'comment_date_gmt'     => $date,
			)
		);
	}

	/**
	 * The list of a post's comments.
	 *
	 * @param int                  $post  Post id.
	 * @param array<string, mixed> $query More query.
	 * @param string|null          $nonce Nonce of a logged-in member.
	 * @return array<int, array<string, mixed>>
	 */
	private function list( int $post, array $query = array(), ?string $nonce = null ): array {
		$response = $this->rest( 'GET', '/wp/v2/comments', array_merge( array( 'post' => $post ), $query ), $nonce );
		$this->assertSame( 200, $response->get_status() );
		return (array) $response->get_data();
	}

	public function test_field_values_for_a_visitor_a_liker_and_the_author(): void {
		$post   = self::factory()->post();
		$author = self::factory()->member();
		$liker  = self::factory()->member();
		update_user_meta( $author, Profile::META_INSTITUTION, '清华大学' );
		$comment = $this->comment( $post, $author );
		( new CommentLikes() )->add( $liker, $comment );
		( new CommentLikes() )->add( self::factory()->member(), $comment );

		$visitor = $this->list( $post );
		$nonce   = $this->log_in( $liker );
		$as_fan  = $this->list( $post, array(), $nonce );
		$nonce   = $this->log_in( $author );
		$as_self = $this->list( $post, array(), $nonce );

		$this->assertSame(
			array(
				'avatar'      => '',
				'institution' => '清华大学',
				'liked'       => 0,
				'like_count'  => 2,
				'self'        => 0,
				'raw'         => '',
				'staff'       => 0,
			),
			$visitor[0]['mvc']
		);
		$this->assertSame( 1, $as_fan[0]['mvc']['liked'] );
		$this->assertSame( 0, $as_fan[0]['mvc']['self'] );
		$this->assertSame( '', $as_fan[0]['mvc']['raw'] );
		$this->assertSame( 0, $as_self[0]['mvc']['liked'] );
		$this->assertSame( 1, $as_self[0]['mvc']['self'] );
		// The author edits from the text as written, not from the rendered HTML.
		$this->assertSame( get_comment( $comment )->comment_content, $as_self[0]['mvc']['raw'] );
	}

	public function test_an_operators_comment_is_marked_as_the_staffs_and_a_members_is_not(): void {
		$post   = self::factory()->post();
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		$member = self::factory()->member();
		$this->comment( $post, $editor, 1, '2024-01-02 10:00:00' );
		$this->comment( $post, $member );

		$list = $this->list( $post );

		$this->assertSame( array( 1, 0 ), array_map( static fn( $comment ) => $comment['mvc']['staff'], $list ) );
	}

	public function test_likes_or_comments_the_database_did_not_give_answer_busy_not_zero_or_none(): void {
		$this->capture_error_log();
		$post    = self::factory()->post();
		$comment = $this->comment( $post, self::factory()->member() );
		( new CommentLikes() )->add( self::factory()->member(), $comment );
		$table = Tables::comment_likes();
		$fail  = static function ( string $part, string $in = '' ) use ( $table ): callable {
			$in     = '' !== $in ? $in : $table;
			$filter = static function ( $query ) use ( $part, $in ) {
				return is_string( $query ) && str_contains( $query, $part ) && str_contains( $query, $in ) ? 'SELECT * FROM mvc_no_such_table' : $query;
			};
			add_filter( 'query', $filter );
			return $filter;
		};

		$filter = $fail( ' AS likes' );
		$likes  = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $post ) );
		$one    = $this->rest( 'GET', '/wp/v2/comments/' . $comment );
		remove_filter( 'query', $filter );
		// The like-count order reads the count kept on the comment (comment_karma).
		$filter  = $fail( 'comment_karma DESC', $GLOBALS['wpdb']->comments );
		$ordered = $this->rest(
			'GET',
			'/wp/v2/comments',
			array(
				'post'    => $post,
				'orderby' => 'like_count',
			)
		);
		remove_filter( 'query', $filter );

		foreach ( array( $likes, $one, $ordered ) as $response ) {
			$this->assertSame( 503, $response->get_status() );
			$this->assertSame( '服务器繁忙，请重试。', $response->as_error()->get_error_message() );
		}
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		// The database answers again: the same reads are whole, none kept from the failure.
		$this->assertSame( 1, $this->list( $post )[0]['mvc']['like_count'] );
		$this->assertSame( array( $comment ), wp_list_pluck( $this->list( $post, array( 'orderby' => 'like_count' ) ), 'id' ) );
	}

	public function test_the_author_gets_the_text_as_written(): void {
		$post    = self::factory()->post();
		$author  = self::factory()->member();
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID' => $post,
				'user_id'         => $author,
				'comment_content' => "\"Quoted\" -- text...\n\nsecond line & more",
			)
		);

		$as_self = $this->list( $post, array(), $this->log_in( $author ) );

		$this->assertSame( $comment, $as_self[0]['id'] );
		$this->assertSame( "\"Quoted\" -- text...\n\nsecond line & more", $as_self[0]['mvc']['raw'] );
		$this->assertStringContainsString( '&#8220;Quoted&#8221;', $as_self[0]['content']['rendered'] );
	}

	public function test_a_page_of_comments_takes_as_many_queries_as_one_comment(): void {
		global $wpdb;
		$small = self::factory()->post();
		$large = self::factory()->post();
		$this->comment( $small, self::factory()->member() );
		for ( $i = 0; $i < 8; $i++ ) {
			$comment = $this->comment( $large, self::factory()->member() );
			( new CommentLikes() )->add( self::factory()->member(), $comment );
		}
		$fields = array( '_fields' => 'id,status,mvc' );

		wp_cache_flush();
		CommentLikes::forget();
		$before = $wpdb->num_queries;
		$one    = $this->list( $small, $fields );
		$single = $wpdb->num_queries - $before;
		wp_cache_flush();
		CommentLikes::forget();
		$before = $wpdb->num_queries;
		$page   = $this->list( $large, $fields );
		$eight  = $wpdb->num_queries - $before;

		$this->assertCount( 1, $one );
		$this->assertCount( 8, $page );
		$this->assertSame( 1, $page[0]['mvc']['like_count'] );
		$this->assertSame( $single, $eight );
	}

	public function test_orderby_like_count_puts_the_most_liked_first_then_the_newest(): void {
		$post  = self::factory()->post();
		$old   = $this->comment( $post, self::factory()->member(), 1, '2024-01-01 10:00:00' );
		$new   = $this->comment( $post, self::factory()->member(), 1, '2024-03-01 10:00:00' );
		$liked = $this->comment( $post, self::factory()->member(), 1, '2024-02-01 10:00:00' );
		$likes = new CommentLikes();
		$likes->add( self::factory()->member(), $liked );
		$likes->add( self::factory()->member(), $liked );

		$hot    = wp_list_pluck( $this->list( $post, array( 'orderby' => 'like_count' ) ), 'id' );
		$latest = wp_list_pluck( $this->list( $post ), 'id' );
		$likes->add( self::factory()->member(), $old );
		$likes->add( self::factory()->member(), $old );
		$likes->add( self::factory()->member(), $old );
		$again = wp_list_pluck( $this->list( $post, array( 'orderby' => 'like_count' ) ), 'id' );

		$this->assertSame( array( $liked, $new, $old ), $hot );
		$this->assertSame( array( $new, $liked, $old ), $latest );
		$this->assertSame( array( $old, $liked, $new ), $again );
	}

	public function test_an_unknown_orderby_is_refused(): void {
		$response = $this->rest(
			'GET',
			'/wp/v2/comments',
			array(
				'post'    => self::factory()->post(),
				'orderby' => 'likes',
			)
		);

		$this->assertSame( 400, $response->get_status() );
	}

	public function test_a_held_comment_is_listed_to_its_author_only(): void {
		$post      = self::factory()->post();
		$author    = self::factory()->member();
		$other     = self::factory()->member();
		$published = $this->comment( $post, $other );
		$held      = $this->comment( $post, $author, 0, '2024-02-01 10:00:00' );
		$elsewhere = $this->comment( self::factory()->post(), $other, 0 );

		$visitor   = $this->list( $post );
		$nonce     = $this->log_in( $other );
		$as_other  = $this->list( $post, array(), $nonce );
		$nonce     = $this->log_in( $author );
		$as_author = $this->list( $post, array(), $nonce );

		$this->assertSame( array( $published ), wp_list_pluck( $visitor, 'id' ) );
		$this->assertSame( array( $published ), wp_list_pluck( $as_other, 'id' ) );
		$this->assertSame( array( $held, $published ), wp_list_pluck( $as_author, 'id' ) );
		$this->assertSame( 'hold', $as_author[0]['status'] );
		$this->assertSame( 1, $as_author[0]['mvc']['self'] );
		$this->assertNotContains( $elsewhere, wp_list_pluck( $as_author, 'id' ) );
	}
}
