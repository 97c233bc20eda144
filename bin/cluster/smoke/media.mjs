/**
 * The smoke check's media and page-cache checks (bin/cluster/smoke.mjs): an avatar uploaded through
 * one PHP node served by both nginx (GlusterFS), replaced through the other, and an edited post purged
 * from both nginx caches.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
	CLIENT_IP,
	DOOR,
	NGINX,
	ROOT,
	SITE,
	check,
	jar,
	nonce,
	until,
} from './client.mjs';

/**
 * GETs a URL through one door (the site's host in the Host header is what the balancer would pass).
 *
 * @param {string} base Door.
 * @param {string} url  The site's absolute URL.
 * @return {Promise<{status: number, cache: string, sha: string}>} The answer.
 */
export async function fetchVia( base, url ) {
	const u = new URL( url );
	const door = new URL( base );
	return new Promise( ( done, fail ) => {
		const req = http.request(
			{
				host: door.hostname,
				port: door.port,
				path: u.pathname + u.search,
				// The Host a visitor sends (the page cache's key holds it).
				headers: { Host: u.host },
				timeout: 15000,
			},
			( response ) => {
				const chunks = [];
				response.on( 'data', ( c ) => chunks.push( c ) );
				response.on( 'end', () =>
					done( {
						status: response.statusCode,
						cache: response.headers[ 'x-cache-status' ] ?? '',
						sha: createHash( 'sha1' )
							.update( Buffer.concat( chunks ) )
							.digest( 'hex' )
							.slice( 0, 12 ),
					} )
				);
			}
		);
		req.on( 'timeout', () => req.destroy( new Error( 'timeout' ) ) );
		req.on( 'error', fail );
		req.end();
	} );
}

async function uploadAvatar( door, file ) {
	const form = new FormData();
	form.append(
		'file',
		new Blob( [ readFileSync( file ) ], { type: 'image/png' } ),
		'avatar.png'
	);
	const response = await fetch( door + '/wp-json/api/member/avatar', {
		method: 'POST',
		headers: {
			'X-Forwarded-For': CLIENT_IP,
			'X-WP-Nonce': nonce,
			Cookie: [ ...jar ]
				.map( ( [ k, v ] ) => `${ k }=${ v }` )
				.join( '; ' ),
		},
		body: form,
		signal: AbortSignal.timeout( 30000 ),
	} );
	const json = await response.json().catch( () => null );
	return {
		status: response.status,
		node: response.headers.get( 'x-mvc-node' ) ?? '',
		url: json?.data?.avatar ?? '',
		message: json?.message ?? '',
	};
}

export async function media() {
	// 5. Both nginx.
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		const r = await fetchVia( base, SITE + '/' );
		check(
			`${ name } serves the site on its own door`,
			r.status === 200,
			`${ base }: HTTP ${ r.status }`
		);
	}

	// 6. An avatar through php1, seen through php2 and both nginx; replaced through php2.
	const a = await uploadAvatar(
		DOOR.php1,
		resolve( ROOT, 'theme/screenshot.png' )
	);
	if (
		! check(
			'an avatar uploaded through php1',
			a.status === 200 && a.url !== '' && a.node === 'php1',
			`HTTP ${ a.status }, node ${ a.node }, ${ a.url || a.message }`
		)
	) {
		return;
	}
	const path = new URL( a.url ).pathname;
	const onPhp2 = existsSync(
		resolve( ROOT, '.local/cluster/php2/wordpress' + path )
	);
	const seen = {};
	for ( const [ name, base ] of Object.entries( {
		php2: DOOR.php2,
		...NGINX,
		balancer: SITE,
	} ) ) {
		seen[ name ] = await fetchVia( base, a.url );
	}
	check(
		"the avatar is in php2's own folder and served by php2's door, nginx1, nginx2 and the balancer",
		onPhp2 &&
			Object.values( seen ).every(
				( r ) => r.status === 200 && r.sha === seen.php2.sha
			),
		`file in php2/wordpress${ path }: ${ onPhp2 }; ${ Object.entries( seen )
			.map( ( [ k, r ] ) => `${ k } ${ r.status } ${ r.sha }` )
			.join( ', ' ) }`
	);
	const b = await uploadAvatar( DOOR.php2, readdirPng() );
	const b1 = b.url
		? await fetchVia( NGINX.nginx1, b.url )
		: { status: 0, sha: '' };
	const b2 = b.url
		? await fetchVia( NGINX.nginx2, b.url )
		: { status: 0, sha: '' };
	// GlusterFS's client caches a lookup for a second: the old file is gone from nginx1 within a few.
	const goneMs = await until(
		async () => ( await fetchVia( NGINX.nginx1, a.url ) ).status === 404,
		5000
	);
	const old1 = await fetchVia( NGINX.nginx1, a.url );
	check(
		"replaced through php2: nginx1 (php1's folder) serves the new avatar, the old one is gone everywhere",
		b.status === 200 &&
			b.node === 'php2' &&
			b1.status === 200 &&
			b1.sha === b2.sha &&
			b1.sha !== seen.php2.sha &&
			old1.status === 404,
		`HTTP ${ b.status } node ${ b.node }; new: nginx1 ${ b1.status } ${ b1.sha }, nginx2 ${ b2.status } ${ b2.sha }; old on nginx1: ${ old1.status } (after ${ goneMs } ms)`
	);
}

/** A PNG other than the first avatar: one of the demo images in the uploads. */
function readdirPng() {
	const out = execSync(
		`find ${ resolve( ROOT, '.local/cluster/php1/wordpress/wp-content/uploads' ) } -name 'mvc-demo-*-300x*.png' | head -n 1`
	)
		.toString()
		.trim();
	return out || resolve( ROOT, 'theme/screenshot.png' );
}

export async function purge() {
	// 7. A page cached on both nginx; php1 (its own folder, command line) edits the post; both caches miss.
	const wpLoad = resolve( ROOT, '.local/cluster/php1/wordpress/wp-load.php' );
	const url = execSync(
		`php -r 'require $argv[1]; $p = get_posts( array( "numberposts" => 1, "post_type" => "post" ) ); echo get_permalink( $p[0] );' ${ wpLoad }`,
		{ cwd: ROOT, env: { ...process.env } }
	)
		.toString()
		.trim();
	for ( const base of Object.values( NGINX ) ) {
		await fetchVia( base, url );
	}
	const before = {};
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		before[ name ] = ( await fetchVia( base, url ) ).cache;
	}
	execSync(
		`php -r 'require $argv[1]; $id = url_to_postid( $argv[2] ); $p = get_post( $id ); wp_update_post( array( "ID" => $id, "post_content" => $p->post_content ) );' ${ wpLoad } ${ url }`,
		{ cwd: ROOT }
	);
	const after = {};
	for ( const [ name, base ] of Object.entries( NGINX ) ) {
		after[ name ] = ( await fetchVia( base, url ) ).cache;
	}
	check(
		'a post saved on php1 is purged from both nginx caches',
		before.nginx1 === 'HIT' &&
			before.nginx2 === 'HIT' &&
			after.nginx1 !== 'HIT' &&
			after.nginx2 !== 'HIT',
		`${ url }: before ${ JSON.stringify( before ) }, after ${ JSON.stringify( after ) }`
	);
}
