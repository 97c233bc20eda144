/**
 * A member's tag subscriptions in the browser: the research-news tag bar (订阅 / 取消订阅 and the
 * follower count moving by the answer's delta), the tag page (已订阅), and the limit of 10 with its
 * notice and its link to the personal centre.
 */
import { test, expect } from '@playwright/test';

import { logInFreshMember } from './support/members';
import { recordToasts, toastTexts } from './support/toasts';

/**
 * The follower count a tag bar shows.
 *
 * @param text The count's text, such as 12 人订阅.
 */
function followers( text: string | null ): number {
	return Number( /\d+/.exec( text ?? '' )?.[ 0 ] );
}

test( 'a member subscribes from the research-news tag bar and sees the count move', async ( {
	page,
	request,
} ) => {
	await logInFreshMember( page, request );
	// The notices live 3 s: the page reports each when it is drawn.
	const toasts = await recordToasts( page );
	await page.goto( '/research-news/?tag=energy' );
	const bar = page.locator( '.mvc-tag-info' );
	const button = bar.locator( '.mvc-tag-subscribe' );
	await expect( button ).toHaveText( '订阅' );
	const count = bar.locator( '.mvc-tag-subscribe__followers' );
	const before = followers( await count.textContent() );

	await button.click();
	await expect
		.poll( () => toasts )
		.toContainEqual( {
			text: '已订阅 #能源，',
			link: {
				text: '去看看更多相关文章',
				href: expect.stringMatching( /\/tag\/energy\/$/ ),
			},
		} );
	await expect( button ).toHaveText( '取消订阅' );
	await expect( count ).toHaveText( `${ before + 1 } 人订阅` );

	// A member's page is not cached: the tag page shows the subscription on arrival.
	await page.goto( '/tag/energy/' );
	await expect( page.locator( '.mvc-tag-subscribe' ) ).toHaveText( '已订阅' );

	await page.goto( '/research-news/?tag=energy' );
	await expect( button ).toHaveText( '取消订阅' );
	// Members who register in other workers may follow 能源 meanwhile: the count moves by one
	// from what this page shows now.
	const now = followers( await count.textContent() );
	await button.click();
	await expect.poll( () => toastTexts( toasts ) ).toContain( '已取消订阅' );
	await expect( button ).toHaveText( '订阅' );
	await expect( count ).toHaveText( `${ now - 1 } 人订阅` );
} );

test( 'the eleventh subscription is refused with the limit notice and the profile link', async ( {
	page,
	request,
} ) => {
	const nonce = await logInFreshMember( page, request );
	// Not 能源: the other test counts its followers.
	const all = ( await (
		await page
			.context()
			.request.get(
				'/wp-json/wp/v2/tags?per_page=100&hide_empty=true&_fields=id,slug'
			)
	).json() ) as Array< { id: number; slug: string } >;
	const tags = all.filter( ( tag ) => tag.slug !== 'energy' );
	expect( tags.length ).toBeGreaterThan( 10 );
	for ( const tag of tags.slice( 0, 10 ) ) {
		const answer = await page
			.context()
			.request.put( '/wp-json/api/member/subscribe', {
				data: { id: tag.id, flag: true },
				headers: { 'X-WP-Nonce': nonce },
			} );
		expect( answer.status() ).toBe( 200 );
	}

	const toasts = await recordToasts( page );
	await page.goto( `/tag/${ tags[ 10 ].slug }/` );
	const button = page.locator( '.mvc-tag-subscribe' );
	await expect( button ).toHaveText( '订阅' );
	await button.click();
	// A notice of 3 s: the page reports it when it is drawn.
	await expect
		.poll( () => toasts )
		.toContainEqual( {
			text: '订阅标签已达上限（10 个），请前往个人中心管理标签。',
			link: {
				text: '管理标签',
				href: expect.stringMatching( /\/profile\/#tab3$/ ),
			},
		} );
	await expect( button ).toHaveText( '订阅' );
	await expect( button ).toBeEnabled();

	// The first ten are still followed: their tag pages say 已订阅.
	await page.goto( `/tag/${ tags[ 0 ].slug }/` );
	await expect( page.locator( '.mvc-tag-subscribe' ) ).toHaveText( '已订阅' );
} );
