/**
 * 同步到公众号草稿箱 (issue 30): the editor sends an article with a cover, two inline images, a
 * figure with its caption, a quote and a reference list to the official account's draft box from
 * the panel 微信公众号; the fake official account (bin/fake-wechat.mjs) holds a draft whose HTML
 * uses only WeChat's tags and attributes (tests/fixtures/wechat/allowed-html.json) and WeChat's
 * image addresses; a second press updates the same draft; expired tokens are renewed once; an
 * injected errcode shows its Chinese reason; an article without a cover is refused before any call
 * to WeChat. The bulk action on 文章 queues two articles (排队中) and WP-Cron syncs both (已同步).
 * The articles (drafts) and images are deleted after.
 */
import fs from 'node:fs';
import path from 'node:path';

import { test, expect, type Page } from '@playwright/test';

import { editorReady } from './support/editor';
import { logInOperator } from './support/operators';
import {
	callsSince,
	draftArticle,
	fake,
	restHeaders,
	uploadImage,
	type FakeDraft,
} from './support/wechat';
import { watchPage } from './support/watch';

/** The tags and attributes WeChat keeps (the converter's fixture). */
const ALLOWED = path.join(
	__dirname,
	'..',
	'fixtures',
	'wechat',
	'allowed-html.json'
);

/**
 * Opens an article's editor with its document sidebar and the panel 微信公众号.
 *
 * @param page The page.
 * @param id   The article.
 */
async function openArticle( page: Page, id: number ) {
	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await editorReady( page, { id } );
	const toggle = page.getByRole( 'button', {
		name: '微信公众号',
		exact: true,
	} );
	await toggle.scrollIntoViewIfNeeded();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	return page.locator( '.mvc-wechat-draft' );
}

/**
 * Presses the panel's button and waits for the sync's answer.
 *
 * @param page  The editor.
 * @param id    The article.
 * @param label The button's label.
 * @return The answer's status.
 */
async function press( page: Page, id: number, label: string ) {
	const answer = page.waitForResponse(
		( response ) =>
			response.url().includes( `/api/admin/wechat-drafts/${ id }` ) &&
			response.request().method() === 'POST',
		{ timeout: 60_000 }
	);
	await page
		.locator( '.mvc-wechat-draft' )
		.getByRole( 'button', { name: label, exact: true } )
		.click();
	return ( await answer ).status();
}

/**
 * Tags and their attributes in an HTML fragment, read by the browser's parser.
 *
 * @param page The page.
 * @param html The fragment.
 */
function tagsOf( page: Page, html: string ) {
	return page.evaluate( ( fragment ) => {
		const doc = new DOMParser().parseFromString(
			`<body>${ fragment }</body>`,
			'text/html'
		);
		return [ ...doc.body.querySelectorAll( '*' ) ].map( ( element ) => ( {
			tag: element.tagName.toLowerCase(),
			attributes: element.getAttributeNames(),
			src: element.getAttribute( 'src' ) ?? '',
		} ) );
	}, html );
}

