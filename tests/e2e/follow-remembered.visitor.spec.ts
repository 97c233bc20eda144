/**
 * A followed special issue is remembered (issue 27; public-site spec: the button turns grey, the
 * e-mail is remembered 24 hours under mvc_follow_cfp_email): after the follow a later visit of the
 * cached page shows 待确认 grey and disabled, after the mail's 确认关注 it shows 已关注, in the
 * article and in the call-for-papers list, in the link's place and size (no layout shift), with
 * no console error or CSP violation; another special issue still offers 关注特刊 with the address
 * filled in.
 */
import { test, expect, type Page } from '@playwright/test';

import { waitForMailTo } from './support/mail';
import { unique } from './support/members';
import { watchPage } from './support/watch';

const ARTICLE = '/call-for-papers/special-issue-02/';
const OTHER = '/call-for-papers/special-issue-03/';

/**
 * The page's layout shift from its start, as layout.visitor.spec.ts allows for a page whose islands
 * mount (CLS 0.01; Chrome's "good" is 0.1). The button's own box is compared with the link's below.
 */
const MAX_SHIFT = 0.01;

/**
 * Opens a page counting its layout shifts; returns their sum once the page is drawn.
 *
 * @param page Page.
 * @param path Where.
 */
async function shiftOf( page: Page, path: string ): Promise< number > {
	await page.goto( path );
	await page.waitForFunction(
		() =>
			typeof ( window as unknown as { mvcRuntime?: object } )
				.mvcRuntime === 'object'
	);
	return page.evaluate( async () => {
		await document.fonts.ready;
		for ( let frame = 0; frame < 2; frame++ ) {
			await new Promise( ( resolve ) =>
				requestAnimationFrame( resolve )
			);
		}
		return new Promise< number >( ( resolve ) => {
			let sum = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as Array<
					PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
					}
				> ) {
					if ( ! entry.hadRecentInput ) {
						sum += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
			setTimeout( () => resolve( sum ), 100 );
		} );
	} );
}

test( 'a followed special issue stays grey on later visits, 待确认 then 已关注', async ( {
	page,
} ) => {
	const problems = await watchPage( page );
	const email = `${ unique( 'remembered' ) }@example.com`;
	const box = page.locator( '.mvc-special-issue .mvc-follow' );

	// First visit: the server's link, its place and size.
	await page.goto( ARTICLE );
	const link = box.getByRole( 'link', { name: '关注特刊' } );
	const linkBox = await link.boundingBox();
	await link.click();
	const dialog = page.getByRole( 'dialog', { name: '关注特刊' } );
	await dialog.getByLabel( '邮箱' ).fill( email );
	await dialog.getByLabel( /我同意接收出版方/ ).check();
	await dialog.getByRole( 'button', { name: '关注', exact: true } ).click();
	await expect(
		box.getByRole( 'button', { name: '请查收确认邮件' } )
	).toBeDisabled();

	// A later visit: the page (the same for every visitor) says what this browser remembers.
	expect( await shiftOf( page, ARTICLE ) ).toBeLessThan( MAX_SHIFT );
	const asked = box.getByRole( 'button', { name: '待确认' } );
	await expect( asked ).toBeDisabled();
	await expect( asked ).toHaveClass( /is-followed/ );
	await expect( box.getByRole( 'link', { name: '关注特刊' } ) ).toHaveCount(
		0
	);
	const askedBox = await asked.boundingBox();
	expect( askedBox?.x ).toBeCloseTo( linkBox?.x ?? -1, 0 );
	expect( askedBox?.y ).toBeCloseTo( linkBox?.y ?? -1, 0 );
	expect( askedBox?.width ).toBeCloseTo( linkBox?.width ?? -1, 0 );
	expect( askedBox?.height ).toBeCloseTo( linkBox?.height ?? -1, 0 );

	// The mail's link, then 确认关注: the article says so, and later visits say 已关注.
	const mail = await waitForMailTo( email );
	const confirm =
		/https?:\/\/[^\s"<>]+\/follow\/confirm\?token=[0-9a-f]+/.exec(
			mail.text ?? ''
		)?.[ 0 ];
	await page.goto( confirm ?? '' );
	await page.getByRole( 'button', { name: '确认关注' } ).click();
	await expect( page ).toHaveURL( /\/special-issue-02\/\?followed=1/ );

	expect( await shiftOf( page, ARTICLE ) ).toBeLessThan( MAX_SHIFT );
	await expect(
		box.getByRole( 'button', { name: '已关注' } )
	).toBeDisabled();

	// The list's card of the same issue too (its 查看详情 beside it does not move).
	expect( await shiftOf( page, '/call-for-papers/' ) ).toBeLessThan(
		MAX_SHIFT
	);
	const states = await page
		.locator( '[data-island="follow-special-issue"]' )
		.evaluateAll( ( containers ) =>
			containers.map( ( container ) => ( {
				postId: (
					JSON.parse(
						container.querySelector( 'script' )?.textContent ?? '{}'
					) as { postId: number }
				 ).postId,
				text: container.lastElementChild?.textContent,
				disabled:
					container.querySelector( 'button' )?.disabled ?? false,
			} ) )
		);
	const articleId = await page.evaluate( () =>
		Number(
			Object.entries(
				(
					JSON.parse(
						window.localStorage.getItem( 'mvc_follow_cfp_email' ) ??
							'{}'
					) as { issues: Record< string, string > }
				 ).issues
			).find( ( [ , state ] ) => state === 'confirmed' )?.[ 0 ]
		)
	);
	expect( states ).toContainEqual( {
		postId: articleId,
		text: '已关注',
		disabled: true,
	} );
	expect(
		states.filter( ( state ) => state.postId !== articleId )[ 0 ]
	).toMatchObject( { text: '关注特刊', disabled: false } );

	// Another special issue: still 关注特刊, the address filled in.
	await page.goto( OTHER );
	await box.getByRole( 'link', { name: '关注特刊' } ).click();
	await expect(
		page.getByRole( 'dialog', { name: '关注特刊' } ).getByLabel( '邮箱' )
	).toHaveValue( email );

	expect( problems ).toEqual( [] );
} );
