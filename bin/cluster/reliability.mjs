#!/usr/bin/env node
/**
 * The cluster's reliability run (`npm run cluster:reliability`): a mixed load of visitors and
 * members against the cluster (http://localhost:8890) while one Galera node and then one PHP node
 * are killed and brought back; then every acknowledged write must be in the database exactly once,
 * every count must equal its rows, and the three database nodes must agree.
 *
 * Timeline: warm-up (members register) → "before" → `ctl.sh kill db2` → "db2 down" →
 * `ctl.sh start db2` ("db2 rejoining", until it is Synced) → "after db2" → `ctl.sh kill php2` →
 * "php2 down" → `ctl.sh start php2` ("php2 restarting") → "after php2" → verification.
 *
 * Prints a table per phase (requests, ok, errors by kind, p50/p99 latency, req/s), the events with
 * their times, and the verification; exits 0 only when every invariant holds (errors during a
 * failure are reported, not fatal).
 *
 * Options: --base URL (http://localhost:8890), --mail URL (maildev, http://localhost:1082),
 * --phase-seconds N (25), --concurrency N (8), --registrations N (new members per phase, 2),
 * --timeout-ms N (per request, 10000), --max-seconds N (hard limit of the whole run, 290),
 * --doors URL,URL (where counts are read back: the site and the two pinned PHP doors),
 * --no-kill (the same run on the cluster without the failures: a baseline),
 * --dry (no kills, one database: against the dev instance, e.g.
 * `node bin/cluster/reliability.mjs --dry --base http://localhost:8888 --mail http://localhost:1080 --concurrency 3`).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { Stats, clock } from './reliability/stats.mjs';
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

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );

const { values: opt } = parseArgs( {
	options: {
		base: { type: 'string', default: 'http://localhost:8890' },
		mail: { type: 'string', default: 'http://localhost:1082' },
		'phase-seconds': { type: 'string', default: '15' },
		concurrency: { type: 'string', default: '8' },
		learners: { type: 'string', default: '3' },
		'fresh-ms': { type: 'string', default: '2000' },
		'nginx-doors': { type: 'string' },
		'edit-doors': {
			type: 'string',
			default: 'http://127.0.0.1:8891,http://127.0.0.1:8892',
		},
		editor: { type: 'string', default: 'admin:password' },
		registrations: { type: 'string' },
		'timeout-ms': { type: 'string', default: '10000' },
		'max-seconds': { type: 'string', default: '480' },
		doors: { type: 'string' },
		prefix: { type: 'string', default: 'wp_' },
		dry: { type: 'boolean', default: false },
		'no-kill': { type: 'boolean', default: false },
		faults: { type: 'string' },
		'fault-seconds': { type: 'string', default: '12' },
		'freeze-seconds': { type: 'string', default: '20' },
		'after-seconds': { type: 'string', default: '6' },
		bootstrap: {
			type: 'string',
			default: 'MVC_SKIP_INSTALL=1 bash bin/cluster/start.sh',
		},
		help: { type: 'boolean', default: false },
	},
} );

if ( opt.help ) {
	process.stdout.write(
		'node bin/cluster/reliability.mjs [--faults ' +
			DEFAULT_FAULTS.join( ',' ) +
			'] [--no-kill] [--fault-seconds N] [--freeze-seconds N] [--after-seconds N] [--bootstrap CMD] [--base URL] [--mail URL] [--phase-seconds N] [--concurrency N] [--registrations N] [--timeout-ms N] [--max-seconds N] [--doors URL,URL] [--dry]\n'
	);
	process.exit( 0 );
}

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
			: `${ opt.base },http://127.0.0.1:8891,http://127.0.0.1:8892` )
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
 * Runs `bash bin/cluster/ctl.sh <args>` and notes it in the events.
 *
 * @param {string[]} args    Arguments.
 * @param {number}   timeout Milliseconds.
 * @return {Promise<{ok: boolean, out: string}>} Whether it succeeded, and its output.
 */
function ctl( args, timeout = 180_000 ) {
	return new Promise( ( done ) => {
		execFile(
			'bash',
			[ 'bin/cluster/ctl.sh', ...args ],
			{ cwd: ROOT, timeout },
			( error, stdout, stderr ) => {
				done( { ok: ! error, out: ( stdout + stderr ).trim() } );
			}
		);
	} );
}

/**
 * Waits until the three database nodes are Synced (ctl.sh status), or the time is up.
 *
 * @param {number} ms Longest wait.
 */
