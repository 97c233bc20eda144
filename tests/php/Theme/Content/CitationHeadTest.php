<?php
/**
 * The citation meta and the cite block of an article.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Content\Citation;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\CitationHead;

/**
 * An article whose paper has a DOI prints the Highwire citation_* meta (escaped) and the
 * 引用本文 block with the GB/T 7714 text and the two download links; one without DOI prints
 * neither.
 */
final class CitationHeadTest extends TestCase {

	/**
	 * What the head hook prints on an article's page.
	 *
	 * @param int $post Article.
	 */
	private function head_of( int $post ): string {
		$this->go_to( (string) get_permalink( $post ) );
		ob_start();
		( new CitationHead() )->print_meta();
		return (string) ob_get_clean();
	}

	/**
	 * The cite block of an article.
	 *
	 * @param int $post Article.
	 */
	private static function block_of( int $post ): string {
		ob_start();
		get_template_part( 'template-parts/cite-this', null, array( 'post' => get_post( $post ) ) );
		return (string) ob_get_clean();
	}

	public function test_an_article_with_a_doi_prints_the_escaped_meta(): void {
		$post = self::factory()->post( array( 'post_title' => '钙钛矿 & "电池"' ) );
		update_post_meta( $post, 'read_original_article', 'https://doi.org/10.0000/demo.2026.0001' );
		update_post_meta( $post, Citation::AUTHORS, "张三\nO'Brien" );

		$html = $this->head_of( $post );

		$this->assertStringContainsString( '<meta name="citation_title" content="钙钛矿 &amp; &quot;电池&quot;">', $html );
		$this->assertStringContainsString( '<meta name="citation_author" content="张三">', $html );
		$this->assertStringContainsString( '<meta name="citation_author" content="O&#039;Brien">', $html );
		$this->assertStringContainsString( '<meta name="citation_doi" content="10.0000/demo.2026.0001">', $html );
		$this->assertStringContainsString( '<meta name="citation_language" content="zh">', $html );
		$this->assertStringNotContainsString( 'citation_journal_title', $html );
	}

	public function test_an_article_without_doi_prints_no_meta_and_no_block(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'read_original_article', 'https://www.example.com/paper/1' );
		update_post_meta( $post, Citation::AUTHORS, '张三' );

		$this->assertSame( '', $this->head_of( $post ) );
		$this->assertSame( '', self::block_of( $post ) );
	}

	public function test_an_article_whose_paper_has_no_known_author_prints_no_meta_but_the_block(): void {
		$post = self::factory()->post( array( 'post_title' => '钙钛矿电池' ) );
		update_post_meta( $post, Citation::DOI, '10.0000/demo.2026.0001' );
		update_post_meta( $post, 'download_origin_link', 'https://doi.org/10.0000/demo.2026.0001.pdf' );

		$this->assertSame( '', $this->head_of( $post ) );
		$this->assertStringContainsString( 'DOI:10.0000/demo.2026.0001.</p>', self::block_of( $post ) );

		update_post_meta( $post, Citation::AUTHORS, 'Anna van der Berg' );
		$html = $this->head_of( $post );
		$this->assertStringContainsString( '<meta name="citation_author" content="Anna van der Berg">', $html );
		$this->assertStringNotContainsString( 'citation_pdf_url', $html );
		$this->assertStringContainsString( '>VAN DER BERG A. 钙钛矿电池[J]. ', self::block_of( $post ) );
	}

	public function test_the_block_shows_the_gbt_text_and_the_download_links(): void {
		$post = self::factory()->post(
			array(
				'post_title' => '钙钛矿电池',
				'post_date'  => '2026-03-05 10:00:00',
			)
		);
		update_post_meta( $post, Citation::DOI, '10.0000/demo.2026.0001' );

		$html = self::block_of( $post );

		$this->assertStringContainsString( '<h2 class="mvc-cite__title" id="mvc-cite-title">引用本文</h2>', $html );
		$this->assertStringContainsString( '>钙钛矿电池[J]. 2026. DOI:10.0000/demo.2026.0001.</p>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( rest_url( 'api/citation/' . $post ) . '?format=ris' ) . '" download>下载 RIS</a>', $html );
		$this->assertStringContainsString( '?format=bibtex" download>下载 BibTeX</a>', $html );
		$this->assertMatchesRegularExpression( '#<button type="button" [^>]*data-mvc-copy="mvc-cite-text"[^>]*data-mvc-copied="已复制"[^>]*hidden>复制</button>#', $html );
	}
}
