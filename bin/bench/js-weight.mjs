/**
 * The JavaScript weight of a page for `npm run bench` (bin/bench.mjs), in Chromium: the scripts
 * fetched and inlined before any island wakes, after a visitor read the page, and after
 * mvcRuntime.wakeAll(), each file gzip-compressed on its own and summed.
 */
import { gzipSync } from 'node:zlib';
import { fetchText } from './timing.mjs';

const NON_JS =
	/^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|html|x-template))$/i;

/**
 * The inline scripts of a page's HTML that are JavaScript (not JSON, import maps, speculation
 * rules or templates), non-empty.
 *
 * @param {string} html The page.
 * @return {string[]} Their text.
 */
export function inlineScriptsOf( html ) {
	const scripts = [];
	const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
	let m;
	while ( ( m = re.exec( html ) ) ) {
		const attrs = m[ 1 ];
		if ( /\ssrc\s*=/i.test( attrs ) ) {
			continue;
		}
		const type =
			/\stype\s*=\s*["']?([^"'\s>]+)/i.exec( attrs )?.[ 1 ] ?? '';
		if ( type && NON_JS.test( type ) ) {
			continue;
		}
		if ( m[ 2 ].trim() ) {
			scripts.push( m[ 2 ] );
		}
	}
	return scripts;
}

/** How long a reading visitor keeps the page open, from the load event. */
export const READING_MS = 10000;

/**
 * A visitor who reads: scrolls to the bottom a viewport at a time (so `visible` islands wake as
 * they would), without pressing, hovering or focusing anything, then leaves the page open until
 * READING_MS after the load event.
 *
 * @param {import('@playwright/test').Page} page The page, loaded.
 */
async function readPage( page ) {
	for ( let step = 0; step < 200; step++ ) {
		const atBottom = await page.evaluate( () => {
			window.scrollBy( 0, window.innerHeight );
			return (
				window.scrollY + window.innerHeight >=
				document.documentElement.scrollHeight - 1
			);
		} );
		await page.waitForTimeout( 250 );
		if ( atBottom ) {
			break;
		}
	}
	const sinceLoad = await page.evaluate(
		() =>
			performance.now() -
			performance.getEntriesByType( 'navigation' )[ 0 ].loadEventStart
	);
	await page.waitForTimeout( Math.max( 0, READING_MS - sinceLoad ) );
}

const gz = ( text ) => gzipSync( Buffer.from( text ), { level: 6 } ).length;

const bodyCache = new Map();
async function gzOfUrl( url ) {
	if ( ! bodyCache.has( url ) ) {
		bodyCache.set( url, gz( await fetchText( url ) ) );
	}
	return bodyCache.get( url );
}

async function sumFiles( urls ) {
	let total = 0;
	for ( const url of urls ) {
		total += await gzOfUrl( url );
	}
	return total;
}

/**
 * The JavaScript of one page in Chromium: before any island wakes, after a visitor read it, after
 * every island woke (see the header).
 *
 * @param {import('@playwright/test').Browser} browser Chromium.
 * @param {string}                             url     Page URL.
 * @param {Object<string, string>}             headers Request headers.
 */
export async function jsWeight( browser, url, headers ) {
	const context = await browser.newContext( {
		locale: 'zh-CN',
		extraHTTPHeaders: headers,
	} );
	const page = await context.newPage();
	const html = await fetchText( url, headers );
	await page.goto( url, { waitUntil: 'load' } );
	const collect = () =>
		page.evaluate( () => {
			const nav = performance.getEntriesByType( 'navigation' )[ 0 ];
			const files = performance
				.getEntriesByType( 'resource' )
				.filter(
					( e ) =>
						/\.m?js$/i.test( new URL( e.name ).pathname ) ||
						e.initiatorType === 'script'
				)
				.map( ( e ) => ( { url: e.name, start: e.startTime } ) );
			const inline = [
				...document.querySelectorAll( 'script:not([src])' ),
			]
				.filter(
					( s ) =>
						! s.type ||
						! /json|importmap|speculationrules|template|html/i.test(
							s.type
						)
				)
				.map( ( s ) => s.textContent ?? '' )
				.filter( ( t ) => t.trim() !== '' );
			return {
				dcl: nav.domContentLoadedEventStart,
				load: nav.loadEventStart,
				files,
				inline,
			};
		} );
	const atLoad = await collect();
	const initialFiles = [
		...new Set(
			atLoad.files
				.filter( ( f ) => f.start < atLoad.dcl )
				.map( ( f ) => f.url )
		),
	];
	const earlyFiles = [
		...new Set(
			atLoad.files
				.filter( ( f ) => f.start >= atLoad.dcl )
				.map( ( f ) => f.url )
		),
	];
	const serverInline = inlineScriptsOf( html );
	const initial =
		( await sumFiles( initialFiles ) ) +
		serverInline.reduce( ( sum, text ) => sum + gz( text ), 0 );

	// The reading visitor, on the same page before anything is woken.
	await readPage( page );
	const read = await collect();
	const readingFiles = [ ...new Set( read.files.map( ( f ) => f.url ) ) ];
	const reading =
		( await sumFiles( readingFiles ) ) +
		read.inline.reduce( ( sum, text ) => sum + gz( text ), 0 );

	const hasWake = await page.evaluate(
		() => typeof window.mvcRuntime?.wakeAll === 'function'
	);
	let after = null;
	let afterFiles = [];
	if ( hasWake ) {
		await page.evaluate( async () => {
			await window.mvcRuntime.wakeAll();
		} );
		await page.waitForLoadState( 'networkidle' );
		const end = await collect();
		afterFiles = [ ...new Set( end.files.map( ( f ) => f.url ) ) ];
		after =
			( await sumFiles( afterFiles ) ) +
			end.inline.reduce( ( sum, text ) => sum + gz( text ), 0 );
	}
	await context.close();
	return {
		initial,
		initialCount: initialFiles.length,
		initialFiles,
		inlineCount: serverInline.length,
		early: earlyFiles,
		reading,
		readingCount: readingFiles.length,
		readingFiles,
		after,
		afterCount: afterFiles.length,
	};
}
