/**
 * The guest-editor button block in the block editor: its editor script, registered only when an
 * editor loads its blocks' assets, is there and registers the block with its Chinese title.
 */
import { test, expect } from '@playwright/test';
import { logInOperator } from './support/operators';

test( 'an operator finds the block in the editor', async ( { page } ) => {
	await logInOperator( page );

	await page.goto( '/wp-admin/post-new.php' );

	await expect(
		page.locator( 'script#mvc-guest-editor-button-editor-script-js' )
	).toHaveCount( 1 );
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							wp?: {
								blocks?: {
									getBlockType: (
										name: string
									) => { title: string } | undefined;
								};
							};
						}
					 ).wp?.blocks?.getBlockType( 'mvc/guest-editor-button' )
						?.title ?? null
			)
		)
		.toBe( '客座编辑按钮' );
} );
