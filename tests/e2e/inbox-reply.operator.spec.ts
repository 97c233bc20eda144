/**
 * The operators' inbox answered in wp-admin, as the editor (the role that does the daily work):
 * a visitor's contact message arrives through the contact form, the editor opens it in 留言与提问,
 * is told plainly when a reply is empty, replies in the submission's own screen (发送回复), sees
 * 已回复 and the reply's history, the sender gets the mail (回复：<subject>, the original quoted) in
 * the test sink, and the views by state list it under 已回复 and no more under 未读. The page
 * 提交科研资讯 and a journal minisite's contact form (联系编辑部) feed the same inbox, without
 * JavaScript. No console error, no page error, no PHP error in any page.
 *
 * Each valid send counts against the submissions' per-network limit (20 an hour on this
 * machine), so the spec sends three.
 */
import {
	test,
	expect,
	type Browser,
	type BrowserContext,
	type Page,
} from '@playwright/test';

import { waitForMailTo } from './support/mail';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

// Each test logs an operator in and walks several wp-admin screens and a public page: on a busy
// machine that is more than the default minute.
test.describe.configure( { timeout: 120_000 } );

type State = Awaited< ReturnType< BrowserContext[ 'storageState' ] > >;

/**
 * The editor's session, logged in once for the file: every spec logs operators in, and wp-login.php
 * refuses too many tries a minute.
 */
let editorState: State | undefined;

test.beforeAll( async ( { browser } ) => {
	const context = await browser.newContext();
	await logInOperator( await context.newPage(), 'editor' );
	editorState = await context.storageState();
	await context.close();
} );

/**
 * A page of the logged-in editor, and what goes wrong in it.
 *
 * @param browser Browser.
 */
