<?php
/**
 * Mention suggestions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Core\Rest\SearchUsersController;
use Mvc\Tests\Plugin\Member\AvatarsTest;
use Mvc\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST /api/member/search-users {search, page, per_page}: other members by display name, at most 10
 * a page, for members only; without a search, {post_id}: the other members who commented on a
 * public article, the latest first.
 */
final class SearchUsersControllerTest extends TestCase {

	private const ROUTE = '/api/member/search-users';

	private int $member;

	private string $nonce;

	private string $word;

	protected function set_up(): void {
		parent::set_up();
		$this->word   = '材料' . wp_generate_password( 4, false );
		$this->member = self::factory()->member( array( 'display_name' => $this->word . '本人' ) );
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls the route as the member.
	 *
	 * @param array<string, mixed> $params Body.
	 * @return array<string, mixed> The envelope.
	 */
	private function search( array $params ): array {
		return (array) $this->rest( 'POST', self::ROUTE, $params, $this->nonce )->get_data();
	}

	public function test_finds_other_members_by_display_name(): void {
		$found = self::factory()->member( array( 'display_name' => '张' . $this->word ) );
		update_user_meta( $found, Profile::META_INSTITUTION, '清华大学' );
		self::factory()->user( array( 'display_name' => $this->word . '编辑' ) );
		self::factory()->member( array( 'display_name' => '无关的人' ) );

		$body = $this->search( array( 'search' => $this->word ) );

		$this->assertSame( 200, $body['code'] );
		$this->assertSame(
			array(
				array(
					'id'           => $found,
					'avatar'       => '',
					'display_name' => '张' . $this->word,
					'institution'  => '清华大学',
				),
			),
			$body['data']['list']
		);
		$this->assertSame( 1, $body['data']['total'] );
		$this->assertSame( 1, $body['data']['totalPages'] );
	}

	public function test_a_page_of_members_with_avatars_takes_as_many_queries_as_one(): void {
		global $wpdb;
		$one            = '铜' . $this->word;
		$many           = '银' . $this->word;
		list( $single ) = AvatarsTest::member_with_avatar( '2024/02/one.jpg' );
		wp_update_user(
			array(
				'ID'           => $single,
				'display_name' => $one,
			)
		);
		for ( $i = 0; $i < 6; $i++ ) {
			list( $member ) = AvatarsTest::member_with_avatar( '2024/02/many-' . $i . '.jpg' );
			wp_update_user(
				array(
					'ID'           => $member,
					'display_name' => $many . $i,
				)
			);
		}

		wp_cache_flush();
		$before = $wpdb->num_queries;
		$first  = $this->search( array( 'search' => $one ) );
		$alone  = $wpdb->num_queries - $before;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$page   = $this->search( array( 'search' => $many ) );
		$six    = $wpdb->num_queries - $before;

		$this->assertStringEndsWith( '/2024/02/one-150x150.jpg', $first['data']['list'][0]['avatar'] );
		$this->assertCount( 6, $page['data']['list'] );
		$this->assertStringEndsWith( '/2024/02/many-0-150x150.jpg', $page['data']['list'][0]['avatar'] );
		$this->assertSame( $alone, $six );
	}

	public function test_pages_hold_at_most_per_page_members(): void {
		for ( $i = 0; $i < 12; $i++ ) {
			self::factory()->member( array( 'display_name' => $this->word . $i ) );
		}

		$first  = $this->search( array( 'search' => $this->word ) );
		$second = $this->search(
			array(
				'search'   => $this->word,
				'page'     => 2,
				'per_page' => 5,
			)
		);

		$this->assertCount( 10, $first['data']['list'] );
		$this->assertSame( 12, $first['data']['total'] );
		$this->assertSame( 2, $first['data']['totalPages'] );
		$this->assertCount( 5, $second['data']['list'] );
		$this->assertSame( 3, $second['data']['totalPages'] );
	}

	public function test_without_a_search_the_members_who_commented_on_the_article_latest_first(): void {
		$post      = self::factory()->post();
		$first     = self::factory()->member();
		$latest    = self::factory()->member();
		$held      = self::factory()->member();
		$editor    = self::factory()->user( array( 'role' => 'editor' ) );
		$elsewhere = self::factory()->member();
		$comment   = function ( int $user, int $post_id, int $approved, string $date ): void {
			wp_insert_comment(
				array(
					'comment_post_ID'  => $post_id,
					'user_id'          => $user,
					'comment_content'  => 'x',
					'comment_approved' => $approved,
					'comment_date_gmt' => $date,
				)
			);
		};
		$comment( $first, $post, 1, '2026-01-01 10:00:00' );
		$comment( $latest, $post, 1, '2026-01-02 10:00:00' );
		$comment( $first, $post, 1, '2026-01-01 11:00:00' );
		$comment( $held, $post, 0, '2026-01-03 10:00:00' );
		$comment( $editor, $post, 1, '2026-01-03 10:00:00' );
		$comment( $this->member, $post, 1, '2026-01-04 10:00:00' );
		$comment( $elsewhere, self::factory()->post(), 1, '2026-01-04 10:00:00' );

		$body  = $this->search( array( 'post_id' => $post ) );
		$draft = $this->search( array( 'post_id' => self::factory()->post( array( 'post_status' => 'draft' ) ) ) );
		$none  = $this->search( array( 'post_id' => self::factory()->post() ) );

		$this->assertSame( array( $latest, $first ), array_column( $body['data']['list'], 'id' ) );
		$this->assertSame( 2, $body['data']['total'] );
		$this->assertSame( 404, $draft['code'] );
		$this->assertSame( array(), $none['data']['list'] );
	}

	public function test_bad_arguments_are_400(): void {
		foreach ( array(
			array( 'search' => '' ),
			array( 'search' => '   ' ),
			array(),
			array( 'search' => str_repeat( '长', 51 ) ),
			array(
				'search'   => 'a',
				'per_page' => 11,
			),
			array(
				'search' => 'a',
				'page'   => 0,
			),
		) as $params ) {
			$body = $this->search( $params );
			$this->assertSame( 400, $body['code'], (string) wp_json_encode( $params ) );
		}
	}

	public function test_searches_are_limited_per_member(): void {
		$limit = static function ( int $limit, string $bucket ): int {
			return str_starts_with( $bucket, 'search-users:user:' ) ? 2 : $limit;
		};
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$first  = $this->rest( 'POST', self::ROUTE, array( 'search' => '张' ), $this->nonce );
		$second = $this->rest( 'POST', self::ROUTE, array( 'search' => '李' ), $this->nonce );
		$third  = $this->rest( 'POST', self::ROUTE, array( 'search' => '王' ), $this->nonce );
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 429, $third->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $third->get_data()['message'] );
	}

