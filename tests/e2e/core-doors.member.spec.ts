/**
 * WordPress's own doors, tried over real HTTP as an attacker with a member's stolen session or
 * address would: the login page, the lost-password form, the comment form's handler and core's
 * users route. Each answers a member with a refusal, or the same answer as for anybody.
 */
import {
	test,
	expect,
	type APIRequest,
	type APIRequestContext,
} from '@playwright/test';

import { postSolving } from './support/challenge';

import { listMails } from './support/mail';
import { createMember, MEMBER_PASSWORD, unique } from './support/members';

/**
 * The error box of wp-login.php after a login attempt, and whether WordPress logged anyone in.
 *
 * @param request  API context.
 * @param log      Name or e-mail.
 * @param password Password.
 */
async function coreLogin(
	request: APIRequestContext,
	log: string,
	password: string
): Promise< { error: string; loggedIn: boolean } > {
	const response = await request.post( '/wp-login.php', {
		form: { log, pwd: password },
		maxRedirects: 0,
	} );
	const html = await response.text();
	const error =
		/<div id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec( html )?.[ 1 ] ??
		'';
	const loggedIn = response
		.headersArray()
		.some(
			( h ) =>
				h.name.toLowerCase() === 'set-cookie' &&
				h.value.startsWith( 'wordpress_logged_in_' )
		);
	return { error: error.replace( /<[^>]+>/g, '' ).trim(), loggedIn };
}

/**
 * A member registered in a context of its own (registration logs that context in), and a clean
 * API context for the test.
 *
 * @param requests Playwright's factory of API contexts.
 * @param baseURL  The test site.
 */
async function freshMember(
	requests: APIRequest,
	baseURL: string | undefined
): Promise< { email: string; request: APIRequestContext } > {
	const registration = await requests.newContext( { baseURL } );
	const email = await createMember( registration );
	await registration.dispose();
	return {
		email,
		request: await requests.newContext( { baseURL } ),
	};
}

test( 'wp-login.php answers a member the same for the right password, a wrong one and an unknown address', async ( {
	playwright,
	baseURL,
} ) => {
	const { email, request } = await freshMember( playwright.request, baseURL );

	const right = await coreLogin( request, email, MEMBER_PASSWORD );
	const wrong = await coreLogin( request, email, 'not-the-password' );
	const unknown = await coreLogin(
		request,
		`${ unique( 'nobody' ) }@example.com`,
		MEMBER_PASSWORD
	);

	expect( right.error ).toBe( '用户名、邮箱或密码错误。' );
	expect( wrong.error ).toBe( right.error );
	expect( unknown.error ).toBe( right.error );
	expect( right.loggedIn ).toBe( false );
	await request.dispose();
} );

test( 'the lost-password form sends a member nothing and answers as for an unknown address', async ( {
	request,
} ) => {
	const email = await createMember( request );
	const before = ( await listMails() ).length;

	const answers = [];
	// A member, an unknown address and an operator's login (whose mail WP-Cron sends later).
	for ( const address of [
		email,
		`${ unique( 'nobody' ) }@example.com`,
		'admin',
	] ) {
		const response = await request.post(
			'/wp-login.php?action=lostpassword',
			{ form: { user_login: address }, maxRedirects: 0 }
		);
		answers.push( [ response.status(), response.headers().location ] );
	}

	expect( answers[ 0 ] ).toEqual( [
		302,
		expect.stringContaining( 'checkemail=confirm' ),
	] );
	expect( answers[ 1 ] ).toEqual( answers[ 0 ] );
	expect( answers[ 2 ] ).toEqual( answers[ 0 ] );
	await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
	const toMember = ( await listMails() )
		.slice( before )
		.filter( ( mail ) =>
			mail.to.some(
				( to ) => to.address.toLowerCase() === email.toLowerCase()
			)
		);
	expect( toMember ).toEqual( [] );
	const page = await request.get( '/wp-login.php?action=lostpassword' );
	expect( await page.text() ).toContain( '会员请在网站上重置密码' );
} );

test( "a member's session cannot post through wp-comments-post.php or change the account through /wp/v2/users/me", async ( {
	playwright,
	baseURL,
} ) => {
	const { email, request } = await freshMember( playwright.request, baseURL );
	const login = await postSolving(
		request,
		'/wp-json/api/member/login-via-email',
		{ email, password: MEMBER_PASSWORD, remember: false }
	);
	const nonce = ( ( await login.json() ) as { data: { nonce: string } } ).data
		.nonce;
	// The oldest post: the newest may be another spec's, taken down meanwhile.
	const posts = ( await (
		await request.get(
			'/wp-json/wp/v2/posts?per_page=1&orderby=date&order=asc&_fields=id'
		)
	).json() ) as Array< { id: number } >;

	const comment = await request.post( '/wp-comments-post.php', {
		form: {
			comment_post_ID: String( posts[ 0 ].id ),
			comment: '<a href="https://example.com">x</a>',
		},
		maxRedirects: 0,
	} );
	expect( comment.status() ).toBe( 403 );
	expect( await comment.text() ).toContain(
		'会员请通过文章下方的评论按钮发表评论。'
	);

	const update = await request.put( '/wp-json/wp/v2/users/me', {
		headers: { 'X-WP-Nonce': nonce },
		data: { email: 'thief@example.com', password: '1', name: '编辑部' },
	} );
	expect( update.status() ).toBe( 403 );
	expect( ( ( await update.json() ) as { message: string } ).message ).toBe(
		'会员的账户、邮箱和密码只能在网站的个人中心修改。'
	);
	expect(
		update
			.headersArray()
			.some( ( h ) => h.value.startsWith( 'wordpress_logged_in_' ) )
	).toBe( false );

	const info = await request.post( '/wp-json/api/member/userinfo', {
		headers: { 'X-WP-Nonce': nonce },
		data: { fields: [ 'email', 'display_name' ] },
	} );
	const data = (
		( await info.json() ) as {
			data: { email: string; display_name: string };
		}
	 ).data;
	expect( data.email ).toBe( email );
	expect( data.display_name ).not.toBe( '编辑部' );
	await request.dispose();
} );

test( 'a personal-data confirmation link that does not exist is refused in Chinese, without a 500', async ( {
	request,
} ) => {
	const response = await request.get(
		'/wp-login.php?action=confirmaction&request_id=1&confirm_key=x'
	);

	expect( response.status() ).toBe( 400 );
	expect( await response.text() ).toContain( '该确认链接无效或已过期。' );
} );
