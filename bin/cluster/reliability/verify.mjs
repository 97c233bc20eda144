/**
 * After the run: every acknowledged write is in the database exactly once, nothing the run did not
 * acknowledge is there twice, every count equals its rows, and the database nodes agree.
 *
 * Facts are read on every node (same queries); the writes and counts are judged on the first node,
 * then every node's facts must be identical to it.
 */
import { query, literal } from './db.mjs';
import { RELATIONS } from './ledger.mjs';
import { Client } from './http.mjs';
import { TAG_LIMIT } from './users.mjs';

/**
 * Tables left out of the nodes' comparison, each with its reason. None: on Galera every InnoDB table
 * the site writes (options with their transients, sessions, codes, rate limits, locks) is the same on
 * every node at one wsrep position.
 *
 * @type {Record<string, string>}
 */
const CHECKSUM_EXCLUDED = {};

/**
 * Every like and collect count per article and follower count per tag (before the run: the
 * baseline of the answers' counts).
 *
 * @param {Object} node   A database node.
 * @param {string} prefix Table prefix.
 * @return {Promise<Record<string, Map<number, number>>>} kind → article or tag → rows.
 */
export async function relationCounts( node, prefix ) {
	const out = {};
	for ( const kind of [ 'like', 'collect', 'subscribe' ] ) {
		const { table, column } = RELATIONS[ kind ];
		const rows = await query(
			node,
			`SELECT ${ column }, COUNT(*) FROM ${ prefix }${ table } GROUP BY ${ column }`
		);
		out[ kind ] = new Map(
			rows.map( ( [ id, n ] ) => [ Number( id ), Number( n ) ] )
		);
	}
	return out;
}

/**
 * The sums of views per article (before and after the run).
 *
 * @param {Object} node   A database node.
 * @param {string} prefix Table prefix.
 * @return {Promise<Map<number, number>>} Article id → views.
 */
export async function viewSums( node, prefix ) {
	const rows = await query(
		node,
		`SELECT post_id, SUM(views) FROM ${ prefix }mvc_post_views GROUP BY post_id`
	);
	return new Map(
		rows.map( ( [ id, n ] ) => [ Number( id ), Number( n ) ] )
	);
}

/**
 * The courses' learner counts (the plugin's stored counter, post meta course_learners) and their
 * reader rows per day (mvc_course_learners), before and after the run.
 *
 * @param {Object} node   A database node.
 * @param {string} prefix Table prefix.
 * @return {Promise<{meta: Map<number, number>, rows: Map<string, number>}>} course → count; `course|day` → rows.
 */
export async function learnerCounts( node, prefix ) {
	const meta = await query(
		node,
		`SELECT p.ID, COALESCE((SELECT m.meta_value FROM ${ prefix }postmeta m WHERE m.post_id = p.ID AND m.meta_key = 'course_learners' ORDER BY m.meta_id LIMIT 1), '0') FROM ${ prefix }posts p WHERE p.post_type = 'course' AND p.post_status = 'publish' ORDER BY p.ID`
	);
	const rows = await query(
		node,
		`SELECT course_id, day, COUNT(*) FROM ${ prefix }mvc_course_learners GROUP BY course_id, day`
	);
	return {
		meta: new Map(
			meta.map( ( [ id, n ] ) => [ Number( id ), Number( n ) ] )
		),
		rows: new Map(
			rows.map( ( [ id, day, n ] ) => [
				`${ id }|${ day }`,
				Number( n ),
			] )
		),
	};
}

/**
 * What one node holds of the run.
 *
 * @param {Object} run  The run.
 * @param {Object} node A database node.
 */
