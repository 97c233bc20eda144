<?php
/**
 * The demo content's members, their likes and comments.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;

/**
 * The members of the demo content (DemoContent): the demo member and a few others, their likes and
 * favourites (version 1), their institutions and a few comments. Each member is found by its email
 * before it is created.
 */
final class DemoMembers {

	/**
	 * The demo member and a few others to like things.
	 *
	 * @return array<int, int> Member ids, the demo member first.
	 */
	public function members(): array {
		$people = array(
			array( 'member', DemoContent::MEMBER_EMAIL, '张晓明' ),
			array( 'liwei', 'liwei@example.com', '李薇' ),
			array( 'wangqiang', 'wangqiang@example.com', '王强' ),
			array( 'chenjing', 'chenjing@example.com', '陈静' ),
		);
		$ids    = array();
		foreach ( $people as $person ) {
			$user = get_user_by( 'email', $person[1] );
			$id   = $user ? $user->ID : wp_insert_user(
				array(
					'user_login'   => $person[0],
					'user_email'   => $person[1],
					'user_pass'    => DemoContent::PASSWORD,
					'display_name' => $person[2],
					'nickname'     => $person[2],
					'role'         => Role::NAME,
					'locale'       => 'zh_CN',
				)
			);
			if ( is_int( $id ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * Likes and favourites on the newest articles.
	 *
	 * @param array<int, int> $posts   Post ids, newest first.
	 * @param array<int, int> $members Member ids.
	 */
	public function reactions( array $posts, array $members ): void {
		$likes       = new Likes();
		$collections = new Collections();
		foreach ( array_slice( $posts, 0, 12 ) as $index => $post_id ) {
			foreach ( $members as $m => $member_id ) {
				if ( ( $index + $m ) % 2 === 0 ) {
					$likes->add( $member_id, $post_id );
				}
				if ( ( $index + $m ) % 3 === 0 ) {
					$collections->add( $member_id, $post_id );
				}
			}
		}
	}

	/**
	 * The demo members' institutions, and a few approved comments on the first research article,
	 * one mentioning the demo member (the stored mention format).
	 */
	public function comments(): void {
		$institutions = array(
			DemoContent::MEMBER_EMAIL => '清华大学材料学院',
			'liwei@example.com'       => '中国科学院化学研究所',
			'wangqiang@example.com'   => '浙江大学',
			'chenjing@example.com'    => '复旦大学',
		);
		$users        = array();
		foreach ( $institutions as $email => $institution ) {
			$user = get_user_by( 'email', $email );
			if ( ! $user ) {
				return;
			}
			if ( '' === (string) get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) ) {
				update_user_meta( $user->ID, Profile::META_INSTITUTION, $institution );
			}
			if ( '' === (string) get_user_meta( $user->ID, Profile::META_TITLE, true ) ) {
				// An occupation, as registration requires one (the panel would say 未填写).
				update_user_meta( $user->ID, Profile::META_TITLE, DemoContent::MEMBER_EMAIL === $email ? 'phd_student' : 'associate_professor' );
			}
			$users[ $email ] = $user;
		}
		$post = get_page_by_path( 'research-01', OBJECT, 'post' );
		if ( ! $post || get_comments(
			array(
				'post_id' => $post->ID,
				'count'   => true,
			)
		) ) {
			return;
		}
		$member   = $users[ DemoContent::MEMBER_EMAIL ];
		$mention  = sprintf( '@{%s（%s）_%d}', $member->display_name, $institutions[ DemoContent::MEMBER_EMAIL ], $member->ID );
		$comments = array(
			array( 'liwei@example.com', '界面调控的思路很有启发，期待看到更长循环寿命的数据。', array() ),
			array( 'wangqiang@example.com', $mention . ' 你们组之前做过类似的封装工艺吗？可以交流一下。', array( $member->ID ) ),
			array( 'chenjing@example.com', '请问文中提到的原位表征具体用了哪些手段？', array() ),
		);
		foreach ( $comments as $i => $comment ) {
			$author = $users[ $comment[0] ];
			$date   = gmdate( 'Y-m-d H:i:s', time() - ( 3 - $i ) * HOUR_IN_SECONDS );
			$id     = wp_insert_comment(
				array(
					'comment_post_ID'      => $post->ID,
					'comment_content'      => $comment[1],
					'user_id'              => $author->ID,
					'comment_author'       => $author->display_name,
					'comment_author_email' => $author->user_email,
					// Held first, as a member's comment is: approving it below delivers its mentions.
					'comment_approved'     => 0,
					'comment_date_gmt'     => $date,
					'comment_date'         => get_date_from_gmt( $date ),
				)
			);
			if ( ! $id ) {
				continue;
			}
			if ( $comment[2] ) {
				update_comment_meta( (int) $id, Mentions::META_AT_LIST, $comment[2] );
			}
			wp_set_comment_status( (int) $id, 'approve' );
		}//end foreach
	}
}
