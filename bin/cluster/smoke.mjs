#!/usr/bin/env node
/**
 * Smoke check of the running local cluster (npm run start:cluster first):
 *
 *   node bin/cluster/smoke.mjs [--no-kill]
 *
 * 1. Through the balancer (http://localhost:8890) pages come from both PHP nodes (X-Mvc-Node).
 * 2. A member logged in through php1's door (127.0.0.1:8891) is logged in through php2's (8892): the
 *    session row, the cookie and the REST nonce made on php1 are valid on php2.
 * 3. A value written through php1 (the member's institution) is read through php2 at once.
 * 4. Redis holds the site's object-cache keys (the site's key prefix, .local/cluster/cache-key-salt).
 * 5. `ctl.sh kill db2` (a crash): both doors still answer, also a member's read and write through php2,
 *    whose database door (haproxy 3402) had db2 first; then `ctl.sh start db2` brings it back Synced with
 *    cluster size 3.
 *
 * Prints one line per check and exits non-zero when one fails. Loopback only; no npm package.
 */
/* eslint-disable no-console -- a command-line report */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { solve } from './reliability/http.mjs';

const run = promisify( execFile );
const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
// MVC_CLUSTER_PORT_OFFSET shifts every port of the cluster (bin/cluster/lib.sh).
const OFFSET = Number( process.env.MVC_CLUSTER_PORT_OFFSET || 0 );
const SITE = `http://localhost:${ 8890 + OFFSET }`;
const DOOR = { php1: `http://127.0.0.1:${ 8891 + OFFSET }`, php2: `http://127.0.0.1:${ 8892 + OFFSET }` };
const MEMBER = { email: 'member@example.com', password: 'password' };
const CTL = [ resolve( ROOT, 'bin/cluster/ctl.sh' ) ];
const NO_KILL = process.argv.includes( '--no-kill' );
// A client address of its own (nginx trusts X-Forwarded-For from 127.0.0.1), so this run's logins do not
// count against the per-network limits of anyone else.
const CLIENT_IP = `10.250.${ Math.floor( Math.random() * 250 ) }.${ 2 + Math.floor( Math.random() * 250 ) }`;

const results = [];
function check( name, ok, detail = '' ) {
	results.push( { name, ok } );
	console.log(
		`${ ok ? ' ok ' : 'FAIL' }  ${ name }${ detail ? ` — ${ detail }` : '' }`
	);
	return ok;
}

/** Cookie jar of the one member session (the same cookies go to both doors: same site, localhost:8890). */
const jar = new Map();
let nonce = '';

