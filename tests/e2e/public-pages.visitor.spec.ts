/**
 * The public pages in Chinese (public-site spec, section 2): each family's content is in the
 * server's HTML (checked with JavaScript off), pagination has real URLs, tabs work with and
 * without JavaScript, the search panel suggests tags, and the subscribe button asks a visitor to
 * log in.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

/**
 * A page with JavaScript disabled.
 *
 * @param browser Browser.
 */
async function withoutJs( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	return context.newPage();
}

test.describe( 'without JavaScript', () => {
	test( 'the home page has every section with its content', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/' );
		await expect( page ).toHaveTitle( /材料科学资讯社区/ );
		await expect( page.locator( 'h1' ) ).toHaveText(
			'聚焦材料科学前沿资讯'
		);
		for ( const title of [
			'科研资讯',
			'期刊微站',
			'学术活动',
			'科学故事',
		] ) {
			await expect(
				page.getByRole( 'heading', { name: title, level: 2 } )
			).toBeVisible();
		}
		// Research news: 3 pages of 5; events 2 of 5; stories 1 of 5 (no indicators).
		await expect(
			page.locator( '#mvc-home-research .swiper-slide' )
		).toHaveCount( 3 );
		await expect(
			page.locator( '#mvc-home-research .mvc-card' )
		).toHaveCount( 15 );
		await expect(
			page.locator( '#mvc-home-events .swiper-slide' )
		).toHaveCount( 2 );
		await expect(
			page.locator( '#mvc-home-stories .mvc-card' )
		).toHaveCount( 5 );
		await expect(
			page.locator( '#mvc-home-stories .swiper-pagination' )
		).toHaveCount( 0 );
		// 14 journals: no doubling, arrows present.
		await expect(
			page.locator( '#mvc-home-journal-carousel .swiper-slide' )
		).toHaveCount( 14 );
		await expect(
			page.getByRole( 'link', { name: '提交资讯' } )
		).toHaveAttribute( 'href', /\/research-news\/submit-research-news\/$/ );
		await expect(
			page.locator( '.mvc-home-news--stories .mvc-section__more' )
		).toHaveAttribute( 'href', /\/industry-news\/\?tab=4#tab4$/ );
		// Banner slides link out in a new tab; the four promo entrances are there.
		const slide = page.locator( '.mvc-banner__link' ).first();
		await expect( slide ).toHaveAttribute( 'target', '_blank' );
		await expect( page.locator( '.mvc-promo' ) ).toHaveText( [
			/正在征稿/,
			/成为客座编辑/,
			/在线课程/,
			/播客/,
		] );
		await page.context().close();
	} );

	test( 'research news: tabs are links, a tag shows its bar, pages are URLs', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/research-news/' );
		const tabs = page.getByRole( 'navigation', {
			name: '按标签浏览科研资讯',
		} );
		await expect( tabs.getByRole( 'link' ).first() ).toHaveText(
			'全部文章'
		);
		expect( await tabs.getByRole( 'link' ).count() ).toBeLessThanOrEqual(
			10
		);
		await expect( page.locator( '.mvc-list--grid .mvc-card' ) ).toHaveCount(
			20
		);
		await expect( page.locator( '.mvc-card__date' ).first() ).toHaveText(
			/^\d{4}年\d{1,2}月\d{1,2}日$/
		);
		await page.getByRole( 'link', { name: '第 2 页' } ).click();
		await expect( page ).toHaveURL( /\/research-news\/page\/2\/$/ );
		await expect(
			page.locator( '.mvc-pager [aria-current="page"]' )
		).toHaveText( '2' );

		await page.goto( '/research-news/' );
		await tabs.getByRole( 'link', { name: '能源' } ).click();
		await expect( page ).toHaveURL( /\?tag=energy$/ );
		await expect(
			tabs.getByRole( 'link', { name: '能源' } )
		).toHaveAttribute( 'aria-current', 'page' );
		const bar = page.locator( '.mvc-tag-info' );
		await expect( bar ).toContainText( '#能源' );
		await expect( bar.getByRole( 'button' ) ).toHaveText( '订阅' );
		await expect( bar ).toContainText( /\d+ 人订阅/ );
		await expect(
			page.getByRole( 'link', { name: /提交科研资讯/ } )
		).toHaveAttribute( 'href', /\/research-news\/submit-research-news\/$/ );
		await page.context().close();
	} );

	test( 'industry news: ?tab= picks the tab, cards open in a new tab, 6 a page', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/industry-news/' );
		const tabs = page.getByRole( 'tab' );
		await expect( tabs ).toHaveText( [
			'学术会议',
			'出版动态',
			'职业发展',
			'科学故事',
		] );
		await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
		const first = page.locator( '#mvc-tabpanel-1' );
		await expect( first.locator( '.mvc-card' ) ).toHaveCount( 6 );
		await expect(
			first.locator( '.mvc-card__title a' ).first()
		).toHaveAttribute( 'target', '_blank' );
		await expect(
			first.locator( '.mvc-card__more' ).first()
		).toContainText( '阅读全文' );
		await expect( page.locator( '#mvc-tabpanel-3' ) ).toBeHidden();

		await tabs.nth( 2 ).click();
		await expect( page ).toHaveURL( /\/industry-news\/\?tab=3#tab3$/ );
		await expect( page.locator( '#mvc-tabpanel-3' ) ).toBeVisible();
		await expect( page.locator( '#mvc-tabpanel-1' ) ).toBeHidden();
		await expect( page.locator( '#mvc-tabpanel-3' ) ).toContainText(
			'博士后岗位'
		);

		await page.goto( '/industry-news/' );
		await first
			.locator( '.mvc-pager' )
			.getByRole( 'link', { name: '第 2 页' } )
			.click();
		await expect( page ).toHaveURL(
			/\/industry-news\/page\/2\/\?tab=1#tab1$/
		);
		await expect(
			page.locator( '#mvc-tabpanel-1 .mvc-pager [aria-current="page"]' )
		).toHaveText( '2' );
		await page.context().close();
	} );

	test( 'calls for papers: the 征稿 tags, the guest-editor link, follow buttons', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/call-for-papers/' );
		const tabs = page.getByRole( 'navigation', { name: '按专题浏览征稿' } );
		const labels = await tabs.getByRole( 'link' ).allTextContents();
		expect( labels[ 0 ] ).toBe( '全部' );
		expect( labels.length ).toBeGreaterThan( 1 );
		for ( const label of labels.slice( 1 ) ) {
			expect( label.endsWith( '征稿' ) ).toBe( true );
		}
		await expect(
			page.getByRole( 'link', { name: '成为客座编辑' } )
		).toHaveAttribute(
			'href',
			/\/call-for-papers\/become-a-guest-editor\/$/
		);
		await expect( page.locator( '.mvc-card--cfp' ) ).toHaveCount( 6 );
		// The demo's fourth special issue lacks the call-for-papers fields: fewer buttons than cards.
		const follows = await page
			.locator( '.mvc-card--cfp .mvc-follow-button' )
			.count();
		expect( follows ).toBeGreaterThan( 0 );
		expect( follows ).toBeLessThan( 6 );
		await expect(
			page.locator( '.mvc-card--cfp .mvc-card__more' ).first()
		).toHaveAttribute( 'target', '_blank' );
		await tabs.getByRole( 'link' ).nth( 1 ).click();
		await expect( page ).toHaveURL( /\?tag=/ );
		await expect( page.locator( '.mvc-card--cfp' ).first() ).toBeVisible();
		await page.context().close();
	} );

	test( 'the tag page: name, 订阅, N篇相关文章, 10 a page; an unknown tag is 404', async ( {
		browser,
		request,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/tag/energy/' );
		await expect( page.locator( 'h1' ) ).toHaveText( '#能源' );
		await expect( page.locator( '.mvc-tag-subscribe' ) ).toHaveText(
			'订阅'
		);
		await expect( page.locator( '.mvc-tag-page__count' ) ).toHaveText(
			/^\d+篇相关文章$/
		);
		await expect( page.locator( '.mvc-card--tag' ) ).toHaveCount( 10 );
		await expect( page.locator( '.mvc-card__tags' ).first() ).toContainText(
			'#能源'
		);
		await page.getByRole( 'link', { name: '下一页' } ).click();
		await expect( page ).toHaveURL( /\/tag\/energy\/page\/2\/$/ );

		const missing = await request.get( '/tag/no-such-tag-anywhere/' );
		expect( missing.status() ).toBe( 404 );
		expect( await missing.text() ).toContain( '您访问的页面似乎不存在' );
		// Addresses that name no page: several tags, a list's ?tag= that is not a tab, a paged home.
		for ( const path of [
			'/tag/energy+sensing/',
			'/tag/energy,sensing/',
			'/research-news/?tag=chemistry',
			'/call-for-papers/?tag=energy',
			'/page/2/',
		] ) {
			expect( ( await request.get( path ) ).status(), path ).toBe( 404 );
		}
		await page.context().close();
	} );

	test( 'search: count header, Chinese matches, empty states', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/search?s=' + encodeURIComponent( '钙钛矿' ) );
		await expect( page ).toHaveTitle( /钙钛矿/ );
		await expect( page.locator( '.mvc-search__summary' ) ).toHaveText(
			/^\d+篇相关文章$/
		);
		const card = page.locator( '.mvc-card--search' ).first();
		await expect( card.locator( '.mvc-card__title' ) ).toContainText(
			'钙钛矿'
		);
		await expect( card.locator( '.mvc-card__category' ) ).not.toBeEmpty();
		await expect( card.locator( '.mvc-card__more' ) ).toHaveAttribute(
			'target',
			'_blank'
		);

		await page.goto(
			'/search?s=' + encodeURIComponent( '钙钛矿' ) + '&category=129'
		);
		await expect(
			page.locator( '.mvc-search-form__category' )
		).toHaveValue( '129' );
		for ( const category of await page
			.locator( '.mvc-card__category' )
			.allTextContents() ) {
			expect( category ).toBe( '行业资讯' );
		}

		await page.goto( '/search?s=' + encodeURIComponent( '材料' ) );
		await page
			.locator( '.mvc-pager' )
			.getByRole( 'link', { name: '第 2 页' } )
			.click();
		await expect( page ).toHaveURL( /\/search\/page\/2\/\?s=/ );
		await expect(
			page.locator( '.mvc-pager [aria-current="page"]' )
		).toHaveText( '2' );
		await expect(
			page.locator( '.mvc-card--search' ).first()
		).toBeVisible();

		// WordPress's own /?s= lands on /search with its keyword and category intact.
		await page.goto(
			'/?s=' + encodeURIComponent( '钙钛矿' ) + '&category=128'
		);
		await expect( page ).toHaveURL(
			/\/search\?s=%E9%92%99%E9%92%9B%E7%9F%BF&category=128$/
		);

		for ( const blank of [ '', '%20%20' ] ) {
			await page.goto( '/search?s=' + blank );
			await expect( page.locator( '.mvc-search__summary' ) ).toHaveText(
				'请输入关键词'
			);
		}

		await page.goto( '/search?s=zzqqxx' );
		await expect( page.locator( '.mvc-search-empty' ) ).toContainText(
			'没有找到相关内容'
		);
		await expect(
			page.getByRole( 'heading', { name: '为您推荐以下标签' } )
		).toBeVisible();
		await page.locator( '.mvc-search-empty__tags a' ).first().click();
		await expect( page ).toHaveURL( /\/tag\/[^/]+\/$/ );
		await page.context().close();
	} );

	test( 'podcast: 9 cards a page with their listening links; past the end is 404', async ( {
		browser,
		request,
	} ) => {
		const page = await withoutJs( browser );
		await page.goto( '/podcast/' );
		await expect( page.locator( 'h1' ) ).toHaveText( '材料科学播客' );
		await expect(
			page.locator( '.mvc-title-banner__subtitle' )
		).toHaveText( 'Podcast' );
		await expect( page.locator( '.mvc-podcast-card' ) ).toHaveCount( 9 );
		await expect(
			page.locator( '.mvc-podcast-card__listen' ).first()
		).toHaveAttribute( 'target', '_blank' );
		await expect(
			page.locator( '.mvc-podcast-card__date' ).first()
		).toHaveText( /^更新于 \d{4}年\d{1,2}月\d{1,2}日$/ );
		await page.getByRole( 'link', { name: '第 2 页' } ).click();
		await expect( page ).toHaveURL( /\/podcast\/page\/2\/$/ );
		await expect( page.locator( '.mvc-podcast-card' ) ).toHaveCount( 3 );
		expect( ( await request.get( '/podcast/page/3/' ) ).status() ).toBe(
			404
		);
		await page.context().close();
	} );

	test( 'the not-found page: 404 with its texts and the search panel', async ( {
		browser,
	} ) => {
		const page = await withoutJs( browser );
		const response = await page.goto( '/no/such/address/' );
		expect( response?.status() ).toBe( 404 );
		await expect( page.locator( 'h1' ) ).toHaveText(
			'您访问的页面似乎不存在'
		);
		await expect( page.getByRole( 'search' ) ).toBeVisible();
		await page.getByRole( 'searchbox' ).fill( '水凝胶' );
		await page.getByRole( 'button', { name: '搜索' } ).click();
		await expect( page ).toHaveURL( /\/search\?category=&s=/ );
		await expect( page.locator( '.mvc-search__summary' ) ).toHaveText(
			/篇相关文章/
		);
		await page.context().close();
	} );
} );

