<?php
/**
 * The home page: its queries and its kept sections.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Settings;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Content\Fragments;

/**
 * On a site with the demo's shape (3 banners, 14 journals, 15 research news, 10 events, 5 science
 * stories), the home page costs at most 25 queries once its sections are kept
 * (Mvc\Theme\Content\Fragments), prints the same page from the kept copy as when drawn, still
 * records its islands, and shows a change to what it shows at once.
 */
final class FrontPageTest extends TestCase {

	/**
	 * The posts of each section, by section.
	 *
	 * @var array<string, array<int, int>>
	 */
	private static array $posts = array();

	/**
	 * Id of the research-news category.
	 *
	 * @var int
	 */
	private static int $research = 0;

	/**
	 * Makes a site of the demo's shape.
	 *
	 * @param Factory $factory Factories.
	 */
	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$research = $factory->term( 'category', array( 'name' => '科研资讯测试' ) );
		$industry       = $factory->term( 'category', array( 'name' => '行业资讯测试' ) );
		$cfp            = $factory->term( 'category', array( 'name' => '征稿测试' ) );
		$events         = $factory->term( 'post_tag', array( 'name' => '会议测试' ) );
		$careers        = $factory->term( 'post_tag', array( 'name' => '职业测试' ) );
		$stories        = $factory->term( 'post_tag', array( 'name' => '故事测试' ) );
		update_option(
			Settings::OPTION,
			array(
				'category_research_news'   => self::$research,
				'category_industry_news'   => $industry,
				'category_call_for_papers' => $cfp,
				'industry_news_tabs'       => array( array( $events ), array( $careers ), array( $careers ), array( $stories ) ),
			)
		);

		$image = static function ( string $file ) use ( $factory ): int {
			$id = $factory->post(
				array(
					'post_type'      => 'attachment',
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				)
			);
			update_post_meta( $id, '_wp_attached_file', '2026/11/' . $file );
			update_post_meta(
				$id,
				'_wp_attachment_metadata',
				array(
					'width'  => 1200,
					'height' => 400,
					'file'   => '2026/11/' . $file,
					'sizes'  => array(),
				)
			);
			return $id;
		};

