/**
 * /courses for a visitor (issue 17, public-site spec sections 2 and 4), on a 390 px phone inside
 * WeChat and on a 1366 px desktop: filtering by a skill and a language changes the address, and
 * reloading that address shows the same filtered page; a course's popup; copying its discount code
 * (已复制, disabled); 开始学习 opens the course in a new tab and the learner count rises by one
 * (read through the API); clear all. With JavaScript off the first page and a filtered address show
 * their cards, and the island enhances the server's markup in place (mounting moves nothing).
 * Screenshots are attached as artefacts.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

import { WECHAT_ANDROID } from './support/devices';

const DESKTOP_UA =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/**
 * The learner count rises once per reader (address and user agent) per day: each test is a new
 * reader (a test run again in the same worker, too).
 *
 * @param agent The browser's own user agent.
 */
function newReader( agent: string ) {
	// Playwright reads a fixture's dependencies from its first argument's pattern: none here.
	return async ( {}, use: ( userAgent: string ) => Promise< void > ) =>
		use(
			`${ agent } mvc-e2e/${ Date.now() }-${ Math.floor(
				Math.random() * 1e6
			) }`
		);
}

const PROFILES = {
	phone: {
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true,
		userAgent: newReader( WECHAT_ANDROID ),
	},
	desktop: {
		viewport: { width: 1366, height: 900 },
		userAgent: newReader( DESKTOP_UA ),
	},
};

interface Course {
	post_id: number;
	title: string;
	count: number;
	url: string;
	discountCode?: string;
}

/**
 * A page of courses through the REST API.
 *
 * @param request API context.
 * @param filter  Filter query.
 * @param number  Page.
 */
async function coursesOf(
	request: APIRequestContext,
	filter: Record< string, string[] >,
	number = 1
): Promise< { list: Course[]; total: number } > {
	const answer = await request.post(
		`/wp-json/api/online-course/filter?pageSize=12&pageNumber=${ number }`,
		{ data: filter }
	);
	expect( answer.ok() ).toBe( true );
	return ( await answer.json() ).data;
}

/**
 * The titles of the cards the page shows.
 *
 * @param page Page.
 */
function cardTitles( page: Page ) {
	return page.locator( '.mvc-courses__results .mvc-course-card__title' );
}

