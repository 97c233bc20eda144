<?php
/**
 * The message centre's calls.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Tests\Plugin\Member\AvatarsTest;
use Mvc\Tests\TestCase;

/**
 * GET /api/member/mention-message/get and /system-message/get {per_page, page} -> {data, total,
 * totalUnread} newest first; POST /api/member/messages/read {category, ids} -> {updated,
 * totalUnread}. A member sees and changes only their own messages.
 */
final class MessagesControllerTest extends TestCase {

	private const MENTIONS = '/api/member/mention-message/get';

	private const SYSTEM = '/api/member/system-message/get';

	private const READ = '/api/member/messages/read';

	private int $member;

	private int $post;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->post   = self::factory()->post( array( 'post_title' => '钙钛矿 & 稳定性' ) );
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Writes message rows directly, as CommentMessages does.
	 *
	 * @param int                  $user_id  Recipient.
	 * @param string               $category mention or system.
	 * @param int                  $count    How many.
	 * @param array<string, mixed> $fields   Other columns.
	 * @return array<int, int> Their ids, oldest first.
	 */
	private function messages( int $user_id, string $category, int $count = 1, array $fields = array() ): array {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert(
				Tables::messages(),
				$fields + array(
					'user_id'    => $user_id,
					'category'   => $category,
					'type'       => CommentMessages::CATEGORY_MENTION === $category ? CommentMessages::TYPE_MENTION : 'LIKE_1',
					'comment_id' => 1000 + $i,
					'post_id'    => $this->post,
					'actor_id'   => 0,
					'excerpt'    => '评论 ' . $i,
					'status'     => 'UNREAD',
					'created_at' => '2025-03-01 01:30:00',
				)
			);
			$ids[] = (int) $wpdb->insert_id;
		}
		return $ids;
	}

	/**
	 * Statuses of message rows.
	 *
	 * @param array<int, int> $ids Ids.
	 * @return array<int, string> Id => status.
	 */
	private function statuses( array $ids ): array {
		global $wpdb;
		$table = Tables::messages();
		$in    = implode( ',', array_map( 'intval', $ids ) );
		return array_map( 'strval', array_column( (array) $wpdb->get_results( "SELECT id, status FROM {$table} WHERE id IN ({$in}) ORDER BY id", ARRAY_A ), 'status', 'id' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, integers.
	}

	/**
	 * Calls a route as the member.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query or body.
	 * @return array<string, mixed> The envelope.
	 */
	private function call( string $method, string $route, array $params = array() ): array {
		return (array) $this->rest( $method, $route, $params, $this->nonce )->get_data();
	}

	public function test_mentions_list_the_mentioning_member_newest_first(): void {
		list( $actor ) = AvatarsTest::member_with_avatar( '2025/03/actor.jpg' );
		wp_update_user(
			array(
				'ID'           => $actor,
				'display_name' => '李薇 <b>',
			)
		);
		update_user_meta( $actor, Profile::META_INSTITUTION, '复旦大学 & 化学系' );
		$ids = $this->messages(
			$this->member,
			'mention',
			2,
			array(
				'actor_id'   => $actor,
				'comment_id' => 77,
			)
		);

		$body = $this->call( 'GET', self::MENTIONS );

		$this->assertSame( 200, $body['code'] );
		$this->assertSame( 2, $body['data']['total'] );
		$this->assertSame( 2, $body['data']['totalUnread'] );
		$this->assertSame( array( $ids[1], $ids[0] ), array_column( $body['data']['data'], 'id' ) );
		$item = $body['data']['data'][0];
		$this->assertStringEndsWith( '/2025/03/actor-150x150.jpg', $item['avatar'] );
		unset( $item['avatar'] );
		$this->assertSame(
			array(
				'id'               => $ids[1],
				'comment_id'       => 77,
				'comment_abstract' => '评论 1',
				'date'             => wp_date( 'c', (int) strtotime( '2025-03-01 01:30:00 UTC' ) ),
				'post_title'       => '钙钛矿 & 稳定性',
				'post_link'        => get_permalink( $this->post ),
				'status'           => 'UNREAD',
				'display_name'     => '李薇 <b>',
				'institution'      => '复旦大学 & 化学系',
				'staff'            => 0,
			),
			$item
		);
	}

	public function test_dates_are_iso_8601_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Asia/Shanghai' );
		$this->messages( $this->member, 'system' );

		$body = $this->call( 'GET', self::SYSTEM );

		$this->assertSame( '2025-03-01T09:30:00+08:00', $body['data']['data'][0]['date'] );
	}

	public function test_a_mention_by_an_account_that_is_gone_has_empty_member_fields(): void {
		$this->messages( $this->member, 'mention', 1, array( 'actor_id' => 999999999 ) );

		$item = $this->call( 'GET', self::MENTIONS )['data']['data'][0];

		$this->assertSame( array( '', '', '' ), array( $item['display_name'], $item['avatar'], $item['institution'] ) );
	}

	public function test_system_messages_name_the_event_and_a_deleted_comment_where_to_appeal(): void {
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post,
				'user_id'          => $this->member,
				'comment_content'  => '这条评论会被删除',
				'comment_approved' => 1,
			)
		);
		CommentMessages::like_milestones( $comment, $this->member, 1, 0 );
		wp_set_current_user( 1 );
		wp_delete_comment( $comment, true );
		$this->nonce = $this->log_in_member( $this->member );

		$items = $this->call( 'GET', self::SYSTEM )['data']['data'];

		$this->assertSame( array( 'DETETED_COMMENT', 'LIKE_1' ), array_column( $items, 'type' ) );
		$this->assertSame( array( $comment, $comment ), array_column( $items, 'comment_id' ) );
		$this->assertSame( '这条评论会被删除', $items[0]['comment_abstract'] );
		$this->assertSame( home_url( user_trailingslashit( 'contact' ) ) . '?appeal=' . $comment, $items[0]['appeal_url'] );
		$this->assertSame( home_url( user_trailingslashit( 'contact' ) ) . '#comment-rules', $items[0]['criterion_url'] );
		$this->assertSame( array( '', '' ), array( $items[1]['appeal_url'], $items[1]['criterion_url'] ) );
		$this->assertSame( get_permalink( $this->post ), $items[0]['post_link'] );
		$this->assertArrayNotHasKey( 'display_name', $items[0] );
	}

	public function test_a_deleted_or_unpublished_post_gives_an_empty_title_and_link(): void {
		$trashed = self::factory()->post();
		$draft   = self::factory()->post();
		$this->messages( $this->member, 'system', 1, array( 'post_id' => 999999999 ) );
		$this->messages( $this->member, 'system', 1, array( 'post_id' => $trashed ) );
		$this->messages( $this->member, 'system', 1, array( 'post_id' => $draft ) );
		wp_trash_post( $trashed );
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'draft',
			)
		);

		$body = $this->call( 'GET', self::SYSTEM );

		$this->assertSame( 200, $body['code'] );
		$this->assertCount( 3, $body['data']['data'] );
		foreach ( $body['data']['data'] as $item ) {
			$this->assertSame( array( '', '' ), array( $item['post_title'], $item['post_link'] ) );
		}
	}

	public function test_pages_split_the_list_and_a_page_past_the_end_is_empty(): void {
		$unread = $this->messages( $this->member, 'system', 45 );
		$read   = $this->messages( $this->member, 'system', 3, array( 'status' => 'READ' ) );
		$newest = array_reverse( array_merge( $unread, $read ) );

		$first   = $this->call( 'GET', self::SYSTEM );
		$third   = $this->call( 'GET', self::SYSTEM, array( 'page' => 3 ) );
		$fourth  = $this->call( 'GET', self::SYSTEM, array( 'page' => '4' ) );
		$largest = $this->call( 'GET', self::SYSTEM, array( 'per_page' => '50' ) );

		$this->assertSame( array_slice( $newest, 0, 20 ), array_column( $first['data']['data'], 'id' ) );
		$this->assertSame( array( 'READ', 'READ', 'READ', 'UNREAD' ), array_column( array_slice( $first['data']['data'], 0, 4 ), 'status' ) );
		$this->assertSame( array_slice( $newest, 40 ), array_column( $third['data']['data'], 'id' ) );
		$this->assertSame( array(), $fourth['data']['data'] );
		$this->assertSame( array( 48, 45 ), array( $fourth['data']['total'], $fourth['data']['totalUnread'] ) );
		$this->assertSame( $newest, array_column( $largest['data']['data'], 'id' ) );
	}

	public function test_other_members_messages_and_the_other_category_are_never_listed(): void {
		$other = self::factory()->member();
		$this->messages( $other, 'system', 5 );
		$this->messages( $other, 'mention', 5 );
		$this->messages( $this->member, 'mention', 2 );
		$own = $this->messages( $this->member, 'system', 1 );

		$body = $this->call( 'GET', self::SYSTEM, array( 'per_page' => 50 ) );

		$this->assertSame( $own, array_column( $body['data']['data'], 'id' ) );
		$this->assertSame( array( 1, 1 ), array( $body['data']['total'], $body['data']['totalUnread'] ) );
	}

	public function test_bad_paging_is_refused_in_chinese(): void {
		foreach ( array(
			array( 'per_page' => 51 ),
			array( 'per_page' => 0 ),
			array( 'per_page' => 'x' ),
			array( 'page' => 0 ),
			array( 'page' => '-1' ),
			array( 'page' => '1.5' ),
		) as $params ) {
			$body = $this->call( 'GET', self::MENTIONS, $params );
			$this->assertSame( 400, $body['code'], (string) wp_json_encode( $params ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $body['message'] );
		}
	}

	public function test_a_visitor_is_asked_to_log_in(): void {
		$this->messages( $this->member, 'mention' );
		$this->new_request_with_cookie( null );

		foreach ( array( array( 'GET', self::MENTIONS ), array( 'GET', self::SYSTEM ), array( 'POST', self::READ ) ) as $call ) {
			$response = $this->rest(
				$call[0],
				$call[1],
				array(
					'category' => 'mention',
					'ids'      => array(),
				)
			);
			$this->assertSame( 401, $response->get_status(), $call[1] );
			$this->assertSame( '请先登录。', $response->get_data()['message'] );
		}
	}

	public function test_marking_ids_read_changes_only_the_members_own_messages_of_that_category(): void {
		$other      = self::factory()->member();
		$own        = $this->messages( $this->member, 'system', 3 );
		$mentions   = $this->messages( $this->member, 'mention', 2 );
		$foreign    = $this->messages( $other, 'system', 2 );
		$already    = $this->messages( $this->member, 'system', 1, array( 'status' => 'READ' ) );
		$everything = array_merge( $own, $mentions, $foreign, $already );

		$body = $this->call(
			'POST',
			self::READ,
			array(
				'category' => 'system',
				'ids'      => array( $own[0], (string) $own[1], $own[1], $mentions[0], $foreign[0], $foreign[1], $already[0], 999999999 ),
			)
		);

		$this->assertSame( 200, $body['code'] );
		$this->assertSame(
			array(
				'updated'     => 2,
				'totalUnread' => 1,
			),
			$body['data']
		);
		$this->assertSame(
			array_combine(
				$everything,
				array( 'READ', 'READ', 'UNREAD', 'UNREAD', 'UNREAD', 'UNREAD', 'UNREAD', 'READ' )
			),
			$this->statuses( $everything )
		);
	}

	public function test_an_empty_list_marks_the_whole_category_read(): void {
		$other     = self::factory()->member();
		$own       = $this->messages( $this->member, 'mention', 3 );
		$system    = $this->messages( $this->member, 'system', 2 );
		$foreign   = $this->messages( $other, 'mention', 2 );
		$untouched = array_merge( $system, $foreign );

		$body = $this->call(
			'POST',
			self::READ,
			array(
				'category' => 'mention',
				'ids'      => array(),
			)
		);

		$this->assertSame(
			array(
				'updated'     => 3,
				'totalUnread' => 0,
			),
			$body['data']
		);
		$this->assertSame( array( 'READ' ), array_values( array_unique( $this->statuses( $own ) ) ) );
		$this->assertSame( array( 'UNREAD' ), array_values( array_unique( $this->statuses( $untouched ) ) ) );
		$this->assertSame( 0, $this->call( 'GET', self::MENTIONS )['data']['totalUnread'] );
	}

	public function test_a_mark_or_count_the_database_did_not_do_answers_busy_and_marks_nothing(): void {
		$this->capture_error_log();
		$own   = $this->messages( $this->member, 'system', 2 );
		$all   = array(
			'category' => 'system',
			'ids'      => array(),
		);
		$table = Tables::messages();
		$fail  = static function ( string $verb ) use ( $table ): callable {
			$filter = static function ( $query ) use ( $verb, $table ) {
				return is_string( $query ) && str_starts_with( ltrim( $query ), $verb . ' ' ) && str_contains( $query, $table ) ? 'SELECT * FROM mvc_no_such_table' : $query;
			};
			add_filter( 'query', $filter );
			return $filter;
		};

		$filter  = $fail( 'UPDATE' );
		$unmoved = $this->call( 'POST', self::READ, $all );
		remove_filter( 'query', $filter );
		$after   = array_values( $this->statuses( $own ) );
		$filter  = $fail( 'SELECT COUNT(*)' );
		$counted = $this->call( 'POST', self::READ, $all );
		remove_filter( 'query', $filter );

		$this->assertSame( 503, $unmoved['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $unmoved['message'] );
		$this->assertSame( array( 'UNREAD', 'UNREAD' ), $after );
		$this->assertSame( 503, $counted['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $counted['message'] );
		$this->assertStringContainsString( 'MVC Core: a statement was not written', $this->capture_error_log() );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		// The second call's update was written: a retry answers what is left, and marks nothing twice.
		$this->assertSame( array( 'READ', 'READ' ), array_values( $this->statuses( $own ) ) );
	}

	public function test_bad_category_or_ids_are_refused_and_change_nothing(): void {
		$own = $this->messages( $this->member, 'system', 2 );
		foreach ( array(
			array( 'ids' => array() ),
			array(
				'category' => 'likes',
				'ids'      => array(),
			),
			array(
				'category' => array( 'system' ),
				'ids'      => array(),
			),
			array( 'category' => 'system' ),
			array(
				'category' => 'system',
				'ids'      => 'all',
			),
			array(
				'category' => 'system',
				'ids'      => $own[0],
			),
			array(
				'category' => 'system',
				'ids'      => array( $own[0], 0 ),
			),
			array(
				'category' => 'system',
				'ids'      => array( $own[0], -3 ),
			),
			array(
				'category' => 'system',
				'ids'      => array( $own[0], 1.5 ),
			),
			array(
				'category' => 'system',
				'ids'      => array( $own[0], 'x' ),
			),
			array(
				'category' => 'system',
				'ids'      => array( 'a' => $own[0] ),
			),
			array(
				'category' => 'system',
				'ids'      => array_merge( $own, range( 1, 99 ) ),
			),
		) as $params ) {
			$body = $this->call( 'POST', self::READ, $params );
			$this->assertSame( 400, $body['code'], (string) wp_json_encode( $params ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $body['message'] );
		}
		$this->assertSame( array( 'UNREAD', 'UNREAD' ), array_values( $this->statuses( $own ) ) );
	}

	public function test_a_hundred_ids_are_taken(): void {
		$own = $this->messages( $this->member, 'mention', 2 );

		$body = $this->call(
			'POST',
			self::READ,
			array(
				'category' => 'mention',
				'ids'      => array_merge( $own, range( 1, 98 ) ),
			)
		);

		$this->assertSame( 2, $body['data']['updated'] );
	}

	public function test_marking_read_needs_the_pages_nonce(): void {
		$own = $this->messages( $this->member, 'mention', 1 );

		$response = $this->rest(
			'POST',
			self::READ,
			array(
				'category' => 'mention',
				'ids'      => array(),
			)
		);

		$this->assertNotSame( 200, $response->get_status() );
		$this->assertSame( array( 'UNREAD' ), array_values( $this->statuses( $own ) ) );
	}

	public function test_the_header_counters_follow_the_lists(): void {
		$this->messages( $this->member, 'mention', 4 );
		$this->messages( $this->member, 'mention', 2, array( 'status' => 'READ' ) );
		$system   = $this->messages( $this->member, 'system', 3 );
		$counters = fn(): array => array_values( Profile::get( $this->member, array( 'mentionMessageCount', 'systemMessageCount' ) ) );

		$before = array( $this->call( 'GET', self::MENTIONS )['data']['totalUnread'], $this->call( 'GET', self::SYSTEM )['data']['totalUnread'] );
		$this->assertSame( $before, $counters() );
		$read = $this->call(
			'POST',
			self::READ,
			array(
				'category' => 'system',
				'ids'      => array( $system[0] ),
			)
		);

		$this->assertSame( array( 4, 3 ), $before );
		$this->assertSame( array( 4, 2 ), $counters() );
		$this->assertSame( 2, $read['data']['totalUnread'] );
	}

	public function test_a_page_takes_at_most_six_queries_for_mentions_and_four_for_system_messages(): void {
		global $wp_rewrite;
		$structure = (string) get_option( 'permalink_structure' );
		// Permalinks that name a category, as the site's: the posts' terms are loaded too.
		$wp_rewrite->set_permalink_structure( '/%category%/%postname%/' );
		try {
			$category = self::factory()->term( 'category' );
			for ( $i = 0; $i < 10; $i++ ) {
				list( $actor ) = AvatarsTest::member_with_avatar( '2025/03/m' . $i . '.jpg' );
				update_user_meta( $actor, Profile::META_INSTITUTION, '研究所 ' . $i );
				$post = self::factory()->post( array( 'post_category' => array( $category ) ) );
				foreach ( array( 'mention', 'system' ) as $kind ) {
					$this->messages(
						$this->member,
						$kind,
						3,
						array(
							'actor_id' => $actor,
							'post_id'  => $post,
						)
					);
				}
			}
			$measure      = function ( string $route, array &$body ): int {
				global $wpdb;
				wp_cache_flush();
				$this->nonce = $this->log_in_member( $this->member );
				// What every request loads before any route.
				wp_load_alloptions();
				$before = $wpdb->num_queries;
				$body   = $this->call( 'GET', $route, array( 'page' => 2 ) );
				return $wpdb->num_queries - $before;
			};
			$mentions     = array();
			$system       = array();
			$for_mentions = $measure( self::MENTIONS, $mentions );
			$for_system   = $measure( self::SYSTEM, $system );
		} finally {
			$wp_rewrite->set_permalink_structure( $structure );
		}

		$this->assertCount( 10, $mentions['data']['data'] );
		$this->assertCount( 10, $system['data']['data'] );
		$this->assertStringContainsString( '/' . get_term( $category )->slug . '/', $mentions['data']['data'][0]['post_link'] );
		$this->assertStringContainsString( '/' . get_term( $category )->slug . '/', $system['data']['data'][9]['post_link'] );
		$this->assertStringEndsWith( '-150x150.jpg', $mentions['data']['data'][9]['avatar'] );
		$this->assertNotSame( '', $mentions['data']['data'][9]['institution'] );
		$this->assertLessThanOrEqual( 6, $for_mentions );
		$this->assertLessThanOrEqual( 4, $for_system );
	}
}
