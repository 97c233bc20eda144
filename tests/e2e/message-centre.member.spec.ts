/**
 * The message centre in Chinese: a member is mentioned in another member's comment (approved by an
 * operator), finds it in /messages under 收到的@ with the unread dot and the header's count, opens
 * the comment from it, and comes back to find it read; 系统消息 is empty, its 全部标为已读 disabled.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

import { postSolving } from './support/challenge';
import { codeFromMail, MEMBER_PASSWORD, unique } from './support/members';
import { logInOperator } from './support/operators';

type Envelope< T > = { code: number; message: string; data: T };

const ARTICLE_SLUG = 'research-03';

/**
 * Registers a member with a public name; registering logs the context in.
 *
 * @param request     API context (the page's own for the member who reads).
 * @param displayName Public name.
 * @return The session's REST nonce.
 */
async function register(
	request: APIRequestContext,
	displayName: string
): Promise< string > {
	const email = `${ unique( 'mc-member' ) }@example.com`;
	const sent = await postSolving(
		request,
		'/wp-json/api/member/send-verification-code',
		{ email }
	);
	expect( sent.ok() ).toBe( true );
	const registered = await postSolving(
		request,
		'/wp-json/api/member/register',
		{
			email,
			verificationCode: await codeFromMail( email, 4 ),
			password: MEMBER_PASSWORD,
			title: 'engineer',
			display_name: displayName,
		}
	);
	expect( registered.ok() ).toBe( true );
	return ( ( await registered.json() ) as Envelope< { nonce: string } > ).data
		.nonce;
}

/**
 * An operator approves a comment held for review, in wp-admin.
 *
 * @param page A page of a context of its own.
 * @param id   Comment.
 */
async function approve( page: Page, id: number ): Promise< void > {
	await logInOperator( page );
	await page.goto( '/wp-admin/edit-comments.php?comment_status=moderated' );
	const row = page.locator( `#comment-${ id }` );
	await row.hover();
	await row.getByRole( 'button', { name: /批准/ } ).click();
	// Published: a visitor's list has it.
	await expect
		.poll( async () => {
			// Without a nonce the REST API reads as for a visitor.
			const answer = await page
				.context()
				.request.get( `/wp-json/wp/v2/comments?include=${ id }` );
			return ( ( await answer.json() ) as unknown[] ).length;
		} )
		.toBe( 1 );
}

test( 'a member is mentioned, reads it in the message centre and the counters follow', async ( {
	page,
	browser,
	playwright,
	baseURL,
} ) => {
	// The member who reads: registered in the page's own context, so the page is logged in.
	const name = `读者${ Date.now() % 1_000_000 }`;
	const nonce = await register( page.context().request, name );

	// Another member mentions them in a comment.
	const other = await playwright.request.newContext( { baseURL } );
	const otherNonce = await register(
		other,
		`作者${ Date.now() % 1_000_000 }`
	);
	const found = await postSolving(
		other,
		'/wp-json/api/member/search-users',
		{ search: name, page: 1, per_page: 10 },
		{ 'X-WP-Nonce': otherNonce }
	);
	const { list } = (
		( await found.json() ) as Envelope< {
			list: Array< { id: number; display_name: string } >;
		} >
	 ).data;
	const mentioned = list.find( ( user ) => user.display_name === name );
	expect( mentioned ).toBeTruthy();
	const [ post ] = ( await (
		await other.get(
			`/wp-json/wp/v2/posts?slug=${ ARTICLE_SLUG }&_fields=id,link`
		)
	).json() ) as Array< { id: number; link: string } >;
	const comment = await postSolving(
		other,
		'/wp-json/wp/v2/comments',
		{
			post: post.id,
			content: `很有启发，@{${ name }_${ mentioned?.id }} 你怎么看？`,
			at_list: [ mentioned?.id ],
		},
		{ 'X-WP-Nonce': otherNonce }
	);
	expect( comment.status() ).toBe( 201 );
	const commentId = ( ( await comment.json() ) as { id: number } ).id;
	await other.dispose();

	// Held for review until an operator approves it; then the mention is sent.
	const admin = await browser.newPage();
	await approve( admin, commentId );
	await admin.close();

	await page.goto( '/messages/' );
	const tabs = page.getByRole( 'tablist', { name: '消息类别' } );
	const mentionsTab = tabs.getByRole( 'tab', { name: /收到的@/ } );
	await expect( mentionsTab ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( mentionsTab ).toContainText( '1' );
	const item = page.locator( '.mvc-message' ).first();
	await expect( item ).toHaveClass( /is-unread/ );
	await expect( item ).toContainText( '在评论中提到了你' );
	await expect( item ).toContainText( '很有启发' );
	// The island is there: the header's counter has this message too.
	await expect(
		page.locator( '.mvc-island--message-centre' )
	).toHaveAttribute( 'data-island-state', 'mounted' );
	await expect(
		page.getByRole( 'button', { name: /（1 条未读）/ } )
	).toBeVisible();

	// 系统消息: nothing yet.
	await tabs.getByRole( 'tab', { name: /系统消息/ } ).click();
	await expect( page ).toHaveURL( /#tab2$/ );
	const systemPanel = page.getByRole( 'tabpanel', { name: /系统消息/ } );
	await expect( systemPanel.getByText( '还没有收到消息' ) ).toBeVisible();
	await expect(
		systemPanel.getByRole( 'button', { name: '全部标为已读' } )
	).toBeDisabled();

	// The article's link opens the comment and marks the message read.
	await mentionsTab.click();
	// The call is sent with keepalive while the page navigates away: its response may come after
	// the old document is gone, so the test watches the request and then the stored state.
	const read = page.waitForRequest(
		( request ) =>
			request.url().includes( '/api/member/messages/read' ) &&
			request.method() === 'POST'
	);
	await item.locator( '.mvc-message__post' ).click();
	await read;
	await expect( page ).toHaveURL( new RegExp( `#c-${ commentId }$` ) );
	await expect
		.poll( async () => {
			const unread = await page
				.context()
				.request.post( '/wp-json/api/member/userinfo', {
					data: { fields: [ 'mentionMessageCount' ] },
					headers: { 'X-WP-Nonce': nonce },
				} );
			return (
				( await unread.json() ) as Envelope< {
					mentionMessageCount: number;
				} >
			 ).data.mentionMessageCount;
		} )
		.toBe( 0 );

	await page.goto( '/messages/' );
	await expect( page.locator( '.mvc-message.is-unread' ) ).toHaveCount( 0 );
	await expect( page.locator( '.mvc-message' ) ).toHaveCount( 1 );
	await expect(
		page.getByRole( 'tab', { name: /收到的@/ } )
	).not.toContainText( '1' );
	const info = await page
		.context()
		.request.post( '/wp-json/api/member/userinfo', {
			data: { fields: [ 'mentionMessageCount' ] },
			headers: { 'X-WP-Nonce': nonce },
		} );
	expect(
		( ( await info.json() ) as Envelope< { mentionMessageCount: number } > )
			.data.mentionMessageCount
	).toBe( 0 );
} );
