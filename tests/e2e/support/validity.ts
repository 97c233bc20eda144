/**
 * Page validity (issue 18): the page families of the site, found from the demo content at run time
 * (REST and the links of the server's HTML, never an id), the Nu HTML Checker run once over their
 * server HTML, axe over the rendered page, and the meta tags of the head.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import AxeBuilder from '@axe-core/playwright';
import {
	expect,
	type APIRequestContext,
	type Page,
	type Request,
} from '@playwright/test';

import { wakeAllIslands } from './islands';

/** The checker, from the npm package vnu-jar (run on Debian's Java; bin/install.sh installs it). */
export const VNU_JAR = path.resolve(
	'node_modules/vnu-jar/build/dist/vnu.jar'
);

/** The WCAG levels axe checks. */
export const AXE_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/** The frame of the WeChat login's QR code (src/islands/member-area/WeChatLogin.tsx). */
const WECHAT_FRAME = 'iframe.mvc-wechat__frame';

/** One page of a family. */
export interface PageFamily {
	/** What the page is, in a failure message. */
	name: string;
	/** Path and query on the site. */
	path: string;
	/** The status the page answers. */
	status: number;
	/**
	 * True for the pages left out of search engines on purpose (the search, a filtered courses
	 * view: Content\Courses; a member's /profile/ and /messages/): they must say noindex, follow,
	 * and need no description.
	 */
	noindex?: boolean;
}

/** A page's server HTML. */
export interface FetchedPage {
	family: PageFamily;
	html: string;
}

interface Term {
	id: number;
	slug: string;
	name: string;
	link: string;
}

/**
 * The path and query of an absolute URL.
 *
 * @param link URL.
 */
function pathOf( link: string ): string {
	const url = new URL( link );
	return url.pathname + url.search;
}

/**
 * A GET of the REST API that must answer 200.
 *
 * @param request API context.
 * @param route   Route and query under /wp-json/.
 */
async function rest< T >(
	request: APIRequestContext,
	route: string
): Promise< T > {
	const response = await request.get( `/wp-json/${ route }` );
	expect( response.status(), route ).toBe( 200 );
	return ( await response.json() ) as T;
}

/**
 * The first link of a page's server HTML whose href matches.
 *
 * @param request API context.
 * @param page    Path of the page.
 * @param href    Pattern of the href (its first group is the link when it has one).
 */
async function linkOn(
	request: APIRequestContext,
	page: string,
	href: RegExp
): Promise< string > {
	const html = await ( await request.get( page ) ).text();
	const link = new RegExp( `href="(${ href.source })"` ).exec( html )?.[ 1 ];
	expect( link, `a link matching ${ href } on ${ page }` ).toBeTruthy();
	return pathOf(
		new URL( ( link ?? '' ).replace( /&amp;/g, '&' ), 'http://site' ).href
	);
}

/**
 * Every public page family of the site (public-site spec, section 2, and what routes.visitor.spec.ts
 * and public-pages.visitor.spec.ts visit): the home, each category's list and its oldest article
 * (the demo's own, not one a test just made), a list's second page and tag tabs, industry news'
 * second page of a tab, a tag page, the search with a query, without one and without a result,
 * the journals (all and of a category) and a minisite, the application routes (and a filtered
 * courses page, the podcast's second page), the static pages and the 404s.
 *
 * @param request API context.
 */
