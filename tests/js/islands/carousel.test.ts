/**
 * The carousel, a plain island: Swiper started on the server's slides, with the words its props
 * carry, the arrows and the pause button shown.
 */
import { startCarousel } from '../../../src/islands/carousel/carousel';

function page( slides: number ): HTMLElement {
	document.body.innerHTML = `
		<div class="mvc-carousel">
			<div class="swiper" id="banner">
				<div class="swiper-wrapper">
					${ Array.from(
						{ length: slides },
						( _, index ) =>
							`<div class="swiper-slide"><a href="/s${ index }/">Slide ${ index }</a></div>`
					).join( '' ) }
				</div>
				<div class="swiper-pagination"></div>
				<button type="button" class="mvc-carousel__toggle" hidden>Pause</button>
			</div>
			<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--prev" hidden></button>
			<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--next" hidden></button>
		</div>
		<div class="mvc-island" data-island="carousel"></div>`;
	return document.querySelector( '[data-island]' ) as HTMLElement;
}

const LABELS = {
	carousel: '轮播',
	slide: '幻灯片',
	goTo: '跳转到第 {{index}} 项',
	pause: '暂停轮播',
	play: '播放轮播',
};

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'startCarousel', () => {
	it( 'starts Swiper once on the slides with the translated words, and shows the arrows and the pause button', () => {
		const container = page( 5 );

		const swiper = startCarousel( container, {
			target: 'banner',
			preset: 'banner',
			labels: LABELS,
		} );

		const element = document.getElementById( 'banner' ) as HTMLElement;
		expect( swiper ).not.toBeNull();
		expect( element ).toHaveClass( 'is-ready' );
		expect( element ).toHaveAttribute( 'aria-roledescription', '轮播' );
		const toggle = element.querySelector(
			'.mvc-carousel__toggle'
		) as HTMLButtonElement;
		expect( toggle.hidden ).toBe( false );
		document
			.querySelectorAll< HTMLButtonElement >( '.mvc-carousel__arrow' )
			.forEach( ( arrow ) => expect( arrow.hidden ).toBe( false ) );

		toggle.click();
		expect( toggle ).toHaveTextContent( '播放轮播' );
		expect( toggle ).toHaveClass( 'is-stopped' );
		toggle.click();
		expect( toggle ).toHaveTextContent( '暂停轮播' );

		// A second start (the same carousel twice on a page) does nothing.
		expect(
			startCarousel( container, { target: 'banner', preset: 'banner' } )
		).toBeNull();
		swiper?.destroy( true, true );
		// jsdom lays nothing out (every slide is 0 px wide), which Swiper's loop warns about.
		expect( console ).toHaveWarned();
	} );

	it( 'adds a page indicator per slide that goes to its slide and marks the slide shown', async () => {
		// jsdom lays nothing out; Swiper moves only in a carousel of some width.
		const width = jest
			.spyOn( HTMLElement.prototype, 'clientWidth', 'get' )
			.mockReturnValue( 300 );
		const height = jest
			.spyOn( HTMLElement.prototype, 'clientHeight', 'get' )
			.mockReturnValue( 200 );
		const container = page( 3 );

		const swiper = startCarousel( container, {
			target: 'banner',
			preset: 'pages',
			labels: LABELS,
		} );

		const dots = Array.from(
			document.querySelectorAll< HTMLButtonElement >(
				'.swiper-pagination button'
			)
		);
		expect(
			dots.map( ( dot ) => dot.getAttribute( 'aria-label' ) )
		).toEqual( [ '跳转到第 1 项', '跳转到第 2 项', '跳转到第 3 项' ] );
		const current = () =>
			dots.map( ( dot ) => dot.getAttribute( 'aria-current' ) );
		expect( current() ).toEqual( [ 'true', null, null ] );
		expect( dots[ 0 ] ).toHaveClass( 'swiper-pagination-bullet-active' );

		dots[ 2 ].click();
		// Swiper goes to a slide by its place in the loop on the next frame.
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		expect( swiper?.realIndex ).toBe( 2 );
		expect( current() ).toEqual( [ null, null, 'true' ] );
		expect( dots[ 0 ] ).not.toHaveClass(
			'swiper-pagination-bullet-active'
		);

		swiper?.slidePrev();
		expect( current() ).toEqual( [ null, 'true', null ] );
		swiper?.destroy( true, true );
		width.mockRestore();
		height.mockRestore();
	} );

	it( 'shows arrows that go back and forth, each disabled at its end when the carousel does not loop', () => {
		const width = jest
			.spyOn( HTMLElement.prototype, 'clientWidth', 'get' )
			.mockReturnValue( 300 );
		const container = page( 3 );

		const swiper = startCarousel( container, {
			target: 'banner',
			preset: 'pages',
			labels: LABELS,
		} );

		const [ prev, next ] = Array.from(
			document.querySelectorAll< HTMLButtonElement >(
				'.mvc-carousel__arrow'
			)
		);
		expect( [ prev.hidden, next.hidden ] ).toEqual( [ false, false ] );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ true, false ] );
		next.click();
		expect( swiper?.activeIndex ).toBe( 1 );
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ false, false ] );
		next.click();
		expect( [ prev.disabled, next.disabled ] ).toEqual( [ false, true ] );
		prev.click();
		expect( swiper?.activeIndex ).toBe( 1 );
		swiper?.destroy( true, true );
		width.mockRestore();
	} );

	it( 'does nothing when its carousel is not on the page', () => {
		const container = page( 2 );
		expect(
			startCarousel( container, { target: 'elsewhere', preset: 'pages' } )
		).toBeNull();
	} );
} );
