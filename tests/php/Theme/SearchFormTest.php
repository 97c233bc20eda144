<?php
/**
 * The search panel, searchform.php.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The search panel is the theme's searchform.php, drawn by get_search_form() (so it can be
 * filtered, as Theme Check asks): GET /search with the keyword and a category, the `search-panel`
 * island in its text field; the search and not-found pages show it.
 */
final class SearchFormTest extends TestCase {

	/**
	 * The research-news category's id, set as the setting the panel reads.
	 *
	 * @var int
	 */
	private int $research;

	/**
	 * A research-news category in the settings.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->research = self::factory()->term( 'category', array( 'slug' => 'research-news' ) );
		update_option( Settings::OPTION, array( 'category_research_news' => $this->research ) );
		delete_option( 'rewrite_rules' );
	}

	/**
	 * A template's HTML, whitespace between tags dropped.
	 *
	 * @param string $template Path under the theme.
	 */
	private function page( string $template ): string {
		ob_start();
		require get_template_directory() . '/' . $template;
		$html = (string) ob_get_clean();
		return (string) preg_replace( '/>\s+</', '><', $html );
	}

	public function test_get_search_form_draws_the_search_panel(): void {
		$this->go_to( '/search?s=' . rawurlencode( '材料' ) . '&category=' . $this->research );

		$form = get_search_form( array( 'echo' => false ) );

		$this->assertStringContainsString( '<form class="mvc-search-form" id="mvc-search-form-', $form );
		$this->assertStringContainsString( 'role="search" method="get" action="' . esc_url( home_url( '/search' ) ) . '"', $form );
		$this->assertMatchesRegularExpression( '/<option value="' . $this->research . '"\s+selected=\'selected\'>/', $form );
		$this->assertStringContainsString( 'name="s" maxlength="50" required autocomplete="off" value="材料"', $form );
		$this->assertStringContainsString( 'data-island="search-panel"', $form );
	}

	public function test_search_form_filter_applies_to_the_panel(): void {
		$filter = static fn( string $form ): string => str_replace( 'mvc-search-form"', 'mvc-search-form filtered"', $form );
		add_filter( 'get_search_form', $filter );
		$form   = get_search_form( array( 'echo' => false ) );
		remove_filter( 'get_search_form', $filter );

		$this->assertStringContainsString( '<form class="mvc-search-form filtered"', $form );
	}

	public function test_search_and_not_found_pages_show_the_panel(): void {
		$this->go_to( '/search?s=' . rawurlencode( '材料' ) );
		$search = $this->page( 'templates/route-search.php' );

		$this->go_to( '/404' );
		$not_found = $this->page( '404.php' );

		$this->assertStringContainsString( '<div class="mvc-container mvc-search"><h1 class="screen-reader-text">搜索结果</h1><form class="mvc-search-form"', $search );
		$this->assertMatchesRegularExpression( '#<p class="mvc-not-found__hint">[^<]*</p><form class="mvc-search-form"#', $not_found );
	}
}
