/**
 * The verification's helpers (reliability/verify.mjs): the acknowledged answers' counts judged write by
 * write, a pool of eight, a result line, a short list, and the blame of a phase.
 */

/**
 * The acknowledged answers' counts, write by write: each acknowledged like/collect answers the
 * article's count after its write (a follow: the tag's followers), which must lie between the pairs certainly present and those
 * possibly present at that moment (the run is the only writer; the count before the run is the
 * baseline); each acknowledged course press answers the course's count, between the readers
 * certainly counted and those possibly counted. Returns the writes whose count is impossible.
 *
 * @param {Object} run The run (ledger, relationsBefore, learnersBefore).
 * @return {{bad: {op: Object, text: string}[], checked: number}} The impossible answers.
 */
export function countsWriteByWrite( run ) {
	const bad = [];
	let checked = 0;
	const ops = run.ledger.ops;
	for ( const kind of [ 'like', 'collect', 'subscribe' ] ) {
		const byPost = new Map();
		for ( const op of ops.filter( ( o ) => o.kind === kind ) ) {
			const post = Number( op.object );
			const pairs = byPost.get( post ) ?? new Map();
			const pair = pairs.get( op.email ) ?? {};
			pair[ op.op ] = op;
			pairs.set( op.email, pair );
			byPost.set( post, pairs );
		}
		for ( const [ post, pairs ] of byPost ) {
			const base = run.relationsBefore?.[ kind ]?.get( post ) ?? 0;
			for ( const [ email, own ] of pairs ) {
				for ( const x of [ own.add, own.remove ] ) {
					if (
						! x ||
						x.result !== 'acked' ||
						typeof x.count !== 'number'
					) {
						continue;
					}
					checked++;
					let lower = base;
					let upper = base;
					for ( const [ other, pair ] of pairs ) {
						if ( other === email ) {
							const present = x.op === 'add' ? 1 : 0;
							lower += present;
							upper += present;
							continue;
						}
						const add =
							pair.add && pair.add.result !== 'failed'
								? pair.add
								: null;
						const rem =
							pair.remove && pair.remove.result !== 'failed'
								? pair.remove
								: null;
						const surelyIn =
							add?.result === 'acked' &&
							add.t1 < x.t0 &&
							! ( rem && rem.t0 < x.t1 );
						const surelyOut =
							! add ||
							add.t0 > x.t1 ||
							( rem?.result === 'acked' && rem.t1 < x.t0 );
						lower += surelyIn ? 1 : 0;
						upper += surelyOut ? 0 : 1;
					}
					if ( x.count < lower || x.count > upper ) {
						bad.push( {
							op: x,
							text: `${ kind } ${ x.op } of ${ kind === 'subscribe' ? 'tag' : 'post' } ${ post } by ${ email } (${ x.phase }) answered count ${ x.count }, the ledger allows ${ lower }..${ upper }`,
						} );
					}
				}
			}
		}
	}
	// Course learners: a reader counts once a day (the run stays within one site day).
	const byCourse = new Map();
	for ( const op of ops.filter( ( o ) => o.kind === 'learner' ) ) {
		const readers = byCourse.get( op.object ) ?? new Map();
		readers.set( op.email, [ ...( readers.get( op.email ) ?? [] ), op ] );
		byCourse.set( op.object, readers );
	}
	for ( const [ course, readers ] of byCourse ) {
		const base = run.learnersBefore?.meta?.get( course ) ?? 0;
		for ( const [ reader, presses ] of readers ) {
			for ( const x of presses ) {
				if ( x.result !== 'acked' || typeof x.count !== 'number' ) {
					continue;
				}
				checked++;
				let lower = base + 1;
				let upper = base + 1;
				for ( const [ other, theirs ] of readers ) {
					if ( other === reader ) {
						continue;
					}
					if (
						theirs.some(
							( o ) => o.result === 'acked' && o.t1 < x.t0
						)
					) {
						lower++;
					}
					if (
						theirs.some(
							( o ) => o.result !== 'failed' && o.t0 < x.t1
						)
					) {
						upper++;
					}
				}
				if ( x.count < lower || x.count > upper ) {
					bad.push( {
						op: x,
						text: `course ${ course } press by ${ reader } (${ x.phase }) answered count ${ x.count }, the ledger allows ${ lower }..${ upper }`,
					} );
				}
			}
		}
	}
	return { bad, checked };
}

/**
 * Runs a function on every item, eight at a time.
 *
 * @param {Array}    items Items.
 * @param {Function} fn    Async function of an item.
 */
export async function pool( items, fn ) {
	const queue = [ ...items ];
	await Promise.all(
		Array.from( { length: 8 }, async () => {
			while ( queue.length ) {
				await fn( queue.shift() );
			}
		} )
	);
}

/**
 * A result line.
 *
 * @param {boolean} ok     Whether the invariant holds.
 * @param {string}  name   The invariant.
 * @param {string}  detail Figures, or what is wrong.
 * @param {boolean} fatal  Whether a failure fails the run.
 */
export const check = ( ok, name, detail, fatal = true ) => ( {
	ok,
	name,
	detail,
	fatal,
} );

/**
 * Shortens a list for printing.
 *
 * @param {string[]} items Items.
 */
export const few = ( items ) =>
	( items.length > 8
		? [ ...items.slice( 0, 8 ), `… ${ items.length - 8 } more` ]
		: items
	).join( '; ' );

/**
 * Notes a broken invariant against the phase its write started in (the fault table's last column).
 *
 * @param {Object} run   The run.
 * @param {string} phase The phase.
 */
export function blame( run, phase ) {
	run.blame ??= new Map();
	run.blame.set( phase, ( run.blame.get( phase ) ?? 0 ) + 1 );
}
