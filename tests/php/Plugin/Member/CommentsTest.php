<?php
/**
 * Members commenting through core's REST routes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Comments\Comments;
use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;
use WP_REST_Response;

/**
 * POST, PUT and DELETE /wp/v2/comments by members: moderation, the content rules, author-only
 * edit and delete, mentions and at_list.
 */
final class CommentsTest extends TestCase {

	private int $member;

	private string $nonce;

	private int $post;

	protected function set_up(): void {
		parent::set_up();
		add_filter( 'wp_is_comment_flood', '__return_false', 99 );
		$this->post   = self::factory()->post();
		$this->member = self::factory()->member( array( 'display_name' => '张三' ) );
		$this->nonce  = $this->log_in_member( $this->member );
	}

	protected function tear_down(): void {
		remove_filter( 'wp_is_comment_flood', '__return_false', 99 );
		parent::tear_down();
	}

	/**
	 * Posts a comment as the logged-in member.
	 *
	 * @param array<string, mixed> $params Body.
	 */
	private function create( array $params ): WP_REST_Response {
		return $this->rest( 'POST', '/wp/v2/comments', array_merge( array( 'post' => $this->post ), $params ), $this->nonce );
	}

	/**
	 * Creates a comment of the member mentioning 李四 ("@{李四（）_ID} 你好"); returns its id.
	 *
	 * @param int $friend 李四's user id.
	 */
	private function create_mentioning( int $friend ): int {
		return (int) $this->create(
			array(
				'content' => "@{李四（）_{$friend}} 你好",
				'at_list' => array( $friend ),
			)
		)->get_data()['id'];
	}

