/**
 * The scale bench's measurements (npm run bench:scale, issue 26): every page family, member call, wp-admin screen
 * at demo size and at a publisher's size, on the same nginx, php-fpm and MariaDB of the scale instance. A request
 * with `X-Bench-Db: demo` reads the instance's copy of the demo (its wp-config.php), one without it the grown
 * database; the two are interleaved request by request, so both meet the same machine load. Twenty Twenty-Five at
 * scale (`X-Bench-Theme`) is interleaved beside the pages. Every request bypasses the page cache
 * (`X-Bench-Nocache`); the bench mu-plugin reports queries and peak memory (`X-Bench-Queries`/`X-Bench-Peak`, or
 * the page's `<!-- mvc-bench … -->` comments).
 *
 * Prints a markdown table: median and p95 time to first byte (ms), queries, peak memory (MB) at each size, growth.
 * Figures only, no thresholds. Environment: MVC_SCALE_URL (http://localhost:8880), MVC_SCALE_N (15 pairs),
 * MVC_SCALE_SOCKET (the instance's MariaDB socket, for the ids the figures need), MVC_SCALE_ONLY (a regexp of
 * figure names).
 */
/* eslint-disable no-console -- a command-line bench: it prints. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = ( process.env.MVC_SCALE_URL ?? 'http://localhost:8880' ).replace(
	/\/$/,
	''
);
const PAIRS = Number( process.env.MVC_SCALE_N ?? 15 );
const SOCKET = process.env.MVC_SCALE_SOCKET ?? '.local/scale/run/mysqld.sock';
const ONLY = new RegExp( process.env.MVC_SCALE_ONLY ?? '.' );
const DBS = { demo: 'wordpress_demo', scale: 'wordpress' };
const dir = mkdtempSync( join( tmpdir(), 'mvc-scale-bench-' ) );

/**
 * One value from a database of the instance.
 *
 * @param {string} db  wordpress or wordpress_demo.
 * @param {string} sql One row, one column.
 */
function sqlValue( db, sql ) {
	return execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'-S',
			SOCKET,
			'-u',
			'root',
			'-N',
			'-B',
			db,
			'-e',
			sql,
		],
		{ encoding: 'utf8' }
	).trim();
}

/**
 * One request: time to first byte, status, queries and peak memory.
 *
 * @param {'demo'|'scale'} size Which database.
 * @param {Object}         f    The figure: path, method, body, as (member|admin), theme.
 */
function hit( size, f ) {
	const headers = [
		'X-Bench-Nocache: 1',
		...( size === 'demo' ? [ 'X-Bench-Db: demo' ] : [] ),
		...( f.theme ? [ `X-Bench-Theme: ${ f.theme }` ] : [] ),
	];
	const who = f.as ? sessions[ size ][ f.as ] : null;
	const args = [
		'-s',
		'-o',
		join( dir, 'body' ),
		'-D',
		'-',
		'-X',
		f.method ?? 'GET',
		'-w',
		'\n%{http_code} %{time_starttransfer}',
	];
	for ( const h of [ ...headers, ...( who?.headers ?? [] ) ] ) {
		args.push( '-H', h );
	}
	if ( who ) {
		args.push( '-b', who.jar );
	}
	const body = typeof f.body === 'function' ? f.body( size ) : f.body;
	if ( body ) {
		args.push(
			'-H',
			'Content-Type: application/json',
			'--data',
			JSON.stringify( body )
		);
	}
	const path = typeof f.path === 'function' ? f.path( size ) : f.path;
	const out = execFileSync( 'curl', [ ...args, base + path ], {
		encoding: 'utf8',
	} );
	const [ code, ttfb ] = out.trim().split( '\n' ).pop().split( ' ' );
	let queries = Number(
		/^x-bench-queries:\s*(\d+)/im.exec( out )?.[ 1 ] ?? NaN
	);
	let peak = Number( /^x-bench-peak:\s*(\d+)/im.exec( out )?.[ 1 ] ?? NaN );
	if ( Number.isNaN( queries ) ) {
		const html = execFileSync(
			'tail',
			[ '-c', '200', join( dir, 'body' ) ],
			{ encoding: 'utf8' }
		);
		queries = Number(
			/mvc-bench queries=(\d+)/.exec( html )?.[ 1 ] ?? NaN
		);
		peak = Number( /mvc-bench peak=(\d+)/.exec( html )?.[ 1 ] ?? NaN );
	}
	return { code, ms: Number( ttfb ) * 1000, queries, peak };
}

