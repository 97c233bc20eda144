<?php
/**
 * A member with one of each relation, for the member file's tests.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Transfer;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\WeChat\Identities;

/**
 * `move-me@example.com` (张晓明, password old-password, a profile, the digest, a WeChat unionid)
 * likes and collects an article, follows the third tag then the first, likes a comment of the other
 * member (`mentions@example.com`, 李华), and has a mention message from them.
 */
trait MemberWithRelations {

	private int $member;

	private int $other;

	private int $post;

	private int $comment;

	/**
	 * @var list<int>
	 */
	private array $tags;

	/**
	 * Makes the two members and their relations.
	 */
	private function make_member_with_relations(): void {
		$this->member = self::factory()->member(
			array(
				'user_email'   => 'move-me@example.com',
				'display_name' => '张晓明',
				'user_pass'    => 'old-password',
			)
		);
		$this->other  = self::factory()->member(
			array(
				'user_email'   => 'mentions@example.com',
				'display_name' => '李华',
			)
		);
		update_user_meta( $this->member, Profile::META_INSTITUTION, '清华大学材料学院' );
		update_user_meta( $this->member, Profile::META_TITLE, 'phd_student' );
		update_user_meta( $this->member, Profile::META_DIGEST, '1' );
		update_user_meta( $this->member, Identities::META_UNIONID, 'union-abc' );
		$this->post    = self::factory()->post( array( 'post_title' => '钙钛矿电池新进展' ) );
		$this->tags    = array( self::factory()->term(), self::factory()->term(), self::factory()->term() );
		$this->comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $this->post,
				'comment_content'      => '好文章',
				'comment_date_gmt'     => '2026-11-19 10:00:00',
				'user_id'              => $this->other,
				'comment_author_email' => 'mentions@example.com',
				'comment_approved'     => 1,
			)
		);
		( new Likes() )->add( $this->member, $this->post );
		( new Collections() )->add( $this->member, $this->post );
		// Followed in this order: the third tag, then the first.
		( new TagSubscriptions() )->add( $this->member, $this->tags[2] );
		( new TagSubscriptions() )->add( $this->member, $this->tags[0] );
		( new CommentLikes() )->add( $this->member, $this->comment );
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test setup.
			Tables::messages(),
			array(
				'user_id'    => $this->member,
				'category'   => 'mention',
				'type'       => 'MENTION',
				'comment_id' => $this->comment,
				'post_id'    => $this->post,
				'actor_id'   => $this->other,
				'excerpt'    => '@张晓明 看看这篇',
				'status'     => 'UNREAD',
				'created_at' => '2026-11-20 08:00:00',
			)
		);
	}
}
