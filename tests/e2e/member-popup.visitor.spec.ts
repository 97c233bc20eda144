/**
 * The login, registration and password-reset popup in a real browser, in Chinese: codes come from
 * the mail sink, WeChat is the local fake provider (bin/fake-wechat.mjs) driven inside its frame.
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';

import { codeFromMail, createMember, unique } from './support/members';

const MEMBER_COOKIE = 'mvc_member_token';

/**
 * Starts recording the page's toasts: the success notices live about 300 ms before the page reloads,
 * shorter than a polling assertion's interval, so a mutation observer in every document of the page
 * reports each toast to the test.
 *
 * @param page Page.
 * @return The texts seen so far (it grows).
 */
async function watchToasts( page: Page ): Promise< string[] > {
	const known = toastsSeen.get( page );
	if ( known ) {
		return known;
	}
	const seen: string[] = [];
	toastsSeen.set( page, seen );
	await page.exposeFunction( 'mvcTestSawToast', ( message: string ) => {
		seen.push( message );
	} );
	const observe = () => {
		const report = () =>
			document
				.querySelectorAll( '.mvc-toast__message' )
				.forEach( ( toast ) =>
					(
						window as unknown as {
							mvcTestSawToast: ( message: string ) => void;
						}
					 ).mvcTestSawToast( toast.textContent ?? '' )
				);
		new MutationObserver( report ).observe( document, {
			childList: true,
			subtree: true,
		} );
	};
	await page.addInitScript( observe );
	await page.evaluate( observe );
	return seen;
}

const toastsSeen = new WeakMap< Page, string[] >();

/**
 * The header's login button, once the island is awake: it opens the popup.
 *
 * @param page Page.
 */
async function openLoginPopup( page: Page ) {
	// A link to /profile/ until the island wakes: for a visitor the press wakes it, and the loader
	// hands the press on to the button that opens the popup.
	await page.locator( '.mvc-member-area .mvc-header__login' ).click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	return dialog;
}

async function memberCookie( context: BrowserContext ) {
	return ( await context.cookies() ).find(
		( cookie ) => cookie.name === MEMBER_COOKIE
	);
}

/**
 * Step 1 of registration with a code read from the sink, then steps 2 and 3.
 *
 * @param page  Page with the registration popup open.
 * @param email Address to register.
 */
async function completeRegistration( page: Page, email: string ) {
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByLabel( '邮箱', { exact: true } ).fill( email );
	await dialog.getByRole( 'button', { name: '发送验证码' } ).click();
	await expect(
		dialog.getByRole( 'button', { name: /秒后重新发送/ } )
	).toBeDisabled();
	const code = await codeFromMail( email, 4 );
	await dialog.getByLabel( '验证码', { exact: true } ).fill( code );
	await dialog.getByLabel( '密码', { exact: true } ).fill( 'e2e-password' );
	await dialog
		.getByLabel( '确认密码', { exact: true } )
		.fill( 'e2e-password' );
	await dialog.getByRole( 'button', { name: '下一步' } ).click();

	// Step 2: the display name (prefilled with a scanned WeChat's nickname, kept then) and the
	// occupation are required.
	await dialog.getByRole( 'button', { name: '下一步' } ).click();
	await expect( dialog.getByText( '请选择职业。' ) ).toBeVisible();
	const name = dialog.getByLabel( '昵称' );
	if ( ( await name.inputValue() ) === '' ) {
		// Names are one member's each (ReservedNames): unique per run.
		await name.fill( `测试会员${ Date.now() % 1_000_000 }` );
	}
	await dialog.getByRole( 'combobox', { name: '职业' } ).click();
	await dialog.getByRole( 'option', { name: '工程师', exact: true } ).click();
	await expect( dialog.getByText( '请选择职业。' ) ).toBeHidden();
	await dialog.getByLabel( '所在机构（选填）' ).fill( '上海交通大学' );
	await dialog.getByRole( 'button', { name: '下一步' } ).click();

	// Step 3: up to 10 of 24 suggested tags.
	const tags = dialog.locator( 'button[aria-pressed]' );
	await expect( tags.first() ).toBeVisible();
	expect( await tags.count() ).toBeLessThanOrEqual( 24 );
	await tags.nth( 0 ).click();
	await tags.nth( 1 ).click();
	const toasts = await watchToasts( page );
	await dialog.getByRole( 'button', { name: '完成注册' } ).click();
	await expect.poll( () => toasts ).toContain( '注册成功' );
}

