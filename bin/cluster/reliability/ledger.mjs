/**
 * The ledger of writes: every write the run attempted, with its outcome.
 *
 * - acked: the site answered 2xx with the envelope's success (core's routes: 2xx), so the write
 *   must be in the database exactly once (or, for a toggle, its last acknowledged state must hold);
 * - unknown: a timeout, a network error or a 5xx — it may or may not have happened, but at most once;
 * - failed: a 4xx or a refusal — nothing was written.
 */

/**
 * The outcome of an answer for the ledger.
 *
 * @param {{ok: boolean, kind: string|null}} r An answer of Client.request().
 */
export function outcome( r ) {
	if ( r.ok ) {
		return 'acked';
	}
	return r.kind === 'network' || r.kind === 'timeout' || r.kind === '5xx'
		? 'unknown'
		: 'failed';
}

/** Toggle relations: the table, its object column, and the REST route. */
export const RELATIONS = {
	like: { table: 'mvc_likes', column: 'post_id' },
	collect: { table: 'mvc_collections', column: 'post_id' },
	subscribe: { table: 'mvc_tag_subscriptions', column: 'term_id' },
	commentlike: { table: 'mvc_comment_likes', column: 'comment_id' },
};

export class Ledger {
	constructor() {
		/** @type {{kind: string, email: string, object: number|string, op: string, result: string, returned: any, t: number, phase: string}[]} */
		this.ops = [];
	}

	/**
	 * Notes a write.
	 *
	 * @param {Object} entry kind, email, object, op ('add'|'remove'|'create'), result, returned, phase.
	 */
	add( entry ) {
		this.ops.push( { t: Date.now(), ...entry } );
	}

	/**
	 * The state each toggle relation must be in: key `kind|email|object` → 'present' | 'absent' |
	 * 'either' (an unknown outcome after the last acknowledged write), from the writes in order.
	 * Registration with tags counts as acknowledged subscriptions.
	 */
	expectedRelations() {
		/** @type {Map<string, string>} */
		const state = new Map();
		for ( const op of this.ops ) {
			if ( ! RELATIONS[ op.kind ] ) {
				continue;
			}
			const key = `${ op.kind }|${ op.email }|${ op.object }`;
			const before = state.get( key ) ?? 'absent';
			const target = op.op === 'add' ? 'present' : 'absent';
			if ( op.result === 'acked' ) {
				state.set( key, target );
			} else if ( op.result === 'unknown' && before !== target ) {
				state.set( key, 'either' );
			} else if ( ! state.has( key ) ) {
				state.set( key, before );
			}
		}
		return state;
	}

	/**
	 * The run's own rule, checked: every toggle pair (kind, member, object) has at most one add and at
	 * most one remove, the remove after the add. A pair written again would let a lost write that is
	 * later redone pass as the final state. Returns the pairs that break it.
	 *
	 * @return {string[]} `kind|email|object: add, remove, add` for each reused pair.
	 */
	reusedIdentities() {
		const seen = new Map();
		for ( const op of this.ops ) {
			if ( ! RELATIONS[ op.kind ] ) {
				continue;
			}
			const key = `${ op.kind }|${ op.email }|${ op.object }`;
			seen.set( key, [ ...( seen.get( key ) ?? [] ), op.op ] );
		}
		return [ ...seen ]
			.filter(
				( [ , ops ] ) =>
					! [ 'add', 'remove', 'add,remove' ].includes( ops.join() )
			)
			.map( ( [ key, ops ] ) => `${ key }: ${ ops.join( ', ' ) }` );
	}

	/**
	 * The phase of the last write of a pair (where a broken invariant is blamed).
	 *
	 * @param {string} key `kind|email|object`.
	 */
	lastPhase( key ) {
		for ( let i = this.ops.length - 1; i >= 0; i-- ) {
			const op = this.ops[ i ];
			if ( `${ op.kind }|${ op.email }|${ op.object }` === key ) {
				return op.phase;
			}
		}
		return '?';
	}

	/**
	 * Counts of writes by kind and result.
	 *
	 * @return {Map<string, Record<string, number>>} kind → result → count.
	 */
	summary() {
		const out = new Map();
		for ( const op of this.ops ) {
			const row = out.get( op.kind ) ?? {
				acked: 0,
				unknown: 0,
				failed: 0,
			};
			row[ op.result ]++;
			out.set( op.kind, row );
		}
		return out;
	}
}
