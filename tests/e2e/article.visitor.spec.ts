/**
 * The article page (public-site spec, "Article detail") in Chinese: the whole article in the
 * server's HTML with its paper buttons, references and tag chips, what search engines read, and
 * the like / favourite / share buttons for visitors and members.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

import { logInFreshMember } from './support/members';

const ARTICLE = '/research-news/research-01/';

async function withoutJs( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	return context.newPage();
}

test( 'without JavaScript the article is complete, with its buttons, references and tags', async ( {
	browser,
} ) => {
	const page = await withoutJs( browser );
	await page.goto( ARTICLE );

	await expect( page.locator( 'h1' ) ).toContainText( '钙钛矿' );
	await expect( page.locator( '.mvc-article__date' ) ).toHaveText(
		/^\d{1,2}\/\d{1,2}\/\d{4}$/
	);
	for ( const name of [ '下载原文（PDF）', '阅读原文', '查看期刊' ] ) {
		await expect( page.getByRole( 'link', { name } ) ).toHaveAttribute(
			'target',
			'_blank'
		);
	}
	await expect(
		page.getByRole( 'heading', { name: '文献链接' } )
	).toBeVisible();
	await expect( page.locator( '.mvc-article__references li' ) ).toHaveCount(
		2
	);
	const chip = page.locator( '.mvc-article__tags a' ).first();
	await expect( chip ).toHaveAttribute( 'href', /\/tag\/[^/]+\/$/ );
	await expect( chip ).toHaveAttribute( 'target', '_blank' );
	await expect( page.locator( '.mvc-article__content p' ) ).not.toHaveCount(
		0
	);
	await expect( page.getByRole( 'button', { name: /点赞/ } ) ).toBeVisible();
	await page.context().close();
} );

test( 'search engines get the canonical address, Open Graph and NewsArticle data', async ( {
	request,
} ) => {
	const html = await ( await request.get( ARTICLE ) ).text();

	expect( html ).toMatch(
		/<link rel="canonical" href="[^"]*\/research-news\/research-01\/"/
	);
	expect( html ).toMatch( /<meta property="og:type" content="article">/ );
	expect( html ).toMatch( /<meta property="og:title" content="[^"]*钙钛矿/ );
	const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
		html
	)?.[ 1 ];
	const data = JSON.parse( json ?? '{}' ) as Record< string, unknown >;
	expect( data[ '@type' ] ).toBe( 'NewsArticle' );
	expect( data.headline ).toEqual( expect.stringContaining( '钙钛矿' ) );
	expect( data.datePublished ).toBeTruthy();
} );

test( 'a visitor’s like opens the login popup', async ( { page } ) => {
	await page.goto( ARTICLE );
	const actions = page.locator( '.mvc-article-actions' );

	// The press wakes the island (a visitor's islands sleep until pressed) and is handed on.
	await actions.getByRole( 'button', { name: /点赞/ } ).click();

	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
} );

test( 'a member likes and favourites; the counts follow and stay after a reload', async ( {
	page,
	request,
} ) => {
	await logInFreshMember( page, request );
	await page.goto( ARTICLE );
	const actions = page.locator( '.mvc-article-actions' );
	// A member's island wakes when the browser is idle (at most 2 s), then loads its scripts; it
	// mounts beside the server's buttons, which it enhances.
	const mounted = () =>
		expect(
			actions.locator( '.mvc-island--article-actions' )
		).toHaveAttribute( 'data-island-state', 'mounted', {
			timeout: 15_000,
		} );
	await mounted();
	const like = actions.getByRole( 'button', { name: /点赞/ } );
	const count = like.locator( '[data-count]' );
	/**
	 * Presses a button and reads the server's answer to it. Other workers like this article too:
	 * the count shown is the one the answer gave, not the count before plus one.
	 *
	 * @param button The like or favourite button.
	 */
	const press = async ( button: typeof like ) => {
		// The toggle (a PUT, sent as POST with the method in a header), not the count reads.
		const answered = page.waitForResponse( ( response ) =>
			/\/api\/member\/(like|collect)(\?|$)/.test( response.url() )
		);
		await button.click();
		const response = await answered;
		expect( response.status() ).toBe( 200 );
		return (
			( await response.json() ) as {
				data: { count: number; delta: number };
			}
		 ).data;
	};

	const liked = await press( like );
	await expect( like ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( liked.delta ).toBe( 1 );
	await expect( count ).toHaveText( String( liked.count ) );
	const favourite = actions.getByRole( 'button', { name: /收藏/ } );
	expect( ( await press( favourite ) ).delta ).toBe( 1 );
	await expect( favourite ).toHaveAttribute( 'aria-pressed', 'true' );

	await page.reload();
	await mounted();
	await expect( like ).toHaveAttribute( 'aria-pressed', 'true' );

	const unliked = await press( like );
	await expect( like ).toHaveAttribute( 'aria-pressed', 'false' );
	expect( unliked.delta ).toBe( -1 );
	await expect( count ).toHaveText( String( unliked.count ) );
} );

