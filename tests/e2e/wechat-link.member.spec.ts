/**
 * A member links a WeChat account from the user panel of /profile and unlinks it (issue 15, beyond
 * the spec). WeChat is the local fake provider (bin/fake-wechat.mjs): its QR page is a form where a
 * test person confirms, as their phone would.
 */
import { test, expect } from '@playwright/test';

import { logInFreshMember, unique } from './support/members';
import { recordToasts, toastTexts } from './support/toasts';

test( 'a member links WeChat from the profile, is told so, and unlinks it', async ( {
	page,
	request,
} ) => {
	await logInFreshMember( page, request );
	// The notices live 2 to 3 s: the page reports each when it is drawn.
	const toasts = await recordToasts( page );
	const shown = () => toastTexts( toasts );
	await page.goto( '/profile/' );
	const wechat = page
		.locator( '.mvc-profile-panel .mvc-user-panel__fact--wechat' )
		.locator( 'dd' );
	await expect( wechat ).toContainText( '未绑定' );
	await expect( page.locator( '.mvc-island--user-panel' ) ).toHaveAttribute(
		'data-island-state',
		'mounted'
	);

	await wechat.getByRole( 'button', { name: '绑定微信' } ).click();
	// The provider's QR page, confirmed by the test person's phone.
	await page.getByLabel( '测试身份' ).fill( unique( 'wx-link' ) );
	await page.getByLabel( '微信昵称' ).fill( '绑定测试' );
	await page.getByRole( 'button', { name: '模拟扫码并确认登录' } ).click();

	await expect( page ).toHaveURL( /\/profile\/$/ );
	await expect.poll( shown ).toContain( '已绑定微信' );
	await expect( wechat ).toContainText( '已绑定' );

	await wechat.getByRole( 'button', { name: '解除绑定' } ).click();
	await expect.poll( shown ).toContain( '已解除微信绑定' );
	await expect( wechat ).toContainText( '未绑定' );
	await page.reload();
	await expect( wechat ).toContainText( '未绑定' );
} );
