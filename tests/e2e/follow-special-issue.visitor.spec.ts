/**
 * Following a special issue as a visitor, in Chinese: the popup's checks, the follow, the
 * confirmation mail with its one-click unsubscribe headers, the confirm page whose button leads back to the article, the unsubscribe page,
 * and the deadline's calendar file.
 */
import { test, expect, type Page } from '@playwright/test';

import { mailSinkUrl, waitForMailTo } from './support/mail';
import { unique } from './support/members';
import { recordToasts, toastTexts } from './support/toasts';

const ARTICLE = '/call-for-papers/special-issue-01/';

/**
 * Presses 关注特刊 in the special-issue box: the press wakes the island, which opens its popup
 * (the loader's hand-on of the press has its own Jest tests).
 *
 * @param page Page.
 */
async function openFollowPopup( page: Page ) {
	const island = page.locator( '.mvc-special-issue .mvc-follow' );
	await island.getByRole( 'link', { name: '关注特刊' } ).click();
	await expect( island ).toHaveAttribute( 'data-island-state', 'mounted' );
}

test( 'a visitor follows a special issue and confirms it from the mail', async ( {
	page,
	request,
} ) => {
	const email = `${ unique( 'follower' ) }@example.com`;
	// The notice lives 3 s: the page reports it when it is drawn.
	const toasts = await recordToasts( page );
	await page.goto( ARTICLE );
	await expect( page.locator( '.mvc-special-issue__countdown' ) ).toHaveText(
		/^距截稿还有 \d+ 天$/
	);

	await openFollowPopup( page );
	const dialog = page.getByRole( 'dialog', { name: '关注特刊' } );
	await expect( dialog ).toBeVisible();
	const submit = dialog.getByRole( 'button', { name: '关注', exact: true } );
	const field = dialog.getByLabel( '邮箱' );

	await field.fill( 'not-an-address' );
	await expect( dialog.getByText( '请输入正确的邮箱格式' ) ).toBeVisible();
	await field.fill( '' );
	await expect( dialog.getByText( '请输入邮箱' ) ).toBeVisible();
	await field.fill( email );
	// The consent is required.
	await expect( submit ).toBeDisabled();
	await dialog.getByLabel( /我同意接收出版方/ ).check();
	await expect( submit ).toBeEnabled();
	await submit.click();

	// Not followed before the mail's link: the notice and the button say to check the mail.
	await expect
		.poll( () => toastTexts( toasts ) )
		.toContain( '请查收确认邮件' );
	await expect( dialog ).toBeHidden();
	const button = page
		.locator( '.mvc-special-issue' )
		.getByRole( 'button', { name: '请查收确认邮件' } );
	await expect( button ).toBeDisabled();
	expect(
		await page.evaluate( () =>
			window.localStorage.getItem( 'mvc_follow_cfp_email' )
		)
	).toContain( email );

	const mail = await waitForMailTo( email );
	// One-click unsubscribe (RFC 8058), read from the raw message.
	const source = (
		await (
			await request.get(
				`${ mailSinkUrl }/api/email/${ mail.id }/source`
			)
		).text()
	).toLowerCase();
	expect( source ).toMatch(
		/^list-unsubscribe: <https?:\/\/[^>]+unsubscribe/m
	);
	expect( source ).toContain(
		'list-unsubscribe-post: list-unsubscribe=one-click'
	);
	const confirm =
		/https?:\/\/[^\s"<>]+\/follow\/confirm\?token=[0-9a-f]+/.exec(
			mail.text ?? ''
		)?.[ 0 ];
	expect( confirm, 'a confirm link in the mail' ).toBeTruthy();

	// Opening the link changes nothing (mail scanners open links too): its button confirms.
	await page.goto( confirm ?? '' );
	await expect( page.locator( 'h1' ) ).toHaveText( '确认关注特刊' );
	await page.getByRole( 'button', { name: '确认关注' } ).click();
	await expect( page ).toHaveURL( /\/special-issue-01\/\?followed=1/ );
	await expect( page.locator( '.mvc-special-issue__confirmed' ) ).toHaveText(
		'已确认关注，我们会在截稿前 7 天提醒您。'
	);
	await expect(
		page
			.locator( '.mvc-special-issue' )
			.getByRole( 'button', { name: '已确认关注' } )
	).toBeDisabled();
	// The link works once.
	expect( ( await request.get( confirm ?? '' ) ).status() ).toBe( 404 );

	// The mail's unsubscribe link shows its button, which ends the follow.
	const unsubscribe =
		/https?:\/\/[^\s"<>]+\/follow\/unsubscribe\?token=[0-9a-f.]+/.exec(
			mail.text ?? ''
		)?.[ 0 ];
	expect( unsubscribe, 'an unsubscribe link in the mail' ).toBeTruthy();
	await page.goto( unsubscribe ?? '' );
	await page.getByRole( 'button', { name: '取消订阅' } ).click();
	await expect( page.locator( 'h1' ) ).toHaveText( '已取消订阅' );
} );

