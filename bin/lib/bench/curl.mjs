/**
 * What the benches (bin/bench.mjs and bin/scale/bench.mjs) share about timing a request with curl:
 * the -w format that ends its output with the status and the time to first byte, reading them and
 * the bench mu-plugin's X-Bench-* headers back, and the demo member's login.
 */
import { execFileSync } from 'node:child_process';

/** curl's -w format: a last line "<status> <time to first byte in s>". */
export const TIMING = '\n%{http_code} %{time_starttransfer}';

/**
 * The status and the time to first byte of curl's output (its last line, written by TIMING).
 *
 * @param {string} out curl's output.
 * @return {{code: string, ms: number}} HTTP status, time to first byte in ms.
 */
export function readTiming( out ) {
	const [ code, ttfb ] = out.trim().split( '\n' ).pop().split( ' ' );
	return { code, ms: Number( ttfb ) * 1000 };
}

/**
 * A number the bench mu-plugin sent in a response header (X-Bench-Queries, X-Bench-Peak).
 *
 * @param {string} out  curl's output with the response headers (-D -).
 * @param {string} name Header name, lower case.
 * @return {number} The value, NaN without the header.
 */
export function benchHeader( out, name ) {
	return Number(
		new RegExp( `^${ name }:\\s*(\\d+)`, 'im' ).exec( out )?.[ 1 ] ?? NaN
	);
}

/** The demo member's login of both benches. */
export const MEMBER_LOGIN = {
	email: 'member@example.com',
	password: 'password',
	remember: false,
};

/**
 * Logs the demo member in by POST /api/member/login-via-email, its cookies into a jar.
 *
 * @param {string}   base  Site URL without a trailing slash.
 * @param {string}   jar   Cookie jar file.
 * @param {string[]} extra More curl arguments (headers).
 * @return {{nonce: string|undefined, answer: string}} The REST nonce (undefined when the login failed) and the answer.
 */
export function loginMember( base, jar, extra = [] ) {
	const answer = execFileSync(
		'curl',
		[
			'-s',
			'-c',
			jar,
			'-H',
			'X-Bench-Nocache: 1',
			...extra,
			'-H',
			'Content-Type: application/json',
			'--data',
			JSON.stringify( MEMBER_LOGIN ),
			`${ base }/wp-json/api/member/login-via-email`,
		],
		{ encoding: 'utf8' }
	);
	return { nonce: JSON.parse( answer )?.data?.nonce, answer };
}
