/**
 * Issue 27's layout rough edges ("Member flows", walkthrough on a desktop and a 390 px phone):
 * notices never cover the header's controls; the journals' category bar on a phone says that more
 * categories wait and shows the selected one; the minisite banner's arrows and pause button keep
 * off its caption on a phone; the comment panel shows the target comment's like count whole;
 * courses on a phone open on the results with their count, the filter behind a button; the
 * floating tool menu leaves the buttons under it pressable. Screenshots are attached.
 */
import { test, expect, type Page } from '@playwright/test';

import { unique } from './support/members';
import { recordToasts, toastTexts } from './support/toasts';
import { watchPage } from './support/watch';
import { WECHAT_ANDROID } from './support/devices';
import { shoot, overlaps, boxOf, type Box } from './support/layout';

// No console error, page error or CSP violation on any of these pages.
let problems: string[] = [];
test.beforeEach( async ( { page } ) => {
	problems = await watchPage( page );
} );
test.afterEach( () => {
	// In WeChat the page loads WeChat's JS SDK, whose host this offline machine cannot resolve.
	expect(
		problems.filter(
			( problem ) => ! problem.includes( 'net::ERR_NAME_NOT_RESOLVED' )
		)
	).toEqual( [] );
} );

const PHONE = {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
};

/**
 * The header's controls that are on screen: the logo, the menu's links, search, 登录 / the
 * avatar, the drawer's button.
 *
 * @param page Page.
 */
async function headerControls( page: Page ): Promise< Box[] > {
	const controls = page.locator(
		'.mvc-header a:visible, .mvc-header button:visible, .mvc-header summary:visible'
	);
	const boxes: Box[] = [];
	for ( const control of await controls.all() ) {
		const box = await control.boundingBox();
		if ( box && box.width > 0 && box.y < 200 ) {
			boxes.push( box );
		}
	}
	expect( boxes.length ).toBeGreaterThan( 1 );
	return boxes;
}

/**
 * The first toast drawn keeps off every control of the header.
 *
 * @param page Page.
 */
async function expectToastClearOfHeader( page: Page ) {
	const toast = page.locator( '.mvc-toast' ).first();
	await expect( toast ).toBeVisible();
	const box = await boxOf( toast );
	await shoot( page, 'toast' );
	for ( const control of await headerControls( page ) ) {
		expect( overlaps( box, control ), JSON.stringify( control ) ).toBe(
			false
		);
	}
}

test.describe( 'a phone in WeChat', () => {
	test.use( { ...PHONE, userAgent: WECHAT_ANDROID } );

	test( "the share hint keeps off the header's logo and buttons", async ( {
		page,
	} ) => {
		const shown = await recordToasts( page );
		await page.goto( '/research-news/research-01/' );
		await page
			.locator( '.mvc-article-actions' )
			.getByRole( 'button', { name: '分享' } )
			.first()
			.click();
		await expect
			.poll( () => toastTexts( shown ).join( ' ' ) )
			.toContain( '右上角' );
		await expectToastClearOfHeader( page );
	} );
} );

for ( const [ name, viewport ] of [
	[ 'a phone', { width: 390, height: 844 } ],
	[ 'a desktop', { width: 1366, height: 800 } ],
] as const ) {
	test( `on ${ name }, 请查收确认邮件 keeps off the header's 登录 and menu`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		const shown = await recordToasts( page );
		await page.goto( '/call-for-papers/special-issue-01/' );
		const island = page.locator( '.mvc-special-issue .mvc-follow' );
		await island.getByRole( 'link', { name: '关注特刊' } ).click();
		const dialog = page.getByRole( 'dialog', { name: '关注特刊' } );
		await dialog
			.getByLabel( '邮箱' )
			.fill( `${ unique( 'toast' ) }@example.com` );
		await dialog.getByLabel( /我同意接收出版方/ ).check();
		await dialog
			.getByRole( 'button', { name: '关注', exact: true } )
			.click();
		await expect
			.poll( () => toastTexts( shown ).join( ' ' ) )
			.toContain( '请查收' );
		await expectToastClearOfHeader( page );
	} );
}

