/**
 * The loops of the reliability run's people (reliability/users.mjs): visitors reading pages and
 * counting views, members liking, collecting, following tags, commenting and reading their counts,
 * and learners opening courses. Every write goes in the ledger with its outcome.
 */
import { Client } from './http.mjs';
import { outcome } from './ledger.mjs';
import { logIn, register } from './member.mjs';
import { COMMENT_GAP_MS, TAG_LIMIT, pick, sleep, weighted } from './site.mjs';

/** @typedef {import('./member.mjs').Member} Member */

/**
 * A visitor's loop: pages (mostly from nginx's cache), an article's view count, a like count.
 *
 * @param {Object} run  The run.
 * @param {Object} site The catalogue.
 */
export async function visitor( run, site ) {
	let client = new Client( run, 'visitor' );
	let left = 10;
	while ( ! run.stopping() ) {
		if ( --left <= 0 ) {
			client = new Client( run, 'visitor' );
			left = 5 + Math.floor( Math.random() * 10 );
		}
		const what = weighted( [
			[ 'course', site.courses?.length ? 6 : 0 ],
			[ 'article', 40 ],
			[ 'list', 25 ],
			[ 'tag', 20 ],
			[ 'count', 15 ],
		] );
		if ( what === 'article' ) {
			// A third of the reading goes to one trending article: its view counter and its likes are
			// the hot rows both database primaries write at once (certification conflicts).
			const post =
				Math.random() < 0.3 ? site.posts[ 0 ] : pick( site.posts );
			await client.request( 'GET', post.path, {
				read: true,
				route: 'GET article',
			} );
			if ( Math.random() < run.viewShare ) {
				const r = await client.request(
					'POST',
					'/wp-json/api/daily-blog/view',
					{ json: { post_id: post.id }, route: 'view' }
				);
				run.ledger.add( {
					kind: 'view',
					email: '',
					object: post.id,
					op: 'add',
					result:
						r.ok && r.body?.data?.counted !== true
							? 'failed'
							: outcome( r ),
					returned: r.body?.data?.counted ?? null,
					phase: r.phase,
				} );
			}
		} else if ( what === 'course' ) {
			// On the dev instance every visitor is one address (X-Forwarded-For is not trusted
			// there), so one reader.
			await learn( run, site, client, run.dry ? 'visitor' : client.ip );
		} else if ( what === 'list' ) {
			await client.request( 'GET', pick( site.lists ), {
				read: true,
				route: 'GET list',
			} );
		} else if ( what === 'tag' ) {
			await client.request( 'GET', pick( site.tags ).path, {
				read: true,
				route: 'GET tag',
			} );
		} else {
			await client.request(
				'GET',
				`/wp-json/api/member/like/count?postId=${ pick( site.posts ).id }`,
				{ route: 'like/count' }
			);
		}
		await sleep( run.think() );
	}
}

/**
 * A member's loop: the member's own reads and writes, now and then a new registration (within the
 * run's budget per phase) or a new login.
 *
 * @param {Object} run    The run.
 * @param {Object} site   The catalogue.
 * @param {Member} member The member this loop starts with.
 */
