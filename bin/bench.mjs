/**
 * The figures of `npm run bench` (run by bin/bench.sh against the test instance, bench mu-plugin installed).
 *
 * 1. Server time: for four pages (the newest article, from /wp-json/wp/v2/posts?per_page=1; the home; the
 *    research-news list; the tag page /tag/energy/), N sequential requests with curl after W warm-ups, time to
 *    first byte (%{time_starttransfer}) on 127.0.0.1:
 *      - this theme, uncached (header X-Bench-Nocache: 1, which nginx's cache rules bypass);
 *      - Twenty Twenty-Five, uncached, for the article and the home (X-Bench-Theme: twentytwentyfive switches
 *        the theme for the request), measured in turns with this theme's requests (one of each, N times)
 *        so that a load coming and going on a shared machine weighs on both: also the median of the N
 *        pairs' ratios;
 *      - this theme from nginx's page cache (each response checked to be X-Cache-Status: HIT), and the
 *        cached throughput: 400 gzip requests, 8 at a time (curl --parallel --compressed), in requests
 *        per second.
 *    Median and p95 in ms, the ratio this theme / Twenty Twenty-Five, and the database queries of one request
 *    (the mu-plugin's <!-- mvc-bench queries=N --> comment).
 * 2. REST: GET /wp/v2/posts?per_page=1 (core), POST /api/member/login-via-email and POST /api/member/userinfo
 *    (all fields, with the demo member's cookie and nonce), N requests each after the warm-ups: median, p95 and
 *    the queries of one call (X-Bench-Queries). The mu-plugin lifts the login rate limit for bench requests.
 *    The likes list for the demo member given 1,000 likes (X-Bench-Setup: likes): its first and last page.
 *    The message centre's calls for the demo member given 10,000 messages (X-Bench-Setup: messages, half
 *    mentions, half system messages): the first page of mentions, the first and the last page of system
 *    messages, and marking the 20 newest mentions read (only the first call changes rows).
 *    The Redis object cache (bin/bench/object-cache.php, on a redis-server of its own): operations per second,
 *    the round trip, and a page's 300 reads one by one, by get_multiple and from the runtime copy.
 * 3. JavaScript weight of each of the four pages (and Twenty Twenty-Five's article), in Debian's Chromium:
 *    every JavaScript file the page fetched (resource timing
 *    entries whose URL ends in .js/.mjs or that a script element initiated) plus the text of every inline
 *    script (JSON, import maps and speculation rules excluded), each gzip-compressed on its own (zlib level 6)
 *    and summed:
 *      - "initial": the files whose fetch started before DOMContentLoaded, plus the inline scripts of the
 *        server's HTML: what the page ships before any island wakes (no scrolling, no interaction);
 *      - "reading, 10 s": a visitor who reads: the page scrolled to the bottom a viewport at a time, nothing
 *        pressed, hovered or focused, and left open until 10 s after the load event; every file fetched by
 *        then plus the inline scripts then in the document. The reading budget's goal is 30 KB on every
 *        page family (a visitor's drawn islands wake only when pressed);
 *      - "after wakeAll": everything fetched by the time the network is idle after
 *        `await window.mvcRuntime.wakeAll()`, plus the inline scripts then in the document (n/a when the page
 *        has no mvcRuntime.wakeAll, as with Twenty Twenty-Five).
 *    Fetches started between DOMContentLoaded and the load event are listed separately, so an island woken
 *    early is visible.
 * 4. Lighthouse (its mobile audit: a mid-range phone on throttled 4G) of the article, the home, the list and
 *    the tag page, MVC_BENCH_LIGHTHOUSE_RUNS times each (3): the median performance, total blocking time,
 *    accessibility, best-practices and SEO scores, and the audits that lost points.
 * Last, what the setups added (the likes' articles, bench courses, messages, comments) is deleted again,
 * also after a failure (bin/bench/cleanup.php; MVC_BENCH_KEEP=1 keeps it).
 */