export async function publicFamilies(
	request: APIRequestContext
): Promise< PageFamily[] > {
	const families: PageFamily[] = [ { name: 'home', path: '/', status: 200 } ];
	const categories = await rest< Term[] >(
		request,
		'wp/v2/categories?per_page=100&hide_empty=true&_fields=id,slug,name,link'
	);
	for ( const category of categories ) {
		families.push( {
			name: `list ${ category.slug }`,
			path: pathOf( category.link ),
			status: 200,
		} );
		const [ post ] = await rest< Array< { link: string } > >(
			request,
			`wp/v2/posts?categories=${ category.id }&per_page=1&orderby=date&order=asc&_fields=link`
		);
		if ( post ) {
			families.push( {
				name: `article in ${ category.slug }`,
				path: pathOf( post.link ),
				status: 200,
			} );
		}
	}
	const list = ( slug: string ) =>
		categories.find( ( category ) => category.slug === slug );
	const research = list( 'research-news' );
	const papers = list( 'call-for-papers' );
	expect( research, 'the research-news category' ).toBeTruthy();
	expect( papers, 'the call-for-papers category' ).toBeTruthy();
	const researchPath = pathOf( research?.link ?? '' );
	const papersPath = pathOf( papers?.link ?? '' );
	families.push(
		{
			name: 'list page 2',
			path: await linkOn(
				request,
				researchPath,
				/[^"]*\/page\/2\/[^"]*/
			),
			status: 200,
		},
		{
			name: 'list with a tag tab',
			path: await linkOn( request, researchPath, /[^"]*\?tag=[^"]+/ ),
			status: 200,
		},
		{
			name: 'calls for papers with a tag tab',
			path: await linkOn( request, papersPath, /[^"]*\?tag=[^"]+/ ),
			status: 200,
		}
	);

	const [ tag ] = await rest< Term[] >(
		request,
		'wp/v2/tags?orderby=count&order=desc&per_page=1&hide_empty=true&_fields=id,slug,name,link'
	);
	expect( tag, 'a tag with articles' ).toBeTruthy();
	families.push(
		{ name: 'tag', path: pathOf( tag.link ), status: 200 },
		{
			name: 'search with results',
			path: `/search?s=${ encodeURIComponent( tag.name ) }`,
			status: 200,
			noindex: true,
		},
		{
			name: 'search without a result',
			path: '/search?s=zzqxvalidity',
			status: 200,
			noindex: true,
		},
		{ name: 'search panel', path: '/search', status: 200, noindex: true }
	);

	// The oldest journal: the newest may be the one journal-fields publishes and deletes.
	const [ journal ] = await rest< Array< { link: string } > >(
		request,
		'wp/v2/journals?per_page=1&orderby=date&order=asc&_fields=link'
	);
	expect( journal, 'a journal' ).toBeTruthy();
	families.push(
		{
			name: 'journals',
			path: pathOf( new URL( '..', journal.link ).href ),
			status: 200,
		},
		{ name: 'journal minisite', path: pathOf( journal.link ), status: 200 }
	);

	for ( const route of [
		'courses',
		'podcast',
		'contact',
		'profile',
		'messages',
	] ) {
		families.push( {
			name: route,
			path: `/${ route }/`,
			status: 200,
			// A member's own pages are left out of search engines (Routes::PRIVATE_ROUTES).
			noindex: route === 'profile' || route === 'messages',
		} );
	}
	const industry = list( 'industry-news' );
	expect( industry, 'the industry-news category' ).toBeTruthy();
	families.push(
		{
			name: 'industry news page 2 of a tab',
			path: await linkOn(
				request,
				pathOf( industry?.link ?? '' ),
				/[^"]*\/page\/2\/\?tab=[^"]+/
			),
			status: 200,
		},
		{
			name: 'journals of a category',
			path: await linkOn(
				request,
				pathOf( new URL( '..', journal.link ).href ),
				/[^"]*\/journals\/\?category=[^"]+/
			),
			status: 200,
		},
		{
			name: 'courses filtered',
			path: await linkOn(
				request,
				'/courses/',
				/[^"]*\/courses\/\?[^"]+/
			),
			status: 200,
			noindex: true,
		},
		{
			name: 'podcast page 2',
			path: await linkOn(
				request,
				'/podcast/',
				/[^"]*\/podcast\/page\/2\/[^"]*/
			),
			status: 200,
		}
	);
	const pages = await rest< Array< { slug: string; link: string } > >(
		request,
		'wp/v2/pages?per_page=100&_fields=slug,link'
	);
	for ( const page of pages ) {
		families.push( {
			name: `page ${ page.slug }`,
			path: pathOf( page.link ),
			status: 200,
		} );
	}
	families.push(
		{ name: '404', path: '/404', status: 404 },
		{ name: 'unknown address', path: '/no-such-page-at-all/', status: 404 }
	);
	return families;
}

/**
 * The server's HTML of each page (no JavaScript), checking its status.
 *
 * @param request  API context (a member's, for the member's pages).
 * @param families Pages.
 */
