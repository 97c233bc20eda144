/**
 * The REST figures of `npm run bench` (bin/bench.mjs): core's posts endpoint, the member calls
 * (logged in as the demo member), the message centre, the likes list, the courses
 * (bin/bench/courses.mjs), and the Redis object cache (bin/bench/object-cache.php).
 */
/* eslint-disable no-console -- a command-line report */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginMember, MEMBER_LOGIN } from '../lib/bench/curl.mjs';
import { timeLine } from '../lib/bench/format.mjs';
import { courseFigures } from './courses.mjs';
import { base, measureRest } from './timing.mjs';

/**
 * Every field `POST /api/member/userinfo` can give, as the route declares them (its `fields` enum).
 */
async function userinfoFields() {
	const answer = await fetch( `${ base }/wp-json/api/member/userinfo`, {
		method: 'OPTIONS',
	} );
	const route = await answer.json();
	const fields = route.endpoints
		.map( ( endpoint ) => endpoint.args?.fields?.items?.enum )
		.find( Array.isArray );
	if ( ! fields ) {
		throw new Error( 'POST /api/member/userinfo declares no fields' );
	}
	return fields;
}

/**
 * The member calls next to core's posts endpoint, from the same run.
 * @param {{post_id: number, link: string, comment_id: number}}        commented The article given 50 comments.
 * @param {{user_id: number, ids: number[], last_system_page: number}} messaged  The member with 10,000 messages.
 * @param {{user_id: number, total: number, last_page: number}}        liked     The same member's 1,000 likes.
 */
export async function restFigures( commented, messaged, liked ) {
	const jar = join(
		mkdtempSync( join( tmpdir(), 'mvc-bench-' ) ),
		'cookies'
	);
	const login = MEMBER_LOGIN;
	const { nonce, answer } = loginMember( base, jar );
	if ( ! nonce ) {
		throw new Error( `the demo member could not log in: ${ answer }` );
	}
	const rows = [
		[
			'GET /wp/v2/posts?per_page=1 (core)',
			measureRest( 'GET', '/wp/v2/posts?per_page=1', null ),
		],
		[
			'POST /api/member/login-via-email',
			measureRest( 'POST', '/api/member/login-via-email', login ),
		],
		[
			'POST /api/member/userinfo (all fields)',
			measureRest(
				'POST',
				'/api/member/userinfo',
				{ fields: await userinfoFields() },
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'GET /wp/v2/comments (10 of 50)',
			measureRest(
				'GET',
				`/wp/v2/comments?post=${ commented.post_id }&per_page=10&orderby=date&order=desc&_fields=id,post,content,author,author_name,date,status,mvc,at_list`,
				null
			),
		],
		[
			'PUT /api/member/like (toggle)',
			measureRest(
				'PUT',
				'/api/member/like',
				// Alternately on and off, so every call changes a row.
				( i ) => ( { id: commented.post_id, flag: i % 2 === 0 } ),
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'PUT /api/member/commentlike (toggle)',
			measureRest(
				'PUT',
				'/api/member/commentlike',
				( i ) => ( { id: commented.comment_id, flag: i % 2 === 0 } ),
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'POST /api/member/userlikes (page 1 of 1,000)',
			measureRest( 'POST', '/api/member/userlikes', { page: 1 }, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			`POST /api/member/userlikes (page ${ liked.last_page })`,
			measureRest(
				'POST',
				'/api/member/userlikes',
				{ page: liked.last_page },
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'GET mention-message/get (page 1)',
			measureRest( 'GET', '/api/member/mention-message/get', null, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			'GET system-message/get (page 1)',
			measureRest( 'GET', '/api/member/system-message/get', null, [
				'-b',
				jar,
				'-H',
				`X-WP-Nonce: ${ nonce }`,
			] ),
		],
		[
			`GET system-message/get (page ${ messaged.last_system_page })`,
			measureRest(
				'GET',
				`/api/member/system-message/get?page=${ messaged.last_system_page }`,
				null,
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		[
			'POST /api/member/messages/read (20 ids)',
			measureRest(
				'POST',
				'/api/member/messages/read',
				{ category: 'mention', ids: messaged.ids },
				[ '-b', jar, '-H', `X-WP-Nonce: ${ nonce }` ]
			),
		],
		...( await courseFigures( { base, measureRest } ) ),
	];
	console.log(
		'\nREST (ms)                                   median      p95   queries'
	);
	for ( const [ name, r ] of rows ) {
		console.log( timeLine( name, r, r.queries, 40 ) );
	}

	// The Redis object cache of the cluster (bin/bench/object-cache.php starts a redis-server of its own).
	const cache = JSON.parse(
		execFileSync( 'php', [ 'bin/bench/object-cache.php', '--json' ], {
			encoding: 'utf8',
		} )
	);
	console.log(
		`\nObject cache (Redis, unix socket)          set/s ${ cache.set_per_s }, get/s ${ cache.get_redis_per_s } (runtime copy ${ cache.get_runtime_per_s }), incr/s ${ cache.incr_per_s }, round trip ${ cache.round_trip_us } µs`
	);
	console.log(
		`a page's 300 reads (ms)                    cold one by one ${ cache.page_300_gets_cold_ms }, get_multiple ${ cache.page_300_get_multiple_ms }, runtime copy ${ cache.page_300_gets_warm_ms }`
	);
}
