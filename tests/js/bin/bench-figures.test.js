/** @jest-environment node */ // eslint-disable-line jsdoc/check-tag-names -- Jest's pragma, not JSDoc.
/**
 * The pure parts of the benches (bin/bench.mjs, bin/scale/bench.mjs): their statistics, reading
 * curl's timing line and the bench headers, the inline scripts a page's weight counts, and the
 * lines and rows of their tables, character for character.
 */
import {
	benchHeader,
	readTiming,
	TIMING,
} from '../../../bin/lib/bench/curl.mjs';
import {
	kb,
	lighthouseRow,
	mb,
	ms,
	ratio,
	scaleFailedRow,
	scaleRow,
	throughputLine,
	timeLine,
	weightRow,
	wholeMs,
} from '../../../bin/lib/bench/format.mjs';
import { median, percentile, quantile } from '../../../bin/lib/bench/stats.mjs';
import { inlineScriptsOf } from '../../../bin/bench/js-weight.mjs';

describe( 'statistics', () => {
	it( 'interpolates percentiles between ranks', () => {
		const sorted = [ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ];
		expect( percentile( sorted, 50 ) ).toBe( 5.5 );
		expect( percentile( sorted, 95 ) ).toBeCloseTo( 9.55, 10 );
		expect( percentile( sorted, 0 ) ).toBe( 1 );
		expect( percentile( sorted, 100 ) ).toBe( 10 );
		expect( percentile( [ 42 ], 95 ) ).toBe( 42 );
		expect( percentile( [], 50 ) ).toBeNaN();
	} );

	it( 'gives quantiles of unsorted values without changing them', () => {
		const xs = [ 10, 1, 7, 3, 5 ];
		expect( median( xs ) ).toBe( 5 );
		expect( quantile( xs, 0.95 ) ).toBeCloseTo( 9.4, 10 );
		expect( xs ).toEqual( [ 10, 1, 7, 3, 5 ] );
		expect( median( [] ) ).toBeNaN();
	} );

	it( 'agrees with percentile on the same values', () => {
		const xs = [ 3.2, 9.1, 0.4, 7.7, 5.5, 2.2, 8.8 ];
		const sorted = [ ...xs ].sort( ( a, b ) => a - b );
		expect( quantile( xs, 0.95 ) ).toBe( percentile( sorted, 95 ) );
		expect( median( xs ) ).toBe( percentile( sorted, 50 ) );
	} );
} );

describe( 'curl output', () => {
	const out =
		'HTTP/1.1 200 OK\r\nX-Cache-Status: HIT\r\nX-Bench-Queries: 23\r\nx-bench-peak: 4194304\r\n\r\n\n200 0.012345';

	it( 'reads the status and the time to first byte of the last line', () => {
		expect( TIMING ).toBe( '\n%{http_code} %{time_starttransfer}' );
		expect( readTiming( out ) ).toEqual( {
			code: '200',
			ms: 0.012345 * 1000,
		} );
		expect( readTiming( '\n404 0.5\n' ) ).toEqual( {
			code: '404',
			ms: 500,
		} );
	} );

	it( 'reads the bench headers, NaN without them', () => {
		expect( benchHeader( out, 'x-bench-queries' ) ).toBe( 23 );
		expect( benchHeader( out, 'x-bench-peak' ) ).toBe( 4194304 );
		expect( benchHeader( 'HTTP/1.1 200 OK', 'x-bench-queries' ) ).toBeNaN();
	} );
} );

describe( 'inline scripts', () => {
	it( 'counts JavaScript only', () => {
		const html = `<script>var a = 1;</script>
			<script src="/a.js"></script>
			<script type="application/json">{"a":1}</script>
			<script type="application/ld+json">{}</script>
			<script type="importmap">{}</script>
			<script type="speculationrules">{}</script>
			<script type="text/template"><b></b></script>
			<script type="module">import "x";</script>
			<script>   </script>`;
		expect( inlineScriptsOf( html ) ).toEqual( [
			'var a = 1;',
			'import "x";',
		] );
	} );
} );

