<?php
/**
 * Page titles.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;

/**
 * The home page, search and the application routes have the specification's titles.
 */
final class TitlesTest extends TestCase {

	public function test_home_title_is_product_name_and_community_phrase(): void {
		$this->go_to( '/' );

		$this->assertSame( get_bloginfo( 'name' ) . ' – 材料科学资讯社区', $this->title() );
	}

	public function test_search_title_has_the_keyword(): void {
		$this->go_to( '/search?s=' . rawurlencode( '石墨烯' ) );

		$this->assertStringStartsWith( '搜索结果：石墨烯 – ', $this->title() );
	}

	public function test_route_title_is_its_name(): void {
		$this->go_to( '/podcast/' );

		$this->assertSame( '播客 – ' . get_bloginfo( 'name' ), $this->title() );
	}

	public function test_not_found_title_is_the_same_for_every_unknown_address(): void {
		$this->go_to( '/no-such-address-anywhere/' );
		$this->assertSame( '页面不存在 – ' . get_bloginfo( 'name' ), $this->title() );

		$this->go_to( '/404' );
		$this->assertSame( '页面不存在 – ' . get_bloginfo( 'name' ), $this->title() );
	}

	/**
	 * The title as the browser shows it (WordPress texturizes the separator into an en dash).
	 */
	private function title(): string {
		return html_entity_decode( wp_get_document_title(), ENT_QUOTES, 'UTF-8' );
	}
}
