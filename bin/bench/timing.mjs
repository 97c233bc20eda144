/**
 * How `npm run bench` (bin/bench.mjs) times requests: its settings from the environment, curl with
 * the bench's headers, time to first byte of pages (alone, or this theme and Twenty Twenty-Five in
 * turns), the cached throughput, REST calls with their query counts, and fetch() with retries.
 */
import { execFileSync } from 'node:child_process';
import { percentile } from '../lib/bench/stats.mjs';
import { TIMING, benchHeader, readTiming } from '../lib/bench/curl.mjs';

export const base = (
	process.env.MVC_TEST_URL ?? 'http://localhost:8889'
).replace( /\/$/, '' );
export const N = Number( process.env.MVC_BENCH_N ?? 50 );
export const WARMUP = Number( process.env.MVC_BENCH_WARMUP ?? 5 );
export const TT25 = {
	'X-Bench-Theme': 'twentytwentyfive',
	'X-Bench-Nocache': '1',
};
export const NOCACHE = { 'X-Bench-Nocache': '1' };

export function curl( url, headers, extra = [] ) {
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
export function throughput( url, total = 400, concurrency = 8 ) {
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

export function measure( url, headers, expectCache ) {
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
export function timeOne( url, headers, expectCache ) {
	const out = curl( url, headers, [ '-D', '-', '-w', TIMING ] );
	const { code, ms } = readTiming( out );
	if ( code !== '200' ) {
		throw new Error( `${ url } answered HTTP ${ code }` );
	}
	const cache = /^x-cache-status:\s*(\S+)/im.exec( out )?.[ 1 ] ?? '-';
	if ( expectCache && cache !== expectCache ) {
		throw new Error(
			`${ url }: expected X-Cache-Status ${ expectCache }, got ${ cache }`
		);
	}
	return ms;
}

/**
 * This theme and Twenty Twenty-Five on one page, uncached, in turns (one request of each, N times),
 * so a load that comes and goes on a shared machine weighs on both alike: the figures of each and the
 * median of the N pairs' ratios.
 *
 * @param {string} url Page.
 */
export function measurePair( url ) {
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
export function measureRest( method, path, body, extra = [] ) {
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
		TIMING,
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
		const { code, ms } = readTiming( out );
		if ( code !== '200' ) {
			throw new Error( `${ method } ${ path } answered HTTP ${ code }` );
		}
		// The most any of the runs needed (a toggle's two directions may differ).
		queries = Math.max( queries, benchHeader( out, 'x-bench-queries' ) );
		times.push( ms );
	}
	times.sort( ( a, b ) => a - b );
	return {
		median: percentile( times, 50 ),
		p95: percentile( times, 95 ),
		queries,
	};
}

export async function fetchText( url, headers = {} ) {
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
