/**
 * The reliability run's report (bin/cluster/reliability.mjs), once the load stopped and the run was
 * verified: the phases, the fault table, errors, sessions, 5xx answers, writes, read-after-write, the
 * verification's checks (with the cluster's and the page caches'), the run's record, and PASS or FAIL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { ROOT } from './options.mjs';
import { Stats, clock } from './stats.mjs';

/**
 * The table per fault: what was done, the requests and errors while the node was down or frozen
 * and coming back, p50/p99 latency then, how long it took to be ready again after the run stopped
 * holding it down, the writes, and the broken invariants whose write started in the fault's phases
 * (lost or doubled writes, impossible counts, stale reads, odd deltas, ended sessions).
 *
 * @param {Function} writes         Phase name → [acked, unknown] write counts.
 * @param {Object}   context        The run, its stats and faults.
 * @param {Object}   context.run    The run (blame, stale reads, odd answers).
 * @param {Stats}    context.stats  Its figures.
 * @param {Object}   context.faults The faults (their rows).
 */
function faultTable( writes, { run, stats, faults } ) {
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
	// Broken invariants of the whole run (the sums: a count against its rows) belong to no phase.
	const known = new Set( [ ...stats.phases.keys() ] );
	for ( const [ phase, n ] of run.blame ?? [] ) {
		if ( ! known.has( phase ) ) {
			rows.push( [
				`(${ phase })`,
				'-',
				'',
				'',
				'',
				'',
				'',
				'',
				`${ n } BROKEN`,
				'see Verification',
			] );
		}
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

/**
 * Prints the report and says how the run ends.
 *
 * @param {Object}  context             What the run left.
 * @param {Object}  context.run         The run (ledger, nodes, fresh, stale reads, odd answers, blame).
 * @param {Stats}   context.stats       Its figures and events.
 * @param {Object}  context.faults      The faults (their rows).
 * @param {Array}   context.checks      The verification's checks.
 * @param {boolean} context.dry         Whether the run was against the dev instance.
 * @param {boolean} context.noKill      Whether no fault was injected (--no-kill, or dry).
 * @param {boolean} context.faultsOk    Whether every fault ran and its node came back.
 * @param {Object}  context.syncedAfter Whether the three database nodes were Synced after the run, and ctl.sh's output.
 * @return {number} The exit code: 0 when every fatal invariant holds, else 1.
 */
export function report( {
	run,
	stats,
	faults,
	checks,
	dry,
	noKill,
	faultsOk,
	syncedAfter,
} ) {
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
	out.push( faultTable( writes, { run, stats, faults } ), '' );
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
			ok:
				stale.length === 0 &&
				f.doors.every( ( d ) => doorsProved.has( d ) ),
			name: `page caches fresh: every acknowledged edit shown by every nginx (${ f.doors.join( ', ' ) }) within ${ f.ms } ms`,
			detail:
				( stale.length
					? `${ stale.length } stale: ` +
						stale
							.slice( 0, 6 )
							.map(
								( c ) =>
									`edit v${ c.n } (${ c.phase }) still old on ${ c.door }`
							)
							.join( '; ' )
					: `${ fresh.length } fresh reads` ) +
				`, ${ f.checks.filter( ( c ) => c.result === 'error' ).length } door errors, ${ f.checks.filter( ( c ) => c.result === 'edit not acknowledged' ).length } edits not acknowledged` +
				( f.doors.every( ( d ) => doorsProved.has( d ) )
					? ''
					: '; NOT proved on: ' +
						f.doors
							.filter( ( d ) => ! doorsProved.has( d ) )
							.join( ', ' ) ) +
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
