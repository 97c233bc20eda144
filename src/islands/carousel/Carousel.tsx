/**
 * Starts Swiper on a server-rendered carousel (the slides are in the page's HTML and readable
 * without JavaScript). The island draws nothing itself: it finds its carousel by id, adds the
 * page indicators and the arrows the server printed, and destroys Swiper when it unmounts.
 */
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { IslandProps } from '@mvc/runtime-core';

import { presetOptions } from './presets';
import type { CarouselPreset } from './presets';

export interface CarouselProps extends IslandProps {
	/** Id of the `.swiper` element. */
	target: string;
	preset: CarouselPreset;
}

export function Carousel( { target, preset }: CarouselProps ) {
	useEffect( () => {
		const element = document.getElementById( target );
		if ( ! element ) {
			return undefined;
		}
		const count = element.querySelectorAll( '.swiper-slide' ).length;
		const dots =
			element.querySelector< HTMLElement >( '.swiper-pagination' );
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
				? {
						el: dots,
						clickable: true,
						bulletElement: 'button',
					}
				: false,
			navigation: prev && next ? { prevEl: prev, nextEl: next } : false,
			a11y: {
				containerRoleDescriptionMessage: __( 'carousel', 'mvc' ),
				itemRoleDescriptionMessage: __( 'slide', 'mvc' ),
				prevSlideMessage: __( 'Previous', 'mvc' ),
				nextSlideMessage: __( 'Next', 'mvc' ),
				paginationBulletMessage: sprintf(
					/* translators: %s: slide or page number. */
					__( 'Go to %s', 'mvc' ),
					'{{index}}'
				),
			},
		} );
		element.classList.add( 'is-ready' );
		// Nothing moves while the keyboard is inside the carousel, nor after the reader stopped it
		// with the pause button (WCAG 2.2.2), which the server printed hidden.
		let stopped = false;
		const pause = () => swiper.autoplay?.pause();
		const resume = () => {
			if ( ! stopped ) {
				swiper.autoplay?.resume();
			}
		};
		const toggle =
			element.querySelector< HTMLButtonElement >(
				'.mvc-carousel__toggle'
			) ??
			around?.querySelector< HTMLButtonElement >(
				'.mvc-carousel__toggle'
			);
		const onToggle = () => {
			stopped = ! stopped;
			if ( stopped ) {
				swiper.autoplay?.stop();
			} else {
				swiper.autoplay?.start();
			}
			if ( toggle ) {
				toggle.textContent = stopped
					? __( 'Play the carousel', 'mvc' )
					: __( 'Pause the carousel', 'mvc' );
				toggle.classList.toggle( 'is-stopped', stopped );
			}
		};
		if ( toggle && options.autoplay ) {
			toggle.hidden = false;
			toggle.addEventListener( 'click', onToggle );
		}
		element.addEventListener( 'focusin', pause );
		element.addEventListener( 'focusout', resume );
		return () => {
			toggle?.removeEventListener( 'click', onToggle );
			element.removeEventListener( 'focusin', pause );
			element.removeEventListener( 'focusout', resume );
			swiper.destroy( true, true );
			element.classList.remove( 'is-ready' );
		};
	}, [ target, preset ] );
	return null;
}