	public function test_a_visitor_is_refused(): void {
		$this->new_request_with_cookie( null );

		$response = $this->rest( 'POST', self::ROUTE, array( 'search' => $this->word ) );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 401, $response->get_data()['code'] );
	}

	public function test_a_page_size_that_skipped_validation_never_divides_by_zero(): void {
		self::factory()->member( array( 'display_name' => '李' . $this->word ) );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_param( 'search', $this->word );
		$request->set_param( 'per_page', 0 );

		$response = ( new SearchUsersController() )->search( $request );

		$this->assertInstanceOf( WP_REST_Response::class, $response );
		$this->assertSame( 1, $response->get_data()['data']['totalPages'] );
	}

	/**
	 * Core's user search over every user, as the suggestions asked before the name table: members
	 * whose display name contains the text, the reader left out, by name.
	 *
	 * @param string $search Text.
	 * @return array{0: list<int>, 1: int}
	 */
	private function scan( string $search ): array {
		$query = new \WP_User_Query(
			array(
				'role'           => \Mvc\Core\Member\Role::NAME,
				'exclude'        => array( $this->member ), // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- the reader, as the route leaves out.
				'search'         => '*' . $search . '*',
				'search_columns' => array( 'display_name' ),
				'orderby'        => array(
					'display_name' => 'ASC',
					'ID'           => 'ASC',
				),
				'number'         => 10,
				'count_total'    => true,
				'fields'         => 'ID',
			)
		);
		return array( array_map( 'intval', $query->get_results() ), (int) $query->get_total() );
	}

	public function test_the_name_table_answers_as_a_scan_of_every_member_would(): void {
		$w     = $this->word;
		$names = array( '张三' . $w, '李张伟' . $w, '张伟' . $w, 'zhang Wei' . $w, 'ZHANGSAN' . $w, '100%好' . $w, 'a_b' . $w, 'ab' . $w, '王' . $w . '张' );
		foreach ( $names as $name ) {
			self::factory()->member( array( 'display_name' => $name ) );
		}
		self::factory()->user( array( 'display_name' => '张编辑' . $w ) );
		$renamed = self::factory()->member( array( 'display_name' => '旧名' . $w ) );
		wp_update_user(
			array(
				'ID'           => $renamed,
				'display_name' => '张新名' . $w,
			)
		);
		$demoted = self::factory()->member( array( 'display_name' => '张降级' . $w ) );
		( new \WP_User( $demoted ) )->set_role( 'subscriber' );
		$deleted = self::factory()->member( array( 'display_name' => '张删除' . $w ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $deleted );

		foreach ( array( '张', '张伟', $w, 'zhang', 'ZHANG', 'g w', '%', '_', '0%好', '旧名', '张新', '张降级', '张删除', '本人', mb_substr( $w, 1 ) ) as $search ) {
			list( $ids, $total ) = $this->scan( $search );
			$found               = \Mvc\Core\Comments\Mentions::by_name( $this->member, $search, 1, 10 );
			$this->assertSame( $ids, wp_list_pluck( $found['list'], 'id' ), $search );
			$this->assertSame( $total, $found['total'], $search );
		}
		$this->assertSame( 0, $this->scan( '旧名' . $w )[1] );
		$this->assertSame( 1, $this->scan( '张新名' . $w )[1] );
	}

	public function test_the_name_search_reads_one_gram_of_the_name_table(): void {
		global $wpdb;
		self::factory()->member( array( 'display_name' => '张' . $this->word ) );
		$seen = array();
		$spy  = static function ( $query ) use ( &$seen ) {
			$seen[] = $query;
			return $query;
		};
		add_filter( 'query', $spy );
		$this->search( array( 'search' => '张' ) );
		remove_filter( 'query', $spy );

		$table = \Mvc\Core\Comments\CommentMentionNames::table();
		$reads = array_values( array_filter( $seen, static fn( $sql ) => str_contains( $sql, $table ) ) );
		$this->assertCount( 2, $reads, 'a page and its total' );
		foreach ( $reads as $sql ) {
			$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a statement the route ran.
			$this->assertSame( 'ref', $plan['type'], $sql );
			$this->assertSame( 'PRIMARY', $plan['key'], $sql );
			$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'], $sql );
		}
		foreach ( $seen as $sql ) {
			if ( ! str_contains( $sql, $table ) ) {
				$this->assertStringNotContainsString( "LIKE '%", $sql, 'no LIKE over every user: ' . $sql );
			}
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $sql );
		}
	}

	public function test_the_latest_commenters_are_found_past_many_comments_of_a_few(): void {
		global $wpdb;
		$post   = self::factory()->post();
		$oldest = self::factory()->member();
		$busy   = self::factory()->member();
		$other  = self::factory()->member();
		wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'user_id'          => $oldest,
				'comment_content'  => 'x',
				'comment_approved' => 1,
				'comment_date_gmt' => '2020-01-01 00:00:00',
			)
		);
		// 600 newer comments of two members: the third commenter is past several batches.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->comments} (comment_post_ID, comment_author, comment_date, comment_date_gmt, comment_content, comment_approved, comment_type, user_id) SELECT %d, 'x', FROM_UNIXTIME(1700000000 + seq), FROM_UNIXTIME(1700000000 + seq), 'x', '1', 'comment', IF(MOD(seq, 2), %d, %d) FROM seq_1_to_600", $post, $busy, $other ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from WordPress.

		$seen = array();
		$spy  = static function ( $query ) use ( &$seen ) {
			$seen[] = $query;
			return $query;
		};
		add_filter( 'query', $spy );
		$this->assertSame( array( $other, $busy, $oldest ), \Mvc\Core\Comments\Mentions::commenters( $post, $this->member, 3 ) );
		remove_filter( 'query', $spy );
		$this->assertGreaterThan( 1, count( $seen ), 'read in batches' );
		foreach ( $seen as $sql ) {
			// Newest first on the index, never every comment grouped and sorted.
			$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a statement the site ran.
			$this->assertSame( 'mvc_post_date', $plan['key'], $sql . ' ' . wp_json_encode( $plan ) );
			$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'], $sql );
			$this->assertStringNotContainsString( 'temporary', (string) $plan['Extra'], $sql );
		}
		$this->assertSame( array( $other, $busy ), \Mvc\Core\Comments\Mentions::commenters( $post, $this->member, 2 ) );
		$this->assertSame( array( $other, $oldest ), \Mvc\Core\Comments\Mentions::commenters( $post, $busy, 5 ) );
	}
}
