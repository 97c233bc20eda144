/**
 * Getting around on a phone inside WeChat and on a desktop (issue 14, "Getting around"): the phone
 * drawer lists every group and item of the header menu with JavaScript on and off and opens and
 * closes by keyboard; tab bars scroll their selected tab into view; one top-menu group is current on
 * /industry-news; the footer's popups stay on the screen; the floating menu covers no card or
 * footer link. Screenshots are attached as artefacts.
 */
import {
	test,
	expect,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';

import { testUrl } from './support/env';
import { WECHAT_ANDROID } from './support/devices';
import { shoot, overlaps } from './support/layout';

const PHONE = {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
	userAgent: WECHAT_ANDROID,
};

interface MenuLink {
	text: string;
	href: string;
}

/**
 * The header menu's groups and items as the desktop bar holds them (in the HTML on every width).
 *
 * @param page Page.
 */
async function menuOf( page: Page ): Promise< MenuLink[] > {
	return page
		.locator( '.mvc-header__nav .mvc-menu a' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => ( {
				text: ( link.textContent ?? '' ).trim(),
				href: link.getAttribute( 'href' ) ?? '',
			} ) )
		);
}

function drawerButton( page: Page ): Locator {
	return page.locator( '.mvc-drawer > summary' );
}

/**
 * Every group and item of the menu is shown in the open drawer, and nothing else hides them.
 *
 * @param page Page.
 */
async function expectEveryItemInDrawer( page: Page ): Promise< MenuLink[] > {
	const links = await menuOf( page );
	expect( links.map( ( link ) => link.text ) ).toEqual(
		expect.arrayContaining( [
			'新闻资讯',
			'行业资讯',
			'播客',
			'出版服务',
			'学术期刊',
			'职业发展',
			'职业资讯',
		] )
	);
	const panel = page.getByRole( 'navigation', { name: '主菜单' } );
	for ( const link of links ) {
		const inDrawer = panel
			.locator( `a[href="${ link.href }"]` )
			.filter( { hasText: link.text } );
		await expect( inDrawer ).toBeVisible();
		await expect( inDrawer ).toBeInViewport();
	}
	return links;
}

async function phoneWithoutJs( browser: Browser ) {
	const context = await browser.newContext( {
		...PHONE,
		javaScriptEnabled: false,
		locale: 'zh-CN',
		baseURL: testUrl,
	} );
	return { context, page: await context.newPage() };
}