test( 'on a computer, share opens a 180 px QR code of the page', async ( {
	page,
} ) => {
	await page.goto( ARTICLE );
	const actions = page.locator( '.mvc-article-actions' );

	await actions.getByRole( 'button', { name: '分享' } ).click();

	const qr = page.getByRole( 'img', { name: '本页二维码' } );
	await expect( qr ).toBeVisible();
	expect( await qr.evaluate( ( canvas ) => canvas.clientWidth ) ).toBe( 180 );
	await expect( page.getByRole( 'link', { name: '微博' } ) ).toBeVisible();
} );

test( '推荐阅读 tabs are links to their lists without JavaScript', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( ARTICLE );
	const aside = page.getByRole( 'complementary', { name: '推荐阅读' } );
	const tabs = aside.getByRole( 'tab' );
	const panels = aside.getByRole( 'tabpanel' );
	await expect( panels ).toHaveCount( 1 );

	await tabs.nth( 1 ).click();

	await expect( panels ).toHaveCount( 1 );
	await expect( panels ).toHaveAttribute(
		'id',
		( await tabs.nth( 1 ).getAttribute( 'aria-controls' ) ) ?? ''
	);
	await expect( panels.locator( 'li' ).first() ).toBeVisible();
	await context.close();
} );

test( '推荐阅读 with JavaScript: a tab chosen wins over a list named in the address', async ( {
	page,
} ) => {
	await page.goto( ARTICLE );
	const aside = page.getByRole( 'complementary', { name: '推荐阅读' } );
	const tabs = aside.getByRole( 'tab' );
	const second =
		( await tabs.nth( 1 ).getAttribute( 'aria-controls' ) ) ?? '';
	// Arrived by a link to the second list (a shared address, or back and forward).
	await page.goto( `${ ARTICLE }#${ second }` );
	await page.reload();
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );

	await tabs.first().click();

	await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		aside
			.locator(
				`[id="${ await tabs
					.first()
					.getAttribute( 'aria-controls' ) }"] li`
			)
			.first()
	).toBeVisible();
	await expect( aside.locator( `[id="${ second }"]` ) ).toBeHidden();
} );

test( '推荐阅读 lists related articles by tag, in the HTML and with tabs', async ( {
	page,
} ) => {
	await page.goto( ARTICLE );
	const aside = page.getByRole( 'complementary', { name: '推荐阅读' } );
	const tabs = aside.getByRole( 'tab' );
	await expect( tabs.first() ).toHaveText( '全部' );
	await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
	const all = aside.getByRole( 'tabpanel' );
	await expect( all.locator( 'li' ).first() ).toBeVisible();
	expect( await all.locator( 'li' ).count() ).toBeLessThanOrEqual( 10 );

	await tabs.nth( 1 ).click();
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	const panel = aside.getByRole( 'tabpanel' );
	await expect( panel ).toHaveCount( 1 );
	await expect( panel ).toHaveAttribute(
		'id',
		( await tabs.nth( 1 ).getAttribute( 'aria-controls' ) ) ?? ''
	);
	const box = await aside.boundingBox();
	expect( box?.height ?? 0 ).toBeLessThanOrEqual(
		( page.viewportSize()?.height ?? 0 ) - 180 + 1
	);
} );
