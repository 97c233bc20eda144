/**
 * The local stack as a visitor sees it: WordPress answers in Chinese, nginx's page cache serves visitors and
 * steps aside for members, and the mail sink is there for the tests that read mail.
 */
import { expect, test } from '@playwright/test';

import { isUp, listMails } from './support/mail';

/** A URL of the home page that no other test has put into the page cache yet. */
function freshHomeUrl(): string {
	return `/?mvc-e2e=${ Date.now() }-${ Math.random().toString( 36 ).slice( 2 ) }`;
}

test( 'the home page answers in Chinese', async ( { page } ) => {
	const response = await page.goto( '/' );
	expect( response?.status() ).toBe( 200 );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'zh-CN' );
} );

test( 'a visitor is served from the page cache the second time, with no cookie', async ( {
	request,
} ) => {
	const url = freshHomeUrl();
	const first = await request.get( url, { maxRedirects: 0 } );
	expect( first.status() ).toBe( 200 );
	expect( first.headers()[ 'x-cache-status' ] ).toBe( 'MISS' );

	const second = await request.get( url, { maxRedirects: 0 } );
	expect( second.status() ).toBe( 200 );
	expect( second.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
	expect( second.headers()[ 'set-cookie' ] ).toBeUndefined();
	expect( await second.text() ).toBe( await first.text() );
} );

test( 'a request with the member cookie bypasses the page cache', async ( {
	request,
} ) => {
	const url = freshHomeUrl();
	await request.get( url );
	await request.get( url );

	const member = await request.get( url, {
		headers: { Cookie: 'mvc_member_token=x' },
	} );
	expect( member.headers()[ 'x-cache-status' ] ).toBe( 'BYPASS' );
} );

test( 'the REST API is never cached', async ( { request } ) => {
	const response = await request.get( '/wp-json/' );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'x-cache-status' ] ).toBe( 'BYPASS' );
} );

test( 'the mail sink answers', async () => {
	expect( await isUp() ).toBe( true );
	expect( Array.isArray( await listMails() ) ).toBe( true );
} );

test( 'a multipart body without its boundary is refused before PHP, and one with it reaches WordPress', async ( {
	request,
} ) => {
	for ( const path of [ '/', '/wp-json/api/contact-us/submit' ] ) {
		const refused = await request.post( path, {
			headers: { 'Content-Type': 'multipart/form-data' },
			data: 'name=x',
			maxRedirects: 0,
		} );
		expect( refused.status() ).toBe( 400 );
		expect( await refused.text() ).toContain( '缺少 boundary' );
	}

	const whole = await request.post( '/wp-json/api/contact-us/submit', {
		multipart: { name: '张三' },
	} );
	expect( whole.status() ).toBe( 400 );
	// WordPress's own answer: the next missing field, in Chinese.
	expect( ( await whole.json() ).data.field ).toBe( 'email' );
} );