test( 'the editor syncs an article to the WeChat draft box and updates it', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	const problems = await watchPage( page );
	const stamp = Date.now();
	const title = `公众号同步测试 ${ stamp }`;
	const made: string[] = [];

	await logInOperator( page, 'editor' );
	await page.goto( '/wp-admin/post-new.php' );
	const headers = await restHeaders( page );
	const upload = ( name: string, rgb: [ number, number, number ] ) =>
		uploadImage( page, headers, made, `${ name }-${ stamp }`, rgb );
	const article = ( fields: Record< string, unknown > ) =>
		draftArticle( page, headers, made, fields );

	try {
		const cover = await upload( 'wechat-cover', [ 7, 193, 96 ] );
		const one = await upload( 'wechat-one', [ 200, 60, 60 ] );
		const two = await upload( 'wechat-two', [ 60, 60, 200 ] );
		const figure = await upload( 'wechat-figure', [ 240, 180, 20 ] );
		const content =
			`<!-- wp:paragraph --><p>研究团队在低温下观察到了新的相变。<img class="wp-image-${ one.id }" src="${ one.source_url }" alt="样品一"/>随后又测得<img class="wp-image-${ two.id }" src="${ two.source_url }" alt="样品二"/>。</p><!-- /wp:paragraph -->` +
			`<!-- wp:heading --><h2 class="wp-block-heading">实验方法</h2><!-- /wp:heading -->` +
			`<!-- wp:image {"id":${ figure.id },"sizeSlug":"full"} --><figure class="wp-block-image size-full"><img src="${ figure.source_url }" alt="" class="wp-image-${ figure.id }"/><figcaption class="wp-element-caption">图 1：实验装置</figcaption></figure><!-- /wp:image -->` +
			`<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>科学的进步来自耐心的测量。</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->`;
		const id = await article( {
			title,
			content,
			featured_media: cover.id,
			meta: {
				reference_title: '低温相变的综述\n测量方法的比较',
				reference_url:
					'https://doi.org/10.1000/example-1\nhttps://example.com/paper',
			},
		} );

		// The first press adds a draft.
		const panel = await openArticle( page, id );
		await expect( panel ).toContainText( '尚未同步' );
		expect( await press( page, id, '同步到公众号草稿箱' ) ).toBe( 200 );
		await expect( panel ).toContainText( '公众号草稿已更新。' );
		await expect( panel ).toContainText( '上次同步' );
		await expect(
			panel.getByRole( 'button', { name: '更新公众号草稿' } )
		).toBeVisible();
		const mine = async () =>
			( await fake< FakeDraft[] >( page, '/__drafts' ) ).filter(
				( draft ) => draft.articles[ 0 ].title === title
			);
		const [ draft ] = await mine();
		expect( draft ).toBeDefined();
		const html = draft.articles[ 0 ].content;
		const elements = await tagsOf( page, html );
		const images = elements.filter( ( element ) => element.tag === 'img' );
		expect( images ).toHaveLength( 3 );
		for ( const image of images ) {
			expect( image.src ).toMatch( /^https?:\/\/mmbiz\.qpic\.cn\// );
		}
		expect( html ).toContain( '图 1：实验装置' );
		expect( html ).toContain( '科学的进步来自耐心的测量。' );
		expect( html ).toContain( '测量方法的比较' );
		expect( html ).not.toMatch( /<script|\sclass=|\sid=|\sdata-/i );
		const allowed = JSON.parse(
			fs.readFileSync( ALLOWED, 'utf8' )
		) as Record< string, string[] >;
		const outside = elements.flatMap( ( element ) =>
			! allowed[ element.tag ] || element.tag === '_source'
				? [ `<${ element.tag }>` ]
				: element.attributes
						.filter(
							( name ) =>
								! allowed[ element.tag ].includes( name )
						)
						.map( ( name ) => `<${ element.tag } ${ name }>` )
		);
		expect( outside ).toEqual( [] );

		// The second press updates the same draft.
		let since = new Date().toISOString();
		await panel.getByLabel( '打开留言' ).check();
		expect( await press( page, id, '更新公众号草稿' ) ).toBe( 200 );
		expect(
			await callsSince( page, since, '/cgi-bin/draft/update' )
		).toHaveLength( 1 );
		expect(
			await callsSince( page, since, '/cgi-bin/draft/add' )
		).toHaveLength( 0 );
		const again = await mine();
		expect( again.map( ( found ) => found.media_id ) ).toEqual( [
			draft.media_id,
		] );
		expect( again[ 0 ].articles[ 0 ].need_open_comment ).toBe( 1 );

		// Expired tokens: the next sync renews the token once.
		await fake( page, '/__expire', {} );
		since = new Date().toISOString();
		expect( await press( page, id, '更新公众号草稿' ) ).toBe( 200 );
		expect(
			await callsSince( page, since, '/cgi-bin/token' )
		).toHaveLength( 1 );

		// WeChat's refusal shows its reason in Chinese.
		await fake( page, '/__inject', {
			path: '/cgi-bin/draft/update',
			errcode: 45009,
		} );
		expect( await press( page, id, '更新公众号草稿' ) ).toBe( 502 );
		await expect( panel ).toContainText(
			'公众号今天调用该微信接口的次数已用完，请明天再试。'
		);
		await expect( panel ).toContainText( '失败' );

		// An article without a cover: the reason, and no call to WeChat.
		const bare = await article( {
			title: `${ title }（无封面）`,
			content:
				'<!-- wp:paragraph --><p>没有封面的文章。</p><!-- /wp:paragraph -->',
		} );
		const barePanel = await openArticle( page, bare );
		since = new Date().toISOString();
		expect( await press( page, bare, '同步到公众号草稿箱' ) ).toBe( 422 );
		await expect( barePanel ).toContainText( '文章没有特色图片' );
		expect( await callsSince( page, since ) ).toEqual( [] );
	} finally {
		for ( const madePath of made ) {
			await page.request.delete( madePath, { headers } );
		}
	}
	// The two refusals asked for (502, 422) are the only failed loads.
	const refusals = problems.filter( ( problem ) =>
		/status of (422|502)/.test( problem )
	);
	expect( refusals.length ).toBeLessThanOrEqual( 2 );
	expect(
		problems.filter( ( problem ) => ! refusals.includes( problem ) )
	).toEqual( [] );
} );

