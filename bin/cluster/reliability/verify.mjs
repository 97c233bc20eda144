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

/** Tables whose checksums must agree on every node after the run. */
const CHECKSUM_TABLES = [
	'users',
	'usermeta',
	'comments',
	'posts',
	'mvc_likes',
	'mvc_collections',
	'mvc_tag_subscriptions',
	'mvc_comment_likes',
	'mvc_post_views',
];

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
 * The checksums of the run's tables on a node.
 *
 * @param {Object} run  The run.
 * @param {Object} node A database node.
 */
async function checksums( run, node ) {
	const rows = await query(
		node,
		`CHECKSUM TABLE ${ CHECKSUM_TABLES.map( ( t ) => run.prefix + t ).join( ', ' ) }`
	);
	return rows.map( ( r ) => `${ r[ 0 ] }=${ r[ 1 ] }` ).join( ' ' );
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

	// Toggle relations: each (member, object) as its last acknowledged write left it, never twice.
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
				if ( n > 1 ) {
					bad.push( `${ key }: ${ n } rows (doubled)` );
				} else if ( state === 'present' && n !== 1 ) {
					bad.push( `${ key }: acknowledged, missing` );
				} else if ( state === 'absent' && n !== 0 ) {
					bad.push(
						`${ key }: removed or never acknowledged, present`
					);
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
		let sums = [];
		for ( let attempt = 0; attempt < 5; attempt++ ) {
			sums = await Promise.all(
				all.map( ( a ) =>
					checksums( run, a.node ).catch( ( e ) => e.message )
				)
			);
			if ( sums.every( ( s ) => s === sums[ 0 ] ) ) {
				break;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
		}
		const sumDiffer = all
			.filter( ( a, i ) => sums[ i ] !== sums[ 0 ] )
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
		checks.push(
			check(
				sumDiffer.length === 0,
				`table checksums agree (${ CHECKSUM_TABLES.join( ', ' ) })`,
				sumDiffer.length
					? all
							.map(
								( a, i ) => `${ a.node.name }: ${ sums[ i ] }`
							)
							.join( ' | ' )
					: 'identical'
			)
		);
	}
	return checks;
}