test.describe( 'on a phone in WeChat', () => {
	test.use( PHONE );

	test( 'the menu button opens a drawer with every group and item; an item is the second tap', async ( {
		page,
	} ) => {
		await page.goto( '/podcast/' );
		await expect( page.locator( '.mvc-header__nav' ) ).toBeHidden();
		const button = drawerButton( page );
		await expect( button ).toBeVisible();
		await expect( button ).toHaveText( /菜单/ );
		await shoot( page, 'phone-header' );

		await button.tap();
		await expectEveryItemInDrawer( page );
		await shoot( page, 'phone-drawer-open' );

		await page
			.getByRole( 'navigation', { name: '主菜单' } )
			.getByRole( 'link', { name: '学术期刊' } )
			.tap();
		await expect( page ).toHaveURL( /\/journals\/$/ );
	} );

	test( 'the drawer works without JavaScript', async ( { browser } ) => {
		const { context, page } = await phoneWithoutJs( browser );
		try {
			await page.goto( '/podcast/' );
			await drawerButton( page ).tap();
			await expectEveryItemInDrawer( page );
			await shoot( page, 'phone-drawer-without-js' );

			await page
				.getByRole( 'navigation', { name: '主菜单' } )
				.getByRole( 'link', { name: '行业资讯' } )
				.tap();
			await expect( page ).toHaveURL( /\/industry-news\/$/ );
		} finally {
			await context.close();
		}
	} );

	test( 'the keyboard opens the drawer and Escape closes it, giving the focus back', async ( {
		page,
	} ) => {
		await page.goto( '/podcast/' );
		const button = drawerButton( page );
		const drawer = page.locator( 'details.mvc-drawer' );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( drawer ).toHaveAttribute( 'open', '' );
		await expect(
			page
				.getByRole( 'navigation', { name: '主菜单' } )
				.getByRole( 'link', { name: '播客' } )
		).toBeVisible();
		await expect( page.locator( 'html' ) ).toHaveClass( /mvc-drawer-open/ );

		await page.keyboard.press( 'Tab' );
		await expect(
			page.locator( '.mvc-drawer__panel a' ).first()
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( drawer ).not.toHaveAttribute( 'open', '' );
		await expect( button ).toBeFocused();
		await expect( page.locator( 'html' ) ).not.toHaveClass(
			/mvc-drawer-open/
		);
		await page.keyboard.press( 'Space' );
		await expect( drawer ).toHaveAttribute( 'open', '' );
	} );

	test( 'the selected tab is scrolled into view and the bar shows that more tabs wait', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/?tag=organic-chemistry' );
		const bar = page.locator( '.mvc-tabs__list' );
		const tab = bar.locator( '.mvc-tabs__tab.is-current' );
		await expect( tab ).toHaveText( '有机化学' );
		await expect
			.poll( async () => {
				const [ b, t ] = await Promise.all( [
					bar.boundingBox(),
					tab.boundingBox(),
				] );
				return b && t
					? {
							start: t.x >= b.x - 1,
							end: t.x + t.width <= b.x + b.width + 1,
						}
					: null;
			} )
			.toEqual( { start: true, end: true } );
		const scrolls = await bar.evaluate(
			( el ) => el.scrollWidth > el.clientWidth
		);
		if ( scrolls ) {
			await expect( bar ).toHaveClass( /has-more-(start|end)/ );
		}
		await shoot( page, 'phone-tabs-selected' );
	} );

	test( 'the footer QR popup and the storage notice are whole on the screen', async ( {
		page,
	} ) => {
		await page.goto( '/podcast/' );
		const follow = page.locator( '.mvc-footer__follow' );
		await follow.scrollIntoViewIfNeeded();
		await follow.tap();
		const qr = page.locator( '.mvc-footer__qr' );
		await expect( qr ).toBeVisible();
		await expect
			.poll( async () => {
				const box = await qr.boundingBox();
				return (
					!! box &&
					box.x >= 0 &&
					box.y >= 0 &&
					box.x + box.width <= 390 &&
					box.y + box.height <= 844
				);
			} )
			.toBe( true );
		await expect( qr.locator( 'img' ) ).toBeInViewport( { ratio: 1 } );
		await shoot( page, 'phone-footer-qr' );

		await page.getByText( 'Cookie 与存储' ).tap();
		const note = page.locator( '.mvc-footer__storage-note' );
		await expect( note ).toBeInViewport( { ratio: 1 } );
		await expect( note ).toContainText( '下次自动登录' );
		await expect( note ).not.toContainText( 'mvc_member_token' );
		await expect( note ).toContainText( '只是浏览本站：不设置任何 Cookie' );
		await shoot( page, 'phone-footer-storage' );
	} );

	test( 'at the end of a list the floating menu covers no card and no footer link', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/' );
		// A visitor's tool menu is an island that waits for a press inside it (the loader's reading
		// budget): wake it as that press would.
		await page.evaluate( () =>
			(
				window as unknown as {
					mvcRuntime?: { wakeAll: () => Promise< void > };
				}
			 ).mvcRuntime?.wakeAll()
		);
		await page.evaluate( () =>
			window.scrollTo( 0, document.documentElement.scrollHeight )
		);
		const menu = page.locator( '.mvc-floating-menu' );
		await expect( menu ).toBeVisible( { timeout: 15_000 } );
		// Measured once its entrance (a transition) is over and the page drawn after it.
		await menu.evaluate( async ( element ) => {
			await Promise.all(
				element
					.getAnimations( { subtree: true } )
					.map( ( animation ) => animation.finished )
			);
			for ( let frame = 0; frame < 2; frame++ ) {
				await new Promise( ( resolve ) =>
					requestAnimationFrame( resolve )
				);
			}
		} );
		const box = await menu.boundingBox();
		expect( box ).not.toBeNull();
		const targets = page.locator(
			'.mvc-card, .mvc-footer a, .mvc-footer summary, .mvc-footer__follow, .mvc-pager a'
		);
		for ( const target of await targets.all() ) {
			const other = await target.boundingBox();
			if ( other && box ) {
				expect(
					overlaps( box, other ),
					`the floating menu covers ${ await target.evaluate(
						( el ) => el.outerHTML.slice( 0, 80 )
					) }`
				).toBe( false );
			}
		}
		await shoot( page, 'phone-floating-menu-at-end' );
	} );
} );

test.describe( 'on a desktop', () => {
	test.use( { viewport: { width: 1366, height: 800 } } );

	test( 'the bar keeps its hover sub-menus and the drawer stays hidden', async ( {
		page,
	} ) => {
		await page.goto( '/podcast/' );
		await expect( drawerButton( page ) ).toBeHidden();
		const bar = page.locator( '.mvc-header__nav' );
		await expect(
			bar.getByRole( 'link', { name: '出版服务' } )
		).toBeVisible();
		await bar.getByRole( 'link', { name: '出版服务' } ).hover();
		await expect(
			bar.getByRole( 'link', { name: '学术期刊' } )
		).toBeVisible();
		await shoot( page, 'desktop-submenu' );
	} );

	test( '/industry-news lights one top-menu group', async ( { page } ) => {
		await page.goto( '/industry-news/' );
		const groups = page.locator(
			'.mvc-header__nav .mvc-menu > li.current-menu-ancestor, .mvc-header__nav .mvc-menu > li.current-menu-item'
		);
		await expect( groups ).toHaveCount( 1 );
		await expect( groups.locator( '> a' ) ).toHaveText( '新闻资讯' );
		await expect(
			page.locator( '.mvc-header__nav [aria-current="page"]' )
		).toHaveCount( 1 );
	} );
} );
