/**
 * A member's data from the user panel of /profile (issue 15, beyond the spec; China's PIPL): the
 * personal feed's address answers RSS, the copy of their data downloads as JSON, and the account's
 * deletion (the address typed again) logs them out for good.
 */
import { readFile } from 'node:fs/promises';

import { test, expect } from '@playwright/test';

import { createMember, MEMBER_PASSWORD } from './support/members';
import { postSolving } from './support/challenge';
import { recordToasts, toastTexts } from './support/toasts';

test( 'a member reads their feed address, downloads their data and deletes the account', async ( {
	page,
	request,
} ) => {
	const email = await createMember( request );
	const login = () =>
		postSolving(
			page.context().request,
			'/wp-json/api/member/login-via-email',
			{ email, password: MEMBER_PASSWORD, remember: false }
		);
	expect( ( await login() ).status() ).toBe( 200 );
	await page.goto( '/profile/' );
	await expect( page.locator( '.mvc-island--user-panel' ) ).toHaveAttribute(
		'data-island-state',
		'mounted'
	);
	const data = page.locator( '.mvc-user-panel__data' );

	// The feed's address answers RSS.
	await data.getByRole( 'button', { name: '订阅标签的 RSS 地址' } ).click();
	const address = await data
		.getByRole( 'textbox', { name: '订阅标签的 RSS 地址' } )
		.inputValue();
	expect( address ).toContain( 'feed=mvc-member&token=' );
	const feed = await page.context().request.get( address );
	expect( feed.headers()[ 'content-type' ] ).toContain(
		'application/rss+xml'
	);
	const xml = await feed.text();
	expect( xml ).toContain( '<rss version="2.0"' );
	// The feed names its own address, as feed readers expect.
	expect( xml ).toContain( 'rel="self" type="application/rss+xml"' );

	// The copy downloads as JSON with the member's address in it.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		data.getByRole( 'button', { name: '导出我的数据' } ).click(),
	] );
	expect( download.suggestedFilename() ).toBe( 'mvc-my-data.json' );
	const copy = JSON.parse(
		await readFile( ( await download.path() )!, 'utf8' )
	);
	expect( copy.profile.email ).toBe( email );

	// The deletion asks for the address, then the member is gone.
	await data.getByRole( 'button', { name: '注销账号' } ).click();
	const dialog = page.getByRole( 'dialog', { name: '注销账号' } );
	await dialog.getByLabel( '请输入您的账号邮箱以确认' ).fill( email );
	// The notice lives 300 ms before the page leaves for the home: the page reports it.
	const toasts = await recordToasts( page );
	await dialog.getByRole( 'button', { name: '注销账号' } ).click();
	await expect.poll( () => toastTexts( toasts ) ).toContain( '账号已注销。' );
	await page.waitForURL( ( url ) => url.pathname === '/' );
	expect( ( await login() ).status() ).not.toBe( 200 );
	expect( ( await page.context().request.get( address ) ).status() ).toBe(
		404
	);
} );
