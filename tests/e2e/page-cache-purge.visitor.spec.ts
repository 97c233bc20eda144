/**
 * Fresh pages from nginx's page cache (issue 18, "Fresh pages from the cache"): an operator publishes,
 * corrects and takes down an article through core REST; a visitor, whose home and category list were
 * served from the cache, sees each change within 2 s on the home, the list and the article's own
 * address, and the new copies are cached again (X-Cache-Status HIT). The purge itself (which
 * addresses each change removes, the files by key) is PHPUnit's (tests/php/Plugin/Cache/).
 * Needs the page cache on (the test and dev instances have it unless MVC_PAGE_CACHE=0).
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

import { logInOperator } from './support/operators';

/** How soon a change must show in a visitor's page. */
const FRESH_WITHIN_MS = 2_000;

const CATEGORY = 'research-news';

/**
 * A visitor's GET: status, X-Cache-Status and the HTML.
 * @param visitor A request context without cookies.
 * @param path    Address on the site.
 */
async function visit(
	visitor: APIRequestContext,
	path: string
): Promise< { status: number; cache: string; html: string } > {
	const response = await visitor.get( path, { maxRedirects: 0 } );
	return {
		status: response.status(),
		cache: response.headers()[ 'x-cache-status' ] ?? '',
		html: await response.text(),
	};
}

/**
 * Reads a page again until it comes from the cache (at most five times): another worker's change
 * (an operator's settings, a journal deleted) may empty the whole cache between two reads.
 * @param visitor A request context without cookies.
 * @param path    Address on the site.
 */
async function cachedCopy(
	visitor: APIRequestContext,
	path: string
): Promise< { status: number; cache: string; html: string } > {
	let copy = await visit( visitor, path );
	for ( let tries = 1; tries < 5 && copy.cache !== 'HIT'; tries++ ) {
		copy = await visit( visitor, path );
	}
	return copy;
}

/**
 * Reads a page until it answers as expected, within FRESH_WITHIN_MS of `since`; fails otherwise.
 * Then reads it once more and expects that copy from the cache (HIT) and still as expected; a
 * page WordPress marks uncacheable (a 404) is read again and expected never to be a HIT.
 * @param visitor   A request context without cookies.
 * @param path      Address on the site.
 * @param since     When the change was acknowledged (ms since the epoch).
 * @param ok        What the page must be.
 * @param cacheable Whether nginx stores the page.
 */
async function freshThenCached(
	visitor: APIRequestContext,
	path: string,
	since: number,
	ok: ( page: { status: number; html: string } ) => boolean,
	cacheable = true
): Promise< void > {
	let page = await visit( visitor, path );
	while ( ! ok( page ) && Date.now() - since < FRESH_WITHIN_MS ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		page = await visit( visitor, path );
	}
	expect(
		ok( page ),
		`${ path } answered ${ page.status } (${ page.cache }) without the change ${
			Date.now() - since
		} ms after it`
	).toBe( true );
	const again = cacheable
		? await cachedCopy( visitor, path )
		: await visit( visitor, path );
	if ( cacheable ) {
		expect( again.cache, `${ path } from the cache` ).toBe( 'HIT' );
	} else {
		expect( again.cache, `${ path } never stored` ).not.toBe( 'HIT' );
	}
	expect( ok( again ), `${ path } from the cache` ).toBe( true );
}

/**
 * Reads a page twice, so that the second comes from the cache.
 * @param visitor A request context without cookies.
 * @param path    Address on the site.
 */
async function cache(
	visitor: APIRequestContext,
	path: string
): Promise< void > {
	expect(
		( await cachedCopy( visitor, path ) ).cache,
		`${ path } cached`
	).toBe( 'HIT' );
}

/**
 * The operator's REST nonce (for core REST with the login cookie).
 * @param page The operator's logged-in page.
 */
async function restNonce( page: Page ): Promise< string > {
	const response = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok() ).toBe( true );
	return ( await response.text() ).trim();
}

test( 'an article published, corrected and taken down shows at once on the pages the cache serves', async ( {
	page,
	browser,
} ) => {
	const visitorContext = await browser.newContext();
	const visitor = visitorContext.request;
	const run = Date.now().toString( 36 );
	const first = `缓存刷新测试 ${ run } 初版`;
	const corrected = `缓存刷新测试 ${ run } 更正`;
	const list = `/${ CATEGORY }/`;

	await logInOperator( page );
	const nonce = await restNonce( page );
	const headers = { 'X-WP-Nonce': nonce };
	const categories = ( await (
		await page.request.get(
			`/wp-json/wp/v2/categories?slug=${ CATEGORY }&_fields=id`
		)
	).json() ) as Array< { id: number } >;
	expect( categories ).toHaveLength( 1 );

	// The home and the list are served from the cache before the change.
	await cache( visitor, '/' );
	await cache( visitor, list );

	let id = 0;
	try {
		// Published: the home and the list show it.
		const created = await page.request.post( '/wp-json/wp/v2/posts', {
			headers,
			data: {
				title: first,
				content:
					'<!-- wp:paragraph --><p>缓存刷新测试的正文。</p><!-- /wp:paragraph -->',
				status: 'publish',
				categories: [ categories[ 0 ].id ],
			},
		} );
		expect( created.status() ).toBe( 201 );
		let since = Date.now();
		const article = ( await created.json() ) as {
			id: number;
			link: string;
		};
		id = article.id;
		const address = new URL( article.link ).pathname;
		for ( const path of [ '/', list ] ) {
			await freshThenCached( visitor, path, since, ( p ) =>
				p.html.includes( first )
			);
		}
		await cache( visitor, address );

		// Corrected: its page and the list show the new title, not the old one.
		const edited = await page.request.post(
			`/wp-json/wp/v2/posts/${ id }`,
			{
				headers,
				data: { title: corrected },
			}
		);
		expect( edited.status() ).toBe( 200 );
		since = Date.now();
		for ( const path of [ address, list, '/' ] ) {
			await freshThenCached(
				visitor,
				path,
				since,
				( p ) =>
					p.html.includes( corrected ) && ! p.html.includes( first )
			);
		}

		// Taken down: its address answers 404 (never stored: WordPress sends no-store), the lists no
		// longer show it.
		const unpublished = await page.request.post(
			`/wp-json/wp/v2/posts/${ id }`,
			{ headers, data: { status: 'draft' } }
		);
		expect( unpublished.status() ).toBe( 200 );
		since = Date.now();
		await freshThenCached(
			visitor,
			address,
			since,
			( p ) => p.status === 404 && ! p.html.includes( corrected ),
			false
		);
		for ( const path of [ list, '/' ] ) {
			await freshThenCached(
				visitor,
				path,
				since,
				( p ) => p.status === 200 && ! p.html.includes( corrected )
			);
		}
	} finally {
		if ( id ) {
			await page.request.delete(
				`/wp-json/wp/v2/posts/${ id }?force=true`,
				{
					headers,
				}
			);
		}
		await visitorContext.close();
	}
} );
