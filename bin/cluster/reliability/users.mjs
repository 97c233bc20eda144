/**
 * The simulated people: visitors reading pages (and counting a view as the article page's island
 * does), and members who register with an e-mailed code, log in, like and collect articles, follow
 * tags (at most 10), comment (held for moderation), like others' comments and read their counts.
 * Every write goes in the ledger with its outcome.
 */
import { Client } from './http.mjs';
import { outcome } from './ledger.mjs';

/** The password of every member the run registers. */
export const PASSWORD = 'reliability-pass-1';

/** How many tags a member may follow (Mvc\Core\Member\TagSubscriptions::LIMIT). */
export const TAG_LIMIT = 10;

/** Core's comment flood interval is 15 s per user (wp_check_comment_flood); a bit more. */
const COMMENT_GAP_MS = 16_000;

/**
 * Sleeps.
 *
 * @param {number} ms Milliseconds.
 */
export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * One of the items, at random.
 *
 * @template T
 * @param {T[]} items Items.
 * @return {T} One of them.
 */
export const pick = ( items ) =>
	items[ Math.floor( Math.random() * items.length ) ];

/**
 * A choice by weight.
 *
 * @param {[string, number][]} choices Names and weights.
 */
function weighted( choices ) {
	const total = choices.reduce( ( s, [ , w ] ) => s + w, 0 );
	let r = Math.random() * total;
	for ( const [ name, w ] of choices ) {
		r -= w;
		if ( r < 0 ) {
			return name;
		}
	}
	return choices[ choices.length - 1 ][ 0 ];
}

/**
 * The site's content, read once at the start through its REST API: articles, tags, categories
 * and approved comments (for comment likes).
 *
 * @param {Object} run The run.
 */
export async function catalogue( run ) {
	const client = new Client( run, 'catalogue' );
	const list = async ( path ) => {
		const out = [];
		for ( let page = 1; page <= 5; page++ ) {
			const r = await client.request(
				'GET',
				`${ path }${ path.includes( '?' ) ? '&' : '?' }per_page=100&page=${ page }`
			);
			if ( ! r.ok || ! Array.isArray( r.body ) ) {
				if ( page === 1 ) {
					throw new Error(
						`cannot read ${ path }: ${ r.status } ${ r.detail }`
					);
				}
				break;
			}
			out.push( ...r.body );
			if ( r.body.length < 100 ) {
				break;
			}
		}
		return out;
	};
	const path = ( link ) => new URL( link ).pathname;
	const posts = (
		await list(
			'/wp-json/wp/v2/posts?_fields=id,link,tags,categories,comment_status'
		)
	).map( ( p ) => ( {
		id: p.id,
		path: path( p.link ),
		tags: p.tags ?? [],
		categories: p.categories ?? [],
		open: p.comment_status === 'open',
	} ) );
	// Tags and categories that articles carry (not by their stored counts: those are checked
	// apart, and a wrong count must not hide them from the run).
	const tagged = new Set( posts.flatMap( ( p ) => p.tags ) );
	const tags = ( await list( '/wp-json/wp/v2/tags?_fields=id,link' ) )
		.filter( ( t ) => tagged.has( t.id ) )
		.map( ( t ) => ( { id: t.id, path: path( t.link ) } ) );
	const filed = new Set( posts.flatMap( ( p ) => p.categories ) );
	const categories = (
		await list( '/wp-json/wp/v2/categories?_fields=id,link' )
	)
		.filter( ( c ) => filed.has( c.id ) )
		.map( ( c ) => path( c.link ) );
	const comments = (
		await list( '/wp-json/wp/v2/comments?_fields=id,post' )
	).map( ( c ) => c.id );
	const lists = [
		'/',
		...categories,
		'/journals/',
		'/courses/',
		'/podcast/',
	];
	if ( posts.length === 0 || tags.length < TAG_LIMIT + 2 ) {
		throw new Error(
			`the site has ${ posts.length } articles and ${ tags.length } tags: too few for the run`
		);
	}
	return {
		posts,
		tags,
		lists,
		comments,
		openPosts: posts.filter( ( p ) => p.open ),
	};
}

