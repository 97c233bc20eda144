/**
 * The theme without its plugin: an operator who deactivates MVC Core still has a site that shows
 * posts and pages, with no PHP error, and wp-admin says the plugin is needed. The test instance's
 * mu-plugin serves a request carrying `X-Mvc-Test-Plugin: off` without the plugin (never cached).
 */
import { test, expect, type Page } from '@playwright/test';
import { logInOperator } from './support/operators';

test.use( { extraHTTPHeaders: { 'X-Mvc-Test-Plugin': 'off' } } );

const PHP_ERROR = /Fatal error|Warning:|Notice:|Deprecated:|严重错误/;

async function expectNoPhpError( page: Page ): Promise< void > {
	expect( await page.content() ).not.toMatch( PHP_ERROR );
}

test( 'the home page lists the latest posts without the plugin', async ( {
	page,
} ) => {
	const response = await page.goto( '/' );

	expect( response?.status() ).toBe( 200 );
	await expectNoPhpError( page );
	await expect( page.locator( '.mvc-header' ) ).toBeVisible();
	await expect(
		page.locator( '.mvc-plain-list li a' ).first()
	).toBeVisible();
	// What needs the plugin is not drawn: the member area, the cookie button, the tool menu.
	await expect( page.locator( '.mvc-member-area' ) ).toHaveCount( 0 );
	await expect( page.locator( '.mvc-footer__cookies' ) ).toHaveCount( 0 );
	await expect( page.locator( '[data-island]' ) ).toHaveCount( 0 );
} );

test( 'an article shows its title and whole body without the plugin', async ( {
	page,
} ) => {
	const response = await page.goto( '/research-news/research-01/' );

	expect( response?.status() ).toBe( 200 );
	await expectNoPhpError( page );
	await expect( page.locator( 'h1' ) ).toContainText( '钙钛矿' );
	await expect( page.locator( '.mvc-page__content' ) ).not.toBeEmpty();
	// The plugin's REST routes are gone with it.
	const api = await page.request.get( '/wp-json/api/home-banner' );
	expect( api.status() ).toBe( 404 );
} );

test( 'wp-admin tells the operator that the plugin is needed', async ( {
	page,
} ) => {
	await logInOperator( page );

	await expect(
		page.locator( '.notice-error', {
			hasText: '本主题需要配套插件 MVC Core',
		} )
	).toBeVisible();
	await expectNoPhpError( page );
} );
