<?php
/**
 * The search result's excerpt around the keyword.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Snippet;

final class SnippetTest extends TestCase {

	public function test_the_excerpt_starts_near_the_first_match_and_marks_every_word(): void {
		$text = str_repeat( '引言部分介绍了研究背景。', 10 ) . '新型钙钛矿电池的效率提升，钙钛矿材料更稳定。' . str_repeat( '结论。', 30 );

		$html = Snippet::around( $text, '钙钛矿 效率', 40 );

		$this->assertStringStartsWith( '…', $html );
		$this->assertStringEndsWith( '…', $html );
		$this->assertSame( 2, substr_count( $html, '<mark>钙钛矿</mark>' ) );
		$this->assertStringContainsString( '<mark>效率</mark>', $html );
	}

	public function test_text_is_escaped_and_only_the_marks_are_markup(): void {
		$html = Snippet::around( '<p>A &lt;script&gt; about <b>graphene</b> & "oxide"</p>', 'graphene' );

		$this->assertSame( 'A &lt;script&gt; about <mark>graphene</mark> &amp; &quot;oxide&quot;', $html );
	}

	public function test_a_search_that_looks_like_markup_marks_nothing_it_should_not(): void {
		$html = Snippet::around( 'Sodium &lt;mark&gt; batteries', '<mark>' );

		$this->assertSame( 'Sodium <mark>&lt;mark&gt;</mark> batteries', $html );
	}

	public function test_without_a_match_it_is_the_beginning_unmarked(): void {
		$html = Snippet::around( str_repeat( '材料', 100 ), '石墨烯', 10 );

		$this->assertSame( str_repeat( '材料', 5 ) . '…', $html );
	}

	public function test_the_search_page_shows_the_snippet_of_each_result(): void {
		$post = self::factory()->post(
			array(
				'post_title'   => '高熵合金的新进展',
				'post_content' => '本文介绍高熵合金在高温下的强度。',
				'post_excerpt' => '',
			)
		);
		$this->go_to( '/search?s=' . rawurlencode( '高温' ) );

		ob_start();
		get_template_part( 'template-parts/post-list', null, array( 'variant' => 'search' ) );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'mvc-card__snippet', $html, (string) $post );
		$this->assertStringContainsString( '<mark>高温</mark>', $html );
	}
}
