/**
 * The administrator runs 站点设置 (Settings > Site settings) by name, in Chinese, and visitors see
 * the result: the categories are lists of names, the tags token fields fed by the tag search (no
 * id on the page), the footer's QR code comes from the media library, the contact page's address
 * and the editing-services link (the header menu's item) are settings. No CSP violation, page error,
 * console error or PHP error text on the way. The editor cannot open the page.
 *
 * The test site is shared with the other specs running meanwhile: the tag choices are saved as they
 * were (a token taken out and chosen again by name), and what changes (the filing number, the
 * address, the editing-services link, the QR code) carries this run's own values.
 */
import { test, expect } from '@playwright/test';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

const SETTINGS = '/wp-admin/options-general.php?page=mvc-settings';

test( 'the administrator chooses settings by name and visitors see them', async ( {
	page,
} ) => {
	const problems = await watchPage( page );
	const stamp = Date.now();
	await logInOperator( page );

	await page.goto( SETTINGS );
	await expect( page.locator( 'h1' ) ).toHaveText( '站点设置' );

	// Categories by name.
	await expect(
		page.getByLabel( '科研资讯分类' ).locator( 'option:checked' )
	).toHaveText( '科研资讯' );

	// Tags as token fields, by name; no id on the page.
	const research = page.locator( '.mvc-settings-token' ).first();
	// A token's name (its visually hidden "1 of 5" apart).
	const NAME =
		'.components-form-token-field__token-text [aria-hidden="true"]';
	const tokens = research.locator( NAME );
	await expect( tokens.first() ).toBeVisible();
	const before = await tokens.allInnerTexts();
	expect( before.length ).toBeGreaterThan( 0 );
	const table = page.locator( '.form-table' ).first();
	await expect( table ).not.toContainText( /\b(?:128|153|159|145)\b/ );

	// Take the last tag out and choose it again by name from the tag search: the same choice.
	const last = before[ before.length - 1 ];
	await research
		.locator( '.components-form-token-field__token' )
		.last()
		.getByRole( 'button' )
		.click();
	await expect( tokens ).toHaveCount( before.length - 1 );
	const input = page.getByRole( 'combobox', { name: '科研资讯标签页' } );
	await input.fill( last );
	const suggestion = page.getByRole( 'option', { name: last, exact: true } );
	await expect( suggestion ).toBeVisible();
	await suggestion.click();
	await expect( tokens ).toHaveText( before );

	// A name that is no tag is refused in Chinese and the field keeps its tags.
	const industry = page.getByRole( 'combobox', { name: '标签页 1' } );
	const missing = `没有这个标签${ stamp }`;
	await industry.fill( missing );
	await industry.press( 'Enter' );

	// The footer QR from the media library.
	const qr = page.locator( '[data-mvc-image="mvc_follow_qr_image_id"]' );
	await qr.getByRole( 'button', { name: /从媒体库选择|更换图片/ } ).click();
	const modal = page.locator( '.media-modal' ).last();
	await expect( modal ).toBeVisible();
	await modal.getByRole( 'tab', { name: '媒体库' } ).click();
	await modal.locator( '#media-search-input' ).fill( '演示二维码' );
	// The demo QR by its title: the grid shows other pictures until the search has answered.
	const picture = modal
		.locator( 'li.attachment[aria-label*="演示二维码"]' )
		.first();
	await expect( picture ).toBeVisible();
	const attachment = await picture.getAttribute( 'data-id' );
	await picture.click();
	await modal.getByRole( 'button', { name: '使用此图片' } ).click();
	await expect( modal ).toBeHidden();
	await expect( qr.locator( 'img' ) ).toBeVisible();
	await expect( page.locator( '#mvc_follow_qr_image_id' ) ).toHaveValue(
		attachment ?? ''
	);

	// The filing number, the contact address, the editing-services link.
	const icp = `沪ICP备${ stamp % 100000000 }号`;
	const address = `上海市浦东新区测试路 ${ stamp % 1000 } 号`;
	const editing = `https://editing.example.org/${ stamp }`;
	await page.getByLabel( 'ICP 备案号' ).fill( icp );
	await page.getByLabel( '邮寄地址' ).fill( address );
	await page.getByLabel( '语言润色服务' ).fill( editing );
	await page.getByRole( 'button', { name: '保存更改' } ).click();

	// The unknown tag name is named; nothing else went wrong, the rest is saved.
	const error = page.locator( '#setting-error-mvc_industry_news_tabs' );
	await expect( error ).toContainText( `没有名为“${ missing }”的标签` );
	await expect( page.locator( '.notice-error' ) ).toHaveCount( 1 );
	await expect( tokens ).toHaveText( before );
	await expect(
		page.locator( '.mvc-settings-token' ).nth( 1 ).locator( NAME )
	).not.toContainText( [ missing ] );
	await expect( page.getByLabel( '邮寄地址' ) ).toHaveValue( address );

	// Visitors see them (a fresh copy: the settings emptied the page cache).
	await page.context().clearCookies();
	await page.goto( `/contact?settings=${ stamp }` );
	await expect( page.locator( '.mvc-footer__icp' ) ).toHaveText( icp );
	await expect( page.locator( '.mvc-contact__street' ) ).toHaveText(
		address
	);
	await expect( page.locator( '.mvc-footer__qr img' ) ).toHaveAttribute(
		'src',
		/mvc-demo-90/
	);
	const item = page
		.locator( '.mvc-menu' )
		.getByRole( 'link', { name: '语言润色服务', includeHidden: true } );
	await expect( item ).toHaveAttribute( 'href', editing );
	await expect( item ).toHaveAttribute( 'target', '_blank' );

	expect( problems ).toEqual( [] );
} );

test( 'the editor cannot open 站点设置', async ( { page } ) => {
	await logInOperator( page, 'editor' );
	const response = await page.goto( SETTINGS );
	expect( response?.status() ).toBe( 403 );
	await expect( page.locator( '#adminmenu' ) ).toHaveCount( 0 );
} );
