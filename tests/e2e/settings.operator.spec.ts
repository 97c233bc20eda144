/**
 * The operator changes the footer's filing number in wp-admin, in Chinese, and visitors see it.
 */
import { test, expect } from '@playwright/test';
import { logInOperator } from './support/operators';

test( 'the operator edits the ICP filing number on the site settings page', async ( {
	page,
} ) => {
	await logInOperator( page );

	await page.goto( '/wp-admin/options-general.php?page=mvc-settings' );
	await expect( page.locator( 'h1' ) ).toHaveText( '站点设置' );
	await expect( page.getByLabel( '科研资讯分类 ID' ) ).toHaveValue( '128' );
	await expect( page.getByLabel( '行业资讯标签页' ) ).toHaveValue(
		'145, 147; 146, 148; 428; 593'
	);

	const icp = `沪ICP备${ Date.now() % 100000000 }号`;
	await page.getByLabel( 'ICP 备案号' ).fill( icp );
	await page.getByRole( 'button', { name: '保存更改' } ).click();
	await expect(
		page.locator( '#setting-error-settings_updated' )
	).toBeVisible();

	await page.context().clearCookies();
	await page.goto( `/contact?icp=${ Date.now() }` );
	await expect( page.locator( '.mvc-footer__icp' ) ).toHaveText( icp );
} );
