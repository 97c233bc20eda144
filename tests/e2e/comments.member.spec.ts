/**
 * Comments in Chinese: a member comments with a mention and sees it under review, an operator
 * approves it in wp-admin, the mentioned member's message is recorded, the author edits and
 * deletes it; #c-{id} opens the panel at that comment.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

import { postSolving } from './support/challenge';

import { logInFreshMember } from './support/members';
import { logInOperator } from './support/operators';

type Envelope< T > = { code: number; message: string; data: T };

const ARTICLE = '/research-news/research-02/';

/**
 * Logs the demo member in (a context of its own) and reads their unread mention messages.
 *
 * @param request API context.
 * @return A function that reads the count.
 */
async function demoMemberMentions(
	request: APIRequestContext
): Promise< () => Promise< number > > {
	const login = await postSolving(
		request,
		'/wp-json/api/member/login-via-email',
		{
			email: 'member@example.com',
			password: 'password',
			remember: false,
		}
	);
	expect( login.status() ).toBe( 200 );
	const { nonce } = (
		( await login.json() ) as Envelope< { nonce: string } >
	 ).data;
	return async () => {
		const info = await request.post( '/wp-json/api/member/userinfo', {
			data: { fields: [ 'mentionMessageCount' ] },
			headers: { 'X-WP-Nonce': nonce },
		} );
		return (
			( await info.json() ) as Envelope< { mentionMessageCount: number } >
		 ).data.mentionMessageCount;
	};
}

async function openPanel( page: Page ) {
	const island = page.locator( '.mvc-article__comments' );
	// A member's island wakes on idle, a visitor's on this press (handed on once it is there).
	await island.getByRole( 'button', { name: /评论/ } ).click();
	const dialog = page.getByRole( 'dialog', { name: /评论/ } );
	await expect( dialog ).toBeVisible();
	return dialog;
}

test( 'a member comments with a mention, an operator approves it, the author edits and deletes it', async ( {
	page,
	browser,
	request,
	playwright,
	baseURL,
} ) => {
	const demo = await playwright.request.newContext( { baseURL } );
	const mentions = await demoMemberMentions( demo );
	const before = await mentions();

	await logInFreshMember( page, request );
	await page.goto( ARTICLE );
	const dialog = await openPanel( page );

	const input = dialog.getByRole( 'textbox', { name: '你的评论' } );
	await input.click();
	await input.pressSequentially( '很有启发 @张晓' );
	const suggestion = dialog.getByRole( 'option', { name: /张晓明/ } );
	await expect( suggestion ).toBeVisible();
	await suggestion.click();
	await expect( dialog.getByText( /\d+\/500/ ) ).toBeVisible();
	await dialog.getByRole( 'button', { name: '发布' } ).click();

	await expect( page.getByText( '已发布，审核中' ) ).toBeVisible();
	const mine = dialog.locator( '.mvc-comment' ).first();
	await expect( mine ).toContainText( '审核中' );
	await expect( mine.locator( '.mvc-mention' ) ).toContainText( '张晓明' );
	const id = Number(
		( ( await mine.getAttribute( 'id' ) ) ?? '' ).replace( /\D/g, '' )
	);
	expect( id ).toBeGreaterThan( 0 );
	// Held for review: nobody else sees it yet.
	const visitor = await playwright.request.newContext( { baseURL } );
	const held = await visitor.get( `/wp-json/wp/v2/comments?include=${ id }` );
	expect( ( await held.json() ) as unknown[] ).toEqual( [] );
	await visitor.dispose();

	// The operator approves it in wp-admin.
	const admin = await browser.newPage();
	await logInOperator( admin );
	await admin.goto( '/wp-admin/edit-comments.php?comment_status=moderated' );
	const row = admin.locator( `#comment-${ id }` );
	await row.hover();
	await row.getByRole( 'button', { name: /批准/ } ).click();
	// Published: a visitor's list now has it.
	const reader = await playwright.request.newContext( { baseURL } );
	await expect
		.poll(
			async () =>
				(
					( await (
						await reader.get(
							`/wp-json/wp/v2/comments?include=${ id }`
						)
					).json() ) as unknown[]
				 ).length
		)
		.toBe( 1 );
	await reader.dispose();
	await admin.close();

	// The mention is recorded for the demo member once the comment is published.
	await expect.poll( mentions, { timeout: 10_000 } ).toBe( before + 1 );
	await demo.dispose();

	// The author edits it: back to review.
	await page.reload();
	const panel = await openPanel( page );
	const comment = panel.locator( `#c-${ id }` );
	await comment.getByRole( 'button', { name: '编辑' } ).click();
	const editor = panel.getByRole( 'textbox', { name: '编辑你的评论' } );
	await editor.fill( '修改后的评论' );
	await panel.getByRole( 'button', { name: '保存' } ).click();
	await expect( page.getByText( '已更新，审核中' ) ).toBeVisible();
	await expect( comment ).toContainText( '审核中' );

	// And deletes it after the confirmation.
	await comment.getByRole( 'button', { name: '删除' } ).click();
	await page.getByRole( 'button', { name: '确认删除' } ).click();
	await expect( page.getByText( '已删除评论' ) ).toBeVisible();
	await expect( panel.locator( `#c-${ id }` ) ).toHaveCount( 0 );
} );

test( '#c-{id} opens the panel at that comment', async ( {
	page,
	request,
} ) => {
	const post = ( await (
		await request.get( '/wp-json/wp/v2/posts?slug=research-01&_fields=id' )
	).json() ) as Array< { id: number } >;
	const comments = ( await (
		await request.get(
			`/wp-json/wp/v2/comments?post=${ post[ 0 ].id }&_fields=id`
		)
	).json() ) as Array< { id: number } >;
	const target = comments[ comments.length - 1 ].id;

	await page.goto( `/research-news/research-01/#c-${ target }` );

	const dialog = page.getByRole( 'dialog', { name: /评论/ } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( `#c-${ target }` ) ).toBeInViewport();
} );

test( 'a visitor sees the comments and is asked to log in to write one', async ( {
	page,
} ) => {
	await page.goto( '/research-news/research-01/' );
	const dialog = await openPanel( page );

	await expect( dialog.locator( '.mvc-comment' ) ).not.toHaveCount( 0 );
	await expect( dialog.locator( '.mvc-mention' ).first() ).toBeVisible();
	await dialog.getByRole( 'button', { name: '登录后发表评论' } ).click();
	await expect( page.getByRole( 'dialog', { name: /登录/ } ) ).toBeVisible();
} );
