/**
 * Islands mount without moving the page: the cumulative layout shift of the home, a list and the
 * tag page, measured in Chromium while every island wakes.
 */
import { test, expect } from '@playwright/test';

for ( const path of [
	'/',
	'/research-news/?tag=energy',
	'/tag/energy/',
	'/search?s=能源',
] ) {
	test( `no layout shift when the islands of ${ path } mount`, async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			const win = window as unknown as { mvcShift: number };
			win.mvcShift = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as Array<
					PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
					}
				> ) {
					if ( ! entry.hadRecentInput ) {
						win.mvcShift += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		await page.evaluate( async () => {
			await (
				window as unknown as {
					mvcRuntime: { wakeAll: () => Promise< void > };
				}
			 ).mvcRuntime.wakeAll();
		} );
		await page.waitForTimeout( 500 );
		const shift = await page.evaluate(
			() => ( window as unknown as { mvcShift: number } ).mvcShift
		);
		expect( shift ).toBeLessThan( 0.01 );
	} );
}
