/**
 * The fake official account (bin/fake-wechat.mjs) and the articles of the WeChat drafts' specs:
 * images and draft articles made over REST as the editor would, the fake's test hooks and call log.
 */
import { crc32, deflateSync } from 'node:zlib';

import { expect, type Page } from '@playwright/test';

import { env } from './env';

/** The test instance's fake WeChat provider (bin/lib/common.sh). */
export const FAKE = `http://127.0.0.1:${ env( 'MVC_TEST_WECHAT_PORT', '1091' ) }`;

export interface FakeDraft {
	media_id: string;
	articles: { title: string; content: string; need_open_comment: number }[];
}

export interface LogEntry {
	method: string;
	path: string;
	at: string;
}

/**
 * A PNG of one colour.
 *
 * @param rgb    Its colour.
 * @param width  Width.
 * @param height Height.
 */
export function png(
	rgb: [ number, number, number ],
	width = 120,
	height = 80
) {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE( crc32( body ) );
		return Buffer.concat( [ length, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8;
	header[ 9 ] = 2;
	const row = Buffer.alloc( 1 + width * 3 );
	for ( let x = 0; x < width; x++ ) {
		row.set( rgb, 1 + x * 3 );
	}
	const raw = Buffer.concat( Array.from( { length: height }, () => row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', deflateSync( raw ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/**
 * A test hook of the fake.
 *
 * @param page     Any page (its request context).
 * @param hookPath Hook path, such as /__drafts.
 * @param body     JSON body (POST), or none (GET).
 */
export async function fake< T >(
	page: Page,
	hookPath: string,
	body?: Record< string, unknown >
): Promise< T > {
	const response = body
		? await page.request.post( FAKE + hookPath, { data: body } )
		: await page.request.get( FAKE + hookPath );
	expect( response.ok() ).toBe( true );
	return ( await response.json() ) as T;
}

/**
 * The fake's calls of a path since a time.
 *
 * @param page  Any page.
 * @param since ISO time.
 * @param only  Path, or all of the official account's API.
 */
export async function callsSince( page: Page, since: string, only?: string ) {
	const log = await fake< LogEntry[] >(
		page,
		`/__log?since=${ encodeURIComponent( since ) }`
	);
	return log.filter( ( entry ) =>
		only ? entry.path === only : entry.path.startsWith( '/cgi-bin/' )
	);
}

/**
 * An image uploaded to the media library as the editor would (deleted after the test).
 *
 * @param page    The page (its request context, logged in).
 * @param headers The REST nonce header.
 * @param made    What to delete after.
 * @param name    The file's name without extension.
 * @param rgb     Its colour.
 */
export async function uploadImage(
	page: Page,
	headers: Record< string, string >,
	made: string[],
	name: string,
	rgb: [ number, number, number ]
) {
	const response = await page.request.post( '/wp-json/wp/v2/media', {
		headers: {
			...headers,
			'Content-Type': 'image/png',
			'Content-Disposition': `attachment; filename="${ name }.png"`,
		},
		data: png( rgb ),
	} );
	expect( response.status() ).toBe( 201 );
	const media = ( await response.json() ) as {
		id: number;
		source_url: string;
	};
	made.push( `/wp-json/wp/v2/media/${ media.id }?force=true` );
	return media;
}

/**
 * A draft article made over REST (deleted after the test).
 *
 * @param page    The page.
 * @param headers The REST nonce header.
 * @param made    What to delete after.
 * @param fields  The post's fields.
 */
export async function draftArticle(
	page: Page,
	headers: Record< string, string >,
	made: string[],
	fields: Record< string, unknown >
) {
	const response = await page.request.post( '/wp-json/wp/v2/posts', {
		headers,
		data: { status: 'draft', ...fields },
	} );
	expect( response.status() ).toBe( 201 );
	const id = ( ( await response.json() ) as { id: number } ).id;
	made.unshift( `/wp-json/wp/v2/posts/${ id }?force=true` );
	return id;
}

/**
 * The REST nonce of wp-admin's pages.
 *
 * @param page A wp-admin page.
 */
export async function restHeaders( page: Page ) {
	const nonce = await page.evaluate(
		() =>
			( window as unknown as { wpApiSettings: { nonce: string } } )
				.wpApiSettings.nonce
	);
	return { 'X-WP-Nonce': nonce };
}
