/**
 * The verification's checks of the counts (reliability/verify.mjs): every stored count equals its rows,
 * the course learners, the answers' counts write by write, core's term counts, the views, and what the
 * site answers through every door. Pushes its result lines onto the checks.
 */
import { Client } from './http.mjs';
import { TAG_LIMIT } from './users.mjs';
import { learnerCounts } from './verify-facts.mjs';
import {
	blame,
	check,
	countsWriteByWrite,
	few,
	pool,
} from './verify-checks.mjs';

// Counts.
export async function countChecks( checks, { run, ledger, f, all } ) {
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
			( after.get( post ) ?? 0 ) - ( run.viewsBefore.get( post ) ?? 0 );
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