async function facts( run, node ) {
	const p = run.prefix;
	const mine = `u.user_email LIKE ${ literal( `rel-${ run.id }-%@example.com` ) }`;
	const out = {};
	out.users = await query(
		node,
		`SELECT u.user_email, COUNT(*) FROM ${ p }users u WHERE ${ mine } GROUP BY u.user_email ORDER BY 1`
	);
	for ( const [ kind, { table, column } ] of Object.entries( RELATIONS ) ) {
		out[ kind ] = await query(
			node,
			`SELECT u.user_email, r.${ column }, COUNT(*) FROM ${ p }${ table } r INNER JOIN ${ p }users u ON u.ID = r.user_id WHERE ${ mine } GROUP BY u.user_email, r.${ column } ORDER BY 1, 2`
		);
	}
	out.comments = await query(
		node,
		`SELECT c.comment_ID, u.user_email, c.comment_post_ID, c.comment_approved, c.comment_content FROM ${ p }comments c INNER JOIN ${ p }users u ON u.ID = c.user_id WHERE ${ mine } ORDER BY 1`
	);
	out.commentCounts = await query(
		node,
		`SELECT p.ID, p.comment_count, (SELECT COUNT(*) FROM ${ p }comments c WHERE c.comment_post_ID = p.ID AND c.comment_approved = '1') AS approved FROM ${ p }posts p WHERE p.post_type IN ('post', 'page', 'journal') HAVING p.comment_count <> approved ORDER BY 1`
	);
	out.termCounts = await query(
		node,
		`SELECT tt.taxonomy, tt.term_id, tt.count, (SELECT COUNT(*) FROM ${ p }term_relationships tr INNER JOIN ${ p }posts o ON o.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND o.post_status = 'publish') AS objects FROM ${ p }term_taxonomy tt WHERE tt.taxonomy IN ('category', 'post_tag') HAVING tt.count <> objects ORDER BY 1, 2`
	);
	out.metaDuplicates = await query(
		node,
		`SELECT u.user_email, m.meta_key, COUNT(*) FROM ${ p }usermeta m INNER JOIN ${ p }users u ON u.ID = m.user_id WHERE ${ mine } GROUP BY u.user_email, m.meta_key HAVING COUNT(*) > 1 ORDER BY 1, 2`
	);
	// Verification codes (Data\Retry: the earlier codes die and the new one is stored together): at
	// most one live code per address and purpose.
	out.liveCodes = await query(
		node,
		`SELECT email, purpose, COUNT(*) FROM ${ p }mvc_codes WHERE email LIKE ${ literal( `rel-${ run.id }-%@example.com` ) } AND used_at IS NULL AND expires_at > UTC_TIMESTAMP() GROUP BY email, purpose HAVING COUNT(*) > 1 ORDER BY 1, 2`
	);
	out.views = [ ...( await viewSums( node, p ) ).entries() ].sort(
		( a, b ) => a[ 0 ] - b[ 0 ]
	);
	const postIds = [
		...new Set(
			run.ledger.ops
				.filter( ( o ) => o.kind === 'like' || o.kind === 'collect' )
				.map( ( o ) => Number( o.object ) )
		),
	];
	out.postCounts = {};
	for ( const kind of [ 'like', 'collect' ] ) {
		out.postCounts[ kind ] = postIds.length
			? await query(
					node,
					`SELECT post_id, COUNT(*) FROM ${ p }${ RELATIONS[ kind ].table } WHERE post_id IN (${ postIds.join( ',' ) }) GROUP BY post_id ORDER BY 1`
				)
			: [];
	}
	out.userCounts = await query(
		node,
		`SELECT u.user_email, (SELECT COUNT(*) FROM ${ p }mvc_likes r WHERE r.user_id = u.ID), (SELECT COUNT(*) FROM ${ p }mvc_collections r WHERE r.user_id = u.ID), (SELECT COUNT(*) FROM ${ p }mvc_tag_subscriptions r WHERE r.user_id = u.ID) FROM ${ p }users u WHERE ${ mine } ORDER BY 1`
	);
	return out;
}

/**
 * Every table of the site's database (information_schema), with its engine: the site's tables are
 * wp_* (core's and the plugin's mvc_*); a table not on InnoDB is not replicated by Galera.
 *
 * @param {Object} run  The run.
 * @param {Object} node A database node.
 */
async function siteTables( run, node ) {
	const like = run.prefix.replace( /_/g, '\\_' ) + '%';
	return (
		await query(
			node,
			`SELECT table_name, engine FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' AND table_name LIKE '${ like }' ORDER BY 1`
		)
	).map( ( [ name, engine ] ) => ( { name, engine } ) );
}

/**
 * wsrep_last_committed of a node.
 *
 * @param {Object} node A database node.
 */
async function position( node ) {
	const rows = await query(
		node,
		"SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'WSREP_LAST_COMMITTED'"
	);
	return rows[ 0 ]?.[ 0 ] ?? '?';
}

