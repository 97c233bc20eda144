/**
 * The contact page as a visitor, in Chinese, on a phone and on a desktop: the form checks the
 * e-mail while it is typed, counts the message, sends it and thanks; without JavaScript the same
 * form posts, and a refused post comes back with its message and what was typed; the comment rules
 * are at #comment-rules; an operator then reads the message in wp-admin's inbox.
 *
 * Each send counts against the submissions' per-network limit (20 an hour on this machine), so
 * the spec sends three.
 */
import { test, expect, type Page } from '@playwright/test';

import { unique } from './support/members';
import { logInOperator } from './support/operators';

const CONTACT = '/contact/';
const THANKS = '感谢您的留言，我们会尽快通过邮件回复您。';

const PHONE = {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
};

/**
 * Opens /contact/ and goes into the form: the press wakes the island, which takes the form over.
 *
 * @param page Page.
 */
async function openForm( page: Page ) {
	await page.goto( CONTACT );
	await expect(
		page.getByRole( 'heading', { level: 1, name: '联系我们' } )
	).toBeVisible();
	// Nothing of the island before the reader goes into the form (the reading budget).
	const island = page.locator( '[data-island="contact-form"]' );
	await expect( island ).not.toHaveAttribute( 'data-island-state', /.+/ );
	await page.getByRole( 'textbox', { name: '姓名', exact: true } ).click();
	await expect( island ).toHaveAttribute( 'data-island-state', 'mounted' );
}

/**
 * Fills the form as a reader types, checking the e-mail's message while typing and the counter.
 *
 * @param page  Page.
 * @param title The message's title.
 */
async function typeMessage( page: Page, title: string ) {
	await page
		.getByRole( 'textbox', { name: '姓名', exact: true } )
		.pressSequentially( '王小明' );
	const email = page.getByRole( 'textbox', { name: '邮箱', exact: true } );
	await email.pressSequentially( 'wang@exam' );
	await expect( page.getByText( '请输入正确的邮箱格式' ) ).toBeVisible();
	await email.pressSequentially( 'ple.com' );
	await expect( page.getByText( '请输入正确的邮箱格式' ) ).toBeHidden();
	await page
		.getByRole( 'textbox', { name: '标题', exact: true } )
		.pressSequentially( title );
	await page
		.getByRole( 'textbox', { name: '留言', exact: true } )
		.pressSequentially( '请问特刊的截稿日期？' );
	await expect( page.getByText( '10/500' ) ).toBeVisible();
}

/**
 * Sends the typed message and waits for the thank-you; the fields are emptied.
 *
 * @param page Page.
 */
async function send( page: Page ) {
	const answer = page.waitForResponse(
		( response ) =>
			response.url().includes( '/api/contact-us/submit' ) &&
			response.request().method() === 'POST'
	);
	await page.getByRole( 'button', { name: '提交' } ).click();
	expect( ( await answer ).status() ).toBe( 200 );
	await expect( page.getByRole( 'status' ) ).toHaveText( THANKS );
	await expect(
		page.getByRole( 'textbox', { name: '姓名', exact: true } )
	).toHaveValue( '' );
	await expect(
		page.getByRole( 'textbox', { name: '留言', exact: true } )
	).toHaveValue( '' );
	await expect( page.getByText( '0/500' ) ).toBeVisible();
}

test.describe( 'on a phone', () => {
	test.use( PHONE );

	test( 'a visitor is told what is missing, then sends a message and is thanked', async ( {
		page,
	} ) => {
		await openForm( page );

		await page.getByRole( 'button', { name: '提交' } ).click();
		await expect( page.getByText( '请输入姓名！' ) ).toBeVisible();
		await expect( page.getByText( '请输入邮箱！' ) ).toBeVisible();
		await expect( page.getByText( '请输入标题！' ) ).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: '姓名', exact: true } )
		).toBeFocused();

		await typeMessage( page, unique( '手机留言' ) );
		await send( page );
	} );
} );

test.describe( 'on a desktop', () => {
	test.use( { viewport: { width: 1366, height: 800 } } );

	test( 'a visitor sends a message that an operator then reads in the inbox', async ( {
		page,
		browser,
	} ) => {
		const title = unique( '投稿咨询' );
		await openForm( page );
		await typeMessage( page, title );
		await send( page );

		const operator = await browser.newContext();
		const admin = await operator.newPage();
		await logInOperator( admin );
		await admin.goto(
			`/wp-admin/edit.php?post_type=mvc_submission&s=${ encodeURIComponent(
				title
			) }`
		);
		await expect( admin.locator( 'h1' ) ).toContainText( '留言与提问' );
		const row = admin.locator( '#the-list tr', { hasText: title } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( '王小明' );
		await row.locator( 'a.row-title' ).click();
		await expect( admin.locator( '#mvc-submission' ) ).toContainText(
			'请问特刊的截稿日期？'
		);
		await operator.close();
	} );

	test( 'the comment rules are at #comment-rules', async ( { page } ) => {
		await page.goto( `${ CONTACT }#comment-rules` );
		const rules = page.locator( '#comment-rules' );
		await expect( rules ).toBeInViewport();
		await expect(
			rules.getByRole( 'heading', { name: '评论规范' } )
		).toBeVisible();
		for ( const kind of [
			'违法违规内容',
			'色情低俗内容',
			'辱骂攻击',
			'广告推广',
			'扰乱秩序',
			'垃圾信息',
			'删除评论',
			'封禁账号',
		] ) {
			await expect(
				rules.getByText( kind, { exact: true } )
			).toBeVisible();
		}
		await expect( page.getByText( /上海市浦东新区/ ) ).toBeVisible();
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the form posts, and a refused post comes back with its message and what was typed', async ( {
		page,
	} ) => {
		await page.goto( CONTACT );
		await expect( page.getByText( '0/500' ) ).toBeVisible();

		// An address the browser takes but the server does not.
		await page
			.getByRole( 'textbox', { name: '姓名', exact: true } )
			.fill( '李薇' );
		await page
			.getByRole( 'textbox', { name: '邮箱', exact: true } )
			.fill( 'liwei@localhost' );
		await page
			.getByRole( 'textbox', { name: '标题', exact: true } )
			.fill( '无脚本留言' );
		await page
			.getByRole( 'textbox', { name: '留言', exact: true } )
			.fill( '没有脚本也能留言。' );
		await page.getByRole( 'button', { name: '提交' } ).click();

		await expect( page ).toHaveURL( /\/contact\/\?failed=[a-z0-9]{20}$/ );
		await expect(
			page.getByText( '提交失败，请检查填写内容后重试。' )
		).toBeVisible();
		await expect(
			page.getByText( '请输入正确的邮箱格式！' )
		).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: '姓名', exact: true } )
		).toHaveValue( '李薇' );
		await expect(
			page.getByRole( 'textbox', { name: '留言', exact: true } )
		).toHaveValue( '没有脚本也能留言。' );
		await expect( page.getByText( '9/500' ) ).toBeVisible();

		await page
			.getByRole( 'textbox', { name: '邮箱', exact: true } )
			.fill( `${ unique( 'liwei' ) }@example.com` );
		await page.getByRole( 'button', { name: '提交' } ).click();

		await expect( page ).toHaveURL( /\/contact\/\?sent=1$/ );
		await expect( page.getByText( THANKS ) ).toBeVisible();
	} );
} );
