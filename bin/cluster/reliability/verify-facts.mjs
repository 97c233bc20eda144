/**
 * What the verification of the reliability run (reliability/verify.mjs) reads from a database node: the
 * relation, view and learner counts, every fact it judges, the site's tables, and their checksums at one
 * wsrep position on every node.
 */
import { query, literal } from './db.mjs';
import { RELATIONS } from './ledger.mjs';

/**
 * Tables left out of the nodes' comparison, each with its reason. None: on Galera every InnoDB table
 * the site writes (options with their transients, sessions, codes, rate limits, locks) is the same on
 * every node at one wsrep position.
 *
 * @type {Record<string, string>}
 */
export const CHECKSUM_EXCLUDED = {};

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
export async function facts( run, node ) {
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
export async function siteTables( run, node ) {
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
export async function position( node ) {
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
export async function checksumsAtOnePosition( nodes, tables ) {
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
					rows.map( ( r ) => [
						r[ 0 ].replace( /^[^.]*\./, '' ),
						r[ 1 ],
					] )
				);
			} )
		);
		const after = await Promise.all( nodes.map( position ) );
		if ( after.every( ( p ) => p === before[ 0 ] ) ) {
			return {
				ok: true,
				position: before[ 0 ],
				sums,
				attempts: attempt,
				detail,
			};
		}
		detail = `moved from ${ before[ 0 ] } to ${ after.join( ' / ' ) } during the checksums`;
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	}
	return { ok: false, position: '?', sums: [], attempts: 40, detail };
}
