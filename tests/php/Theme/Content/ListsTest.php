<?php
/**
 * The list pages' queries.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\ListTabs;
use Mvc\Theme\Content\Lists;

/**
 * Page sizes per list, the research-news and call-for-papers tabs, the industry tab groups and the
 * search's category filter, with the ids from the settings.
 */
final class ListsTest extends TestCase {

	/**
	 * Category ids by role.
	 *
	 * @var array<string, int>
	 */
	private array $categories = array();

	/**
	 * Tag ids by slug.
	 *
	 * @var array<string, int>
	 */
	private array $tags = array();

	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'research-news', 'industry-news', 'call-for-papers' ) as $slug ) {
			$this->categories[ $slug ] = self::factory()->term(
				'category',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		foreach ( array( 'energy', 'sensing', 'events', 'careers', 'stories' ) as $slug ) {
			$this->tags[ $slug ] = self::factory()->term(
				'post_tag',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		update_option(
			Settings::OPTION,
			array(
				'category_research_news'   => $this->categories['research-news'],
				'category_industry_news'   => $this->categories['industry-news'],
				'category_call_for_papers' => $this->categories['call-for-papers'],
				'research_news_tags'       => array( $this->tags['sensing'], 999999, $this->tags['energy'] ),
				'industry_news_tabs'       => array( array( $this->tags['events'] ), array( $this->tags['careers'] ), array( $this->tags['stories'] ) ),
			)
		);
		delete_option( 'rewrite_rules' );
	}

	/**
	 * @return array<string, array{string, int}>
	 */
	public static function sizes(): array {
		return array(
			'research news'   => array( '/research-news/', 20 ),
			'industry news'   => array( '/industry-news/', 6 ),
			'call for papers' => array( '/call-for-papers/', 6 ),
			'tag page'        => array( '/tag/energy/', 10 ),
			'search'          => array( '/search?s=x', 10 ),
		);
	}

	/**
	 * @dataProvider sizes
	 *
	 * @param string $url  Page.
	 * @param int    $size Page size.
	 */
	public function test_page_sizes( string $url, int $size ): void {
		$this->go_to( $url );

		$this->assertSame( $size, (int) $GLOBALS['wp_query']->get( 'posts_per_page' ) );
	}

	public function test_kind_names_the_three_lists_by_their_category_setting(): void {
		$this->assertSame( Lists::RESEARCH_NEWS, Lists::kind( $this->categories['research-news'] ) );
		$this->assertSame( Lists::INDUSTRY_NEWS, Lists::kind( get_term( $this->categories['industry-news'], 'category' ) ) );
		$this->assertSame( Lists::CALL_FOR_PAPERS, Lists::kind( $this->categories['call-for-papers'] ) );
	}

	public function test_kind_is_null_for_any_other_term(): void {
		$other = self::factory()->term( 'category', array( 'slug' => 'other' ) );

		$this->assertNull( Lists::kind( $other ) );
		$this->assertNull( Lists::kind( 0 ) );
		$this->assertNull( Lists::kind( get_term( $this->tags['energy'], 'post_tag' ) ) );
	}

	public function test_kind_follows_the_settings_when_they_change(): void {
		$other = self::factory()->term( 'category', array( 'slug' => 'other' ) );
		update_option( Settings::OPTION, array( 'category_research_news' => $other ) );

		$this->assertSame( Lists::RESEARCH_NEWS, Lists::kind( $other ) );
		$this->assertNull( Lists::kind( $this->categories['research-news'] ) );
	}

	public function test_each_list_renders_its_own_layout(): void {
		$layouts = array(
			'/research-news/'   => 'mvc-research-news',
			'/industry-news/'   => 'mvc-industry-news',
			'/call-for-papers/' => 'mvc-call-for-papers',
		);
		foreach ( $layouts as $url => $class ) {
			$this->go_to( $url );
			ob_start();
			require get_template_directory() . '/category.php';
			$html = (string) ob_get_clean();

			$this->assertMatchesRegularExpression( '/<div class="[^"]*\\b' . $class . '\\b/', $html, $url );
		}
	}

	public function test_research_tabs_follow_the_settings_order_and_skip_missing_tags(): void {
		$slugs = array_map( static fn( \WP_Term $term ): string => $term->slug, ListTabs::research_tags() );

		$this->assertSame( array( 'sensing', 'energy' ), $slugs );
	}

	public function test_research_tabs_are_at_most_nine(): void {
		$ids = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$ids[] = self::factory()->term( 'post_tag' );
		}
		update_option( Settings::OPTION, array( 'research_news_tags' => $ids ) );

		$this->assertCount( Lists::RESEARCH_TABS, ListTabs::research_tags() );
	}

	public function test_research_news_filters_by_the_selected_tag(): void {
		$tagged = self::factory()->post(
			array(
				'post_category' => array( $this->categories['research-news'] ),
				'tags_input'    => array( 'energy' ),
			)
		);
		self::factory()->post( array( 'post_category' => array( $this->categories['research-news'] ) ) );

		$this->go_to( '/research-news/?tag=energy' );

		$this->assertSame( array( $tagged ), wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' ) );
		$this->assertSame( 'energy', ListTabs::selected_tag( ListTabs::research_tags() )?->slug );
	}

	public function test_call_for_papers_tabs_are_the_tags_ending_in_zhenggao(): void {
		$cfp   = self::factory()->term( 'post_tag', array( 'name' => '能源材料特刊征稿' ) );
		$other = self::factory()->term( 'post_tag', array( 'name' => '征稿指南' ) );
		self::factory()->post( array( 'tags_input' => array( $cfp, $other ) ) );

		$names = array_map( static fn( \WP_Term $term ): string => $term->name, ListTabs::call_for_papers_tags() );

		$this->assertSame( array( '能源材料特刊征稿' ), $names );
	}

	public function test_industry_tab_selects_its_tag_group(): void {
		$this->go_to( '/industry-news/?tab=2' );
		$this->assertSame( array( $this->tags['careers'] ), $GLOBALS['wp_query']->get( 'tag__in' ) );

		$this->go_to( '/industry-news/' );
		$this->assertSame( array( $this->tags['events'] ), $GLOBALS['wp_query']->get( 'tag__in' ) );

		$this->go_to( '/industry-news/?tab=9' );
		$this->assertSame( array( $this->tags['events'] ), $GLOBALS['wp_query']->get( 'tag__in' ) );
	}

	public function test_industry_query_is_a_tabs_first_page_of_six_counted_for_the_pager(): void {
		$ids = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$ids[] = self::factory()->post(
				array(
					'post_category' => array( $this->categories['industry-news'] ),
					'tags_input'    => array( $this->tags['events'] ),
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 10 - $i ) ),
				)
			);
		}
		self::factory()->post(
			array(
				'post_category' => array( $this->categories['industry-news'] ),
				'tags_input'    => array( $this->tags['careers'] ),
			)
		);

		$query = ListTabs::industry_query( array( $this->tags['events'] ) );

		$this->assertSame( array_slice( array_reverse( $ids ), 0, 6 ), wp_list_pluck( $query->posts, 'ID' ) );
		$this->assertSame( 8, (int) $query->found_posts );
	}

	public function test_industry_query_for_a_home_section_takes_its_number_uncounted(): void {
		$ids = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$ids[] = self::factory()->post(
				array(
					'post_category' => array( $this->categories['industry-news'] ),
					'tags_input'    => array( $this->tags['stories'] ),
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 20 - $i ) ),
				)
			);
		}
		self::factory()->post( array( 'tags_input' => array( $this->tags['stories'] ) ) );

		$query = ListTabs::industry_query( array( $this->tags['stories'] ), Lists::HOME_EVENTS );

		$this->assertSame( array_slice( array_reverse( $ids ), 0, Lists::HOME_EVENTS ), wp_list_pluck( $query->posts, 'ID' ) );
		$this->assertTrue( $query->get( 'no_found_rows' ) );
	}

	public function test_industry_tabs_are_labelled_by_their_first_tag(): void {
		$tabs = ListTabs::industry_tabs();

		$this->assertSame( array( 1, 2, 3 ), array_column( $tabs, 'number' ) );
		$this->assertSame( array( 'events', 'careers', 'stories' ), array_column( $tabs, 'label' ) );
		$this->assertStringEndsWith( '/industry-news/page/2/?tab=3#tab3', ListTabs::industry_link( 3, 2 ) );
		$this->assertStringEndsWith( '/industry-news/?tab=1#tab1', ListTabs::industry_link( 1 ) );
	}

	public function test_search_narrows_to_one_of_the_three_categories_only(): void {
		$this->go_to( '/search?s=x&category=' . $this->categories['industry-news'] );
		$this->assertSame( $this->categories['industry-news'], (int) $GLOBALS['wp_query']->get( 'cat' ) );

		$other = self::factory()->term( 'category' );
		foreach ( array( (string) $other, 'abc', '-1', '' ) as $value ) {
			$this->go_to( '/search?s=x&category=' . rawurlencode( $value ) );
			$this->assertSame( '', (string) $GLOBALS['wp_query']->get( 'cat' ), $value );
		}
	}

	public function test_search_finds_chinese_in_titles_and_bodies(): void {
		$title = self::factory()->post( array( 'post_title' => '钙钛矿太阳能电池新进展' ) );
		$body  = self::factory()->post(
			array(
				'post_title'   => 'Other',
				'post_content' => '一种新型钙钛矿材料',
			)
		);
		self::factory()->post( array( 'post_title' => '高熵合金' ) );

		$this->go_to( '/search?s=' . rawurlencode( '钙钛矿' ) );

		$found = wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' );
		sort( $found );
		$this->assertSame( array( $title, $body ), $found );
	}

	public function test_podcast_pages_are_routes_not_404(): void {
		$this->go_to( '/podcast/page/2/' );

		$this->assertFalse( is_404() );
		$this->assertSame( 2, (int) get_query_var( 'paged' ) );
		$this->assertSame( 'podcast', get_query_var( 'mvc_route' ) );
	}

	public function test_addresses_that_name_no_page_are_404(): void {
		self::factory()->post(
			array(
				'post_category' => array( $this->categories['research-news'] ),
				'tags_input'    => array( 'energy', 'sensing', 'events' ),
			)
		);
		foreach ( array( '/tag/energy+sensing/', '/tag/energy,sensing/', '/research-news/?tag=events', '/research-news/?tag=energy,sensing', '/call-for-papers/?tag=energy' ) as $url ) {
			$this->go_to( $url );
			Lists::names_nothing( $GLOBALS['wp_query'] ) && $GLOBALS['wp_query']->set_404();
			$this->assertTrue( is_404(), $url );
		}
		foreach ( array( '/tag/energy/', '/research-news/?tag=energy', '/research-news/' ) as $url ) {
			$this->go_to( $url );
			$this->assertFalse( Lists::names_nothing( $GLOBALS['wp_query'] ), $url );
		}
	}

	public function test_a_paged_home_is_not_found(): void {
		self::factory()->post();
		update_option( 'posts_per_page', 1 );
		self::factory()->post();

		$this->go_to( '/page/2/' );
		$this->assertTrue( is_404() );
	}

	public function test_a_blank_keyword_is_no_search(): void {
		$this->go_to( '/search?s=%20%20' );

		$this->assertSame( '', get_search_query( false ) );
	}

	public function test_search_links_encode_the_keyword_once(): void {
		$this->assertSame( home_url( '/search?s=%E8%83%BD%E6%BA%90%20a' ), get_search_link( '能源 a' ) );
	}

	public function test_search_pages_have_real_urls(): void {
		for ( $i = 0; $i < 12; $i++ ) {
			self::factory()->post( array( 'post_title' => "钙钛矿 {$i}" ) );
		}

		$this->go_to( '/search/page/2/?s=' . rawurlencode( '钙钛矿' ) );

		$this->assertFalse( is_404() );
		$this->assertSame( 2, (int) get_query_var( 'paged' ) );
		$this->assertCount( 2, $GLOBALS['wp_query']->posts );
	}
}