test( 'the bulk action queues articles and WP-Cron syncs them', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	const problems = await watchPage( page );
	const stamp = Date.now();
	const made: string[] = [];

	await logInOperator( page, 'editor' );
	await page.goto( '/wp-admin/post-new.php' );
	const headers = await restHeaders( page );
	try {
		const titles = [ `批量同步甲 ${ stamp }`, `批量同步乙 ${ stamp }` ];
		const ids: number[] = [];
		for ( const [ index, title ] of titles.entries() ) {
			const cover = await uploadImage(
				page,
				headers,
				made,
				`bulk-${ index }-${ stamp }`,
				[ 30 * index, 120, 90 ]
			);
			ids.push(
				await draftArticle( page, headers, made, {
					title,
					content: `<!-- wp:paragraph --><p>批量同步的正文 ${ index }。</p><!-- /wp:paragraph -->`,
					featured_media: cover.id,
				} )
			);
		}

		await page.goto(
			`/wp-admin/edit.php?post_type=post&post_status=draft&s=${ stamp }`
		);
		for ( const id of ids ) {
			await page.locator( `#cb-select-${ id }` ).check();
		}
		await page
			.locator( '#bulk-action-selector-top' )
			.selectOption( { label: '同步到公众号草稿箱' } );
		await page.locator( '#doaction' ).click();
		await expect( page.locator( '.notice-success' ) ).toContainText(
			'已将 2 篇文章加入公众号草稿箱同步队列'
		);
		await expect( page.locator( `#post-${ ids[ 0 ] }` ) ).toContainText(
			'排队中'
		);

		// WP-Cron runs the queue (bin/cron-runner.sh every minute; here asked at once).
		await expect
			.poll(
				async () => {
					await page.request.get(
						`/wp-cron.php?doing_wp_cron=${ Date.now() / 1000 }`
					);
					const drafts = await fake< FakeDraft[] >(
						page,
						'/__drafts'
					);
					return titles.filter( ( title ) =>
						drafts.some(
							( draft ) => draft.articles[ 0 ].title === title
						)
					).length;
				},
				{ timeout: 120_000, intervals: [ 2_000 ] }
			)
			.toBe( 2 );
		await page.reload();
		for ( const id of ids ) {
			await expect( page.locator( `#post-${ id }` ) ).toContainText(
				'已同步'
			);
		}
	} finally {
		for ( const madePath of made ) {
			await page.request.delete( madePath, { headers } );
		}
	}
	expect( problems ).toEqual( [] );
} );