export async function fetchPages(
	request: APIRequestContext,
	families: PageFamily[]
): Promise< FetchedPage[] > {
	const fetched: FetchedPage[] = [];
	for ( const family of families ) {
		const response = await request.get( family.path );
		expect( response.status(), `${ family.name } ${ family.path }` ).toBe(
			family.status
		);
		fetched.push( { family, html: await response.text() } );
	}
	return fetched;
}

interface NuMessage {
	type: string;
	subType?: string;
	url?: string;
	lastLine?: number;
	firstColumn?: number;
	message: string;
	extract?: string;
}

/**
 * Runs the Nu HTML Checker once over every page and returns its errors, each with the page, the
 * line and column in the page's HTML (kept in `dir`), the message and the extract.
 *
 * @param pages Pages.
 * @param dir   Folder for the HTML files (the test's output folder: open them to read the line).
 */
export async function nuErrors(
	pages: FetchedPage[],
	dir: string
): Promise< string[] > {
	await mkdir( dir, { recursive: true } );
	const files = new Map< string, PageFamily >();
	for ( const [ index, { family, html } ] of pages.entries() ) {
		const name = `${ String( index + 1 ).padStart( 2, '0' ) }-${ family.name
			.replace( /[^a-z0-9]+/gi, '-' )
			.toLowerCase() }.html`;
		const file = path.join( dir, name );
		await writeFile( file, html );
		files.set( file, family );
	}
	const { stdout } = await promisify( execFile )(
		'java',
		[
			'-jar',
			VNU_JAR,
			'--format',
			'json',
			'--errors-only',
			'--exit-zero-always',
			'--stdout',
			...files.keys(),
		],
		{ maxBuffer: 64 * 1024 * 1024 }
	);
	const { messages } = JSON.parse( stdout ) as { messages: NuMessage[] };
	return messages.map( ( message ) => {
		const file = message.url ? new URL( message.url ).pathname : '';
		const family = files.get( decodeURIComponent( file ) );
		const where = family
			? `${ family.name } (${ family.path }, ${ path.basename( file ) })`
			: ( message.url ?? '(no file)' );
		const line = message.lastLine
			? ` line ${ message.lastLine }:${ message.firstColumn ?? 0 }`
			: '';
		const extract = message.extract
			? `\n      ${ message.extract.replace( /\s+/g, ' ' ).trim() }`
			: '';
		return `${ where }${ line }: [${ message.type }] ${ message.message }${ extract }`;
	} );
}

/** The requests under way in each page the helpers watch, and when the last one started or ended. */
const traffic = new WeakMap<
	Page,
	{ open: Set< Request >; changed: number }
>();

/**
 * Starts counting the page's requests under way (once per page).
 *
 * @param page Page.
 */
function watchRequests( page: Page ): {
	open: Set< Request >;
	changed: number;
} {
	let watched = traffic.get( page );
	if ( ! watched ) {
		const state = { open: new Set< Request >(), changed: Date.now() };
		const done = ( request: Request ) => {
			state.open.delete( request );
			state.changed = Date.now();
		};
		page.on( 'request', ( request ) => {
			state.open.add( request );
			state.changed = Date.now();
		} );
		page.on( 'requestfinished', done );
		page.on( 'requestfailed', done );
		traffic.set( page, state );
		watched = state;
	}
	return watched;
}

/**
 * Waits until no request of the page has been under way for half a second. Playwright's
 * `networkidle` cannot say it: it fires once per document, so once reached it answers at once,
 * even while the calls of islands woken since are still under way.
 *
 * @param page Page.
 */
async function quiet( page: Page ): Promise< void > {
	const watched = watchRequests( page );
	await expect
		.poll(
			() =>
				watched.open.size === 0 && Date.now() - watched.changed >= 500,
			{ timeout: 15_000, intervals: [ 100 ] }
		)
		.toBe( true );
}

/**
 * Waits until the page has settled: loaded, every island that woke by itself mounted, and no
 * request under way for half a second (an island's first call, the frame it opens).
 *
 * @param page Page.
 */
