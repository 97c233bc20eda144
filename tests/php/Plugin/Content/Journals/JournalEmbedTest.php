<?php
/**
 * A journal's embed prints its title as text.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Journals;

use Mvc\Tests\TestCase;

/**
 * `/journals/{slug}/embed/` is core's embed template, which prints `the_title()` as HTML: a journal's
 * title there is text (the minisite's way), so markup an editor typed in it never runs; elsewhere the
 * title is what WordPress gives.
 */
final class JournalEmbedTest extends TestCase {

	public function test_markup_in_a_journal_title_is_text_on_its_embed(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => 'journal',
				'post_title' => 'Energy <img src=x onerror=alert(1)> & <b>Materials</b>',
				'post_name'  => 'embed-journal',
			)
		);
		$this->go_to( (string) get_post_embed_url( $journal ) );
		$this->assertTrue( is_embed() );

		$title = apply_filters( 'the_title', get_post( $journal )->post_title, $journal );

		$this->assertSame( 'Energy  &amp; Materials', $title );
		$this->assertStringNotContainsString( '<', $title );
	}

	public function test_an_article_and_a_journal_outside_an_embed_keep_their_title(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => 'journal',
				'post_title' => 'A <em>journal</em>',
			)
		);
		$this->go_to( (string) get_permalink( $journal ) );

		$this->assertSame( 'A <em>journal</em>', apply_filters( 'the_title', 'A <em>journal</em>', $journal ) );
	}
}
