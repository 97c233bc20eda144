<?php
/**
 * The article's reactions drawn by the server: the counts, or blanks when they were not read.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\TemplateParts;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Likes;
use Mvc\Tests\TestCase;

/**
 * The article's reactions (template-parts/article-reactions.php) show the counts the database gives;
 * when it does not answer, the count spans are empty and the island's props carry null (a
 * visitor's copy is cached by nginx, so a 0 would be served to many), and the island reads them
 * again when it wakes.
 */
final class ArticleReactionsTest extends TestCase {

	/**
	 * An article with one like, drawn as the article page draws its reactions.
	 *
	 * @param callable|null $fail A `query` filter that makes a statement fail, or null.
	 * @return string The part's HTML.
	 */
	private function draw( ?callable $fail = null ): string {
		$id = self::factory()->post();
		( new Likes() )->add( self::factory()->member(), $id );
		$this->go_to( (string) get_permalink( $id ) );
		the_post();
		if ( $fail ) {
			add_filter( 'query', $fail );
		}
		try {
			ob_start();
			get_template_part( 'template-parts/article-reactions' );
			return (string) ob_get_clean();
		} finally {
			if ( $fail ) {
				remove_filter( 'query', $fail );
			}
		}
	}

	/**
	 * The text of each count span, like then favourite.
	 *
	 * @param string $html The part's HTML.
	 * @return array<int, string>
	 */
	private function counts( string $html ): array {
		preg_match_all( '/<span class="mvc-reactions__count" data-count="[a-z]+"[^>]*>([^<]*)<\/span>/', $html, $matches );
		return $matches[1];
	}

	public function test_the_counts_are_drawn_and_passed_to_the_island(): void {
		$html = $this->draw();

		$this->assertSame( array( '1', '0' ), $this->counts( $html ) );
		$this->assertStringContainsString( '"likes":1,"favorites":0,', $html );
	}

	public function test_counts_the_database_did_not_give_are_blank_not_zero(): void {
		$this->capture_error_log();
		$table = Tables::likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_contains( $query, 'SELECT COUNT(*) FROM ' . $table . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};

		$html = $this->draw( $fail );

		$this->assertSame( array( '', '' ), $this->counts( $html ), 'no 0 for either count' );
		$this->assertStringContainsString( '"likes":null,"favorites":null,', $html );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}
}