async function editorPage(
	browser: Browser
): Promise< { page: Page; problems: string[] } > {
	const context = await browser.newContext( { storageState: editorState } );
	const page = await context.newPage();
	return { page, problems: await watchPage( page ) };
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Opens the inbox's row of a submission (by a unique text in it) as the logged-in operator.
 *
 * @param page Page.
 * @param text Text of the row.
 * @param kind Kind filter.
 */
async function openRow( page: Page, text: string, kind: string ) {
	await page.goto(
		`/wp-admin/edit.php?post_type=mvc_submission&mvc_kind=${ kind }`
	);
	const row = page.locator( 'tr', { hasText: text } );
	await expect( row ).toHaveCount( 1 );
	await row.locator( 'a.row-title' ).click();
	await expect( page.locator( '#mvc-submission' ) ).toBeVisible();
}

test( 'the editor answers a contact message in wp-admin and the sender gets the mail', async ( {
	browser,
	page,
} ) => {
	const visitorProblems = await watchPage( page );
	const stamp = `${ Date.now() }`;
	const email = `reply-${ stamp }@example.com`;
	const title = `回复测试 ${ stamp }`;

	// A visitor writes through the contact form.
	await page.goto( '/contact/' );
	await page
		.getByRole( 'textbox', { name: '姓名', exact: true } )
		.fill( '访客甲' );
	await page
		.getByRole( 'textbox', { name: '邮箱', exact: true } )
		.fill( email );
	await page
		.getByRole( 'textbox', { name: '标题', exact: true } )
		.fill( title );
	await page
		.getByRole( 'textbox', { name: '留言', exact: true } )
		.fill( '请问如何投稿？\n第二行' );
	await page.getByRole( 'button', { name: '提交' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'感谢您的留言，我们会尽快通过邮件回复您。'
	);

	// The editor finds it unread.
	const editor = await editorPage( browser );
	page = editor.page;
	await page.goto( '/wp-admin/edit.php?post_type=mvc_submission' );
	await page.locator( '#mvc-state-unread' ).click();
	await expect( page ).toHaveURL( /mvc_state=unread/ );
	const unreadRow = page.locator( 'tr', { hasText: title } );
	await expect( unreadRow.locator( 'td.mvc_state' ) ).toHaveText( '未读' );
	await expect( page.locator( '#mvc-state-unread' ) ).toHaveAttribute(
		'aria-current',
		'page'
	);

	// Opened: read, with the box 回复.
	await unreadRow.locator( 'a.row-title' ).click();
	const box = page.locator( '#mvc-submission-replies' );
	await expect( box ).toContainText( '尚未发送回复。' );
	await expect( page.locator( '#mvc-submission' ) ).toContainText( '已读' );
	const reply = page.locator( '#mvc-reply-text' );

	// An empty reply (the browser's check taken away) is refused in Chinese; nothing is sent.
	await reply.evaluate( ( element ) =>
		element.removeAttribute( 'required' )
	);
	await reply.fill( '   ' );
	await page.locator( '#mvc-reply-send' ).click();
	await expect( page ).toHaveURL( /mvc_reply=failed/ );
	await expect( box.locator( '.notice-error' ) ).toHaveText(
		'请先写好回复再发送。'
	);
	await expect( box ).toContainText( '尚未发送回复。' );

	// The reply.
	// The sink's times have whole seconds.
	const since = Date.now() - 1000;
	await reply.fill( `您好，投稿请见作者指南。${ stamp }\n编辑部` );
	await page.locator( '#mvc-reply-send' ).click();
	await expect( page ).toHaveURL( /mvc_reply=sent/ );
	await expect( box.locator( '.notice-success' ) ).toContainText(
		'回复已发送并记录'
	);
	await expect( box.locator( '.mvc-submission-replies__meta' ) ).toHaveText(
		/回复于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/
	);
	await expect(
		box.locator( '.mvc-submission-replies__item' )
	).toContainText( `您好，投稿请见作者指南。${ stamp }` );
	await expect( page.locator( '#mvc-submission' ) ).toContainText( '已回复' );

	// The sender's mail: Chinese subject, the reply, the original quoted.
	const mail = await waitForMailTo( email, {
		subject: /^回复：/,
		since,
	} );
	expect( mail.subject ).toBe( `回复：${ title }` );
	expect( mail.text ).toContain( '访客甲，您好：' );
	expect( mail.text ).toContain( `您好，投稿请见作者指南。${ stamp }` );
	expect( mail.text ).toContain( '> 请问如何投稿？\n> 第二行' );
	expect( mail.html ).toContain( '<blockquote' );

	// The views by state: under 已回复, no more under 未读.
	await page.goto( '/wp-admin/edit.php?post_type=mvc_submission' );
	await page.locator( '#mvc-state-replied' ).click();
	await expect( page ).toHaveURL( /mvc_state=replied/ );
	await expect(
		page.locator( 'tr', { hasText: title } ).locator( 'td.mvc_state' )
	).toHaveText( '已回复' );
	await page.locator( '#mvc-state-unread' ).click();
	await expect( page ).toHaveURL( /mvc_state=unread/ );
	await expect( page.locator( 'tr', { hasText: title } ) ).toHaveCount( 0 );
	await page.context().close();

	expect( [ ...visitorProblems, ...editor.problems ] ).toEqual( [] );
} );

test( 'the page 提交科研资讯 sends news with a file into the inbox, without JavaScript', async ( {
	browser,
} ) => {
	const visitor = await browser.newContext( { javaScriptEnabled: false } );
	const page = await visitor.newPage();
	const problems = await watchPage( page );
	const stamp = `${ Date.now() }`;
	const title = `科研资讯测试 ${ stamp }`;

	await page.goto( '/research-news/submit-research-news/' );
	await expect( page.locator( 'h1' ) ).toHaveText( '提交科研资讯' );
	const form = page.locator( '#mvc-news-form' );
	await form.getByLabel( '资讯标题' ).fill( title );
	await form
		.getByLabel( '摘要' )
		.fill( '新型固态电解质的室温电导率创新高。' );
	await form.getByLabel( '联系人姓名' ).fill( '赵老师' );
	await form.getByLabel( '联系人邮箱' ).fill( `news-${ stamp }@example.com` );

	// A file of a type the page does not take: refused, what was typed kept.
	await form.getByLabel( '附件（可选）' ).setInputFiles( {
		name: 'page.html',
		mimeType: 'text/html',
		buffer: Buffer.from( '<html><body>x</body></html>' ),
	} );
	await form.getByRole( 'button', { name: '提交' } ).click();
	await expect( page ).toHaveURL( /\?failed=[a-z0-9]{20}$/ );
	await expect( form.locator( '.mvc-field__error' ) ).toContainText(
		'类型不被接受'
	);
	await expect( form.getByLabel( '资讯标题' ) ).toHaveValue( title );

	// A picture: sent.
	await form.getByLabel( '附件（可选）' ).setInputFiles( {
		name: 'figure.png',
		mimeType: 'image/png',
		buffer: PNG,
	} );
	await form.getByRole( 'button', { name: '提交' } ).click();
	await expect( page ).toHaveURL( /\?sent=1$/ );
	await expect( form.getByRole( 'status' ) ).toContainText( '感谢投稿' );
	await visitor.close();

	// In the inbox, with its file.
	const { page: operator, problems: operatorProblems } =
		await editorPage( browser );
	await openRow( operator, title, 'research_news' );
	const fields = operator.locator( '#mvc-submission' );
	await expect( fields ).toContainText( '科研资讯投稿' );
	await expect( fields ).toContainText(
		'新型固态电解质的室温电导率创新高。'
	);
	const file = fields.locator( '.mvc-submission-files a' );
	await expect( file ).toHaveText( 'figure.png' );
	await expect( file ).toHaveAttribute(
		'href',
		/\/wp-content\/uploads\/.+\/news-[a-z0-9]{16}\.png$/
	);
	await operator.context().close();

	expect( [ ...problems, ...operatorProblems ] ).toEqual( [] );
} );

test( 'a journal minisite’s contact form sends into the inbox', async ( {
	browser,
	request,
} ) => {
	// The oldest journal: the newest may be the one another spec publishes and deletes.
	const journals = await request.get(
		'/wp-json/wp/v2/journals?per_page=1&orderby=date&order=asc&_fields=id,link,title'
	);
	const [ journal ] = ( await journals.json() ) as {
		id: number;
		link: string;
		title: { rendered: string };
	}[];
	expect( journal ).toBeTruthy();
	const stamp = `${ Date.now() }`;
	const message = `期刊留言测试 ${ stamp }：版面费多少？`;

	const visitor = await browser.newContext();
	const page = await visitor.newPage();
	const problems = await watchPage( page );
	await page.goto( journal.link );
	await page.getByRole( 'tab', { name: '常见问题' } ).click();
	const form = page.locator( '#mvc-minisite-contact' );
	await expect(
		page.getByRole( 'heading', { name: '联系编辑部' } )
	).toBeVisible();
	await form.getByLabel( '姓名' ).fill( '读者丙' );
	await form.getByLabel( '邮箱' ).fill( `minisite-${ stamp }@example.com` );
	await form.getByLabel( '留言' ).fill( message );
	await form.getByRole( 'button', { name: '发送留言' } ).click();
	await expect( page ).toHaveURL( /\?contact=sent#mvc-minisite-contact$/ );
	await expect( form.getByRole( 'status' ) ).toContainText( '感谢您的留言' );
	await visitor.close();

	const { page: operator, problems: operatorProblems } =
		await editorPage( browser );
	await openRow( operator, '期刊留言测试 ' + stamp, 'minisite_contact' );
	const fields = operator.locator( '#mvc-submission' );
	await expect( fields ).toContainText( '期刊联系留言' );
	await expect( fields ).toContainText( message );
	await expect( fields.locator( 'a[href*="/journals/"]' ) ).toHaveAttribute(
		'href',
		journal.link
	);
	await operator.context().close();

	expect( [ ...problems, ...operatorProblems ] ).toEqual( [] );
} );
