/**
 * The member session cookie over real HTTP: its attributes, keep-me-logged-in, the page cache
 * bypass, and logout ending it on the server.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

import { postSolving } from './support/challenge';

type Envelope< T > = { code: number; message: string; data: T };

async function login(
	request: APIRequestContext,
	remember: boolean
): Promise< { nonce: string; cookie: string } > {
	const response = await postSolving(
		request,
		'/wp-json/api/member/login-via-email',
		{
			email: 'member@example.com',
			password: 'password',
			remember,
		}
	);
	expect( response.status() ).toBe( 200 );
	const body = ( await response.json() ) as Envelope< { nonce: string } >;
	const cookie =
		response
			.headersArray()
			.find(
				( h ) =>
					h.name.toLowerCase() === 'set-cookie' &&
					h.value.startsWith( 'mvc_member_token=' )
			)?.value ?? '';
	return { nonce: body.data.nonce, cookie };
}

test( 'the cookie is HttpOnly and SameSite=Lax, a browser-session cookie without keep-me-logged-in', async ( {
	request,
} ) => {
	const { cookie } = await login( request, false );

	expect( cookie ).toMatch( /^mvc_member_token=[0-9a-f]{64};/ );
	expect( cookie ).toMatch( /HttpOnly/i );
	expect( cookie ).toMatch( /SameSite=Lax/i );
	expect( cookie ).not.toMatch( /expires=/i );
} );

test( 'keep-me-logged-in makes the cookie last 30 days', async ( {
	request,
} ) => {
	const { cookie } = await login( request, true );

	const expires = Date.parse(
		/expires=([^;]+)/i.exec( cookie )?.[ 1 ] ?? ''
	);
	const days = ( expires - Date.now() ) / 86400000;
	expect( days ).toBeGreaterThan( 29.9 );
	expect( days ).toBeLessThan( 30.1 );
} );

test( 'a member page bypasses the page cache and says a member is logged in; logout ends the session', async ( {
	request,
} ) => {
	const { nonce } = await login( request, false );

	const page = await request.get( '/contact' );
	expect( page.headers()[ 'x-cache-status' ] ).toBe( 'BYPASS' );
	expect( await page.text() ).toContain( '"session":{"loggedIn":true}' );

	const info = await request.post( '/wp-json/api/member/userinfo', {
		headers: { 'X-WP-Nonce': nonce },
		data: { fields: [ 'display_name', 'email' ] },
	} );
	expect( ( ( await info.json() ) as Envelope< unknown > ).data ).toEqual( {
		display_name: '张晓明',
		email: 'member@example.com',
	} );

	const noNonce = await request.post( '/wp-json/api/member/userinfo', {
		data: { fields: [ 'email' ] },
	} );
	expect( noNonce.status() ).toBe( 403 );

	const logout = await request.post( '/wp-json/api/member/logout', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( logout.status() ).toBe( 200 );

	const stale = await request.post( '/wp-json/api/member/userinfo', {
		headers: { 'X-WP-Nonce': nonce },
		data: { fields: [ 'email' ] },
	} );
	// The session is gone, so the page's nonce guards nothing: a visitor's call, 请先登录 (not
	// 页面已过期, which would leave the page's login popup stuck).
	expect( stale.status() ).toBe( 401 );
	expect( ( ( await stale.json() ) as Envelope< unknown > ).message ).toBe(
		'请先登录。'
	);

	const after = await request.post( '/wp-json/api/member/userinfo', {
		data: { fields: [ 'email' ] },
	} );
	expect( after.status() ).toBe( 401 );
	expect( ( ( await after.json() ) as Envelope< unknown > ).message ).toBe(
		'请先登录。'
	);
} );

test( 'on admin-ajax.php the member cookie only fetches the REST nonce: core actions that write user meta are refused', async ( {
	request,
} ) => {
	await login( request, false );

	const nonce = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( nonce.status() ).toBe( 200 );
	expect( await nonce.text() ).toMatch( /^[0-9a-f]{10}$/ );

	for ( const action of [
		'dismiss-wp-pointer',
		'closed-postboxes',
		'heartbeat',
	] ) {
		const refused = await request.post( '/wp-admin/admin-ajax.php', {
			form: { action, pointer: 'x'.repeat( 1000 ) },
		} );
		expect( refused.status(), action ).toBe( 403 );
		expect( await refused.text() ).toBe( '-1' );
	}
} );
