import { useEffect, useState } from '@wordpress/element';

/**
 * Whether the page has scrolled more than `threshold` pixels, read at most once per frame from a
 * passive scroll listener.
 *
 * @param threshold Pixels.
 */
export function useScrolledPast( threshold: number ): boolean {
	const [ past, setPast ] = useState( () => window.scrollY > threshold );
	useEffect( () => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setPast( window.scrollY > threshold );
		};
		const onScroll = () => {
			if ( ! frame ) {
				frame = window.requestAnimationFrame( update );
			}
		};
		update();
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => {
			window.removeEventListener( 'scroll', onScroll );
			if ( frame ) {
				window.cancelAnimationFrame( frame );
			}
		};
	}, [ threshold ] );
	return past;
}
