<?php
/**
 * A journal's minisite: every branch the spec names.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Settings;
use Mvc\Core\Submissions\FaqForm;
use Mvc\Core\View\Minisite;
use Mvc\Core\View\MinisiteLists;
use Mvc\Tests\TestCase;
use WP_Post;

/**
 * The minisite drawn by template-parts/journals/minisite.php: the logo by type, the four tabs in
 * the HTML, the special-issues tab with and without calls for papers (6 calls, 3 past issues beside
 * them or 9 alone, the tag page's link only when there are more), the recent news and their
 * fallback, the research news with Chinese dates, the FAQ accordion only with questions, 暂无介绍,
 * the https-only lazy video of a listed player, the metrics' year and source (one not given read
 * as 暂无数据), the `Periodical` JSON-LD, the title and the 404 of an unknown slug.
 */
final class MinisiteTest extends TestCase {

	/**
	 * Category ids by role.
	 *
	 * @var array<string, int>
	 */
	private array $categories = array();

	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'research-news', 'industry-news', 'call-for-papers', 'past-issues' ) as $slug ) {
			$this->categories[ $slug ] = self::factory()->term(
				'category',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		update_option(
			Settings::OPTION,
			array(
				'category_research_news'       => $this->categories['research-news'],
				'category_industry_news'       => $this->categories['industry-news'],
				'category_call_for_papers'     => $this->categories['call-for-papers'],
				'category_past_special_issues' => $this->categories['past-issues'],
			)
		);
		delete_option( 'rewrite_rules' );
	}

	protected function tear_down(): void {
		( new \ReflectionProperty( FaqForm::class, 'outcome' ) )->setValue( null, null );
		parent::tear_down();
	}

	/**
	 * A published journal with its own tag and the fields given (ACF's shape).
	 *
	 * @param array<string, mixed> $acf  Fields.
	 * @param string               $slug The journal's slug (and its tag's).
	 */
	private function journal( array $acf = array(), string $slug = 'test-journal' ): WP_Post {
		$id = self::factory()->post(
			array(
				'post_type'  => 'journal',
				'post_title' => 'Test Journal',
				'post_name'  => $slug,
			)
		);
		if ( ! term_exists( $slug, 'post_tag' ) ) {
			self::factory()->term(
				'post_tag',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		$post = get_post( $id );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertTrue( JournalFields::update( $acf, $post ) );
		return $post;
	}

	/**
	 * Articles of a category, with the journal's tag unless told otherwise.
	 *
	 * @param string $category Role of the category.
	 * @param int    $count    How many.
	 * @param string $tag      Tag slug ('' for none).
	 * @return list<int>
	 */
	private function articles( string $category, int $count, string $tag = 'test-journal' ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = self::factory()->post(
				array(
					'post_category' => array( $this->categories[ $category ] ),
					'tags_input'    => '' !== $tag ? array( $tag ) : array(),
					'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2025-03-01' ) + DAY_IN_SECONDS * count( $ids ) ),
				)
			);
		}
		return $ids;
	}

	/**
	 * The minisite's HTML.
	 *
	 * @param WP_Post $journal Journal.
	 */
	private function render( WP_Post $journal ): string {
		ob_start();
		get_template_part( 'template-parts/journals/minisite', null, array( 'journal' => $journal ) );
		return (string) ob_get_clean();
	}

	/**
	 * The HTML of one tab's section.
	 *
	 * @param string $html Page.
	 * @param string $tab  Tab key (news, issues, articles, faq).
	 */
	private function panel( string $html, string $tab ): string {
		$this->assertSame( 1, preg_match( '#<section class="mvc-minisite__panel[^"]*" id="mvc-minisite-' . $tab . '".*?</section>#s', $html, $match ) );
		return $match[0];
	}

	/**
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public static function logos(): array {
		return array(
			'open access (even when owned)' => array(
				array(
					'journal_templete_type' => 'OA Journal',
					'owned_by_gdch'         => true,
				),
				'oa',
				'journal-oa.svg',
			),
			'publisher-owned'               => array( array( 'owned_by_gdch' => true ), 'owned', 'journal-publisher.svg' ),
			'generic'                       => array( array(), 'generic', 'journal-owned.svg' ),
		);
	}

	/**
	 * @dataProvider logos
	 *
	 * @param array<string, mixed> $acf  Fields.
	 * @param string               $logo Expected logo.
	 * @param string               $file Its file.
	 */
	public function test_masthead_shows_the_logo_by_type( array $acf, string $logo, string $file ): void {
		$journal = $this->journal( $acf );

		$html = $this->render( $journal );

		$this->assertSame( $logo, Minisite::logo( Minisite::fields( $journal->ID ) ) );
		$this->assertStringContainsString( '/assets/images/' . $file, $html );
		$this->assertFileExists( get_template_directory() . '/assets/images/' . $file );
	}

	public function test_masthead_has_the_name_and_three_links_in_new_tabs(): void {
		$html = $this->render(
			$this->journal(
				array(
					'journal_name'     => 'Journal of Tests',
					'contribute_url'   => 'https://example.com/submit',
					'home_url'         => 'https://example.com/home',
					'contribute_guide' => 'https://example.com/guide',
				)
			)
		);

		$this->assertStringContainsString( '<h1 class="mvc-minisite__name">Journal of Tests</h1>', $html );
		foreach ( array(
			'submit' => '投稿',
			'home'   => '期刊主页',
			'guide'  => '作者指南',
		) as $path => $label ) {
			$this->assertMatchesRegularExpression( '#href="https://example.com/' . $path . '" target="_blank" rel="noopener">' . $label . '#u', $html );
		}
	}

	public function test_the_official_accounts_address_is_a_link_with_or_without_a_qr_code(): void {
		$journal = $this->journal(
			array(
				'wechat_official_account' => array(
					'id'  => 'AdvEnergyMater',
					'url' => 'https://mp.weixin.qq.com/s/account',
				),
			)
		);
		$this->go_to( (string) wp_make_link_relative( (string) get_permalink( $journal ) ) );

		$articles = $this->panel( $this->render( $journal ), 'articles' );

		$this->assertStringContainsString( '<a class="mvc-minisite__account" href="https://mp.weixin.qq.com/s/account" target="_blank" rel="noopener">AdvEnergyMater', $articles );
		$this->assertStringNotContainsString( 'mvc-minisite__qr', $articles, 'no QR code was added' );
	}

	public function test_every_tab_is_in_the_html(): void {
		$html = $this->render( $this->journal() );

		foreach ( array(
			'news'     => '近期动态',
			'issues'   => '往期特刊',
			'articles' => '文章资讯',
			'faq'      => '常见问题',
		) as $tab => $label ) {
			$this->assertStringContainsString( 'href="#mvc-minisite-' . $tab . '">' . $label . '</a>', $html );
			$this->assertStringContainsString( '>' . $label . '</h2>', $this->panel( $html, $tab ) );
		}
		$this->assertStringContainsString( 'data-mvc-minisite-tabs', $html );
	}

	public function test_calls_for_papers_show_six_calls_and_three_past_issues_with_the_tag_link(): void {
		$calls = $this->articles( 'call-for-papers', 7 );
		$this->articles( 'call-for-papers', 1, '' );
		$this->articles( 'past-issues', 4 );
		$journal = $this->journal( array( 'call_for_papers' => true ) );

		$lists = MinisiteLists::lists( MinisiteLists::tag( $journal ), true );
		$html  = $this->panel( $this->render( $journal ), 'issues' );

		$this->assertSame( array_reverse( array_slice( $calls, 1 ) ), wp_list_pluck( $lists['calls'], 'ID' ) );
		$this->assertCount( 3, $lists['past'] );
		$this->assertTrue( $lists['past_more'] );
		$this->assertStringContainsString( '>特刊征稿</h2>', $html );
		$this->assertSame( 9, substr_count( $html, 'class="mvc-minisite-card"' ) );
		$this->assertStringContainsString( 'href="' . esc_url( (string) get_category_link( $this->categories['call-for-papers'] ) ) . '"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/tag/test-journal/' ) ) . '"', $html );
	}

	public function test_three_past_issues_beside_calls_have_no_tag_link(): void {
		$this->articles( 'past-issues', 3 );
		$journal = $this->journal( array( 'call_for_papers' => true ) );

		$html = $this->panel( $this->render( $journal ), 'issues' );

		$this->assertSame( 3, substr_count( $html, 'class="mvc-minisite-card"' ) );
		$this->assertStringNotContainsString( '/tag/test-journal/', $html );
	}

	public function test_without_calls_nine_past_issues_show_alone_with_the_link_above_nine(): void {
		$this->articles( 'call-for-papers', 2 );
		$this->articles( 'past-issues', 10 );
		$this->articles( 'past-issues', 2, '' );
		$journal = $this->journal();

		$html = $this->panel( $this->render( $journal ), 'issues' );

		$this->assertStringContainsString( '>往期特刊</h2>', $html );
		$this->assertStringNotContainsString( '特刊征稿', $html );
		$this->assertStringNotContainsString( 'mvc-minisite__calls', $html );
		$this->assertSame( 9, substr_count( $html, 'class="mvc-minisite-card"' ) );
		$this->assertStringContainsString( '/tag/test-journal/', $html );
	}

	public function test_nine_past_issues_alone_have_no_tag_link(): void {
		$this->articles( 'past-issues', 9 );

		$html = $this->panel( $this->render( $this->journal() ), 'issues' );

		$this->assertSame( 9, substr_count( $html, 'class="mvc-minisite-card"' ) );
		$this->assertStringNotContainsString( '/tag/test-journal/', $html );
	}

	public function test_recent_news_are_the_journals_industry_news_else_the_newest(): void {
		$other   = $this->articles( 'industry-news', 5, '' );
		$journal = $this->journal();

		$this->assertSame( array_reverse( array_slice( $other, 1 ) ), wp_list_pluck( MinisiteLists::lists( MinisiteLists::tag( $journal ), false )['news'], 'ID' ) );

		$own = $this->articles( 'industry-news', 2 );
		$this->assertSame( array_reverse( $own ), wp_list_pluck( MinisiteLists::lists( MinisiteLists::tag( $journal ), false )['news'], 'ID' ) );
		$this->assertStringContainsString( esc_url( (string) get_category_link( $this->categories['industry-news'] ) ), $this->panel( $this->render( $journal ), 'news' ) );
	}

	public function test_research_news_show_six_with_chinese_dates_and_the_tag_link(): void {
		$this->articles( 'research-news', 7 );

		$html = $this->panel( $this->render( $this->journal() ), 'articles' );

		$this->assertSame( 6, substr_count( $html, 'class="mvc-minisite-card__date"' ) );
		$this->assertStringContainsString( '2025年3月7日', $html );
		$this->assertStringContainsString( '/tag/test-journal/', $html );
	}

	public function test_latest_articles_read_original_and_optional_pdf(): void {
		$html = $this->panel(
			$this->render(
				$this->journal(
					array(
						'latest_article_1' => array(
							'title'        => 'Paper one',
							'origin_url'   => 'https://example.com/one',
							'download_url' => 'https://example.com/one.pdf',
						),
						'latest_article_2' => array(
							'title'      => 'Paper two',
							'origin_url' => 'https://example.com/two',
						),
						'wol_url'          => 'https://example.com/library',
					)
				)
			),
			'articles'
		);

		$this->assertSame( 2, substr_count( $html, '阅读原文' ) );
		$this->assertSame( 1, substr_count( $html, '下载PDF' ) );
		$this->assertStringContainsString( 'href="https://example.com/library"', $html );
		$this->assertStringContainsString( '在线图书馆', $html );
	}

	public function test_no_questions_draw_no_accordion_but_the_form(): void {
		$html = $this->panel( $this->render( $this->journal() ), 'faq' );

		$this->assertStringNotContainsString( 'data-mvc-accordion', $html );
		$this->assertStringContainsString( 'data-island="faq-form"', $html );
		$this->assertStringContainsString( 'name="website"', $html );
		$this->assertStringContainsString( '0/500', $html );
	}

	public function test_questions_are_open_details_of_an_accordion(): void {
		$html = $this->panel(
			$this->render(
				$this->journal(
					array(
						'FAQ1' => array(
							'question' => '审稿周期多长？',
							'answer'   => '约四周。',
						),
						'FAQ3' => array(
							'question' => '是否收费？',
							'answer'   => '不收费。',
						),
					)
				)
			),
			'faq'
		);

		$this->assertStringContainsString( 'data-mvc-accordion', $html );
		$this->assertSame( 2, substr_count( $html, '<details class="mvc-accordion__item" open>' ) );
		$this->assertStringContainsString( '审稿周期多长？', $html );
		$this->assertStringContainsString( '<p>约四周。</p>', $html );
	}

	public function test_no_introduction_says_so(): void {
		$html = $this->panel( $this->render( $this->journal() ), 'news' );

		$this->assertStringContainsString( '暂无介绍', $html );
		$this->assertStringNotContainsString( '<iframe', $html );
	}

	public function test_video_is_an_https_lazy_frame_of_a_listed_player_beside_the_introduction(): void {
		$html = $this->panel(
			$this->render(
				$this->journal(
					array(
						'promote_video_url' => 'https://player.bilibili.com/player.html?bvid=BV1demo',
						'introduction'      => '一本期刊。',
					)
				)
			),
			'news'
		);

		$this->assertMatchesRegularExpression( '#<iframe src="https://player.bilibili.com/player.html\?bvid=BV1demo"[^>]* loading="lazy" allow="fullscreen; picture-in-picture; encrypted-media" referrerpolicy="strict-origin-when-cross-origin"></iframe>#', $html );
		$this->assertStringContainsString( '一本期刊。', $html );
		$this->assertStringNotContainsString( '暂无介绍', $html );
	}

	public function test_a_player_the_page_may_not_frame_is_a_link(): void {
		$html = $this->panel( $this->render( $this->journal( array( 'promote_video_url' => 'https://video.example.com/embed/1' ) ) ), 'news' );

		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertMatchesRegularExpression( '#<a class="mvc-minisite__video-link" href="https://video.example.com/embed/1" target="_blank" rel="noopener">#', $html );
	}

	public function test_http_video_is_left_out(): void {
		$html = $this->panel( $this->render( $this->journal( array( 'promote_video_url' => 'http://video.example.com/embed/1' ) ) ), 'news' );

		$this->assertStringNotContainsString( '<iframe', $html );
	}

	public function test_metrics_table_badges_and_editors(): void {
		$html = $this->panel(
			$this->render(
				$this->journal(
					array(
						'ISSN'            => '1234-5678',
						'impact_factor'   => 3.2,
						'metrics_note'    => '2025 年 JCR 数据',
						'ERs'             => array( 'SCIE', 'Scopus' ),
						'editor_team_1'   => array(
							'name' => '王老师',
							'job'  => '主编',
						),
						'editor_team_url' => 'https://example.com/board',
					)
				)
			),
			'news'
		);

		$this->assertStringContainsString( '期刊指标：2025 年 JCR 数据', $html );
		$this->assertStringContainsString( '>1234-5678</td>', $html );
		$this->assertStringContainsString( '>3.2</td>', $html );
		// A metric not given: a dash for the eye, 暂无数据 for a screen reader (a span names nothing).
		$this->assertStringContainsString( '<span aria-hidden="true">—</span><span class="screen-reader-text">暂无数据</span>', $html );
		$this->assertStringNotContainsString( '<span aria-label', $html );
		$this->assertSame( 2, substr_count( $html, 'mvc-badges__item is-active' ) );
		$this->assertSame( 7, substr_count( $html, 'class="mvc-badges__item' ) );
		$this->assertStringContainsString( '王老师', $html );
		$this->assertStringContainsString( 'href="https://example.com/board"', $html );
	}

	public function test_json_ld_is_a_valid_periodical(): void {
		$journal = $this->journal(
			array(
				'journal_name' => 'Journal & "Co"',
				'ISSN'         => '1234-5678',
				'home_url'     => 'https://example.com/home',
				'wol_url'      => 'https://example.com/wol',
			)
		);

		$html = $this->render( $journal );

		$this->assertSame( 1, substr_count( $html, 'application/ld+json' ) );
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json">(.*?)</script>#s', $html, $match ) );
		$data = json_decode( $match[1], true );
		$this->assertIsArray( $data );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		$this->assertSame( 'Periodical', $data['@type'] );
		$this->assertSame( 'Journal & "Co"', $data['name'] );
		$this->assertSame( '1234-5678', $data['issn'] );
		$this->assertSame( array( 'https://example.com/home', 'https://example.com/wol' ), $data['sameAs'] );
		$this->assertSame( get_permalink( $journal ), $data['url'] );
		$this->assertSame(
			array(
				'@type' => 'Organization',
				'name'  => get_bloginfo( 'name' ),
			),
			$data['publisher']
		);
	}

	public function test_json_ld_text_cannot_close_its_script(): void {
		$script = Minisite::json_ld_script( $this->journal(), array( 'journal_name' => 'A </script><b>x</b> & co' ) );

		$this->assertSame( 1, preg_match( '#^<script type="application/ld\+json">(.*)</script>\n$#s', $script, $match ) );
		$this->assertStringNotContainsString( '<', $match[1] );
		$this->assertSame( 'A </script><b>x</b> & co', json_decode( $match[1], true )['name'] );
	}

	public function test_question_posted_without_javascript_is_refused_with_its_message_and_what_was_typed(): void {
		$journal = $this->journal();
		$this->go_to( (string) wp_make_link_relative( (string) get_permalink( $journal ) ) );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			FaqForm::FIELD => '1',
			'name'         => '读者',
			'email'        => 'not-an-address',
			'description'  => '审稿要多久？',
			'website'      => '',
		);

		( new FaqForm() )->take_post();
		$html = $this->panel( $this->render( $journal ), 'faq' );

		$this->assertSame( '请输入正确的邮箱格式！', FaqForm::outcome()['message'] ?? '' );
		$this->assertStringContainsString( 'role="alert">请输入正确的邮箱格式！</div>', $html );
		$this->assertStringContainsString( 'value="not-an-address"', $html );
		$this->assertStringContainsString( '>审稿要多久？</textarea>', $html );
	}

	public function test_page_after_a_question_sent_without_javascript_says_so(): void {
		$journal = $this->journal();
		$this->go_to( add_query_arg( FaqForm::SENT_ARG, 'sent', (string) wp_make_link_relative( (string) get_permalink( $journal ) ) ) );

		$html = $this->panel( $this->render( $journal ), 'faq' );

		$this->assertStringContainsString( 'mvc-faq-form__notice--sent', $html );
		$this->assertStringContainsString( '已成功提交问题', $html );
	}

	public function test_page_title_is_the_journal_title_and_the_site(): void {
		$journal = $this->journal();

		$this->go_to( (string) wp_make_link_relative( (string) get_permalink( $journal ) ) );

		$this->assertTrue( is_singular( 'journal' ) );
		$this->assertStringStartsWith( 'Test Journal', wp_get_document_title() );
		$this->assertStringEndsWith( get_bloginfo( 'name', 'display' ), wp_get_document_title() );
	}

	public function test_unknown_slug_is_not_found(): void {
		$this->journal();

		$this->go_to( '/journals/no-such-journal/' );

		$this->assertTrue( is_404() );
	}
}
