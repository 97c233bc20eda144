/**
 * Islands mount without moving the page: the cumulative layout shift of the home, a list and the
 * tag page, measured in Chromium while every island wakes. The denser layout of issue 14 on a
 * 1366 px desktop and a 390 px phone inside WeChat: the home's news sections use the row, grid
 * cards of one row start their titles at one height, the search button stays on the search line,
 * and an article's journal logo is shown at a logo's size in its own proportions. Screenshots are
 * attached as artefacts.
 */
import { test, expect, type Page } from '@playwright/test';

import { WECHAT_ANDROID } from './support/devices';
import { shoot, type Box } from './support/layout';

for ( const path of [
	'/',
	'/research-news/?tag=energy',
	'/tag/energy/',
	'/search?s=能源',
] ) {
	test( `no layout shift when the islands of ${ path } mount`, async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			const win = window as unknown as {
				mvcShift: number;
				mvcShiftObserver: PerformanceObserver;
			};
			win.mvcShift = 0;
			win.mvcShiftObserver = new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as Array<
					PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
					}
				> ) {
					if ( ! entry.hadRecentInput ) {
						win.mvcShift += entry.value;
					}
				}
			} );
			win.mvcShiftObserver.observe( {
				type: 'layout-shift',
				buffered: true,
			} );
		} );
		await page.goto( path );
		await page.waitForFunction(
			() =>
				typeof ( window as unknown as { mvcRuntime?: object } )
					.mvcRuntime === 'object'
		);
		// Every shift from the start counts; the islands mounted, the page is drawn twice more
		// (a mount's shift is reported after the frame that shows it), then the observer hands
		// over what it still holds: no fixed wait, nothing reported late is missed.
		const shift = await page.evaluate( async () => {
			const win = window as unknown as {
				mvcShift: number;
				mvcShiftObserver: PerformanceObserver;
				mvcRuntime: { wakeAll: () => Promise< void > };
			};
			await win.mvcRuntime.wakeAll();
			await document.fonts.ready;
			for ( let frame = 0; frame < 2; frame++ ) {
				await new Promise( ( resolve ) =>
					requestAnimationFrame( resolve )
				);
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			for ( const entry of win.mvcShiftObserver.takeRecords() as Array<
				PerformanceEntry & { value: number; hadRecentInput: boolean }
			> ) {
				if ( ! entry.hadRecentInput ) {
					win.mvcShift += entry.value;
				}
			}
			return win.mvcShift;
		} );
		expect( shift ).toBeLessThan( 0.01 );
	} );
}

const PHONE = {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
	userAgent: WECHAT_ANDROID,
};

const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** A research article of the demo content that carries a journal logo. */
const ARTICLE = '/research-news/research-02/';

/**
 * The boxes of the elements a selector finds, in document order.
 *
 * @param page     Page.
 * @param selector CSS selector.
 */
async function boxesOf( page: Page, selector: string ): Promise< Box[] > {
	return page.locator( selector ).evaluateAll( ( elements ) =>
		elements.map( ( element ) => {
			const rect = element.getBoundingClientRect();
			return {
				x: rect.x,
				y: rect.y + window.scrollY,
				width: rect.width,
				height: rect.height,
			};
		} )
	);
}

/**
 * Pairs of boxes grouped in rows: boxes whose card tops are within 2 px share a row.
 *
 * @param cards  Card boxes.
 * @param titles Title boxes, one per card.
 */
function titleRows( cards: Box[], titles: Box[] ): Box[][] {
	const rows = new Map< number, Box[] >();
	cards.forEach( ( card, index ) => {
		const key =
			[ ...rows.keys() ].find(
				( top ) => Math.abs( top - card.y ) <= 2
			) ?? card.y;
		rows.set( key, [ ...( rows.get( key ) ?? [] ), titles[ index ] ] );
	} );
	return [ ...rows.values() ];
}

