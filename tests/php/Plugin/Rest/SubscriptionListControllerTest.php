<?php
/**
 * The subscriptions tab's calls.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\RecommendedTags;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * The routes usersubscription (the member's tags in their order), subscription-order (exactly the member's
 * tags, else 400 and nothing changed), recommendedsubscription (tags the member does not follow,
 * ranked, with their newest public posts, in few queries) and tag-posts (a tag's preview page).
 */
final class SubscriptionListControllerTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		RecommendedTags::forget();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls a route as the member.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route after /api/member/.
	 * @param array<string, mixed> $params Body or query.
	 * @return array<string, mixed> The envelope.
	 */
	private function call( string $method, string $route, array $params = array() ): array {
		return (array) $this->rest( $method, '/api/member/' . $route, $params, $this->nonce )->get_data();
	}

	/**
	 * Tags followed by a member, in this order.
	 *
	 * @param int $user_id Member.
	 * @param int ...$tags Tag ids.
	 */
	private function follow( int $user_id, int ...$tags ): void {
		foreach ( $tags as $tag ) {
			$this->assertSame( 1, ( new TagSubscriptions() )->add( $user_id, $tag ) );
		}
	}

	public function test_the_member_gets_their_own_tags_in_their_order(): void {
		$tags    = array(
			self::factory()->term( 'post_tag', array( 'name' => 'R&D ' . wp_generate_password( 4, false ) ) ),
			self::factory()->term(),
			self::factory()->term(),
		);
		$deleted = self::factory()->term();
		$other   = self::factory()->member();
		$this->follow( $this->member, $tags[1], $deleted, $tags[0], $tags[2] );
		$this->follow( $other, self::factory()->term() );
		wp_delete_term( $deleted, 'post_tag' );

		$answer = $this->call( 'POST', 'usersubscription' );

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( 3, $answer['data']['total'] );
		$this->assertSame( array( $tags[1], $tags[0], $tags[2] ), array_column( $answer['data']['data'], 'term_id' ) );
		$first = get_term( $tags[1] );
		$this->assertInstanceOf( \WP_Term::class, $first );
		$this->assertSame(
			array(
				'term_id' => $tags[1],
				'name'    => $first->name,
				'slug'    => $first->slug,
			),
			$answer['data']['data'][0]
		);
		$this->assertStringStartsWith( 'R&D ', $answer['data']['data'][1]['name'] );
	}

	public function test_the_order_is_stored_for_the_member_alone(): void {
		$a     = self::factory()->term();
		$b     = self::factory()->term();
		$c     = self::factory()->term();
		$other = self::factory()->member();
		$this->follow( $this->member, $a, $b, $c );
		$this->follow( $other, $a, $b, $c );

		$answer = $this->call( 'PUT', 'subscription-order', array( 'ids' => array( $c, (string) $a, $b ) ) );

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( 3, $answer['data']['total'] );
		$this->assertSame( array( $c, $a, $b ), array_column( $answer['data']['data'], 'term_id' ) );
		$this->assertSame( array( $c, $a, $b ), array_column( $this->call( 'POST', 'usersubscription' )['data']['data'], 'term_id' ) );
		$this->assertSame( array( $a, $b, $c ), ( new TagSubscriptions() )->for_user( $other ) );

		// A tag followed after the order goes last.
		$d = self::factory()->term();
		$this->follow( $this->member, $d );
		$this->assertSame( array( $c, $a, $b, $d ), ( new TagSubscriptions() )->for_user( $this->member ) );
	}

	public function test_an_order_that_is_not_exactly_the_members_tags_is_refused_and_changes_nothing(): void {
		$a      = self::factory()->term();
		$b      = self::factory()->term();
		$theirs = self::factory()->term();
		$this->follow( $this->member, $a, $b );
		$this->follow( self::factory()->member(), $theirs );
		$cases = array(
			array( $b ),
			array( $b, $a, $theirs ),
			array( $b, $theirs ),
			array( $b, $b ),
			array( $b, $a, $a ),
			array(),
		);

		foreach ( $cases as $ids ) {
			$answer = $this->call( 'PUT', 'subscription-order', array( 'ids' => $ids ) );
			$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $ids ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
			$this->assertSame( 'ids', $answer['data']['field'] );
		}
		foreach ( array( array( 'ids' => 'abc' ), array( 'ids' => array( 'abc', $a ) ), array( 'ids' => array( 0, $a ) ), array( 'ids' => array( 'x' => $b ) ), array() ) as $params ) {
			$answer = $this->call( 'PUT', 'subscription-order', $params );
			$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $params ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
		}
		$this->assertSame( array( $a, $b ), ( new TagSubscriptions() )->for_user( $this->member ) );
	}

	public function test_an_empty_order_of_no_tags_is_taken(): void {
		$answer = $this->call( 'PUT', 'subscription-order', array( 'ids' => array() ) );

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame(
			array(
				'total' => 0,
				'data'  => array(),
			),
			$answer['data']
		);
	}

	public function test_visitors_and_calls_without_the_nonce_are_refused(): void {
		$a = self::factory()->term();
		$b = self::factory()->term();
		$this->follow( $this->member, $a, $b );

		$without = $this->rest( 'PUT', '/api/member/subscription-order', array( 'ids' => array( $b, $a ) ) );
		$this->new_request_with_cookie( null );
		foreach ( array( 'usersubscription', 'recommendedsubscription' ) as $route ) {
			$this->assertSame( 401, $this->rest( 'POST', '/api/member/' . $route )->get_status(), $route );
		}
		$visitor = $this->rest( 'PUT', '/api/member/subscription-order', array( 'ids' => array( $b, $a ) ) );
		$preview = $this->rest( 'GET', '/api/member/tag-posts', array( 'tag_id' => $a ) );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertSame( 401, $preview->get_status() );
		$this->assertSame( array( $a, $b ), ( new TagSubscriptions() )->for_user( $this->member ) );
	}

	/**
	 * A tag with some public articles, from the oldest.
	 *
	 * @param int $posts How many.
	 * @return array{0: int, 1: list<int>} The tag and its posts, oldest first.
	 */
	private function tag_with_posts( int $posts ): array {
		$tag = self::factory()->term();
		$ids = array();
		for ( $i = 0; $i < $posts; $i++ ) {
			$ids[] = self::factory()->post(
				array(
					'post_date'  => sprintf( '2025-01-%02d 10:00:00', $i + 1 ),
					'tags_input' => array( $tag ),
				)
			);
		}
		return array( $tag, $ids );
	}

	public function test_recommended_tags_are_the_most_followed_then_most_used_not_followed_with_their_newest_posts(): void {
		list( $followed )                = $this->tag_with_posts( 1 );
		list( $popular, $popular_posts ) = $this->tag_with_posts( 5 );
		list( $liked )                   = $this->tag_with_posts( 1 );
		list( $used, $used_posts )       = $this->tag_with_posts( 4 );
		list( $hidden )                  = $this->tag_with_posts( 1 );
		$empty                           = self::factory()->term();
		wp_update_post(
			array(
				'ID'            => $popular_posts[4],
				'post_password' => 'secret',
			)
		);
		wp_update_post(
			array(
				'ID'          => get_objects_in_term( $hidden, 'post_tag' )[0],
				'post_status' => 'draft',
			)
		);
		$fans = array( self::factory()->member(), self::factory()->member(), self::factory()->member(), self::factory()->member() );
		$this->follow( $this->member, $followed );
		foreach ( $fans as $fan ) {
			$this->follow( $fan, $followed );
		}
		$this->follow( $fans[0], $popular, $empty );
		$this->follow( $fans[1], $popular );
		$this->follow( $fans[2], $popular );
		$this->follow( $fans[3], $liked );

		$answer = $this->call( 'POST', 'recommendedsubscription' );

		$this->assertSame( 200, $answer['code'] );
		$ids = array_column( $answer['data'], 'term_id' );
		$this->assertSame( array( $popular, $liked, $used ), array_slice( $ids, 0, 3 ) );
		$this->assertNotContains( $followed, $ids );
		$this->assertNotContains( $hidden, $ids );
		$this->assertNotContains( $empty, $ids );
		$this->assertLessThanOrEqual( RecommendedTags::SHOWN, count( $ids ) );
		$first = $answer['data'][0];
		$term  = get_term( $popular );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$this->assertSame( array( 'term_id', 'name', 'slug', 'count', 'subscribe_number', 'posts' ), array_keys( $first ) );
		$this->assertSame( array( $term->name, $term->slug, 5, 3 ), array( $first['name'], $first['slug'], $first['count'], $first['subscribe_number'] ) );
		$this->assertSame( array( $popular_posts[3], $popular_posts[2], $popular_posts[1] ), array_column( $first['posts'], 'id' ) );
		$this->assertSame(
			array(
				array(
					'term_id' => $popular,
					'name'    => $term->name,
				),
			),
			$first['posts'][0]['tags']
		);
		$this->assertSame( array( 'id', 'link', 'cover', 'title', 'tags' ), array_keys( $first['posts'][0] ) );
		$this->assertSame( array( $used_posts[3], $used_posts[2], $used_posts[1] ), array_column( $answer['data'][2]['posts'], 'id' ) );
	}

	public function test_recommended_tags_follow_the_members_own_tags_and_counts_at_once_and_cost_few_queries(): void {
		global $wpdb;
		$tags = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$tags[] = $this->tag_with_posts( 3 )[0];
		}
		$fan = self::factory()->member();
		$this->follow( $fan, $tags[0] );

		wp_cache_flush();
		$before = $wpdb->num_queries;
		$built  = $this->call( 'POST', 'recommendedsubscription' );
		$build  = $wpdb->num_queries - $before;

		$this->follow( $this->member, $tags[0] );
		$this->follow( self::factory()->member(), $tags[1] );
		TagSubscriptions::forget_followers();
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$kept   = $this->call( 'POST', 'recommendedsubscription' );
		$reuse  = $wpdb->num_queries - $before;

		$this->assertSame( $tags[0], $built['data'][0]['term_id'] );
		$this->assertCount( RecommendedTags::SHOWN, $built['data'] );
		$this->assertNotContains( $tags[0], array_column( $kept['data'], 'term_id' ) );
		$by_id = array_column( $kept['data'], 'subscribe_number', 'term_id' );
		$this->assertSame( 1, $by_id[ $tags[1] ] ?? null );
		$this->assertLessThanOrEqual( 12, $build );
		$this->assertLessThanOrEqual( 4, $reuse );
	}

	public function test_a_tag_preview_is_a_page_of_its_public_articles(): void {
		list( $tag, $posts ) = $this->tag_with_posts( 6 );
		wp_update_post(
			array(
				'ID'          => $posts[5],
				'post_status' => 'draft',
			)
		);

		$default = $this->call( 'GET', 'tag-posts', array( 'tag_id' => $tag ) );
		$second  = $this->call(
			'GET',
			'tag-posts',
			array(
				'tag_id'   => (string) $tag,
				'page'     => '2',
				'per_page' => '3',
			)
		);
		$past    = $this->call(
			'GET',
			'tag-posts',
			array(
				'tag_id' => $tag,
				'page'   => 3,
			)
		);

		$this->assertSame( 200, $default['code'] );
		$this->assertSame( 5, $default['data']['total'] );
		$this->assertSame( array( $posts[4], $posts[3], $posts[2], $posts[1] ), array_column( $default['data']['list'], 'id' ) );
		$this->assertSame( array( 'id', 'name', 'slug' ), array_keys( $default['data']['list'][0]['tags'][0] ) );
		$this->assertSame( array( $posts[1], $posts[0] ), array_column( $second['data']['list'], 'id' ) );
		$this->assertSame(
			array(
				'total' => 5,
				'list'  => array(),
			),
			$past['data']
		);
	}

	public function test_an_unknown_tag_answers_404_and_bad_arguments_400_in_chinese(): void {
		$category = self::factory()->term( 'category' );
		$tag      = self::factory()->term();

		foreach ( array( 999999, $category ) as $id ) {
			$answer = $this->call( 'GET', 'tag-posts', array( 'tag_id' => $id ) );
			$this->assertSame( 404, $answer['code'] );
			$this->assertSame( '该标签不存在。', $answer['message'] );
		}
		$cases = array(
			array(),
			array( 'tag_id' => 'abc' ),
			array(
				'tag_id'   => $tag,
				'per_page' => 21,
			),
			array(
				'tag_id' => $tag,
				'page'   => 0,
			),
		);
		foreach ( $cases as $params ) {
			$answer = $this->call( 'GET', 'tag-posts', $params );
			$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $params ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
		}
	}

	public function test_a_tag_preview_of_twenty_costs_few_queries(): void {
		global $wpdb;
		list( $tag ) = $this->tag_with_posts( 20 );

		wp_cache_flush();
		$before  = $wpdb->num_queries;
		$answer  = $this->call(
			'GET',
			'tag-posts',
			array(
				'tag_id'   => $tag,
				'per_page' => 20,
			)
		);
		$queries = $wpdb->num_queries - $before;

		$this->assertCount( 20, $answer['data']['list'] );
		// The rate limit's hit is a one-statement transaction (Retry::once()): one statement more than
		// a bare UPDATE here (the savepoint inside the test's own transaction; START and COMMIT live).
		$this->assertLessThanOrEqual( 13, $queries );
	}
}
