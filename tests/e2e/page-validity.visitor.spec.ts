/**
 * Every page family is valid (issue 18, part 1): its server HTML passes the Nu HTML Checker without
 * an error, axe finds no WCAG 2.1 A/AA violation on the page as a visitor reads it and with every
 * island mounted (and on a phone with the menu drawer open), the search and a filtered courses view
 * say noindex, follow on purpose and every other page has one meta description. The pages are found from the demo content
 * at run time (support/validity.ts).
 */
import { test, expect, type Page } from '@playwright/test';

import {
	axeViolations,
	descriptionOf,
	fetchPages,
	metaProblems,
	nuErrors,
	publicFamilies,
	settle,
	wakeAll,
	type PageFamily,
} from './support/validity';

test.describe.configure( { mode: 'parallel' } );

const PHONE = {
	viewport: { width: 390, height: 844 },
	hasTouch: true,
	isMobile: true,
};

test( 'the server HTML of every page family passes the Nu HTML Checker', async ( {
	request,
}, testInfo ) => {
	test.setTimeout( 120_000 );
	const pages = await fetchPages( request, await publicFamilies( request ) );
	const errors = await nuErrors( pages, testInfo.outputPath( 'html' ) );
	expect(
		errors.length,
		`the Nu HTML Checker on ${ pages.length } pages (their HTML is in ${ testInfo.outputPath(
			'html'
		) }):\n${ errors.join( '\n' ) }\n`
	).toBe( 0 );
} );

test( 'the search and a filtered courses view say noindex, follow; every other page has one meta description of its own', async ( {
	request,
} ) => {
	test.setTimeout( 60_000 );
	const pages = await fetchPages( request, await publicFamilies( request ) );
	const problems = pages.flatMap( metaProblems );
	expect( problems.length, problems.join( '\n' ) ).toBe( 0 );

	// An article's and a list's description are their own, not the home's.
	const home = descriptionOf( pages[ 0 ].html );
	for ( const { family, html } of pages ) {
		if ( /^(article|list) /.test( family.name ) ) {
			expect( descriptionOf( html ), family.name ).not.toBe( home );
		}
	}
} );

/**
 * Opens a page and returns axe's violations as a visitor reads it (islands asleep, their server
 * placeholders showing) and with every island mounted.
 *
 * @param page   Page.
 * @param family Page family.
 */
async function axeBothStates(
	page: Page,
	family: PageFamily
): Promise< string[] > {
	// Colours are read at rest: an entrance animation caught halfway (axe scrolls to what it checks,
	// which starts the home's promo entrances) blends a card with the page. The reader who asks for
	// less motion sees every card at once, and so does axe.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	const response = await page.goto( family.path );
	expect( response?.status(), family.path ).toBe( family.status );
	await settle( page );
	const label = `${ family.name } (${ family.path })`;
	const asRead = await axeViolations( page, `${ label }, as read` );
	await wakeAll( page );
	return [
		...asRead,
		...( await axeViolations( page, `${ label }, islands mounted` ) ),
	];
}

// Every other family in each of two tests, so that two workers share them.
for ( const part of [ 0, 1 ] ) {
	test( `axe finds nothing on a desktop, page families ${
		part + 1
	} of 2`, async ( { page, request } ) => {
		test.setTimeout( 240_000 );
		const families = ( await publicFamilies( request ) ).filter(
			( _, index ) => index % 2 === part
		);
		const violations: string[] = [];
		for ( const family of families ) {
			violations.push( ...( await axeBothStates( page, family ) ) );
		}
		expect( violations.length, violations.join( '\n' ) ).toBe( 0 );
	} );
}

test( 'axe finds nothing on a phone, with the menu drawer closed and open', async ( {
	browser,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const families = await publicFamilies( request );
	const context = await browser.newContext( PHONE );
	const page = await context.newPage();
	const violations: string[] = [];
	for ( const name of [
		'home',
		'list research-news',
		'article in research-news',
		'journal minisite',
	] ) {
		const family = families.find(
			( candidate ) => candidate.name === name
		);
		expect( family, name ).toBeTruthy();
		if ( ! family ) {
			continue;
		}
		violations.push( ...( await axeBothStates( page, family ) ) );
		await page.locator( '.mvc-drawer > summary' ).click();
		await expect( page.locator( '.mvc-drawer__panel' ) ).toBeVisible();
		violations.push(
			...( await axeViolations(
				page,
				`${ family.name } (${ family.path }), phone, drawer open`
			) )
		);
	}
	await context.close();
	expect( violations.length, violations.join( '\n' ) ).toBe( 0 );
} );
