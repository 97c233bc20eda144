/**
 * 工具 › 导出会员 (issue 28): the administrator starts the export, which is written in steps the
 * screen asks for by itself, then downloads the member file; it is whole (its trailer's
 * line count and SHA-256 match what came before it) and holds a member registered just before with
 * their password hash. The editor has no such menu entry. No console error, CSP violation or PHP
 * error text on the way.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { test, expect } from '@playwright/test';

import { registerMember } from './support/members';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

const SCREEN = '/wp-admin/tools.php?page=mvc-member-export';

test( 'the administrator downloads the member file, whole', async ( {
	page,
	request,
} ) => {
	test.setTimeout( 90_000 );
	const { email } = await registerMember( request );
	const problems = await watchPage( page );
	await logInOperator( page );

	await page.goto( '/wp-admin/tools.php' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: '导出会员' } )
		.click();
	await expect( page ).toHaveURL( /page=mvc-member-export/ );
	await expect( page.locator( 'h1' ) ).toHaveText( '导出会员' );
	await expect( page.locator( '.wrap' ) ).toContainText( '位会员' );

	// Written in steps, each a request the screen asks for by itself, then offered for download.
	await page.getByRole( 'button', { name: /开始导出|重新导出/ } ).click();
	await expect( page.locator( '.wrap' ) ).toContainText( /文件已于 .+写好/, {
		timeout: 60_000,
	} );
	const downloaded = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: '下载会员文件' } ).click();
	const download = await downloaded;
	expect( download.suggestedFilename() ).toMatch(
		/^members-localhost-\d{4}-\d\d-\d\d\.jsonl$/
	);
	const text = await readFile( ( await download.path() ) as string, 'utf8' );

	const lines = text.trimEnd().split( '\n' );
	const trailer = JSON.parse( lines[ lines.length - 1 ] );
	const body = text.slice(
		0,
		text.length - lines[ lines.length - 1 ].length - 1
	);
	expect( JSON.parse( lines[ 0 ] ) ).toMatchObject( {
		t: 'header',
		format: 'mvc-members',
		version: 1,
	} );
	expect( trailer.t ).toBe( 'trailer' );
	expect( trailer.lines ).toBe( lines.length - 1 );
	expect( trailer.sha256 ).toBe(
		createHash( 'sha256' ).update( body, 'utf8' ).digest( 'hex' )
	);
	const member = lines
		.map( ( line ) => JSON.parse( line ) )
		.find( ( line ) => line.t === 'member' && line.email === email );
	expect( member ).toBeDefined();
	expect( member.pass ).toMatch( /^\$wp\$2y\$/ );
	expect( problems ).toEqual( [] );
} );

test( 'the editor has no 导出会员', async ( { page } ) => {
	await logInOperator( page, 'editor' );
	await page.goto( '/wp-admin/index.php' );
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: '导出会员' } )
	).toHaveCount( 0 );
	const response = await page.goto( SCREEN );
	expect( response?.status() ).toBe( 403 );
} );
