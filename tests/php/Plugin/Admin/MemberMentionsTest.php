<?php
/**
 * Mentions in wp-admin's comment screens.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberMentions;
use Mvc\Core\Comments\Mentions;
use Mvc\Tests\TestCase;
use WP_Comment;

/**
 * Operators read `@name（机构）`; an edit in wp-admin (快速编辑, the edit screen) that kept the label
 * saves the stored code unchanged, one that removed it drops the member from at_list, and typing a
 * label adds no mention.
 */
final class MemberMentionsTest extends TestCase {

	/**
	 * The hooks, as in wp-admin.
	 *
	 * @var MemberMentions
	 */
	private MemberMentions $mentions;

	protected function set_up(): void {
		parent::set_up();
		set_current_screen( 'edit-comments' );
		$this->mentions = new MemberMentions();
		$this->mentions->register();
	}

	protected function tear_down(): void {
		remove_filter( 'comment_text', array( MemberMentions::class, 'display' ), 1 );
		remove_filter( 'comment_edit_pre', array( MemberMentions::class, 'display' ), 1 );
		remove_filter( 'get_comment_excerpt', array( $this->mentions, 'excerpt' ) );
		remove_filter( 'wp_update_comment_data', array( $this->mentions, 'restore_on_save' ) );
		remove_action( 'edit_comment', array( $this->mentions, 'forget_removed' ) );
		set_current_screen( 'front' );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to a front-end request.
		parent::tear_down();
	}

	/**
	 * A comment by an operator that mentions two members, as a member's write stores it.
	 *
	 * @return array{0: int, 1: int, 2: int, 3: string} Comment id, the two members, the stored text.
	 */
	private function comment(): array {
		$zhang = self::factory()->member( array( 'display_name' => '张晓明' ) );
		$li    = self::factory()->member( array( 'display_name' => 'R&D 李' ) );
		update_user_meta( $zhang, 'mvc_institution', '清华大学材料学院' );
		$text = Mentions::mention( $zhang ) . ' 你好，' . Mentions::mention( $li ) . ' 请看 &#64;{伪造（x）_9}';
		$id   = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => self::factory()->post(),
				'comment_content'  => $text,
				'user_id'          => self::factory()->member(),
				'comment_approved' => 1,
			)
		);
		update_comment_meta( $id, Mentions::META_AT_LIST, array( $zhang, $li ) );
		return array( $id, $zhang, $li, $text );
	}

	public function test_lists_and_editors_show_the_label_not_the_code(): void {
		list( $id, $zhang, , $text ) = $this->comment();
		$comment                     = get_comment( $id );
		$this->assertInstanceOf( WP_Comment::class, $comment );
		$this->assertStringContainsString( '@{张晓明（清华大学材料学院）_' . $zhang . '}', $text );

		$shown = apply_filters( 'comment_text', $text, $comment, array() );
		$edit  = apply_filters( 'comment_edit_pre', $text );

		$this->assertStringContainsString( '@张晓明（清华大学材料学院） 你好，@R&amp;D 李（） 请看', $shown );
		$this->assertStringNotContainsString( '@{', $shown );
		$this->assertStringContainsString( '&#64;{伪造（x）_9}', $edit );
		$this->assertSame( '@张晓明（清华大学材料学院） 你好，@R&amp;D 李（） 请看 &#64;{伪造（x）_9}', $edit );
		$this->assertStringStartsWith( '@张晓明（清华大学材料学院） 你好', (string) get_comment_excerpt( $id ) );
	}

	public function test_an_edit_that_keeps_the_labels_saves_the_codes_unchanged(): void {
		list( $id, $zhang, $li, $text ) = $this->comment();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		// 快速编辑 sends back the text it showed, with the operator's change.
		$shown = MemberMentions::display( $text );
		$saved = wp_update_comment(
			array(
				'comment_ID'      => $id,
				'comment_content' => wp_slash( $shown . ' 谢谢' ),
			)
		);

		$this->assertSame( 1, $saved );
		$comment = get_comment( $id );
		$this->assertInstanceOf( WP_Comment::class, $comment );
		// Core's kses (the comment's author is a member) writes &#64; as &#064;; nothing else changes.
		$this->assertSame( wp_kses_normalize_entities( $text ) . ' 谢谢', $comment->comment_content );
		$this->assertSame( Mentions::mentioned_ids( $text ), Mentions::mentioned_ids( $comment->comment_content ) );
		$this->assertSame( array( $zhang, $li ), Mentions::at_list( $id ) );
	}

	public function test_an_edit_that_removes_a_label_removes_the_mention_and_typing_one_adds_none(): void {
		list( $id, $zhang, $li, $text ) = $this->comment();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$stranger = self::factory()->member( array( 'display_name' => '陈静' ) );

		$shown = str_replace( '@R&amp;D 李（）', '', MemberMentions::display( $text ) );
		wp_update_comment(
			array(
				'comment_ID'      => $id,
				'comment_content' => wp_slash( $shown . ' @陈静（复旦大学）' ),
			)
		);

		$comment = get_comment( $id );
		$this->assertInstanceOf( WP_Comment::class, $comment );
		$this->assertStringContainsString( '@{张晓明（清华大学材料学院）_' . $zhang . '}', $comment->comment_content );
		$this->assertStringNotContainsString( '_' . $li . '}', $comment->comment_content );
		$this->assertStringEndsWith( ' @陈静（复旦大学）', $comment->comment_content );
		$this->assertSame( array( $zhang ), Mentions::at_list( $id ) );
		$this->assertNotContains( $stranger, Mentions::at_list( $id ) );
	}

	public function test_restore_rewrites_only_labels_of_the_comments_own_mentions(): void {
		$original = '@{甲（乙）_2} 和 @{甲（乙丙）_3}';

		$this->assertSame( '@{甲（乙丙）_3} @{甲（乙）_2} @甲', MemberMentions::restore( '@甲（乙丙） @甲（乙） @甲', $original ) );
		$this->assertSame( '@{甲（乙）_2}', MemberMentions::restore( '@{甲（乙）_2}', $original ) );
		$this->assertSame( '@丁（戊）', MemberMentions::restore( '@丁（戊）', $original ) );
		$this->assertSame( '无提及', MemberMentions::restore( '无提及', '没有' ) );
	}
}