/* eslint-disable no-console -- a command-line report */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Debian's Chromium and the flags it needs offline, shared with playwright.config.ts.
import chromiumOptions from '../tests/e2e/support/chromium.json' with { type: 'json' };
import { courseFigures } from './bench/courses.mjs';
import { minisiteFigures } from './bench/minisite.mjs';

const base = ( process.env.MVC_TEST_URL ?? 'http://localhost:8889' ).replace(
	/\/$/,
	''
);
const N = Number( process.env.MVC_BENCH_N ?? 50 );
const WARMUP = Number( process.env.MVC_BENCH_WARMUP ?? 5 );
const TT25 = { 'X-Bench-Theme': 'twentytwentyfive', 'X-Bench-Nocache': '1' };
const NOCACHE = { 'X-Bench-Nocache': '1' };

function curl( url, headers, extra = [] ) {
	const args = [ '-s', '-o', '/dev/null', ...extra ];
	for ( const [ k, v ] of Object.entries( headers ) ) {
		args.push( '-H', `${ k }: ${ v }` );
	}
	return execFileSync( 'curl', [ ...args, url ], { encoding: 'utf8' } );
}

/**
 * Cached throughput: `total` requests of a page-cache HIT, `concurrency` at a time (curl --parallel),
 * in requests per second of wall time. Every response must be a 200.
 *
 * @param {string} url         Page URL.
 * @param {number} total       Requests.
 * @param {number} concurrency Requests at a time.
 */
function throughput( url, total = 400, concurrency = 8 ) {
	const args = [
		'-s',
		'--no-progress-meter',
		// As browsers ask: gzip. (Uncompressed pages above about 64 KB meet the 40 ms delayed-ACK
		// stall of loopback TCP and would measure that instead.)
		'--compressed',
		'--parallel',
		'--parallel-max',
		String( concurrency ),
		'-w',
		'%{http_code} %header{x-cache-status}\n',
	];
	for ( let i = 0; i < total; i++ ) {
		args.push( '-o', '/dev/null', url );
	}
	const started = process.hrtime.bigint();
	const out = execFileSync( 'curl', args, {
		encoding: 'utf8',
		maxBuffer: 16 * 1024 * 1024,
		stdio: [ 'ignore', 'pipe', 'ignore' ],
	} );
	const seconds = Number( process.hrtime.bigint() - started ) / 1e9;
	const missed = out
		.trim()
		.split( '\n' )
		.filter( ( line ) => line !== '200 HIT' ).length;
	if ( missed ) {
		throw new Error(
			`${ missed } of ${ total } requests to ${ url } were not a 200 page-cache HIT`
		);
	}
	return total / seconds;
}

function percentile( sorted, p ) {
	if ( sorted.length === 0 ) {
		return NaN;
	}
	const rank = ( p / 100 ) * ( sorted.length - 1 );
	const lo = Math.floor( rank );
	const hi = Math.ceil( rank );
	return sorted[ lo ] + ( sorted[ hi ] - sorted[ lo ] ) * ( rank - lo );
}

function measure( url, headers, expectCache ) {
	for ( let i = 0; i < WARMUP; i++ ) {
		curl( url, headers );
	}
	const times = [];
	for ( let i = 0; i < N; i++ ) {
		times.push( timeOne( url, headers, expectCache ) );
	}
	times.sort( ( a, b ) => a - b );
	return { median: percentile( times, 50 ), p95: percentile( times, 95 ) };
}

/**
 * One request's time to first byte in ms, its answer checked (200, and the cache status expected).
 *
 * @param {string} url         Page.
 * @param {Object} headers     Request headers.
 * @param {string} expectCache X-Cache-Status expected, or '' for any.
 */
function timeOne( url, headers, expectCache ) {
	const out = curl( url, headers, [
		'-D',
		'-',
		'-w',
		'\n%{http_code} %{time_starttransfer}',
	] );
	const lines = out.trim().split( '\n' );
	const [ code, ttfb ] = lines[ lines.length - 1 ].split( ' ' );
	if ( code !== '200' ) {
		throw new Error( `${ url } answered HTTP ${ code }` );
	}
	const cache = /^x-cache-status:\s*(\S+)/im.exec( out )?.[ 1 ] ?? '-';
	if ( expectCache && cache !== expectCache ) {
		throw new Error(
			`${ url }: expected X-Cache-Status ${ expectCache }, got ${ cache }`
		);
	}
	return Number( ttfb ) * 1000;
}

