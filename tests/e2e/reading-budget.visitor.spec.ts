/**
 * The reading budget (issue 14, "Reading without React"): a visitor who reads and scrolls and
 * presses nothing loads at most 30 KB gzip of JavaScript on every page family, however long the
 * page stays open, the home's and the minisite's Swiper included (it needs no React). React and
 * the WordPress packages come with the first press of something that needs them. On a 390 px phone
 * inside WeChat.
 */
import { test, expect, type Page } from '@playwright/test';

import { WECHAT_ANDROID } from './support/devices';

const BUDGET = 30 * 1024;

test.use( {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
	userAgent: WECHAT_ANDROID,
} );

/**
 * Reads the page as a reader does: scrolls down to the end in steps and back up, then stays a
 * while (longer than the loader's idle timeout of 2 s).
 *
 * @param page Page.
 */
async function read( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		document.documentElement.classList.contains( 'mvc-js' )
	);
	const height = await page.evaluate( () => document.body.scrollHeight );
	for ( let y = 0; y <= height; y += 600 ) {
		await page.mouse.wheel( 0, 600 );
		await page.waitForTimeout( 50 );
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.waitForTimeout( 3000 );
}

/**
 * The gzip bytes of every script the page loaded (the server compresses them), and the handles
 * the island loader brought in.
 *
 * @param page Page.
 */
async function scripts( page: Page ) {
	return page.evaluate( () => ( {
		bytes: performance
			.getEntriesByType( 'resource' )
			.filter( ( entry ) => /\.js(\?|$)/.test( entry.name ) )
			.reduce(
				( sum, entry ) =>
					sum +
					( entry as PerformanceResourceTiming ).encodedBodySize,
				0
			),
		handles: window.mvcRuntime?.loaded() ?? [],
	} ) );
}

/**
 * The oldest post's address: the newest may be another spec's, taken down while this one reads it
 * (page-cache-purge).
 *
 * @param page  Page.
 * @param query More of the query string.
 */
async function firstLink( page: Page, query: string ): Promise< string > {
	const response = await page.request.get(
		`/wp-json/wp/v2/posts?per_page=1&orderby=date&order=asc&_fields=link${ query }`
	);
	const [ post ] = ( await response.json() ) as Array< { link: string } >;
	return post.link;
}

test( 'a reader of an article, a list, a tag page and the search loads no React and stays within 30 KB', async ( {
	page,
} ) => {
	// Six pages read for 3 s each, after scrolling: longer than the default 30 s on a busy machine.
	test.slow();
	const tags = await page.request.get(
		'/wp-json/wp/v2/tags?per_page=1&orderby=count&order=desc&_fields=link'
	);
	const [ tag ] = ( await tags.json() ) as Array< { link: string } >;
	const pages = [
		await firstLink( page, '' ),
		'/research-news/',
		'/industry-news/',
		'/call-for-papers/',
		tag.link,
		'/search?s=%E6%9D%90%E6%96%99',
	];
	for ( const address of pages ) {
		await page.goto( address );
		await read( page );
		const { bytes, handles } = await scripts( page );
		expect( handles, address ).toEqual( [] );
		expect( bytes, address ).toBeGreaterThan( 0 );
		expect( bytes, address ).toBeLessThanOrEqual( BUDGET );
	}
} );

test( 'a reader of the journals, the courses and the contact page loads no React and stays within 30 KB', async ( {
	page,
} ) => {
	test.slow();
	for ( const address of [ '/journals/', '/courses/', '/contact/' ] ) {
		await page.goto( address );
		await read( page );
		const { bytes, handles } = await scripts( page );
		expect( handles, address ).toEqual( [] );
		expect( bytes, address ).toBeGreaterThan( 0 );
		expect( bytes, address ).toBeLessThanOrEqual( BUDGET );
	}
} );

test( 'a reader of the home loads Swiper for its carousels, no React, and stays within 30 KB', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await read( page );
	const { bytes, handles } = await scripts( page );
	expect( handles ).toEqual( [ 'mvc-island-carousel' ] );
	expect( bytes ).toBeLessThanOrEqual( BUDGET );
	// The article's and the minisite's behaviours are not the home's.
	await expect(
		page.locator( 'script[src*="/build/behaviours/"]' )
	).toHaveCount( 0 );
	await expect( page.locator( '.swiper.is-ready' ).first() ).toBeAttached();
	// The carousel's words come translated from the server.
	await expect( page.locator( '#mvc-home-banner' ) ).toHaveAttribute(
		'aria-roledescription',
		/./
	);
} );

test( 'a reader of a journal minisite loads Swiper for its banner, no React, and stays within 30 KB', async ( {
	page,
} ) => {
	await page.goto( '/journals/advanced-energy-materials/' );
	await read( page );
	const { bytes, handles } = await scripts( page );
	expect( handles ).toEqual( [ 'mvc-island-carousel' ] );
	expect( bytes ).toBeLessThanOrEqual( BUDGET );
	await expect(
		page.locator( '.mvc-minisite__tabs.is-tabbed' )
	).toBeAttached();
	await expect( page.locator( '.swiper.is-ready' ).first() ).toBeAttached();
} );

test( 'the floating menu works without React, and its guest-editor button brings the modal', async ( {
	page,
} ) => {
	await page.goto( await firstLink( page, '' ) );
	await page.evaluate( () => {
		document.body.style.minHeight = '4000px';
		window.scrollTo( 0, 1200 );
	} );
	const menu = page.getByRole( 'navigation', { name: '工具栏' } );
	await expect( menu ).toBeVisible();
	await menu.getByRole( 'button', { name: '更多' } ).tap();
	expect( ( await scripts( page ) ).handles ).toEqual( [] );

	await menu.getByRole( 'button', { name: '成为客座编辑' } ).tap();
	await expect(
		page.getByRole( 'dialog', { name: '成为客座编辑' } )
	).toBeVisible();
	const { handles } = await scripts( page );
	expect( handles ).toContain( 'react' );
	expect( handles.at( -1 ) ).toBe( 'mvc-island-guest-editor-modal' );
} );

test( 'the search box brings its tag suggestions when the reader goes into it', async ( {
	page,
} ) => {
	await page.goto( '/search' );
	await read( page );
	expect( ( await scripts( page ) ).handles ).toEqual( [] );

	// The box by its name: once the panel mounts, its role is combobox, no longer searchbox.
	const box = page.locator( 'input[name="s"]' ).first();
	await box.tap();
	await box.pressSequentially( '材料' );
	await expect( page.getByRole( 'listbox' ) ).toBeVisible();
	expect( ( await scripts( page ) ).handles ).toContain(
		'mvc-island-search-panel'
	);
} );
