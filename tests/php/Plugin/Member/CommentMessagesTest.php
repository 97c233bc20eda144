<?php
/**
 * Messages about comments.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Comments\Mentions;
use Mvc\Tests\TestCase;

/**
 * Mention messages when a comment is published, system messages when an operator deletes it and
 * at 1, 10 and 50 likes; each once per comment and member.
 */
final class CommentMessagesTest extends TestCase {

	private int $author;

	private int $post;

	protected function set_up(): void {
		parent::set_up();
		CommentLikes::forget();
		$this->author = self::factory()->member();
		$this->post   = self::factory()->post();
	}

	/**
	 * A comment of the author.
	 *
	 * @param int|string      $approved Status.
	 * @param array<int, int> $at_list  Mentioned members.
	 */
	private function comment( $approved = 0, array $at_list = array() ): int {
		$id = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post,
				'user_id'          => $this->author,
				'comment_content'  => 'comment',
				'comment_approved' => $approved,
			)
		);
		update_comment_meta( $id, Mentions::META_AT_LIST, $at_list );
		return $id;
	}

	/**
	 * Message rows of a member.
	 *
	 * @param int $user_id Member.
	 * @return array<int, array<string, string>>
	 */
	private function messages( int $user_id ): array {
		global $wpdb;
		$table = Tables::messages();
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT category, type, comment_id, post_id, actor_id, status FROM {$table} WHERE user_id = %d ORDER BY id", $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	public function test_a_check_the_database_did_not_answer_sends_no_second_copy_and_a_conflict_is_tried_again(): void {
		$this->capture_error_log();
		$friend  = self::factory()->member();
		$other   = self::factory()->member();
		$comment = get_comment( $this->comment( 1 ) );
		$table   = Tables::messages();
		$swap    = static function ( string $start, string $statement ): callable {
			$once   = true;
			$filter = static function ( $query ) use ( $start, $statement, &$once ) {
				if ( $once && is_string( $query ) && str_starts_with( ltrim( $query ), $start ) ) {
					$once = false;
					return $statement;
				}
				return $query;
			};
			add_filter( 'query', $filter );
			return $filter;
		};
		CommentMessages::send_once( array( $friend ), 'system', 'LIKE_1', $comment, 0 );

		$filter    = $swap( "SELECT user_id FROM {$table} ", 'SELECT * FROM mvc_no_such_table' );
		$unchecked = CommentMessages::send_once( array( $friend, $other ), 'system', 'LIKE_1', $comment, 0 );
		remove_filter( 'query', $filter );
		$filter     = $swap( "INSERT INTO {$table} ", "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock; try restarting transaction'" );
		$conflicted = CommentMessages::send_once( array( $friend, $other ), 'system', 'LIKE_1', $comment, 0 );
		remove_filter( 'query', $filter );

		$this->assertSame( 0, $unchecked );
		$this->assertSame( 1, $conflicted );
		$this->assertCount( 1, $this->messages( $friend ) );
		$this->assertCount( 1, $this->messages( $other ) );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}

	public function test_mentioned_members_get_one_message_when_the_comment_is_published(): void {
		$friend  = self::factory()->member();
		$comment = $this->comment( 0, array( $friend, $this->author ) );

		$held = $this->messages( $friend );
		wp_set_comment_status( $comment, 'approve' );
		wp_set_comment_status( $comment, 'hold' );
		wp_set_comment_status( $comment, 'approve' );

		$this->assertSame( array(), $held );
		$this->assertSame(
			array(
				array(
					'category'   => 'mention',
					'type'       => CommentMessages::TYPE_MENTION,
					'comment_id' => (string) $comment,
					'post_id'    => (string) $this->post,
					'actor_id'   => (string) $this->author,
					'status'     => 'UNREAD',
				),
			),
			$this->messages( $friend )
		);
		$this->assertSame( array(), $this->messages( $this->author ) );
	}

	public function test_many_mentions_cost_as_many_queries_as_one(): void {
		$lone    = self::factory()->member();
		$one     = $this->comment( 0, array( $lone ) );
		$friends = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$friends[] = self::factory()->member();
		}
		$many = $this->comment( 0, $friends );
		// The comments, their lists and the members in the object cache: only the messages count.
		foreach ( array( $one, $many ) as $comment ) {
			Mentions::members_only( Mentions::at_list( $comment ) );
			get_comment( $comment );
		}

		$queries = static function ( int $comment ): int {
			global $wpdb;
			$before = $wpdb->num_queries;
			CommentMessages::mentions( get_comment( $comment ) );
			return $wpdb->num_queries - $before;
		};

		$this->assertSame( $queries( $one ), $queries( $many ) );
		foreach ( $friends as $friend ) {
			$this->assertCount( 1, $this->messages( $friend ) );
		}
		// Again: nobody gets it twice.
		CommentMessages::mentions( get_comment( $many ) );
		$this->assertCount( 1, $this->messages( $friends[7] ) );
	}

	public function test_a_member_mentioned_through_rest_is_told_once_approved(): void {
		add_filter( 'wp_is_comment_flood', '__return_false', 99 );
		$friend = self::factory()->member( array( 'display_name' => '李四' ) );
		$nonce  = $this->log_in_member( $this->author );

		$response = $this->rest(
			'POST',
			'/wp/v2/comments',
			array(
				'post'    => $this->post,
				'content' => "@{李四（）_{$friend}} 请看",
				'at_list' => array( $friend ),
			),
			$nonce
		);
		$before   = $this->messages( $friend );
		wp_set_current_user( 1 );
		wp_set_comment_status( (int) $response->get_data()['id'], 'approve' );
		remove_filter( 'wp_is_comment_flood', '__return_false', 99 );

		$this->assertSame( array(), $before );
		$this->assertCount( 1, $this->messages( $friend ) );
	}

	public function test_an_operator_deleting_a_comment_tells_its_author_once(): void {
		$comment = $this->comment( 1 );
		wp_set_current_user( 1 );

		wp_trash_comment( $comment );
		wp_delete_comment( $comment, true );

		$rows = $this->messages( $this->author );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'system', $rows[0]['category'] );
		$this->assertSame( 'DETETED_COMMENT', $rows[0]['type'] );
		$this->assertSame( (string) $comment, $rows[0]['comment_id'] );
	}

	public function test_an_operator_deleting_a_held_comment_tells_its_author(): void {
		$comment = $this->comment( 0 );
		wp_set_current_user( 1 );

		wp_delete_comment( $comment, true );

		$this->assertSame( 'DETETED_COMMENT', $this->messages( $this->author )[0]['type'] );
	}

	public function test_the_author_deleting_their_comment_gets_no_message(): void {
		$comment = $this->comment( 1 );
		$nonce   = $this->log_in_member( $this->author );

		$response = $this->rest( 'DELETE', '/wp/v2/comments/' . $comment, array( 'force' => true ), $nonce );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $this->messages( $this->author ) );
	}

	public function test_like_milestones_are_each_told_once(): void {
		$comment = $this->comment( 1 );
		$first   = self::factory()->member();
		$nonce   = $this->log_in_member( $first );
		$like    = function ( bool $flag ) use ( $comment, &$nonce ): void {
			$this->rest(
				'PUT',
				'/api/member/commentlike',
				array(
					'id'   => $comment,
					'flag' => $flag,
				),
				$nonce
			);
		};

		$like( true );
		$like( false );
		$like( true );
		$after_one = wp_list_pluck( $this->messages( $this->author ), 'type' );
		for ( $i = 0; $i < 9; $i++ ) {
			$nonce = $this->log_in_member( self::factory()->member() );
			$like( true );
		}
		$after_ten = wp_list_pluck( $this->messages( $this->author ), 'type' );

		$this->assertSame( array( 'LIKE_1' ), $after_one );
		$this->assertSame( array( 'LIKE_1', 'LIKE_10' ), $after_ten );
		$this->assertSame( 10, ( new CommentLikes() )->count( $comment ) );
	}

	public function test_the_fifty_likes_milestone_is_written_once(): void {
		$comment = $this->comment( 1 );

		CommentMessages::like_milestones( $comment, $this->author, 50, 0 );
		CommentMessages::like_milestones( $comment, $this->author, 51, 0 );

		$this->assertSame( array( 'LIKE_1', 'LIKE_10', 'LIKE_50' ), wp_list_pluck( $this->messages( $this->author ), 'type' ) );
	}

	public function test_comments_of_a_deleted_post_write_no_message(): void {
		$this->comment( 1 );
		wp_set_current_user( 1 );

		wp_delete_post( $this->post, true );

		$this->assertSame( array(), $this->messages( $this->author ) );
	}

	public function test_the_message_of_a_deleted_comment_keeps_its_text(): void {
		$friend  = self::factory()->member( array( 'display_name' => '李四' ) );
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post,
				'user_id'          => $this->author,
				'comment_content'  => "@{李四（材料所）_{$friend}} 这组&lt;数据&gt;\n很有参考价值" . str_repeat( '啊', 120 ),
				'comment_approved' => 1,
			)
		);
		wp_set_current_user( 1 );

		wp_delete_comment( $comment, true );

		global $wpdb;
		$table   = Tables::messages();
		$excerpt = (string) $wpdb->get_var( $wpdb->prepare( "SELECT excerpt FROM {$table} WHERE user_id = %d AND type = %s", $this->author, CommentMessages::TYPE_DELETED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$this->assertStringStartsWith( '@李四 这组<数据> 很有参考价值啊', $excerpt );
		$this->assertSame( CommentMessages::EXCERPT_LENGTH, mb_strlen( $excerpt ) );
		$this->assertStringEndsWith( '…', $excerpt );
	}

	public function test_mention_messages_go_with_a_comment_deleted_held_or_marked_as_spam(): void {
		$friend  = self::factory()->member();
		$deleted = $this->comment( 0, array( $friend ) );
		$held    = $this->comment( 0, array( $friend ) );
		$spam    = $this->comment( 0, array( $friend ) );
		$kept    = $this->comment( 0, array( $friend ) );
		foreach ( array( $deleted, $held, $spam, $kept ) as $comment ) {
			wp_set_comment_status( $comment, 'approve' );
		}
		$messaged = count( $this->messages( $friend ) );
		$nonce    = $this->log_in_member( $this->author );

		$this->rest( 'DELETE', '/wp/v2/comments/' . $deleted, array( 'force' => true ), $nonce );
		wp_set_comment_status( $held, 'hold' );
		wp_spam_comment( $spam );

		$this->assertSame( 4, $messaged );
		$this->assertSame( array( (string) $kept ), array_column( $this->messages( $friend ), 'comment_id' ) );
	}

	public function test_excerpt_shows_a_mention_as_the_comment_box_does(): void {
		$comment = new \WP_Comment(
			(object) array(
				'comment_ID'      => 1,
				'comment_content' => '@{读者920901（）_5} 你好，@{李薇（中国科学院化学研究所）_3} 也看看',
			)
		);

		$this->assertSame( '@读者920901 你好，@李薇 也看看', CommentMessages::excerpt( $comment ) );
	}
}
