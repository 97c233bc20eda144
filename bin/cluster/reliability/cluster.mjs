/**
 * The reliability run's view of the cluster through `bash bin/cluster/ctl.sh` (bin/cluster/reliability.mjs):
 * running it, waiting until the three database nodes are Synced, and watching the nodes' states.
 */
import { execFile } from 'node:child_process';

import { ROOT } from './options.mjs';
import { sleep } from './users.mjs';

/**
 * Runs `bash bin/cluster/ctl.sh <args>` and notes it in the events.
 *
 * @param {string[]} args    Arguments.
 * @param {number}   timeout Milliseconds.
 * @return {Promise<{ok: boolean, out: string}>} Whether it succeeded, and its output.
 */
export function ctl( args, timeout = 180_000 ) {
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
export async function allSynced( ms ) {
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
 * Watches the cluster's nodes while the load runs (ctl.sh status every 2 s) and notes every change
 * of a node's state in the events: the run's own kills and starts, and anything else that happens
 * to the cluster meanwhile (another drill on the same cluster makes a run's figures meaningless).
 *
 * @param {Object} run   The run.
 * @param {Object} stats Its figures and events.
 */
export async function watch( run, stats ) {
	let before = null;
	while ( ! run.stopping() ) {
		const { out } = await ctl( [ 'status' ], 20_000 );
		const now = new Map(
			out
				.split( '\n' )
				.map( ( l ) => l.trim().split( /\s+/ ) )
				.filter( ( f ) =>
					/^(db[123]|php[12]|haproxy|redis|nginx[12]?|lb|gluster)$/.test(
						f[ 0 ]
					)
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