async function request(
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

async function post( base, path, body, method = 'POST' ) {
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

async function userinfo( node, fields ) {
	return post( DOOR[ node ], '/wp-json/api/member/userinfo', { fields } );
}

/**
 * Polls fn until it returns true or the time is up.
 *
 * @param {Function} fn Async check.
 * @param {number}   ms Time allowed.
 * @return {Promise<number>} The milliseconds it took, or -1.
 */
async function until( fn, ms ) {
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

async function ctl( ...args ) {
	const { stdout } = await run( 'bash', [ ...CTL, ...args ], {
		cwd: ROOT,
		timeout: 330000,
	} );
	return stdout;
}

async function dbLine( node ) {
	return (
		( await ctl( 'status' ) )
			.split( '\n' )
			.find( ( l ) => l.startsWith( `${ node } ` ) ) ?? ''
	);
}

async function main() {
	const status = await ctl( 'status' );
	const down = status.split( '\n' ).filter( ( l ) => / down /.test( l ) );
	if ( down.length ) {
		console.error(
			`The cluster is not fully up (npm run start:cluster):\n${ down.join( '\n' ) }`
		);
		process.exit( 2 );
	}

	// 1. Both PHP nodes behind the balancer (the bench header skips the page cache).
	const seen = {};
	for ( let i = 0; i < 8; i++ ) {
		const r = await request( SITE, '/', {
			headers: { 'X-Bench-Nocache': '1' },
		} );
		seen[ r.node || `HTTP ${ r.status }` ] =
			( seen[ r.node || `HTTP ${ r.status }` ] ?? 0 ) + 1;
	}
	check(
		'the balancer serves pages from php1 and php2',
		seen.php1 > 0 && seen.php2 > 0,
		JSON.stringify( seen )
	);

	// 2. Logged in through php1, logged in through php2.
	const login = await post(
		DOOR.php1,
		'/wp-json/api/member/login-via-email',
		{ ...MEMBER, remember: false }
	);
	nonce = login.json?.data?.nonce ?? '';
	if (
		! check(
			'a member logs in through php1 (8891)',
			login.status === 200 && nonce !== '' && login.node === 'php1',
			`HTTP ${ login.status }, node ${ login.node } ${ login.json?.message ?? '' }`
		)
	) {
		return;
	}
	try {
		await member();
	} finally {
		await post( DOOR.php2, '/wp-json/api/member/logout', {} );
	}
}

async function member() {
	const info = await userinfo( 'php2', [ 'email', 'institution', 'title' ] );
	check(
		'the session and nonce made on php1 are valid on php2 (8892)',
		info.status === 200 &&
			info.json?.data?.email === MEMBER.email &&
			info.node === 'php2',
		`HTTP ${ info.status }, node ${ info.node }, email ${ info.json?.data?.email }`
	);
	const original = info.json?.data?.institution ?? '';
	// The profile edit needs the occupation (title) with any field (the demo member has none: engineer).
	const title = info.json?.data?.title || 'engineer';

	// 3. Written through php1, read through php2 at once (Galera's wsrep_sync_wait and the shared Redis).
	const value = `smoke ${ Date.now().toString( 36 ) }`;
	const put = await post(
		DOOR.php1,
		'/wp-json/api/member/userinfo',
		{ title, institution: value },
		'PUT'
	);
	const read = await userinfo( 'php2', [ 'institution' ] );
	check(
		'a value written through php1 is read through php2 at once',
		put.status === 200 && read.json?.data?.institution === value,
		`wrote "${ value }" (HTTP ${ put.status }${ put.status === 200 ? '' : ` ${ put.json?.message }` }), read "${ read.json?.data?.institution }"`
	);

	// 4. The object cache lives in Redis.
	const salt = readFileSync(
		resolve( ROOT, '.local/cluster/cache-key-salt' ),
		'utf8'
	).trim();
	const { stdout: keys } = await run( 'redis-cli', [
		'-s',
		resolve( ROOT, '.local/cluster/run/redis.sock' ),
		'--scan',
		'--pattern',
		`${ salt }:*`,
	] );
	const list = keys.split( '\n' ).filter( Boolean );
	check(
		"Redis holds the site's object-cache keys",
		list.length > 0,
		`${ list.length } keys with prefix ${ salt }, e.g. ${ list
			.slice( 0, 3 )
			.map( ( k ) => k.slice( 0, 60 ) )
			.join( ', ' ) }`
	);

	// 5. A database node crashes.
	if ( NO_KILL ) {
		console.log( ' --   db2 crash skipped (--no-kill)' );
	} else {
		await ctl( 'kill', 'db2' );
		try {
			for ( const node of [ 'php1', 'php2' ] ) {
				const ms = await until(
					async () =>
						(
							await request( DOOR[ node ], '/', {
								timeoutMs: 5000,
							} )
						).status === 200,
					15000
				);
				check(
					`with db2 killed, ${ node } serves pages`,
					ms >= 0,
					ms >= 0 ? `after ${ ms } ms` : 'not within 15 s'
				);
			}
			const during = `smoke db2 down ${ Date.now().toString( 36 ) }`;
			const ms = await until(
				async () =>
					(
						await post(
							DOOR.php2,
							'/wp-json/api/member/userinfo',
							{ title, institution: during },
							'PUT'
						)
					).status === 200,
				15000
			);
			const back = await userinfo( 'php1', [ 'institution' ] );
			check(
				'with db2 killed, a write through php2 is read through php1',
				ms >= 0 && back.json?.data?.institution === during,
				ms >= 0 ? `after ${ ms } ms` : 'not within 15 s'
			);
		} finally {
			const t0 = Date.now();
			let started = true;
			try {
				await ctl( 'start', 'db2' );
			} catch ( e ) {
				started = false;
				console.error( e.stderr || e.message );
			}
			const line = await dbLine( 'db2' );
			check(
				'ctl.sh start db2: rejoined Synced, cluster size 3',
				started &&
					/ up /.test( line ) &&
					/state=Synced/.test( line ) &&
					/size=3/.test( line ),
				`${ Date.now() - t0 } ms; ${ line.replace( /\s+/g, ' ' ) }`
			);
		}
	}

	// Leave the member as found.
	await post(
		DOOR.php2,
		'/wp-json/api/member/userinfo',
		{ title, institution: original },
		'PUT'
	);
}

try {
	await main();
} catch ( e ) {
	check( 'the smoke check ran to the end', false, e.stack || String( e ) );
}
const failed = results.filter( ( r ) => ! r.ok ).length;
console.log(
	`\n${ results.length - failed }/${ results.length } checks passed`
);
process.exit( failed || ! results.length ? 1 : 0 );
