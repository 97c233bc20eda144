/**
 * 工具 › 导入会员 (issue 28): the administrator uploads a member file of an old site whose articles
 * and tags this site has; the file is checked whole, the import runs to 完成 with a progress bar;
 * the new member logs in with the old password and has the like and the subscription; refused
 * lines are listed with their Chinese reasons; the same file again adds nothing; a file cut short
 * is refused whole. The editor has neither the screen nor its calls. No console error, CSP
 * violation or PHP error text on the way.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';

import { test, expect, type Page } from '@playwright/test';

import { postSolving } from './support/challenge';
import { unique } from './support/members';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

const SCREEN = '/wp-admin/tools.php?page=mvc-member-import';
const PASSWORD = 'old-site-password-1';

/**
 * A member file of these lines, with its header and trailer.
 *
 * @param lines The lines between.
 */
function memberFile( lines: Record< string, unknown >[] ): string {
	const body = [
		{
			t: 'header',
			format: 'mvc-members',
			version: 1,
			site: 'https://old.example.cn/',
			exported_at: '2026-11-20T08:00:00Z',
		},
		...lines,
	]
		.map( ( line ) => JSON.stringify( line ) + '\n' )
		.join( '' );
	const members = lines.filter( ( line ) => line.t === 'member' ).length;
	const trailer = {
		t: 'trailer',
		lines: lines.length + 1,
		members,
		sha256: createHash( 'sha256' ).update( body, 'utf8' ).digest( 'hex' ),
	};
	return body + JSON.stringify( trailer ) + '\n';
}

/**
 * Uploads a file on the screen and waits for the check's outcome.
 *
 * @param page Page.
 * @param name File name.
 * @param text File.
 */
async function upload( page: Page, name: string, text: string ) {
	await page.goto( SCREEN );
	await page.getByLabel( '会员文件（.jsonl）' ).setInputFiles( {
		name,
		mimeType: 'application/x-ndjson',
		buffer: Buffer.from( text, 'utf8' ),
	} );
	await page.getByRole( 'button', { name: '上传并检查' } ).click();
}

