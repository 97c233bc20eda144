/**
 * A visitor on /journals and a journal's minisite, on a phone and a desktop (issue 16): the
 * listing by category and its pages, the four tabs switched with JavaScript and all read one after
 * another without it, the reading budget (a reader of the minisite loads Swiper for its banner
 * and no React), and a question sent from the FAQ tab with its modal (desktop only: it stores a
 * submission and mails the operator; the spinner is held in Jest, too short to catch here).
 */
import { test, expect, type Page } from '@playwright/test';

/** A demo journal with every branch of the page: OA, calls for papers, FAQ, video. */
const JOURNAL = '/journals/advanced-energy-materials/';

const TABS = [ '近期动态', '特刊征稿', '文章资讯', '常见问题' ];

const PROFILES = {
	phone: {
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true,
	},
	desktop: { viewport: { width: 1366, height: 900 } },
};

/**
 * Waits for the loader's behaviours to have started.
 *
 * @param page Page.
 */
async function started( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		document.documentElement.classList.contains( 'mvc-js' )
	);
}

for ( const [ profile, options ] of Object.entries( PROFILES ) ) {
	test.describe( profile, () => {
		test.use( options );

		test( 'the listing shows every category as an address of its own, and pages past the last are not found', async ( {
			page,
		} ) => {
			await page.goto( '/journals/' );
			const menu = page.getByRole( 'navigation', { name: '期刊分类' } );
			await expect(
				menu.getByRole( 'link', { name: '全部期刊' } )
			).toHaveAttribute( 'aria-current', 'page' );
			const all = await page.locator( '.mvc-journal-card' ).count();
			expect( all ).toBeGreaterThan( 0 );
			expect( all ).toBeLessThanOrEqual( 16 );

			await menu.getByRole( 'link', { name: '开放获取' } ).click();
			await expect( page ).toHaveURL( /\/journals\/\?category=\d+$/ );
			await expect(
				menu.getByRole( 'link', { name: '开放获取' } )
			).toHaveAttribute( 'aria-current', 'page' );
			const open = await page.locator( '.mvc-journal-card' ).count();
			expect( open ).toBeGreaterThan( 0 );
			expect( open ).toBeLessThan( all );

			// Page 2 of all journals: its cards when there are more than 16, else not found.
			const total = Number(
				(
					await page.request.get(
						'/wp-json/wp/v2/journals?per_page=1'
					)
				).headers()[ 'x-wp-total' ]
			);
			const second = await page.goto( '/journals/page/2/' );
			if ( total > 16 ) {
				expect( second?.status() ).toBe( 200 );
				await expect( page.locator( '.mvc-journal-card' ) ).toHaveCount(
					Math.min( 16, total - 16 )
				);
				await expect(
					page.locator( '.mvc-pager [aria-current="page"]' )
				).toHaveText( '2' );
			} else {
				expect( second?.status() ).toBe( 404 );
			}
			expect(
				( await page.goto( '/journals/?category=999999' ) )?.status()
			).toBe( 404 );
		} );

		test( 'the minisite switches its four tabs with the keyboard and the pointer', async ( {
			page,
		} ) => {
			await page.goto( JOURNAL );
			await started( page );
			const [ journal ] = ( await (
				await page.request.get(
					'/wp-json/wp/v2/journals?slug=advanced-energy-materials&_fields=title'
				)
			).json() ) as Array< { title: { rendered: string } } >;
			// The journal's title and the site's name.
			await expect( page ).toHaveTitle(
				new RegExp( `^${ journal.title.rendered } – .+` )
			);
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( 'Advanced Energy Materials' );
			await expect(
				page.getByRole( 'img', { name: '开放获取期刊' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: /^投稿/ } )
			).toHaveAttribute( 'target', '_blank' );

			const tabs = page.getByRole( 'tab' );
			await expect( tabs ).toHaveText( TABS );
			await expect( tabs.first() ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			await expect(
				page.getByRole( 'tabpanel', { name: '近期动态' } )
			).toBeVisible();
			await expect(
				page.locator( '.mvc-metrics caption' )
			).toContainText( '期刊指标' );
			await expect( page.locator( '#mvc-minisite-faq' ) ).toBeHidden();

			await tabs.nth( 2 ).click();
			await expect(
				page.getByRole( 'tabpanel', { name: '文章资讯' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: /^阅读原文/ } ).first()
			).toBeVisible();
			await expect( page.locator( '#mvc-minisite-news' ) ).toBeHidden();

			await tabs.nth( 2 ).focus();
			await page.keyboard.press( 'ArrowLeft' );
			await expect( tabs.nth( 1 ) ).toBeFocused();
			await expect(
				page.getByRole( 'tabpanel', { name: '特刊征稿' } )
			).toBeVisible();
			await expect(
				page.locator( '#mvc-minisite-issues .mvc-minisite-card' )
			).not.toHaveCount( 0 );
			await page.keyboard.press( 'End' );
			const faq = page.getByRole( 'tabpanel', { name: '常见问题' } );
			await expect( faq ).toBeVisible();

			// The accordion: closed questions that open with a press.
			const question = faq.locator( '.mvc-accordion__question' ).first();
			await expect( question ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await question.click();
			await expect( question ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( faq.getByRole( 'region' ).first() ).toBeVisible();
		} );

		test( 'without JavaScript every tab reads as a section with its heading', async ( {
			browser,
		} ) => {
			const context = await browser.newContext( {
				...options,
				javaScriptEnabled: false,
			} );
			const page = await context.newPage();
			await page.goto( JOURNAL );
			for ( const label of TABS ) {
				await expect(
					page.getByRole( 'heading', { level: 2, name: label } )
				).toBeVisible();
				await expect(
					page.getByRole( 'link', { name: label, exact: true } )
				).toHaveAttribute( 'href', /^#mvc-minisite-/ );
			}
			await expect( page.locator( '.mvc-metrics' ) ).toBeVisible();
			await expect( page.locator( '.mvc-badges__item' ) ).toHaveCount(
				7
			);
			await expect(
				page
					.locator( '#mvc-minisite-issues .mvc-minisite-card' )
					.first()
			).toBeVisible();
			await expect(
				page
					.locator(
						'#mvc-minisite-articles .mvc-minisite-card__date'
					)
					.first()
			).toHaveText( /^\d{4}年\d{1,2}月\d{1,2}日$/ );
			// The answers are open details; the form is there with its counter.
			await expect(
				page.locator( 'details.mvc-accordion__item[open]' ).first()
			).toBeVisible();
			await expect( page.getByLabel( '问题描述' ) ).toBeVisible();
			await expect( page.getByText( '0/500' ) ).toBeVisible();
			await context.close();
		} );
	} );
}

test.describe( 'phone reader', () => {
	test.use( PROFILES.phone );

	test( 'a reader of the minisite loads the banner’s Swiper and no React', async ( {
		page,
	} ) => {
		await page.goto( JOURNAL );
		await started( page );
		const height = await page.evaluate( () => document.body.scrollHeight );
		for ( let y = 0; y <= height; y += 600 ) {
			await page.mouse.wheel( 0, 600 );
			await page.waitForTimeout( 50 );
		}
		await page.waitForTimeout( 3000 );
		const handles = await page.evaluate(
			() => window.mvcRuntime?.loaded() ?? []
		);
		expect( handles ).toEqual( [ 'mvc-island-carousel' ] );
		await expect(
			page.locator( '#mvc-minisite-banner.is-ready' )
		).toBeAttached();
	} );
} );

test.describe( 'desktop question', () => {
	test.use( PROFILES.desktop );

	test( 'a question sent from the FAQ tab: the e-mail rule, the counter, then 已成功提交问题 until 完成', async ( {
		page,
	} ) => {
		await page.goto( `${ JOURNAL }#mvc-minisite-faq` );
		await started( page );
		const faq = page.getByRole( 'tabpanel', { name: '常见问题' } );
		await expect( faq ).toBeVisible();
		// The question form's island (the tab also holds 联系编辑部, a form of its own with a 姓名 too).
		const form = faq.locator( '[data-island="faq-form"]' );

		// Going into the form wakes the island; what is typed before it mounts is kept (the jest
		// tests cover that), here the rules are checked on the mounted island.
		await form.getByLabel( '姓名' ).focus();
		await expect( form ).toHaveAttribute( 'data-island-state', 'mounted', {
			timeout: 15_000,
		} );
		await form.getByLabel( '姓名' ).fill( '测试读者' );
		const submit = form.getByRole( 'button', { name: '提交' } );
		await form.getByLabel( '邮箱' ).fill( 'not-an-address' );
		await form.getByLabel( '问题描述' ).click();
		await expect(
			form.getByText( '请输入正确的邮箱格式！' )
		).toBeVisible();
		await expect( submit ).toBeDisabled();

		await form
			.getByLabel( '邮箱' )
			.fill( `reader-${ Date.now() }@example.com` );
		await form.getByLabel( '问题描述' ).fill( '请问审稿周期一般多长？' );
		await expect( form.getByText( '11/500' ) ).toBeVisible();
		await expect( submit ).toBeEnabled();

		await submit.click();
		const dialog = page.getByRole( 'dialog', { name: '已成功提交问题' } );
		await expect( dialog ).toBeVisible( { timeout: 15_000 } );
		await expect( dialog ).toContainText(
			'我们已收到您的问题，将通过邮件回复您。'
		);
		await dialog.getByRole( 'button', { name: '完成' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( form.getByLabel( '问题描述' ) ).toHaveValue( '' );
	} );
} );
