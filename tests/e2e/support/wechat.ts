/**
 * The fake official account (bin/fake-wechat.mjs) and the articles of the WeChat drafts' specs:
 * images and draft articles made over REST as the editor would, the fake's test hooks and call log.
 */
import { expect, type Page } from '@playwright/test';

import { env } from './env';
import { png } from './images';

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
