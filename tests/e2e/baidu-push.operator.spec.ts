/**
 * 百度收录推送 as the editor, in Chinese (issue 30, "Done when"): publishing an article pushes its
 * address exactly once to the test instance's fake of Baidu's link submission (bin/fake-baidu.mjs,
 * read through its /__log); an article taken down while its address waits is never pushed; with the
 * fake's daily quota set low, the addresses beyond it wait and the screen (设置 › 百度收录推送) shows
 * today's remaining quota, the waiting count and Baidu's answer of each address in Chinese. No CSP
 * violation, page error, console error or PHP error text on the way.
 *
 * The fake is shared with the specs running meanwhile (any article they publish is pushed too): this
 * spec looks only for its own articles' addresses, and leaves the fake's quota high at the end. The
 * two tests run in order in one worker (the second sets the quota the first must not see).
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

import { baiduFakeUrl } from './support/env';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

test.describe.configure( { mode: 'serial' } );

const SCREEN = '/wp-admin/options-general.php?page=mvc-baidu-push';

/**
 * The addresses the fake accepted, in order.
 * @param request The test's request context.
 */
async function pushed( request: APIRequestContext ): Promise< string[] > {
	const answer = await request.get( `${ baiduFakeUrl }/__log` );
	expect( answer.ok() ).toBe( true );
	return ( await answer.json() ) as string[];
}

/**
 * Resets the fake: its log emptied, a daily quota, no failure.
 * @param request The test's request context.
 * @param quota   The daily quota.
 */
async function resetFake(
	request: APIRequestContext,
	quota: number
): Promise< void > {
	const answer = await request.post(
		`${ baiduFakeUrl }/__reset?quota=${ quota }`
	);
	expect( answer.ok() ).toBe( true );
}

/**
 * Makes the fake answer 500 internal error to the next submissions (0: none).
 * @param request The test's request context.
 * @param count   How many.
 */
async function failFake(
	request: APIRequestContext,
	count: number
): Promise< void > {
	const answer = await request.post(
		`${ baiduFakeUrl }/__fail?status=500&count=${ count }`
	);
	expect( answer.ok() ).toBe( true );
}

/**
 * The logged-in operator's REST nonce (core's admin-ajax action).
 * @param page A page of the logged-in operator.
 */
async function restNonce( page: Page ): Promise< string > {
	const answer = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( answer.ok() ).toBe( true );
	return ( await answer.text() ).trim();
}

type Article = { id: number; link: string; title: string };

/**
 * Publishes an article as the editor does (the block editor's REST call).
 * @param page  A page of the logged-in operator.
 * @param nonce Their REST nonce.
 * @param title The title.
 */
async function publish(
	page: Page,
	nonce: string,
	title: string
): Promise< Article > {
	const answer = await page.request.post( '/wp-json/wp/v2/posts', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			title,
			content: `<!-- wp:paragraph --><p>${ title } 的正文。</p><!-- /wp:paragraph -->`,
			status: 'publish',
		},
	} );
	expect( answer.status() ).toBe( 201 );
	const post = ( await answer.json() ) as { id: number; link: string };
	return { id: post.id, link: post.link, title };
}

/**
 * Sets an article's status (draft: taken down; trash with force: deleted).
 * @param page   A page of the logged-in operator.
 * @param nonce  Their REST nonce.
 * @param id     The post id.
 * @param status The new status.
 */
async function setStatus(
	page: Page,
	nonce: string,
	id: number,
	status: string
): Promise< void > {
	const answer = await page.request.post( `/wp-json/wp/v2/posts/${ id }`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status },
	} );
	expect( answer.ok() ).toBe( true );
}

/**
 * Deletes the spec's articles.
 * @param page     A page of the logged-in operator.
 * @param nonce    Their REST nonce.
 * @param articles The articles.
 */
