#!/usr/bin/env node
/**
 * The cluster's reliability run (`npm run cluster:reliability`): a mixed load of visitors, members,
 * course readers and an editor against the cluster (http://localhost:8890) while faults are injected
 * one after the other (reliability/faults.mjs; default: db1, db2, db3 killed, db2 frozen 20 s, Redis
 * killed, all three db nodes killed and bootstrapped again with one command, php1 killed, nginx1
 * killed — a node the cluster does not have is skipped, saying so); then every acknowledged write must
 * be in the database exactly once (each toggle pair is written at most once, add then remove, so the
 * final state is its whole history), every count an answer carried must agree with the ledger write by
 * write and every stored count with its rows, no read-after-write may be stale, no session ended, no
 * page stale on any nginx after 2 s, and the three database nodes must hold the same data
 * (CHECKSUM TABLE of every site table at one wsrep position).
 *
 * Prints the events, a table per phase, a table per fault (requests, errors, p50/p99 while the node
 * was down and coming back, recovery time, writes, broken invariants) and the verification; exits 0
 * only when every invariant holds (errors during a fault are figures, not failures).
 *
 * Options: --faults a,b,c (DEFAULT_FAULTS), --no-kill (the same phases without faults: a baseline),
 * --fault-seconds N (12), --freeze-seconds N (20), --after-seconds N (6), --bootstrap CMD,
 * --phase-seconds N ("before", 15), --concurrency N (8), --learners N (3), --registrations N (per
 * phase, 2), --timeout-ms N (10000), --max-seconds N (560), --fresh-ms N (2000), --nginx-doors URL,URL,
 * --edit-doors URL,URL, --editor login:password, --base URL, --mail URL, --doors URL,URL,
 * --dry (no faults, one database: against the dev instance, e.g.
 * `node bin/cluster/reliability.mjs --dry --base http://localhost:8888 --mail http://localhost:1080 --concurrency 3`).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

import { Stats } from './reliability/stats.mjs';
import { Ledger } from './reliability/ledger.mjs';
import {
	catalogue,
	register,
	memberLoop,
	learnerLoop,
	visitor,
	sleep,
} from './reliability/users.mjs';
import {
	verify,
	viewSums,
	learnerCounts,
	relationCounts,
} from './reliability/verify.mjs';
import { DEFAULT_FAULTS, Faults } from './reliability/faults.mjs';
import { freshnessLoop } from './reliability/freshness.mjs';
// The parts: the command line (options.mjs), ctl.sh (cluster.mjs), the report (report.mjs).
import { ROOT, opt, port } from './reliability/options.mjs';
import { allSynced, watch } from './reliability/cluster.mjs';
import { report } from './reliability/report.mjs';

const dry = opt.dry;
// --no-kill: the cluster's load and verification without the failures (a baseline).
const noKill = dry || opt[ 'no-kill' ];
const concurrency = Math.max( 2, Number( opt.concurrency ) );
const phaseMs = Number( opt[ 'phase-seconds' ] ) * 1000;
const stats = new Stats();
const deadline = Date.now() + Number( opt[ 'max-seconds' ] ) * 1000;
let stop = false;
const regByPhase = new Map();
const budget = Number( opt.registrations ?? ( dry ? 1 : 2 ) );

const run = {
	id: randomBytes( 3 ).toString( 'hex' ),
	base: opt.base.replace( /\/$/, '' ),
	mail: opt.mail.replace( /\/$/, '' ),
	timeoutMs: Number( opt[ 'timeout-ms' ] ),
	stats,
	ledger: new Ledger(),
	members: [],
	registrations: 0,
	comments: 0,
	staleReads: [],
	oddAnswers: [],
	dry,
	prefix: opt.prefix,
	// Visitors count an article's view (as its island does); fewer on the dev instance, where every
	// request comes from one address and the per-network limit of views (600 per 15 min) applies.
	viewShare: dry ? 0.2 : 0.6,
	think: () => 50 + Math.random() * 150,
	aborted: () => Date.now() > deadline,
	stopping: () => stop || Date.now() > deadline,
	// New members per phase; on the dev instance (one address for every request, other people's
	// tests sharing its limits) one in the whole run.
	mayRegister: () =>
		( regByPhase.get( stats.current?.name ) ?? 0 ) < budget &&
		( ! dry ||
			[ ...regByPhase.values() ].reduce( ( a, b ) => a + b, 0 ) < 1 ),
	noteRegistration: () =>
		regByPhase.set(
			stats.current?.name,
			( regByPhase.get( stats.current?.name ) ?? 0 ) + 1
		),
	nodes: dry
		? [
				{
					name: 'dev',
					socket: resolve( ROOT, '.local/dev/run/mysqld.sock' ),
					database: 'wordpress',
				},
			]
		: [ 1, 2, 3 ].map( ( n ) => ( {
				name: `db${ n }`,
				socket: resolve( ROOT, `.local/cluster/run/db${ n }.sock` ),
				database: 'wordpress',
			} ) ),
	doors: (
		opt.doors ??
		( dry
			? opt.base
			: `${ opt.base },http://127.0.0.1:${ port( 8891 ) },http://127.0.0.1:${ port( 8892 ) }` )
	)
		.split( ',' )
		.map( ( d ) => d.trim().replace( /\/$/, '' ) )
		.filter( Boolean ),
	viewsBefore: new Map(),
	editorLogin: opt.editor.split( ':' )[ 0 ],
	editorPassword: opt.editor.split( ':' ).slice( 1 ).join( ':' ),
	fresh: {
		doors: [],
		editDoors: ( dry ? opt.base : opt[ 'edit-doors' ] )
			.split( ',' )
			.map( ( d ) => d.trim().replace( /\/$/, '' ) )
			.filter( Boolean ),
		ms: Number( opt[ 'fresh-ms' ] ),
		checks: [],
		notes: [],
	},
	learnersBefore: { meta: new Map(), rows: new Map() },
};

/**
 * Sleeps through a phase, unless the run must end.
 *
 * @param {number} ms Milliseconds.
 */
