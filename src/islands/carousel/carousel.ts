/**
 * Starts Swiper on a server-rendered carousel (the slides are in the page's HTML and readable
 * without JavaScript). A plain island (`../../runtime/plain/`): no React and no WordPress package,
 * so a reader of the home loads Swiper and nothing more. It finds its carousel by id, adds the
 * page indicators and shows the arrows and the pause button the server printed hidden; the words
 * for screen readers come translated in its props (`Mvc\Theme\Assets\Carousel::labels()`).
 *
 * The indicators and the arrows are a few lines of its own (`addDots()`, `addArrows()`) rather
 * than Swiper's Pagination and Navigation modules: together those are 3 KB gzip of a reading
 * budget of 30 KB that Swiper's core (20 KB) and the loader already mostly take, for what these
 * lines do.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';

import { presetOptions } from './presets';
import type { CarouselPreset } from './presets';

/** What the carousel says, translated by PHP. */
export interface CarouselLabels {
	carousel: string;
	slide: string;
	/** "Go to {{index}}": addDots() puts the slide's number for `{{index}}`. */
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
	goTo: 'Go to {{index}}',
	pause: 'Pause the carousel',
	play: 'Play the carousel',
};

/**
 * Fills the indicators' box with a button per slide: a press goes to that slide, and the button of
 * the slide shown is marked (`swiper-pagination-bullet-active`, `aria-current`).
 *
 * @param swiper The carousel.
 * @param dots   The box the server printed (`.swiper-pagination`).
 * @param count  Number of slides.
 * @param goTo   A button's name, "{{index}}" replaced by the slide's number.
 */
export function addDots(
	swiper: Swiper,
	dots: HTMLElement,
	count: number,
	goTo: string
): void {
	const buttons = Array.from( { length: count }, ( _, index ) => {
		const button = dots.ownerDocument.createElement( 'button' );
		button.type = 'button';
		button.className = 'swiper-pagination-bullet';
		button.setAttribute(
			'aria-label',
			goTo.replace( '{{index}}', String( index + 1 ) )
		);
		button.addEventListener( 'click', () => swiper.slideToLoop( index ) );
		return button;
	} );
	dots.replaceChildren( ...buttons );
	const mark = () =>
		buttons.forEach( ( button, index ) => {
			const shown = index === swiper.realIndex;
			button.classList.toggle( 'swiper-pagination-bullet-active', shown );
			if ( shown ) {
				button.setAttribute( 'aria-current', 'true' );
			} else {
				button.removeAttribute( 'aria-current' );
			}
		} );
	swiper.on( 'slideChange', mark );
	mark();
}

/**
 * Makes the arrows the server printed hidden go to the previous and the next slide: shown while
 * the slides do not all fit, each disabled at its end of a carousel that does not loop.
 *
 * @param swiper The carousel.
 * @param prev   The previous arrow.
 * @param next   The next arrow.
 */
export function addArrows(
	swiper: Swiper,
	prev: HTMLButtonElement,
	next: HTMLButtonElement
): void {
	prev.addEventListener( 'click', () => swiper.slidePrev() );
	next.addEventListener( 'click', () => swiper.slideNext() );
	const mark = () => {
		const ends = ! swiper.params.loop;
		prev.hidden = next.hidden = swiper.isLocked;
		prev.disabled = ends && swiper.isBeginning;
		next.disabled = ends && swiper.isEnd;
	};
	swiper.on( 'slideChange', mark );
	swiper.on( 'lock', mark );
	swiper.on( 'unlock', mark );
	mark();
}

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
	const swiper = new Swiper( element, {
		...options,
		modules: [ A11y, Autoplay ],
		a11y: {
			containerRoleDescriptionMessage: labels.carousel,
			itemRoleDescriptionMessage: labels.slide,
		},
	} );
	if ( dots ) {
		addDots( swiper, dots, count, labels.goTo );
	}
	if ( prev && next ) {
		addArrows( swiper, prev, next );
	}
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
