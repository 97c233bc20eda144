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

import { logInFreshMember, registerMember, unique } from './support/members';
import { logInOperator } from './support/operators';
import { recordToasts, toastTexts } from './support/toasts';

type Envelope< T > = { code: number; message: string; data: T };

const ARTICLE = '/research-news/research-02/';

/**
 * A fresh member others can mention, registered in a context of its own, and a reader of their
 * mention messages. Not the demo member: other specs log it in too (ten tries per address in 15
 * minutes), and other workers may mention it, so a count of its messages would not say whose.
 *
 * @param request API context (registration logs it in).
 * @return Their public name and a function that reads the comment ids of their newest 50 messages.
 */
async function mentionableMember( request: APIRequestContext ): Promise< {
	name: string;
	mentions: () => Promise< number[] >;
} > {
	const name = `晓明${ Date.now() % 1_000_000 }`;
	const { nonce } = await registerMember( request, { display_name: name } );
	return {
		name,
		mentions: async () => {
			const list = await request.get(
				'/wp-json/api/member/mention-message/get?per_page=50&page=1',
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			expect( list.status() ).toBe( 200 );
			return (
				( await list.json() ) as Envelope< {
					data: Array< { comment_id: number } >;
				} >
			 ).data.data.map( ( message ) => message.comment_id );
		},
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
	// Three people and wp-admin: about 20 s alone, more beside other workers.
	test.setTimeout( 90_000 );
	const other = await playwright.request.newContext( { baseURL } );
	const { name, mentions } = await mentionableMember( other );
	// This comment among the others on the article (other workers may comment on it too).
	const words = `很有启发 ${ unique( 'c' ) }`;

	await logInFreshMember( page, request );
	// The notices live 2 s: the page reports each when it is drawn.
	const toasts = await recordToasts( page );
	const shown = () => toastTexts( toasts );
	await page.goto( ARTICLE );
	const dialog = await openPanel( page );

	const input = dialog.getByRole( 'textbox', { name: '你的评论' } );
	await input.click();
	await input.pressSequentially( `${ words } @${ name.slice( 0, 5 ) }` );
	const suggestion = dialog.getByRole( 'option', { name } );
	await expect( suggestion ).toBeVisible();
	await suggestion.click();
	await expect( dialog.getByText( /\d+\/500/ ) ).toBeVisible();
	await dialog.getByRole( 'button', { name: '发布' } ).click();

	await expect.poll( shown ).toContain( '已发布，审核中' );
	await expect.poll( shown ).toContain( '审核通过后，你提及的人会收到通知' );
	const mine = dialog.locator( '.mvc-comment', { hasText: words } );
	await expect( mine ).toContainText( '审核中' );
	await expect( mine.locator( '.mvc-mention' ) ).toContainText( name );
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

	// The mention is recorded for the mentioned member once the comment is published.
	await expect.poll( mentions, { timeout: 10_000 } ).toContain( id );
	await other.dispose();

	// The author edits it: back to review.
	await page.reload();
	const panel = await openPanel( page );
	const comment = panel.locator( `#c-${ id }` );
	await comment.getByRole( 'button', { name: '编辑' } ).click();
	const editor = panel.getByRole( 'textbox', { name: '编辑你的评论' } );
	await editor.fill( '修改后的评论' );
	await panel.getByRole( 'button', { name: '保存' } ).click();
	await expect.poll( shown ).toContain( '已更新，审核中' );
	await expect( comment ).toContainText( '审核中' );

	// And deletes it after the confirmation.
	await comment.getByRole( 'button', { name: '删除' } ).click();
	await page.getByRole( 'button', { name: '确认删除' } ).click();
	await expect.poll( shown ).toContain( '已删除评论' );
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
