/**
 * The Content-Security-Policy (Mvc\Core\Security\Headers) breaks nothing a visitor uses: no violation
 * and no console error on the home, on an article with every island woken, and in the login popup
 * with the WeChat QR frame (the fake provider's page inside it). The home and the article are opened
 * twice, so the second comes from nginx's page cache with the first one's header and nonce.
 */
import { test, expect, type Page } from '@playwright/test';

import { wakeAllIslands } from './support/islands';

const ARTICLE = '/research-news/research-01/';

/**
 * Records CSP violations (in the page and its frames), console errors and page errors from now on.
 *
 * @param page Page.
 * @return What was reported so far (it grows).
 */
async function watchViolations( page: Page ): Promise< string[] > {
	const reported: string[] = [];
	await page.exposeFunction( 'mvcTestViolation', ( text: string ) => {
		reported.push( text );
	} );
	await page.addInitScript( () => {
		document.addEventListener( 'securitypolicyviolation', ( event ) =>
			(
				window as unknown as {
					mvcTestViolation: ( text: string ) => void;
				}
			 ).mvcTestViolation(
				`${ event.violatedDirective } ${ event.blockedURI }`
			)
		);
	} );
	page.on( 'console', ( message ) => {
		// A missing favicon is no concern of the policy; a refusal is.
		if (
			message.type() === 'error' &&
			! /status of 404/.test( message.text() )
		) {
			reported.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		reported.push( `error: ${ error.message }` )
	);
	return reported;
}

/**
 * Wakes every island of the page and waits until they are mounted.
 *
 * @param page Page.
 */
async function wakeAll( page: Page ) {
	await wakeAllIslands( page );
	await expect(
		page.locator( '[data-island-state="mounted"]' ).first()
	).toBeAttached();
}

/** One address per run, so the first visit is rendered by PHP and the second comes from the cache. */
const RUN = `csp=${ Date.now() }`;

/**
 * Opens a page twice (PHP, then nginx's cache), waking every island each time.
 *
 * @param page Page.
 * @param path Path of the page.
 * @return What was reported.
 */
async function visitTwice( page: Page, path: string ): Promise< string[] > {
	const reported = await watchViolations( page );
	const url = `${ path }?${ RUN }`;
	const first = await page.goto( url );
	expect( first?.headers()[ 'content-security-policy' ] ).toContain(
		"'strict-dynamic'"
	);
	await wakeAll( page );
	// Another worker's change (an operator's settings, a journal deleted, an article taken down)
	// may empty the whole page cache between the two visits: the copy is read again until it
	// comes from the cache.
	let cached = await page.goto( url );
	for (
		let tries = 1;
		tries < 5 && cached?.headers()[ 'x-cache-status' ] !== 'HIT';
		tries++
	) {
		cached = await page.goto( url );
	}
	expect( cached?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
	expect( cached?.headers()[ 'content-security-policy' ] ).toBe(
		first?.headers()[ 'content-security-policy' ]
	);
	await wakeAll( page );
	return reported;
}

test( 'the home runs under the policy, from PHP and from the cache', async ( {
	page,
} ) => {
	expect( await visitTwice( page, '/' ) ).toEqual( [] );
} );

test( 'an article with its islands runs under the policy, from PHP and from the cache', async ( {
	page,
} ) => {
	const reported = await visitTwice( page, ARTICLE );
	await page.getByRole( 'button', { name: /评论/ } ).first().click();
	await expect( page.locator( '.mvc-comments' ).first() ).toBeVisible();
	expect( reported ).toEqual( [] );
} );

test( 'the login popup shows the WeChat QR frame under the policy', async ( {
	page,
} ) => {
	const reported = await watchViolations( page );
	await page.goto( `${ ARTICLE }?${ RUN }-popup` );
	await page.locator( '.mvc-member-area .mvc-header__login' ).click();
	const frame = page.frameLocator( 'iframe[title="微信登录二维码"]' );
	await expect(
		frame.getByRole( 'button', { name: '模拟扫码并确认登录' } )
	).toBeVisible();
	expect( reported ).toEqual( [] );
} );

test( 'markup injected into the page runs no script', async ( { page } ) => {
	const reported = await watchViolations( page );
	await page.goto( ARTICLE );
	await page.evaluate( () => {
		const box = document.createElement( 'div' );
		box.innerHTML =
			'<img src="data:," onerror="window.mvcInjected = true" alt="">';
		document.body.appendChild( box );
	} );
	await expect.poll( () => reported.join( '\n' ) ).toContain( 'script-src' );
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { mvcInjected?: boolean } )
					.mvcInjected === true
		)
	).toBe( false );
} );
