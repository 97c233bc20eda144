<?php
/**
 * The course's box of fields.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Courses;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\CourseEditor;
use Mvc\Tests\TestCase;

/**
 * The box saves whole from its own form; a bad value changes nothing and the next screen says why
 * in Chinese; the learners are shown, never taken from the form.
 */
final class CourseEditorTest extends TestCase {

	/**
	 * The box's form as an operator sends it.
	 *
	 * @param array<string, string> $fields Fields that differ from a good form.
	 * @return array<string, string>
	 */
	private function form( array $fields = array() ): array {
		return array_merge(
			array(
				CourseEditor::NONCE_FIELD => wp_create_nonce( CourseEditor::NONCE_ACTION ),
				Course::META_COST         => '199',
				Course::META_DURATION     => '45',
				Course::META_AUDIENCES    => "研究生\r\n青年教师\r\n",
				Course::META_URL          => 'https://www.example.com/courses/x',
				Course::META_CODE         => 'SAVE20',
				Course::META_LEARNERS     => '100000',
			),
			$fields
		);
	}

	/**
	 * Saves a course with a form as the edit screen does.
	 *
	 * @param int                   $course The course.
	 * @param array<string, string> $form   The form.
	 */
	private function save( int $course, array $form ): void {
		$_POST = wp_slash( $form );
		( new CourseEditor() )->save( $course, get_post( $course ) );
		$_POST = array();
	}

	/**
	 * An operator and a course with its fields.
	 */
	private function course(): int {
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		update_post_meta( $course, Course::META_COST, 0 );
		update_post_meta( $course, Course::META_DURATION, 20 );
		update_post_meta( $course, Course::META_LEARNERS, 12 );
		return $course;
	}

	public function test_a_good_form_saves_every_field_and_the_bucket_follows(): void {
		$course = $this->course();

		$this->save( $course, $this->form() );

		$this->assertSame( '199', get_post_meta( $course, Course::META_COST, true ) );
		$this->assertSame( '45', get_post_meta( $course, Course::META_DURATION, true ) );
		$this->assertSame( "研究生\n青年教师", get_post_meta( $course, Course::META_AUDIENCES, true ) );
		$this->assertSame( 'https://www.example.com/courses/x', get_post_meta( $course, Course::META_URL, true ) );
		$this->assertSame( 'SAVE20', get_post_meta( $course, Course::META_CODE, true ) );
		$this->assertSame( '12', get_post_meta( $course, Course::META_LEARNERS, true ), 'the learners are not taken from the form' );
		$this->assertSame( array( Course::FROM_30 ), wp_get_object_terms( $course, Course::TAX_DURATION, array( 'fields' => 'slugs' ) ) );
		$this->assertFalse( get_transient( CourseEditor::NOTICE_TRANSIENT . get_current_user_id() ) );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string}>
	 */
	public function data_bad_forms(): array {
		return array(
			'negative cost'  => array( array( Course::META_COST => '-1' ), '费用“-1”未保存' ),
			'decimal cost'   => array( array( Course::META_COST => '9.9' ), '费用“9.9”未保存' ),
			'empty cost'     => array( array( Course::META_COST => '' ), '费用“”未保存' ),
			'zero minutes'   => array( array( Course::META_DURATION => '0' ), '时长“0”未保存' ),
			'text minutes'   => array( array( Course::META_DURATION => '一小时' ), '时长“一小时”未保存' ),
			'ftp address'    => array( array( Course::META_URL => 'ftp://example.com/x' ), '只接受 http 和 https 地址' ),
			'script address' => array( array( Course::META_URL => 'javascript:alert(1)' ), '只接受 http 和 https 地址' ),
			'long code'      => array( array( Course::META_CODE => str_repeat( 'A', 51 ) ), '优惠码未保存' ),
			'many audiences' => array( array( Course::META_AUDIENCES => implode( "\n", range( 1, 21 ) ) ), '适用人群未保存' ),
		);
	}

	/**
	 * @dataProvider data_bad_forms
	 *
	 * @param array<string, string> $bad     The bad field.
	 * @param string                $message What the notice says.
	 */
	public function test_a_bad_value_changes_nothing_and_the_next_screen_says_why( array $bad, string $message ): void {
		$course = $this->course();

		$this->save( $course, $this->form( $bad ) );
		ob_start();
		( new CourseEditor() )->refusal_notice();
		$notice = (string) ob_get_clean();
		ob_start();
		( new CourseEditor() )->refusal_notice();
		$again = (string) ob_get_clean();

		$this->assertSame( '0', get_post_meta( $course, Course::META_COST, true ) );
		$this->assertSame( '20', get_post_meta( $course, Course::META_DURATION, true ) );
		$this->assertSame( '', get_post_meta( $course, Course::META_CODE, true ) );
		$this->assertSame( '', get_post_meta( $course, Course::META_URL, true ) );
		$this->assertSame( array( Course::UNDER_30 ), wp_get_object_terms( $course, Course::TAX_DURATION, array( 'fields' => 'slugs' ) ) );
		$this->assertStringContainsString( 'notice-error', $notice );
		$this->assertStringContainsString( '课程信息未保存', $notice );
		$this->assertStringContainsString( esc_html( $message ), $notice );
		$this->assertSame( '', $again, 'the notice is shown once' );
	}

	public function test_a_form_without_its_nonce_or_right_is_ignored(): void {
		$course = $this->course();

		$this->save( $course, $this->form( array( CourseEditor::NONCE_FIELD => 'nope' ) ) );
		$nonce_refused = get_post_meta( $course, Course::META_COST, true );
		$form          = $this->form();
		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		$form[ CourseEditor::NONCE_FIELD ] = wp_create_nonce( CourseEditor::NONCE_ACTION );
		$this->save( $course, $form );

		$this->assertSame( '0', $nonce_refused );
		$this->assertSame( '0', get_post_meta( $course, Course::META_COST, true ) );
	}

	public function test_the_box_shows_the_fields_and_the_learners_read_only(): void {
		$course = $this->course();

		ob_start();
		( new CourseEditor() )->render_box( get_post( $course ) );
		$box = (string) ob_get_clean();

		foreach ( array( Course::META_COST, Course::META_DURATION, Course::META_AUDIENCES, Course::META_URL, Course::META_CODE, CourseEditor::NONCE_FIELD ) as $name ) {
			$this->assertStringContainsString( 'name="' . $name . '"', $box );
		}
		$this->assertStringNotContainsString( 'name="' . Course::META_LEARNERS . '"', $box );
		$this->assertStringContainsString( '<output>12</output>', $box );
		$this->assertStringContainsString( '学习人数', $box );
	}
}
