<?php
/**
 * A journal card's cover, or its drawn placeholder.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\TemplateParts;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Tests\TestCase;

/**
 * The part template-parts/journals/cover.php draws the journal's cover image, or, without one, a CSS
 * placeholder with the title (no image, hidden from screen readers: the card names the journal);
 * the /journals cards and the home carousel use it.
 */
final class JournalCoverTest extends TestCase {

	/**
	 * The part's HTML.
	 *
	 * @param array<string, mixed> $args The part's arguments.
	 */
	private function draw( array $args ): string {
		ob_start();
		get_template_part( 'template-parts/journals/cover', null, $args );
		return (string) ob_get_clean();
	}

	public function test_a_journal_without_a_cover_gets_a_drawn_placeholder_with_its_title(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '无封面的期刊 <b>',
			)
		);
		$html    = $this->draw(
			array(
				'id'    => $journal,
				'title' => '无封面的期刊 <b>',
				'sizes' => '220px',
			)
		);
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertMatchesRegularExpression( '/class="mvc-journal-placeholder mvc-journal-placeholder--[1-4]" aria-hidden="true"/', $html );
		$this->assertStringContainsString( '无封面的期刊 &lt;b&gt;', $html );
	}

	public function test_a_journal_with_a_cover_shows_it(): void {
		$journal = self::factory()->post( array( 'post_type' => Journal::TYPE ) );
		$cover   = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => '封面',
				'post_status'    => 'inherit',
			),
			'2026/11/cover.png'
		);
		update_post_meta( $cover, '_wp_attached_file', '2026/11/cover.png' );
		wp_update_attachment_metadata(
			$cover,
			array(
				'width'  => 600,
				'height' => 800,
				'file'   => '2026/11/cover.png',
				'sizes'  => array(),
			)
		);
		set_post_thumbnail( $journal, $cover );
		$html = $this->draw(
			array(
				'id'      => $journal,
				'title'   => '有封面的期刊',
				'sizes'   => '220px',
				'loading' => 'lazy',
			)
		);
		$this->assertStringContainsString( '<img', $html );
		$this->assertStringContainsString( 'cover.png', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$this->assertStringNotContainsString( 'mvc-journal-placeholder', $html );
	}

	public function test_the_journals_listing_draws_placeholders_for_cards_without_covers(): void {
		self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '占位期刊',
			)
		);
		delete_option( 'rewrite_rules' );
		$this->go_to( '/journals/' );
		ob_start();
		require get_template_directory() . '/archive-journal.php';
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/<span class="mvc-journal-card__cover">\s*<span class="mvc-journal-placeholder[^"]*" aria-hidden="true">\s*<span class="mvc-journal-placeholder__title">占位期刊<\/span>/', $html );
	}
}
