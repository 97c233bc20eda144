/**
 * The page's islands in end-to-end tests.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Wakes every island of the page (what a reader who presses everything gets) once the loader has
 * started, and waits until none is left waking.
 *
 * @param page Page.
 */
export async function wakeAllIslands( page: Page ): Promise< void > {
	await page.waitForFunction(
		() =>
			typeof ( window as unknown as { mvcRuntime?: object } )
				.mvcRuntime === 'object'
	);
	await page.evaluate( () =>
		(
			window as unknown as { mvcRuntime: { wakeAll: () => unknown } }
		 ).mvcRuntime.wakeAll()
	);
	await expect(
		page.locator( '[data-island-state]:not([data-island-state="mounted"])' )
	).toHaveCount( 0, { timeout: 15_000 } );
}