async function hold( ms ) {
	const until = Math.min( Date.now() + ms, deadline );
	while ( Date.now() < until ) {
		await sleep( Math.min( 250, until - Date.now() ) );
	}
}

/** The faults of this run, in order (--faults, or every default fault). */
const faultList = ( opt.faults ?? DEFAULT_FAULTS.join( ',' ) )
	.split( ',' )
	.map( ( f ) => f.trim() )
	.filter( Boolean );

const faults = new Faults( {
	root: ROOT,
	stats,
	hold,
	sleep,
	faultMs: Number( opt[ 'fault-seconds' ] ) * 1000,
	freezeMs: Number( opt[ 'freeze-seconds' ] ) * 1000,
	afterMs: Number( opt[ 'after-seconds' ] ) * 1000,
	bootstrap: opt.bootstrap,
	deadline: () => Math.max( 0, deadline - Date.now() ),
} );

/**
 * Brings back what the run killed or froze, before the process ends early (interrupted, or past
 * its hard limit), so a stopped run never leaves the cluster short of a node.
 */
function bringBack() {
	faults.bringBackSync( execFileSync );
}

for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => {
		process.stdout.write( `\n${ signal }: the run stops.\n` );
		bringBack();
		process.exit( 130 );
	} );
}

async function main() {
	process.stdout.write(
		`Reliability run ${ run.id }${ dry ? ' (dry: no node is killed)' : '' } against ${ run.base } (mail ${ run.mail }), ${ concurrency } users, ${ phaseMs / 1000 } s per phase, at most ${ opt[ 'max-seconds' ] } s\n\nEvents (UTC):\n`
	);
	const hardStop = setTimeout(
		() => {
			process.stdout.write(
				`\nThe run passed its hard limit of ${ opt[ 'max-seconds' ] } s + 120 s: stopped.\n`
			);
			bringBack();
			process.exit( 3 );
		},
		( Number( opt[ 'max-seconds' ] ) + 120 ) * 1000
	);
	hardStop.unref();

	if ( ! dry ) {
		const synced = await allSynced( 30_000 );
		if ( ! synced.ok ) {
			process.stdout.write(
				`The cluster is not up with three Synced database nodes (bash bin/cluster/ctl.sh status):\n${ synced.out }\n`
			);
			process.exit( 2 );
		}
	}
	run.viewsBefore = await viewSums( run.nodes[ 0 ], run.prefix );
	run.learnersBefore = await learnerCounts( run.nodes[ 0 ], run.prefix );
	run.relationsBefore = await relationCounts( run.nodes[ 0 ], run.prefix );

	stats.phase( 'warm-up' );
	const site = await catalogue( run );
	// A few courses, so that readers meet on them (the counter's hot rows).
	site.courses = [ ...run.learnersBefore.meta.keys() ].slice( 0, 4 );
	stats.event(
		`site: ${ site.posts.length } articles, ${ site.tags.length } tags, ${ site.lists.length } lists, ${ site.comments.length } approved comments`
	);
	const memberCount = Math.max( 1, Math.round( concurrency * 0.6 ) );
	const visitorCount = concurrency - memberCount;
	const firsts = (
		await Promise.all(
			Array.from( { length: memberCount }, () => register( run, site ) )
		)
	).filter( Boolean );
	stats.event( `${ firsts.length } of ${ memberCount } members registered` );
	if ( firsts.length === 0 ) {
		throw new Error(
			'no member could register: ' +
				run.ledger.ops.map( ( o ) => o.returned ).join( '; ' )
		);
	}
	const loops = [
		...firsts.map( ( m ) => memberLoop( run, site, m ) ),
		...Array.from( { length: visitorCount }, () => visitor( run, site ) ),
		...Array.from(
			{ length: site.courses.length ? Number( opt.learners ) : 0 },
			() => learnerLoop( run, site )
		),
	];
	if ( ! dry ) {
		loops.push( watch( run, stats ) );
	}
	// Every nginx's own door (nginx1 :8893, nginx2 :8894 once the cluster has two), else the site.
	const nodesNow = dry ? new Map() : await faults.status();
	run.fresh.doors = (
		opt[ 'nginx-doors' ] ??
		( nodesNow.has( 'nginx1' ) && nodesNow.has( 'nginx2' )
			? `http://127.0.0.1:${ port( 8893 ) },http://127.0.0.1:${ port( 8894 ) }`
			: opt.base )
	)
		.split( ',' )
		.map( ( d ) => d.trim().replace( /\/$/, '' ) )
		.filter( Boolean );
	stats.event(
		`freshness: read through ${ run.fresh.doors.join( ', ' ) }, edits through ${ run.fresh.editDoors.join( ', ' ) }`
	);
	loops.push( freshnessLoop( run ) );
	await hold( Math.min( 5000, phaseMs ) );

	stats.phase( 'before' );
	await hold( phaseMs );
	let faultsOk = true;
	const seen = new Map();
	for ( const fault of faultList ) {
		seen.set( fault, ( seen.get( fault ) ?? 0 ) + 1 );
		const label =
			seen.get( fault ) > 1
				? `${ fault } #${ seen.get( fault ) }`
				: fault;
		if ( run.stopping() ) {
			faults.rows.push( {
				fault: label,
				result: 'FAILED',
				note: 'not run: the run passed --max-seconds',
				phases: [],
				recoveryMs: null,
			} );
			faultsOk = false;
			continue;
		}
		if ( noKill ) {
			faults.rows.push( {
				fault: label,
				result: 'not injected',
				note: '--no-kill',
				phases: [ `${ label } (not injected)` ],
				recoveryMs: null,
			} );
			stats.phase( `${ label } (not injected)` );
			await hold( Number( opt[ 'fault-seconds' ] ) * 1000 );
			continue;
		}
		const row = await faults.run( fault, await faults.status(), label );
		if ( row.result === 'FAILED' ) {
			faultsOk = false;
		}
	}
	stop = true;
	stats.close();
	await Promise.all( loops );
	stats.event( 'load stopped' );

	let syncedAfter = { ok: true, out: '' };
	if ( ! dry ) {
		bringBack();
		syncedAfter = await allSynced( 60_000 );
		stats.event(
			syncedAfter.ok
				? 'three database nodes Synced'
				: 'the database nodes are NOT all Synced'
		);
	}
	const checks = await verify( run );
	stats.event( 'verified' );
	return report( {
		run,
		stats,
		faults,
		checks,
		dry,
		noKill,
		faultsOk,
		syncedAfter,
	} );
}

main().then(
	( code ) => process.exit( code ),
	( error ) => {
		process.stdout.write(
			`\nThe run could not complete: ${ error?.stack ?? error }\n`
		);
		process.exit( 2 );
	}
);
