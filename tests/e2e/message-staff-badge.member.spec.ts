/**
 * The badge 官方 in the message centre (issue 27): an operator (the administrator, who may look the
 * member up) mentions a fresh member in a comment; the member's /messages shows 官方 right after
 * the operator's name, in the server's page (without
 * JavaScript) and once the island has mounted, as on the operator's comment. The comment is deleted
 * afterwards.
 */
import { test, expect } from '@playwright/test';

import { postSolving } from './support/challenge';
import { codeFromMail, MEMBER_PASSWORD, unique } from './support/members';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

test( 'a mention by an operator carries 官方 beside the name, server and island alike', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const problems = await watchPage( page );
	// The member who is mentioned, logged in in the page's context.
	const name = `读者${ Date.now() % 1_000_000 }`;
	const email = `${ unique( 'badge-member' ) }@example.com`;
	const request = page.context().request;
	expect(
		(
			await postSolving(
				request,
				'/wp-json/api/member/send-verification-code',
				{ email }
			)
		).ok()
	).toBe( true );
	const registered = await postSolving(
		request,
		'/wp-json/api/member/register',
		{
			email,
			verificationCode: await codeFromMail( email, 4 ),
			password: MEMBER_PASSWORD,
			title: 'engineer',
			display_name: name,
		}
	);
	expect( registered.ok() ).toBe( true );

	// The operator finds them and mentions them (an operator's comment is published at once).
	const editorPage = await browser.newPage();
	await logInOperator( editorPage, 'admin' );
	const editor = editorPage.context().request;
	const nonce = (
		await (
			await editor.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const headers = { 'X-WP-Nonce': nonce };
	const [ mentioned ] = ( await (
		await editor.get(
			`/wp-json/wp/v2/users?search=${ encodeURIComponent(
				email
			) }&context=edit&_fields=id`,
			{ headers }
		)
	).json() ) as Array< { id: number } >;
	expect( mentioned, 'the member is found' ).toBeTruthy();
	const [ post ] = ( await (
		await editor.get( '/wp-json/wp/v2/posts?slug=research-03&_fields=id' )
	).json() ) as Array< { id: number } >;
	const comment = await postSolving(
		editor,
		'/wp-json/wp/v2/comments',
		{
			post: post.id,
			content: `编辑部回复：@{${ name }_${ mentioned?.id }} 谢谢指正。`,
			at_list: [ mentioned?.id ],
		},
		headers
	);
	expect( comment.status() ).toBe( 201 );
	const commentId = ( ( await comment.json() ) as { id: number } ).id;

	try {
		// The server's page, before any island.
		const html = await ( await request.get( '/messages/' ) ).text();
		expect( html ).toMatch(
			/<strong class="mvc-message__name">[^<]+<\/strong>\s*<span class="mvc-message__staff">官方<\/span>/
		);

		// The island's.
		await page.goto( '/messages/' );
		const item = page.locator( '.mvc-message--mention' ).first();
		// The island's container (beside the server's region, which it enhances).
		await expect(
			page.locator( '.mvc-island--message-centre' )
		).toHaveAttribute( 'data-island-state', 'mounted' );
		await expect( item.locator( '.mvc-message__staff' ) ).toHaveText(
			'官方'
		);
		await expect(
			item.locator( '.mvc-message__name + .mvc-message__staff' )
		).toHaveCount( 1 );
		expect( problems ).toEqual( [] );
	} finally {
		await editor.delete(
			`/wp-json/wp/v2/comments/${ commentId }?force=true`,
			{ headers }
		);
		await editorPage.close();
	}
} );
