<?php
/**
 * The message centre's service.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Messages;
use Mvc\Tests\TestCase;

/**
 * Member\Messages marks only what it is asked to: an empty list is the whole category, a list
 * whose ids are all unusable is nothing, and an unknown category is nothing.
 */
final class MessagesTest extends TestCase {

	private int $member;

	/**
	 * Ids of the member's unread system messages.
	 *
	 * @var array<int, int>
	 */
	private array $ids = array();

	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->member = self::factory()->member();
		for ( $i = 0; $i < 3; $i++ ) {
			$wpdb->insert(
				Tables::messages(),
				array(
					'user_id'    => $this->member,
					'category'   => 'system',
					'type'       => 'LIKE_1',
					'status'     => 'UNREAD',
					'created_at' => '2025-03-01 00:00:00',
				)
			);
			$this->ids[] = (int) $wpdb->insert_id;
		}
	}

	public function test_a_list_without_a_usable_id_marks_nothing(): void {
		$result = Messages::mark_read( $this->member, 'system', array( 0, -4 ) );

		$this->assertSame(
			array(
				'updated'     => 0,
				'totalUnread' => 0,
			),
			$result
		);
		$this->assertSame( 3, Messages::unread( $this->member, 'system' ) );
	}

	public function test_an_unknown_category_marks_nothing(): void {
		Messages::mark_read( $this->member, 'system\' OR 1=1 -- ', array() );

		$this->assertSame( 3, Messages::unread( $this->member, 'system' ) );
	}

	public function test_an_empty_list_marks_the_category_and_a_list_its_ids(): void {
		$some = Messages::mark_read( $this->member, 'system', array( $this->ids[1], $this->ids[1] ) );
		$rest = Messages::mark_read( $this->member, 'system', array() );

		$this->assertSame(
			array(
				'updated'     => 1,
				'totalUnread' => 2,
			),
			$some
		);
		$this->assertSame(
			array(
				'updated'     => 2,
				'totalUnread' => 0,
			),
			$rest
		);
	}

	public function test_the_links_of_a_deleted_comment_reach_the_contact_page(): void {
		$this->assertSame( home_url( user_trailingslashit( 'contact' ) ) . '?appeal=42', Messages::appeal_url( 42 ) );
		$this->assertSame( home_url( user_trailingslashit( 'contact' ) ) . '#comment-rules', Messages::criterion_url() );
	}
}