/**
 * This theme and Twenty Twenty-Five on one page, uncached, in turns (one request of each, N times),
 * so a load that comes and goes on a shared machine weighs on both alike: the figures of each and the
 * median of the N pairs' ratios.
 *
 * @param {string} url Page.
 */
function measurePair( url ) {
	for ( let i = 0; i < WARMUP; i++ ) {
		curl( url, NOCACHE );
		curl( url, TT25 );
	}
	const mvc = [];
	const tt25 = [];
	const ratios = [];
	for ( let i = 0; i < N; i++ ) {
		mvc.push( timeOne( url, NOCACHE, 'BYPASS' ) );
		tt25.push( timeOne( url, TT25, 'BYPASS' ) );
		ratios.push( mvc[ i ] / tt25[ i ] );
	}
	const figures = ( times ) => {
		const sorted = [ ...times ].sort( ( a, b ) => a - b );
		return {
			median: percentile( sorted, 50 ),
			p95: percentile( sorted, 95 ),
		};
	};
	ratios.sort( ( a, b ) => a - b );
	return {
		mvc: figures( mvc ),
		tt25: figures( tt25 ),
		ratio: percentile( ratios, 50 ),
	};
}

/**
 * Times a REST call: N sequential requests after the warm-ups, time to first byte, and the query count
 * the bench mu-plugin reports in X-Bench-Queries.
 *
 * @param {string}   method HTTP method.
 * @param {string}   path   Path under /wp-json.
 * @param {Object}   body   JSON body, or null.
 * @param {string[]} extra  More curl arguments (headers, cookie jar).
 */
function measureRest( method, path, body, extra = [] ) {
	const bodyOf = typeof body === 'function' ? body : () => body;
	const argsFor = ( i ) => [
		'-s',
		'-o',
		'/dev/null',
		'-D',
		'-',
		'-X',
		method,
		'-H',
		'X-Bench-Nocache: 1',
		...extra,
		...( bodyOf( i )
			? [
					'-H',
					'Content-Type: application/json',
					'--data',
					JSON.stringify( bodyOf( i ) ),
				]
			: [] ),
		'-w',
		'\n%{http_code} %{time_starttransfer}',
		`${ base }/wp-json${ path }`,
	];
	const run = ( i ) =>
		execFileSync( 'curl', argsFor( i ), { encoding: 'utf8' } );
	for ( let i = 0; i < WARMUP; i++ ) {
		run( i );
	}
	const times = [];
	let queries = 0;
	for ( let i = 0; i < N; i++ ) {
		// The warm-up's calls count on: a toggle goes on changing its state.
		const out = run( WARMUP + i );
		const lines = out.trim().split( '\n' );
		const [ code, ttfb ] = lines[ lines.length - 1 ].split( ' ' );
		if ( code !== '200' ) {
			throw new Error( `${ method } ${ path } answered HTTP ${ code }` );
		}
		// The most any of the runs needed (a toggle's two directions may differ).
		queries = Math.max(
			queries,
			Number( /^x-bench-queries:\s*(\d+)/im.exec( out )?.[ 1 ] ?? NaN )
		);
		times.push( Number( ttfb ) * 1000 );
	}
	times.sort( ( a, b ) => a - b );
	return {
		median: percentile( times, 50 ),
		p95: percentile( times, 95 ),
		queries,
	};
}

/**
 * The member calls next to core's posts endpoint, from the same run.
 * @param {{post_id: number, link: string, comment_id: number}}        commented The article given 50 comments.
 * @param {{user_id: number, ids: number[], last_system_page: number}} messaged  The member with 10,000 messages.
 * @param {{user_id: number, total: number, last_page: number}}        liked     The same member's 1,000 likes.
 */
