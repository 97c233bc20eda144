/**
 * A member's tour of the user panel of /profile (members spec, "Profile page user panel" and
 * section 4), as a fresh member (the e-mail change and the logout must not touch the demo member):
 * the facts, the digest switch, the profile dialog, the avatar's crop and upload, the password-reset
 * popup, contact us, the e-mail change with a wrong and then the right code, and log out.
 */
import path from 'node:path';

import { test, expect } from '@playwright/test';

import { codeFromMail, logInFreshMember, unique } from './support/members';
import { recordToasts, toastTexts } from './support/toasts';

test( 'a member edits the profile, the avatar, the digest and the e-mail from the panel, then logs out', async ( {
	page,
	request,
} ) => {
	test.setTimeout( 90_000 );
	await logInFreshMember( page, request );
	// Notices live 2 s, and the logout's 300 ms before the page leaves: the page reports each.
	const toasts = await recordToasts( page );
	const shown = () => toastTexts( toasts );
	await page.goto( '/profile/' );
	const panel = page.locator( '.mvc-profile-panel' );
	const fact = ( label: string ) =>
		panel.locator( '.mvc-user-panel__fact' ).filter( {
			has: page.locator( 'dt', {
				hasText: new RegExp( `^${ label }$` ),
			} ),
		} );
	await expect( fact( '职业' ).locator( 'dd' ) ).toHaveText( '工程师' );
	await expect( fact( '所在机构' ).locator( 'dd' ) ).toHaveText( '未填写' );
	await expect( fact( '邮箱' ).locator( 'dd' ) ).toHaveText(
		/@example\.com$/
	);
	await expect(
		panel.getByRole( 'link', { name: '联系我们' } )
	).toHaveAttribute( 'target', '_blank' );
	await page.evaluate( () =>
		(
			window as unknown as { mvcRuntime: { wakeAll: () => void } }
		 ).mvcRuntime.wakeAll()
	);
	await expect( panel.locator( '.mvc-island' ) ).toHaveAttribute(
		'data-island-state',
		'mounted'
	);

	// The digest switch.
	const digest = panel.getByRole( 'switch' );
	await expect( digest ).toHaveText( '邮件订阅' );
	await expect( panel ).toContainText(
		'每两周为您推送一次订阅标签下的新文章'
	);
	await digest.click();
	await expect( digest ).toHaveAttribute( 'aria-checked', 'true' );
	await expect( digest ).toHaveText( '已订阅' );

	// The profile dialog.
	const name = unique( '会员' ).slice( 0, 20 );
	await panel.getByRole( 'button', { name: '编辑资料' } ).click();
	const dialog = page.getByRole( 'dialog', { name: '编辑资料' } );
	await dialog.getByLabel( '昵称' ).fill( name );
	await dialog.getByLabel( '所在机构（选填）' ).fill( '材料研究所' );
	await dialog.getByRole( 'combobox', { name: '研究领域（选填）' } ).click();
	await dialog.getByRole( 'option', { name: '化学', exact: true } ).click();
	await dialog.getByRole( 'button', { name: '保存' } ).click();
	await expect.poll( shown ).toContain( '保存成功' );
	await expect( dialog ).toBeHidden();
	await expect( panel.getByRole( 'heading', { name } ) ).toBeVisible();

	// The avatar: choose, crop, upload.
	await panel
		.locator( '.mvc-user-panel__file' )
		.setInputFiles( path.join( __dirname, '../../theme/screenshot.png' ) );
	const crop = page.getByRole( 'dialog', { name: '更换头像' } );
	await expect( crop.locator( '.reactEasyCrop_Container' ) ).toBeVisible();
	await crop.getByRole( 'button', { name: '上传' } ).click();
	await expect.poll( shown ).toContain( '头像已更新' );
	await expect( panel.locator( '.mvc-user-panel__image' ) ).toHaveAttribute(
		'src',
		/avatar-/
	);

	// What was saved is what the server draws on the next visit.
	await page.reload();
	await expect( panel.getByRole( 'heading', { name } ) ).toBeVisible();
	await expect( fact( '所在机构' ).locator( 'dd' ) ).toHaveText(
		'材料研究所'
	);
	await expect( fact( '研究领域' ).locator( 'dd' ) ).toHaveText( '化学' );
	await expect( panel.getByRole( 'switch' ) ).toHaveText( '已订阅' );
	await expect( panel.locator( '.mvc-user-panel__image' ) ).toHaveAttribute(
		'src',
		/avatar-/
	);

	// Reset password opens the popup's reset type.
	await panel.getByRole( 'button', { name: '重置密码' } ).click();
	const reset = page.getByRole( 'dialog', { name: '重置密码' } );
	await expect( reset ).toBeVisible();
	await reset.getByRole( 'button', { name: '关闭' } ).click();
	await expect( reset ).toBeHidden();

	// The e-mail change: the login is fresh, so the dialog opens.
	const address = `${ unique( 'ui-changed' ) }@example.com`;
	await panel.getByRole( 'button', { name: '修改邮箱' } ).click();
	const change = page.getByRole( 'dialog', { name: '修改邮箱' } );
	await change.getByLabel( '新邮箱' ).fill( address );
	await change.getByRole( 'button', { name: '发送验证码' } ).click();
	const code = await codeFromMail( address, 4 );
	const wrong = code === '0000' ? '1111' : '0000';
	await change.getByLabel( '验证码' ).fill( wrong );
	await change.getByRole( 'button', { name: '确认' } ).click();
	await expect( change.getByLabel( '验证码' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await change.getByLabel( '验证码' ).fill( code );
	// The notice shows, then the page reloads 300 ms later: the page reports it when drawn.
	await change.getByRole( 'button', { name: '确认' } ).click();
	await expect.poll( shown ).toContain( '邮箱修改成功' );
	await expect( fact( '邮箱' ).locator( 'dd' ) ).toHaveText( address );

	// Log out: the notice, then home.
	await page.getByRole( 'button', { name: '退出登录' } ).last().click();
	await expect.poll( shown ).toContain( '已退出登录' );
	await page.waitForURL( ( url ) => url.pathname === '/' );
} );
