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
		$this->assertSame( array(), ProfileTabs::props() );
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

		$props = ProfileTabs::props();

		$this->assertSame( $this->member, $props['member'] );
		$this->assertSame( 12, $props['likes']['total'] );
		$this->assertSame( 2, $props['likes']['total_pages'] );
		$this->assertCount( 10, $props['likes']['data'] );
		$this->assertSame( 10, $props['perPage'] );
		$this->assertSame( 1, $props['collection']['total'] );
		$this->assertSame( array( 'Kept' ), array_column( $props['collection']['data'], 'title' ) );
		$this->assertSame( 10, $props['limit'] );
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

		$props = ProfileTabs::props();

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

		$props = ProfileTabs::props();

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
			$props = ProfileTabs::props();
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