async function remove(
	page: Page,
	nonce: string,
	articles: Article[]
): Promise< void > {
	for ( const article of articles ) {
		await page.request.delete(
			`/wp-json/wp/v2/posts/${ article.id }?force=true`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
	}
}

/**
 * Presses 立即推送 on the screen and waits for the screen to come back.
 * @param page A page of the logged-in operator.
 */
async function pushNow( page: Page ): Promise< void > {
	await page.goto( SCREEN );
	await page.getByRole( 'button', { name: '立即推送' } ).click();
	await expect( page ).toHaveURL( /[?&]pushed=/ );
	await expect( page.locator( 'h1' ) ).toHaveText( '百度收录推送' );
}

/**
 * The log's row of an address.
 * @param page A page of the logged-in operator.
 * @param link The address.
 */
function row( page: Page, link: string ) {
	return page.locator( 'tr', {
		has: page.locator( `a.mvc-baidu-url[href="${ link }"]` ),
	} );
}

test( 'publishing pushes the address once, a takedown is never pushed, and the log says Baidu’s answer', async ( {
	page,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const problems = await watchPage( page );
	const stamp = Date.now();
	await logInOperator( page, 'editor' );
	await resetFake( request, 1000 );
	// Whatever an earlier run left (a quota used up today) is asked again.
	await pushNow( page );
	const nonce = await restNonce( page );
	const made: Article[] = [];

	try {
		// Published: pushed once the response is out, exactly once.
		const article = await publish( page, nonce, `百度推送测试 ${ stamp }` );
		made.push( article );
		await expect
			.poll(
				async () =>
					( await pushed( request ) ).includes( article.link ),
				{
					timeout: 30_000,
				}
			)
			.toBe( true );
		await page.waitForTimeout( 2_000 );
		expect(
			( await pushed( request ) ).filter(
				( url ) => url === article.link
			)
		).toHaveLength( 1 );

		// Baidu fails (for the specs publishing meanwhile too: theirs are retried a minute later): the
		// next article waits for its retry, and is taken down meanwhile.
		await failFake( request, 1000 );
		const withdrawn = await publish(
			page,
			nonce,
			`百度撤稿测试 ${ stamp }`
		);
		made.push( withdrawn );
		await page.goto( SCREEN );
		await expect
			.poll(
				async () => {
					await page.reload();
					return row( page, withdrawn.link ).innerText();
				},
				{ timeout: 30_000 }
			)
			.toContain( '百度服务器内部错误，稍后自动重试。' );
		await expect( row( page, withdrawn.link ) ).toContainText( '等待推送' );
		await setStatus( page, nonce, withdrawn.id, 'draft' );
		await failFake( request, 0 );
		await pushNow( page );
		await expect( row( page, withdrawn.link ) ).toContainText( '未推送' );
		await expect( row( page, withdrawn.link ) ).toContainText(
			'未推送：该内容已下线。'
		);
		expect( await pushed( request ) ).not.toContain( withdrawn.link );

		// The log names the article by its title, linked to its edit screen, with Baidu's answer.
		const sent = row( page, article.link );
		await expect( sent ).toContainText( '已推送' );
		await expect( sent ).toContainText( '百度已接收。' );
		await expect(
			sent.getByRole( 'link', { name: article.title } )
		).toHaveAttribute(
			'href',
			new RegExp( `post\\.php\\?post=${ article.id }&(amp;)?action=edit` )
		);
		// Chinese only: no English word but the token's name, addresses and titles left out.
		const text = await page.locator( '.wrap' ).evaluate( ( wrap ) => {
			const copy = wrap.cloneNode( true ) as HTMLElement;
			copy.querySelectorAll( '.mvc-baidu-url, .row-title' ).forEach(
				( node ) => node.remove()
			);
			return copy.innerText;
		} );
		expect(
			( text.match( /[A-Za-z]{3,}/g ) ?? [] ).filter(
				( word ) => ! [ 'token', 'HTTP' ].includes( word )
			)
		).toEqual( [] );
		await expect( page.locator( '.wrap' ) ).not.toContainText(
			/\bpost_id\b/
		);
	} finally {
		await remove( page, nonce, made );
	}
	expect( problems ).toEqual( [] );
} );

test( 'with the daily quota low the addresses beyond it wait, and the screen shows the quota and the waiting count', async ( {
	page,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const problems = await watchPage( page );
	const stamp = Date.now();
	await logInOperator( page, 'editor' );
	// The site's last word from Baidu is today's high quota: the first push learns the new one.
	await resetFake( request, 1 );
	const nonce = await restNonce( page );
	const made: Article[] = [];

	try {
		// The first address uses the day's quota of one (or a spec publishing meanwhile does).
		const first = await publish( page, nonce, `百度配额测试甲 ${ stamp }` );
		made.push( first );
		await page.goto( SCREEN );
		await expect
			.poll(
				async () => {
					await page.reload();
					return page.locator( '.mvc-baidu-quota' ).innerText();
				},
				{ timeout: 30_000 }
			)
			.toContain( '今日剩余配额：0' );
		const second = await publish(
			page,
			nonce,
			`百度配额测试乙 ${ stamp }`
		);
		const third = await publish( page, nonce, `百度配额测试丙 ${ stamp }` );
		made.push( second, third );

		await page.reload();
		await expect( page.locator( '.mvc-baidu-quota' ) ).toContainText(
			'今日剩余配额：0'
		);
		const waiting = page.locator(
			'.mvc-baidu-counts [data-state="waiting"] strong'
		);
		expect( Number( await waiting.innerText() ) ).toBeGreaterThanOrEqual(
			2
		);
		for ( const article of [ second, third ] ) {
			await expect( row( page, article.link ) ).toContainText(
				'等待推送'
			);
		}
		const log = await pushed( request );
		expect( log ).not.toContain( second.link );
		expect( log ).not.toContain( third.link );
		expect( log.length ).toBeLessThanOrEqual( 1 );

		// Pressed again the same day: Baidu still says the quota is used up, nothing more goes.
		await pushNow( page );
		await expect( page.locator( '.notice' ).first() ).toContainText(
			'今日百度配额已用完'
		);
		expect( await pushed( request ) ).not.toContain( second.link );
	} finally {
		// The quota back up for the other specs; what waits goes now.
		await resetFake( request, 10000 );
		await pushNow( page );
		await remove( page, nonce, made );
	}
	expect( problems ).toEqual( [] );
} );