async function allSynced( ms ) {
	const until = Date.now() + ms;
	let out = '';
	while ( Date.now() < until ) {
		out = ( await ctl( [ 'status' ], 30_000 ) ).out;
		const db = out
			.split( '\n' )
			.filter( ( l ) => /^\s*db[123]\b/.test( l ) );
		if (
			db.length === 3 &&
			db.every(
				( l ) =>
					/state=Synced\b/.test( l ) &&
					/size=3\b/.test( l ) &&
					! /\bdown\b/.test( l )
			)
		) {
			return { ok: true, out };
		}
		await sleep( 1000 );
	}
	return { ok: false, out };
}

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

/**
 * Watches the cluster's nodes while the load runs (ctl.sh status every 2 s) and notes every change
 * of a node's state in the events: the run's own kills and starts, and anything else that happens
 * to the cluster meanwhile (another drill on the same cluster makes a run's figures meaningless).
 */
async function watch() {
	let before = null;
	while ( ! run.stopping() ) {
		const { out } = await ctl( [ 'status' ], 20_000 );
		const now = new Map(
			out
				.split( '\n' )
				.map( ( l ) => l.trim().split( /\s+/ ) )
				.filter( ( f ) =>
					/^(db[123]|php[12]|haproxy|redis|nginx[12]?|lb|gluster)$/.test( f[ 0 ] )
				)
				.map( ( f ) => [
					f[ 0 ],
					`${ f[ 1 ] }${ f.find( ( x ) => x.startsWith( 'state=' ) )?.replace( 'state=', ' ' ) ?? '' } pid ${ f[ 2 ] }`,
				] )
		);
		if ( before ) {
			for ( const [ node, state ] of now ) {
				if ( before.get( node ) !== state ) {
					stats.event(
						`status: ${ node } ${ state } (was ${ before.get( node ) ?? '?' })`
					);
				}
			}
		}
		before = now;
		await sleep( 2000 );
	}
}

/**
 * The table per fault: what was done, the requests and errors while the node was down or frozen
 * and coming back, p50/p99 latency then, how long it took to be ready again after the run stopped
 * holding it down, the writes, and the broken invariants whose write started in the fault's phases
 * (lost or doubled writes, impossible counts, stale reads, odd deltas, ended sessions).
 *
 * @param {Function} writes Phase name → [acked, unknown] write counts.
 */
