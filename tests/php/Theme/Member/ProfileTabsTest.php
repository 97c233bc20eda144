<?php
/**
 * The profile tabs' island props and their server-drawn first view.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\RecommendedTags;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;
use Mvc\Theme\Member\ProfileTabs;
use WP_Error;

/**
 * A member's props carry the first page of their own likes and collection (10 a page, other
 * members' never), their tags in their order with the first tag's preview, and the recommended tags
 * only when they follow none; a visitor gets nothing. The template draws the same first view. A
 * list the database did not give is Retry::busy(), drawn as its notice, never as "no likes".
 */
final class ProfileTabsTest extends TestCase {

	private int $member;

	protected function set_up(): void {
		parent::set_up();
		RecommendedTags::forget();
		$this->member = self::factory()->member();
	}

	protected function tear_down(): void {
		unset( $_GET['likes'], $_GET['collection'], $_GET['tag'] );
		parent::tear_down();
	}

	/**
	 * Logs the member in for the page being drawn.
	 */
	private function log_in(): void {
		SessionCookie::login( $this->member, false );
	}

	/**
	 * The template part's HTML.
	 */
	private function draw(): string {
		ob_start();
		get_template_part( 'template-parts/profile/tabs' );
		return (string) ob_get_clean();
	}

	public function test_props_for_a_visitor_are_empty_and_nothing_is_drawn(): void {
		$this->assertSame( array(), ProfileTabs::view() );
		$this->assertSame( '', $this->draw() );
	}

	public function test_props_carry_the_first_page_of_the_members_own_likes_and_collection(): void {
		$likes  = new Likes();
		$others = self::factory()->member();
		$posts  = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$posts[] = self::factory()->post( array( 'post_title' => 'Liked ' . $i ) );
			$likes->add( $this->member, $posts[ $i ] );
		}
		$kept = self::factory()->post( array( 'post_title' => 'Kept' ) );
		( new Collections() )->add( $this->member, $kept );
		( new Collections() )->add( $others, self::factory()->post( array( 'post_title' => 'Not mine' ) ) );
		$this->log_in();

		$props = ProfileTabs::view();

