<?php
/**
 * The journals listing: its category menu and its query.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Journals;

/**
 * /journals: 16 a page, newest first; ?category={tag id} narrows to that tag's journals when the
 * tag is an entry of the menu (the setting journal_filter_tags), any other value answers 404, as
 * does a page past the last; the menu lists 全部期刊 and the tags by name, the current one marked.
 */
final class JournalsTest extends TestCase {

	/**
	 * Tag ids by slug.
	 *
	 * @var array<string, int>
	 */
	private array $tags = array();

	protected function set_up(): void {
		parent::set_up();
		foreach ( array(
			'oa'        => '开放获取',
			'materials' => '材料科学',
			'other'     => '其他',
		) as $slug => $name ) {
			$this->tags[ $slug ] = self::factory()->term(
				'post_tag',
				array(
					'slug' => $slug,
					'name' => $name,
				)
			);
		}
		update_option( Settings::OPTION, array( 'journal_filter_tags' => array( 0, $this->tags['oa'], 999999, $this->tags['materials'] ) ) );
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Published journals, the newest last made; each with the tags given.
	 *
	 * @param int        $count How many.
	 * @param list<string> $tags  Tag slugs.
	 * @return list<int>
	 */
	private function journals( int $count, array $tags = array() ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = self::factory()->post(
				array(
					'post_type'  => 'journal',
					'post_date'  => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 100 - count( $ids ) ) ),
					'tags_input' => $tags,
				)
			);
		}
		return $ids;
	}

	/**
	 * The listing's HTML for an address.
	 *
	 * @param string $url Address.
	 */
	private function page( string $url ): string {
		$this->go_to( $url );
		ob_start();
		require get_template_directory() . '/archive-journal.php';
		return (string) ob_get_clean();
	}

	public function test_main_query_shows_sixteen_journals_a_page_newest_first(): void {
		$ids = $this->journals( 18 );

		$this->go_to( '/journals/' );

		$this->assertTrue( is_post_type_archive( 'journal' ) );
		$this->assertSame( 16, $GLOBALS['wp_query']->post_count );
		$this->assertSame( 2, (int) $GLOBALS['wp_query']->max_num_pages );
		$this->assertSame( $ids[17], $GLOBALS['wp_query']->posts[0]->ID );
	}

	public function test_main_query_narrows_to_the_category_tag(): void {
		$this->journals( 3 );
		$open = $this->journals( 2, array( 'oa' ) );

		$this->go_to( '/journals/?category=' . $this->tags['oa'] );

		$this->assertFalse( is_404() );
		$this->assertSame( array_reverse( $open ), wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' ) );
	}

	public function test_category_outside_the_menu_is_not_found(): void {
		$this->journals( 2, array( 'other' ) );

		foreach ( array( (string) $this->tags['other'], 'abc', '999999' ) as $value ) {
			$this->go_to( '/journals/?category=' . $value );
			$this->assertTrue( is_404(), $value );
		}
	}

	public function test_page_past_the_last_is_not_found(): void {
		$this->journals( 3, array( 'oa' ) );

		$this->go_to( '/journals/page/2/?category=' . $this->tags['oa'] );

		$this->assertTrue( is_404() );
	}

	public function test_menu_lists_all_then_the_existing_tags_with_the_current_one_marked(): void {
		$menu = Journals::menu( $this->tags['materials'] );

		$this->assertSame( array( 0, $this->tags['oa'], $this->tags['materials'] ), array_column( $menu, 'id' ) );
		$this->assertSame( array( '全部期刊', '开放获取', '材料科学' ), array_column( $menu, 'label' ) );
		$this->assertSame( array( false, false, true ), array_column( $menu, 'current' ) );
		$this->assertSame( home_url( '/journals/?category=' . $this->tags['oa'] ), $menu[1]['url'] );
	}

	public function test_page_links_keep_the_category(): void {
		$this->assertSame( home_url( '/journals/page/3/?category=' . $this->tags['oa'] ), Journals::link( $this->tags['oa'], 3 ) );
		$this->assertSame( home_url( '/journals/' ), Journals::link( 0 ) );
	}

	public function test_listing_draws_the_menu_cards_and_pager(): void {
		$this->journals( 17, array( 'oa' ) );

		$html = $this->page( '/journals/?category=' . $this->tags['oa'] );

		$this->assertSame( 16, substr_count( $html, 'class="mvc-journal-card"' ) );
		$this->assertMatchesRegularExpression( '/mvc-journals__category is-current"[^>]*aria-current="page">开放获取</u', $html );
		$this->assertStringContainsString( esc_url( home_url( '/journals/page/2/?category=' . $this->tags['oa'] ) ), $html );
	}

	public function test_empty_category_says_so(): void {
		$this->journals( 2 );

		$html = $this->page( '/journals/?category=' . $this->tags['materials'] );

		$this->assertFalse( is_404() );
		$this->assertStringContainsString( '很抱歉，目前还没有该类别的文章', $html );
		$this->assertStringNotContainsString( 'mvc-journal-card', $html );
	}
}