export async function settle( page: Page ): Promise< void > {
	watchRequests( page );
	await page.waitForLoadState( 'load' );
	await expect(
		page.locator( '[data-island-state]:not([data-island-state="mounted"])' )
	).toHaveCount( 0, { timeout: 15_000 } );
	// The requests the page sent before it was first watched.
	await page.waitForLoadState( 'networkidle' );
	await quiet( page );
}

/**
 * Waits until the loader has started and every island of the page is mounted, after waking them
 * all (what a reader who presses everything sees), and the page has settled.
 *
 * @param page Page.
 */
export async function wakeAll( page: Page ): Promise< void > {
	if ( ( await page.locator( '[data-island]' ).count() ) === 0 ) {
		return;
	}
	// The islands' calls are counted from before they wake.
	watchRequests( page );
	await wakeAllIslands( page );
	await expect(
		page.locator( '[data-island]:not([data-island-state])' )
	).toHaveCount( 0 );
	await settle( page );
}

/**
 * axe's WCAG 2.1 A and AA violations of the page as it is now, one line per rule with its help,
 * its page and the elements it found.
 *
 * @param page  Page.
 * @param label Which page and state, for the message.
 */
export async function axeViolations(
	page: Page,
	label: string
): Promise< string[] > {
	const results = await new AxeBuilder( { page } )
		.withTags( AXE_TAGS )
		// The WeChat login's QR code is WeChat's own page in a frame (open.weixin.qq.com; locally the
		// fake provider's): not the site's markup, and nothing the site could change.
		.exclude( WECHAT_FRAME )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ label }: [${ violation.id }, ${ violation.impact }] ${
				violation.help
			} (${ violation.helpUrl })\n${ violation.nodes
				.map(
					( node ) =>
						`      ${ node.target.join( ' ' ) }${
							node.failureSummary
								? ` — ${ node.failureSummary.replace( /\s+/g, ' ' ) }`
								: ''
						}`
				)
				.join( '\n' ) }`
	);
}

/**
 * The attributes of every <meta> of the page's head.
 *
 * @param html A page's HTML.
 */
export function metaTags( html: string ): Array< Record< string, string > > {
	const head = /<head[\s>][\s\S]*?<\/head>/i.exec( html )?.[ 0 ] ?? '';
	return [ ...head.matchAll( /<meta\b([^>]*)>/gi ) ].map(
		( [ , attributes ] ) =>
			Object.fromEntries(
				[
					...attributes.matchAll(
						/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g
					),
				].map( ( [ , name, ...values ] ) => [
					name.toLowerCase(),
					values.find( ( value ) => value !== undefined ) ?? '',
				] )
			)
	);
}

/**
 * What is wrong with a page's meta tags: a page left out on purpose (the search) must say noindex,
 * follow; every other page must have exactly one non-empty description and must not say noindex.
 *
 * @param page A page's server HTML.
 */
export function metaProblems( page: FetchedPage ): string[] {
	const { family, html } = page;
	const tags = metaTags( html );
	const named = ( name: string ) =>
		tags.filter( ( tag ) => tag.name?.toLowerCase() === name );
	const robots = named( 'robots' )
		.map( ( tag ) => tag.content ?? '' )
		.join( ', ' );
	const where = `${ family.name } (${ family.path })`;
	const problems: string[] = [];
	if ( family.noindex ) {
		if (
			! /\bnoindex\b/.test( robots ) ||
			! /(^|[\s,])follow\b/.test( robots )
		) {
			problems.push(
				`${ where }: robots is "${ robots }", not noindex, follow`
			);
		}
		return problems;
	}
	if ( /\bnoindex\b/.test( robots ) ) {
		problems.push( `${ where }: robots says "${ robots }"` );
	}
	const descriptions = named( 'description' );
	if ( descriptions.length !== 1 ) {
		problems.push(
			`${ where }: ${ descriptions.length } meta descriptions, not one`
		);
	} else if ( ( descriptions[ 0 ].content ?? '' ).trim() === '' ) {
		problems.push( `${ where }: an empty meta description` );
	}
	return problems;
}

/**
 * The content of a page's meta description ('' when none).
 *
 * @param html A page's HTML.
 */
export function descriptionOf( html: string ): string {
	return (
		metaTags( html ).find(
			( tag ) => tag.name?.toLowerCase() === 'description'
		)?.content ?? ''
	);
}
