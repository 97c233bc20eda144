<?php
/**
 * The article page's fields and what search engines read.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\Article;
use Mvc\Core\Content\DeadlineCalendar;
use Mvc\Core\Content\PostFields;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Seo;
use WP_Post;

/**
 * Article::fields() cleans the custom fields (only http(s) links, references paired line by line,
 * the special issue only when all four fields are set); Seo gives Open Graph tags and NewsArticle
 * JSON-LD; the page shows it all in the server's HTML.
 */
final class ArticleTest extends TestCase {

	public function test_fields_keep_only_http_links_and_pair_the_references(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'download_origin_link', 'https://doi.org/10.1/x.pdf' );
		update_post_meta( $post, 'read_original_article', 'javascript:alert(1)' );
		update_post_meta( $post, 'reference_title', "第一篇\n第二篇\n" );
		update_post_meta( $post, 'reference_url', "https://a.example/1\nftp://b.example/2" );

		$fields = Article::fields( get_post( $post ) );

		$this->assertSame( 'https://doi.org/10.1/x.pdf', $fields['pdf'] );
		$this->assertSame( '', $fields['original'] );
		$this->assertSame(
			array(
				array(
					'title' => '第一篇',
					'url'   => 'https://a.example/1',
				),
				array(
					'title' => '第二篇',
					'url'   => '',
				),
			),
			$fields['references']
		);
		$this->assertNull( $fields['read_whole'] );
		$this->assertNull( $fields['cfp'] );
	}

	public function test_the_journal_logo_is_an_attachment_image_or_an_http_address(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'journal_logo', 'https://example.com/logo.png' );
		$this->assertSame(
			'<img class="mvc-article__journal-logo" src="https://example.com/logo.png" alt="期刊标志" height="48" loading="lazy" decoding="async">',
			Article::fields( get_post( $post ) )['journal_logo']
		);

		update_post_meta( $post, 'journal_logo', 'javascript:alert(1)' );
		$this->assertSame( '', Article::fields( get_post( $post ) )['journal_logo'] );

		$logo = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Logo',
				'post_status'    => 'inherit',
			),
			'logo.png'
		);
		wp_update_attachment_metadata(
			$logo,
			array(
				'width'  => 300,
				'height' => 100,
				'file'   => 'logo.png',
			)
		);
		update_post_meta( $logo, '_wp_attachment_image_alt', 'Energy Journal' );
		update_post_meta( $post, 'journal_logo', (string) $logo );
		$html = Article::fields( get_post( $post ) )['journal_logo'];
		$this->assertStringContainsString( 'class="mvc-article__journal-logo"', $html );
		$this->assertStringContainsString( 'width="300" height="100"', $html );
		$this->assertStringContainsString( 'alt="Energy Journal"', $html );
	}

	public function test_a_special_issue_needs_all_four_fields(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'cfps_link', 'https://example.com/si' );
		update_post_meta( $post, 'submission_deadline', '20261231' );
		update_post_meta( $post, 'si_title_cn', '能源材料' );

		$this->assertNull( Article::fields( get_post( $post ) )['cfp'] );

		update_post_meta( $post, 'si_title_en', 'Energy Materials' );
		$cfp = Article::fields( get_post( $post ) )['cfp'];

		$this->assertSame( '2026-12-31', $cfp['deadline'] ?? null );
		$this->assertSame( '能源材料', $cfp['title_cn'] ?? null );
	}

	public function test_open_graph_and_news_article_describe_the_article(): void {
		$post = self::factory()->post(
			array(
				'post_title'   => '钙钛矿 & 电池',
				'post_excerpt' => '一段摘要',
			)
		);

		$tags = array();
		foreach ( Seo::meta_tags( get_post( $post ) ) as $tag ) {
			$tags[ $tag[1] ] = $tag[2];
		}
		$json = Seo::json_ld( get_post( $post ) );

		$this->assertSame( 'article', $tags['og:type'] );
		$this->assertSame( '钙钛矿 & 电池', $tags['og:title'] );
		$this->assertSame( '一段摘要', $tags['description'] );
		$this->assertSame( get_permalink( $post ), $tags['og:url'] );
		$this->assertSame( 'NewsArticle', $json['@type'] );
		$this->assertSame( '钙钛矿 & 电池', $json['headline'] );
		$this->assertArrayHasKey( 'datePublished', $json );
		$this->assertSame( 'Person', $json['author']['@type'] );
	}

	public function test_days_left_count_whole_days_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Asia/Shanghai' );
		// 2026-11-23 23:30 in Shanghai (15:30 UTC).
		$now = gmmktime( 15, 30, 0, 11, 23, 2026 );

		$this->assertSame( 7, Article::days_left( '2026-11-30', $now ) );
		$this->assertSame( 0, Article::days_left( '2026-11-23', $now ) );
		$this->assertSame( -1, Article::days_left( '2026-11-22', $now ) );
		$this->assertSame( -1, Article::days_left( 'not a date', $now ) );
	}

	public function test_a_day_reads_in_chinese_and_anything_else_as_given(): void {
		$this->assertSame( '2026年12月1日', PostFields::chinese_day( '2026-12-01' ) );
		$this->assertSame( '下周', PostFields::chinese_day( '下周' ) );
	}

	public function test_the_calendar_file_holds_the_deadline_as_a_one_day_event(): void {
		$post = self::factory()->post( array( 'post_title' => 'CFP' ) );
		foreach ( array(
			'cfps_link'           => 'https://example.com/si',
			'submission_deadline' => '2026-12-31',
			'si_title_cn'         => '能源材料, 特刊; 征稿',
			'si_title_en'         => 'Energy Materials',
		) as $key => $value ) {
			update_post_meta( $post, $key, $value );
		}

		$ics = DeadlineCalendar::ics( get_post( $post ) );

		$this->assertStringContainsString( "BEGIN:VEVENT\r\n", $ics );
		$this->assertStringContainsString( "DTSTART;VALUE=DATE:20261231\r\n", $ics );
		$this->assertStringContainsString( "DTEND;VALUE=DATE:20270101\r\n", $ics );
		$this->assertStringContainsString( '能源材料\\, 特刊\\; 征稿', $ics );
		foreach ( explode( "\r\n", $ics ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ) );
		}
		$this->assertSame( '', DeadlineCalendar::ics( get_post( self::factory()->post() ) ) );
	}

	/**
	 * A call for papers with a deadline, as single.php shows it.
	 *
	 * @param string $deadline Submission deadline.
	 * @param array  $post     Post fields.
	 * @return string The page's HTML.
	 */
	private function call_page( string $deadline, array $post = array() ): string {
		$id = self::factory()->post( $post );
		foreach ( array(
			'cfps_link'           => 'https://example.com/si',
			'submission_deadline' => $deadline,
			'si_title_cn'         => '能源材料特刊',
			'si_title_en'         => 'Energy Materials',
		) as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		$this->go_to( (string) get_permalink( $id ) );
		ob_start();
		require get_template_directory() . '/single.php';
		return (string) ob_get_clean();
	}

	public function test_the_calendar_link_is_offered_while_the_call_is_open_and_its_file_is_sent(): void {
		$open = get_post( self::factory()->post() );
		$this->assertInstanceOf( WP_Post::class, $open );
		$this->assertTrue( DeadlineCalendar::sends( $open ) );
		$this->assertFalse( DeadlineCalendar::sends( get_post( self::factory()->post( array( 'post_password' => 'secret' ) ) ) ) );
		$this->assertFalse( DeadlineCalendar::sends( get_post( self::factory()->post( array( 'post_status' => 'draft' ) ) ) ) );

		$html = $this->call_page( gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ) );
		$this->assertStringContainsString( DeadlineCalendar::ARG . '=1', $html );
		$this->assertStringContainsString( 'mvc-follow', $html );
	}

	public function test_a_closed_call_offers_neither_the_calendar_nor_the_follow(): void {
		$html = $this->call_page( gmdate( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ) );

		$this->assertStringContainsString( 'mvc-special-issue__countdown', $html );
		$this->assertStringNotContainsString( DeadlineCalendar::ARG . '=1', $html );
		$this->assertStringNotContainsString( 'mvc-follow-form', $html );
	}
}