/**
 * CHECKSUM TABLE of the tables on every node at ONE wsrep position: the load has stopped; wait until
 * wsrep_last_committed is the same on every node, checksum, and read the position again: if a write
 * (WP-Cron, a late request) moved it meanwhile, again. FLUSH TABLES WITH READ LOCK would not do on
 * Galera (it desyncs the node and stops its applier, it does not hold the cluster still).
 *
 * @param {Object[]} nodes  Database nodes.
 * @param {string[]} tables Table names.
 * @return {Promise<{ok: boolean, position: string, sums: Map<string, string>[], attempts: number, detail: string}>} The checksums, table → sum per node.
 */
async function checksumsAtOnePosition( nodes, tables ) {
	let detail = '';
	for ( let attempt = 1; attempt <= 40; attempt++ ) {
		const before = await Promise.all( nodes.map( position ) );
		if ( before.some( ( p ) => p !== before[ 0 ] ) ) {
			detail = `positions ${ before.join( ' / ' ) }`;
			await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
			continue;
		}
		const sums = await Promise.all(
			nodes.map( async ( node ) => {
				const rows = await query(
					node,
					`CHECKSUM TABLE ${ tables.map( ( t ) => `\`${ t }\`` ).join( ', ' ) }`
				);
				return new Map(
					rows.map( ( r ) => [ r[ 0 ].replace( /^[^.]*\./, '' ), r[ 1 ] ] )
				);
			} )
		);
		const after = await Promise.all( nodes.map( position ) );
		if ( after.every( ( p ) => p === before[ 0 ] ) ) {
			return { ok: true, position: before[ 0 ], sums, attempts: attempt, detail };
		}
		detail = `moved from ${ before[ 0 ] } to ${ after.join( ' / ' ) } during the checksums`;
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	}
	return { ok: false, position: '?', sums: [], attempts: 40, detail };
}

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
					if ( ! x || x.result !== 'acked' || typeof x.count !== 'number' ) {
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
async function pool( items, fn ) {
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
const check = ( ok, name, detail, fatal = true ) => ( {
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
const few = ( items ) =>
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
function blame( run, phase ) {
	run.blame ??= new Map();
	run.blame.set( phase, ( run.blame.get( phase ) ?? 0 ) + 1 );
}

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

	// Registrations: one user per acknowledged address, none for a refused one, none unknown to us.
	{
		const users = new Map(
			f.users.map( ( [ email, n ] ) => [ email, Number( n ) ] )
		);
		const bad = [];
		let acked = 0;
		const known = new Set();
		for ( const op of ledger.ops.filter(
			( o ) => o.kind === 'register'
		) ) {
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
	{
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
	{
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
	{
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

	// Counts.
	{
		const over = f.userCounts
			.filter( ( r ) => Number( r[ 3 ] ) > TAG_LIMIT )
			.map( ( r ) => `${ r[ 0 ] }: ${ r[ 3 ] } tags` );
		checks.push(
			check(
				over.length === 0,
				`tag subscriptions: at most ${ TAG_LIMIT } per member`,
				over.length
					? few( over )
					: `${ f.userCounts.length } members, most ${ Math.max( 0, ...f.userCounts.map( ( r ) => Number( r[ 3 ] ) ) ) }`
			)
		);
		checks.push(
			check(
				f.commentCounts.length === 0,
				'posts.comment_count equals the approved comment rows',
				f.commentCounts.length
					? few(
							f.commentCounts.map(
								( r ) =>
									`post ${ r[ 0 ] }: count ${ r[ 1 ] }, rows ${ r[ 2 ] }`
							)
						)
					: 'every post'
			)
		);
		checks.push(
			check(
				f.metaDuplicates.length === 0,
				"user meta: no key twice for the run's members",
				f.metaDuplicates.length
					? few( f.metaDuplicates.map( ( r ) => r.join( ' ' ) ) )
					: 'none doubled'
			)
		);

		// Course learners: the stored count grew by exactly the reader rows added (count equals
		// rows), and by at least the distinct readers whose press was acknowledged.
		{
			const after = await learnerCounts( all[ 0 ].node, run.prefix );
			const before = run.learnersBefore;
			const bad = [];
			const others = [];
			let pressed = 0;
			let grew = 0;
			const courses = new Set(
				ledger.ops
					.filter( ( o ) => o.kind === 'learner' )
					.map( ( o ) => o.object )
			);
			for ( const course of courses ) {
				const metaDelta =
					( after.meta.get( course ) ?? 0 ) -
					( before.meta.get( course ) ?? 0 );
				let rowsDelta = 0;
				for ( const [ key, n ] of after.rows ) {
					if ( key.startsWith( `${ course }|` ) ) {
						rowsDelta += n - ( before.rows.get( key ) ?? 0 );
					}
				}
				const readers = ( result ) =>
					new Set(
						ledger.ops
							.filter(
								( o ) =>
									o.kind === 'learner' &&
									o.object === course &&
									result.includes( o.result )
							)
							.map( ( o ) => o.email )
					).size;
				const acked = readers( [ 'acked' ] );
				pressed += acked;
				grew += metaDelta;
				if ( metaDelta !== rowsDelta ) {
					blame( run, 'course learners (whole run)' );
					bad.push(
						`course ${ course }: count +${ metaDelta }, reader rows +${ rowsDelta }`
					);
				} else if ( rowsDelta < acked ) {
					bad.push(
						`course ${ course }: +${ rowsDelta } readers, ${ acked } acknowledged`
					);
				} else if ( rowsDelta > readers( [ 'acked', 'unknown' ] ) ) {
					others.push(
						`course ${ course }: +${ rowsDelta } readers, ${ acked } acknowledged`
					);
				}
			}
			checks.push(
				check(
					bad.length === 0,
					'course learners: the stored count grew by its new reader rows, and by every acknowledged reader',
					bad.length
						? few( bad )
						: `${ courses.size } courses, ${ pressed } readers acknowledged, count +${ grew }`
				)
			);
			if ( others.length ) {
				checks.push(
					check(
						false,
						'course learners: no more readers than the run pressed (someone else on the cluster, or a press counted twice)',
						few( others ),
						false
					)
				);
			}
		}

		checks.push(
			check(
				f.liveCodes.length === 0,
				'verification codes: at most one live code per address and purpose',
				f.liveCodes.length
					? few( f.liveCodes.map( ( r ) => r.join( ' ' ) ) )
					: 'every address'
			)
		);

		{
			const { bad, checked } = countsWriteByWrite( run );
			for ( const b of bad ) {
				blame( run, b.op.phase );
			}
			checks.push(
				check(
					bad.length === 0,
					'counts answered write by write (like/collect count, tag followers, course learners) agree with the ledger',
					bad.length
						? few( bad.map( ( b ) => b.text ) )
						: `${ checked } acknowledged answers`
				)
			);
		}

		// Core's term counts: the run writes no term, so a difference is reported, not fatal.
		checks.push(
			check(
				f.termCounts.length === 0,
				'term counts (categories, tags) equal their published articles (not written by the run)',
				f.termCounts.length
					? `${ f.termCounts.length } differ: ` +
							few(
								f.termCounts.map(
									( r ) =>
										`${ r[ 0 ] } ${ r[ 1 ] }: count ${ r[ 2 ] }, articles ${ r[ 3 ] }`
								)
							)
					: 'every term',
				false
			)
		);

		// Views: the counter grew by at least the acknowledged views, at most those plus the unknown.
		const after = new Map( f.views );
		const per = new Map();
		for ( const op of ledger.ops.filter( ( o ) => o.kind === 'view' ) ) {
			const row = per.get( op.object ) ?? { acked: 0, unknown: 0 };
			row[ op.result ] = ( row[ op.result ] ?? 0 ) + 1;
			per.set( op.object, row );
		}
		const bad = [];
		let total = 0;
		let counted = 0;
		for ( const [ post, { acked = 0, unknown = 0 } ] of per ) {
			const delta =
				( after.get( post ) ?? 0 ) -
				( run.viewsBefore.get( post ) ?? 0 );
			total += acked;
			counted += delta;
			if ( delta < acked || ( ! run.dry && delta > acked + unknown ) ) {
				bad.push(
					`post ${ post }: +${ delta } views, ${ acked } acknowledged, ${ unknown } unknown`
				);
			}
		}
		checks.push(
			check(
				bad.length === 0,
				'post views: the counter grew by the acknowledged views',
				bad.length
					? few( bad )
					: `${ total } acknowledged, +${ counted } counted`
			)
		);

		// What the site answers equals the rows, through every door (the object cache, each node).
		const rowsOf = ( kind ) =>
			new Map(
				f.postCounts[ kind ].map( ( [ id, n ] ) => [
					Number( id ),
					Number( n ),
				] )
			);
		for ( const kind of [ 'like', 'collect' ] ) {
			const rows = rowsOf( kind );
			const wrong = [];
			let asked = 0;
			const posts = [
				...new Set(
					ledger.ops
						.filter( ( o ) => o.kind === kind )
						.map( ( o ) => Number( o.object ) )
				),
			];
			for ( const base of run.doors ) {
				const client = new Client( { ...run, base }, 'verify' );
				await pool( posts, async ( post ) => {
					const r = await client.request(
						'GET',
						`/wp-json/api/member/${ kind }/count?postId=${ post }`,
						{ route: `${ kind }/count` }
					);
					asked++;
					if (
						! r.ok ||
						r.body?.data?.count !== ( rows.get( post ) ?? 0 )
					) {
						wrong.push(
							`${ base } post ${ post }: answered ${ r.ok ? r.body?.data?.count : r.detail }, rows ${ rows.get( post ) ?? 0 }`
						);
					}
				} );
			}
			checks.push(
				check(
					wrong.length === 0,
					`${ kind } counts the site answers equal the rows`,
					wrong.length
						? few( wrong )
						: `${ asked } answers through ${ run.doors.join( ', ' ) }`
				)
			);
		}
		const userRows = new Map(
			f.userCounts.map( ( r ) => [ r[ 0 ], r.slice( 1 ).map( Number ) ] )
		);
		const wrong = [];
		let asked = 0;
		for ( const base of run.doors ) {
			// A member the site logged out (reported apart) has no session to ask with.
			const live = run.members.filter( ( m ) => ! m.client.loggedOut );
			await pool( live, async ( member ) => {
				const rows = userRows.get( member.email );
				if ( ! rows ) {
					return;
				}
				const client = Object.assign(
					new Client( { ...run, base }, 'verify' ),
					{
						jar: member.client.jar,
						nonce: member.client.nonce,
						ip: member.client.ip,
					}
				);
				const r = await client.request(
					'POST',
					'/wp-json/api/member/userinfo',
					{
						json: {
							fields: [
								'likeNumber',
								'collectionNumber',
								'subscriptionNumber',
							],
						},
						member: true,
						route: 'userinfo',
					}
				);
				asked++;
				const got = r.ok
					? [
							r.body.data.likeNumber,
							r.body.data.collectionNumber,
							r.body.data.subscriptionNumber,
						]
					: null;
				if ( ! got || got.join() !== rows.join() ) {
					wrong.push(
						`${ base } ${ member.email }: answered ${ got ? got.join( '/' ) : r.detail }, rows ${ rows.join( '/' ) }`
					);
				}
			} );
		}
		checks.push(
			check(
				wrong.length === 0,
				"members' counts (userinfo) equal their rows",
				wrong.length
					? few( wrong )
					: `${ asked } answers through ${ run.doors.join( ', ' ) }${
							run.members.some( ( m ) => m.client.loggedOut )
								? ` (${
										run.members.filter(
											( m ) => m.client.loggedOut
										).length
									} members the site logged out not asked)`
								: ''
						}`
			)
		);
	}

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
					? notInnodb.map( ( t ) => `${ t.name } ${ t.engine }` ).join( ', ' )
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
				const values = at.sums.map( ( m ) => m.get( table ) ?? 'missing' );
				if ( values.some( ( v ) => v !== values[ 0 ] ) ) {
					differing.push(
						`${ table }: ${ all.map( ( a, i ) => `${ a.node.name } ${ values[ i ] }` ).join( ', ' ) }`
					);
				}
			}
		}
		const excluded = Object.entries( CHECKSUM_EXCLUDED );
		checks.push(
			check(
				at.ok && differing.length === 0,
				`CHECKSUM TABLE of every site table (${ compared.length }) agrees on ${ all.map( ( a ) => a.node.name ).join( ', ' ) } at one wsrep position`,
				( at.ok
					? differing.length
						? few( differing )
						: `identical at wsrep_last_committed ${ at.position } (attempt ${ at.attempts })`
					: `the nodes never stood at one position: ${ at.detail }` ) +
					( excluded.length
						? `; left out: ${ excluded.map( ( [ t, why ] ) => `${ t } (${ why })` ).join( ', ' ) }`
						: '; none left out' )
			)
		);
		run.checksumTables = compared;
	}
	return checks;
}
