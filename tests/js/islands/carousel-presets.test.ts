/**
 * The carousels' Swiper options (public-site spec, section 9): the home banner autoplays every
 * 3500 ms; the journal carousel autoplays every 2500 ms at speed 1500 with 4 visible and a gap of
 * 28, looping only above 4 journals; nothing moves for a reader who asked for reduced motion.
 */
import { presetOptions } from '../../../src/islands/carousel/presets';

function reduceMotion( reduce: boolean ) {
	window.matchMedia = jest.fn().mockImplementation( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		media: query,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
	} ) );
}

beforeEach( () => reduceMotion( false ) );

it( 'autoplays the banner every 3500 ms and loops when it has more than one slide', () => {
	expect( presetOptions( 'banner', 3 ) ).toMatchObject( {
		slidesPerView: 1,
		loop: true,
		autoplay: { delay: 3500 },
	} );
	expect( presetOptions( 'banner', 1 ) ).toMatchObject( {
		loop: false,
		autoplay: false,
	} );
} );

it( 'shows 4 journals 28 px apart on wide screens, 2500 ms autoplay at speed 1500', () => {
	const options = presetOptions( 'journals', 14 );
	expect( options ).toMatchObject( {
		loop: true,
		speed: 1500,
		autoplay: { delay: 2500 },
		breakpoints: { 768: { slidesPerView: 4, spaceBetween: 28 } },
	} );
	expect( presetOptions( 'journals', 4 ) ).toMatchObject( {
		loop: false,
		autoplay: false,
	} );
} );

it( 'does not autoplay for a reader who asked for reduced motion', () => {
	reduceMotion( true );
	expect( presetOptions( 'banner', 3 ).autoplay ).toBe( false );
	expect( presetOptions( 'journals', 14 ).autoplay ).toBe( false );
} );

it( 'pages a news section one page of five at a time, without autoplay', () => {
	const options = presetOptions( 'pages', 3 );
	expect( options.slidesPerView ).toBe( 1 );
	expect( options.autoplay ).toBeUndefined();
} );
