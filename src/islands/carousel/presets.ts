/**
 * The carousels of the public-site spec (section 9), as Swiper options.
 */
import type { SwiperOptions } from 'swiper/types';

export type CarouselPreset = 'banner' | 'pages' | 'journals';

/** Home banner: one slide, autoplay 3500 ms, looping when there is more than one slide. */
const BANNER_DELAY = 3500;

/** Journal carousel: autoplay 2500 ms, speed 1500, 4 visible, gap 28, loop. */
const JOURNALS = { delay: 2500, speed: 1500, visible: 4, gap: 28 };

/**
 * Swiper options of a preset for a carousel with `count` slides.
 *
 * @param preset Preset name.
 * @param count  Number of slides.
 */
export function presetOptions(
	preset: CarouselPreset,
	count: number
): SwiperOptions {
	const reducedMotion =
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	switch ( preset ) {
		case 'banner':
			return {
				slidesPerView: 1,
				loop: count > 1,
				autoplay:
					count > 1 && ! reducedMotion
						? {
								delay: BANNER_DELAY,
								disableOnInteraction: false,
								pauseOnMouseEnter: true,
							}
						: false,
				a11y: { enabled: true },
			};
		case 'journals':
			return {
				loop: count > JOURNALS.visible,
				speed: JOURNALS.speed,
				spaceBetween: 12,
				slidesPerView: 2,
				breakpoints: {
					768: {
						slidesPerView: JOURNALS.visible,
						spaceBetween: JOURNALS.gap,
					},
				},
				autoplay:
					count > JOURNALS.visible && ! reducedMotion
						? {
								delay: JOURNALS.delay,
								disableOnInteraction: false,
								pauseOnMouseEnter: true,
							}
						: false,
			};
		default:
			return {
				slidesPerView: 1,
				spaceBetween: 24,
			};
	}
}
