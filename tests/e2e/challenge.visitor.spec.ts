/**
 * The proof-of-work check in a real browser: once a network has sent many logins, the next login
 * from it is answered 428 with a challenge; the API client opens the check's dialog, the ALTCHA
 * widget solves the challenge by itself, and the login goes through. This test's browser comes
 * from a network of its own (the test instance's X-Mvc-Test-Network switch), which meets the
 * site's real thresholds.
 */
import { test, expect } from '@playwright/test';

import { createMember, MEMBER_PASSWORD, unique } from './support/members';

/** A network of this run only (198.18.0.0/15 is reserved for tests). */
function testNetwork(): string {
	const octet = () => Math.floor( Math.random() * 254 ) + 1;
	return `198.${ 18 + Math.floor( Math.random() * 2 ) }.${ octet() }.${ octet() }`;
}

test( 'past the quiet threshold, the login asks for the check, solves it in the browser and logs in', async ( {
	browser,
	request,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const email = await createMember( request );
	const context = await browser.newContext( {
		baseURL,
		locale: 'zh-CN',
		extraHTTPHeaders: { 'X-Mvc-Test-Network': testNetwork() },
	} );

	// Other readers of the same network use up its quiet logins.
	let asked = false;
	for ( let i = 0; i < 40 && ! asked; i++ ) {
		const response = await context.request.post(
			'/wp-json/api/member/login-via-email',
			{
				data: {
					email: `${ unique( 'neighbour' ) }@example.com`,
					password: 'wrong-password',
				},
			}
		);
		asked = response.status() === 428;
	}
	expect( asked ).toBe( true );

	const page = await context.newPage();
	// The widget's workers and styles run under the site's Content-Security-Policy.
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( /Content Security Policy/i.test( message.text() ) ) {
			problems.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( error.message ) );
	// The check can be solved, and the page reloaded logged in, before a locator polls the
	// dialog, so the page itself reports the dialog the moment it is opened.
	const seen: Array< { title: string; widget: boolean; open: boolean } > = [];
	await page.exposeBinding( 'mvcTestSawChallenge', ( _source, what ) => {
		seen.push( what );
	} );
	await page.addInitScript( () => {
		new MutationObserver( ( _changes, observer ) => {
			const dialog = document.querySelector( 'dialog.mvc-challenge' );
			if ( ! dialog ) {
				return;
			}
			observer.disconnect();
			// The dialog is opened in the same task that inserts it; read it once that is done.
			queueMicrotask( () =>
				(
					window as unknown as {
						mvcTestSawChallenge: ( what: unknown ) => void;
					}
				 ).mvcTestSawChallenge( {
					title:
						dialog.querySelector( 'h2' )?.textContent?.trim() ?? '',
					widget: !! dialog.querySelector( 'altcha-widget' ),
					open: ( dialog as HTMLDialogElement ).open,
				} )
			);
		} ).observe( document, { childList: true, subtree: true } );
	} );
	await page.goto( '/' );
	// A visitor's press wakes the member area and is handed on to its login button.
	await page.locator( '.mvc-member-area .mvc-header__login' ).click();
	const popup = page.locator( '.mvc-modal__dialog' );
	// Once, under CI load, this press right after the popup opened left it on the WeChat QR code
	// (2026-11-28, not reproduced since; see issue 27's closing note): press again while it shows.
	const toEmail = popup.getByRole( 'button', { name: '切换到邮箱登录' } );
	const emailField = popup.getByLabel( '邮箱', { exact: true } );
	await expect( async () => {
		if ( await toEmail.isVisible() ) {
			await toEmail.click();
		}
		await expect( emailField ).toBeVisible( { timeout: 3_000 } );
	} ).toPass( { timeout: 20_000 } );
	await emailField.fill( email );
	await popup.getByLabel( '密码', { exact: true } ).fill( MEMBER_PASSWORD );
	await popup.getByRole( 'button', { name: '登录', exact: true } ).click();

	await expect
		.poll( () => seen, { timeout: 15_000 } )
		.toEqual( [ { title: '人机验证', widget: true, open: true } ] );
	await expect(
		page.getByRole( 'button', { name: /的账号菜单/ } )
	).toBeVisible( { timeout: 45_000 } );
	await expect( page.locator( 'dialog.mvc-challenge' ) ).toHaveCount( 0 );
	expect( problems ).toEqual( [] );
	await context.close();
} );
