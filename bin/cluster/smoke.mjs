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
 * 5. Both nginx serve the site on their own doors (8893, 8894), each with its own page cache.
 * 6. Media: an avatar uploaded through php1's door is on php2's own folder (GlusterFS) and served by both nginx
 *    (each from its PHP node's folder); replaced through php2's door, nginx1 (php1's folder) serves the new one.
 * 7. A post edited by php1 (its own WordPress folder, from the command line) is purged from BOTH nginx caches
 *    (MVC_PURGE_ENDPOINTS: Cache\HttpPurge).
 * 8. `ctl.sh kill db2` (a crash): both doors still answer, also a member's read and write through php2,
 *    whose database door (haproxy 3402) had db2 first; then `ctl.sh start db2` brings it back Synced with
 *    cluster size 3.
 * 9. `ctl.sh kill php2`: the supervisor (bin/cluster/supervise.sh) brings it back by itself.
 * (Every port above is shifted by MVC_CLUSTER_PORT_OFFSET.)
 *
 * Prints one line per check and exits non-zero when one fails. Loopback only; no npm package.
 */
/* eslint-disable no-console -- a command-line report */
import { execFile, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { solve } from './reliability/http.mjs';

const run = promisify( execFile );
const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
// MVC_CLUSTER_PORT_OFFSET shifts every port of the cluster (bin/cluster/lib.sh).
const OFFSET = Number( process.env.MVC_CLUSTER_PORT_OFFSET || 0 );
const SITE = `http://localhost:${ 8890 + OFFSET }`;
const DOOR = {
	php1: `http://127.0.0.1:${ 8891 + OFFSET }`,
	php2: `http://127.0.0.1:${ 8892 + OFFSET }`,
};
// Each nginx directly (its own page cache; nginx<n>'s root is php<n>'s WordPress folder).
const NGINX = {
	nginx1: `http://127.0.0.1:${ 8893 + OFFSET }`,
	nginx2: `http://127.0.0.1:${ 8894 + OFFSET }`,
};
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

/**
 * GETs a URL through one door (the site's host in the Host header is what the balancer would pass).
 *
 * @param {string} base Door.
 * @param {string} url  The site's absolute URL.
 * @return {Promise<{status: number, cache: string, sha: string}>} The answer.
 */
async function fetchVia( base, url ) {
	const u = new URL( url );
	const door = new URL( base );
	return new Promise( ( done, fail ) => {
		const req = http.request(
			{
				host: door.hostname,
				port: door.port,
				path: u.pathname + u.search,
				// The Host a visitor sends (the page cache's key holds it).
				headers: { Host: u.host },
				timeout: 15000,
			},
			( response ) => {
				const chunks = [];
				response.on( 'data', ( c ) => chunks.push( c ) );
				response.on( 'end', () =>
					done( {
						status: response.statusCode,
						cache: response.headers[ 'x-cache-status' ] ?? '',
						sha: createHash( 'sha1' )
							.update( Buffer.concat( chunks ) )
							.digest( 'hex' )
							.slice( 0, 12 ),
					} )
				);
			}
		);
		req.on( 'timeout', () => req.destroy( new Error( 'timeout' ) ) );
		req.on( 'error', fail );
		req.end();
	} );
}

async function uploadAvatar( door, file ) {
	const form = new FormData();
	form.append(
		'file',
		new Blob( [ readFileSync( file ) ], { type: 'image/png' } ),
		'avatar.png'
	);
	const response = await fetch( door + '/wp-json/api/member/avatar', {
		method: 'POST',
		headers: {
			'X-Forwarded-For': CLIENT_IP,
			'X-WP-Nonce': nonce,
			Cookie: [ ...jar ]
				.map( ( [ k, v ] ) => `${ k }=${ v }` )
				.join( '; ' ),
		},
		body: form,
		signal: AbortSignal.timeout( 30000 ),
	} );
	const json = await response.json().catch( () => null );
	return {
		status: response.status,
		node: response.headers.get( 'x-mvc-node' ) ?? '',
		url: json?.data?.avatar ?? '',
		message: json?.message ?? '',
	};
}

async function media() {
	// 5. Both nginx.
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		const r = await fetchVia( base, SITE + '/' );
		check(
			`${ name } serves the site on its own door`,
			r.status === 200,
			`${ base }: HTTP ${ r.status }`
		);
	}

	// 6. An avatar through php1, seen through php2 and both nginx; replaced through php2.
	const a = await uploadAvatar(
		DOOR.php1,
		resolve( ROOT, 'theme/screenshot.png' )
	);
	if (
		! check(
			'an avatar uploaded through php1',
			a.status === 200 && a.url !== '' && a.node === 'php1',
			`HTTP ${ a.status }, node ${ a.node }, ${ a.url || a.message }`
		)
	) {
		return;
	}
	const path = new URL( a.url ).pathname;
	const onPhp2 = existsSync(
		resolve( ROOT, '.local/cluster/php2/wordpress' + path )
	);
	const seen = {};
	for ( const [ name, base ] of Object.entries( {
		php2: DOOR.php2,
		...NGINX,
		balancer: SITE,
	} ) ) {
		seen[ name ] = await fetchVia( base, a.url );
	}
	check(
		"the avatar is in php2's own folder and served by php2's door, nginx1, nginx2 and the balancer",
		onPhp2 &&
			Object.values( seen ).every(
				( r ) => r.status === 200 && r.sha === seen.php2.sha
			),
		`file in php2/wordpress${ path }: ${ onPhp2 }; ${ Object.entries( seen )
			.map( ( [ k, r ] ) => `${ k } ${ r.status } ${ r.sha }` )
			.join( ', ' ) }`
	);
	const b = await uploadAvatar( DOOR.php2, readdirPng() );
	const b1 = b.url
		? await fetchVia( NGINX.nginx1, b.url )
		: { status: 0, sha: '' };
	const b2 = b.url
		? await fetchVia( NGINX.nginx2, b.url )
		: { status: 0, sha: '' };
	// GlusterFS's client caches a lookup for a second: the old file is gone from nginx1 within a few.
	const goneMs = await until(
		async () => ( await fetchVia( NGINX.nginx1, a.url ) ).status === 404,
		5000
	);
	const old1 = await fetchVia( NGINX.nginx1, a.url );
	check(
		"replaced through php2: nginx1 (php1's folder) serves the new avatar, the old one is gone everywhere",
		b.status === 200 &&
			b.node === 'php2' &&
			b1.status === 200 &&
			b1.sha === b2.sha &&
			b1.sha !== seen.php2.sha &&
			old1.status === 404,
		`HTTP ${ b.status } node ${ b.node }; new: nginx1 ${ b1.status } ${ b1.sha }, nginx2 ${ b2.status } ${ b2.sha }; old on nginx1: ${ old1.status } (after ${ goneMs } ms)`
	);
}

/** A PNG other than the first avatar: one of the demo images in the uploads. */
function readdirPng() {
	const out = execSync(
		`find ${ resolve( ROOT, '.local/cluster/php1/wordpress/wp-content/uploads' ) } -name 'mvc-demo-*-300x*.png' | head -n 1`
	)
		.toString()
		.trim();
	return out || resolve( ROOT, 'theme/screenshot.png' );
}

async function purge() {
	// 7. A page cached on both nginx; php1 (its own folder, command line) edits the post; both caches miss.
	const wpLoad = resolve( ROOT, '.local/cluster/php1/wordpress/wp-load.php' );
	const url = execSync(
		`php -r 'require $argv[1]; $p = get_posts( array( "numberposts" => 1, "post_type" => "post" ) ); echo get_permalink( $p[0] );' ${ wpLoad }`,
		{ cwd: ROOT, env: { ...process.env } }
	)
		.toString()
		.trim();
	for ( const base of Object.values( NGINX ) ) {
		await fetchVia( base, url );
	}
	const before = {};
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		before[ name ] = ( await fetchVia( base, url ) ).cache;
	}
	execSync(
		`php -r 'require $argv[1]; $id = url_to_postid( $argv[2] ); $p = get_post( $id ); wp_update_post( array( "ID" => $id, "post_content" => $p->post_content ) );' ${ wpLoad } ${ url }`,
		{ cwd: ROOT }
	);
	const after = {};
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		after[ name ] = ( await fetchVia( base, url ) ).cache;
	}
	check(
		'a post saved on php1 is purged from both nginx caches',
		before.nginx1 === 'HIT' &&
			before.nginx2 === 'HIT' &&
			after.nginx1 !== 'HIT' &&
			after.nginx2 !== 'HIT',
		`${ url }: before ${ JSON.stringify( before ) }, after ${ JSON.stringify( after ) }`
	);
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

	await media();
	await purge();

	// 8. A database node crashes.
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

	// 9. A PHP node crashes: the supervisor brings it back (no ctl.sh start).
	if ( ! NO_KILL ) {
		await ctl( 'kill', 'php2' );
		const t0 = Date.now();
		const ms = await until(
			async () =>
				/ up .*serves=yes/.test( await dbLine( 'php2' ) ) &&
				( await request( DOOR.php2, '/', { timeoutMs: 5000 } ) )
					.status === 200,
			40000
		);
		check(
			'ctl.sh kill php2: the supervisor restarts it by itself',
			ms >= 0,
			ms >= 0
				? `serving again after ${ ms } ms`
				: `not within ${ Date.now() - t0 } ms`
		);
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
