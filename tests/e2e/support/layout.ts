/**
 * What the layout specs measure with: boxes, whether two overlap, and a screenshot attached to the
 * test's report (to look at what a failure measured).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * Whether two boxes overlap, or come closer than `room` px.
 *
 * @param a    A box.
 * @param b    Another.
 * @param room The least distance between them (0: touching is apart).
 */
export function overlaps( a: Box, b: Box, room = 0 ): boolean {
	return (
		a.x - room < b.x + b.width &&
		b.x < a.x + a.width + room &&
		a.y - room < b.y + b.height &&
		b.y < a.y + a.height + room
	);
}

/**
 * The box of a drawn element (fails when it is not drawn).
 *
 * @param locator The element.
 */
export async function boxOf( locator: Locator ): Promise< Box > {
	const box = await locator.boundingBox();
	expect( box, 'a drawn box' ).not.toBeNull();
	return box as Box;
}

/**
 * Attaches a screenshot to the running test's report.
 *
 * @param page     The page.
 * @param name     The attachment's name.
 * @param fullPage The whole page, not only the viewport.
 */
export async function shoot(
	page: Page,
	name: string,
	fullPage = false
): Promise< void > {
	await test.info().attach( name, {
		body: await page.screenshot( { fullPage } ),
		contentType: 'image/png',
	} );
}