test( 'the remembered address is prefilled with the consent ticked', async ( {
	page,
} ) => {
	await page.goto( ARTICLE );
	await page.evaluate( () =>
		window.localStorage.setItem(
			'mvc_follow_cfp_email',
			JSON.stringify( {
				email: 'remembered@example.com',
				expires: Date.now() + 3600_000,
			} )
		)
	);
	await page.reload();
	await openFollowPopup( page );

	const dialog = page.getByRole( 'dialog', { name: '关注特刊' } );
	await expect( dialog.getByLabel( '邮箱' ) ).toHaveValue(
		'remembered@example.com'
	);
	await expect( dialog.getByLabel( /我同意接收出版方/ ) ).toBeChecked();
} );

test( 'a refused follow says 关注失败，请稍后再试 for 3 s', async ( {
	page,
} ) => {
	await page.route( '**/api/call-for-papers/follow*', ( route ) =>
		route.fulfill( {
			status: 503,
			contentType: 'application/json',
			body: JSON.stringify( { code: 503, message: 'x', data: null } ),
		} )
	);
	await page.goto( ARTICLE );
	await openFollowPopup( page );
	const dialog = page.getByRole( 'dialog', { name: '关注特刊' } );
	await dialog.getByLabel( '邮箱' ).fill( 'someone@example.com' );
	await dialog.getByLabel( /我同意接收出版方/ ).check();
	await dialog.getByRole( 'button', { name: '关注', exact: true } ).click();

	const failure = dialog.getByRole( 'alert' );
	await expect( failure ).toHaveText( '关注失败，请稍后再试' );
	await expect( failure ).toBeHidden( { timeout: 5000 } );
} );

test( 'the deadline downloads as a calendar event', async ( { request } ) => {
	const response = await request.get( `${ ARTICLE }?deadline-ics=1` );

	expect( response.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
	const ics = await response.text();
	expect( ics ).toContain( 'BEGIN:VEVENT' );
	expect( ics ).toMatch( /DTSTART;VALUE=DATE:\d{8}/ );
	expect( ics ).toContain( 'SUMMARY:截稿日期：' );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the special-issue box has a form that follows, answered with a page', async ( {
		page,
	} ) => {
		const email = `${ unique( 'nojs' ) }@example.com`;
		await page.goto( ARTICLE );
		const form = page.locator( '.mvc-special-issue form' );
		await form.getByLabel( '邮箱' ).fill( email );
		await form.getByLabel( '我同意接收出版方关于本特刊的邮件。' ).check();
		await form.getByRole( 'button', { name: '关注特刊' } ).click();

		await expect( page.locator( 'h1' ) ).toHaveText( '请查收邮件' );
		await expect( page.locator( 'main p' ).first() ).toContainText( email );
		expect( ( await waitForMailTo( email ) ).subject ).toContain( '确认' );
	} );
} );
