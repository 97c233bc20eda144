/**
 * An article shows its like and favourite counts, the same the count endpoints answer; the
 * endpoints refuse bad input in Chinese.
 */
import { test, expect } from '@playwright/test';

type Envelope = { code: number; message: string; data: unknown };

test( 'the article shows the like and favourite counts of the API', async ( {
	page,
	request,
} ) => {
	// The oldest research article: the newest may be another spec's, taken down while this one
	// reads it (page-cache-purge), and no spec likes this one while this one compares.
	const posts = await request.get(
		'/wp-json/wp/v2/posts?per_page=1&categories=128&orderby=date&order=asc&_fields=id,link'
	);
	const [ post ] = ( await posts.json() ) as Array< {
		id: number;
		link: string;
	} >;
	const like = ( await (
		await request.get(
			`/wp-json/api/member/like/count?postId=${ post.id }`
		)
	).json() ) as Envelope;
	const collect = ( await (
		await request.get(
			`/wp-json/api/member/collect/count?postId=${ post.id }`
		)
	).json() ) as Envelope;
	expect( like.code ).toBe( 200 );
	expect( like.data ).toEqual( { count: expect.any( Number ) } );
	expect( collect.data ).toEqual( { count: expect.any( Number ) } );

	// Drawn now: a copy from the page cache may be minutes older than the counts (likes purge
	// nothing), so the address carries a query of its own.
	await page.goto( `${ post.link }?counts=${ Date.now() }` );

	await expect( page.locator( '[data-count="like"]' ) ).toHaveText(
		String( ( like.data as { count: number } ).count )
	);
	await expect( page.locator( '[data-count="favorite"]' ) ).toHaveText(
		String( ( collect.data as { count: number } ).count )
	);
} );

test( 'the count endpoints refuse a bad postId with a Chinese message', async ( {
	request,
} ) => {
	for ( const query of [ 'postId=abc', 'postId=-1', '' ] ) {
		const response = await request.get(
			`/wp-json/api/member/like/count?${ query }`
		);
		expect( response.status() ).toBe( 400 );
		const body = ( await response.json() ) as Envelope;
		expect( body.code ).toBe( 400 );
		expect( body.message ).toMatch( /postId/ );
		expect( body.message ).toMatch( /[\u4e00-\u9fff]/ );
	}

	const unknown = await request.get(
		'/wp-json/api/member/collect/count?postId=99999999'
	);
	expect( unknown.status() ).toBe( 404 );
	expect( ( ( await unknown.json() ) as Envelope ).message ).toBe(
		'文章不存在。'
	);
} );
