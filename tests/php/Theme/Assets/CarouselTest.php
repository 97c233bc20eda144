<?php
/**
 * The carousel island's container.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Assets;

use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Carousel;
use Mvc\Theme\Assets\Islands;

/**
 * The carousel is a plain island: its words come translated in its props.
 */
final class CarouselTest extends TestCase {

	/**
	 * The props of a container.
	 *
	 * @param string $html The container.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="mvc-island__props">(.*?)</script>#', $html, $match ) );
		$props = json_decode( $match[1], true );
		$this->assertIsArray( $props );
		return $props;
	}

	public function test_island_carries_its_target_preset_and_translated_words(): void {
		Islands::reset();

		$html  = Carousel::island( 'mvc-home-banner', 'banner' );
		$props = $this->props( $html );

		$this->assertStringContainsString( 'data-island="carousel" data-wake="idle"', $html );
		$this->assertSame( 'mvc-home-banner', $props['target'] );
		$this->assertSame( 'banner', $props['preset'] );
		$this->assertSame( '轮播', $props['labels']['carousel'] );
		$this->assertSame( '跳转到第 {{index}} 项', $props['labels']['goTo'] );
		$this->assertSame( '暂停轮播', $props['labels']['pause'] );
		$this->assertSame( array( 'carousel', 'slide', 'goTo', 'pause', 'play' ), array_keys( $props['labels'] ) );
		$this->assertSame( array( 'carousel' ), Islands::used() );
	}

	public function test_unknown_preset_falls_back_to_pages(): void {
		$this->assertSame( 'pages', $this->props( Carousel::island( 'x', 'spin' ) )['preset'] );
	}

	public function test_carousels_below_the_banner_start_when_they_come_into_view(): void {
		foreach ( array(
			'mvc-home-research'         => 'pages',
			'mvc-home-journal-carousel' => 'journals',
		) as $target => $preset ) {
			$html = Carousel::island( $target, $preset );
			$this->assertStringContainsString( 'data-wake="visible"', $html );
			$this->assertStringContainsString( 'data-wake-with="' . $target . '"', $html );
		}
		// The banner turns by itself: it names nothing a visitor's press would have to wake.
		$this->assertStringNotContainsString( 'data-wake-with', Carousel::island( 'mvc-home-banner', 'banner' ) );
	}
}