		$this->assertSame( $this->member, $props['member'] );
		$this->assertSame( 12, $props['likes']['total'] );
		$this->assertSame( 2, $props['likes']['total_pages'] );
		$this->assertCount( 10, $props['likes']['data'] );
		$this->assertSame( 10, $props['perPage'] );
		$this->assertSame( 1, $props['collection']['total'] );
		$this->assertSame( array( 'Kept' ), array_column( $props['collection']['data'], 'title' ) );
		$this->assertSame( 10, $props['limit'] );
	}

	public function test_the_island_is_given_only_the_member_the_limit_and_the_links_not_the_lists_it_enhances(): void {
		( new Likes() )->add( $this->member, self::factory()->post( array( 'post_title' => 'Liked in the markup' ) ) );
		$this->log_in();

		$html = $this->draw();

		$this->assertSame( 1, preg_match( '#<script type="application/json" class="mvc-island__props">(.*?)</script>#s', $html, $match ) );
		$props = json_decode( $match[1], true );
		$this->assertSame( array( 'member', 'limit', 'links' ), array_keys( $props ) );
		$this->assertSame( $this->member, $props['member'] );
		$this->assertSame( array( 'search', 'tag' ), array_keys( $props['links'] ) );
		$this->assertStringNotContainsString( 'Liked in the markup', $match[1] );
		$this->assertStringContainsString( 'Liked in the markup', $html );
	}

	public function test_props_list_the_tags_in_the_members_order_with_the_first_tags_preview(): void {
		$first  = self::factory()->term( 'post_tag', array( 'name' => '能源' ) );
		$second = self::factory()->term( 'post_tag', array( 'name' => '传感' ) );
		for ( $i = 0; $i < 5; $i++ ) {
			self::factory()->post( array( 'tags_input' => array( $second ) ) );
		}
		$subscriptions = new TagSubscriptions();
		$subscriptions->add( $this->member, $first );
		$subscriptions->add( $this->member, $second );
		$this->assertTrue( $subscriptions->reorder( $this->member, array( $second, $first ) ) );
		$this->log_in();

		$props = ProfileTabs::view();

		$this->assertSame( array( $second, $first ), array_column( $props['subscriptions'], 'term_id' ) );
		$this->assertSame( array( $second ), array_keys( $props['previews'] ) );
		$this->assertStringStartsWith( '{"' . $second . '":', (string) wp_json_encode( $props['previews'] ) );
		$this->assertSame( 5, $props['previews'][ (string) $second ]['total'] );
		$this->assertCount( ProfileTabs::PREVIEW_SIZE, $props['previews'][ (string) $second ]['list'] );
		$this->assertSame( array(), $props['recommended'] );
	}

	public function test_props_recommend_tags_only_to_a_member_who_follows_none(): void {
		$tag = self::factory()->term( 'post_tag', array( 'name' => '有机化学' ) );
		self::factory()->post( array( 'tags_input' => array( $tag ) ) );
		$this->log_in();

		$props = ProfileTabs::view();

		$this->assertSame( array(), $props['subscriptions'] );
		$this->assertContains( $tag, array_column( $props['recommended'], 'term_id' ) );
	}

	public function test_the_template_draws_the_first_view_with_links_and_the_island(): void {
		$post = self::factory()->post( array( 'post_title' => '一篇点赞的文章' ) );
		( new Likes() )->add( $this->member, $post );
		$this->log_in();

		$html = $this->draw();

		$this->assertStringContainsString( 'data-island="profile-tabs"', $html );
		$this->assertStringContainsString( 'href="#tab3"', $html );
		$this->assertStringContainsString( 'id="tab2"', $html );
		$this->assertStringContainsString( '一篇点赞的文章', $html );
		$this->assertStringContainsString( (string) get_permalink( $post ), $html );
		// The empty collection says so, with the way to search.
		$this->assertStringContainsString( 'mvc-profile-empty', $html );
		$this->assertStringContainsString( home_url( user_trailingslashit( 'search' ) ), $html );
	}

	/**
	 * Likes the member gives: posts titled `Liked 0`.. (the newest first in the list).
	 *
	 * @param int $count How many.
	 */
	private function like_posts( int $count ): void {
		$likes = new Likes();
		for ( $i = 0; $i < $count; $i++ ) {
			$likes->add( $this->member, self::factory()->post( array( 'post_title' => 'Liked ' . $i ) ) );
		}
	}

	public function test_the_address_asks_for_a_page_of_each_list_and_the_pager_links_to_the_others(): void {
		$this->like_posts( 12 );
		$_GET['likes'] = '2';
		$this->log_in();

		$props = ProfileTabs::view();
		$html  = $this->draw();

		$this->assertSame( 2, $props['likes']['page'] );
		$this->assertCount( 2, $props['likes']['data'] );
		$this->assertSame( 1, $props['collection']['page'] );
		$this->assertStringContainsString( 'data-mvc-frame="profile-likes"', $html );
		$this->assertStringContainsString( 'data-mvc-frame="profile-collection"', $html );
		$this->assertStringContainsString( 'data-mvc-frame="profile-subscriptions"', $html );
		$this->assertMatchesRegularExpression( '/<span class="mvc-pager__item is-current" aria-current="page">2<\/span>/', $html );
		// Page 1 is the profile itself, as a link that keeps the likes' tab.
		$this->assertStringContainsString( 'href="' . esc_url( home_url( user_trailingslashit( 'profile' ) ) . '#tab1' ) . '"', $html );
		$this->assertStringContainsString( 'data-mvc-pager', $html );
		$this->assertStringContainsString( 'data-mvc-toggle="like"', $html );
		$this->assertStringContainsString( 'data-mvc-on="取消点赞" data-mvc-off="点赞"', $html );
		$this->assertStringContainsString( 'data-island-enhance="true"', $html );
	}

	public function test_a_page_past_the_end_is_the_last_one(): void {
		$this->like_posts( 12 );
		$_GET['likes'] = '9';
		$this->log_in();

		$props = ProfileTabs::view();

		$this->assertSame( 2, $props['likes']['page'] );
		$this->assertCount( 2, $props['likes']['data'] );
	}

	public function test_what_is_not_a_page_asks_for_the_first_view(): void {
		foreach ( array( '-3', 'abc', '2x', '', '9999999999999' ) as $value ) {
			$_GET['likes'] = $value;
			$_GET['tag']   = $value;
			$this->assertSame(
				array(
					'likes'      => 1,
					'collection' => 1,
					'tag'        => 0,
				),
				ProfileTabs::asked(),
				$value
			);
		}
		$_GET['collection'] = array( '2' );
		$this->assertSame( 1, ProfileTabs::asked()['collection'] );
		$_GET['collection'] = '3';
		$_GET['tag']        = '12';
		$this->assertSame(
			array(
				'likes'      => 1,
				'collection' => 3,
				'tag'        => 12,
			),
			ProfileTabs::asked()
		);
	}

	public function test_a_link_shows_one_view_and_keeps_the_others_asked_for(): void {
		$profile = home_url( user_trailingslashit( 'profile' ) );

		$this->assertSame( $profile . '#tab1', ProfileTabs::link( 'likes', 1 ) );
		$this->assertSame( add_query_arg( 'tag', 12, $profile ) . '#tab3', ProfileTabs::link( 'tag', 12 ) );

		$_GET['collection'] = '3';
		$_GET['tag']        = '12';
		$link               = ProfileTabs::link( 'likes', 2 );
		$this->assertStringEndsWith( '#tab1', $link );
		wp_parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertSame(
			array(
				'likes'      => '2',
				'collection' => '3',
				'tag'        => '12',
			),
			$query
		);
		wp_parse_str( (string) wp_parse_url( ProfileTabs::link( 'collection', 1 ), PHP_URL_QUERY ), $query );
		$this->assertSame( array( 'tag' => '12' ), $query, 'page 1 is no argument' );
	}

	public function test_the_address_asks_for_a_followed_tags_preview(): void {
		$first  = self::factory()->term( 'post_tag', array( 'name' => '能源' ) );
		$second = self::factory()->term( 'post_tag', array( 'name' => '传感' ) );
		self::factory()->post(
			array(
				'post_title' => '一篇传感的文章',
				'tags_input' => array( $second ),
			)
		);
		$subscriptions = new TagSubscriptions();
		$subscriptions->add( $this->member, $first );
		$subscriptions->add( $this->member, $second );
		$_GET['tag'] = (string) $second;
		$this->log_in();

		$props = ProfileTabs::view();
		$html  = $this->draw();

		$this->assertSame( array( $second ), array_keys( $props['previews'] ) );
		$this->assertSame( array( $first, $second ), array_column( $props['subscriptions'], 'term_id' ), 'the order stays the member\'s' );
		$this->assertMatchesRegularExpression( '/<li data-mvc-tag="' . $second . '" data-mvc-slug="[^"]+"><a class="mvc-tabs__tab is-current" href="[^"]*tag=' . $second . '[^"]*#tab3" aria-current="true">传感<\/a>/', $html );
		$this->assertStringContainsString( '一篇传感的文章', $html );
		$this->assertStringContainsString( 'data-mvc-action="manage"', $html );

		// A tag the member does not follow: the first one's preview.
		$_GET['tag'] = (string) self::factory()->term( 'post_tag', array( 'name' => '别人的' ) );
		$this->assertSame( array( $first ), array_keys( ProfileTabs::view()['previews'] ) );
	}

	public function test_a_recommended_tags_subscribe_button_names_its_tag_and_its_follower_count(): void {
		$tag = self::factory()->term( 'post_tag', array( 'name' => '有机化学' ) );
		self::factory()->post( array( 'tags_input' => array( $tag ) ) );
		$this->log_in();

		$html = $this->draw();

		$this->assertStringContainsString( 'data-mvc-subscribe="' . $tag . '" data-mvc-name="有机化学" data-mvc-link="' . esc_url( get_term_link( $tag, 'post_tag' ) ) . '"', $html );
		$this->assertStringContainsString( '<span data-mvc-followers="' . $tag . '">', $html );
	}

	public function test_tag_links_follow_the_sites_tag_permalinks(): void {
		$tag = self::factory()->term(
			'post_tag',
			array(
				'name' => 'Energy',
				'slug' => 'energy',
			)
		);

		$this->assertSame( get_term_link( $tag, 'post_tag' ), ProfileTabs::tag_link( 'energy' ) );
	}

	public function test_lists_the_database_did_not_give_are_the_busy_notice_not_empty_lists(): void {
		( new Likes() )->add( $this->member, self::factory()->post( array( 'post_title' => '一篇点赞的文章' ) ) );
		$this->log_in();
		$this->capture_error_log();
		$table = Tables::likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), 'SELECT COUNT(*) FROM ' . $table . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$props = ProfileTabs::view();
			$html  = $this->draw();
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertInstanceOf( WP_Error::class, $props );
		$this->assertSame( 503, $props->get_error_data()['status'] ?? null );
		$this->assertStringContainsString( 'role="alert"><p class="mvc-profile-empty__title">服务器繁忙，请重试。</p>', $html );
		$this->assertStringNotContainsString( 'data-island', $html );
		$this->assertStringNotContainsString( 'mvc-profile-empty__hint', $html, 'no empty state' );
		$this->assertStringNotContainsString( 'id="tab1"', $html );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		$this->assertStringContainsString( '一篇点赞的文章', $this->draw(), 'read again, the list is there' );
	}

	public function test_tags_the_database_did_not_give_are_the_busy_notice_not_no_subscriptions(): void {
		( new TagSubscriptions() )->add( $this->member, self::factory()->term( 'post_tag', array( 'name' => '能源' ) ) );
		$this->log_in();
		$table = Tables::tag_subscriptions();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), 'SELECT t.term_id, t.name, t.slug FROM ' . $table . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		$this->capture_error_log();
		add_filter( 'query', $fail );
		try {
			$html = $this->draw();
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertStringContainsString( '服务器繁忙，请重试。', $html );
		$this->assertStringNotContainsString( 'mvc-profile-recommended', $html, 'no recommendations for a member who follows a tag' );
		$this->assertStringNotContainsString( 'data-island', $html );
		$this->assertStringContainsString( '能源', $this->draw(), 'read again, the tag is there' );
	}
}
