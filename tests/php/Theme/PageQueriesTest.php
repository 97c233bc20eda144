<?php
/**
 * The queries of the page families and the shape of the list queries.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Settings;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use WP_Query;

/**
 * Every page family answers a visitor in at most 25 queries (issue 26), and the lists page without
 * SQL_CALC_FOUND_ROWS, GROUP BY or a join of term_relationships: core's list query made the database
 * read and sort the whole category on every page. Their totals (the pager, 'N篇相关文章') and the
 * 404 past the last page are those core's count gave.
 */
final class PageQueriesTest extends TestCase {

	/**
	 * Category ids by slug.
	 *
	 * @var array<string, int>
	 */
	private static array $categories = array();

	/**
	 * Tag ids by slug.
	 *
	 * @var array<string, int>
	 */
	private static array $tags = array();

	/**
	 * The newest research article.
	 */
	private static int $article = 0;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		foreach ( array( 'research-news', 'industry-news', 'call-for-papers' ) as $slug ) {
			self::$categories[ $slug ] = $factory->term(
				'category',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		foreach ( array( 'energy', 'sensing', 'events', 'careers', 'stories', 'insights' ) as $slug ) {
			self::$tags[ $slug ] = $factory->term(
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
				'category_research_news'   => self::$categories['research-news'],
				'category_industry_news'   => self::$categories['industry-news'],
				'category_call_for_papers' => self::$categories['call-for-papers'],
				'research_news_tags'       => array( self::$tags['energy'], self::$tags['sensing'] ),
				'industry_news_tabs'       => array( array( self::$tags['events'] ), array( self::$tags['careers'], self::$tags['insights'] ), array( self::$tags['stories'] ) ),
			)
		);
		$image = static function ( int $i ) use ( $factory ): int {
			$id = $factory->post(
				array(
					'post_type'      => 'attachment',
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				)
			);
			update_post_meta( $id, '_wp_attached_file', "2026/11/cover-{$i}.jpg" );
			update_post_meta(
				$id,
				'_wp_attachment_metadata',
				array(
					'width'  => 1200,
					'height' => 750,
					'file'   => "2026/11/cover-{$i}.jpg",
					'sizes'  => array(),
				)
			);
			return $id;
		};
		$day   = strtotime( '2026-10-01 08:00:00' );
		// 45 research articles (3 pages of 20), every third with the tag energy, each with a cover.
		for ( $i = 1; $i <= 45; $i++ ) {
			$id = $factory->post(
				array(
					'post_title'    => "research {$i}",
					'post_date'     => gmdate( 'Y-m-d H:i:s', $day + $i * HOUR_IN_SECONDS ),
					'post_category' => array( self::$categories['research-news'] ),
					'tags_input'    => 0 === $i % 3 ? array( self::$tags['energy'], self::$tags['sensing'] ) : array( self::$tags['sensing'] ),
				)
			);
			set_post_thumbnail( $id, $image( $i ) );
			self::$article = $id;
		}
		// Industry news: 8 events, 7 careers or insights (two with both), 3 stories.
		$industry = array(
			array( 8, array( self::$tags['events'] ) ),
			array( 5, array( self::$tags['careers'] ) ),
			array( 2, array( self::$tags['careers'], self::$tags['insights'] ) ),
			array( 3, array( self::$tags['stories'] ) ),
		);
		$n        = 100;
		foreach ( $industry as list( $count, $tags ) ) {
			for ( $i = 0; $i < $count; $i++ ) {
				$id = $factory->post(
					array(
						'post_date'     => gmdate( 'Y-m-d H:i:s', $day + ( ++$n ) * HOUR_IN_SECONDS ),
						'post_category' => array( self::$categories['industry-news'] ),
						'tags_input'    => $tags,
					)
				);
				set_post_thumbnail( $id, $image( $n ) );
			}
		}
		// Not listed: a draft and a private article of the category.
		$factory->post(
			array(
				'post_status'   => 'draft',
				'post_category' => array( self::$categories['research-news'] ),
			)
		);
		$factory->post(
			array(
				'post_status'   => 'private',
				'post_category' => array( self::$categories['research-news'] ),
			)
		);
	}

	protected function set_up(): void {
		parent::set_up();
		if ( ! ContentVersion::watching() ) {
			( new ContentVersion() )->register();
		}
		delete_option( 'rewrite_rules' );
	}

	/**
	 * A page as a visitor's new request draws it: the main query, the header, the template, the
	 * footer.
	 *
	 * @param string $url      Address.
	 * @param string $template Template file of the theme.
	 * @return array{html: string, queries: int, sql: array<int, string>}
	 */
	private function page( string $url, string $template ): array {
		global $wpdb;
		wp_cache_flush();
		Islands::reset();
		$sql    = array();
		$record = static function ( $query ) use ( &$sql ) {
			$sql[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $record );
		$before = $wpdb->num_queries;
		$this->go_to( $url );
		ob_start();
		load_template( get_template_directory() . '/header.php', false );
		require get_template_directory() . '/' . $template;
		load_template( get_template_directory() . '/footer.php', false );
		$html = (string) ob_get_clean();
		remove_filter( 'query', $record );
		return array(
			'html'    => $html,
			'queries' => $wpdb->num_queries - $before,
			'sql'     => $sql,
		);
	}

	/**
	 * The page families: address and template.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function families(): array {
		return array(
			'research news'           => array( '/research-news/', 'category.php' ),
			'research news, page 3'   => array( '/research-news/page/3/', 'category.php' ),
			'research news, a tag'    => array( '/research-news/?tag=energy', 'category.php' ),
			'industry news, tab 2'    => array( '/industry-news/?tab=2', 'category.php' ),
			'industry news, page 2'   => array( '/industry-news/page/2/?tab=1', 'category.php' ),
			'call for papers'         => array( '/call-for-papers/', 'category.php' ),
			'tag page'                => array( '/tag/sensing/', 'tag.php' ),
			'tag page, page 2'        => array( '/tag/sensing/page/2/', 'tag.php' ),
			'journals'                => array( '/journals/', 'archive-journal.php' ),
			'article (research news)' => array( '', 'single.php' ),
		);
	}

	/**
	 * @dataProvider families
	 *
	 * @param string $url      Address ('' for the newest article).
	 * @param string $template Template.
	 */
	public function test_each_page_family_costs_at_most_25_queries( string $url, string $template ): void {
		$url = '' === $url ? (string) wp_parse_url( (string) get_permalink( self::$article ), PHP_URL_PATH ) : $url;
		// The first request draws the kept fragments (industry tabs, most read); the second is the
		// steady state every later visitor gets.
		$this->page( $url, $template );
		$page = $this->page( $url, $template );

		$this->assertFalse( is_404(), $url );
		$this->assertLessThanOrEqual( 25, $page['queries'], $url . ":\n" . implode( "\n", $page['sql'] ) );
	}

	/**
	 * @dataProvider families
	 *
	 * @param string $url      Address.
	 * @param string $template Template.
	 */
	public function test_no_query_of_a_page_counts_its_rows_the_slow_way( string $url, string $template ): void {
		$url  = '' === $url ? (string) wp_parse_url( (string) get_permalink( self::$article ), PHP_URL_PATH ) : $url;
		$page = $this->page( $url, $template );

		foreach ( $page['sql'] as $sql ) {
			$this->assertStringNotContainsStringIgnoringCase( 'SQL_CALC_FOUND_ROWS', $sql, $url );
			$this->assertStringNotContainsStringIgnoringCase( 'FOUND_ROWS()', $sql, $url );
		}
	}

	/**
	 * @return array<string, array{string, int, int, int}>
	 */
	public static function totals(): array {
		return array(
			'research news'        => array( '/research-news/', 45, 3, 20 ),
			'research news page 3' => array( '/research-news/page/3/', 45, 3, 5 ),
			'research news, a tag' => array( '/research-news/?tag=energy', 15, 1, 15 ),
			'industry tab 1'       => array( '/industry-news/?tab=1', 8, 2, 6 ),
			'industry tab 2'       => array( '/industry-news/?tab=2', 7, 2, 6 ),
			'industry tab 2, p. 2' => array( '/industry-news/page/2/?tab=2', 7, 2, 1 ),
			'tag page'             => array( '/tag/sensing/', 45, 5, 10 ),
			'tag page, page 5'     => array( '/tag/sensing/page/5/', 45, 5, 5 ),
		);
	}

	/**
	 * @dataProvider totals
	 *
	 * @param string $url   Address.
	 * @param int    $total Posts of the list.
	 * @param int    $pages Pages of the list.
	 * @param int    $shown Posts on this page.
	 */
	public function test_list_totals_are_core_s( string $url, int $total, int $pages, int $shown ): void {
		$this->go_to( $url );
		$query = $GLOBALS['wp_query'];

		$this->assertSame( $total, (int) $query->found_posts, $url );
		$this->assertSame( $pages, (int) $query->max_num_pages, $url );
		$this->assertSame( $shown, $query->post_count, $url );
		// Core's own count of the same list (SQL_CALC_FOUND_ROWS) agrees.
		$core = new WP_Query(
			array_merge(
				$query->query_vars,
				array(
					'mvc_counted'   => false,
					'no_found_rows' => false,
				)
			)
		);
		$this->assertSame( (int) $core->found_posts, (int) $query->found_posts, $url );
		$this->assertSame( wp_list_pluck( $core->posts, 'ID' ), wp_list_pluck( $query->posts, 'ID' ), $url );
	}

	public function test_a_counted_list_of_another_shape_keeps_core_s_sql_and_total(): void {
		$args = array(
			'posts_per_page' => 10,
			'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the shape under test.
				'relation' => 'OR',
				array(
					'taxonomy' => 'post_tag',
					'terms'    => array( self::$tags['energy'] ),
				),
				array(
					'taxonomy' => 'post_tag',
					'terms'    => array( self::$tags['events'] ),
				),
			),
		);
		$list = new WP_Query(
			array_merge(
				$args,
				array(
					'mvc_counted'   => true,
					'no_found_rows' => true,
				)
			)
		);
		$core = new WP_Query( $args );

		$this->assertSame( 23, (int) $core->found_posts );
		$this->assertSame( (int) $core->found_posts, (int) $list->found_posts );
		$this->assertSame( 3, (int) $list->max_num_pages );
		$this->assertStringNotContainsStringIgnoringCase( 'SQL_CALC_FOUND_ROWS', $list->request );
	}

	public function test_a_page_in_the_second_half_is_read_from_the_oldest_end(): void {
		global $wpdb;
		$this->go_to( '/research-news/page/3/' );
		$query = $GLOBALS['wp_query'];

		$this->assertStringContainsString( "ORDER BY {$wpdb->posts}.post_date ASC, {$wpdb->posts}.ID ASC", $query->request );
		$this->assertMatchesRegularExpression( '/LIMIT 0, 5\s*$/', $query->request );
		$this->assertSame( array( 'research 5', 'research 4', 'research 3', 'research 2', 'research 1' ), wp_list_pluck( $query->posts, 'post_title' ) );

		$this->go_to( '/research-news/page/2/' );
		$this->assertStringContainsString( "ORDER BY {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC", $GLOBALS['wp_query']->request );
		$this->assertSame( 'research 25', $GLOBALS['wp_query']->posts[0]->post_title );
	}

	public function test_the_pager_shows_the_lists_pages(): void {
		$page = $this->page( '/research-news/page/2/', 'category.php' );

		$this->assertStringContainsString( 'mvc-pager__item--1', $page['html'] );
		$this->assertMatchesRegularExpression( '/aria-current="page">2</', $page['html'] );
		$this->assertStringContainsString( 'mvc-pager__item--3', $page['html'] );
		$this->assertStringNotContainsString( 'mvc-pager__item--4', $page['html'] );
	}

	public function test_the_tag_page_says_how_many_articles_it_has(): void {
		$page = $this->page( '/tag/sensing/', 'tag.php' );

		$this->assertMatchesRegularExpression( '/class="mvc-tag-page__count">45[^<]*</', $page['html'] );
	}

	public function test_a_page_past_the_last_is_not_found(): void {
		foreach ( array( '/research-news/page/4/', '/tag/sensing/page/6/', '/industry-news/page/3/?tab=1' ) as $url ) {
			$this->go_to( $url );

			$this->assertTrue( is_404(), $url );
		}
	}

	public function test_an_editor_s_list_counts_the_private_article_too(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$this->go_to( '/research-news/' );
		$query = $GLOBALS['wp_query'];
		$core  = new WP_Query(
			array_merge(
				$query->query_vars,
				array(
					'mvc_counted'   => false,
					'no_found_rows' => false,
				)
			)
		);

		$this->assertSame( 46, (int) $query->found_posts );
		$this->assertSame( (int) $core->found_posts, (int) $query->found_posts );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function lists(): array {
		return array(
			'research news'        => array( '/research-news/' ),
			'research news page 3' => array( '/research-news/page/3/' ),
			'research news, a tag' => array( '/research-news/?tag=energy' ),
			'industry tab 2'       => array( '/industry-news/?tab=2' ),
			'tag page'             => array( '/tag/sensing/' ),
		);
	}

	/**
	 * The list query: no found rows, no GROUP BY, no join (each term an EXISTS on the primary key of
	 * term_relationships); in EXPLAIN wp_posts and term_relationships read by an index, never a full
	 * scan of the table. (A tag's list may sort the tag's own rows: that costs the tag, not the site.)
	 *
	 * @dataProvider lists
	 *
	 * @param string $url Address.
	 */
	public function test_a_list_query_reads_an_index_and_no_temporary_table( string $url ): void {
		global $wpdb;
		$this->go_to( $url );
		$sql = (string) $GLOBALS['wp_query']->request;

		$this->assertStringNotContainsStringIgnoringCase( 'SQL_CALC_FOUND_ROWS', $sql );
		$this->assertStringNotContainsStringIgnoringCase( 'GROUP BY', $sql );
		$this->assertStringNotContainsStringIgnoringCase( 'JOIN', $sql );
		$this->assertStringContainsString( "EXISTS (SELECT 1 FROM {$wpdb->term_relationships}", $sql );

		$plan = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WordPress's own query.
		$this->assertNotEmpty( $plan );
		foreach ( $plan as $row ) {
			if ( $wpdb->posts === $row['table'] ) {
				$this->assertNotSame( 'ALL', $row['type'], $url . ': ' . wp_json_encode( $plan ) );
			}
			if ( $wpdb->term_relationships === $row['table'] || 'mvc_tr' === $row['table'] ) {
				$this->assertNotSame( 'ALL', $row['type'], $url . ': ' . wp_json_encode( $plan ) );
			}
		}
	}

	/**
	 * A category's first page walks wp_posts' date index (type_status_date) and checks each post's
	 * category by term_relationships' primary key: no filesort, so the page costs its own rows, not
	 * the category's.
	 */
	public function test_a_category_page_walks_the_date_index_without_a_sort(): void {
		global $wpdb;
		$this->go_to( '/research-news/' );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $GLOBALS['wp_query']->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WordPress's own query.
		$json = (string) wp_json_encode( $plan );

		$posts = wp_list_filter( $plan, array( 'table' => $wpdb->posts ) );
		$this->assertCount( 1, $posts, $json );
		$this->assertSame( 'type_status_date', current( $posts )['key'], $json );
		foreach ( $plan as $row ) {
			$this->assertStringNotContainsString( 'filesort', (string) $row['Extra'], $json );
		}
	}
}