export async function memberLoop( run, site, member ) {
	while ( ! run.stopping() ) {
		const what = weighted( [
			[ 'read', 20 ],
			[ 'like', 15 ],
			[ 'collect', 10 ],
			[ 'subscribe', 10 ],
			[ 'comment', 6 ],
			[ 'commentlike', site.comments.length ? 5 : 0 ],
			[ 'userinfo', 10 ],
			[ 'lists', 5 ],
			[ 'login', 2 ],
			[ 'course', site.courses?.length ? 3 : 0 ],
			[ 'register', run.mayRegister() ? 3 : 0 ],
		] );
		const c = member.client;
		switch ( what ) {
			case 'read': {
				// A page a member reads carries the REST nonce of the member's session (core's
				// api-fetch nonce middleware); the islands use it from then on, so does the member.
				const r = await c.request( 'GET', pick( site.posts ).path, {
					read: true,
					route: 'GET article (member)',
				} );
				const nonce =
					/createNonceMiddleware\(\s*\\?"([0-9a-f]+)\\?"/.exec(
						r.text
					)?.[ 1 ];
				if ( r.ok && nonce ) {
					c.nonce = nonce;
				}
				break;
			}
			case 'like':
			case 'collect':
			case 'commentlike': {
				// A fresh (member, object) pair to add, or one the member holds to remove (once).
				const ids =
					what === 'commentlike'
						? site.comments
						: site.posts.map( ( p ) => p.id );
				const fresh = member.untouched( what, ids );
				const held = member.holding( what );
				let id;
				let flag = true;
				if (
					held.length &&
					( Math.random() < 0.25 || ! fresh.length )
				) {
					id = pick( held );
					flag = false;
				} else if ( fresh.length ) {
					id =
						what !== 'commentlike' &&
						fresh.includes( ids[ 0 ] ) &&
						Math.random() < 0.3
							? ids[ 0 ]
							: pick( fresh );
				} else {
					break;
				}
				const t0 = Date.now();
				const r = await c.request(
					'POST',
					`/wp-json/api/member/${ what }`,
					{ json: { id, flag }, member: true, route: what }
				);
				member.note( what, id, flag, r, t0 );
				break;
			}
			case 'subscribe':
				await subscribe( run, site, member );
				break;
			case 'comment':
				await comment( run, site, member );
				break;
			case 'userinfo':
				await checkCounts( run, member );
				break;
			case 'lists':
				await c.request(
					'POST',
					`/wp-json/api/member/${ pick( [ 'userlikes', 'usercollection' ] ) }`,
					{ json: { page: 1 }, member: true, route: 'member lists' }
				);
				break;
			case 'login':
				await logIn( member );
				break;
			case 'course':
				await learn( run, site, c, member.email );
				break;
			case 'register': {
				run.noteRegistration();
				const fresh = await register( run, site );
				if ( fresh ) {
					member = fresh;
				}
				break;
			}
		}
		await sleep( run.think() );
	}
}

/**
 * Starts a course (the course page's learner call): the course's learner count counts the reader
 * once a day.
 *
 * @param {Object} run    The run.
 * @param {Object} site   The catalogue.
 * @param {Object} client The browser.
 * @param {string} reader Who reads (a member's address, a visitor's client address).
 */
async function learn( run, site, client, reader ) {
	const course = pick( site.courses );
	const t0 = Date.now();
	const r = await client.request(
		'PUT',
		`/wp-json/api/online-course/${ course }/learners`,
		{ json: {}, member: true, route: 'course learners' }
	);
	run.ledger.add( {
		kind: 'learner',
		email: reader,
		object: course,
		op: 'add',
		result: outcome( r ),
		returned: r.body?.data?.count ?? null,
		count:
			typeof r.body?.data?.count === 'number' ? r.body.data.count : null,
		t0,
		t1: Date.now(),
		phase: r.phase,
	} );
}

/**
 * Follows or unfollows a tag; near the limit, two follows at once (only one may pass the limit of
 * 10).
 *
 * @param {Object} run    The run.
 * @param {Object} site   The catalogue.
 * @param {Member} member The member.
 */
async function subscribe( run, site, member ) {
	const c = member.client;
	const held = member.held( 'subscribe' );
	const toggle = async ( id, flag ) => {
		const t0 = Date.now();
		const r = await c.request( 'POST', '/wp-json/api/member/subscribe', {
			json: { id, flag },
			member: true,
			route: 'subscribe',
		} );
		member.note( 'subscribe', id, flag, r, t0 );
		return r;
	};
	// Tags the member never followed nor unfollowed (one identity per write).
	const free = site.tags.filter(
		( t ) => ! member.state.subscribe.has( t.id )
	);
	if ( held !== null && held === TAG_LIMIT - 1 && free.length >= 2 ) {
		const a = pick( free ).id;
		const b = pick( free.filter( ( t ) => t.id !== a ) ).id;
		await Promise.all( [ toggle( a, true ), toggle( b, true ) ] );
		return;
	}
	if ( held !== null && held >= TAG_LIMIT ) {
		const mine = [ ...member.state.subscribe.entries() ]
			.filter( ( [ , s ] ) => s === 'present' )
			.map( ( [ id ] ) => id );
		await toggle( pick( mine ), false );
		return;
	}
	const mine = member.holding( 'subscribe' );
	if ( mine.length && ( Math.random() < 0.2 || ! free.length ) ) {
		await toggle( pick( mine ), false );
	} else if ( free.length ) {
		await toggle( pick( free ).id, true );
	}
}

/**
 * A comment on an open article, with a token that makes it findable (and unique for core's
 * duplicate check); at most one per 16 s per member (core's flood check).
 *
 * @param {Object} run    The run.
 * @param {Object} site   The catalogue.
 * @param {Member} member The member.
 */
async function comment( run, site, member ) {
	if (
		Date.now() - member.lastComment < COMMENT_GAP_MS ||
		site.openPosts.length === 0
	) {
		return;
	}
	member.lastComment = Date.now();
	const post = pick( site.openPosts );
	const token = `rel-${ run.id }-c${ ++run.comments }`;
	const r = await member.client.request( 'POST', '/wp-json/wp/v2/comments', {
		json: { post: post.id, content: `可靠性测试的评论 ${ token }` },
		member: true,
		route: 'comment',
	} );
	run.ledger.add( {
		kind: 'comment',
		email: member.email,
		object: token,
		op: 'create',
		result: outcome( r ),
		returned: r.ok ? ( r.body?.id ?? null ) : r.detail,
		post: post.id,
		phase: r.phase,
	} );
}

/**
 * Reads the member's counts (userinfo) and compares them with what the member's acknowledged
 * writes say: a difference is a stale read (read-after-write across nodes), reported.
 *
 * @param {Object} run    The run.
 * @param {Member} member The member.
 */
async function checkCounts( run, member ) {
	const expected = {
		likeNumber: member.held( 'like' ),
		collectionNumber: member.held( 'collect' ),
		subscriptionNumber: member.held( 'subscribe' ),
	};
	const r = await member.client.request(
		'POST',
		'/wp-json/api/member/userinfo',
		{
			json: { fields: Object.keys( expected ) },
			member: true,
			route: 'userinfo',
		}
	);
	if ( ! r.ok ) {
		return;
	}
	for ( const [ field, want ] of Object.entries( expected ) ) {
		// A count is known only when no write of its kind had an unknown outcome.
		if ( want !== null && r.body?.data?.[ field ] !== want ) {
			run.staleReads.push( {
				phase: run.stats.current?.name ?? '',
				email: member.email,
				field,
				want,
				got: r.body?.data?.[ field ],
			} );
		}
	}
}

/**
 * A course reader after another: each press from a new browser (a new reader), one after the
 * other with little pause, so that course learner transactions (Data\Retry) are in flight on every
 * database node when one is killed.
 *
 * @param {Object} run  The run.
 * @param {Object} site The catalogue.
 */
export async function learnerLoop( run, site ) {
	while ( ! run.stopping() ) {
		const client = new Client( run, 'reader' );
		await learn( run, site, client, client.ip );
		await sleep( 20 + Math.random() * 60 );
	}
}
