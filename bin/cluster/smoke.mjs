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
import {
	DOOR,
	MEMBER,
	SITE,
	check,
	ctl,
	nonce,
	post,
	request,
	results,
	setNonce,
} from './smoke/client.mjs';
import { member } from './smoke/member.mjs';

// The parts: smoke/client.mjs (doors, results, the member session, requests), smoke/media.mjs (media,
// purge), smoke/member.mjs (the member's checks across the nodes, the killed nodes).
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
	setNonce( login.json?.data?.nonce ?? '' );
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