function faultTable( writes ) {
	const broken = ( phases ) => {
		let n = 0;
		for ( const p of phases ) {
			n += run.blame?.get( p ) ?? 0;
			n += run.staleReads.filter( ( x ) => x.phase === p ).length;
			n += run.oddAnswers.filter( ( x ) => x.phase === p ).length;
			n += stats.loggedOut.filter( ( x ) => x.phase === p ).length;
		}
		return n;
	};
	const rows = [];
	for ( const name of [ 'before' ] ) {
		const m = stats.merged( [ name ] );
		const [ ok, unknown ] = writes( name );
		rows.push( [
			'(before, no fault)',
			'-',
			String( m.requests ),
			String( m.errors ),
			m.p50,
			m.p99,
			'-',
			`${ ok } / ${ unknown }`,
			broken( [ name ] ) ? `${ broken( [ name ] ) } BROKEN` : 'ok',
			'',
		] );
	}
	for ( const r of faults.rows ) {
		const during = r.phases.filter( ( p ) => ! p.startsWith( 'after ' ) );
		const m = stats.merged( during );
		const w = during.map( writes );
		const n = broken( r.phases );
		rows.push( [
			r.fault,
			r.result,
			String( m.requests ),
			String( m.errors ),
			m.p50,
			m.p99,
			r.recoveryMs === null ? '-' : ( r.recoveryMs / 1000 ).toFixed( 1 ),
			`${ w.reduce( ( s, x ) => s + Number( x[ 0 ] ), 0 ) } / ${ w.reduce( ( s, x ) => s + Number( x[ 1 ] ), 0 ) }`,
			n ? `${ n } BROKEN` : 'ok',
			r.note,
		] );
	}
	return [
		'Faults (requests, errors (network, timeout, 5xx, 4xx; not the refusals) and latency while the node was down or frozen and coming back; recovery: seconds from the start/thaw (or the kill, with a supervisor) to ready again; writes acked / unknown; invariants: broken ones whose write started in the fault\'s phases, "after" included):',
		'',
		Stats.markdown(
			[
				'fault',
				'result',
				'requests',
				'errors',
				'p50 ms',
				'p99 ms',
				'recovery s',
				'writes ok / ?',
				'invariants',
				'how',
			],
			rows
		),
	].join( '\n' );
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
		...Array.from( { length: site.courses.length ? Number( opt.learners ) : 0 }, () =>
			learnerLoop( run, site )
		),
	];
	if ( ! dry ) {
		loops.push( watch() );
	}
	// Every nginx's own door (nginx1 :8893, nginx2 :8894 once the cluster has two), else the site.
	const nodesNow = dry ? new Map() : await faults.status();
	run.fresh.doors = (
		opt[ 'nginx-doors' ] ??
		( nodesNow.has( 'nginx1' ) && nodesNow.has( 'nginx2' )
			? 'http://127.0.0.1:8893,http://127.0.0.1:8894'
			: opt.base )
	)
		.split( ',' )
		.map( ( d ) => d.trim().replace( /\/$/, '' ) )
		.filter( Boolean );
	stats.event( `freshness: read through ${ run.fresh.doors.join( ', ' ) }, edits through ${ run.fresh.editDoors.join( ', ' ) }` );
	loops.push( freshnessLoop( run ) );
	await hold( Math.min( 5000, phaseMs ) );

	stats.phase( 'before' );
	await hold( phaseMs );
	let faultsOk = true;
	const seen = new Map();
	for ( const fault of faultList ) {
		seen.set( fault, ( seen.get( fault ) ?? 0 ) + 1 );
		const label =
			seen.get( fault ) > 1 ? `${ fault } #${ seen.get( fault ) }` : fault;
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

	const writes = ( name ) => {
		const of = run.ledger.ops.filter( ( o ) => o.phase === name );
		return [ 'acked', 'unknown' ].map( ( r ) =>
			String( of.filter( ( o ) => o.result === r ).length )
		);
	};
	const out = [];
	out.push(
		'',
		"Phases (a request counts in the phase it started in; latency of every request; php1/php2: answered by that PHP node, cache: by nginx's page cache; writes acked / unknown outcome):",
		'',
		stats.table( writes, [ 'writes ok', 'writes ?' ] ),
		''
	);
	out.push( faultTable( writes ), '' );
	const details = stats.detailLines();
	out.push( 'Errors by kind and detail:', details || '  none', '' );
	out.push( 'Slowest requests:', stats.slowLines(), '' );
	out.push(
		`Sessions the site ended (an answer cleared a member's session cookie; the run never logs out): ${
			stats.loggedOut.length || 'none'
		}`
	);
	for ( const l of stats.loggedOut.slice( 0, 12 ) ) {
		out.push(
			`  ${ clock( l.at ) } ${ l.served } ${ l.status } ${ l.route }: ${ l.who }`
		);
	}
	out.push(
		`Answers 5xx (when, node, route, what it said): ${ stats.failures.length || 'none' }`
	);
	for ( const f of stats.failures.slice( 0, 12 ) ) {
		out.push(
			`  ${ clock( f.at ) } ${ f.served } ${ f.status } ${ f.route }: ${ f.said }`
		);
	}
	out.push( '' );
	out.push(
		"Writes (acked: 2xx with the envelope's success; unknown: timeout, network error or 5xx; failed: refused or 4xx):"
	);
	for ( const [ kind, row ] of run.ledger.summary() ) {
		out.push(
			`  ${ kind.padEnd( 12 ) } acked ${ String( row.acked ).padStart( 5 ) }   unknown ${ String( row.unknown ).padStart( 4 ) }   failed ${ String( row.failed ).padStart( 4 ) }`
		);
	}
	const failedReasons = new Map();
	for ( const op of run.ledger.ops.filter(
		( o ) => o.kind === 'register' && o.result !== 'acked'
	) ) {
		failedReasons.set(
			op.returned,
			( failedReasons.get( op.returned ) ?? 0 ) + 1
		);
	}
	for ( const [ reason, n ] of failedReasons ) {
		out.push( `    registration not acknowledged ${ n }×: ${ reason }` );
	}
	out.push( '' );
	out.push(
		`Read-after-write (a member's counts right after its own acknowledged writes): ${ run.staleReads.length === 0 ? 'never stale' : `${ run.staleReads.length } stale` }`
	);
	for ( const s of run.staleReads.slice( 0, 10 ) ) {
		out.push(
			`  ${ s.phase }: ${ s.email } ${ s.field } answered ${ s.got }, expected ${ s.want }`
		);
	}
	out.push(
		`Acknowledged toggles whose change (delta) differs from what the member's own writes imply: ${
			run.oddAnswers.length === 0 ? 'none' : run.oddAnswers.length
		}`
	);
	for ( const a of run.oddAnswers.slice( 0, 10 ) ) {
		out.push( `  ${ a.phase }: ${ a.text }` );
	}
	out.push(
		'',
		'Verification (database' +
			( run.nodes.length > 1 ? 's ' : ' ' ) +
			run.nodes.map( ( n ) => n.name ).join( ', ' ) +
			'):'
	);
	if ( ! dry ) {
		checks.unshift( {
			ok: syncedAfter.ok,
			name: 'the cluster is back: three Synced database nodes',
			detail: syncedAfter.ok ? 'yes' : syncedAfter.out,
			fatal: true,
		} );
		let killDetail = faultsOk
			? faults.rows
					.map( ( r ) => `${ r.fault } ${ r.result }` )
					.join( ', ' )
			: 'see the events and the fault table';
		if ( noKill ) {
			killDetail = 'not asked (--no-kill)';
		}
		checks.unshift( {
			ok: noKill || faultsOk,
			name: 'every fault injected and its node back',
			detail: killDetail,
			fatal: true,
		} );
	}
	{
		const f = run.fresh;
		const stale = f.checks.filter( ( c ) => c.result === 'stale' );
		const fresh = f.checks.filter( ( c ) => c.result === 'fresh' );
		for ( const c of stale ) {
			run.blame ??= new Map();
			run.blame.set( c.phase, ( run.blame.get( c.phase ) ?? 0 ) + 1 );
		}
		const doorsProved = new Set( fresh.map( ( c ) => c.door ) );
		checks.push( {
			ok: stale.length === 0 && f.doors.every( ( d ) => doorsProved.has( d ) ),
			name: `page caches fresh: every acknowledged edit shown by every nginx (${ f.doors.join( ', ' ) }) within ${ f.ms } ms`,
			detail:
				( stale.length
					? `${ stale.length } stale: ` +
						stale
							.slice( 0, 6 )
							.map( ( c ) => `edit v${ c.n } (${ c.phase }) still old on ${ c.door }` )
							.join( '; ' )
					: `${ fresh.length } fresh reads` ) +
				`, ${ f.checks.filter( ( c ) => c.result === 'error' ).length } door errors, ${ f.checks.filter( ( c ) => c.result === 'edit not acknowledged' ).length } edits not acknowledged` +
				( f.doors.every( ( d ) => doorsProved.has( d ) ) ? '' : '; NOT proved on: ' + f.doors.filter( ( d ) => ! doorsProved.has( d ) ).join( ', ' ) ) +
				( f.notes.length ? '; ' + f.notes.join( '; ' ) : '' ),
			fatal: true,
		} );
	}
	checks.push( {
		ok: stats.loggedOut.length === 0,
		name: 'no member logged out by the site',
		detail: stats.loggedOut.length
			? `${ stats.loggedOut.length } session cookies cleared (above)`
			: 'none',
		fatal: true,
	} );
	checks.push( {
		ok: run.staleReads.length === 0,
		name: "read-after-write: members' counts right after their own writes",
		detail: run.staleReads.length
			? `${ run.staleReads.length } stale (above)`
			: 'never stale',
		fatal: true,
	} );
	checks.push( {
		ok: run.oddAnswers.length === 0,
		name: "acknowledged toggles answered the change the member's state implies",
		detail: run.oddAnswers.length
			? `${ run.oddAnswers.length } did not (above)`
			: 'every one',
		fatal: true,
	} );
	const mark = ( c ) => {
		if ( c.ok ) {
			return 'ok  ';
		}
		return c.fatal ? 'FAIL' : 'warn';
	};
	for ( const c of checks ) {
		out.push( `  ${ mark( c ) }  ${ c.name }: ${ c.detail }` );
	}
	// The evidence: every write with its outcome, the events, the failures, for a later look.
	const record = resolve(
		ROOT,
		`.local/${ dry ? 'dev' : 'cluster' }/logs/reliability-${ run.id }.json`
	);
	try {
		mkdirSync( dirname( record ), { recursive: true } );
		writeFileSync(
			record,
			JSON.stringify(
				{
					id: run.id,
					base: run.base,
					events: stats.events,
					writes: run.ledger.ops,
					failures: stats.failures,
					loggedOut: stats.loggedOut,
					staleReads: run.staleReads,
					oddAnswers: run.oddAnswers,
					checks,
				},
				null,
				1
			)
		);
		out.push(
			'',
			`The run's record (every write with its outcome): ${ record }`
		);
	} catch ( error ) {
		out.push(
			'',
			`The run's record could not be written: ${ error.message }`
		);
	}
	const failed = checks.filter( ( c ) => ! c.ok && c.fatal );
	out.push(
		'',
		failed.length === 0
			? `PASS: every acknowledged write is there exactly once, every count equals its rows${ run.nodes.length > 1 ? ', the nodes agree' : '' }.`
			: `FAIL: ${ failed.length } invariant(s) broken.`,
		`Finished ${ clock( Date.now() ) }, ${ ( ( Date.now() - stats.t0 ) / 1000 ).toFixed( 0 ) } s.`,
		''
	);
	process.stdout.write( out.join( '\n' ) );
	return failed.length === 0 ? 0 : 1;
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
