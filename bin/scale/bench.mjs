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
 *
 * The figures it measures are listed in bin/scale/figures.mjs; the statistics, curl's timing line, the member's
 * login and the table's rows are shared with bin/bench.mjs (bin/lib/bench/).
 */
/* eslint-disable no-console -- a command-line bench: it prints. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	benchHeader,
	loginMember,
	TIMING,
	readTiming,
} from '../lib/bench/curl.mjs';
import { scaleFailedRow, scaleRow } from '../lib/bench/format.mjs';
import { median, quantile } from '../lib/bench/stats.mjs';
import { scaleFigures } from './figures.mjs';

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
		TIMING,
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
	const { code, ms } = readTiming( out );
	let queries = benchHeader( out, 'x-bench-queries' );
	let peak = benchHeader( out, 'x-bench-peak' );
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
	return { code, ms, queries, peak };
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
	const { nonce, answer } = loginMember( base, member, extra );
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
const figures = scaleFigures( fx );

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
		console.log( scaleRow( f.name, r ) );
	} catch ( e ) {
		console.log( scaleFailedRow( f.name, e ) );
	}
}