		$sections = array(
			'banners'  => array( 3, array( 'post_type' => HomeBanner::TYPE ) ),
			'journals' => array( 14, array( 'post_type' => Journal::TYPE ) ),
			'research' => array( 15, array( 'post_category' => array( self::$research ) ) ),
			'events'   => array(
				10,
				array(
					'post_category' => array( $industry ),
					'tags_input'    => array( $events ),
				),
			),
			'stories'  => array(
				5,
				array(
					'post_category' => array( $industry ),
					'tags_input'    => array( $stories ),
				),
			),
		);
		$day      = strtotime( '2026-11-01 08:00:00' );
		foreach ( $sections as $name => list( $count, $args ) ) {
			for ( $i = 1; $i <= $count; $i++ ) {
				$id = $factory->post(
					array_merge(
						array(
							'post_title' => "{$name} {$i} 标题",
							'post_date'  => gmdate( 'Y-m-d H:i:s', $day + $i * HOUR_IN_SECONDS ),
						),
						$args
					)
				);
				if ( 'research' !== $name || 1 === $i % 2 ) {
					set_post_thumbnail( $id, $image( "{$name}-{$i}.jpg" ) );
				}
				self::$posts[ $name ][] = $id;
			}
		}
		update_post_meta( self::$posts['banners'][0], HomeBanner::META_TEXT, '第一张轮播图' );
	}

	protected function set_up(): void {
		parent::set_up();
		// The plugin's bootstrap lists the module; the hooks are added once per process either way.
		if ( ! ContentVersion::watching() ) {
			( new ContentVersion() )->register();
		}
	}

	/**
	 * The home page as a visitor's new request draws it.
	 *
	 * @return array{html: string, queries: int} The page and the queries of the request (the options,
	 *                                            the main query, the header, sections and footer).
	 */
	private function home(): array {
		global $wpdb;
		wp_cache_flush();
		Islands::reset();
		$before = $wpdb->num_queries;
		$this->go_to( '/' );
		ob_start();
		// get_header() and get_footer() load their files once per process: loaded here, they are
		// part of every request (front-page.php's own calls then fire their actions only).
		load_template( get_template_directory() . '/header.php', false );
		require get_template_directory() . '/front-page.php';
		load_template( get_template_directory() . '/footer.php', false );
		$html = (string) ob_get_clean();
		return array(
			'html'    => $html,
			'queries' => $wpdb->num_queries - $before,
		);
	}

	public function test_home_costs_at_most_25_queries_once_its_sections_are_kept(): void {
		$drawn = $this->home();
		$kept  = $this->home();

		$this->assertStringContainsString( 'research 15 标题', $kept['html'] );
		$this->assertStringContainsString( 'journals 14 标题', $kept['html'] );
		$this->assertStringContainsString( 'stories 5 标题', $kept['html'] );
		$this->assertLessThanOrEqual( 25, $kept['queries'], 'queries of the home from its kept sections' );
		$this->assertLessThan( $drawn['queries'], $kept['queries'] );
	}

	public function test_kept_sections_print_the_same_page_and_record_their_islands(): void {
		$drawn         = $this->home();
		$drawn_islands = Islands::used();
		$kept          = $this->home();

		$this->assertIsArray( get_option( Fragments::OPTION_PREFIX . 'home' ) );
		$this->assertSame( $drawn['html'], $kept['html'] );
		$this->assertContains( 'carousel', Islands::used() );
		$this->assertSame( $drawn_islands, Islands::used() );
	}

	public function test_home_shows_an_edited_or_unpublished_post_at_once(): void {
		$this->home();
		$edited      = self::$posts['research'][14];
		$unpublished = self::$posts['events'][9];

		wp_update_post(
			array(
				'ID'         => $edited,
				'post_title' => '改过的科研标题',
			)
		);
		wp_update_post(
			array(
				'ID'          => $unpublished,
				'post_status' => 'draft',
			)
		);
		$html = $this->home()['html'];

		$this->assertStringContainsString( '改过的科研标题', $html );
		$this->assertStringNotContainsString( 'research 15 标题', $html );
		$this->assertStringNotContainsString( 'events 10 标题', $html );
		$this->assertStringContainsString( 'events 9 标题', $html );
	}

	public function test_home_shows_a_changed_banner_term_or_setting_at_once(): void {
		$this->home();

		update_post_meta( self::$posts['banners'][0], HomeBanner::META_TEXT, '新的轮播文字' );
		wp_update_term( self::$research, 'category', array( 'slug' => 'renamed-research' ) );
		$settings                       = get_option( Settings::OPTION );
		$settings['industry_news_tabs'] = array( array( 1 ) );
		update_option( Settings::OPTION, $settings );
		$html = $this->home()['html'];

		$this->assertStringContainsString( '新的轮播文字', $html );
		$this->assertStringNotContainsString( '第一张轮播图', $html );
		$this->assertStringContainsString( 'renamed-research', $html );
		$this->assertStringNotContainsString( 'stories 5 标题', $html );
	}

	public function test_an_editor_draws_the_home_without_keeping_it_so_visitors_never_see_private_posts(): void {
		self::factory()->post(
			array(
				'post_title'    => '私密的科研文章',
				'post_status'   => 'private',
				'post_date'     => '2026-11-20 08:00:00',
				'post_category' => array( self::$research ),
			)
		);
		$editor = self::factory()->user( array( 'role' => 'editor' ) );

		wp_set_current_user( $editor );
		$editors = $this->home()['html'];
		wp_set_current_user( 0 );
		$visitors = $this->home()['html'];

		$this->assertStringContainsString( '私密的科研文章', $editors );
		$this->assertStringNotContainsString( '私密的科研文章', $visitors );
	}
}
