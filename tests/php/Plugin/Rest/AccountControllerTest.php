<?php
/**
 * A member's copy of their data and the account's deletion.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * The copy holds the member's own data only; deletion needs a fresh login and the address typed
 * again, keeps the comments without the member's name, and ends every session.
 */
final class AccountControllerTest extends TestCase {

	/**
	 * A member with some data, logged in.
	 *
	 * @return array{0: int, 1: string, 2: int, 3: int} Member, nonce, liked post, comment.
	 */
	private function member_with_data(): array {
		$member = self::factory()->member( array( 'user_email' => 'leaver-' . wp_generate_password( 6, false ) . '@example.com' ) );
		update_user_meta( $member, Profile::META_INSTITUTION, '清华大学' );
		$post = self::factory()->post( array( 'post_title' => '被点赞的文章' ) );
		( new Likes() )->add( $member, $post );
		( new TagSubscriptions() )->add_many( $member, array( self::factory()->term( 'post_tag', array( 'name' => '水凝胶' ) ) ) );
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'user_id'              => $member,
				'comment_author'       => '离开的会员',
				'comment_author_email' => get_userdata( $member )->user_email,
				'comment_author_IP'    => '203.0.113.9',
				'comment_content'      => '很有启发的研究。',
				'comment_approved'     => 1,
			)
		);
		return array( $member, $this->log_in_member( $member ), $post, $comment );
	}

	public function test_export_holds_the_members_own_data(): void {
		list( $member, $nonce, $post, $comment ) = $this->member_with_data();
		$other                                   = self::factory()->member();
		( new Likes() )->add( $other, self::factory()->post() );

		$response = $this->rest( 'GET', '/api/member/export', array(), $nonce );
		$data     = $response->get_data()['data'];

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '清华大学', $data['profile']['institution'] );
		$this->assertSame( get_userdata( $member )->user_email, $data['profile']['email'] );
		$this->assertSame( array( $post ), array_column( $data['likes'], 'post_id' ) );
		$this->assertSame( '被点赞的文章', $data['likes'][0]['title'] );
		$this->assertSame( array( '水凝胶' ), array_column( $data['subscriptions'], 'name' ) );
		$this->assertSame( array( $comment ), array_column( $data['comments'], 'id' ) );
		$this->assertSame( '很有启发的研究。', $data['comments'][0]['content'] );
		$this->assertNotFalse( wp_json_encode( $data ) );
	}

	public function test_export_is_limited_per_member(): void {
		list( , $nonce ) = $this->member_with_data();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 200, $this->rest( 'GET', '/api/member/export', array(), $nonce )->get_status() );
		}

		$this->assertSame( 429, $this->rest( 'GET', '/api/member/export', array(), $nonce )->get_status() );
	}

	public function test_deletion_needs_the_accounts_address_and_changes_nothing_otherwise(): void {
		list( $member, $nonce ) = $this->member_with_data();

		$wrong = $this->rest( 'POST', '/api/member/delete-account', array( 'email' => 'someone@example.com' ), $nonce );

		$this->assertSame( 400, $wrong->get_status() );
		$this->assertSame( 'email', $wrong->get_data()['data']['field'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $wrong->get_data()['message'] );
		$this->assertNotFalse( get_userdata( $member ) );
	}

	public function test_deletion_needs_a_fresh_login(): void {
		global $wpdb;
		list( $member ) = $this->member_with_data();
		$wpdb->update( Tables::sessions(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'user_id' => $member ) );
		$this->new_request_with_cookie( (string) $_COOKIE[ SessionCookie::COOKIE ] );

		$old = $this->rest( 'POST', '/api/member/delete-account', array( 'email' => get_userdata( $member )->user_email ), wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 403, $old->get_status() );
		$this->assertSame( 'login_required', $old->get_data()['data']['reason'] );
		$this->assertNotFalse( get_userdata( $member ) );
	}

	public function test_deletion_removes_the_account_keeps_comments_without_the_name_and_ends_sessions(): void {
		global $wpdb;
		list( $member, , $post, $comment ) = $this->member_with_data();
		$email                             = get_userdata( $member )->user_email;
		$nonce                             = $this->log_in_member( $member ); // A second browser.

		$response = $this->rest( 'POST', '/api/member/delete-account', array( 'email' => strtoupper( $email ) ), $nonce );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'deleted' => true ), $response->get_data()['data'] );
		clean_user_cache( $member );
		$this->assertFalse( get_userdata( $member ) );
		$kept = get_comment( $comment );
		$this->assertSame( '很有启发的研究。', $kept->comment_content );
		$this->assertSame( '0', $kept->user_id );
		$this->assertSame( '', $kept->comment_author_email );
		$this->assertSame( '', $kept->comment_author_IP );
		$this->assertSame( '已注销用户', $kept->comment_author );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::sessions() . ' WHERE user_id = %d', $member ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::likes() . ' WHERE post_id = %d', $post ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * Makes every statement that starts with $start and names $table fail, as a database without
	 * quorum answers; removed by the caller.
	 *
	 * @param string $start The statement's start (DELETE, SELECT …).
	 * @param string $table The table it names.
	 * @return callable The filter.
	 */
	private function fail_statements( string $start, string $table ): callable {
		$filter = static function ( $query ) use ( $start, $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), $start ) && str_contains( $query, $table ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $filter );
		return $filter;
	}

	public function test_an_export_with_a_part_the_database_did_not_give_answers_busy(): void {
		$this->capture_error_log();
		list( , $nonce ) = $this->member_with_data();
		$filter          = $this->fail_statements( 'SELECT post_id, created_at FROM', Tables::likes() );
		try {
			$response = $this->rest( 'GET', '/api/member/export', array(), $nonce );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}

	public function test_a_deletion_the_database_did_not_finish_answers_busy_and_deletes_nothing(): void {
		global $wpdb;
		$this->capture_error_log();
		list( $member, $nonce, $post, $comment ) = $this->member_with_data();
		$upload                                  = wp_upload_dir();
		$file                                    = $upload['path'] . '/avatar-' . $member . '.jpg';
		file_put_contents( $file, 'avatar' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a fixture file.
		$avatar = (int) wp_insert_attachment(
			array(
				'post_title'     => 'avatar',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'post_author'    => $member,
			),
			$file
		);
		// The last statement of the deletion: the member's sessions (Member\MemberData).
		$filter = $this->fail_statements( 'DELETE FROM', Tables::sessions() );
		try {
			$response = $this->rest( 'POST', '/api/member/delete-account', array( 'email' => get_userdata( $member )->user_email ), $nonce );
		} finally {
			remove_filter( 'query', $filter );
		}
		$kept_file = file_exists( $file );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertStringContainsString( 'MVC Core: a transaction was not written', $this->capture_error_log() );
		clean_user_cache( $member );
		$this->assertNotFalse( get_userdata( $member ) );
		$this->assertSame( $member, get_current_user_id() );
		$this->assertSame( (string) $member, get_comment( $comment )->user_id );
		$this->assertSame( '离开的会员', get_comment( $comment )->comment_author );
		$this->assertTrue( ( new Likes() )->has( $member, $post ) );
		$this->assertSame( 'attachment', get_post_type( $avatar ) );
		$this->assertTrue( $kept_file );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::sessions() . ' WHERE user_id = %d', $member ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		// Tried again once the database answers: the account goes, with its avatar's file.
		$again = $this->rest( 'POST', '/api/member/delete-account', array( 'email' => get_userdata( $member )->user_email ), $nonce );
		$gone  = ! file_exists( $file );
		wp_delete_file( $file );
		$this->assertSame( array( 'deleted' => true ), $again->get_data()['data'] );
		$this->assertTrue( $gone );
		$this->assertNull( get_post( $avatar ) );
	}

	public function test_a_visitor_can_do_neither(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/api/member/export' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/api/member/delete-account', array( 'email' => 'x@example.com' ) )->get_status() );
	}

	/**
	 * A member with $n comments on one article, $n likes and $n messages.
	 *
	 * @param int $n How many of each.
	 * @return array{0: int, 1: int} Member, article.
	 */
	private function busy_member( int $n ): array {
		global $wpdb;
		$member  = self::factory()->member();
		$article = self::factory()->post();
		for ( $i = 0; $i < $n; $i++ ) {
			wp_insert_comment(
				array(
					'comment_post_ID'      => $article,
					'user_id'              => $member,
					'comment_author'       => '会员',
					'comment_author_email' => 'busy@example.com',
					'comment_author_IP'    => '203.0.113.7',
					'comment_content'      => '评论 ' . $i,
					'comment_approved'     => 1,
				)
			);
			( new Likes() )->add( $member, self::factory()->post() );
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $member,
					'category'   => 'system',
					'type'       => 'LIKE_1',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}
		return array( $member, $article );
	}

	/**
	 * Queries (and those naming the posts table's comment_count) of a piece of work.
	 *
	 * @param callable $work The work.
	 * @return array{0: int, 1: int}
	 */
	private function queries_of( callable $work ): array {
		$all    = 0;
		$counts = 0;
		// Nothing comes from the cache of an earlier step.
		wp_cache_flush();
		$spy = static function ( $query ) use ( &$all, &$counts ) {
			++$all;
			if ( is_string( $query ) && str_contains( $query, 'comment_count' ) ) {
				++$counts;
			}
			return $query;
		};
		add_filter( 'query', $spy );
		try {
			$work();
		} finally {
			remove_filter( 'query', $spy );
		}
		return array( $all, $counts );
	}

	public function test_deletion_and_export_cost_the_same_queries_for_many_comments_likes_and_messages_as_for_few(): void {
		list( $few )            = $this->busy_member( 2 );
		list( $many, $article ) = $this->busy_member( 25 );
		$count                  = (int) get_post( $article )->comment_count;

		list( $export_few )             = $this->queries_of( static fn() => \Mvc\Core\Member\AccountData::export( $few ) );
		list( $export_many )            = $this->queries_of( static fn() => \Mvc\Core\Member\AccountData::export( $many ) );
		list( $delete_few )             = $this->queries_of( static fn() => \Mvc\Core\Member\AccountData::delete( $few ) );
		list( $delete_many, $recounts ) = $this->queries_of( static fn() => \Mvc\Core\Member\AccountData::delete( $many ) );

		$this->assertSame( $export_few, $export_many, 'export' );
		$this->assertSame( $delete_few, $delete_many, 'deletion' );
		$this->assertSame( 0, $recounts, 'no article recounted' );
		clean_post_cache( $article );
		$this->assertSame( $count, (int) get_post( $article )->comment_count );
		$this->assertSame(
			25,
			(int) get_comments(
				array(
					'post_id' => $article,
					'count'   => true,
					'user_id' => 0,
				)
			)
		);
	}

	public function test_a_members_comments_are_read_and_anonymised_through_an_index(): void {
		global $wpdb;
		foreach ( array( "SELECT comment_ID FROM {$wpdb->comments} WHERE user_id = 5", "UPDATE {$wpdb->comments} SET user_id = 0 WHERE user_id = 5" ) as $sql ) {
			$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements.

			$this->assertNotSame( 'ALL', $plan['type'], $sql );
			$this->assertSame( 'mvc_user_status', $plan['key'], $sql );
		}
	}
}
