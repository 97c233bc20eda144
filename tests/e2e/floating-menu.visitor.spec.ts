/**
 * The floating tool menu and the guest-editor modal (public-site.md, "Floating tool menu" and
 * "Guest-editor modal"), on an article page, as a visitor.
 */
import { test, expect, type Page } from '@playwright/test';

async function openArticle( page: Page ): Promise< void > {
	// The oldest research article: the newest may be another spec's, taken down while this one
	// reads it (page-cache-purge).
	const response = await page.request.get(
		'/wp-json/wp/v2/posts?per_page=1&categories=128&orderby=date&order=asc&_fields=link'
	);
	const [ post ] = ( await response.json() ) as Array< { link: string } >;
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( post.link );
	// Make the article long enough to scroll past the threshold on any viewport.
	await page.evaluate( () => {
		document.body.style.minHeight = '4000px';
	} );
}

const menu = ( page: Page ) =>
	page.getByRole( 'navigation', { name: '工具栏' } );

test( 'appears only past 300 px of scroll', async ( { page } ) => {
	await openArticle( page );

	await page.evaluate( () => window.scrollTo( 0, 200 ) );
	// The loader's behaviours have started (the page is drawn as enhanced).
	await page.waitForFunction( () =>
		document.documentElement.classList.contains( 'mvc-js' )
	);
	await expect( menu( page ) ).toBeHidden();

	await page.evaluate( () => window.scrollTo( 0, 301 ) );
	await expect( menu( page ) ).toBeVisible();

	await page.evaluate( () => window.scrollTo( 0, 300 ) );
	await expect( menu( page ) ).toBeHidden();
} );

test( 'back to top scrolls smoothly to the top', async ( { page } ) => {
	await openArticle( page );
	await page.evaluate( () => window.scrollTo( 0, 1500 ) );

	await menu( page ).getByRole( 'button', { name: '回到顶部' } ).click();

	await page.waitForFunction( () => window.scrollY === 0 );
	await expect( menu( page ) ).toBeHidden();
} );

test( 'the ellipsis reveals the guest-editor and call-for-papers items, leaving collapses them', async ( {
	page,
} ) => {
	await openArticle( page );
	await page.evaluate( () => window.scrollTo( 0, 800 ) );
	const nav = menu( page );
	const guest = nav.getByRole( 'button', { name: '成为客座编辑' } );
	const cfp = nav.getByRole( 'link', { name: '正在征稿' } );

	await expect( nav ).toBeVisible();
	await expect( guest ).toBeHidden();
	await nav.getByRole( 'button', { name: '更多' } ).hover();
	await expect( guest ).toBeVisible();
	await expect( cfp ).toHaveAttribute( 'href', /\/call-for-papers\/$/ );

	await page.mouse.move( 10, 10 );
	await expect( guest ).toBeHidden();
	await expect( cfp ).toBeHidden();
} );

test( 'the call-for-papers item opens the list at its top', async ( {
	page,
} ) => {
	await openArticle( page );
	await page.evaluate( () => window.scrollTo( 0, 800 ) );
	await menu( page ).getByRole( 'button', { name: '更多' } ).hover();

	await menu( page ).getByRole( 'link', { name: '正在征稿' } ).click();

	await expect( page ).toHaveURL( /\/call-for-papers\/$/ );
	await expect( page ).toHaveTitle( /^正在征稿 – / );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
} );

test( 'refresh reloads the page', async ( { page } ) => {
	await openArticle( page );
	await page.evaluate( () => {
		( window as unknown as { mvcMarker: number } ).mvcMarker = 1;
		window.scrollTo( 0, 800 );
	} );

	await Promise.all( [
		page.waitForEvent( 'load' ),
		menu( page ).getByRole( 'button', { name: '刷新' } ).click(),
	] );

	expect(
		await page.evaluate(
			() => ( window as unknown as { mvcMarker?: number } ).mvcMarker
		)
	).toBeUndefined();
} );

test( 'the guest-editor modal lists the four benefits, links to the application and closes by icon or backdrop', async ( {
	page,
} ) => {
	await openArticle( page );
	await page.evaluate( () => window.scrollTo( 0, 800 ) );
	await menu( page ).getByRole( 'button', { name: '更多' } ).hover();
	await menu( page ).getByRole( 'button', { name: '成为客座编辑' } ).click();

	const dialog = page.getByRole( 'dialog', { name: '成为客座编辑' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( 'li' ) ).toHaveText( [
		/搭建研究成果汇聚平台/,
		/以编辑身份学习出版流程/,
		/拓展学者人脉与学术影响力/,
		/获得机构认可，助力职业发展/,
	] );
	const apply = dialog.getByRole( 'link', { name: /立即申请/ } );
	await expect( apply ).toHaveAttribute( 'target', '_blank' );
	// The demo content's application form (a fresh site leads to the contact page).
	await expect( apply ).toHaveAttribute(
		'href',
		'https://example.com/demo/guest-editor-application'
	);
	expect( ( await dialog.boundingBox() )?.width ).toBe( 545 );

	// A click inside the dialog keeps it open; the close icon closes it.
	await dialog.locator( 'li' ).first().click();
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: '关闭' } ).click();
	await expect( dialog ).toBeHidden();

	// The backdrop closes it too.
	await menu( page ).getByRole( 'button', { name: '更多' } ).hover();
	await menu( page ).getByRole( 'button', { name: '成为客座编辑' } ).click();
	await expect( dialog ).toBeVisible();
	await page.mouse.click( 20, 400 );
	await expect( dialog ).toBeHidden();
} );
