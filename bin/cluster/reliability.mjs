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
	visitor,
	sleep,
} from './reliability/users.mjs';
import { verify, viewSums, learnerCounts } from './reliability/verify.mjs';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );

const { values: opt } = parseArgs( {
	options: {
		base: { type: 'string', default: 'http://localhost:8890' },
		mail: { type: 'string', default: 'http://localhost:1082' },
		'phase-seconds': { type: 'string', default: '25' },
		concurrency: { type: 'string', default: '8' },
		registrations: { type: 'string' },
		'timeout-ms': { type: 'string', default: '10000' },
		'max-seconds': { type: 'string', default: '290' },
		doors: { type: 'string' },
		prefix: { type: 'string', default: 'wp_' },
		dry: { type: 'boolean', default: false },
		'no-kill': { type: 'boolean', default: false },
		help: { type: 'boolean', default: false },
	},
} );

if ( opt.help ) {
	process.stdout.write(
		'node bin/cluster/reliability.mjs [--base URL] [--mail URL] [--phase-seconds N] [--concurrency N] [--registrations N] [--timeout-ms N] [--max-seconds N] [--doors URL,URL] [--no-kill] [--dry]\n'
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

/**
 * A failure and the node's return, as two or three phases.
 *
 * @param {string} node The node (db2, php2).
 * @param {string} back The name of the phase while it comes back.
 */
/** The nodes this run killed and has not brought back yet. */
const down = new Set();

/**
 * Brings back what the run killed, before the process ends early (interrupted, or past its hard
 * limit), so a stopped run never leaves the cluster short of a node.
 */
function bringBack() {
	for ( const node of down ) {
		process.stdout.write(
			`Bringing ${ node } back: bash bin/cluster/ctl.sh start ${ node }\n`
		);
		try {
			execFileSync( 'bash', [ 'bin/cluster/ctl.sh', 'start', node ], {
				cwd: ROOT,
				timeout: 180_000,
				stdio: 'inherit',
			} );
		} catch {
			process.stdout.write(
				`Could not bring ${ node } back: run bash bin/cluster/ctl.sh start ${ node }\n`
			);
		}
	}
	down.clear();
}

for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => {
		process.stdout.write( `\n${ signal }: the run stops.\n` );
		bringBack();
		process.exit( 130 );
	} );
}

async function failure( node, back ) {
	if ( noKill ) {
		stats.phase( `${ node } down (not killed)` );
		await hold( phaseMs );
		stats.phase( `after ${ node }` );
		await hold( phaseMs );
		return true;
	}
	stats.event( `ctl.sh kill ${ node }` );
	down.add( node );
	const killed = await ctl( [ 'kill', node ], 30_000 );
	stats.event(
		`ctl.sh kill ${ node }: ${ killed.ok ? 'done' : 'FAILED' } ${ killed.out.split( '\n' ).slice( -1 )[ 0 ] ?? '' }`
	);
	stats.phase( `${ node } down` );
	await hold( phaseMs );
	stats.phase( back );
	stats.event( `ctl.sh start ${ node }` );
	const started = await ctl(
		[ 'start', node ],
		Math.max( 10_000, deadline - Date.now() - 30_000 )
	);
	stats.event(
		`ctl.sh start ${ node }: ${ started.ok ? 'serving' : 'FAILED' } ${ started.out.split( '\n' ).slice( -1 )[ 0 ] ?? '' }`
	);
	if ( started.ok ) {
		down.delete( node );
	}
	stats.phase( `after ${ node }` );
	await hold( phaseMs );
	return killed.ok && started.ok;
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
					/^(db[123]|php[12]|haproxy|redis|nginx)$/.test( f[ 0 ] )
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
	];
	if ( ! dry ) {
		loops.push( watch() );
	}
	await hold( Math.min( 5000, phaseMs ) );

	stats.phase( 'before' );
	await hold( phaseMs );
	const dbOk = await failure( 'db2', 'db2 rejoining' );
	const phpOk = await failure( 'php2', 'php2 restarting' );
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
		let killDetail = dbOk && phpOk ? 'yes' : 'see the events';
		if ( noKill ) {
			killDetail = 'not asked (--no-kill)';
		}
		checks.unshift( {
			ok: noKill || ( dbOk && phpOk ),
			name: 'ctl.sh killed and brought back db2 and php2',
			detail: killDetail,
			fatal: true,
		} );
	}
	checks.push( {
		ok: stats.loggedOut.length === 0,
		name: 'no member logged out by the site',
		detail: stats.loggedOut.length
			? `${ stats.loggedOut.length } session cookies cleared (above)`
			: 'none',
		fatal: false,
	} );
	checks.push( {
		ok: run.staleReads.length === 0,
		name: "read-after-write: members' counts right after their own writes",
		detail: run.staleReads.length
			? `${ run.staleReads.length } stale (above)`
			: 'never stale',
		fatal: false,
	} );
	checks.push( {
		ok: run.oddAnswers.length === 0,
		name: "acknowledged toggles answered the change the member's state implies",
		detail: run.oddAnswers.length
			? `${ run.oddAnswers.length } did not (above)`
			: 'every one',
		fatal: false,
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
