/**
 * Lighthouse's mobile audit of a page for `npm run bench` (bin/bench.mjs), in Debian's Chromium.
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Debian's Chromium and the flags it needs offline, shared with playwright.config.ts.
import chromiumOptions from '../../tests/e2e/support/chromium.json' with { type: 'json' };

/** Lighthouse runs per page family (the median is printed). */
export const LIGHTHOUSE_RUNS = Number(
	process.env.MVC_BENCH_LIGHTHOUSE_RUNS ?? 3
);

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