test( 'the administrator imports a member file; refused lines say why; a second run adds nothing', async ( {
	page,
	playwright,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const problems = await watchPage( page );
	const site = await playwright.request.newContext( { baseURL } );
	const [ post ] = ( await (
		await site.get( '/wp-json/wp/v2/posts?per_page=1&_fields=id,slug,guid' )
	).json() ) as { id: number; slug: string; guid: { rendered: string } }[];
	const [ tag ] = ( await (
		await site.get( '/wp-json/wp/v2/tags?per_page=1&_fields=id,slug' )
	).json() ) as { id: number; slug: string }[];
	const hash = execFileSync( 'php', [
		'-r',
		'echo password_hash( $argv[1], PASSWORD_BCRYPT );',
		PASSWORD,
	] ).toString();
	const email = `${ unique( 'imported' ) }@example.com`;
	// Ids of the old site are this run's own: a second run of the suite is another old site's member.
	const first = ( Date.now() % 1_000_000 ) * 10;
	const member = ( id: number, address: string, more = {} ) => ( {
		t: 'member',
		id,
		email: address,
		display_name: `导入会员${ id }`,
		login: `old_${ id }_${ Date.now() }`,
		registered: '2024-03-01T02:00:00Z',
		pass: hash,
		profile: {
			title: 'engineer',
			institution: '北京科技大学',
			research_area: '',
		},
		...more,
	} );
	const text = memberFile( [
		{
			t: 'post',
			id: 70001,
			type: 'post',
			slug: post.slug,
			guid: post.guid.rendered,
		},
		{ t: 'term', id: 70002, taxonomy: 'post_tag', slug: tag.slug },
		{ t: 'post', id: 70003, type: 'post', slug: 'no-such-article' },
		member( first + 1, email, {
			likes: [ [ 70001, '2025-01-02T03:04:05Z' ] ],
			subscriptions: [ 70002 ],
		} ),
		member( first + 2, 'not-an-address' ),
		member( first + 3, `${ unique( 'unknown-post' ) }@example.com`, {
			collections: [ [ 70003, '2025-01-02T03:04:05Z' ] ],
		} ),
		member( first + 4, email ),
	] );
	await logInOperator( page );

	await page.goto( '/wp-admin/tools.php' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: '导入会员' } )
		.click();
	await expect( page.locator( 'h1' ) ).toHaveText( '导入会员' );
	await upload( page, 'members.jsonl', text );
	await expect( page.locator( '.mvc-member-import' ) ).toContainText(
		'来源站点 https://old.example.cn/，导出时间 2026-11-20T08:00:00Z，共 4 名会员。',
		{ timeout: 30_000 }
	);
	await page.getByRole( 'button', { name: '开始导入' } ).click();
	await expect(
		page.locator( '#mvc-member-import' ).getByText( '导入完成。' )
	).toBeVisible( {
		timeout: 60_000,
	} );
	await expect( page.locator( '.mvc-member-import__counts' ) ).toContainText(
		'新建账户：1 · 已存在：0 · 被拒：3'
	);
	const rows = page.locator( '.mvc-member-import__refusals tbody tr' );
	await expect( rows ).toHaveCount( 3 );
	await expect( rows.nth( 0 ) ).toContainText( '邮箱地址无效。' );
	await expect( rows.nth( 1 ) ).toContainText(
		'点赞、收藏或提及的文章（原站编号 70003）本站没有。'
	);
	await expect( rows.nth( 2 ) ).toContainText( '该邮箱在文件中出现了两次。' );

	// The member logs in with the old site's password, and has the like and the tag.
	const login = await postSolving(
		site,
		'/wp-json/api/member/login-via-email',
		{ email, password: PASSWORD, remember: false }
	);
	expect( login.status() ).toBe( 200 );
	const nonce = ( ( await login.json() ) as { data: { nonce: string } } ).data
		.nonce;
	const info = await site.post( '/wp-json/api/member/userinfo', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			fields: [ 'display_name', 'likeNumber', 'subscriptionNumber' ],
		},
	} );
	expect(
		( ( await info.json() ) as { data: Record< string, unknown > } ).data
	).toMatchObject( {
		display_name: `导入会员${ first + 1 }`,
		likeNumber: 1,
		subscriptionNumber: 1,
	} );

	// The same file again: the account is found, nothing is added.
	await upload( page, 'members-again.jsonl', text );
	await page
		.getByRole( 'button', { name: '开始导入' } )
		.click( { timeout: 30_000 } );
	await expect(
		page.locator( '#mvc-member-import' ).getByText( '导入完成。' )
	).toBeVisible( {
		timeout: 60_000,
	} );
	await expect( page.locator( '.mvc-member-import__counts' ) ).toContainText(
		'新建账户：0 · 已存在：1 · 被拒：3 · 新增点赞、收藏、订阅与消息：0'
	);

	// A file cut short is refused whole.
	await upload( page, 'members-cut.jsonl', text.slice( 0, -40 ) );
	await expect( page.locator( '.mvc-member-import' ) ).toContainText(
		'文件不完整',
		{ timeout: 30_000 }
	);
	await expect(
		page.getByRole( 'button', { name: '开始导入' } )
	).toHaveCount( 0 );
	expect( problems ).toEqual( [] );
	await site.dispose();
} );

test( 'the editor has no 导入会员 and cannot call it', async ( { page } ) => {
	await logInOperator( page, 'editor' );
	await page.goto( '/wp-admin/index.php' );
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: '导入会员' } )
	).toHaveCount( 0 );
	const response = await page.goto( SCREEN );
	expect( response?.status() ).toBe( 403 );
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const call = await page.request.post( '/wp-json/api/admin/member-imports', {
		headers: { 'X-WP-Nonce': nonce },
		data: { name: 'x.jsonl', size: 10 },
	} );
	expect( call.status() ).toBe( 403 );
} );
