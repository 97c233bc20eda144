/**
 * Starts Swiper on a server-rendered carousel (the slides are in the page's HTML and readable
 * without JavaScript). A plain island (`../../runtime/plain/`): no React and no WordPress package,
 * so a reader of the home loads Swiper and nothing more. It finds its carousel by id, adds the
 * page indicators and shows the arrows and the pause button the server printed hidden; the words
 * for screen readers come translated in its props (`Mvc\Theme\Assets\Carousel::labels()`).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

import { presetOptions } from './presets';
import type { CarouselPreset } from './presets';

/** What the carousel says, translated by PHP. */
export interface CarouselLabels {
	carousel: string;
	slide: string;
	previous: string;
	next: string;
	/** "Go to {{index}}": Swiper replaces `{{index}}`. */
	goTo: string;
	pause: string;
	play: string;
}

export interface CarouselProps {
	/** Id of the `.swiper` element. */
	target: string;
	preset: CarouselPreset;
	labels?: Partial< CarouselLabels >;
}

/** English words, for a page whose props carry none (an older cached page). */
const DEFAULT_LABELS: CarouselLabels = {
	carousel: 'carousel',
	slide: 'slide',
	previous: 'Previous',
	next: 'Next',
	goTo: 'Go to {{index}}',
	pause: 'Pause the carousel',
	play: 'Play the carousel',
};

/**
 * @param container    The island's container (unused: the carousel is found by id).
 * @param props        The server's props.
 * @param props.target
 * @param props.preset
 * @param props.labels
 * @return The Swiper instance, or null when the carousel is not on the page or already started.
 */
export function startCarousel(
	container: HTMLElement,
	{ target, preset, labels: given = {} }: CarouselProps
): Swiper | null {
	const element = container.ownerDocument.getElementById( target );
	if ( ! element || element.classList.contains( 'is-ready' ) ) {
		return null;
	}
	const labels = { ...DEFAULT_LABELS, ...given };
	const count = element.querySelectorAll( '.swiper-slide' ).length;
	const dots = element.querySelector< HTMLElement >( '.swiper-pagination' );
	const around = element.parentElement;
	const prev = around?.querySelector< HTMLButtonElement >(
		'.mvc-carousel__arrow--prev'
	);
	const next = around?.querySelector< HTMLButtonElement >(
		'.mvc-carousel__arrow--next'
	);
	const options = presetOptions( preset, count );
	if ( prev && next ) {
		prev.hidden = false;
		next.hidden = false;
	}
	const swiper = new Swiper( element, {
		...options,
		modules: [ A11y, Autoplay, Navigation, Pagination ],
		pagination: dots
			? { el: dots, clickable: true, bulletElement: 'button' }
			: false,
		navigation: prev && next ? { prevEl: prev, nextEl: next } : false,
		a11y: {
			containerRoleDescriptionMessage: labels.carousel,
			itemRoleDescriptionMessage: labels.slide,
			prevSlideMessage: labels.previous,
			nextSlideMessage: labels.next,
			paginationBulletMessage: labels.goTo,
		},
	} );
	element.classList.add( 'is-ready' );

	// Nothing moves while the keyboard is inside the carousel, nor after the reader stopped it
	// with the pause button (WCAG 2.2.2).
	let stopped = false;
	const toggle =
		element.querySelector< HTMLButtonElement >( '.mvc-carousel__toggle' ) ??
		around?.querySelector< HTMLButtonElement >( '.mvc-carousel__toggle' );
	if ( toggle && options.autoplay ) {
		toggle.hidden = false;
		toggle.addEventListener( 'click', () => {
			stopped = ! stopped;
			if ( stopped ) {
				swiper.autoplay?.stop();
			} else {
				swiper.autoplay?.start();
			}
			toggle.textContent = stopped ? labels.play : labels.pause;
			toggle.classList.toggle( 'is-stopped', stopped );
		} );
	}
	element.addEventListener( 'focusin', () => swiper.autoplay?.pause() );
	element.addEventListener( 'focusout', () => {
		if ( ! stopped ) {
			swiper.autoplay?.resume();
		}
	} );
	return swiper;
}