/**
 * Reads the code mailed to an address from the mail sink (maildev's REST API).
 *
 * @param {Object} run    The run (mail URL).
 * @param {string} email  Address.
 * @param {number} digits Length of the code.
 * @return {Promise<string|null>} The code, or null.
 */
export async function codeFromMail( run, email, digits ) {
	const deadline = Date.now() + 25_000;
	const pattern = new RegExp( `\\b(\\d{${ digits }})\\b` );
	while ( Date.now() < deadline && ! run.aborted() ) {
		for ( const path of [ '/api/email', '/email' ] ) {
			try {
				const response = await fetch(
					`${ run.mail }${ path }?to.address=${ encodeURIComponent( email ) }`,
					{ signal: AbortSignal.timeout( 5000 ) }
				);
				if ( ! response.ok ) {
					continue;
				}
				const mails = await response.json();
				const mine = ( Array.isArray( mails ) ? mails : [] ).filter(
					( m ) =>
						( m.to ?? [] ).some(
							( to ) => to.address?.toLowerCase() === email
						)
				);
				const code = mine.length
					? pattern.exec( mine[ mine.length - 1 ].text ?? '' )?.[ 1 ]
					: null;
				if ( code ) {
					return code;
				}
				break;
			} catch {
				// The sink is busy: ask again.
			}
		}
		await sleep( 300 );
	}
	return null;
}

/** A member of the run: address, browser, and what the member believes it holds. */
export class Member {
	constructor( run, email ) {
		this.run = run;
		this.email = email;
		this.client = new Client( run, `member ${ email }` );
		/** @type {Record<string, Map<number, string>>} kind → object → 'present'|'absent'|'either' */
		this.state = {
			like: new Map(),
			collect: new Map(),
			subscribe: new Map(),
			commentlike: new Map(),
		};
		this.lastComment = 0;
		this.registered = false;
	}

	/**
	 * The objects of a kind this member never touched: every write gets an identity of its own,
	 * (member, object) is added at most once and removed at most once after, never added again, so a
	 * write lost and later redone cannot pass as the final state.
	 *
	 * @param {string} kind  Relation kind.
	 * @param {Array}  items Object ids.
	 */
	untouched( kind, items ) {
		return items.filter( ( id ) => ! this.state[ kind ].has( id ) );
	}

	/**
	 * The objects of a kind this member holds for sure (added, acknowledged, not removed).
	 *
	 * @param {string} kind Relation kind.
	 */
	holding( kind ) {
		return [ ...this.state[ kind ].entries() ]
			.filter( ( [ , s ] ) => s === 'present' )
			.map( ( [ id ] ) => id );
	}

	/**
	 * How many objects of a kind the member holds, or null when an unknown outcome makes it unsure.
	 *
	 * @param {string} kind Relation kind.
	 */
	held( kind ) {
		let n = 0;
		for ( const s of this.state[ kind ].values() ) {
			if ( s === 'either' ) {
				return null;
			}
			n += s === 'present' ? 1 : 0;
		}
		return n;
	}

	/**
	 * Notes a toggle's outcome in the ledger and in what the member believes.
	 *
	 * @param {string}  kind   Relation kind.
	 * @param {number}  object Object id.
	 * @param {boolean} flag   Added (true) or removed.
	 * @param {Object}  r      The answer.
	 * @param {number}  t0     When the request was sent.
	 */
	note( kind, object, flag, r, t0 = Date.now() ) {
		const result = outcome( r );
		this.run.ledger.add( {
			kind,
			email: this.email,
			object,
			op: flag ? 'add' : 'remove',
			result,
			returned: r.body?.data?.delta ?? null,
			// The count the answer carried (an article's like/collect count, a tag's followers).
			count: r.body?.data?.count ?? r.body?.data?.subscribe_number ?? null,
			t0,
			t1: Date.now(),
			phase: r.phase,
		} );
		const before = this.state[ kind ].get( object ) ?? 'absent';
		const target = flag ? 'present' : 'absent';
		// The change the site says it made must be the one the member's known state implies: an
		// add of what the member did not hold is +1 (0 would be a write swallowed into a success).
		const delta = r.body?.data?.delta;
		if (
			result === 'acked' &&
			typeof delta === 'number' &&
			before !== 'either'
		) {
			let want = 0;
			if ( before !== target ) {
				want = flag ? 1 : -1;
			}
			if ( delta !== want ) {
				this.run.oddAnswers.push( {
					phase: this.run.stats.current?.name ?? '',
					text: `${ kind } ${ flag ? 'add' : 'remove' } of ${ object } by ${ this.email } answered delta ${ delta }, the member's state (${ before }) implies ${ want }`,
				} );
			}
		}
		if ( result === 'acked' ) {
			this.state[ kind ].set( object, target );
		} else if ( result === 'unknown' && before !== target ) {
			this.state[ kind ].set( object, 'either' );
		} else if ( ! this.state[ kind ].has( object ) ) {
			// Touched: a refused add is never tried again either (one identity per write).
			this.state[ kind ].set( object, before );
		}
	}
}