	/**
	 * A comment of the member.
	 *
	 * @param int|string $approved Status.
	 */
	private function own_comment( $approved = 1 ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post,
				'user_id'          => $this->member,
				'comment_content'  => '原来的评论',
				'comment_approved' => $approved,
			)
		);
	}

	public function test_a_members_comment_waits_for_moderation(): void {
		$response = $this->create( array( 'content' => '很有意思的研究' ) );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'hold', $response->get_data()['status'] );
		$this->assertSame( 1, $response->get_data()['mvc']['self'] );
		$comment = get_comment( $response->get_data()['id'] );
		$this->assertSame( '0', $comment->comment_approved );
		$this->assertSame( (string) $this->member, $comment->user_id );
	}

	public function test_an_edit_cannot_move_a_comment_to_another_article(): void {
		$comment = $this->own_comment( 1 );
		$other   = self::factory()->post();

		$response = $this->rest(
			'PUT',
			'/wp/v2/comments/' . $comment,
			array(
				'post'    => $other,
				'content' => '搬走',
			),
			$this->nonce
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( (string) $this->post, get_comment( $comment )->comment_post_ID );
		$this->assertSame( '原来的评论', get_comment( $comment )->comment_content );
	}

	public function test_visitors_cannot_comment(): void {
		$this->new_request_with_cookie( null );
		wp_set_current_user( 0 );

		$response = $this->rest(
			'POST',
			'/wp/v2/comments',
			array(
				'post'         => $this->post,
				'content'      => '匿名评论',
				'author_name'  => '路人',
				'author_email' => 'someone@example.com',
			)
		);

		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertSame(
			0,
			(int) get_comments(
				array(
					'post_id' => $this->post,
					'count'   => true,
				)
			)
		);
	}

	public function test_content_is_at_most_500_characters_and_not_empty(): void {
		$longest = $this->create( array( 'content' => str_repeat( '材', Comments::MAX_LENGTH ) ) );
		$long    = $this->create( array( 'content' => str_repeat( '料', Comments::MAX_LENGTH + 1 ) ) );
		$empty   = $this->create( array( 'content' => '   ' ) );

		$this->assertSame( 201, $longest->get_status() );
		$this->assertSame( 400, $long->get_status() );
		$this->assertSame( 'mvc_comment_too_long', $long->get_data()['code'] );
		$this->assertSame( sprintf( __( 'A comment can have at most %d characters.', 'mvc-core' ), 500 ), $long->get_data()['message'] ); // phpcs:ignore WordPress.WP.I18n.MissingTranslatorsComment
		$this->assertSame( 400, $empty->get_status() );
		$this->assertSame( 'mvc_comment_empty', $empty->get_data()['code'] );
		$this->assertSame(
			1,
			(int) get_comments(
				array(
					'post_id' => $this->post,
					'count'   => true,
					'status'  => 'all',
				)
			)
		);
	}

	public function test_comments_closed_on_the_post_are_refused(): void {
		$closed = self::factory()->post( array( 'comment_status' => 'closed' ) );

		$response = $this->create(
			array(
				'post'    => $closed,
				'content' => '评论',
			)
		);

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame(
			0,
			(int) get_comments(
				array(
					'post_id' => $closed,
					'count'   => true,
					'status'  => 'all',
				)
			)
		);
	}

	public function test_a_member_cannot_set_the_author_status_or_parent(): void {
		foreach ( array( array( 'author_name' => '管理员' ), array( 'status' => 'approve' ), array( 'author_email' => 'x@example.com' ), array( 'parent' => $this->own_comment() ), array( 'karma' => 5 ), array( 'a_field_a_plugin_adds' => 'x' ) ) as $extra ) {
			$response = $this->create( array_merge( array( 'content' => '评论 ' . wp_generate_password( 6, false ) ), $extra ) );
			$this->assertSame( 403, $response->get_status(), (string) wp_json_encode( $extra ) );
		}
		$comment = $this->own_comment( 0 );

		$response = $this->rest(
			'PUT',
			'/wp/v2/comments/' . $comment,
			array(
				'content' => '改过',
				'status'  => 'approve',
			),
			$this->nonce
		);

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( '0', get_comment( $comment )->comment_approved );
		$this->assertSame( '原来的评论', get_comment( $comment )->comment_content );
	}

	public function test_the_author_edits_and_the_comment_goes_back_to_hold(): void {
		$comment = $this->own_comment( 1 );

		$response = $this->rest(
			'PUT',
			'/wp/v2/comments/' . $comment,
			array(
				'post'    => $this->post,
				'content' => '修改后的评论',
			),
			$this->nonce
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'hold', $response->get_data()['status'] );
		$this->assertSame( '修改后的评论', get_comment( $comment )->comment_content );
		$this->assertSame( '0', get_comment( $comment )->comment_approved );
	}

	public function test_an_edit_over_500_characters_is_refused(): void {
		$comment = $this->own_comment( 1 );

		$response = $this->rest( 'PUT', '/wp/v2/comments/' . $comment, array( 'content' => str_repeat( '长', 501 ) ), $this->nonce );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '原来的评论', get_comment( $comment )->comment_content );
		$this->assertSame( '1', get_comment( $comment )->comment_approved );
	}

	public function test_another_member_cannot_edit_or_delete_the_comment(): void {
		$comment = $this->own_comment( 1 );
		$nonce   = $this->log_in_member( self::factory()->member() );

		$edit   = $this->rest( 'PUT', '/wp/v2/comments/' . $comment, array( 'content' => '篡改' ), $nonce );
		$delete = $this->rest( 'DELETE', '/wp/v2/comments/' . $comment, array( 'force' => true ), $nonce );
		$trash  = $this->rest( 'DELETE', '/wp/v2/comments/' . $comment, array(), $nonce );

		$this->assertSame( 403, $edit->get_status() );
		$this->assertSame( 403, $delete->get_status() );
		$this->assertSame( 403, $trash->get_status() );
		$this->assertSame( '原来的评论', get_comment( $comment )->comment_content );
		$this->assertSame( '1', get_comment( $comment )->comment_approved );
	}

	public function test_a_visitor_cannot_edit_or_delete(): void {
		$comment = $this->own_comment( 1 );
		$this->new_request_with_cookie( null );

		$edit   = $this->rest( 'PUT', '/wp/v2/comments/' . $comment, array( 'content' => '篡改' ) );
		$delete = $this->rest( 'DELETE', '/wp/v2/comments/' . $comment, array( 'force' => true ) );

		$this->assertSame( 401, $edit->get_status() );
		$this->assertSame( 401, $delete->get_status() );
		$this->assertNotNull( get_comment( $comment ) );
	}

	public function test_the_author_deletes_their_comment(): void {
		$held      = $this->own_comment( 0 );
		$published = $this->own_comment( 1 );

		$first  = $this->rest( 'DELETE', '/wp/v2/comments/' . $held, array( 'force' => true ), $this->nonce );
		$second = $this->rest( 'DELETE', '/wp/v2/comments/' . $published, array( 'force' => 'true' ), $this->nonce );

		$this->assertSame( 200, $first->get_status() );
		$this->assertTrue( $first->get_data()['deleted'] );
		$this->assertSame( 200, $second->get_status() );
		$this->assertNull( get_comment( $held ) );
		$this->assertNull( get_comment( $published ) );
	}

	public function test_a_comment_cannot_be_edited_once_comments_are_closed(): void {
		$comment = $this->own_comment( 1 );
		wp_update_post(
			array(
				'ID'             => $this->post,
				'comment_status' => 'closed',
			)
		);

		$edit   = $this->rest( 'PUT', '/wp/v2/comments/' . $comment, array( 'content' => '改过' ), $this->nonce );
		$delete = $this->rest( 'DELETE', '/wp/v2/comments/' . $comment, array( 'force' => true ), $this->nonce );

		$this->assertSame( 403, $edit->get_status() );
		$this->assertSame( 200, $delete->get_status() );
		$this->assertNull( get_comment( $comment ) );
	}

	public function test_a_trashed_comment_cannot_be_edited_by_its_author(): void {
		$comment = $this->own_comment( 'trash' );

		$response = $this->rest( 'PUT', '/wp/v2/comments/' . $comment, array( 'content' => '恢复' ), $this->nonce );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'trash', get_comment( $comment )->comment_approved );
	}

	public function test_the_grant_holds_only_during_the_members_rest_write(): void {
		$comment = $this->own_comment( 1 );

		$this->assertFalse( current_user_can( 'edit_comment', $comment ) );
		$this->assertFalse( current_user_can( 'moderate_comments' ) );
	}

	public function test_only_mentions_of_members_in_at_list_are_kept(): void {
		$friend = self::factory()->member( array( 'display_name' => '李四' ) );
		update_user_meta( $friend, Profile::META_INSTITUTION, '北京大学' );
		$unlisted = self::factory()->member( array( 'display_name' => '王五' ) );
		$operator = self::factory()->user( array( 'role' => 'administrator' ) );
		$content  = "你好 @{李四（北京大学）_{$friend}} 和 @{王五（某大学）_{$unlisted}} 还有 @{管理员（官方）_{$operator}} 以及 @{随便写的} @{假的（）_999999}";

		$response = $this->create(
			array(
				'content' => $content,
				'at_list' => array( $friend, $operator, 999999 ),
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$stored = get_comment( $response->get_data()['id'] )->comment_content;
		$this->assertSame( "你好 @{李四（北京大学）_{$friend}} 和 &#64;{王五（某大学）_{$unlisted}} 还有 &#64;{管理员（官方）_{$operator}} 以及 &#64;{随便写的} &#64;{假的（）_999999}", $stored );
		$this->assertSame( array( $friend ), Mentions::at_list( (int) $response->get_data()['id'] ) );
		$this->assertSame( array( $friend ), $response->get_data()['at_list'] );
		$this->assertSame( 1, preg_match_all( Mentions::MENTION_PATTERN, $response->get_data()['content']['rendered'] ) );
	}

	public function test_a_kept_mention_carries_the_members_real_name(): void {
		$friend = self::factory()->member( array( 'display_name' => '李四' ) );
		update_user_meta( $friend, Profile::META_INSTITUTION, '北京大学' );

		$response = $this->create(
			array(
				'content' => "@{系统管理员（官方）_{$friend}} 看看",
				'at_list' => array( $friend ),
			)
		);

		$this->assertSame( "@{李四（北京大学）_{$friend}} 看看", get_comment( $response->get_data()['id'] )->comment_content );
	}

	public function test_markup_cannot_rebuild_an_escaped_mention(): void {
		$friend = self::factory()->member();

		$response = $this->create( array( 'content' => "看 @<span>{x（y）_{$friend}}" ) );

		$this->assertSame( 201, $response->get_status() );
		$stored = get_comment( $response->get_data()['id'] )->comment_content;
		$this->assertSame( 0, preg_match( Mentions::MENTION_PATTERN, $stored ), $stored );
		$this->assertSame( array(), Mentions::at_list( (int) $response->get_data()['id'] ) );
	}

	public function test_invisible_and_direction_controls_are_dropped_and_emoji_and_line_breaks_stay(): void {
		$response = $this->create( array( 'content' => "官方\u{202E}通知\u{200B}：请\u{2066}点击\u{2069}\u{FEFF}\n第二行\u{00AD} 👩\u{200D}🔬 a\u{200D}b\u{0007}" ) );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( "官方通知：请点击\n第二行 👩\u{200D}🔬 ab", get_comment( $response->get_data()['id'] )->comment_content );
	}

	public function test_a_members_markup_is_text_and_a_label_cannot_carry_markup(): void {
		$friend = self::factory()->member( array( 'display_name' => '李"四' ) );
		update_user_meta( $friend, Profile::META_INSTITUTION, 'x" onmouseover="alert(1);//' );

		$response = $this->create(
			array(
				'content' => "<abbr title=\"@{a_{$friend}}\">hi</abbr> @{a_{$friend}}",
				'at_list' => array( $friend ),
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$stored = get_comment( $response->get_data()['id'] )->comment_content;
		// A member's markup is text: it is stored escaped and never becomes a tag.
		$this->assertStringNotContainsString( '<abbr', $stored );
		$this->assertStringStartsWith( '&lt;abbr title=', $stored );
		$this->assertStringContainsString( "@{李四（x onmouseover=alert(1);//）_{$friend}}", $stored );
		$this->assertStringNotContainsString( '<abbr', $response->get_data()['content']['rendered'] );
		$this->assertStringNotContainsString( 'onmouseover="', $response->get_data()['content']['rendered'] );
	}

	public function test_an_edit_refilters_the_mentions_and_at_list(): void {
		$friend = self::factory()->member( array( 'display_name' => '李四' ) );
		$id     = $this->create_mentioning( $friend );

		$edited = $this->rest( 'PUT', '/wp/v2/comments/' . $id, array( 'content' => "@{李四（）_{$friend}} 再见" ), $this->nonce );

		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( "&#64;{李四（）_{$friend}} 再见", get_comment( $id )->comment_content );
		$this->assertSame( array(), Mentions::at_list( $id ) );
	}

	public function test_at_list_must_be_a_list_of_ids(): void {
		$response = $this->create(
			array(
				'content' => '评论',
				'at_list' => 'abc',
			)
		);

		$this->assertSame( 400, $response->get_status() );
	}

	public function test_the_comment_is_plain_text_kept_as_written(): void {
		$text       = '当 x<5 且 y>3 时，a<b 成立 & <a href="https://example.com">链接</a>';
		$response   = $this->create( array( 'content' => $text ) );
		$id         = (int) $response->get_data()['id'];
		$list       = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $this->post ), $this->nonce )->get_data();
		$ampersands = $this->create( array( 'content' => str_repeat( '&', Comments::MAX_LENGTH ) ) );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $text, Comments::text( get_comment( $id )->comment_content ) );
		$this->assertStringContainsString( 'x&lt;5 且 y&gt;3', $response->get_data()['content']['rendered'] );
		$this->assertStringNotContainsString( '<a href', $response->get_data()['content']['rendered'] );
		$this->assertSame( $text, wp_list_pluck( $list, 'mvc', 'id' )[ $id ]['raw'] );
		$this->assertSame( 201, $ampersands->get_status() );
	}

	public function test_core_comment_errors_answer_in_chinese(): void {
		$other   = $this->rest( 'POST', '/wp/v2/comments', array(), $this->nonce );
		$theirs  = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post,
				'user_id'          => self::factory()->member(),
				'comment_content'  => 'x',
				'comment_approved' => 1,
			)
		);
		$edit    = $this->rest( 'PUT', '/wp/v2/comments/' . $theirs, array( 'content' => '改' ), $this->nonce );
		$delete  = $this->rest( 'DELETE', '/wp/v2/comments/' . $theirs, array( 'force' => true ), $this->nonce );
		$missing = $this->rest( 'PUT', '/wp/v2/comments/99999999', array( 'content' => '改' ), $this->nonce );

		$this->assertSame( 404, $other->get_status() );
		$this->assertSame( '文章不存在。', $other->get_data()['message'] );
		$this->assertSame( 403, $edit->get_status() );
		$this->assertSame( '你只能编辑自己的评论。', $edit->get_data()['message'] );
		$this->assertSame( 403, $delete->get_status() );
		$this->assertSame( '你只能删除自己的评论。', $delete->get_data()['message'] );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( '评论不存在。', $missing->get_data()['message'] );
		$this->assertSame( 'x', get_comment( $theirs )->comment_content );
	}

	public function test_members_comment_on_articles_only(): void {
		$attachment = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'comment_status' => 'open',
			)
		);
		$page       = self::factory()->post(
			array(
				'post_type'      => 'page',
				'comment_status' => 'open',
			)
		);

		foreach ( array( $attachment, $page ) as $post ) {
			$response = $this->rest(
				'POST',
				'/wp/v2/comments',
				array(
					'post'    => $post,
					'content' => '你好',
				),
				$this->nonce
			);
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( '文章不存在。', $response->get_data()['message'] );
			$this->assertSame( 0, (int) get_comments_number( $post ) );
		}
	}

	public function test_an_edit_without_content_keeps_the_mentions(): void {
		$friend = self::factory()->member( array( 'display_name' => '李四' ) );
		$id     = $this->create_mentioning( $friend );

		$edited = $this->rest( 'PUT', '/wp/v2/comments/' . $id, array( 'post' => $this->post ), $this->nonce );

		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( "@{李四（）_{$friend}} 你好", get_comment( $id )->comment_content );
		$this->assertSame( array( $friend ), Mentions::at_list( $id ) );
	}

	public function test_the_like_order_needs_one_article(): void {
		$site = $this->rest( 'GET', '/wp/v2/comments', array( 'orderby' => 'like_count' ) );
		$one  = $this->rest(
			'GET',
			'/wp/v2/comments',
			array(
				'orderby' => 'like_count',
				'post'    => $this->post,
			)
		);

		$this->assertSame( 400, $site->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $site->get_data()['message'] );
		$this->assertSame( 200, $one->get_status() );
	}
}