test( 'a visitor registers in the popup with the e-mailed code and lands logged in', async ( {
	page,
	context,
} ) => {
	await page.goto( '/' );
	const dialog = await openLoginPopup( page );
	await expect(
		dialog.getByRole( 'heading', { name: '微信扫码登录/注册' } )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: '立即注册' } ).click();
	await expect(
		dialog.getByRole( 'progressbar', { name: '注册进度' } )
	).toBeVisible();

	await completeRegistration( page, `${ unique( 'ui-reg' ) }@example.com` );

	// The page reloads logged in: the avatar replaces the login button.
	await expect(
		page.getByRole( 'button', { name: /的账号菜单/ } )
	).toBeVisible( { timeout: 10_000 } );
	const cookie = await memberCookie( context );
	expect( cookie?.httpOnly ).toBe( true );
	expect( cookie?.expires ).toBe( -1 );
} );

test( 'the member logs out from the avatar popover and is back on the home page', async ( {
	page,
	context,
	request,
} ) => {
	const email = await createMember( request );
	await page.goto( '/research-news/' );
	await (
		await openLoginPopup( page )
	)
		.getByRole( 'button', { name: '切换到邮箱登录' } )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByLabel( '邮箱', { exact: true } ).fill( email );
	await dialog.getByLabel( '密码', { exact: true } ).fill( 'e2e-password' );
	const toasts = await watchToasts( page );
	await dialog.getByRole( 'button', { name: '登录', exact: true } ).click();
	await expect.poll( () => toasts ).toContain( '登录成功' );
	const menu = page.getByRole( 'button', { name: /的账号菜单/ } );
	await expect( menu ).toBeVisible( { timeout: 10_000 } );

	await menu.click();
	await expect(
		page.getByRole( 'link', { name: /个人中心/ } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: /消息中心/ } )
	).toBeVisible();
	await page.getByRole( 'button', { name: '退出登录' } ).click();
	await expect.poll( () => toasts ).toContain( '已退出登录' );
	await page.waitForURL( ( url ) => url.pathname === '/' );
	await expect(
		page.locator( '.mvc-member-area .mvc-header__login' )
	).toBeVisible();
	expect( await memberCookie( context ) ).toBeUndefined();
} );

for ( const remember of [ true, false ] ) {
	test( `e-mail login ${
		remember ? 'with' : 'without'
	} keep-me-logged-in sets a ${
		remember ? '30-day' : 'browser-session'
	} cookie`, async ( { page, context, request } ) => {
		const email = await createMember( request );
		await page.goto( '/' );
		const dialog = await openLoginPopup( page );
		await dialog.getByRole( 'button', { name: '切换到邮箱登录' } ).click();
		await dialog.getByLabel( '邮箱', { exact: true } ).fill( email );
		await dialog
			.getByLabel( '密码', { exact: true } )
			.fill( 'e2e-password' );
		await dialog
			.getByRole( 'checkbox', { name: '下次自动登录' } )
			.setChecked( remember );
		const toasts = await watchToasts( page );
		await dialog
			.getByRole( 'button', { name: '登录', exact: true } )
			.click();
		await expect.poll( () => toasts ).toContain( '登录成功' );
		await expect(
			page.getByRole( 'button', { name: /的账号菜单/ } )
		).toBeVisible( { timeout: 10_000 } );

		const cookie = await memberCookie( context );
		expect( cookie ).toBeDefined();
		if ( remember ) {
			const days =
				( ( cookie?.expires ?? 0 ) - Date.now() / 1000 ) / 86400;
			expect( days ).toBeGreaterThan( 29 );
			expect( days ).toBeLessThanOrEqual( 30.01 );
		} else {
			expect( cookie?.expires ).toBe( -1 );
		}
	} );
}