test.describe( 'a phone', () => {
	test.use( PHONE );

	test( 'the journals category bar hints at more and shows the selected category whole', async ( {
		page,
	} ) => {
		await page.goto( '/journals/' );
		const bar = page.locator( '.mvc-journals__menu ul' );
		const links = bar.getByRole( 'link' );
		const last = links.last();
		const href = await last.getAttribute( 'href' );
		// At the start, the bar says more categories wait at its end.
		await expect( bar ).toHaveClass( /has-more-end/ );
		expect(
			await bar.evaluate(
				( element ) => getComputedStyle( element, '::after' ).opacity
			)
		).toBe( '1' );
		await shoot( page, 'journals-bar' );

		// The last category selected: it is in view, whole, and the start is hinted.
		await page.goto( href ?? '/journals/' );
		const current = bar.locator( '[aria-current="page"]' );
		await expect( current ).toHaveText(
			( await last.textContent() ) ?? ''
		);
		await expect( bar ).toHaveClass( /has-more-start/ );
		const barBox = await boxOf( bar );
		const box = await boxOf( current );
		expect( box.x ).toBeGreaterThanOrEqual( barBox.x );
		expect( box.x + box.width ).toBeLessThanOrEqual(
			barBox.x + barBox.width + 0.5
		);
		await shoot( page, 'journals-bar-selected' );
	} );

	test( "the minisite banner's arrows and pause button keep off its caption", async ( {
		page,
	} ) => {
		for ( const width of [ 390, 320 ] ) {
			await page.setViewportSize( { width, height: 844 } );
			await page.goto( '/journals/advanced-energy-materials/' );
			const banner = page.locator( '.mvc-minisite__banner' );
			const arrow = banner.locator( '.mvc-carousel__arrow--next' );
			await expect( arrow ).toBeVisible();
			const caption = banner
				.locator( '.swiper-slide-active .mvc-minisite__slide-text' )
				.first();
			const text = await boxOf( caption );
			for ( const control of [
				banner.locator( '.mvc-carousel__arrow--prev' ),
				arrow,
				banner.locator( '.mvc-carousel__toggle' ),
			] ) {
				await expect( control ).toBeVisible();
				// Room for a finger: 8 px around the caption stays free.
				expect( overlaps( text, await boxOf( control ), 8 ) ).toBe(
					false
				);
			}
			await shoot( page, `minisite-banner-${ width }` );
		}
	} );

	test( 'courses open on the results with their count, the filter behind a button', async ( {
		page,
	} ) => {
		await page.goto( '/courses/' );
		const count = page.getByText( /^共 \d+ 门课程$/ );
		await expect( count ).toBeVisible();
		const card = page.locator( '.mvc-course-grid > li' ).first();
		await expect( card ).toBeInViewport();
		const options = page.locator( '.mvc-course-filter__option' ).first();
		await expect( options ).toBeHidden();
		await shoot( page, 'courses-phone' );

		// The server's 筛选 (a link to the groups); pressed, it wakes the island, whose button
		// it becomes, open.
		const toggle = page.locator( '.mvc-course-filter__toggle' );
		await expect( toggle ).toHaveText( '筛选' );
		await toggle.click();
		const open = page.getByRole( 'button', { name: '筛选' } );
		await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( options ).toBeVisible();
		await expect( count ).toBeVisible();
		await open.click();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( options ).toBeHidden();
		await open.click();
		await expect( options ).toBeVisible();
		await shoot( page, 'courses-phone-filter' );
	} );
} );

