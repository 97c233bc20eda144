<?php
/**
 * The URL scheme.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Routes;

/**
 * Articles at /{category}/{slug}, lists at /{category}, the application routes and /404.
 */
final class RoutesTest extends TestCase {

	private static int $category;

	private static int $post;

	public static function wpSetUpBeforeClass( \Mvc\Tests\Factory $factory ): void {
		self::$category = $factory->term(
			'category',
			array(
				'name' => '路由测试',
				'slug' => 'route-news',
			)
		);
		self::$post     = $factory->post(
			array(
				'post_name'     => 'route-article',
				'post_category' => array( self::$category ),
			)
		);
		delete_option( 'rewrite_rules' );
	}

	public function test_a_members_own_pages_are_not_indexed_and_other_pages_are(): void {
		foreach ( array(
			'/profile/'    => true,
			'/messages/'   => true,
			'/contact/'    => false,
			'/route-news/' => false,
		) as $path => $hidden ) {
			$this->go_to( $path );
			$robots = apply_filters( 'wp_robots', array( 'max-image-preview' => 'large' ) );
			$this->assertSame( $hidden, ! empty( $robots['noindex'] ), $path );
		}
	}

	public function test_article_permalink_is_category_then_slug(): void {
		$this->assertSame( home_url( '/route-news/route-article/' ), get_permalink( self::$post ) );
	}

	public function test_category_link_has_no_category_base(): void {
		$this->assertSame( home_url( '/route-news/' ), get_category_link( self::$category ) );
	}

	public function test_category_path_is_its_list(): void {
		$this->go_to( '/route-news/' );

		$this->assertTrue( is_category( self::$category ) );
		$this->assertFalse( is_404() );
	}

	public function test_category_paging_is_its_list(): void {
		update_option( 'posts_per_page', 1 );
		self::factory()->post( array( 'post_category' => array( self::$category ) ) );

		$this->go_to( '/route-news/page/2/' );

		$this->assertTrue( is_category( self::$category ) );
		$this->assertSame( 2, (int) get_query_var( 'paged' ) );
	}

	public function test_article_path_is_the_article(): void {
		$this->go_to( '/route-news/route-article/' );

		$this->assertTrue( is_single( self::$post ) );
	}

	public function test_search_route_carries_the_keyword(): void {
		$this->go_to( '/search?s=' . rawurlencode( ' 钙钛矿 ' ) . '&category=128' );

		$this->assertSame( 'search', Routes::current() );
		$this->assertTrue( is_search() );
		$this->assertSame( '钙钛矿', get_search_query( false ) );
	}

	public function test_search_route_without_keyword_is_not_the_home_page(): void {
		$this->go_to( '/search' );

		$this->assertSame( 'search', Routes::current() );
		$this->assertFalse( is_home() );
		$this->assertFalse( is_404() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_application_routes(): array {
		return array(
			'courses'  => array( 'courses' ),
			'podcast'  => array( 'podcast' ),
			'contact'  => array( 'contact' ),
			'profile'  => array( 'profile' ),
			'messages' => array( 'messages' ),
		);
	}

	/**
	 * @dataProvider data_application_routes
	 */
	public function test_application_route_has_its_template( string $route ): void {
		$this->go_to( '/' . $route . '/' );

		$this->assertSame( $route, Routes::current() );
		$this->assertFalse( is_404() );
		$this->assertStringEndsWith( 'templates/route-' . $route . '.php', ( new Routes() )->template( 'index.php' ) );
	}

	public function test_404_route_is_not_found(): void {
		$this->go_to( '/404' );

		$this->assertTrue( is_404() );
	}

	public function test_unknown_article_is_not_found(): void {
		$this->go_to( '/route-news/no-such-article/' );

		$this->assertTrue( is_404() );
	}

	public function test_journal_routes(): void {
		$journal = self::factory()->post(
			array(
				'post_type' => 'journal',
				'post_name' => 'route-journal',
			)
		);

		$this->assertSame( home_url( '/journals/route-journal/' ), get_permalink( $journal ) );
		$this->go_to( '/journals/' );
		$this->assertTrue( is_post_type_archive( 'journal' ) );
		$this->go_to( '/journals/route-journal/' );
		$this->assertTrue( is_singular( 'journal' ) );
	}

	public function test_guest_editor_page_lives_under_call_for_papers(): void {
		$page = self::factory()->post(
			array(
				'post_type' => 'page',
				'post_name' => 'become-a-guest-editor',
			)
		);

		$this->assertSame( home_url( '/call-for-papers/become-a-guest-editor/' ), get_permalink( $page ) );
		$this->go_to( '/call-for-papers/become-a-guest-editor/' );
		$this->assertTrue( is_page( $page ) );
	}
}
