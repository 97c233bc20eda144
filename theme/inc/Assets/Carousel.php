<?php
/**
 * The carousel island's container.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

/**
 * A carousel is server-rendered slides in a `.swiper` element, readable without JavaScript; the
 * `carousel` island starts Swiper on it. That island is a plain script (Swiper alone, no React and
 * no WordPress package: see src/islands/carousel/), so the words it adds for screen readers and
 * the pause button come translated from here, in its props.
 */
final class Carousel {

	public const PRESETS = array( 'banner', 'pages', 'journals' );

	/**
	 * The island container for the `.swiper` element with the id `$target`. The banner, at the top
	 * of the home, starts when the browser is idle; the others when they come near the viewport
	 * (`visible`), so a phone that never scrolls to them never spends time starting them.
	 *
	 * @param string $target Id of the `.swiper` element.
	 * @param string $preset One of PRESETS (public-site.md section 9).
	 * @return string HTML, escaped.
	 */
	public static function island( string $target, string $preset ): string {
		$banner = 'banner' === $preset;
		return Islands::render(
			'carousel',
			array(
				'target' => $target,
				'preset' => in_array( $preset, self::PRESETS, true ) ? $preset : 'pages',
				'labels' => self::labels(),
			),
			$banner ? 'idle' : 'visible',
			'',
			// A `visible` carousel watches its slides (its container is an empty box after them); the
			// banner does not name them: an `idle` island that names what a visitor can press would
			// wait for a press (src/runtime/loader/wake.ts), and the banner must turn by itself.
			$banner ? array( 'class' => 'mvc-carousel-island' ) : array(
				'class'          => 'mvc-carousel-island',
				'data-wake-with' => $target,
			)
		);
	}

	/**
	 * What the script says, translated: Swiper's accessibility messages, the page indicators' names
	 * and the pause button (the arrows' names are in the HTML).
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'carousel' => __( 'carousel', 'mvc' ),
			'slide'    => __( 'slide', 'mvc' ),
			/* translators: %s: slide or page number. */
			'goTo'     => sprintf( __( 'Go to %s', 'mvc' ), '{{index}}' ),
			'pause'    => __( 'Pause the carousel', 'mvc' ),
			'play'     => __( 'Play the carousel', 'mvc' ),
		);
	}
}