/**
 * Registers a member with the e-mailed code (send-verification-code, then register with two tags
 * followed at once): the member's browser is logged in and has its nonce. Returns the member, or
 * null when the registration did not complete (the ledger says why).
 *
 * @param {Object} run  The run.
 * @param {Object} site The catalogue.
 */
export async function register( run, site ) {
	const email = `rel-${ run.id }-${ ++run.registrations }@example.com`;
	const member = new Member( run, email );
	const phase = () => run.stats.current?.name ?? '';
	const sent = await member.client.request(
		'POST',
		'/wp-json/api/member/send-verification-code',
		{ json: { email }, route: 'send-verification-code' }
	);
	if ( ! sent.ok ) {
		run.ledger.add( {
			kind: 'register',
			email,
			object: email,
			op: 'create',
			result: 'failed',
			returned: `code: ${ sent.detail }`,
			phase: phase(),
		} );
		return null;
	}
	const code = await codeFromMail( run, email, sent.body?.data?.length ?? 4 );
	if ( ! code ) {
		run.ledger.add( {
			kind: 'register',
			email,
			object: email,
			op: 'create',
			result: 'failed',
			returned: 'no code in the mail sink',
			phase: phase(),
		} );
		return null;
	}
	const tags = [ pick( site.tags ).id ];
	const second = pick( site.tags ).id;
	if ( second !== tags[ 0 ] ) {
		tags.push( second );
	}
	const t0 = Date.now();
	const r = await member.client.request(
		'POST',
		'/wp-json/api/member/register',
		{
			json: {
				email,
				verificationCode: code,
				password: PASSWORD,
				title: 'engineer',
				display_name: `可靠性${ run.registrations }`,
				tags,
			},
			route: 'register',
		}
	);
	const result = outcome( r );
	run.ledger.add( {
		kind: 'register',
		email,
		object: email,
		op: 'create',
		result,
		returned: r.ok ? 'nonce' : r.detail,
		phase: r.phase,
	} );
	for ( const tag of tags ) {
		member.note( 'subscribe', tag, true, r, t0 );
	}
	if ( ! r.ok ) {
		return null;
	}
	member.client.nonce = r.body?.data?.nonce ?? '';
	member.registered = true;
	run.members.push( member );
	return member;
}

/**
 * Logs the member in again from a new browser (a new cookie jar and address): the e-mail and
 * password login route. True when the member is logged in.
 *
 * @param {Member} member The member.
 */
export async function logIn( member ) {
	const client = new Client( member.run, `member ${ member.email }` );
	const r = await client.request(
		'POST',
		'/wp-json/api/member/login-via-email',
		{
			json: { email: member.email, password: PASSWORD, remember: true },
			route: 'login-via-email',
		}
	);
	if ( r.ok && r.body?.data?.nonce ) {
		client.nonce = r.body.data.nonce;
		member.client = client;
		return true;
	}
	return false;
}

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
				if ( held.length && ( Math.random() < 0.25 || ! fresh.length ) ) {
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
		count: typeof r.body?.data?.count === 'number' ? r.body.data.count : null,
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
