/**
 * A member of the reliability run (reliability/users.mjs): what the member believes it holds, its
 * registration with an e-mailed code, and its login.
 */
import { Client } from './http.mjs';
import { outcome } from './ledger.mjs';
import { PASSWORD, codeFromMail, pick } from './site.mjs';

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
			count:
				r.body?.data?.count ?? r.body?.data?.subscribe_number ?? null,
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