describe( 'the tables of npm run bench', () => {
	it( 'prints a line of figures', () => {
		expect(
			timeLine( 'home, uncached', { median: 12.34, p95: 40 }, 57, 36 )
		).toBe(
			'home, uncached                           12.3     40.0        57'
		);
		expect( timeLine( 'GET x', { median: 1.25, p95: 2 }, NaN, 40 ) ).toBe(
			'GET x                                         1.3      2.0       NaN'
		);
		expect( ms( 3 ) ).toBe( '     3.0' );
		expect( ratio( 1.234 ) ).toBe( '    1.23' );
		expect( kb( 2048 ) ).toBe( '2.0' );
		expect( throughputLine( 1234.6 ) ).toBe(
			'  cached throughput, 8 concurrent          1235 req/s'
		);
	} );

	it( 'prints a page weight, n/a without wakeAll', () => {
		const weight = {
			initial: 10240,
			initialCount: 3,
			inlineCount: 2,
			reading: 20480,
			readingCount: 5,
			after: 30720,
			afterCount: 8,
		};
		expect( weightRow( 'this theme, home', weight ) ).toBe(
			'this theme, home                   10.0 KB (3 files + 2 inline)       20.0 KB (5 files + inline)     30.0 KB (8 files + inline)'
		);
		expect(
			weightRow( 'Twenty Twenty-Five, article', {
				...weight,
				after: null,
			} )
		).toBe(
			'Twenty Twenty-Five, article        10.0 KB (3 files + 2 inline)       20.0 KB (5 files + inline)      n/a'
		);
	} );

	it( 'prints Lighthouse scores', () => {
		expect(
			lighthouseRow( 'home', {
				scores: {
					performance: 97,
					accessibility: 100,
					'best-practices': 96,
					seo: 92,
				},
				tbt: 123.6,
			} )
		).toBe(
			'home                                        97          124            100              96   92'
		);
	} );
} );

describe( 'the table of npm run bench:scale', () => {
	const side = ( middle, p95, queries, peak, code = '200' ) => ( {
		median: middle,
		p95,
		queries,
		peak,
		code,
	} );

	it( 'prints whole ms and MB, a dash for what was not measured', () => {
		expect( wholeMs( 12.5 ) ).toBe( '13' );
		expect( wholeMs( NaN ) ).toBe( '-' );
		expect( mb( 4.25 ) ).toBe( '4.3' );
		expect( mb( -Infinity ) ).toBe( '-' );
	} );

	it( 'prints a row with Twenty Twenty-Five beside it', () => {
		expect(
			scaleRow( 'home /', {
				demo: side( 10.4, 20.6, 30, 4 ),
				scale: side( 31.2, 50.9, 31, 8.5 ),
				tt25: side( 40, 41, 22, 3 ),
			} )
		).toBe(
			'| home / | 10 / 21 | 31 / 51 | 3.0x | 30 / 31 | 4.0 / 8.5 | 40 (22) |'
		);
		expect(
			scaleRow( 'x', {
				demo: side( 1, 2, 3, 4 ),
				scale: side( 5, 6, 7, 8 ),
				tt25: side( 9, 9, NaN, NaN, '404' ),
			} )
		).toBe(
			'| x | 1 / 2 | 5 / 6 | 5.0x | 3 / 7 | 4.0 / 8.0 | 9, HTTP 404 |'
		);
	} );

	it( 'prints a row without Twenty Twenty-Five, and a failed one', () => {
		expect(
			scaleRow( 'login', {
				demo: side( 10, 20, 5, 2 ),
				scale: side( 10, 20, 5, 2 ),
			} )
		).toBe( '| login | 10 / 20 | 10 / 20 | 1.0x | 5 / 5 | 2.0 / 2.0 |  |' );
		expect(
			scaleFailedRow(
				'login',
				new Error( 'login (demo) answered HTTP 500\nstack' )
			)
		).toBe(
			'| login | failed: login (demo) answered HTTP 500 | | | | | |'
		);
	} );
} );
