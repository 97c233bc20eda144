/**
 * The bi-weekly digest, seen by a member and an operator (issue 15, "The digest"): a fresh member
 * follows a tag with articles and switches the digest on; the operator previews that member's next
 * digest in wp-admin (Settings > 邮件推送) and sends it to themselves; the mail arrives in the sink in
 * Chinese with List-Unsubscribe headers, and its unsubscribe link (a page whose button POSTs: opening
 * it changes nothing) turns the member's switch off. The fortnightly run itself, its periods and its
 * resumption are PHPUnit's (tests/php/Plugin/Mail/DigestTest.php).
 */
import { test, expect } from '@playwright/test';

import { mailHeaders, mailHtml, waitForMailTo } from './support/mail';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { logInOperator } from './support/operators';
import { postSolving } from './support/challenge';

const OPERATOR_EMAIL = 'admin@example.com';

test( 'a member gets the digest of their tag and unsubscribes from its link', async ( {
	page,
	browser,
	request,
} ) => {
	// Other specs read the sink at the same time: this one's mail is the operator's newest after now.
	const started = Date.now();

	// A fresh member follows the tag of the newest article and switches the digest on.
	const email = await createMember( request );
	const member = await browser.newContext();
	const login = await postSolving(
		member.request,
		'/wp-json/api/member/login-via-email',
		{ email, password: MEMBER_PASSWORD, remember: false }
	);
	const nonce = ( ( await login.json() ) as { data: { nonce: string } } ).data
		.nonce;
	const tagged = (
		( await (
			await member.request.get(
				'/wp-json/wp/v2/posts?per_page=20&_fields=tags'
			)
		).json() ) as Array< { tags: number[] } >
	 ).find( ( post ) => post.tags.length > 0 );
	expect( tagged ).toBeDefined();
	const tags = [
		( await (
			await member.request.get(
				`/wp-json/wp/v2/tags/${ tagged?.tags[ 0 ] }?_fields=id,name`
			)
		).json() ) as { id: number; name: string },
	];
	const call = ( path: string, data: Record< string, unknown > ) =>
		member.request.put( `/wp-json/api/member/${ path }`, {
			data,
			headers: { 'X-WP-Nonce': nonce },
		} );
	expect(
		( await call( 'subscribe', { id: tags[ 0 ].id, flag: true } ) ).ok()
	).toBe( true );
	const on = await call( 'emailsubscribe', { flag: true } );
	expect( ( await on.json() ).data ).toEqual( { subscribed: true } );

	// The operator previews the member's next digest and sends it to themselves.
	await logInOperator( page );
	await page.goto( '/wp-admin/options-general.php?page=mvc-digest' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'邮件推送'
	);
	await page.getByLabel( '会员邮箱或 ID' ).fill( email );
	await page.getByRole( 'button', { name: '预览' } ).click();
	await expect( page.locator( 'iframe[sandbox]' ) ).toBeVisible();
	// The test send: the preview's form, posted with its nonce in the operator's session (the
	// send goes through SMTP before admin-post.php redirects back to the screen with the outcome).
	const form = page.locator( 'form[action$="admin-post.php"]' );
	await expect(
		form.getByRole( 'button', { name: /发送测试/ } )
	).toBeVisible();
	const field = ( name: string ) =>
		form.locator( `input[name="${ name }"]` ).inputValue();
	const sent = await page.request.post( '/wp-admin/admin-post.php', {
		form: {
			action: await field( 'action' ),
			member: await field( 'member' ),
			_wpnonce: await field( '_wpnonce' ),
			_wp_http_referer: await field( '_wp_http_referer' ),
		},
		maxRedirects: 0,
		timeout: 30_000,
	} );
	expect( sent.status() ).toBe( 302 );
	const back = sent.headers().location;
	expect( back ).toMatch( /[?&]test=sent/ );
	await page.goto( back );
	await expect( page.locator( '.notice-success' ) ).toContainText(
		OPERATOR_EMAIL
	);

	// The mail: Chinese, with the tag's articles and the one-click unsubscribe headers. Other specs
	// mail the operator meanwhile (contact messages, questions, a lost password): the digest is
	// the one with the digest's subject, sent since this test started.
	const mail = await waitForMailTo( OPERATOR_EMAIL, {
		subject: /您订阅的标签有 \d+ 篇新文章/,
		since: started - 1000,
	} );
	expect( mail.subject ).toMatch( /\p{Script=Han}/u );
	const headers = await mailHeaders( mail.id );
	expect( headers[ 'list-unsubscribe-post' ] ).toBe(
		'List-Unsubscribe=One-Click'
	);
	const link = /<(https?:[^>]+)>/.exec(
		headers[ 'list-unsubscribe' ]
	)?.[ 1 ];
	expect( link ).toContain( '/wp-json/api/member/digest/unsubscribe?token=' );
	expect( await mailHtml( mail.id ) ).toContain( tags[ 0 ].name );

	// Opening the link changes nothing; its button unsubscribes.
	const reader = await browser.newPage();
	await reader.goto( link! );
	const info = async () =>
		(
			( await (
				await member.request.post( '/wp-json/api/member/userinfo', {
					data: { fields: [ 'subscribed' ] },
					headers: { 'X-WP-Nonce': nonce },
				} )
			).json() ) as { data: { subscribed: boolean } }
		 ).data.subscribed;
	expect( await info() ).toBe( true );
	await reader.getByRole( 'button', { name: '取消订阅' } ).click();
	await expect( reader.locator( 'body' ) ).toContainText(
		/不再收到邮件推送/
	);
	expect( await info() ).toBe( false );

	await reader.close();
	await member.close();
} );
