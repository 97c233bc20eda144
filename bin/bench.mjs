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
 *    Syndication (bin/bench/syndication.mjs): 同步到公众号草稿箱 of an article with a cover and up to eight
 *    images, first and again, and 百度收录推送 of up to 100 published articles and journals, queued and sent.
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
 *
 * This file runs the figures in order and prints them; the parts live beside it: bin/bench/timing.mjs
 * (settings, curl, time to first byte, throughput, REST timing), bin/bench/rest.mjs (the REST figures
 * and the object cache), bin/bench/js-weight.mjs, bin/bench/lighthouse.mjs, and what bin/scale/bench.mjs
 * shares: bin/lib/bench/stats.mjs (percentiles), curl.mjs (curl's timing line, bench headers, the
 * member's login), format.mjs (the lines and rows of the tables).
 */
/* eslint-disable no-console -- a command-line report */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
// Debian's Chromium and the flags it needs offline, shared with playwright.config.ts.
import chromiumOptions from '../tests/e2e/support/chromium.json' with { type: 'json' };
import {
	lighthouseRow,
	ratio,
	throughputLine,
	timeLine,
	weightRow,
} from './lib/bench/format.mjs';
import { jsWeight, READING_MS } from './bench/js-weight.mjs';
import { LIGHTHOUSE_RUNS, lighthouseFigures } from './bench/lighthouse.mjs';
import { minisiteFigures } from './bench/minisite.mjs';
import { restFigures } from './bench/rest.mjs';
import { syndicationFigures } from './bench/syndication.mjs';
import {
	N,
	NOCACHE,
	TT25,
	WARMUP,
	base,
	curl,
	fetchText,
	measure,
	measurePair,
	throughput,
} from './bench/timing.mjs';

// Imported, the bench lends these (bin/bench/js-weight.mjs, bin/bench/lighthouse.mjs).
export { jsWeight, lighthouseFigures };

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

	const line = ( name, r, queries ) =>
		console.log( timeLine( name, r, queries, 36 ) );
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
		console.log( throughputLine( throughput( pageUrl ) ) );
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

	const root = join( new URL( '.', import.meta.url ).pathname, '..' );
	syndicationFigures(
		root,
		process.env.MVC_BENCH_WP_DIR ??
			join( root, '.local', 'test', 'wordpress' ),
		base
	);

	const browser = await chromium.launch( {
		executablePath:
			process.env.MVC_CHROMIUM || chromiumOptions.executablePath,
		args: chromiumOptions.args,
	} );
	try {
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
			console.log( weightRow( name, w ) );
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
		console.log( lighthouseRow( name, lh ) );
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
