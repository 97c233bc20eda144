/**
 * The journals' figures for `npm run bench`: /journals/ and one journal's minisite, uncached (the
 * header X-Bench-Nocache: 1, which nginx's page cache rules bypass): the median and p95 time to
 * first byte as measure() of bin/bench/timing.mjs gives them, and the queries the bench mu-plugin counts
 * in the page (`<!-- mvc-bench queries=N -->`). The minisite is the demo journal with the most
 * branches (calls for papers, FAQ, video) when it exists, else the newest journal. Its sections
 * are a fragment kept until the content changes (Mvc\Theme\Content\Fragments): the first request
 * draws and keeps it, the figures are those of the steady state after it.
 */
import { execFileSync } from 'node:child_process';

const NOCACHE = { 'X-Bench-Nocache': '1' };

/** The demo journal showing every branch of the minisite. */
export const MINISITE_SLUG = 'advanced-energy-materials';

/**
 * A page's body, fetched with the given headers.
 *
 * @param {string}                 url     Address.
 * @param {Record<string, string>} headers Request headers.
 * @return {string} The body.
 */
function fetchText( url, headers = {} ) {
	const args = [ '-s' ];
	for ( const [ name, value ] of Object.entries( headers ) ) {
		args.push( '-H', `${ name }: ${ value }` );
	}
	return execFileSync( 'curl', [ ...args, url ], {
		encoding: 'utf8',
		maxBuffer: 16 * 1024 * 1024,
	} );
}

/**
 * The queries the bench mu-plugin counted for a page (NaN without the mu-plugin).
 *
 * @param {string} url Address.
 * @return {number} Queries.
 */
function queries( url ) {
	const html = fetchText( url, NOCACHE );
	return Number(
		/<!-- mvc-bench queries=(\d+) -->/.exec( html )?.[ 1 ] ?? NaN
	);
}

/**
 * The address of the minisite to measure.
 *
 * @param {string} base The site's address.
 * @return {string} Its address.
 */
function minisiteUrl( base ) {
	for ( const query of [ `slug=${ MINISITE_SLUG }&`, '' ] ) {
		const list = JSON.parse(
			fetchText(
				`${ base }/wp-json/wp/v2/journals?${ query }per_page=1&_fields=link`
			)
		);
		if ( Array.isArray( list ) && list[ 0 ]?.link ) {
			return list[ 0 ].link;
		}
	}
	throw new Error(
		'no published journal to measure (is the demo content seeded?)'
	);
}

/**
 * The listing's and the minisite's figures.
 *
 * @param {Object}   options         What the bench lends.
 * @param {string}   options.base    The site's address (the test instance).
 * @param {Function} options.measure bin/bench.mjs's measure( url, headers ): {median, p95}.
 * @return {Promise<Array<[string, {median: number, p95: number, queries: number}]>>} Rows: label, figures.
 */
export async function minisiteFigures( { base, measure } ) {
	const pages = [
		[ 'journals listing (/journals/)', `${ base }/journals/` ],
		[ 'journal minisite', minisiteUrl( base ) ],
	];
	const rows = [];
	for ( const [ label, url ] of pages ) {
		// The first request draws (and keeps) the minisite's fragment; the figures are the next.
		queries( url );
		rows.push( [
			label,
			{ ...measure( url, NOCACHE ), queries: queries( url ) },
		] );
	}
	return rows;
}
