/**
 * 个人中心的左侧标签页（members.md 第 2 节）：一位新会员点赞一篇文章、订阅三个标签后打开 /profile：
 * 我的点赞里有这篇文章，取消点赞后它留在列表里、按钮变回“点赞”；我的收藏为空时提示去搜索；我的订阅
 * 按会员的顺序列出标签，在“管理标签”里调整顺序后关闭即生效，刷新后顺序仍在（服务器也记住了）。
 * 关掉 JavaScript 时，地址里的 #tab2 仍然显示收藏页。只登录一次。
 */
import { test, expect, type Page } from '@playwright/test';

import { logInFreshMember } from './support/members';

/**
 * 截图，作为测试的附件保存。
 *
 * @param target   页面。
 * @param name     附件名。
 * @param fullPage 是否整页。
 */
async function shoot( target: Page, name: string, fullPage = false ) {
	const path = test.info().outputPath( `${ name }.png` );
	await target.screenshot( { path, fullPage } );
	await test.info().attach( name, { path, contentType: 'image/png' } );
}

test( '会员在个人中心查看并取消点赞、调整订阅标签的顺序', async ( {
	page,
	request,
	browser,
} ) => {
	const nonce = await logInFreshMember( page, request );
	const api = page.context().request;
	// The oldest post: the newest may be another spec's, taken down meanwhile (page-cache-purge).
	const [ post ] = ( await (
		await api.get(
			'/wp-json/wp/v2/posts?per_page=1&orderby=date&order=asc&_fields=id,title'
		)
	).json() ) as Array< { id: number; title: { rendered: string } } >;
	expect(
		(
			await api.put( '/wp-json/api/member/like', {
				data: { id: post.id, flag: true },
				headers: { 'X-WP-Nonce': nonce },
			} )
		).status()
	).toBe( 200 );
	const tags = (
		( await (
			await api.get(
				'/wp-json/wp/v2/tags?per_page=3&hide_empty=true&orderby=count&order=desc&_fields=id,name'
			)
		).json() ) as Array< { id: number; name: string } >
	 ).slice( 0, 3 );
	expect( tags ).toHaveLength( 3 );
	for ( const tag of tags ) {
		const answer = await api.put( '/wp-json/api/member/subscribe', {
			data: { id: tag.id, flag: true },
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( answer.status() ).toBe( 200 );
	}
	const names = tags.map( ( tag ) => tag.name );

	// 我的点赞（默认）：文章在列表里；取消后仍在，按钮变成“点赞”。
	await page.goto( '/profile/' );
	await expect(
		page.getByRole( 'tab', { name: '我的点赞' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	const likes = page.locator( '#tab1' );
	const card = likes.locator( '.mvc-profile-card' ).first();
	await expect( card.locator( '.mvc-profile-card__title' ) ).toHaveText(
		post.title.rendered
	);
	await page.waitForSelector(
		'[data-island="profile-tabs"][data-island-state="mounted"]'
	);
	await card.getByRole( 'button', { name: '取消点赞' } ).click();
	await expect( card.getByRole( 'button', { name: '点赞' } ) ).toBeEnabled();
	await expect( card.locator( '.mvc-profile-card__title' ) ).toBeVisible();
	await shoot( page, 'likes' );

	// 我的收藏：空状态，提示按关键词搜索。
	await page.getByRole( 'tab', { name: '我的收藏' } ).click();
	await expect( page ).toHaveURL( /#tab2$/ );
	await expect( page.getByText( '您还没有收藏过文章' ) ).toBeVisible();
	await expect(
		page.locator( '#tab2' ).getByRole( 'link', { name: '去搜索' } )
	).toHaveAttribute( 'href', /\/search\/?$/ );

	// 我的订阅：按订阅顺序；在管理标签里把第一个下移，关闭后生效。
	await page.getByRole( 'tab', { name: '我的订阅' } ).click();
	const tagList = page.getByRole( 'tablist', { name: '已订阅的标签' } );
	await expect( tagList.getByRole( 'tab' ) ).toHaveText( names );
	await page.getByRole( 'button', { name: '管理标签' } ).click();
	const dialog = page.getByRole( 'dialog', { name: '管理标签' } );
	await expect(
		dialog.getByText( '想发现更多感兴趣的话题？' )
	).toBeVisible();
	await dialog
		.getByRole( 'button', { name: `下移“${ names[ 0 ] }”` } )
		.click();
	await shoot( page, 'manage-tags' );
	const reordered = [ names[ 1 ], names[ 0 ], names[ 2 ] ];
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( '/api/member/subscription-order' ) &&
			response.status() === 200
	);
	await dialog.getByRole( 'button', { name: '完成' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( tagList.getByRole( 'tab' ) ).toHaveText( reordered );
	await saved;
	await expect(
		page
			.locator(
				'#tab3 .mvc-profile-card, #tab3 .mvc-profile-empty__hint'
			)
			.first()
	).toBeVisible();
	await shoot( page, 'subscriptions' );

	// 服务器记住了顺序：换一个没有本地存储的浏览器（关掉 JavaScript）也看到新顺序，#tab2 显示收藏页。
	const plain = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: { cookies: await page.context().cookies(), origins: [] },
	} );
	const still = await plain.newPage();
	await still.goto( '/profile/#tab3' );
	await expect(
		still.locator( '#tab3 .mvc-profile-subscriptions__tags a' )
	).toHaveText( reordered );
	await expect( still.locator( '#tab3' ) ).toBeVisible();
	await expect( still.locator( '#tab1' ) ).toBeHidden();
	await still.goto( '/profile/#tab2' );
	await expect( still.getByText( '您还没有收藏过文章' ) ).toBeVisible();
	await still.setViewportSize( { width: 390, height: 844 } );
	await still.goto( '/profile/#tab3' );
	await shoot( still, 'phone-without-javascript', true );
	await plain.close();
} );
