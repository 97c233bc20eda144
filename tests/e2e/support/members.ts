/**
 * Members for end-to-end tests: a fresh member registered over HTTP with the code from the mail
 * sink (logins are rate-limited per address, and other suites log the demo member in too).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { postSolving } from './challenge';
import { waitForMailTo } from './mail';

/** Password of every member createMember() registers. */
export const MEMBER_PASSWORD = 'e2e-password';

/**
 * A unique string for addresses and names.
 *
 * @param prefix Prefix.
 */
export function unique( prefix: string ): string {
	return `${ prefix }-${ Date.now() }-${ Math.floor( Math.random() * 1e6 ) }`;
}

/**
 * The code of the newest mail to an address.
 *
 * @param email   Address.
 * @param digits  Length of the code.
 * @param subject Subject the mail must have.
 */
export async function codeFromMail(
	email: string,
	digits: number,
	subject?: RegExp
): Promise< string > {
	const mail = await waitForMailTo( email, { subject } );
	const code = new RegExp( `\\b(\\d{${ digits }})\\b` ).exec(
		mail.text ?? ''
	)?.[ 1 ];
	expect( code, `a ${ digits }-digit code in the mail` ).toBeTruthy();
	return code ?? '';
}

/**
 * Registers a fresh member.
 *
 * @param request An API context (registration logs its cookie jar in).
 * @param fields  Other registration fields (a display_name, say).
 * @return The member's address (the password is MEMBER_PASSWORD) and the session's REST nonce.
 */
export async function registerMember(
	request: APIRequestContext,
	fields: Record< string, unknown > = {}
): Promise< { email: string; nonce: string } > {
	const email = `${ unique( 'ui-member' ) }@example.com`;
	const api = ( path: string, data: Record< string, unknown > ) =>
		postSolving( request, `/wp-json/api/member/${ path }`, data );
	expect( ( await api( 'send-verification-code', { email } ) ).ok() ).toBe(
		true
	);
	const registered = await api( 'register', {
		email,
		verificationCode: await codeFromMail( email, 4 ),
		password: MEMBER_PASSWORD,
		title: 'engineer',
		...fields,
	} );
	expect( registered.ok() ).toBe( true );
	const body = ( await registered.json() ) as { data: { nonce: string } };
	return { email, nonce: body.data.nonce };
}

/**
 * Registers a fresh member.
 *
 * @param request An API context (registration logs its cookie jar in).
 * @return The member's address; the password is MEMBER_PASSWORD.
 */
export async function createMember(
	request: APIRequestContext
): Promise< string > {
	return ( await registerMember( request ) ).email;
}

/**
 * Registers a fresh member and logs them in inside the page's browser context.
 *
 * @param page    Page.
 * @param request An API context of its own (registration logs that one in, not the page).
 * @return The REST nonce of the session.
 */
export async function logInFreshMember(
	page: Page,
	request: APIRequestContext
): Promise< string > {
	const email = await createMember( request );
	const response = await postSolving(
		page.context().request,
		'/wp-json/api/member/login-via-email',
		{ email, password: MEMBER_PASSWORD, remember: false }
	);
	expect( response.status() ).toBe( 200 );
	const body = ( await response.json() ) as { data: { nonce: string } };
	return body.data.nonce;
}