test.describe( 'on a desktop', () => {
	test.use( DESKTOP );

	test( "the home's news sections use the row, their cards' titles and dates line up", async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const sections = page.locator( '.mvc-home-news' );
		expect( await sections.count() ).toBeGreaterThanOrEqual( 2 );
		for ( const id of await sections.evaluateAll( ( all ) =>
			all.map( ( section ) => section.className )
		) ) {
			const section = `.${ id.trim().split( /\s+/ ).pop() }`;
			const scope = `${ section } .swiper-slide:first-child`;
			const [ head ] = await boxesOf(
				page,
				`${ section } .mvc-home-news__head`
			);
			const cards = await boxesOf( page, `${ scope } .mvc-card` );
			const titles = await boxesOf( page, `${ scope } .mvc-card__title` );
			const dates = await boxesOf( page, `${ scope } .mvc-card__date` );
			expect( cards.length, id ).toBeGreaterThanOrEqual( 3 );
			// One row of cards (not one column): every card on the first card's line.
			for ( const card of cards ) {
				expect(
					Math.abs( card.y - cards[ 0 ].y ),
					id
				).toBeLessThanOrEqual( 1 );
			}
			// A full page of five spans the row under the section's heading.
			if ( cards.length === 5 ) {
				const last = cards[ cards.length - 1 ];
				expect(
					last.x + last.width - cards[ 0 ].x,
					id
				).toBeGreaterThan( 0.95 * head.width );
			}
			for ( const title of titles ) {
				expect(
					Math.abs( title.y - titles[ 0 ].y ),
					id
				).toBeLessThanOrEqual( 1 );
			}
			for ( const date of dates ) {
				expect(
					Math.abs( date.y - dates[ 0 ].y ),
					id
				).toBeLessThanOrEqual( 1 );
			}
		}
		await shoot( page, 'desktop-home', true );
	} );

	test( 'the research-news grid starts the titles of a row at one height', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/' );
		// One cover taller than the others, as a reader's browser may get while the images load:
		// titles must still line up.
		await page
			.locator( '.mvc-list--grid .mvc-card__cover' )
			.first()
			.evaluate( ( cover ) => {
				( cover as HTMLElement ).style.aspectRatio = '1';
			} );
		const cards = await boxesOf( page, '.mvc-list--grid .mvc-card' );
		const titles = await boxesOf(
			page,
			'.mvc-list--grid .mvc-card__title'
		);
		const rows = titleRows( cards, titles );
		expect( rows.length ).toBeGreaterThan( 1 );
		expect( rows[ 0 ].length ).toBeGreaterThanOrEqual( 3 );
		for ( const row of rows ) {
			for ( const title of row ) {
				expect( Math.abs( title.y - row[ 0 ].y ) ).toBeLessThanOrEqual(
					1
				);
			}
		}
		await shoot( page, 'desktop-research-news-grid', true );
	} );

	test( "an article's journal logo is 64 to 96 px tall in its own proportions", async ( {
		page,
	}, testInfo ) => {
		await page.goto( ARTICLE );
		const logo = page.locator( '.mvc-article__journal-logo' );
		await logo.scrollIntoViewIfNeeded();
		await expect( logo ).toBeVisible();
		const shape = await logo.evaluate( async ( element ) => {
			const image = element as HTMLImageElement;
			await image.decode();
			// The image's own box (its frame's padding and border left out).
			const style = getComputedStyle( image );
			return {
				width: parseFloat( style.width ),
				height: parseFloat( style.height ),
				natural: image.naturalWidth / image.naturalHeight,
				sized:
					image.hasAttribute( 'height' ) ||
					style.aspectRatio !== 'auto',
			};
		} );
		expect( shape.height ).toBeGreaterThanOrEqual( 64 );
		expect( shape.height ).toBeLessThanOrEqual( 96 );
		expect( shape.width / shape.height ).toBeCloseTo( shape.natural, 1 );
		// Its height is known before the image loads: the text below does not move.
		expect( shape.sized ).toBe( true );
		await testInfo.attach( 'desktop-journal-logo', {
			body: await page.locator( '.mvc-article' ).screenshot(),
			contentType: 'image/png',
		} );
	} );
} );

test.describe( 'on a phone in WeChat', () => {
	test.use( PHONE );

	for ( const path of [ '/search?s=能源', '/search' ] ) {
		test( `the search button stays on the search line of ${ path }`, async ( {
			page,
		} ) => {
			await page.goto( path );
			const form = page.locator( '.mvc-search-form' ).first();
			const [ category ] = await boxesOf(
				page,
				'.mvc-search-form__category'
			);
			const [ text ] = await boxesOf( page, '.mvc-search-form__text' );
			const [ button ] = await boxesOf(
				page,
				'.mvc-search-form__submit'
			);
			// Category, text box and button side by side on the text box's line.
			for ( const part of [ category, button ] ) {
				expect( part.y ).toBeGreaterThanOrEqual( text.y - 1 );
				expect( part.y + part.height ).toBeLessThanOrEqual(
					text.y + text.height + 1
				);
			}
			expect( category.x + category.width ).toBeLessThanOrEqual( text.x );
			expect( text.x + text.width ).toBeLessThanOrEqual( button.x );
			// Inside the screen, with room to type.
			expect( button.x + button.width ).toBeLessThanOrEqual( 390 - 8 );
			expect( text.width ).toBeGreaterThanOrEqual( 140 );
			expect(
				await form.evaluate(
					( element ) => element.scrollWidth <= element.clientWidth
				)
			).toBe( true );
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth <=
						document.documentElement.clientWidth
				)
			).toBe( true );
			await shoot( page, `phone-search-${ path.length }`, true );
		} );
	}

	test( "an article's journal logo keeps its proportions on a phone", async ( {
		page,
	} ) => {
		await page.goto( ARTICLE );
		const logo = page.locator( '.mvc-article__journal-logo' );
		await logo.scrollIntoViewIfNeeded();
		const shape = await logo.evaluate( async ( element ) => {
			const image = element as HTMLImageElement;
			await image.decode();
			const style = getComputedStyle( image );
			return {
				width: parseFloat( style.width ),
				height: parseFloat( style.height ),
				natural: image.naturalWidth / image.naturalHeight,
			};
		} );
		expect( shape.height ).toBeGreaterThanOrEqual( 56 );
		expect( shape.height ).toBeLessThanOrEqual( 96 );
		expect( shape.width / shape.height ).toBeCloseTo( shape.natural, 1 );
		await shoot( page, 'phone-journal-logo', true );
	} );
} );
