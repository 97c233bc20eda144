/**
 * The smoke check's client (bin/cluster/smoke.mjs): the cluster's doors, the result lines, the one
 * member session (cookie jar and REST nonce), requests through a door, waiting, ctl.sh and a db line.
 */
/* eslint-disable no-console -- a command-line report */
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { solve } from '../reliability/http.mjs';

export const run = promisify( execFile );
export const ROOT = resolve(
	dirname( fileURLToPath( import.meta.url ) ),
	'../../..'
);
// MVC_CLUSTER_PORT_OFFSET shifts every port of the cluster (bin/cluster/lib.sh).
const OFFSET = Number( process.env.MVC_CLUSTER_PORT_OFFSET || 0 );
export const SITE = `http://localhost:${ 8890 + OFFSET }`;
export const DOOR = {
	php1: `http://127.0.0.1:${ 8891 + OFFSET }`,
	php2: `http://127.0.0.1:${ 8892 + OFFSET }`,
};
// Each nginx directly (its own page cache; nginx<n>'s root is php<n>'s WordPress folder).
export const NGINX = {
	nginx1: `http://127.0.0.1:${ 8893 + OFFSET }`,
	nginx2: `http://127.0.0.1:${ 8894 + OFFSET }`,
};
export const MEMBER = { email: 'member@example.com', password: 'password' };
const CTL = [ resolve( ROOT, 'bin/cluster/ctl.sh' ) ];
export const NO_KILL = process.argv.includes( '--no-kill' );
// A client address of its own (nginx trusts X-Forwarded-For from 127.0.0.1), so this run's logins do not
// count against the per-network limits of anyone else.
export const CLIENT_IP = `10.250.${ Math.floor( Math.random() * 250 ) }.${ 2 + Math.floor( Math.random() * 250 ) }`;

export const results = [];
export function check( name, ok, detail = '' ) {
	results.push( { name, ok } );
	console.log(
		`${ ok ? ' ok ' : 'FAIL' }  ${ name }${ detail ? ` — ${ detail }` : '' }`
	);
	return ok;
}

/** Cookie jar of the one member session (the same cookies go to both doors: same site, localhost:8890). */
export const jar = new Map();
export let nonce = '';

export async function request(
	base,
	path,
	{ method = 'GET', body, headers = {}, timeoutMs = 15000 } = {}
) {
	const all = { 'X-Forwarded-For': CLIENT_IP, ...headers };
	if ( jar.size ) {
		all.Cookie = [ ...jar ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
	}
	if ( nonce ) {
		all[ 'X-WP-Nonce' ] = nonce;
	}
	if ( body !== undefined ) {
		all[ 'Content-Type' ] = 'application/json';
	}
	const response = await fetch( base + path, {
		method,
		headers: all,
		body: body === undefined ? undefined : JSON.stringify( body ),
		redirect: 'manual',
		signal: AbortSignal.timeout( timeoutMs ),
	} );
	for ( const line of response.headers.getSetCookie() ) {
		const [ pair, ...attributes ] = line.split( ';' );
		const [ name, ...value ] = pair.trim().split( '=' );
		const expired = attributes.some(
			( a ) =>
				/^\s*max-age=0/i.test( a ) ||
				/^\s*expires=.*19[7-9]\d/i.test( a )
		);
		if ( expired || value.join( '=' ) === 'deleted' ) {
			jar.delete( name );
		} else {
			jar.set( name, value.join( '=' ) );
		}
	}
	const text = await response.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {
		// a page
	}
	return {
		status: response.status,
		node: response.headers.get( 'x-mvc-node' ) ?? '',
		json,
	};
}

export async function post( base, path, body, method = 'POST' ) {
	let answer = await request( base, path, { method, body } );
	if ( answer.status === 428 && answer.json?.data?.challenge ) {
		answer = await request( base, path, {
			method,
			body,
			headers: {
				'X-Mvc-Challenge': await solve( answer.json.data.challenge ),
			},
		} );
	}
	return answer;
}

export async function userinfo( node, fields ) {
	return post( DOOR[ node ], '/wp-json/api/member/userinfo', { fields } );
}

/**
 * Polls fn until it returns true or the time is up.
 *
 * @param {Function} fn Async check.
 * @param {number}   ms Time allowed.
 * @return {Promise<number>} The milliseconds it took, or -1.
 */
export async function until( fn, ms ) {
	const t0 = Date.now();
	while ( Date.now() - t0 < ms ) {
		try {
			if ( await fn() ) {
				return Date.now() - t0;
			}
		} catch {
			// not yet
		}
		await new Promise( ( r ) => setTimeout( r, 250 ) );
	}
	return -1;
}

export async function ctl( ...args ) {
	const { stdout } = await run( 'bash', [ ...CTL, ...args ], {
		cwd: ROOT,
		timeout: 330000,
	} );
	return stdout;
}

export async function dbLine( node ) {
	return (
		( await ctl( 'status' ) )
			.split( '\n' )
			.find( ( l ) => l.startsWith( `${ node } ` ) ) ?? ''
	);
}

/**
 * Keeps the REST nonce of the member session (sent with every later request).
 *
 * @param {string} value The nonce.
 */
export function setNonce( value ) {
	nonce = value;
}