test.describe( 'with JavaScript', () => {
	test( 'industry news: the hash picks the tab and the tabs switch without a request', async ( {
		page,
	} ) => {
		await page.goto( '/industry-news/#tab4' );
		await expect( page.locator( '#mvc-tabpanel-4' ) ).toBeVisible();
		await expect( page.locator( '#mvc-tabpanel-1' ) ).toBeHidden();
		await expect(
			page.getByRole( 'tab', { name: '科学故事' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		const requests: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.resourceType() === 'document' ) {
				requests.push( r.url() );
			}
		} );
		await page.getByRole( 'tab', { name: '出版动态' } ).click();
		await expect( page ).toHaveURL( /#tab2$/ );
		await expect( page.locator( '#mvc-tabpanel-2' ) ).toBeVisible();
		expect( requests ).toEqual( [] );
		await page.goBack();
		await expect( page.locator( '#mvc-tabpanel-4' ) ).toBeVisible();
	} );

	test( 'the pressed page button shows the spinner until the next page arrives', async ( {
		page,
	} ) => {
		await page.goto( '/research-news/' );
		// Hold the navigation back (the runtime's listener runs first, then this one).
		await page.evaluate( () =>
			document.addEventListener( 'click', ( event ) =>
				event.preventDefault()
			)
		);
		const next = page.getByRole( 'link', { name: '第 2 页' } );
		await next.click();
		await expect( next ).toHaveClass( /is-loading/ );
		const pager = page.locator( '.mvc-pager' );
		await expect( pager ).toHaveAttribute( 'aria-busy', 'true' );
		await expect(
			pager.getByRole( 'link', { name: '下一页' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await page.goto( '/research-news/page/2/' );
		await expect(
			page.locator( '.mvc-pager [aria-current="page"]' )
		).toHaveText( '2' );
	} );

	test( 'search panel: bold tag suggestions for the whole site only; empty text does nothing', async ( {
		page,
	} ) => {
		await page.goto( '/search' );
		// A visitor's panel wakes when the reader goes into the form.
		await page.getByRole( 'searchbox', { name: '关键词' } ).click();
		await expect( page.locator( '.mvc-search-panel' ) ).toHaveAttribute(
			'data-island-state',
			'mounted'
		);
		const box = page.getByRole( 'combobox', { name: '关键词' } );
		await box.fill( '   ' );
		await box.press( 'Enter' );
		await expect( page ).toHaveURL( /\/search\/?$/ );

		await box.fill( '能源' );
		const list = page.getByRole( 'listbox' );
		await expect( list.getByRole( 'option' ).first() ).toBeVisible();
		await expect( list.locator( 'strong' ).first() ).toHaveText( '能源' );
		const options = await list.getByRole( 'option' ).allTextContents();
		for ( const option of options ) {
			expect( option ).toContain( '能源' );
		}
		await page.getByLabel( '搜索范围' ).selectOption( '128' );
		await expect( list ).toBeHidden();

		await page.getByLabel( '搜索范围' ).selectOption( '' );
		await box.fill( '  钙钛矿' );
		await box.press( 'Enter' );
		await expect( page ).toHaveURL( /s=%E9%92%99%E9%92%9B%E7%9F%BF/ );
		// The results page's box (its panel asleep again until the reader goes into it).
		await expect(
			page.getByRole( 'searchbox', { name: '关键词' } )
		).toHaveValue( '钙钛矿' );
	} );

	test( 'the home banner turns by itself and stops for good with its pause button', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const banner = page.locator( '#mvc-home-banner' );
		await expect( banner ).toHaveClass( /swiper-initialized/ );
		const active = () =>
			banner
				.locator( '.swiper-slide-active' )
				.getAttribute( 'data-swiper-slide-index' );
		const first = await active();
		// Autoplay every 3500 ms.
		await expect.poll( active, { timeout: 6000 } ).not.toBe( first );

		const pause = banner.getByRole( 'button', { name: '暂停轮播' } );
		await pause.click();
		await expect(
			banner.getByRole( 'button', { name: '继续轮播' } )
		).toBeVisible();
		const stopped = await active();
		await page.mouse.move( 0, 0 );
		await page.waitForTimeout( 4000 );
		expect( await active() ).toBe( stopped );
	} );

	test( 'the promo entrances of the home move in as they come into view, or not at all for a reader who asks for less motion', async ( {
		page,
	} ) => {
		const opacities = () =>
			page
				.locator( '.mvc-promo' )
				.evaluateAll( ( promos ) =>
					promos.map( ( promo ) => getComputedStyle( promo ).opacity )
				);
		await page.goto( '/' );
		await expect( page.locator( '.mvc-promo' ) ).toHaveCount( 4 );
		// Far below the first screen: still waiting for their entrance.
		expect( await opacities() ).toEqual( [ '0', '0', '0', '0' ] );

		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/' );
		expect( await opacities() ).toEqual( [ '1', '1', '1', '1' ] );
	} );

	test( 'a visitor pressing 订阅 on a tag page gets the login popup', async ( {
		page,
	} ) => {
		await page.goto( '/tag/energy/' );
		let subscribeCalls = 0;
		page.on( 'request', ( r ) => {
			if ( r.url().includes( '/api/member/subscribe' ) ) {
				subscribeCalls++;
			}
		} );
		await page.locator( '.mvc-tag-subscribe' ).click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText( '登录' );
		expect( subscribeCalls ).toBe( 0 );
	} );
} );