test( 'a wrong password shows the error on the form and logs nobody in', async ( {
	page,
	context,
	request,
} ) => {
	const email = await createMember( request );
	await page.goto( '/' );
	const dialog = await openLoginPopup( page );
	await dialog.getByRole( 'button', { name: '切换到邮箱登录' } ).click();
	await dialog.getByRole( 'button', { name: '登录', exact: true } ).click();
	await expect( dialog.getByText( '请输入邮箱。' ) ).toBeVisible();
	await expect( dialog.getByText( '请输入密码。' ) ).toBeVisible();

	await dialog.getByLabel( '邮箱', { exact: true } ).fill( email );
	await dialog.getByLabel( '密码', { exact: true } ).fill( 'wrong-password' );
	await dialog.getByRole( 'button', { name: '登录', exact: true } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText( '邮箱或密码错误' );
	expect( await memberCookie( context ) ).toBeUndefined();

	// Escape closes the popup.
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
} );

test( 'a password reset in the popup ends the session of the other browser', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const email = `${ unique( 'ui-reset' ) }@example.com`;
	// The member registers (and so is logged in) in another browser.
	const other = await browser.newContext( { baseURL } );
	const otherPage = await other.newPage();
	await otherPage.goto( '/' );
	await (
		await openLoginPopup( otherPage )
	)
		.getByRole( 'button', { name: '立即注册' } )
		.click();
	await completeRegistration( otherPage, email );
	await expect(
		otherPage.getByRole( 'button', { name: /的账号菜单/ } )
	).toBeVisible( { timeout: 10_000 } );

	await page.goto( '/' );
	const dialog = await openLoginPopup( page );
	await dialog.getByRole( 'button', { name: '切换到邮箱登录' } ).click();
	await dialog.getByRole( 'button', { name: '忘记密码？' } ).click();
	await dialog.getByLabel( '邮箱', { exact: true } ).fill( email );
	await dialog.getByRole( 'button', { name: '发送验证码' } ).click();
	const code = await codeFromMail( email, 6, /重置密码/ );
	await dialog.getByLabel( '验证码', { exact: true } ).fill( code );
	await dialog.getByRole( 'button', { name: '下一步' } ).click();
	await dialog
		.getByLabel( '新密码', { exact: true } )
		.fill( 'new-password-1' );
	await dialog
		.getByLabel( '确认新密码', { exact: true } )
		.fill( 'new-password-1' );
	const toasts = await watchToasts( page );
	await dialog.getByRole( 'button', { name: '修改密码' } ).click();
	await expect.poll( () => toasts ).toContain( '密码修改成功' );

	// The other browser's session has ended.
	await otherPage.reload();
	await expect(
		otherPage.locator( '.mvc-member-area .mvc-header__login' )
	).toBeVisible();
	await other.close();
} );

test( 'visiting /profile logged out opens the login popup by itself', async ( {
	page,
} ) => {
	await page.goto( '/profile/' );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: '微信扫码登录/注册' } )
	).toBeVisible();
} );

/**
 * Confirms the fake provider's QR frame for a person, as their phone would.
 *
 * @param page     Page with the login popup open.
 * @param person   Test person's key (one unionid per person).
 * @param nickname Their WeChat nickname.
 */
async function scanQrCode( page: Page, person: string, nickname: string ) {
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.locator( 'iframe[title="微信登录二维码"]' )
	).toBeVisible();
	const frame = page.frameLocator( 'iframe[title="微信登录二维码"]' );
	await frame.getByLabel( '测试身份' ).fill( person );
	await frame.getByLabel( '微信昵称' ).fill( nickname );
	await frame.getByRole( 'button', { name: '模拟扫码并确认登录' } ).click();
}

test( 'WeChat: an unknown identity registers, then the same WeChat logs straight in', async ( {
	page,
} ) => {
	const person = unique( 'wx' );
	const nickname = `材料人${ Date.now() % 1_000_000 }`;
	await page.goto( '/research-news/' );
	await openLoginPopup( page );
	await scanQrCode( page, person, nickname );

	// Back on the same page, the registration popup opens with the WeChat identity kept.
	await page.waitForURL( /\/research-news\/$/ );
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.getByText( `微信用户「${ nickname }」` )
	).toBeVisible();
	await completeRegistration( page, `${ unique( 'ui-wx' ) }@example.com` );
	const menu = page.getByRole( 'button', {
		name: `${ nickname }的账号菜单`,
	} );
	await expect( menu ).toBeVisible( { timeout: 10_000 } );

	await menu.click();
	await page.getByRole( 'button', { name: '退出登录' } ).click();
	await page.waitForURL( ( url ) => url.pathname === '/' );

	await openLoginPopup( page );
	await scanQrCode( page, person, nickname );
	await expect( menu ).toBeVisible( { timeout: 10_000 } );
} );

test.describe( 'inside WeChat’s browser', () => {
	test.use( {
		userAgent:
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN',
		viewport: { width: 390, height: 844 },
	} );

	test( 'the popup offers one-tap authorisation instead of a QR code', async ( {
		page,
	} ) => {
		const nickname = `手机用户${ Date.now() % 1_000_000 }`;
		await page.goto( '/' );
		const dialog = await openLoginPopup( page );
		await expect( dialog.locator( 'iframe' ) ).toHaveCount( 0 );
		await dialog.getByRole( 'button', { name: '微信一键登录' } ).click();

		// The provider's consent page, then back to the site with the registration popup.
		await page.getByLabel( '测试身份' ).fill( unique( 'wx-inapp' ) );
		await page.getByLabel( '微信昵称' ).fill( nickname );
		await page.getByRole( 'button', { name: '允许' } ).click();
		await expect(
			page.getByRole( 'dialog' ).getByText( `微信用户「${ nickname }」` )
		).toBeVisible();
	} );
} );

test( 'a failed WeChat login says so and opens the popup again', async ( {
	page,
} ) => {
	await page.goto( '/?wechat=failed' );
	await expect( page.getByText( '微信登录失败，请重试' ) ).toBeVisible();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expect( page ).toHaveURL( /\/$/ );
} );
