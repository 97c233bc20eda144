/**
 * Registration and password reset over HTTP, with the codes read from the mail sink. (The popup that
 * drives these calls comes with the login UI; these prove the server flow end to end.)
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

import { postSolving } from './support/challenge';
import { waitForMailTo } from './support/mail';

type Envelope< T = unknown > = { code: number; message: string; data: T };

async function post< T = unknown >(
	request: APIRequestContext,
	path: string,
	data: Record< string, unknown >,
	nonce?: string
): Promise< Envelope< T > > {
	const response = await postSolving(
		request,
		`/wp-json/api/member/${ path }`,
		data,
		nonce ? { 'X-WP-Nonce': nonce } : {}
	);
	return ( await response.json() ) as Envelope< T >;
}

async function codeFromMail(
	email: string,
	digits: number
): Promise< string > {
	const mail = await waitForMailTo( email );
	expect( mail.subject ).toContain( '验证码' );
	const code = new RegExp( `\\b(\\d{${ digits }})\\b` ).exec(
		mail.text ?? ''
	)?.[ 1 ];
	expect( code ).toBeTruthy();
	return code ?? '';
}

test( 'a visitor registers with the e-mailed code and is logged in', async ( {
	request,
} ) => {
	const email = `e2e-${ Date.now() }@example.com`;
	const password = 'e2e-password';

	expect(
		( await post( request, 'send-verification-code', { email } ) ).code
	).toBe( 200 );
	const code = await codeFromMail( email, 4 );

	const step1 = await post( request, 'verify-email', {
		email,
		verificationCode: code,
		password,
		confirmPassword: password,
	} );
	expect( step1.code ).toBe( 200 );

	const tags = await request.get(
		'/wp-json/wp/v2/tags?per_page=2&_fields=id'
	);
	const tagIds = ( ( await tags.json() ) as Array< { id: number } > ).map(
		( tag ) => tag.id
	);
	const registered = await post< { nonce: string } >( request, 'register', {
		email,
		verificationCode: code,
		password,
		institution: '复旦大学',
		title: 'postdoc',
		research_area: 'chemistry',
		tags: tagIds,
	} );
	expect( registered.code ).toBe( 200 );

	const info = await post(
		request,
		'userinfo',
		{ fields: [ 'email', 'institution', 'title', 'subscriptionNumber' ] },
		registered.data.nonce
	);
	expect( info.data ).toEqual( {
		email,
		institution: '复旦大学',
		title: 'postdoc',
		subscriptionNumber: tagIds.length,
	} );
} );

test( 'a member resets the password with the e-mailed code; the old session ends', async ( {
	playwright,
	baseURL,
} ) => {
	const email = `e2e-reset-${ Date.now() }@example.com`;
	const first = await playwright.request.newContext( { baseURL } );
	const second = await playwright.request.newContext( { baseURL } );

	await post( first, 'send-verification-code', { email } );
	const code = await codeFromMail( email, 4 );
	const registered = await post< { nonce: string } >( first, 'register', {
		email,
		verificationCode: code,
		password: 'first-password',
		title: 'engineer',
	} );
	expect( registered.code ).toBe( 200 );

	expect(
		( await post( second, 'reset-password/email', { email } ) ).code
	).toBe( 200 );
	const resetMail = await waitForMailTo( email, { subject: /重置密码/ } );
	const resetCode = /\b(\d{6})\b/.exec( resetMail.text ?? '' )?.[ 1 ] ?? '';
	const reset = await post( second, 'reset-password', {
		email,
		verificationCode: resetCode,
		password: 'second-password',
		confirmPassword: 'second-password',
	} );
	expect( reset.code ).toBe( 200 );

	const stale = await first.post( '/wp-json/api/member/userinfo', {
		data: { fields: [ 'email' ] },
		headers: { 'X-WP-Nonce': registered.data.nonce },
	} );
	// The cookie's session is gone: its stale nonce makes a visitor's call (请先登录).
	expect( stale.status() ).toBe( 401 );

	const login = await post( second, 'login-via-email', {
		email,
		password: 'second-password',
	} );
	expect( login.code ).toBe( 200 );
	await first.dispose();
	await second.dispose();
} );
