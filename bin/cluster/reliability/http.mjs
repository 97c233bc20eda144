/**
 * One simulated browser: its own client address (X-Forwarded-For, which the cluster's nginx trusts
 * from 127.0.0.1 as behind a CDN), its own cookie jar and, once logged in, the REST nonce the site
 * gave it. Every request is timed and recorded in the run's statistics with its outcome:
 *
 * - ok: 2xx (or a 3xx of a page), and for the `api` namespace the envelope's code 200;
 * - refused: a refusal the site means (rate limit 429, the proof-of-work check 428, the tag limit,
 *   core's comment flood and duplicate checks) — not a failure of the cluster;
 * - 4xx: any other client error (a lost session shows here as 401), by status and code;
 * - 5xx, network (connection refused or reset), timeout.
 */
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify( pbkdf2 );

/** Header that carries a proof-of-work solution (Mvc\Core\Security\Challenge::HEADER). */
const CHALLENGE_HEADER = 'X-Mvc-Challenge';

/** The member session's cookie (Mvc\Core\Member\SessionCookie::COOKIE). */
const SESSION_COOKIE = 'mvc_member_token';

/** Core comment errors that are the site's rules, not failures. */
const REFUSAL_CODES = new Set( [ 'comment_flood', 'comment_duplicate' ] );

// Each run starts at a random place, so runs within the hour do not share the site's per-network
// budgets (a code request, a login) with the runs before them.
let clientCount = Math.floor( Math.random() * 65536 );

/**
 * A client address of its own /24 network: 10.a.b.c, one /24 per client (65 536 before one
 * repeats), so per-network limits behave as for real visitors.
 */
export function nextAddress() {
	clientCount++;
	const net = clientCount % 65536;
	return `10.${ Math.floor( net / 256 ) }.${ net % 256 }.${ 2 + ( clientCount % 250 ) }`;
}

export class Client {
	/**
	 * @param {Object} run   The run: base, stats, timeoutMs, aborted().
	 * @param {string} label Who this is (for User-Agent).
	 */
	constructor( run, label ) {
		this.run = run;
		this.label = label;
		this.ip = nextAddress();
		/** @type {Map<string, string>} */
		this.jar = new Map();
		this.nonce = '';
	}

