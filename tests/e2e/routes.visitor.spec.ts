/**
 * Every route family answers with its status, its Chinese title and the site chrome, with and
 * without JavaScript.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

type Post = { id: number; link: string; slug: string };

/**
 * The oldest post of a query: the newest may be another spec's, taken down while this one reads
 * it (page-cache-purge publishes and unpublishes a research article).
 *
 * @param request API context.
 * @param query   Query string.
 */
async function firstPost(
	request: APIRequestContext,
	query: string
): Promise< Post > {
	const response = await request.get(
		`/wp-json/wp/v2/posts?per_page=1&orderby=date&order=asc&_fields=id,link,slug&${ query }`
	);
	expect( response.status() ).toBe( 200 );
	const [ post ] = ( await response.json() ) as Post[];
	expect( post ).toBeTruthy();
	return post;
}

const SITE_NAME = 'MVC 材料前沿';

const routes: Array< [ string, number, RegExp ] > = [
	[ '/', 200, new RegExp( `^${ SITE_NAME } – 材料科学资讯社区$` ) ],
	[ '/research-news/', 200, /^科研资讯 – / ],
	[ '/research-news/page/2/', 200, /^科研资讯 – / ],
	[ '/industry-news/', 200, /^行业资讯 – / ],
	[ '/call-for-papers/', 200, /^正在征稿 – / ],
	[ '/journals/', 200, /^学术期刊 – / ],
	[ '/tag/energy/', 200, /^能源 – / ],
	[ '/search?s=%E9%92%99%E9%92%9B%E7%9F%BF', 200, /^搜索结果：钙钛矿 – / ],
	[ '/search', 200, /^搜索结果 – / ],
	[ '/courses', 200, /^在线课程 – / ],
	[ '/podcast', 200, /^播客 – / ],
	[ '/contact', 200, /^联系我们 – / ],
	[ '/profile', 200, /^个人中心 – / ],
	[ '/messages', 200, /^消息中心 – / ],
	[ '/404', 404, /^页面不存在 – / ],
	[ '/no-such-page-at-all/', 404, /^页面不存在 – / ],
	[ '/research-news/no-such-article/', 404, /^页面不存在 – / ],
	[ '/call-for-papers/become-a-guest-editor/', 200, /^成为客座编辑 – / ],
	[ '/research-news/submit-research-news/', 200, /^提交科研资讯 – / ],
];

test.describe( 'routes', () => {
	for ( const [ path, status, title ] of routes ) {
		test( `${ path } answers ${ status } with its title`, async ( {
			page,
		} ) => {
			const response = await page.goto( path );
			expect( response?.status() ).toBe( status );
			await expect( page ).toHaveTitle( title );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'zh-CN'
			);
			await expect( page.locator( '.mvc-footer' ) ).toContainText(
				'联系我们'
			);
		} );
	}

	test( 'an article lives at /{category}/{slug} and /?p=ID leads to it', async ( {
		page,
		request,
	} ) => {
		const post = await firstPost( request, 'categories=128' );
		expect( new URL( post.link ).pathname ).toBe(
			`/research-news/${ post.slug }/`
		);

		const response = await page.goto( `/?p=${ post.id }` );
		expect( response?.status() ).toBe( 200 );
		expect( new URL( page.url() ).pathname ).toBe(
			`/research-news/${ post.slug }/`
		);
		await expect( page.locator( 'h1.mvc-article__title' ) ).toBeVisible();
	} );

	test( 'a journal minisite lives at /journals/{slug}', async ( {
		page,
		request,
	} ) => {
		// The oldest journal: the newest may be the one journal-fields publishes and deletes.
		const response = await request.get(
			'/wp-json/wp/v2/journals?per_page=1&orderby=date&order=asc&_fields=link,title,acf'
		);
		const [ journal ] = ( await response.json() ) as Array< {
			link: string;
			title: { rendered: string };
			acf: { journal_name: string };
		} >;
		expect( new URL( journal.link ).pathname ).toMatch(
			/^\/journals\/[a-z0-9-]+\/$/
		);
		await page.goto( journal.link );
		// The header box names the journal by its journal_name (its title when that is empty); the
		// page's title is the post's.
		await expect( page.locator( 'h1' ) ).toHaveText(
			journal.acf.journal_name || journal.title.rendered
		);
		await expect( page ).toHaveTitle(
			new RegExp( `^${ journal.title.rendered }` )
		);
	} );
} );

