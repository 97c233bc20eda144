<?php
/**
 * The private post type of submissions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\TestCase;
use WP_Query;

/**
 * Only editors and administrators see or touch a submission; it has no address, no REST route and
 * no search, nobody creates one in wp-admin, and it stays private whatever a save asks for.
 */
final class SubmissionTypeTest extends TestCase {

	/**
	 * A stored contact message.
	 */
	private function submission(): int {
		$id = Submissions::submit(
			Submissions::CONTACT,
			array(
				'name'  => '张三',
				'email' => 'type-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
				'title' => '咨询',
			),
			'203.0.113.5'
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_the_kept_unread_count_follows_trash_restore_and_delete(): void {
		$id     = $this->submission();
		$before = Submissions::unread_count();

		wp_trash_post( $id );
		$this->assertSame( $before - 1, Submissions::unread_count() );
		wp_untrash_post( $id );
		$this->assertSame( $before, Submissions::unread_count() );
		wp_delete_post( $id, true );
		$this->assertSame( $before - 1, Submissions::unread_count() );
	}

	public function test_only_editors_and_administrators_read_list_and_delete_submissions(): void {
		$id = $this->submission();
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			wp_set_current_user( self::factory()->user( array( 'role' => $role ) ) );
			$this->assertTrue( current_user_can( 'read_post', $id ), $role );
			$this->assertTrue( current_user_can( 'edit_post', $id ), $role );
			$this->assertTrue( current_user_can( 'delete_post', $id ), $role );
			$this->assertTrue( current_user_can( get_post_type_object( SubmissionType::TYPE )->cap->edit_posts ), $role );
			$this->assertFalse( current_user_can( get_post_type_object( SubmissionType::TYPE )->cap->create_posts ), $role );
		}
		foreach ( array( 'author', 'contributor', 'subscriber', 'member' ) as $role ) {
			wp_set_current_user( self::factory()->user( array( 'role' => $role ) ) );
			$this->assertFalse( current_user_can( 'read_post', $id ), $role );
			$this->assertFalse( current_user_can( 'edit_post', $id ), $role );
			$this->assertFalse( current_user_can( 'delete_post', $id ), $role );
			$this->assertFalse( current_user_can( get_post_type_object( SubmissionType::TYPE )->cap->edit_posts ), $role );
			$this->assertFalse( current_user_can( get_post_type_object( SubmissionType::TYPE )->cap->read_private_posts ), $role );
		}
	}

	public function test_a_member_who_sends_a_message_does_not_own_it(): void {
		$member = self::factory()->member();
		wp_set_current_user( $member );

		$id = $this->submission();

		$this->assertSame( '0', get_post( $id )->post_author ?? null );
		$this->assertFalse( current_user_can( 'read_post', $id ) );
	}

	public function test_the_type_has_no_address_no_rest_route_and_no_search(): void {
		$type = get_post_type_object( SubmissionType::TYPE );
		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertTrue( $type->exclude_from_search );
		$this->assertFalse( $type->show_in_rest );
		$this->assertFalse( $type->rewrite );
		$this->assertFalse( is_post_type_viewable( $type ) );
		$this->assertNotContains( SubmissionType::TYPE, get_post_types( array( 'show_in_rest' => true ) ) );

		$id = $this->submission();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$routes = rest_get_server()->get_routes( 'wp/v2' );
		foreach ( array_keys( $routes ) as $route ) {
			$this->assertStringNotContainsString( 'submission', $route );
		}
		$this->assertSame( 404, $this->rest( 'GET', '/wp/v2/posts/' . $id )->get_status() );
		wp_set_current_user( 0 );
		$query = new WP_Query(
			array(
				'post_type' => 'any',
				's'         => '咨询',
			)
		);
		$this->assertNotContains( $id, wp_list_pluck( $query->posts, 'ID' ) );
	}

	public function test_a_submission_stays_private_whatever_a_save_asks(): void {
		$id = $this->submission();

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 'private', get_post_status( $id ) );

		wp_trash_post( $id );
		$this->assertSame( 'trash', get_post_status( $id ) );
		wp_untrash_post( $id );
		$this->assertSame( 'private', get_post_status( $id ) );
	}
}
