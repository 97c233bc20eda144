/**
 * The verification's checks of the ledger's writes (reliability/verify.mjs), each against the first
 * node's facts: registrations, the writes' identities, the toggle relations and the comments. Each
 * pushes its result lines onto the checks.
 *
 * The context of a check: the run, its ledger, the first node's facts (f), every node's facts (all).
 */
import { RELATIONS } from './ledger.mjs';
import { blame, check, few } from './verify-checks.mjs';

// Registrations: one user per acknowledged address, none for a refused one, none unknown to us.
export function registrationChecks( checks, { ledger, f } ) {
	const users = new Map(
		f.users.map( ( [ email, n ] ) => [ email, Number( n ) ] )
	);
	const bad = [];
	let acked = 0;
	const known = new Set();
	for ( const op of ledger.ops.filter( ( o ) => o.kind === 'register' ) ) {
		known.add( op.email );
		const n = users.get( op.email ) ?? 0;
		if ( op.result === 'acked' ) {
			acked++;
		}
		if (
			( op.result === 'acked' && n !== 1 ) ||
			( op.result === 'unknown' && n > 1 ) ||
			( op.result === 'failed' && n !== 0 )
		) {
			bad.push(
				`${ op.email } (${ op.result }, ${ op.phase }): ${ n } users`
			);
		}
	}
	for ( const email of users.keys() ) {
		if ( ! known.has( email ) ) {
			bad.push( `${ email }: a user the run never registered` );
		}
	}
	checks.push(
		check(
			bad.length === 0,
			'registrations: one user per acknowledged address',
			bad.length
				? few( bad )
				: `${ acked } acknowledged, ${ users.size } users`
		)
	);
}

// The run's own rule: every (kind, member, object) is added at most once and removed at most
// once after, so its final state is its whole history.
export function identityChecks( checks, { ledger } ) {
	const reused = ledger.reusedIdentities();
	checks.push(
		check(
			reused.length === 0,
			'every write has an identity of its own (no pair toggled twice)',
			reused.length ? few( reused ) : 'yes'
		)
	);
}

// Toggle relations: each (member, object) as its one add and one remove left it, never twice.
export function relationChecks( checks, { run, ledger, f } ) {
	const expected = ledger.expectedRelations();
	for ( const kind of Object.keys( RELATIONS ) ) {
		const rows = new Map(
			f[ kind ].map( ( [ email, object, n ] ) => [
				`${ kind }|${ email }|${ object }`,
				Number( n ),
			] )
		);
		const bad = [];
		let present = 0;
		let either = 0;
		for ( const [ key, state ] of expected ) {
			if ( ! key.startsWith( kind + '|' ) ) {
				continue;
			}
			const n = rows.get( key ) ?? 0;
			present += state === 'present' ? 1 : 0;
			either += state === 'either' ? 1 : 0;
			const when = ledger.lastPhase( key );
			if ( n > 1 ) {
				bad.push( `${ key }: ${ n } rows (doubled; ${ when })` );
				blame( run, when );
			} else if ( state === 'present' && n !== 1 ) {
				bad.push( `${ key }: acknowledged, missing (${ when })` );
				blame( run, when );
			} else if ( state === 'absent' && n !== 0 ) {
				bad.push(
					`${ key }: removed or never acknowledged, present (${ when })`
				);
				blame( run, when );
			}
		}
		for ( const key of rows.keys() ) {
			if ( ! expected.has( key ) ) {
				bad.push( `${ key }: a row the run never wrote` );
			}
		}
		const acked = ledger.ops.filter(
			( o ) => o.kind === kind && o.result === 'acked'
		).length;
		checks.push(
			check(
				bad.length === 0,
				`${ kind }: every acknowledged write exactly once`,
				bad.length
					? few( bad )
					: `${ acked } acknowledged writes, ${ present } rows expected and found, ${ either } uncertain (an unknown outcome)`
			)
		);
	}
}

// Comments: each acknowledged comment once, with the id the site answered.
export function commentChecks( checks, { ledger, f } ) {
	const byToken = new Map();
	for ( const [ id, email, post, approved, content ] of f.comments ) {
		const token =
			/rel-[a-z0-9]+-c\d+/.exec( content ?? '' )?.[ 0 ] ??
			`(no token: ${ id })`;
		byToken.set( token, [
			...( byToken.get( token ) ?? [] ),
			{ id: Number( id ), email, post: Number( post ), approved },
		] );
	}
	const bad = [];
	let acked = 0;
	const known = new Set();
	for ( const op of ledger.ops.filter( ( o ) => o.kind === 'comment' ) ) {
		known.add( op.object );
		const rows = byToken.get( op.object ) ?? [];
		if ( op.result === 'acked' ) {
			acked++;
			if ( rows.length !== 1 ) {
				bad.push(
					`${ op.object } (acked id ${ op.returned }): ${ rows.length } rows`
				);
			} else if (
				rows[ 0 ].id !== Number( op.returned ) ||
				rows[ 0 ].email !== op.email ||
				rows[ 0 ].post !== op.post
			) {
				bad.push(
					`${ op.object }: row ${ JSON.stringify( rows[ 0 ] ) } differs from the answer (id ${ op.returned }, ${ op.email }, post ${ op.post })`
				);
			}
		} else if ( op.result === 'unknown' && rows.length > 1 ) {
			bad.push(
				`${ op.object } (unknown outcome): ${ rows.length } rows`
			);
		} else if ( op.result === 'failed' && rows.length !== 0 ) {
			bad.push(
				`${ op.object } (refused: ${ op.returned }): ${ rows.length } rows`
			);
		}
	}
	for ( const token of byToken.keys() ) {
		if ( ! known.has( token ) ) {
			bad.push( `${ token }: a comment the run never wrote` );
		}
	}
	checks.push(
		check(
			bad.length === 0,
			'comments: every acknowledged comment exactly once',
			bad.length
				? few( bad )
				: `${ acked } acknowledged, ${ f.comments.length } rows`
		)
	);
}