test.describe( 'site chrome', () => {
	test( 'header menu groups open their sub-menu on hover and mark the current item', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/' );
		const menu = page.locator( '.mvc-menu' );
		await expect( menu.locator( ':scope > li > a' ) ).toHaveText( [
			'新闻资讯',
			'出版服务',
			'职业发展',
		] );

		const publishing = menu.locator( ':scope > li' ).nth( 1 );
		const journals = publishing.getByRole( 'link', { name: '学术期刊' } );
		await expect( journals ).toBeHidden();
		await publishing.hover();
		await expect( journals ).toBeVisible();
		await expect(
			publishing.getByRole( 'link', { name: '语言润色服务' } )
		).toHaveAttribute( 'target', '_blank' );

		await expect(
			menu.getByRole( 'link', {
				name: '科研资讯',
				exact: true,
				includeHidden: true,
			} )
		).toHaveAttribute( 'aria-current', 'page' );
	} );

	test( 'footer has the follow-us QR popup, links, the storage notice, copyright and ICP', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const footer = page.locator( '.mvc-footer' );
		const qr = footer.locator( '.mvc-footer__qr' );

		await expect( qr ).toBeHidden();
		await footer.getByText( '关注我们' ).hover();
		await expect( qr ).toBeVisible();
		await page.mouse.move( 0, 0 );
		await expect( qr ).toBeHidden();

		await expect(
			footer.getByRole( 'link', { name: '联系我们' } )
		).toHaveAttribute( 'href', /\/contact$/ );
		for ( const name of [ '隐私政策', '使用条款' ] ) {
			await expect(
				footer.getByRole( 'link', { name } )
			).toHaveAttribute( 'target', '_blank' );
		}
		await expect( footer.getByText( 'Cookie 与存储' ) ).toBeVisible();
		// The site's year (Asia/Shanghai, 8 hours ahead of a runner on UTC), or the one before for
		// a copy the page cache kept from just before the new year.
		const siteYear = ( at: number ) =>
			new Intl.DateTimeFormat( 'en-US', {
				timeZone: 'Asia/Shanghai',
				year: 'numeric',
			} ).format( at );
		const years = new Set( [
			siteYear( Date.now() ),
			siteYear( Date.now() - 5 * 60_000 ),
		] );
		await expect( footer ).toContainText(
			new RegExp( `© 2022-(${ [ ...years ].join( '|' ) })` )
		);
		await expect( footer ).toContainText( '版权所有' );
		await expect( footer ).not.toContainText( 'Copyright' );
		await expect(
			footer.getByRole( 'link', { name: /ICP备/ } )
		).toHaveAttribute( 'href', 'https://beian.miit.gov.cn/' );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the home page and a list are complete', async ( { page } ) => {
		await page.goto( '/' );
		await expect( page.locator( '.mvc-hero__slogan' ) ).toHaveText(
			'聚焦材料科学前沿资讯'
		);
		await expect(
			page.locator( '#mvc-home-research .mvc-card' )
		).toHaveCount( 15 );

		await page.goto( '/industry-news/' );
		const panel = page.locator( '#mvc-tabpanel-1' );
		await expect( panel.locator( '.mvc-card' ).first() ).toBeVisible();
		await panel.getByRole( 'link', { name: '下一页' } ).click();
		await expect( page ).toHaveURL(
			/\/industry-news\/page\/2\/\?tab=1#tab1$/
		);
		await expect( panel.locator( '.mvc-card' ).first() ).toBeVisible();
	} );
} );
