/**
 * Members an operator can find and help (issue 24, item 5), as the administrator: the users screen
 * (用户) finds a member by institution (filter and search box) and shows them by display name with
 * their facts; the member's own screen shows 会员概况 (likes, collection, tags, messages), sends the
 * site's password reset (the code arrives in the sink) and turns the digest off; and a comment
 * with a mention reads @name（机构） in 评论 and 快速编辑, whose save keeps the stored code.
 *
 * Only the administrator edits users (editors may list them but not open a member: see NOTES.md).
 * Every test makes its own member or comment (unique text); the demo member is only read. No CSP
 * violation, uncaught error, console error or PHP error text on the way.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';

import { waitForMailTo } from './support/mail';
import { registerMember, unique } from './support/members';
import { logInOperator } from './support/operators';
import { postSolving } from './support/challenge';
import { watchPage } from './support/watch';

/**
 * The administrator's session, logged in once for the file (wp-login.php limits tries per
 * network, and every operator spec logs in).
 */
let operatorState: Awaited<
	ReturnType< import( '@playwright/test' ).BrowserContext[ 'storageState' ] >
>;

test.beforeAll( async ( { browser } ) => {
	const context = await browser.newContext();
	await logInOperator( await context.newPage() );
	operatorState = await context.storageState();
	await context.close();
} );

/**
 * A page in the administrator's session.
 *
 * @param browser The browser.
 */
async function operatorPage( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( { storageState: operatorState } );
	return context.newPage();
}

/**
 * A member's stored digest switch, read with their own session.
 *
 * @param request The member's API context.
 * @param nonce   Their REST nonce.
 */
async function digestOf(
	request: APIRequestContext,
	nonce: string
): Promise< boolean > {
	const answer = await request.post( '/wp-json/api/member/userinfo', {
		data: { fields: [ 'subscribed' ] },
		headers: { 'X-WP-Nonce': nonce },
	} );
	return ( ( await answer.json() ) as { data: { subscribed: boolean } } ).data
		.subscribed;
}

test( 'the demo member is found by institution and their overview shows counts', async ( {
	browser,
} ) => {
	const page = await operatorPage( browser );
	const problems = await watchPage( page );
	await page.goto( '/wp-admin/users.php' );
	await expect( page.locator( 'th#mvc_member' ) ).toHaveText( '显示名称' );

	await page.locator( '#mvc-filter-institution' ).fill( '清华大学材料学院' );
	await page.getByRole( 'button', { name: '筛选', exact: true } ).click();
	const row = page.locator( '#the-list tr', {
		hasText: 'member@example.com',
	} );
	await expect( row ).toHaveCount( 1 );
	await expect( row.locator( 'td.column-mvc_member' ) ).toContainText(
		'张晓明'
	);
	await expect( row.locator( 'td.column-mvc_member img' ) ).toHaveAttribute(
		'src',
		/^(data:image\/svg\+xml|https?:)/
	);
	await expect( row.locator( 'td.column-mvc_institution' ) ).toHaveText(
		'清华大学材料学院'
	);

	await row.locator( 'td.column-mvc_member strong a' ).click();
	await expect( page ).toHaveURL( /user-edit\.php\?user_id=\d+/ );
	const summary = page.locator( 'table.mvc-member-summary' );
	await expect( page.locator( '#mvc-member-summary' ) ).toHaveText(
		'会员概况'
	);
	for ( const label of [ '点赞', '收藏', '订阅标签数' ] ) {
		await expect(
			summary.locator( 'tr', { hasText: label } ).locator( 'td' )
		).toHaveText( /^\d[\d,]*$/ );
	}
	await expect(
		summary.locator( 'tr', { hasText: '提及消息' } ).locator( 'td' )
	).toHaveText( /^\d[\d,]*（未读 \d[\d,]*）$/ );
	expect( problems ).toEqual( [] );
} );

