/**
 * The bi-weekly digest, seen by a member and an operator (issue 15, "The digest"): a fresh member
 * follows a tag with articles and switches the digest on; the operator previews that member's next
 * digest in wp-admin (Settings > 邮件推送) and sends it to themselves; the mail arrives in the sink in
 * Chinese with a 测试 marker (subject and body), the viewport meta and List-Unsubscribe headers, and
 * its unsubscribe link is a test link: opening it, pressing nothing or posting it as a mail client
 * would unsubscribes no member (issue 24, item 7). The member's own link, the fortnightly run, its
 * periods and its resumption are PHPUnit's (tests/php/Plugin/Rest/DigestControllerTest.php,
 * tests/php/Plugin/Mail/DigestTest.php).
 */
import { test, expect } from '@playwright/test';

import { mailHeaders, mailHtml, waitForMailTo } from './support/mail';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { logInOperator } from './support/operators';
import { postSolving } from './support/challenge';

const OPERATOR_EMAIL = 'admin@example.com';

test( "an operator's test of a member's digest is marked 测试 and its unsubscribe link changes nobody", async ( {
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
	expect( mail.subject ).toMatch( /^\[测试\] / );
	const html = await mailHtml( mail.id );
	expect( html ).toContain( tags[ 0 ].name );
	expect( html ).toContain( '测试邮件：这是会员' );
	// The sink's rendered HTML drops the head: the mail as parsed keeps it.
	expect( mail.html ).toContain(
		'<meta name="viewport" content="width=device-width, initial-scale=1">'
	);

	// The test's link changes nobody: opened, and posted as a mail client's one-click would.
	const info = async () =>
		(
			( await (
				await member.request.post( '/wp-json/api/member/userinfo', {
					data: { fields: [ 'subscribed' ] },
					headers: { 'X-WP-Nonce': nonce },
				} )
			).json() ) as { data: { subscribed: boolean } }
		 ).data.subscribed;
	const reader = await browser.newPage();
	await reader.goto( link! );
	await expect( reader.locator( 'body' ) ).toContainText(
		'这是测试邮件中的退订链接：没有做任何更改，没有会员被退订。'
	);
	await expect( reader.locator( 'form' ) ).toHaveCount( 0 );
	const oneClick = await reader.request.post( link!, {
		form: { 'List-Unsubscribe': 'One-Click' },
	} );
	expect( ( await oneClick.json() ).data ).toEqual( { test: true } );
	expect( await info() ).toBe( true );

	await reader.close();
	await member.close();
} );