const median = ( xs ) => quantile( xs, 0.5 );
function quantile( xs, q ) {
	const s = [ ...xs ].sort( ( a, b ) => a - b );
	const at = q * ( s.length - 1 );
	return (
		s[ Math.floor( at ) ] +
		( s[ Math.ceil( at ) ] - s[ Math.floor( at ) ] ) *
			( at - Math.floor( at ) )
	);
}

/**
 * A figure at both sizes (and Twenty Twenty-Five at scale for pages), interleaved: one warm-up each, then PAIRS
 * rounds, the order within a round alternating.
 *
 * @param {Object} f The figure.
 */
function pair( f ) {
	const sides = [ 'demo', 'scale', ...( f.tt25 ? [ 'tt25' ] : [] ) ];
	const runs = Object.fromEntries( sides.map( ( s ) => [ s, [] ] ) );
	const one = ( s ) =>
		s === 'tt25'
			? hit( 'scale', { ...f, theme: 'twentytwentyfive', as: null } )
			: hit( s, f );
	for ( let i = -1; i < PAIRS; i++ ) {
		for ( const s of i % 2 ? sides : [ ...sides ].reverse() ) {
			const r = one( s );
			if ( ! /^(200|201)$/.test( r.code ) && s !== 'tt25' ) {
				throw new Error(
					`${ f.name } (${ s }) answered HTTP ${ r.code }`
				);
			}
			if ( i >= 0 ) {
				runs[ s ].push( r );
			}
		}
	}
	const sum = ( rs ) => ( {
		median: median( rs.map( ( r ) => r.ms ) ),
		p95: quantile(
			rs.map( ( r ) => r.ms ),
			0.95
		),
		queries: Math.max( ...rs.map( ( r ) => r.queries ) ),
		peak: Math.max( ...rs.map( ( r ) => r.peak ) ) / 1048576,
		code: rs[ 0 ].code,
	} );
	return Object.fromEntries( sides.map( ( s ) => [ s, sum( runs[ s ] ) ] ) );
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions: the demo member and the admin, on each database (each has its own sessions).
const sessions = { demo: {}, scale: {} };
function login( size ) {
	const extra = size === 'demo' ? [ '-H', 'X-Bench-Db: demo' ] : [];
	const member = join( dir, `member-${ size }` );
	const answer = execFileSync(
		'curl',
		[
			'-s',
			'-c',
			member,
			'-H',
			'X-Bench-Nocache: 1',
			...extra,
			'-H',
			'Content-Type: application/json',
			'--data',
			JSON.stringify( {
				email: 'member@example.com',
				password: 'password',
				remember: false,
			} ),
			`${ base }/wp-json/api/member/login-via-email`,
		],
		{ encoding: 'utf8' }
	);
	const nonce = JSON.parse( answer )?.data?.nonce;
	if ( ! nonce ) {
		throw new Error(
			`the demo member could not log in (${ size }): ${ answer }`
		);
	}
	sessions[ size ].member = {
		jar: member,
		headers: [ `X-WP-Nonce: ${ nonce }` ],
	};
	const admin = join( dir, `admin-${ size }` );
	execFileSync( 'curl', [
		'-s',
		'-o',
		'/dev/null',
		'-c',
		admin,
		'-b',
		'wordpress_test_cookie=WP%20Cookie%20check',
		'-H',
		'X-Bench-Nocache: 1',
		...extra,
		'--data',
		'log=admin&pwd=password&testcookie=1&redirect_to=%2Fwp-admin%2F',
		`${ base }/wp-login.php`,
	] );
	sessions[ size ].admin = { jar: admin, headers: [] };
}

// The ids and pages each size needs, read from its database.
function facts( size ) {
	const db = DBS[ size ];
	const v = ( sql ) => sqlValue( db, sql );
	const hot = Number(
		v(
			"SELECT ID FROM wp_posts WHERE post_name = 'research-01' AND post_type = 'post'"
		)
	);
	const member = Number(
		v( "SELECT ID FROM wp_users WHERE user_email = 'member@example.com'" )
	);
	const research = Number(
		v(
			"SELECT tt.count FROM wp_term_taxonomy tt JOIN wp_terms t USING (term_id) WHERE t.slug = 'research-news' AND tt.taxonomy = 'category'"
		)
	);
	const pages = Math.max( 1, Math.ceil( research / 20 ) );
	return {
		hot,
		hotTotal: Number(
			v( `SELECT comment_count FROM wp_posts WHERE ID = ${ hot }` )
		),
		otherComment: Number(
			v(
				`SELECT comment_ID FROM wp_comments WHERE comment_post_ID = ${ hot } AND comment_approved = '1' AND user_id <> ${ member } ORDER BY comment_ID LIMIT 1`
			)
		),
		likes: Number(
			v( `SELECT COUNT(*) FROM wp_mvc_likes WHERE user_id = ${ member }` )
		),
		collections: Number(
			v(
				`SELECT COUNT(*) FROM wp_mvc_collections WHERE user_id = ${ member }`
			)
		),
		system: Number(
			v(
				`SELECT COUNT(*) FROM wp_mvc_messages WHERE user_id = ${ member } AND category = 'system'`
			)
		),
		middle: Math.max( 1, Math.ceil( pages / 2 ) ),
		last: pages,
		topTag: v(
			"SELECT t.slug FROM wp_terms t JOIN wp_term_taxonomy tt USING (term_id) WHERE tt.taxonomy = 'post_tag' AND t.slug NOT LIKE 'scale-%' ORDER BY tt.count DESC LIMIT 1"
		),
		journal: v(
			"SELECT post_name FROM wp_posts WHERE post_type = 'journal' AND post_status = 'publish' AND post_name NOT LIKE 'scale-%' ORDER BY ID LIMIT 1"
		),
	};
}

// ---------------------------------------------------------------------------------------------------------------
const fx = { demo: facts( 'demo' ), scale: facts( 'scale' ) };
login( 'demo' );
login( 'scale' );
const F = '_fields=id,post,content,author,author_name,date,status,mvc,at_list';
const comments = ( orderby, last ) => ( size ) =>
	`/wp-json/wp/v2/comments?post=${ fx[ size ].hot }&per_page=10&offset=${ last ? Math.max( 0, fx[ size ].hotTotal - 10 ) : 0 }&orderby=${ orderby }&order=desc&${ F }`;
const figures = [
	{ group: 'page', name: 'home /', path: '/', tt25: true },
	{
		group: 'page',
		name: 'article research-02',
		path: '/research-news/research-02/',
		tt25: true,
	},
	{
		group: 'page',
		name: 'hot article (100k comments)',
		path: '/research-news/research-01/',
		tt25: true,
	},
	{
		group: 'page',
		name: '/research-news/ page 1',
		path: '/research-news/',
		tt25: true,
	},
	{
		group: 'page',
		name: '/research-news/ middle page',
		path: ( s ) => `/research-news/page/${ fx[ s ].middle }/`,
		tt25: true,
	},
	{
		group: 'page',
		name: '/research-news/ last page',
		path: ( s ) => `/research-news/page/${ fx[ s ].last }/`,
		tt25: true,
	},
	{
		group: 'page',
		name: '/industry-news/?tab=2',
		path: '/industry-news/?tab=2',
		tt25: true,
	},
	{
		group: 'page',
		name: 'tag page (biggest demo tag)',
		path: `/tag/${ fx.demo.topTag }/`,
		tt25: true,
	},
	{ group: 'page', name: '/journals/', path: '/journals/', tt25: true },
	{
		group: 'page',
		name: 'minisite (first journal)',
		path: () => `/journals/${ fx.demo.journal }/`,
		tt25: true,
	},
	{ group: 'page', name: '/courses/', path: '/courses/', tt25: true },
	{
		group: 'page',
		name: '/search?s=材料',
		path: `/search?s=${ encodeURIComponent( '材料' ) }`,
		tt25: true,
	},
	{
		group: 'page',
		name: '/search?s=电池',
		path: `/search?s=${ encodeURIComponent( '电池' ) }`,
	},
	{
		group: 'page',
		name: '/profile/ (member)',
		path: '/profile/',
		as: 'member',
	},
	{
		group: 'rest',
		name: 'core /wp/v2/posts?per_page=10',
		path: '/wp-json/wp/v2/posts?per_page=10',
	},
	{
		group: 'rest',
		name: 'course filter (all courses)',
		method: 'POST',
		path: '/wp-json/api/online-course/filter?pageSize=10&pageNumber=1',
		body: {},
	},
	{
		group: 'member',
		name: 'login-via-email',
		method: 'POST',
		path: '/wp-json/api/member/login-via-email',
		body: {
			email: 'member@example.com',
			password: 'password',
			remember: false,
		},
	},
	{
		group: 'member',
		name: 'userinfo (all fields)',
		method: 'POST',
		as: 'member',
		path: '/wp-json/api/member/userinfo',
		// Every field the personal centre asks for.
		body: {
			fields: 'display_name avatar institution title research_area email subscribed likeNumber collectionNumber subscriptionNumber mentionMessageCount systemMessageCount'.split(
				' '
			),
		},
	},
	...[ 'userlikes', 'usercollection' ].flatMap( ( list ) =>
		[ 'page 1', 'oldest page' ].map( ( which ) => ( {
			group: 'member',
			name: `${ list } ${ which }`,
			method: 'POST',
			as: 'member',
			path: `/wp-json/api/member/${ list }`,
			body: ( s ) => ( {
				page:
					which === 'page 1'
						? 1
						: Math.max(
								1,
								Math.ceil(
									fx[ s ][
										list === 'userlikes'
											? 'likes'
											: 'collections'
									] / 10
								)
							),
			} ),
		} ) )
	),
	{
		group: 'member',
		name: 'mention-message/get page 1',
		as: 'member',
		path: '/wp-json/api/member/mention-message/get',
	},
	{
		group: 'member',
		name: 'system-message/get last page',
		as: 'member',
		path: ( s ) =>
			`/wp-json/api/member/system-message/get?page=${ Math.max( 1, Math.ceil( fx[ s ].system / 20 ) ) }`,
	},
	{
		group: 'member',
		name: 'like toggle (hot article)',
		method: 'PUT',
		as: 'member',
		path: '/wp-json/api/member/like',
		body: ( s ) => ( {
			id: fx[ s ].hot,
			flag: ( toggles[ s ] = ! toggles[ s ] ),
		} ),
	},
	{
		group: 'member',
		name: 'commentlike toggle',
		method: 'PUT',
		as: 'member',
		path: '/wp-json/api/member/commentlike',
		body: ( s ) => ( {
			id: fx[ s ].otherComment,
			flag: ( toggles[ s ] = ! toggles[ s ] ),
		} ),
	},
	{
		group: 'member',
		name: 'hot comments by likes, page 1',
		path: comments( 'like_count', false ),
	},
	{
		group: 'member',
		name: 'hot comments by likes, last page',
		path: comments( 'like_count', true ),
	},
	{
		group: 'member',
		name: 'hot comments by date, page 1',
		path: comments( 'date', false ),
	},
	{
		group: 'member',
		name: 'hot comments by date, last page',
		path: comments( 'date', true ),
	},
	{
		group: 'member',
		name: "search-users '张'",
		method: 'POST',
		as: 'member',
		path: '/wp-json/api/member/search-users',
		body: ( s ) => ( { search: '张', post_id: fx[ s ].hot } ),
	},
	{
		group: 'member',
		name: 'search-users (latest commenters)',
		method: 'POST',
		as: 'member',
		path: '/wp-json/api/member/search-users',
		body: ( s ) => ( { post_id: fx[ s ].hot } ),
	},
	// wp-admin as the administrator (an editor sees the same lists; the digest page needs its capability).
	...Object.entries( {
		'wp-admin dashboard': '/wp-admin/',
		'edit.php (articles)': '/wp-admin/edit.php',
		'users.php?role=member': '/wp-admin/users.php?role=member',
		'edit-comments.php': '/wp-admin/edit-comments.php',
		'inbox (submissions)': '/wp-admin/edit.php?post_type=mvc_submission',
		'digest page': '/wp-admin/options-general.php?page=mvc-digest',
	} ).map( ( [ name, path ] ) => ( {
		group: 'admin',
		name,
		as: 'admin',
		path,
	} ) ),
];
const toggles = { demo: false, scale: false };

const ms = ( x ) => ( Number.isFinite( x ) ? x.toFixed( 0 ) : '-' );
const mb = ( x ) => ( Number.isFinite( x ) ? x.toFixed( 1 ) : '-' );
console.log(
	`\nScale bench: demo copy against the grown site on ${ base }, ${ PAIRS } interleaved rounds, uncached (ms = time to first byte)\n`
);
console.log(
	'| Figure | Demo median / p95 ms | Scale median / p95 ms | Growth | Queries demo / scale | Peak MB demo / scale | TT25 at scale ms (queries) |'
);
console.log( '|---|---|---|---|---|---|---|' );
for ( const f of figures.filter( ( x ) => ONLY.test( x.name ) ) ) {
	try {
		const r = pair( f );
		const tt = r.tt25
			? `${ ms( r.tt25.median ) }${
					Number.isFinite( r.tt25.queries )
						? ` (${ r.tt25.queries })`
						: ''
				}${ r.tt25.code === '200' ? '' : `, HTTP ${ r.tt25.code }` }`
			: '';
		console.log(
			`| ${ f.name } | ${ ms( r.demo.median ) } / ${ ms( r.demo.p95 ) } | ${ ms( r.scale.median ) } / ${ ms( r.scale.p95 ) } | ${ ( r.scale.median / r.demo.median ).toFixed( 1 ) }x | ${ r.demo.queries } / ${ r.scale.queries } | ${ mb( r.demo.peak ) } / ${ mb( r.scale.peak ) } | ${ tt } |`
		);
	} catch ( e ) {
		console.log(
			`| ${ f.name } | failed: ${ String( e.message ).split( '\n' )[ 0 ] } | | | | | |`
		);
	}
}