	/** The Cookie header of the jar. */
	cookieHeader() {
		return [ ...this.jar.entries() ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
	}

	/**
	 * Keeps the cookies an answer sets (a deletion removes them).
	 *
	 * @param {Headers} headers Response headers.
	 */
	keepCookies( headers ) {
		const had = this.jar.has( SESSION_COOKIE );
		for ( const line of headers.getSetCookie?.() ?? [] ) {
			const [ pair, ...attrs ] = line.split( ';' );
			const eq = pair.indexOf( '=' );
			if ( eq < 1 ) {
				continue;
			}
			const name = pair.slice( 0, eq ).trim();
			const value = pair.slice( eq + 1 ).trim();
			const expired = attrs.some( ( a ) => {
				const [ k, v = '' ] = a.trim().split( '=' );
				const key = k.toLowerCase();
				return (
					( key === 'max-age' && Number( v ) <= 0 ) ||
					( key === 'expires' && Date.parse( v ) < Date.now() )
				);
			} );
			if ( expired || value === '' || value === 'deleted' ) {
				this.jar.delete( name );
			} else {
				this.jar.set( name, value );
			}
		}
		return had && ! this.jar.has( SESSION_COOKIE );
	}

	/**
	 * One request, timed and recorded.
	 *
	 * @param {string} method HTTP method.
	 * @param {string} path   Path (and query) under the base.
	 * @param {Object} [opt]  json: body; form: a form body (fields); headers; member: send the nonce; route: a name for the
	 *                        error details; read: the body is not needed as JSON.
	 * @return {Promise<{ok: boolean, kind: string|null, detail: string, status: number, body: any, ms: number}>} The outcome.
	 */
	async request( method, path, opt = {} ) {
		const first = await this.once( method, path, opt, {} );
		if ( first.status !== 428 || ! first.body?.data?.challenge ) {
			return first;
		}
		// The proof-of-work check: solve it as the ALTCHA widget does, and send the call again.
		const solution = await solve( first.body.data.challenge );
		return this.once( method, path, opt, {
			[ CHALLENGE_HEADER ]: solution,
		} );
	}

	async once( method, path, opt, extra ) {
		const run = this.run;
		const headers = {
			// The run's id makes every run's readers new (a course counts a reader once a day).
			'User-Agent': `mvc-reliability/1 (${ run.id } ${ this.label })`,
			'X-Forwarded-For': this.ip,
			Accept: opt.read ? 'text/html,*/*' : 'application/json',
			...( opt.headers ?? {} ),
			...extra,
		};
		const cookie = this.cookieHeader();
		if ( cookie ) {
			headers.Cookie = cookie;
		}
		if ( opt.member && this.nonce ) {
			headers[ 'X-WP-Nonce' ] = this.nonce;
		}
		let body;
		if ( opt.json !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
			body = JSON.stringify( opt.json );
		}
		if ( opt.form !== undefined ) {
			headers[ 'Content-Type' ] = 'application/x-www-form-urlencoded';
			body = new URLSearchParams( opt.form ).toString();
		}
		const phase = run.stats.current;
		const route = opt.route ?? method + ' ' + path.replace( /\?.*$/, '' );
		const started = performance.now();
		let status = 0;
		let parsed = null;
		let kind = null;
		let detail = '';
		let served = '';
		let text = '';
		try {
			const response = await fetch( ( opt.base ?? run.base ) + path, {
				method,
				headers,
				body,
				redirect: 'manual',
				signal: AbortSignal.timeout( run.timeoutMs ),
			} );
			status = response.status;
			// Who made the answer: nginx's page cache, or the PHP node it names (X-Mvc-Node).
			served =
				response.headers.get( 'x-cache-status' ) === 'HIT'
					? 'cache'
					: ( response.headers.get( 'x-mvc-node' ) ?? '' );
			if ( this.keepCookies( response.headers ) ) {
				// The site ended this browser's session (the run never logs out): evidence.
				this.loggedOut = true;
				run.stats.loggedOut.push( {
					at: Date.now(),
					phase: run.stats.current?.name ?? '',
					who: this.label,
					served: served || 'no node header',
					status,
					route,
				} );
			}
			text = await response.text();
			if ( ! opt.read || status >= 400 ) {
				try {
					parsed = JSON.parse( text );
				} catch {
					parsed = opt.read ? null : text;
				}
			}
			[ kind, detail ] = classify( status, parsed, route );
			if ( kind === '5xx' ) {
				// Evidence: when, which node, what the answer said.
				const said =
					parsed && typeof parsed === 'object'
						? `${ parsed.code } ${ parsed.message ?? '' }`
						: text
								.replace( /<[^>]*>/g, ' ' )
								.replace( /\s+/g, ' ' )
								.trim();
				run.stats.failures.push( {
					at: Date.now(),
					served: served || 'no node header',
					route,
					status,
					said: said.slice( 0, 160 ),
				} );
			}
		} catch ( error ) {
			const name = error?.name ?? '';
			if ( name === 'TimeoutError' || name === 'AbortError' ) {
				kind = 'timeout';
				detail = route;
			} else {
				kind = 'network';
				detail = `${ error?.cause?.code ?? name } ${ route }`;
			}
		}
		const ms = performance.now() - started;
		run.stats.record( phase, ms, kind, detail, served, route );
		return {
			ok: kind === null,
			kind,
			detail,
			status,
			body: parsed,
			ms,
			text: opt.read ? text : '',
			// The phase the request started in (where its write is counted).
			phase: phase?.name ?? '',
		};
	}
}

/**
 * An answer's outcome: [null, ''] on success, else [kind, detail].
 *
 * @param {number} status HTTP status.
 * @param {any}    body   Parsed JSON, or null.
 * @param {string} route  Route name for the detail.
 * @return {[string|null, string]} Kind and detail.
 */
export function classify( status, body, route ) {
	const code = body && typeof body === 'object' ? body.code : undefined;
	if ( status >= 200 && status < 400 ) {
		// The api namespace: success only with the envelope's 200.
		if ( typeof code === 'number' && code !== 200 ) {
			return [ '4xx', `${ status }/${ code } ${ route }` ];
		}
		return [ null, '' ];
	}
	if ( status >= 500 ) {
		return [ '5xx', `${ status } ${ route }` ];
	}
	if (
		status === 429 ||
		status === 428 ||
		REFUSAL_CODES.has( code ) ||
		( status === 403 && body?.data?.link )
	) {
		return [ 'refused', `${ status }/${ code ?? '-' } ${ route }` ];
	}
	return [ '4xx', `${ status }/${ code ?? '-' } ${ route }` ];
}

/**
 * The widget's payload for a challenge: counters from 0 until PBKDF2-SHA-256(nonce || counter,
 * salt) starts with the key prefix (asynchronous, so the other users keep running).
 *
 * @param {{parameters: {nonce: string, salt: string, cost: number, keyLength: number, keyPrefix: string}}} challenge
 */
export async function solve( challenge ) {
	const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
	const saltBytes = Buffer.from( salt, 'hex' );
	for ( let counter = 0; counter < 100000; counter++ ) {
		const password = Buffer.alloc( nonce.length / 2 + 4 );
		Buffer.from( nonce, 'hex' ).copy( password );
		password.writeUInt32BE( counter, nonce.length / 2 );
		const key = (
			await pbkdf2Async( password, saltBytes, cost, keyLength, 'sha256' )
		).toString( 'hex' );
		if ( key.startsWith( keyPrefix ) ) {
			return Buffer.from(
				JSON.stringify( {
					challenge,
					solution: { counter, derivedKey: key, time: 1 },
				} )
			).toString( 'base64' );
		}
	}
	throw new Error( 'the challenge has no solution' );
}
