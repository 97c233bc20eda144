/**
 * The page caches stay fresh through the faults: an editor (admin) publishes an article of the run,
 * then edits its title again and again through either PHP node's door; after each acknowledged edit
 * the article is read as a visitor through EVERY nginx (its own page cache: the doors of nginx1 and
 * nginx2, or the site's one nginx today) until it shows the new title, for at most --fresh-ms (2 s).
 * An nginx still serving the old title after that is a purge that did not reach it (e.g. a purge
 * left local to the machine that made it): the run fails. An edit that was not acknowledged, or a
 * door that answers an error (its nginx is down), proves nothing and is counted apart.
 */
import http from 'node:http';

import { Client } from './http.mjs';

/**
 * Logs the administrator in through a door (wp-login.php) and takes the REST nonce.
 *
 * @param {Object} run  The run.
 * @param {string} door Base URL.
 * @return {Promise<Client|null>} The logged-in browser, or null.
 */
async function admin( run, door ) {
	const client = new Client( { ...run, base: door }, 'editor' );
	const login = await client.request( 'POST', '/wp-login.php', {
		form: {
			log: run.editorLogin,
			pwd: run.editorPassword,
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		read: true,
		route: 'editor login',
	} );
	if (
		! [ ...client.jar.keys() ].some( ( k ) =>
			k.startsWith( 'wordpress_logged_in' )
		)
	) {
		run.fresh.notes.push(
			`editor login on ${ door }: ${ login.status } ${ login.detail }`
		);
		return null;
	}
	const nonce = await client.request(
		'GET',
		'/wp-admin/admin-ajax.php?action=rest-nonce',
		{ read: true, route: 'editor nonce' }
	);
	client.nonce = ( nonce.text ?? '' ).trim();
	return /^[0-9a-f]{6,}$/.test( client.nonce ) ? client : null;
}

/**
 * Reads a page through a door as a visitor until it contains the marker, for at most ms.
 *
 * @param {Object} run    The run.
 * @param {string} door   Base URL of one nginx.
 * @param {string} path   The article's path.
 * @param {string} marker What the fresh page shows.
 * @param {number} ms     Longest wait.
 * @return {Promise<'fresh'|'stale'|'error'>} What the door served.
 */
async function readUntil( run, door, path, marker, ms ) {
	// The site's host goes in the Host header, as the balancer passes it: nginx's cache key holds
	// $host, and fetch() always sends the URL's own host (the door's), whose key no purge names.
	const host = new URL( run.base ).host;
	const until = Date.now() + ms;
	let last = 'error';
	do {
		const r = await getVia( door, path, host, run.timeoutMs );
		if ( r.status === 200 ) {
			if ( r.text.includes( marker ) ) {
				return 'fresh';
			}
			last = 'stale';
		} else {
			last = 'error';
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	} while ( Date.now() < until );
	return last;
}

/**
 * GETs a path through one door with the site's Host header.
 *
 * @param {string} door      Base URL of one nginx.
 * @param {string} path      Path and query.
 * @param {string} host      The site's host (and port).
 * @param {number} timeoutMs Longest wait.
 * @return {Promise<{status: number, text: string}>} The answer (status 0 on a network error).
 */
function getVia( door, path, host, timeoutMs ) {
	const url = new URL( door );
	return new Promise( ( resolve ) => {
		const request = http.get(
			{
				host: url.hostname,
				port: url.port,
				path,
				headers: {
					Host: host,
					'User-Agent': 'mvc-reliability/1 (fresh reader)',
				},
				timeout: timeoutMs,
			},
			( response ) => {
				const chunks = [];
				response.on( 'data', ( chunk ) => chunks.push( chunk ) );
				response.on( 'end', () =>
					resolve( {
						status: response.statusCode ?? 0,
						text: Buffer.concat( chunks ).toString( 'utf8' ),
					} )
				);
				response.on( 'error', () =>
					resolve( { status: 0, text: '' } )
				);
			}
		);
		request.on( 'timeout', () => request.destroy() );
		request.on( 'error', () => resolve( { status: 0, text: '' } ) );
	} );
}

/**
 * The editor's loop.
 *
 * @param {Object} run The run (fresh: { doors, editDoors, ms, checks, notes }).
 */
export async function freshnessLoop( run ) {
	const f = run.fresh;
	let editor = null;
	for ( const door of f.editDoors ) {
		editor = await admin( run, door );
		if ( editor ) {
			break;
		}
	}
	if ( ! editor ) {
		f.notes.push( 'the editor could not log in: no freshness checks' );
		return;
	}
	const title = ( n ) => `可靠性新鲜度 rel-${ run.id }-v${ n }-ok`;
	const created = await editor.request( 'POST', '/wp-json/wp/v2/posts', {
		json: {
			title: title( 0 ),
			status: 'publish',
			content: `rel-${ run.id }`,
		},
		member: true,
		route: 'editor publish',
	} );
	if ( ! created.ok || ! created.body?.id ) {
		f.notes.push(
			`the editor could not publish: ${ created.status } ${ created.detail }`
		);
		return;
	}
	f.post = created.body.id;
	const path = new URL( created.body.link ).pathname;
	// Each nginx caches the article first.
	for ( const door of f.doors ) {
		await readUntil( run, door, path, title( 0 ), 0 );
	}
	let n = 0;
	let turn = 0;
	while ( ! run.stopping() ) {
		n++;
		const door = f.editDoors[ turn++ % f.editDoors.length ];
		const t0 = Date.now();
		const edited = await editor.request(
			'POST',
			`/wp-json/wp/v2/posts/${ f.post }`,
			{
				json: { title: title( n ) },
				member: true,
				route: 'editor edit',
				base: door,
			}
		);
		const phase = edited.phase ?? run.stats.current?.name ?? '';
		if ( ! edited.ok ) {
			f.checks.push( {
				phase,
				door: '(edit)',
				result: 'edit not acknowledged',
				t0,
			} );
		} else {
			const results = await Promise.all(
				f.doors.map( ( d ) =>
					readUntil( run, d, path, title( n ), f.ms )
				)
			);
			results.forEach( ( result, i ) =>
				f.checks.push( { phase, door: f.doors[ i ], result, n, t0 } )
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
	}
	// The run's article goes to the trash (the load has stopped; a failure here is only noted).
	const trashed = await editor.request(
		'DELETE',
		`/wp-json/wp/v2/posts/${ f.post }`,
		{
			member: true,
			route: 'editor trash',
		}
	);
	if ( ! trashed.ok ) {
		f.notes.push(
			`the run's article ${ f.post } was not trashed: ${ trashed.detail }`
		);
	}
}