for ( const [ name, profile ] of Object.entries( PROFILES ) ) {
	test.describe( `on a ${ name }`, () => {
		test.use( profile );

		test( '筛选技能与语言、分享地址、打开课程、复制优惠码、开始学习、清除全部', async ( {
			page,
			context,
			request,
		}, info ) => {
			// A long tour (about 20 s alone): room for a busy machine.
			test.setTimeout( 60_000 );
			const filter = {
				skills: [ 'paper-writing' ],
				language: [ 'chinese' ],
			};
			const expected = await coursesOf( request, filter );
			expect( expected.total ).toBeGreaterThan( 0 );
			const coded = expected.list.find( ( course ) =>
				Boolean( course.discountCode )
			);
			expect(
				coded,
				'a paper-writing course in Chinese with a code'
			).toBeTruthy();

			await page.goto( '/courses/' );
			await expect(
				page.getByRole( 'heading', { level: 1, name: '在线课程' } )
			).toBeVisible();
			await expect( page.getByText( '解锁你的科研潜能' ) ).toBeVisible();
			await expect( cardTitles( page ) ).toHaveCount( 12 );

			// A phone folds the filter under 筛选 (issue 27): the first press, which wakes the island.
			if ( name === 'phone' ) {
				await page.locator( '.mvc-course-filter__toggle' ).click();
			}
			// The first press wakes the island, which carries it out.
			await page.getByRole( 'checkbox', { name: '论文写作' } ).click();
			await expect( page ).toHaveURL(
				/\/courses\/\?skills=paper-writing$/
			);
			await expect(
				page.getByRole( 'checkbox', { name: '论文写作' } )
			).toHaveAttribute( 'aria-checked', 'true' );

			// A slow answer: 加载中… until it comes, from page 1 (the results are the server's
			// frame: the page at the filter's address, fetched).
			let release = () => {};
			const held = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			const frameLoad = ( url: URL ) =>
				url.pathname.startsWith( '/courses/' ) && url.search !== '';
			await page.route( frameLoad, async ( route ) => {
				if ( route.request().resourceType() !== 'fetch' ) {
					await route.continue();
					return;
				}
				expect( route.request().url() ).not.toContain( '/page/' );
				await held;
				await route.continue();
			} );
			await page.getByRole( 'checkbox', { name: '中文' } ).click();
			await expect( page.getByRole( 'status' ) ).toHaveText( '加载中…' );
			release();
			await expect( page.getByRole( 'status' ) ).toHaveText( '' );
			await page.unroute( frameLoad );
			await expect( page ).toHaveURL(
				/\/courses\/\?skills=paper-writing&language=chinese$/
			);
			await expect( cardTitles( page ) ).toHaveText(
				expected.list.map( ( course ) => course.title )
			);

			// The address is the page: a reload draws the same filtered page.
			await page.reload();
			if ( name === 'phone' ) {
				await page.locator( '.mvc-course-filter__toggle' ).click();
			}
			await expect(
				page.getByRole( 'checkbox', { name: '论文写作' } )
			).toHaveAttribute( 'aria-checked', 'true' );
			await expect(
				page.getByRole( 'checkbox', { name: '中文' } )
			).toHaveAttribute( 'aria-checked', 'true' );
			await expect( cardTitles( page ) ).toHaveText(
				expected.list.map( ( course ) => course.title )
			);

			// The course's popup.
			const course = coded as Course;
			await page
				.locator( `.mvc-course-card__open--${ course.post_id }` )
				.click();
			const dialog = page.getByRole( 'dialog', { name: course.title } );
			await expect( dialog ).toBeVisible();
			await expect(
				dialog.getByText( course.discountCode as string )
			).toBeVisible();
			await info.attach( `popup-${ name }`, {
				body: await page.screenshot(),
				contentType: 'image/png',
			} );

			// Copy the code: 已复制, and it stays so in this popup.
			await context.grantPermissions( [
				'clipboard-read',
				'clipboard-write',
			] );
			await dialog.getByRole( 'button', { name: '复制' } ).click();
			const copied = dialog.getByRole( 'button', { name: '已复制' } );
			await expect( copied ).toBeDisabled();
			expect(
				await page.evaluate( () => navigator.clipboard.readText() )
			).toBe( course.discountCode );

			// Closed by the background: nothing of it is left.
			await page.mouse.click( 5, 5 );
			await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );

			// 开始学习: the course in a new tab, one learner more. Other workers' readers open the
			// same course meanwhile: the count shown is the one the press's answer gave, and it is
			// past the count read before.
			await context.route( `${ course.url }**`, ( route ) =>
				route.fulfill( {
					contentType: 'text/html',
					body: '<title>课程</title>',
				} )
			);
			await page
				.locator( `.mvc-course-card__open--${ course.post_id }` )
				.click();
			await expect( dialog ).toBeVisible();
			const opened = context.waitForEvent( 'page' );
			// Sent with keepalive as the tab opens; the page stays, so its answer is watched (a
			// PUT, sent as POST with the method in a header).
			const counted = page.waitForResponse( ( response ) =>
				response
					.url()
					.includes(
						`/api/online-course/${ course.post_id }/learners`
					)
			);
			await dialog.getByRole( 'link', { name: '开始学习' } ).click();
			const tab = await opened;
			await tab.waitForLoadState();
			expect( tab.url() ).toBe( course.url );
			await tab.close();
			const answer = await counted;
			expect( answer.status() ).toBe( 200 );
			const learners = (
				( await answer.json() ) as { data: { count: number } }
			 ).data.count;
			expect( learners ).toBeGreaterThan( course.count );
			expect(
				( await coursesOf( request, filter ) ).list.find(
					( item ) => item.post_id === course.post_id
				)?.count
			).toBeGreaterThanOrEqual( learners );
			await expect(
				dialog.getByText( `${ learners } 人学习` )
			).toBeVisible();
			await dialog.getByRole( 'button', { name: '关闭' } ).click();
			await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );

			// Reset clears every option and shows the first page of all courses.
			await page.getByRole( 'link', { name: '重置' } ).click();
			await expect( page ).toHaveURL( /\/courses\/$/ );
			await expect(
				page.getByRole( 'checkbox', { checked: true } )
			).toHaveCount( 0 );
			await expect( cardTitles( page ) ).toHaveCount( 12 );
			await info.attach( `courses-${ name }`, {
				body: await page.screenshot( { fullPage: true } ),
				contentType: 'image/png',
			} );
		} );

		test( '无结果时显示提示、清除所有选项与推荐课程', async ( {
			page,
			request,
		} ) => {
			// A combination the demo courses do not have.
			const filter = {
				duration: [ 'under-30' ],
				certificate: [ 'translation-qualification' ],
			};
			const answer = await coursesOf( request, filter );
			test.skip( answer.total > 0, 'the demo content has such a course' );
			await page.goto(
				'/courses/?duration=under-30&certificate=translation-qualification'
			);
			await expect( page.getByText( '未找到相关课程' ) ).toBeVisible();
			await expect(
				page.locator(
					'.mvc-course-empty__recommended .mvc-course-card'
				)
			).toHaveCount( 4 );
			await page.getByRole( 'link', { name: '清除所有选项' } ).click();
			await expect( page ).toHaveURL( /\/courses\/$/ );
			await expect( cardTitles( page ) ).toHaveCount( 12 );
		} );
	} );
}