test( 'an operator finds a fresh member by institution, sends a password reset and turns the digest off', async ( {
	browser,
} ) => {
	const page = await operatorPage( browser );
	const problems = await watchPage( page );
	const started = Date.now();
	const institution = `${ unique( 'e2e' ) }材料研究院`;
	const member = await browser.newContext();
	const { email, nonce } = await registerMember( member.request, {
		institution,
	} );
	const on = await member.request.put( '/wp-json/api/member/emailsubscribe', {
		data: { flag: true },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( ( await on.json() ).data ).toEqual( { subscribed: true } );

	// The search box finds the member by institution.
	await page.goto( '/wp-admin/users.php' );
	await page.locator( '#user-search-input' ).fill( institution );
	await page.locator( '#search-submit' ).click();
	await expect( page.locator( '#the-list tr' ) ).toHaveCount( 1 );
	await expect( page.locator( '#the-list tr' ) ).toContainText( email );
	// So do the filters (institution, occupation, digest on).
	await page.goto( '/wp-admin/users.php' );
	await page.locator( '#mvc-filter-institution' ).fill( institution );
	await page.locator( '#mvc-filter-title' ).selectOption( 'engineer' );
	await page.locator( '#mvc-filter-digest' ).selectOption( 'on' );
	await page.getByRole( 'button', { name: '筛选', exact: true } ).click();
	const row = page.locator( '#the-list tr' );
	await expect( row ).toHaveCount( 1 );
	await expect( row.locator( 'td.column-mvc_title' ) ).toHaveText( '工程师' );
	await expect( row.locator( 'td.column-mvc_digest' ) ).toHaveText(
		'已开启'
	);
	await expect( row.locator( 'td.column-email' ) ).toHaveText( email );

	await row.locator( 'td.column-mvc_member strong a' ).click();
	await expect( page.locator( '#mvc-member-digest' ) ).toHaveText( '已开启' );

	// The site's own reset: a code in the member's mail, a notice on the screen.
	await page.getByRole( 'button', { name: '发送密码重置邮件' } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'已向会员发送密码重置邮件。'
	);
	const mail = await waitForMailTo( email, {
		subject: /重置您的密码/,
		since: started - 1000,
	} );
	expect( mail.text ).toMatch( /忘记密码/ );
	expect( mail.text ).toMatch( /^\d{6}$/m );

	// The digest off, from the member's screen.
	await page.getByRole( 'button', { name: '关闭邮件推送' } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'已关闭该会员的邮件推送。'
	);
	await expect( page.locator( '#mvc-member-digest' ) ).toHaveText( '已关闭' );
	expect( await digestOf( member.request, nonce ) ).toBe( false );

	await member.close();
	expect( problems ).toEqual( [] );
} );

test( 'a comment with a mention reads @name（机构） in 评论 and 快速编辑 keeps its code', async ( {
	browser,
} ) => {
	const page = await operatorPage( browser );
	const problems = await watchPage( page );
	const mark = unique( '提及' );
	const member = await browser.newContext();
	const { nonce } = await registerMember( member.request );

	// The demo member as the mention suggestions give them; the oldest article to comment on.
	const found = await postSolving(
		member.request,
		'/wp-json/api/member/search-users',
		{ search: '张晓明', page: 1, per_page: 10 },
		{ 'X-WP-Nonce': nonce }
	);
	const people = (
		( await found.json() ) as {
			data: {
				list: Array< {
					id: number;
					display_name: string;
					institution: string;
				} >;
			};
		}
	 ).data.list;
	const demo = people.find(
		( person ) => person.institution === '清华大学材料学院'
	);
	expect( demo ).toBeDefined();
	const label = `${ demo!.display_name }（${ demo!.institution }）`;
	const code = `@{${ label }_${ demo!.id }}`;
	const posts = ( await (
		await member.request.get(
			'/wp-json/wp/v2/posts?orderby=date&order=asc&per_page=1&_fields=id'
		)
	).json() ) as Array< { id: number } >;
	const written = await member.request.post( '/wp-json/wp/v2/comments', {
		data: {
			post: posts[ 0 ].id,
			content: `${ code } ${ mark }`,
			at_list: [ demo!.id ],
		},
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( written.status() ).toBe( 201 );
	const commentId = ( ( await written.json() ) as { id: number } ).id;

	await page.goto(
		`/wp-admin/edit-comments.php?s=${ encodeURIComponent( mark ) }`
	);
	const row = page.locator( `#comment-${ commentId }` );
	await expect( row.locator( 'td.column-comment' ) ).toContainText(
		`@${ label } ${ mark }`
	);
	await expect( row ).not.toContainText( '@{' );

	// 快速编辑 shows the label; the operator adds a word and saves.
	await row.hover();
	await row.locator( '.row-actions .quickedit button' ).click();
	const editor = page.locator( '#replycontent' );
	await expect( editor ).toHaveValue( `@${ label } ${ mark }` );
	await editor.fill( `@${ label } ${ mark } 已核对` );
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			response.request().postData()?.includes( 'edit-comment' ) === true
	);
	await page.locator( '#replysubmit button.save' ).click();
	expect( ( await saved ).ok() ).toBe( true );
	await expect( row ).toContainText( `@${ label } ${ mark } 已核对` );

	// Approve it (批准); the stored text keeps the mention's code.
	await row.hover();
	await row.locator( '.row-actions .approve a' ).click();
	await expect( row ).not.toHaveClass( /unapproved/ );
	const nonceAdmin = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const stored = await page.request.get(
		`/wp-json/wp/v2/comments/${ commentId }?context=edit&_fields=content,status`,
		{ headers: { 'X-WP-Nonce': nonceAdmin } }
	);
	const comment = ( await stored.json() ) as {
		content: { raw: string };
		status: string;
	};
	expect( comment.content.raw ).toBe( `${ code } ${ mark } 已核对` );
	expect( comment.status ).toBe( 'approved' );

	await member.close();
	expect( problems ).toEqual( [] );
} );
