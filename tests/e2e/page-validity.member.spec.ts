/**
 * A logged-in member's pages are valid too (issue 18, part 1): /profile, /messages, and the home
 * and an article as a member sees them (the header's account menu, the comment form) pass the Nu
 * HTML Checker, axe finds nothing with every island mounted, and each has its meta description. One fresh member, logged in once (support/members.ts).
 */
import { test, expect } from '@playwright/test';

import { logInFreshMember } from './support/members';
import {
	axeViolations,
	fetchPages,
	metaProblems,
	nuErrors,
	settle,
	wakeAll,
	type PageFamily,
} from './support/validity';

test( "a member's pages pass the Nu HTML Checker and axe, and have their meta description", async ( {
	page,
	request,
}, testInfo ) => {
	test.setTimeout( 180_000 );
	const response = await request.get(
		'/wp-json/wp/v2/posts?per_page=1&orderby=date&order=asc&_fields=link'
	);
	const [ article ] = ( await response.json() ) as Array< { link: string } >;
	expect( article, 'an article' ).toBeTruthy();
	const families: PageFamily[] = [
		{
			name: 'member profile',
			path: '/profile/',
			status: 200,
			noindex: true,
		},
		{
			name: 'member messages',
			path: '/messages/',
			status: 200,
			noindex: true,
		},
		{ name: 'member home', path: '/', status: 200 },
		{
			name: 'member article',
			path: new URL( article.link ).pathname,
			status: 200,
		},
	];

	await logInFreshMember( page, request );
	// The page's own context carries the member's cookie: the server draws the member's pages.
	const pages = await fetchPages( page.context().request, families );
	for ( const { family, html } of pages ) {
		expect( html, `${ family.name } is drawn for a member` ).toContain(
			'"loggedIn":true'
		);
	}

	const errors = await nuErrors( pages, testInfo.outputPath( 'html' ) );
	expect(
		errors.length,
		`the Nu HTML Checker (the pages are in ${ testInfo.outputPath(
			'html'
		) }):\n${ errors.join( '\n' ) }\n`
	).toBe( 0 );

	const problems = pages.flatMap( metaProblems );
	expect( problems.length, problems.join( '\n' ) ).toBe( 0 );

	const violations: string[] = [];
	for ( const family of families ) {
		await page.goto( family.path );
		await settle( page );
		await wakeAll( page );
		violations.push(
			...( await axeViolations(
				page,
				`${ family.name } (${ family.path }), islands mounted`
			) )
		);
	}
	expect( violations.length, violations.join( '\n' ) ).toBe( 0 );
} );