test.describe( 'a visitor who only reads', () => {
	test.use( PROFILES.phone );

	test( 'loads no React on /courses until pressing something', async ( {
		page,
	} ) => {
		await page.goto( '/courses/?language=chinese' );
		await page.mouse.wheel( 0, 1500 );
		await page.waitForTimeout( 3000 );
		const loaded = await page.evaluate( () =>
			(
				window as unknown as {
					mvcRuntime: { loaded: () => string[] };
				}
			 ).mvcRuntime.loaded()
		);
		expect( loaded ).toEqual( [] );
		await expect(
			page.locator( '[data-island="course-filter"]' )
		).not.toHaveAttribute( 'data-island-state', /./ );
	} );
} );

test( 'the island mounts over the same markup the server drew', async ( {
	page,
} ) => {
	await page.goto( '/courses/page/2/?skills=research-figures,paper-writing' );
	const container = page.locator( '[data-island="course-filter"]' );
	/** The container's elements: tag, attributes and own text, white space between tags left out. */
	const shape = () =>
		container.evaluate( ( root ) =>
			Array.from( root.querySelectorAll( '*' ) )
				.filter(
					( element ) =>
						! element.matches( 'script.mvc-island__props' ) &&
						! element.closest( '.mvc-island__placeholder' )
				)
				.filter(
					( element ) =>
						! element.matches( '.mvc-island__placeholder' )
				)
				// The island's own (empty) root, added after the server's markup.
				.filter(
					( element ) => ! element.matches( '.mvc-island__root' )
				)
				.map( ( element ) => {
					const attributes = Array.from( element.attributes )
						.map( ( { name, value } ) => `${ name }=${ value }` )
						.sort()
						.join( ' ' );
					const text = Array.from( element.childNodes )
						.filter( ( node ) => node.nodeType === Node.TEXT_NODE )
						.map( ( node ) => node.textContent?.trim() )
						.join( '' );
					return `<${ element.tagName } ${ attributes }>${ text }`;
				} )
		);
	const boxes = () =>
		page
			.locator( '.mvc-course-card, .mvc-course-filter, .mvc-pager' )
			.evaluateAll( ( elements ) =>
				elements.map( ( element ) =>
					JSON.stringify( element.getBoundingClientRect() )
				)
			);
	const before = await shape();
	const boxesBefore = await boxes();
	expect( before.length ).toBeGreaterThan( 50 );
	await page.evaluate( async () => {
		await (
			window as unknown as {
				mvcRuntime: { wakeAll: () => Promise< void > };
			}
		 ).mvcRuntime.wakeAll();
	} );
	await expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	expect( await shape() ).toEqual( before );
	expect( await boxes() ).toEqual( boxesBefore );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( '第一页与筛选地址都由服务器画出课程卡片，选项是链接', async ( {
		page,
		request,
	} ) => {
		const all = await coursesOf( request, {} );
		await page.goto( '/courses/' );
		await expect( cardTitles( page ) ).toHaveText(
			all.list.map( ( course ) => course.title )
		);
		await expect( page.locator( '.mvc-pager' ) ).toBeVisible();

		const english = await coursesOf( request, { language: [ 'english' ] } );
		await page.getByRole( 'checkbox', { name: '英文' } ).click();
		await expect( page ).toHaveURL( /\/courses\/\?language=english$/ );
		await expect( cardTitles( page ) ).toHaveText(
			english.list.map( ( course ) => course.title )
		);
		await expect(
			page.getByRole( 'checkbox', { name: '英文' } )
		).toHaveAttribute( 'aria-checked', 'true' );

		const second = await coursesOf( request, {}, 2 );
		await page.goto( '/courses/page/2/' );
		await expect( cardTitles( page ) ).toHaveText(
			second.list.map( ( course ) => course.title )
		);
	} );

	test( 'a value that does not exist and a page past the last are not found', async ( {
		page,
	} ) => {
		expect(
			( await page.goto( '/courses/?skills=no-such-skill' ) )?.status()
		).toBe( 404 );
		expect( ( await page.goto( '/courses/page/99/' ) )?.status() ).toBe(
			404
		);
	} );
} );
