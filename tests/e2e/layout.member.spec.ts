/**
 * The logged-in header on a 390 px phone inside WeChat (issue 14): the logo, the search icon, the
 * member's avatar and the menu button share one line, none overlaps another or leaves the screen
 * (at 320 px either), the menu button's label is whole, and the avatar's menu opens on the screen.
 * One login of the demo member (logins are limited per address and per network). Screenshots are
 * attached as artefacts.
 */
import { test, expect, type Page } from '@playwright/test';

import { postSolving } from './support/challenge';
import { WECHAT_ANDROID } from './support/devices';
import { shoot, overlaps, type Box } from './support/layout';

const WIDTH = 390;

test.use( {
	viewport: { width: WIDTH, height: 844 },
	hasTouch: true,
	isMobile: true,
	userAgent: WECHAT_ANDROID,
} );

/** The parts of the header's line, by name. */
const PARTS = {
	logo: '.mvc-header__logo',
	search: '.mvc-header__search',
	avatar: '.mvc-member-area__avatar',
	menu: '.mvc-drawer > summary',
};

/**
 * The header's parts lie on its line, inside the screen, apart from each other; the menu button's
 * label is whole.
 *
 * @param page Page.
 */
async function expectOneLine( page: Page ) {
	const header = await page.locator( '.mvc-header__inner' ).boundingBox();
	expect( header ).not.toBeNull();
	const boxes: Array< [ string, Box ] > = [];
	for ( const [ name, selector ] of Object.entries( PARTS ) ) {
		const part = page.locator( selector ).first();
		await expect( part, name ).toBeVisible();
		const box = await part.boundingBox();
		expect( box, name ).not.toBeNull();
		boxes.push( [ name, box as Box ] );
	}
	const line = header as Box;
	const width = page.viewportSize()?.width ?? WIDTH;
	for ( const [ name, box ] of boxes ) {
		expect( box.x, name ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width, name ).toBeLessThanOrEqual( width );
		expect( box.y, name ).toBeGreaterThanOrEqual( line.y );
		expect( box.y + box.height, name ).toBeLessThanOrEqual(
			line.y + line.height
		);
	}
	for ( let i = 0; i < boxes.length; i++ ) {
		for ( let j = i + 1; j < boxes.length; j++ ) {
			expect(
				overlaps( boxes[ i ][ 1 ], boxes[ j ][ 1 ] ),
				`${ boxes[ i ][ 0 ] } and ${ boxes[ j ][ 0 ] } overlap`
			).toBe( false );
		}
	}
	// The logo keeps its proportions (148 x 36) and the menu's label is not cut.
	const logo = boxes[ 0 ][ 1 ];
	expect( logo.width / logo.height ).toBeCloseTo( 148 / 36, 1 );
	const label = page.locator( '.mvc-drawer__label' );
	await expect( label ).toHaveText( '菜单' );
	expect(
		await label.evaluate(
			( element ) =>
				element.scrollWidth <= element.clientWidth &&
				element.getBoundingClientRect().right <= window.innerWidth
		)
	).toBe( true );
	expect(
		await page.evaluate(
			() =>
				document.documentElement.scrollWidth <=
				document.documentElement.clientWidth
		)
	).toBe( true );
}

test( "a member's phone header keeps the logo, avatar and menu button on one line", async ( {
	page,
} ) => {
	const login = await postSolving(
		page.context().request,
		'/wp-json/api/member/login-via-email',
		{
			email: 'member@example.com',
			password: 'password',
			remember: false,
		}
	);
	expect( login.status() ).toBe( 200 );

	// The server's header, before the member-area island mounts.
	await page.goto( '/research-news/research-02/', {
		waitUntil: 'domcontentloaded',
	} );
	await expectOneLine( page );
	await shoot( page, 'member-phone-header-server' );

	// Once the island has mounted (a member's wakes on idle): the avatar becomes the menu's button.
	const avatar = page.getByRole( 'button', { name: /账号菜单/ } );
	await expect( avatar ).toBeVisible( { timeout: 15_000 } );
	await expectOneLine( page );
	await shoot( page, 'member-phone-header' );

	await avatar.click();
	const menu = page.locator( '.mvc-member-menu' );
	await expect( menu ).toBeVisible();
	const box = ( await menu.boundingBox() ) as Box;
	expect( box.x ).toBeGreaterThanOrEqual( 0 );
	expect( box.x + box.width ).toBeLessThanOrEqual( WIDTH );
	await expect(
		menu.getByRole( 'link', { name: '个人中心' } )
	).toBeInViewport();
	await shoot( page, 'member-phone-menu' );

	// The home too, whose hero sits right under the header; and the narrowest phones (320 px).
	await page.goto( '/' );
	await expect( avatar ).toBeVisible( { timeout: 15_000 } );
	await expectOneLine( page );
	await shoot( page, 'member-phone-home-header' );
	await page.setViewportSize( { width: 320, height: 640 } );
	await expectOneLine( page );
	await shoot( page, 'member-phone-320-header' );
} );
