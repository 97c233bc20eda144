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

	public function test_a_visitor_can_do_neither(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/api/member/export' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/api/member/delete-account', array( 'email' => 'x@example.com' ) )->get_status() );
	}
}