async function restFigures( commented, messaged, liked ) {
	const jar = join(
		mkdtempSync( join( tmpdir(), 'mvc-bench-' ) ),
		'cookies'
	);
	const login = {
		email: 'member@example.com',
		password: 'password',
		remember: false,
	};
	const answer = execFileSync(
		'curl',
		[
			'-s',
			'-c',
			jar,
			'-H',
			'X-Bench-Nocache: 1',
			'-H',
			'Content-Type: application/json',
			'--data',
			JSON.stringify( login ),
			`${ base }/wp-json/api/member/login-via-email`,
		],
		{ encoding: 'utf8' }
	);
	const nonce = JSON.parse( answer )?.data?.nonce;
	if ( ! nonce ) {
		throw new Error( `the demo member could not log in: ${ answer }` );
	}
	const rows = [
		[
			'GET /wp/v2/posts?per_page=1 (core)',
			measureRest( 'GET', '/wp/v2/posts?per_page=1', null ),
		],
		[
			'POST /api/member/login-via-email',
			measureRest( 'POST', '/api/member/login-via-email', login ),
		],
		[
			'POST /api/member/userinfo (all fields)',
			measureRest(
				'POST',
				'/api/member/userinfo',
				{
					fields: [
						'display_name',
						'avatar',
						'institution',
						'title',
						'research_area',
						'email',
						'subscribed',
						'likeNumber',
						'collectionNumber',
						'subscriptionNumber',
						'mentionMessageCount',
						'systemMessageCount',
					],
				},
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'GET /wp/v2/comments (10 of 50)',
			measureRest(
				'GET',
				`/wp/v2/comments?post=${ commented.post_id }&per_page=10&orderby=date&order=desc&_fields=id,post,content,author,author_name,date,status,mvc,at_list`,
				null
			),
		],
		[
			'PUT /api/member/like (toggle)',
			measureRest(
				'PUT',
				'/api/member/like',
				// Alternately on and off, so every call changes a row.
				( i ) => ( { id: commented.post_id, flag: i % 2 === 0 } ),
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'PUT /api/member/commentlike (toggle)',
			measureRest(
				'PUT',
				'/api/member/commentlike',
				( i ) => ( { id: commented.comment_id, flag: i % 2 === 0 } ),
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'POST /api/member/userlikes (page 1 of 1,000)',
			measureRest( 'POST', '/api/member/userlikes', { page: 1 }, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			`POST /api/member/userlikes (page ${ liked.last_page })`,
			measureRest(
				'POST',
				'/api/member/userlikes',
				{ page: liked.last_page },
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'GET mention-message/get (page 1)',
			measureRest( 'GET', '/api/member/mention-message/get', null, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			'GET system-message/get (page 1)',
			measureRest( 'GET', '/api/member/system-message/get', null, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			`GET system-message/get (page ${ messaged.last_system_page })`,
			measureRest(
				'GET',
				`/api/member/system-message/get?page=${ messaged.last_system_page }`,
				null,
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'POST /api/member/messages/read (20 ids)',
			measureRest(
				'POST',
				'/api/member/messages/read',
				{ category: 'mention', ids: messaged.ids },
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		...( await courseFigures( { base, measureRest } ) ),
	];
	const ms = ( v ) => v.toFixed( 1 ).padStart( 8 );
	console.log(
		'\nREST (ms)                                   median      p95   queries'
	);
	for ( const [ name, r ] of rows ) {
		console.log(
			`${ name.padEnd( 40 ) } ${ ms( r.median ) } ${ ms( r.p95 ) } ${ String( r.queries ).padStart( 9 ) }`
		);
	}

	// The Redis object cache of the cluster (bin/bench/object-cache.php starts a redis-server of its own).
	const cache = JSON.parse(
		execFileSync( 'php', [ 'bin/bench/object-cache.php', '--json' ], {
			encoding: 'utf8',
		} )
	);
	console.log(
		`\nObject cache (Redis, unix socket)          set/s ${ cache.set_per_s }, get/s ${ cache.get_redis_per_s } (runtime copy ${ cache.get_runtime_per_s }), incr/s ${ cache.incr_per_s }, round trip ${ cache.round_trip_us } µs`
	);
	console.log(
		`a page's 300 reads (ms)                    cold one by one ${ cache.page_300_gets_cold_ms }, get_multiple ${ cache.page_300_get_multiple_ms }, runtime copy ${ cache.page_300_gets_warm_ms }`
	);
}

async function fetchText( url, headers = {} ) {
	let response;
	// A connection the server dropped (a reload of nginx by another job on a shared instance) is
	// tried again, twice at most; an HTTP error is not.
	for ( let attempt = 1; ! response; attempt++ ) {
		try {
			response = await fetch( url, { headers } );
		} catch ( error ) {
			if ( attempt >= 3 ) {
				throw error;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
		}
	}
	if ( ! response.ok ) {
		throw new Error( `${ url } answered HTTP ${ response.status }` );
	}
	return response.text();
}

const NON_JS =
	/^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|html|x-template))$/i;

function inlineScriptsOf( html ) {
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
const READING_MS = 10000;

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
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

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

/** Lighthouse runs per page family (the median is printed). */
const LIGHTHOUSE_RUNS = Number( process.env.MVC_BENCH_LIGHTHOUSE_RUNS ?? 3 );

/**
 * Lighthouse's mobile audit of a page (its default: a mid-range phone on a throttled 4G network),
 * in Debian's Chromium, LIGHTHOUSE_RUNS times: the median of each category's score and of the
 * total blocking time, and the audits that lost points in the median run.
 *
 * @param {string} pageUrl Page.
 * @return {Promise<{scores: Object<string, number>, tbt: number, failing: string[]}>} Figures.
 */
export async function lighthouseFigures( pageUrl ) {
	const runs = [];
	for ( let i = 0; i < LIGHTHOUSE_RUNS; i++ ) {
		const chrome = await launchChrome( {
			chromePath:
				process.env.MVC_CHROMIUM || chromiumOptions.executablePath,
			chromeFlags: [
				'--headless=new',
				...( chromiumOptions.args ?? [] ),
			],
		} );
		try {
			const result = await lighthouse( pageUrl, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [
					'performance',
					'accessibility',
					'best-practices',
					'seo',
				],
			} );
			runs.push( result.lhr );
		} finally {
			await chrome.kill();
		}
	}
	runs.sort(
		( a, b ) =>
			a.categories.performance.score - b.categories.performance.score
	);
	const middle = runs[ Math.floor( runs.length / 2 ) ];
	const median = ( values ) =>
		values.sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];
	const scores = {};
	for ( const key of Object.keys( middle.categories ) ) {
		scores[ key ] = median(
			runs.map( ( lhr ) =>
				Math.round( lhr.categories[ key ].score * 100 )
			)
		);
	}
	const failing = [];
	for ( const category of Object.values( middle.categories ) ) {
		for ( const ref of category.auditRefs ) {
			const audit = middle.audits[ ref.id ];
			if ( ref.weight > 0 && audit.score !== null && audit.score < 1 ) {
				failing.push( ref.id );
			}
		}
	}
	return {
		scores,
		tbt: median(
			runs.map(
				( lhr ) => lhr.audits[ 'total-blocking-time' ].numericValue
			)
		),
		failing: [ ...new Set( failing ) ],
	};
}

async function main() {
	const posts = JSON.parse(
		await fetchText( `${ base }/wp-json/wp/v2/posts?per_page=1` )
	);
	if ( ! Array.isArray( posts ) || posts.length === 0 ) {
		throw new Error(
			'no published post to measure (is the demo content seeded?)'
		);
	}
	// The link carries WordPress's host; measure over 127.0.0.1-free localhost as the site is configured.
	const url = posts[ 0 ].link;
	console.log( `Article: ${ url } (post ${ posts[ 0 ].id })` );
	console.log(
		`Requests: ${ N } measured after ${ WARMUP } warm-ups, sequential, time to first byte\n`
	);

	// The second of two requests: the first after a theme switch rewrites WordPress's block-styles
	// transient, which is the bench's doing, not a page's steady state.
	const queriesOf = async ( pageUrl, headers ) => {
		await fetchText( pageUrl, headers );
		const html = await fetchText( pageUrl, headers );
		return Number(
			/<!-- mvc-bench queries=(\d+) -->/.exec( html )?.[ 1 ] ?? NaN
		);
	};
	const tt25Html = await fetchText( url, TT25 );
	if ( ! /themes\/twentytwentyfive\//.test( tt25Html ) ) {
		throw new Error(
			'the X-Bench-Theme request did not render Twenty Twenty-Five'
		);
	}

	const ms = ( v ) => v.toFixed( 1 ).padStart( 8 );
	const ratio = ( v ) => v.toFixed( 2 ).padStart( 8 );
	const line = ( name, r, queries ) =>
		console.log(
			`${ name.padEnd( 36 ) } ${ ms( r.median ) } ${ ms( r.p95 ) } ${ String( queries ).padStart( 9 ) }`
		);
	const commented = JSON.parse(
		execFileSync(
			'curl',
			[
				'-s',
				'-H',
				'X-Bench-Nocache: 1',
				'-H',
				'X-Bench-Setup: comments',
				`${ base }/`,
			],
			{ encoding: 'utf8' }
		)
	);
	if ( ! commented?.post_id ) {
		throw new Error(
			'the bench could not give an article its 50 comments'
		);
	}
	const messaged = JSON.parse(
		execFileSync(
			'curl',
			[
				'-s',
				'-H',
				'X-Bench-Nocache: 1',
				'-H',
				'X-Bench-Setup: messages',
				`${ base }/`,
			],
			{ encoding: 'utf8' }
		)
	);
	if ( ! messaged?.user_id || ! messaged.ids?.length ) {
		throw new Error(
			'the bench could not give the demo member 10,000 messages'
		);
	}
	const liked = JSON.parse(
		execFileSync(
			'curl',
			[
				'-s',
				'-H',
				'X-Bench-Nocache: 1',
				'-H',
				'X-Bench-Setup: likes',
				`${ base }/`,
			],
			{ encoding: 'utf8' }
		)
	);
	if ( ! liked?.user_id || liked.total < 1000 ) {
		throw new Error(
			'the bench could not give the demo member 1,000 likes'
		);
	}
	const pages = [
		[ 'article', url ],
		[ 'article, 50 comments', commented.link ],
		[ 'home', `${ base }/` ],
		[ 'research-news list', `${ base }/research-news/` ],
		[ 'tag page', `${ base }/tag/energy/` ],
	];
	console.log(
		'Server time (ms)                         median      p95   queries'
	);
	for ( const [ name, pageUrl ] of pages ) {
		const compared = name.startsWith( 'article' ) || name === 'home';
		const pair = compared ? measurePair( pageUrl ) : null;
		const mvc = pair ? pair.mvc : measure( pageUrl, NOCACHE, 'BYPASS' );
		curl( pageUrl, {} ); // fill the page cache
		const cached = measure( pageUrl, {}, 'HIT' );
		line( `${ name }, uncached`, mvc, await queriesOf( pageUrl, NOCACHE ) );
		line( `${ name }, page cache (HIT)`, cached, 0 );
		console.log(
			`  cached throughput, 8 concurrent      ${ throughput( pageUrl ).toFixed( 0 ).padStart( 8 ) } req/s`
		);
		if ( pair ) {
			const tt25 = pair.tt25;
			const tt25Queries = await queriesOf( pageUrl, TT25 );
			line(
				`  Twenty Twenty-Five ${ name }, uncached`,
				tt25,
				tt25Queries
			);
			console.log(
				`  ratio this theme / TT25              ${ ratio( mvc.median / tt25.median ) } ${ ratio( mvc.p95 / tt25.p95 ) }`
			);
			console.log(
				`  ratio, median of ${ N } pairs in turns   ${ ratio( pair.ratio ) }`
			);
		}
	}

	for ( const [ name, r ] of await minisiteFigures( { base, measure } ) ) {
		line( `${ name }, uncached`, r, r.queries );
	}

	await restFigures( commented, messaged, liked );

	const browser = await chromium.launch( {
		executablePath:
			process.env.MVC_CHROMIUM || chromiumOptions.executablePath,
		args: chromiumOptions.args,
	} );
	try {
		const row = ( name, w ) =>
			`${ name.padEnd( 30 ) } ${ kb( w.initial ).padStart( 8 ) } KB (${ w.initialCount } files + ${ w.inlineCount } inline)   ${ `${ kb( w.reading ).padStart( 8 ) } KB (${ w.readingCount } files + inline)`.padEnd( 30 ) } ${
				w.after === null
					? '     n/a'
					: `${ kb( w.after ).padStart( 8 ) } KB (${ w.afterCount } files + inline)`
			}`;
		console.log(
			`\nJavaScript, gzip (sum of files)  before any island wakes        reading ${
				READING_MS / 1000
			} s, scrolled   after mvcRuntime.wakeAll()`
		);
		const weights = [];
		for ( const [ name, pageUrl ] of pages ) {
			weights.push( [
				`this theme, ${ name }`,
				await jsWeight( browser, pageUrl, {} ),
			] );
		}
		weights.push( [
			'Twenty Twenty-Five, article',
			await jsWeight( browser, url, TT25 ),
		] );
		for ( const [ name, w ] of weights ) {
			console.log( row( name, w ) );
		}
		for ( const [ name, w ] of weights ) {
			const whileReading = w.readingFiles.filter(
				( file ) => ! w.initialFiles.includes( file )
			);
			if ( whileReading.length ) {
				console.log(
					`note: ${ name } fetched while the visitor read (nothing pressed): ${ whileReading.join( ', ' ) }`
				);
			}
			if ( w.early.length ) {
				console.log(
					`note: ${ name } fetched after DOMContentLoaded, before wakeAll: ${ w.early.join( ', ' ) }`
				);
			}
		}
	} finally {
		await browser.close();
	}

	console.log(
		`\nLighthouse, mobile (median of ${ LIGHTHOUSE_RUNS })   performance  blocking ms  accessibility  best practices  SEO`
	);
	const audited = [];
	for ( const [ name, pageUrl ] of pages.filter(
		( [ family ] ) => family !== 'article, 50 comments'
	) ) {
		const lh = await lighthouseFigures( pageUrl );
		audited.push( [ name, lh ] );
		console.log(
			`${ name.padEnd( 34 ) } ${ String( lh.scores.performance ).padStart( 11 ) } ${ lh.tbt.toFixed( 0 ).padStart( 12 ) } ${ String( lh.scores.accessibility ).padStart( 14 ) } ${ String( lh.scores[ 'best-practices' ] ).padStart( 15 ) } ${ String( lh.scores.seo ).padStart( 4 ) }`
		);
	}
	for ( const [ name, lh ] of audited ) {
		if ( lh.failing.length ) {
			console.log(
				`note: ${ name } lost points on: ${ lh.failing.join( ', ' ) }`
			);
		}
	}
}

/**
 * Deletes what the bench's setups added to the instance (bin/bench/cleanup.php: the likes setup's
 * 1,000 articles of 2001 and their likes, the bench courses, the demo member's bench messages, the 50
 * bench comments), so other tests on a shared instance never see them. MVC_BENCH_KEEP=1 keeps them.
 */
function cleanup() {
	if ( process.env.MVC_BENCH_KEEP === '1' ) {
		return;
	}
	const root = join( new URL( '.', import.meta.url ).pathname, '..' );
	const wpDir =
		process.env.MVC_BENCH_WP_DIR ??
		join( root, '.local', 'test', 'wordpress' );
	const removed = execFileSync(
		'php',
		[ join( root, 'bin', 'bench', 'cleanup.php' ), wpDir, base ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	).trim();
	console.log( `\nRemoved what the bench added: ${ removed }` );
}

// Run as a command (the bench); imported, it only lends jsWeight().
if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ?? '' ).href ) {
	let failed = false;
	main()
		.catch( ( error ) => {
			console.error( `bench: ${ error.message }` );
			failed = true;
		} )
		.finally( () => {
			try {
				cleanup();
			} catch ( error ) {
				console.error(
					`bench: the cleanup failed: ${ error.message }`
				);
				failed = true;
			}
			process.exit( failed ? 1 : 0 );
		} );
}
