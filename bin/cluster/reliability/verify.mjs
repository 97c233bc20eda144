/**
 * After the run: every acknowledged write is in the database exactly once, nothing the run did not
 * acknowledge is there twice, every count equals its rows, and the database nodes agree.
 *
 * Facts are read on every node (same queries); the writes and counts are judged on the first node,
 * then every node's facts must be identical to it.
 */
import {
	checksumsAtOnePosition,
	facts,
	siteTables,
	CHECKSUM_EXCLUDED,
} from './verify-facts.mjs';
import { check, few } from './verify-checks.mjs';
import {
	commentChecks,
	identityChecks,
	registrationChecks,
	relationChecks,
} from './verify-writes.mjs';
import { countChecks } from './verify-counts.mjs';

// The parts: verify-facts.mjs (what is read from a node), verify-checks.mjs (helpers, the counts write
// by write), verify-writes.mjs and verify-counts.mjs (the checks). Importers still find these here.
export { relationCounts, viewSums, learnerCounts } from './verify-facts.mjs';
export { countsWriteByWrite } from './verify-checks.mjs';

/**
 * Verifies the run. Returns the checks.
 *
 * @param {Object} run The run (ledger, members, nodes, views before, doors).
 */
export async function verify( run ) {
	const checks = [];
	const all = [];
	const unreachable = [];
	for ( const node of run.nodes ) {
		// A node that is restarting is waited for (up to half a minute), then reported.
		for ( let attempt = 1; ; attempt++ ) {
			try {
				all.push( { node, facts: await facts( run, node ) } );
				break;
			} catch ( error ) {
				if ( attempt >= 10 ) {
					unreachable.push( error.message.split( '\n' )[ 0 ] );
					break;
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 3000 ) );
			}
		}
	}
	if ( unreachable.length ) {
		checks.push(
			check(
				false,
				'every database node answers',
				unreachable.join( '; ' )
			)
		);
	}
	if ( all.length === 0 ) {
		return checks;
	}
	const f = all[ 0 ].facts;
	const ledger = run.ledger;
	const context = { run, ledger, f, all };
	registrationChecks( checks, context );
	identityChecks( checks, context );
	relationChecks( checks, context );
	commentChecks( checks, context );
	await countChecks( checks, context );

	// The nodes agree: the same facts and the same table checksums everywhere.
	if ( all.length > 1 ) {
		const reference = JSON.stringify( f );
		const differ = all
			.slice( 1 )
			.filter( ( a ) => JSON.stringify( a.facts ) !== reference )
			.map( ( a ) => a.node.name );
		checks.push(
			check(
				differ.length === 0,
				`the run's rows are the same on ${ all.map( ( a ) => a.node.name ).join( ', ' ) }`,
				differ.length
					? `differ from ${ all[ 0 ].node.name }: ${ differ.join( ', ' ) }`
					: 'identical'
			)
		);
		const tables = await siteTables( run, all[ 0 ].node );
		const notInnodb = tables.filter(
			( t ) => t.engine !== 'InnoDB' && ! CHECKSUM_EXCLUDED[ t.name ]
		);
		checks.push(
			check(
				notInnodb.length === 0,
				'every site table is InnoDB (replicated by Galera)',
				notInnodb.length
					? notInnodb
							.map( ( t ) => `${ t.name } ${ t.engine }` )
							.join( ', ' )
					: `${ tables.length } tables`
			)
		);
		const compared = tables
			.map( ( t ) => t.name )
			.filter( ( t ) => ! CHECKSUM_EXCLUDED[ t ] );
		const at = await checksumsAtOnePosition(
			all.map( ( a ) => a.node ),
			compared
		);
		const differing = [];
		if ( at.ok ) {
			for ( const table of compared ) {
				const values = at.sums.map(
					( m ) => m.get( table ) ?? 'missing'
				);
				if ( values.some( ( v ) => v !== values[ 0 ] ) ) {
					differing.push(
						`${ table }: ${ all.map( ( a, i ) => `${ a.node.name } ${ values[ i ] }` ).join( ', ' ) }`
					);
				}
			}
		}
		const excluded = Object.entries( CHECKSUM_EXCLUDED );
		let sumDetail = `the nodes never stood at one position: ${ at.detail }`;
		if ( at.ok ) {
			sumDetail = differing.length
				? few( differing )
				: `identical at wsrep_last_committed ${ at.position } (attempt ${ at.attempts })`;
		}
		sumDetail += excluded.length
			? `; left out: ${ excluded.map( ( [ t, why ] ) => `${ t } (${ why })` ).join( ', ' ) }`
			: '; none left out';
		checks.push(
			check(
				at.ok && differing.length === 0,
				`CHECKSUM TABLE of every site table (${ compared.length }) agrees on ${ all.map( ( a ) => a.node.name ).join( ', ' ) } at one wsrep position`,
				sumDetail
			)
		);
		run.checksumTables = compared;
	}
	return checks;
}
