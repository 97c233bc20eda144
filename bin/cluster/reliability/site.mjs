/**
 * What the simulated people of the reliability run (reliability/users.mjs) share: the members'
 * password, the tag limit, the comment gap, sleeping and picking at random, the site's content
 * read once at the start, and the codes the site e-mails.
 */
import { Client } from './http.mjs';

/** The password of every member the run registers. */
export const PASSWORD = 'reliability-pass-1';

/** How many tags a member may follow (Mvc\Core\Member\TagSubscriptions::LIMIT). */
export const TAG_LIMIT = 10;

/** Core's comment flood interval is 15 s per user (wp_check_comment_flood); a bit more. */
export const COMMENT_GAP_MS = 16_000;

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
export function weighted( choices ) {
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