for ( const [ name, viewport ] of [
	[ 'a phone', PHONE.viewport ],
	[ 'a desktop', { width: 1366, height: 800 } ],
] as const ) {
	test( `on ${ name }, the comment panel shows the target comment's like count whole`, async ( {
		page,
		request,
	} ) => {
		await page.setViewportSize( viewport );
		const [ post ] = ( await (
			await request.get(
				'/wp-json/wp/v2/posts?slug=research-01&_fields=id'
			)
		).json() ) as Array< { id: number } >;
		const comments = ( await (
			await request.get(
				`/wp-json/wp/v2/comments?post=${ post.id }&_fields=id`
			)
		).json() ) as Array< { id: number } >;
		const target = comments[ comments.length - 1 ].id;

		await page.goto( `/research-news/research-01/#c-${ target }` );
		const dialog = page.getByRole( 'dialog', { name: /评论/ } );
		const item = dialog.locator( `#c-${ target }` );
		await expect( item ).toBeInViewport();
		const count = item.locator( '.mvc-comment__like' ).first();
		const scroller = await boxOf(
			dialog.locator( '.mvc-comments__scroll' )
		);
		const clip = await dialog
			.locator( '.mvc-comments__scroll' )
			.evaluate( ( element ) => element.clientWidth );
		// The target's shade and padding lie inside the list's visible box (they were cut at both
		// sides), and the count keeps room from the edge.
		const shade = await boxOf( item );
		expect( shade.x ).toBeGreaterThanOrEqual( scroller.x );
		expect( shade.x + shade.width ).toBeLessThanOrEqual(
			scroller.x + clip
		);
		const box = await boxOf( count );
		expect( box.x + box.width ).toBeLessThanOrEqual(
			scroller.x + clip - 4
		);
		await shoot( page, 'comment-target' );
	} );
}

test.describe( 'a phone, scrolling a list', () => {
	test.use( PHONE );

	test( 'the floating tool menu leaves every link and button under it pressable', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/' );
		// A long list: the page scrolls well past the menu's 300 px.
		const height = await page.evaluate(
			() => document.documentElement.scrollHeight
		);
		expect( height ).toBeGreaterThan( 1600 );
		await page.waitForFunction( () =>
			document.documentElement.classList.contains( 'mvc-js' )
		);
		const menu = page.getByRole( 'navigation', { name: '工具栏' } );
		const covered: string[] = [];
		let shown = 0;
		for ( let y = 320; y < height - 844; y += 37 ) {
			await page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
			// The behaviour shows the menu in the next frame and looks under it once the scroll
			// has rested 100 ms: a reader who stops scrolling to press.
			await page.evaluate(
				() => new Promise( ( resolve ) => setTimeout( resolve, 200 ) )
			);
			if ( await menu.isVisible() ) {
				shown += 1;
			}
			covered.push(
				...( await page.evaluate( () => {
					const header = document
						.querySelector( '.mvc-header' )
						?.getBoundingClientRect();
					const top = header ? header.bottom : 0;
					const nav = document.querySelector(
						'[data-floating-menu]'
					);
					const found: string[] = [];
					document
						.querySelectorAll< HTMLElement >(
							'main a[href], main button'
						)
						.forEach( ( element ) => {
							const box = element.getBoundingClientRect();
							if (
								! box.width ||
								! box.height ||
								box.top < top ||
								box.bottom > window.innerHeight ||
								box.left < 0 ||
								box.right > window.innerWidth ||
								nav?.contains( element )
							) {
								return;
							}
							// Each line of a link that wraps: its middle is where a finger presses.
							for ( const line of Array.from(
								element.getClientRects()
							) ) {
								const hit = document.elementFromPoint(
									line.left + line.width / 2,
									line.top + line.height / 2
								);
								if ( hit && nav?.contains( hit ) ) {
									found.push(
										`${ element.textContent
											?.trim()
											.slice( 0, 20 ) } at ${ Math.round(
											window.scrollY
										) }`
									);
									return;
								}
							}
						} );
					return found;
				} ) )
			);
		}
		// The menu is there to be used on the way down.
		expect( shown ).toBeGreaterThan( 0 );
		expect( covered ).toEqual( [] );
	} );
} );

test.describe( 'a phone without JavaScript', () => {
	test.use( { ...PHONE, javaScriptEnabled: false } );

	test( 'the courses filter opens by its link', async ( { page } ) => {
		await page.goto( '/courses/' );
		const options = page.locator( '.mvc-course-filter__option' ).first();
		await expect( options ).toBeHidden();
		await page.getByRole( 'button', { name: '筛选' } ).click();
		await expect( page ).toHaveURL( /#mvc-course-filter-groups$/ );
		await expect( options ).toBeVisible();
	} );
} );
