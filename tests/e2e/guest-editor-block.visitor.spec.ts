/**
 * The guest-editor button block placed in a page's content opens the modal; without JavaScript it
 * is a link to the recruitment page.
 */
import { test, expect } from '@playwright/test';

const PAGE = '/call-for-papers/become-a-guest-editor/';

test( 'the block opens the guest-editor modal on the first click', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	const button = page.locator( '.mvc-island--guest-editor-button' );
	await expect( button ).toHaveAttribute( 'data-wake', 'interaction' );

	await button.getByText( '成为客座编辑' ).click();

	await expect(
		page.getByRole( 'dialog', { name: '成为客座编辑' } )
	).toBeVisible();
	await expect( page ).toHaveURL( new RegExp( `${ PAGE }$` ) );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the block is a link to the recruitment page', async ( { page } ) => {
		await page.goto( PAGE );

		await expect(
			page
				.locator( '.mvc-island--guest-editor-button' )
				.getByRole( 'link', { name: '成为客座编辑' } )
		).toHaveAttribute( 'href', new RegExp( `${ PAGE }$` ) );
	} );
} );
