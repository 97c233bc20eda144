<?php
/**
 * Island containers and the loader's script descriptions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Assets;

use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Assets\ScriptGraph;

/**
 * The container markup, its JSON props safe inside HTML, and WordPress's scripts described in load
 * order with their inline code.
 */
final class IslandsTest extends TestCase {

	public function test_render_prints_container_with_wake_props_and_placeholder(): void {
		$html = Islands::render( 'floating-menu', array( 'callForPapersUrl' => '/call-for-papers/' ), 'visible', '<a href="/x">占位</a>' );

		$this->assertSame(
			'<div class="mvc-island mvc-island--floating-menu" data-island="floating-menu" data-wake="visible"><script type="application/json" class="mvc-island__props">{"callForPapersUrl":"/call-for-papers/"}</script><a href="/x">占位</a></div>',
			$html
		);
		$this->assertSame( array( 'floating-menu' ), Islands::used() );
	}

	public function test_props_cannot_close_the_script_tag(): void {
		$html = Islands::render( 'x', array( 'text' => '</script><script>alert(1)</script>' ) );

		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringContainsString( '\u003C/script\u003E', $html );
	}

	public function test_render_keeps_the_declared_wake_for_a_visitor_and_a_member(): void {
		// The wake policy (a visitor's `idle` island waits for a press) is the loader's alone
		// (src/runtime/loader/wake.ts wakeFor()): the page says what the template declared.
		$visitor = Islands::render( 'article-actions', array(), 'idle' );
		wp_set_current_user( self::factory()->member() );
		$member = Islands::render( 'article-actions', array(), 'idle' );

		$this->assertStringContainsString( 'data-wake="idle"', $visitor );
		$this->assertSame( $visitor, $member );
	}

	public function test_unknown_wake_falls_back_to_idle(): void {
		$this->assertStringContainsString( 'data-wake="idle"', Islands::render( 'x', array(), 'whenever' ) );
	}

	public function test_empty_props_are_an_object(): void {
		$this->assertStringContainsString( '>{}</script>', Islands::render( 'x' ) );
	}

	public function test_script_graph_lists_dependencies_first_with_inline_code(): void {
		wp_register_script( 'mvc-test-island', 'https://cdn.example.com/island.js', array( 'wp-api-fetch', 'wp-element' ), '1.2', true );
		wp_add_inline_script( 'mvc-test-island', 'window.mvcTestBefore = 1;', 'before' );

		$graph   = ScriptGraph::describe( array( 'mvc-test-island' ) );
		$handles = array_keys( $graph );

		$this->assertSame( 'mvc-test-island', end( $handles ) );
		$this->assertLessThan( array_search( 'wp-api-fetch', $handles, true ), array_search( 'wp-i18n', $handles, true ) );
		$this->assertLessThan( array_search( 'wp-element', $handles, true ), array_search( 'react', $handles, true ) );
		$this->assertSame( 'https://cdn.example.com/island.js?ver=1.2', $graph['mvc-test-island']['src'] );
		$this->assertSame( 'window.mvcTestBefore = 1;', $graph['mvc-test-island']['before'] );
		$this->assertStringContainsString( 'createRootURLMiddleware', $graph['wp-api-fetch']['after'] );
		$this->assertStringStartsWith( site_url( '/wp-includes/js/dist/element' ), (string) $graph['wp-element']['src'] );
	}

	public function test_mark_records_an_island_without_printing_it(): void {
		Islands::reset();

		Islands::mark( 'Carousel' );

		$this->assertSame( array( 'carousel' ), Islands::used() );
	}
}
