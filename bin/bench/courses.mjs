/**
 * The course filter's figures for `npm run bench`: `POST /api/online-course/filter` on a site with at
 * least 500 published courses (bench courses are added once through bin/bench/courses-seed.php when
 * there are fewer), unfiltered, with two groups set, and with all four set: the median and p95 time to first byte and the queries,
 * as measureRest() of bin/bench/timing.mjs gives them.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );

export const COURSES = 500;

const FILTER = '/api/online-course/filter';

/**
 * How many published courses the site lists.
 *
 * @param {string} base The site's address.
 * @return {number} The total of the unfiltered filter call.
 */
function total( base ) {
	const answer = execFileSync(
		'curl',
		[
			'-s',
			'-X',
			'POST',
			'-H',
			'Content-Type: application/json',
			'-H',
			'X-Bench-Nocache: 1',
			'--data',
			'{}',
			`${ base }/wp-json${ FILTER }?pageSize=1`,
		],
		{ encoding: 'utf8' }
	);
	const count = JSON.parse( answer )?.data?.total;
	if ( typeof count !== 'number' ) {
		throw new Error( `${ FILTER } did not answer a total: ${ answer }` );
	}
	return count;
}

/**
 * The filter call's figures.
 *
 * @param {Object}   options             What the bench lends.
 * @param {string}   options.base        The site's address (the test instance).
 * @param {Function} options.measureRest bin/bench.mjs's measureRest( method, path, body ).
 * @param {string}   [options.wpDir]     The site's WordPress folder (MVC_BENCH_WP_DIR, or the test
 *                                       instance's .local/test/wordpress).
 * @param {number}   [options.least]     The fewest courses to measure with (COURSES).
 * @return {Promise<Array<[string, {median: number, p95: number, queries: number}]>>} Rows: label, figures.
 */
export async function courseFigures( {
	base,
	measureRest,
	wpDir = process.env.MVC_BENCH_WP_DIR ??
		join( ROOT, '.local', 'test', 'wordpress' ),
	least = COURSES,
} ) {
	if ( total( base ) < least ) {
		execFileSync(
			'php',
			[
				join( ROOT, 'bin', 'bench', 'courses-seed.php' ),
				wpDir,
				base,
				String( least ),
			],
			{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
		);
	}
	const courses = total( base );
	if ( courses < least ) {
		throw new Error(
			`the site has ${ courses } courses; the bench needs ${ least }`
		);
	}
	const path = `${ FILTER }?pageSize=12&pageNumber=1`;
	return [
		[
			`POST ${ FILTER } (${ courses }, none set)`,
			measureRest( 'POST', path, {} ),
		],
		[
			`POST ${ FILTER } (skills + language)`,
			measureRest( 'POST', path, {
				skills: [ 'paper-writing', 'research-figures' ],
				language: [ 'chinese' ],
			} ),
		],
		[
			`POST ${ FILTER } (all four groups)`,
			measureRest( 'POST', path, {
				skills: [ 'information-retrieval' ],
				duration: [ 'under-30' ],
				language: [ 'english' ],
				certificate: [ 'translation-qualification' ],
			} ),
		],
	];
}
