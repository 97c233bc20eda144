/**
 * Reset password from 个人中心 (issue 27), as a fresh member: the dialog has the member's address
 * filled in and no 返回登录; after 密码修改成功 (the server ends every session of the member) the
 * member is told to log in with the new password and sees the e-mail login with their address, not
 * the WeChat QR code with a bare 请先登录; the old session is refused, and logging in again from
 * that popup works. No console error or CSP violation on the way.
 */
import { test, expect } from '@playwright/test';

import { postSolving } from './support/challenge';
import {
	codeFromMail,
	MEMBER_PASSWORD,
	registerMember,
} from './support/members';
import { recordToasts, toastTexts } from './support/toasts';
import { watchPage } from './support/watch';

test( 'a member resets the password from the panel, is asked to log in again with it, and does', async ( {
	page,
	request,
} ) => {
	test.setTimeout( 90_000 );
	const { email } = await registerMember( request );
	expect(
		(
			await postSolving(
				page.context().request,
				'/wp-json/api/member/login-via-email',
				{ email, password: MEMBER_PASSWORD, remember: false }
			)
		).status()
	).toBe( 200 );
	const problems = await watchPage( page );
	const toasts = await recordToasts( page );
	await page.goto( '/profile/' );

	await page
		.locator( '.mvc-profile-panel' )
		.getByRole( 'button', { name: '重置密码' } )
		.click();
	const reset = page.getByRole( 'dialog', { name: '重置密码' } );
	await expect( reset.getByLabel( '邮箱' ) ).toHaveValue( email );
	await expect(
		reset.getByRole( 'button', { name: '返回登录' } )
	).toHaveCount( 0 );

	await reset.getByRole( 'button', { name: '发送验证码' } ).click();
	await reset
		.getByLabel( '验证码' )
		.fill( await codeFromMail( email, 6, /密码/ ) );
	await reset.getByRole( 'button', { name: '下一步' } ).click();
	const fresh = 'new-e2e-password';
	await reset.getByLabel( '新密码', { exact: true } ).fill( fresh );
	await reset.getByLabel( '确认新密码' ).fill( fresh );
	await reset.getByRole( 'button', { name: '修改密码' } ).click();

	await expect.poll( () => toastTexts( toasts ) ).toContain( '密码修改成功' );
	const login = page.getByRole( 'dialog', { name: '邮箱登录' } );
	await expect( login.getByRole( 'status' ) ).toHaveText(
		'密码已修改，您已在所有设备上退出登录。请用邮箱和新密码重新登录。'
	);
	await expect( login.getByText( '请先登录' ) ).toHaveCount( 0 );
	await expect( login.getByLabel( '邮箱' ) ).toHaveValue( email );
	// The old session is gone on the server.
	expect(
		(
			await page.context().request.post( '/wp-json/api/member/userinfo' )
		).status()
	).toBe( 401 );

	// Logging in again from the same popup: the page's next call carries the nonce the reset
	// answered (the ended session's was answered 403 页面已过期 twice before), the popup closes and
	// the page is the member's again.
	await login.getByLabel( '密码', { exact: true } ).fill( fresh );
	const answered = page.waitForResponse( ( response ) =>
		response.url().includes( '/wp-json/api/member/login-via-email' )
	);
	const reloaded = page.waitForEvent( 'load' );
	await login.getByRole( 'button', { name: '登录', exact: true } ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await reloaded;
	await expect( page ).toHaveURL( /\/profile\/$/ );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( '.mvc-profile-panel' )
			.getByRole( 'button', { name: '重置密码' } )
	).toBeVisible();
	expect(
		( await page.context().cookies() ).some(
			( cookie ) => cookie.name === 'mvc_member_token'
		)
	).toBe( true );

	expect( problems ).toEqual( [] );
} );
