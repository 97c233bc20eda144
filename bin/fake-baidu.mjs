#!/usr/bin/env node
/**
 * A local stand-in for Baidu's link submission (普通收录 API 提交, http://data.zz.baidu.com), for the local
 * sites and the tests (the machines cannot reach Baidu). It answers as Baidu documents:
 *
 *   POST /urls?site=…&token=…   Content-Type: text/plain, one address a line (at most 2000)
 *     200 {"remain":N,"success":M,"not_same_site":[…],"not_valid":[…]}
 *     400 {"error":400,"message":"site error" | "empty content" | "only 2000 urls are allowed once" | "over quota"}
 *     401 {"error":401,"message":"token is not valid"}
 *     404 {"error":404,"message":"not found"}      500 {"error":500,"message":"internal error"}
 *
 * Each site has its token and a daily quota that starts again at midnight in China (Asia/Shanghai);
 * a request holding more valid addresses than the day has left is refused whole with "over quota".
 *
 * Usage: node bin/fake-baidu.mjs --port 1096 --site http://localhost:8888 --token T [--site … --token …] [--quota 100]
 * Test hooks: GET /__health; GET /__log (the addresses accepted, in order, JSON); GET /__requests (every
 * request's site, count and answer); POST /__reset?quota=N (empties the logs, sets the quota, clears
 * failures); POST /__fail?status=500&count=1 (the next count submissions answer that error; count=0
 * ends it).
 */
import { createServer } from 'node:http';

import { options, readRaw } from './lib/fake-http.mjs';

const option = options( process.argv.slice( 2 ) );
const port = Number( option( 'port' )[ 0 ] || 1096 );
const host = option( 'host' )[ 0 ] || '127.0.0.1';
const siteArgs = option( 'site' );
const tokenArgs = option( 'token' );
if ( ! siteArgs.length || siteArgs.length !== tokenArgs.length ) {
	process.stderr.write( 'fake-baidu: give --site and --token pairs\n' );
	process.exit( 2 );
}
let quota = Number( option( 'quota' )[ 0 ] || 100000 );

/**
 * A site as Baidu keys it: https sites with their scheme, http sites by host name (and port).
 * @param {string} site The site as given.
 */
const siteKey = ( site ) =>
	String( site )
		.trim()
		.replace( /\/+$/, '' )
		.replace( /^http:\/\//i, '' )
		.toLowerCase();
const sites = new Map(
	siteArgs.map( ( site, i ) => [
		siteKey( site ),
		{
			host: siteKey( site ).replace( /^https:\/\//, '' ),
			https: /^https:/i.test( site ),
			token: tokenArgs[ i ],
		},
	] )
);

/** The day in China (YYYY-MM-DD): Baidu's quota starts again at midnight there. */
const chinaDay = () =>
	new Date( Date.now() + 8 * 3600 * 1000 ).toISOString().slice( 0, 10 );
/** site key => { day, remain } */
const remains = new Map();
const remainOf = ( key ) => {
	const today = chinaDay();
	const kept = remains.get( key );
	if ( ! kept || kept.day !== today ) {
		remains.set( key, { day: today, remain: quota } );
	}
	return remains.get( key );
};

let accepted = [];
let requests = [];
let failures = { status: 0, count: 0 };

const send = ( res, status, body ) => {
	res.writeHead( status, { 'Content-Type': 'application/json' } );
	res.end( JSON.stringify( body ) );
};
const error = ( res, status, message ) =>
	send( res, status, { error: status, message } );

// Baidu takes at most 2,000 addresses a request.
const readBody = ( req ) =>
	readRaw( req, 4 * 1024 * 1024 ).then( ( body ) => body.toString( 'utf8' ) );

/**
 * One submission, as Baidu answers it.
 * @param {URL}    url  The request's address (site and token in its query).
 * @param {string} body The body: one address a line.
 */
const submit = ( url, body ) => {
	if ( failures.count > 0 ) {
		failures.count--;
		const messages = {
			400: 'site error',
			401: 'token is not valid',
			404: 'not found',
			500: 'internal error',
		};
		return [
			failures.status,
			{
				error: failures.status,
				message: messages[ failures.status ] || 'internal error',
			},
		];
	}
	const key = siteKey( url.searchParams.get( 'site' ) || '' );
	const site = sites.get( key );
	if ( ! site ) {
		return [ 400, { error: 400, message: 'site error' } ];
	}
	if ( url.searchParams.get( 'token' ) !== site.token ) {
		return [ 401, { error: 401, message: 'token is not valid' } ];
	}
	const lines = body
		.split( /\r?\n/ )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' );
	if ( ! lines.length ) {
		return [ 400, { error: 400, message: 'empty content' } ];
	}
	if ( lines.length > 2000 ) {
		return [
			400,
			{ error: 400, message: 'only 2000 urls are allowed once' },
		];
	}
	const notValid = [];
	const notSameSite = [];
	const good = [];
	for ( const line of lines ) {
		let parsed = null;
		try {
			parsed = new URL( line );
		} catch {
			parsed = null;
		}
		if ( ! parsed || ! /^https?:$/.test( parsed.protocol ) ) {
			notValid.push( line );
		} else if (
			parsed.host.toLowerCase() !== site.host ||
			( site.https && parsed.protocol !== 'https:' )
		) {
			notSameSite.push( line );
		} else {
			good.push( line );
		}
	}
	const day = remainOf( key );
	if ( good.length > day.remain ) {
		return [ 400, { error: 400, message: 'over quota' } ];
	}
	day.remain -= good.length;
	accepted.push( ...good );
	return [
		200,
		{
			remain: day.remain,
			success: good.length,
			not_same_site: notSameSite,
			not_valid: notValid,
		},
	];
};

const server = createServer( async ( req, res ) => {
	const url = new URL(
		req.url || '/',
		`http://${ req.headers.host || 'localhost' }`
	);
	try {
		if ( req.method === 'GET' && url.pathname === '/__health' ) {
			return send( res, 200, { ok: true, sites: sites.size, quota } );
		}
		if ( req.method === 'GET' && url.pathname === '/__log' ) {
			return send( res, 200, accepted );
		}
		if ( req.method === 'GET' && url.pathname === '/__requests' ) {
			return send( res, 200, requests );
		}
		if ( req.method === 'POST' && url.pathname === '/__reset' ) {
			const given = Number( url.searchParams.get( 'quota' ) );
			if (
				url.searchParams.has( 'quota' ) &&
				Number.isInteger( given ) &&
				given >= 0
			) {
				quota = given;
			}
			accepted = [];
			requests = [];
			failures = { status: 0, count: 0 };
			remains.clear();
			return send( res, 200, { ok: true, quota } );
		}
		if ( req.method === 'POST' && url.pathname === '/__fail' ) {
			const count = Number( url.searchParams.get( 'count' ) ?? 1 );
			failures = {
				status: Number( url.searchParams.get( 'status' ) ) || 500,
				count: Number.isInteger( count ) && count >= 0 ? count : 1,
			};
			return send( res, 200, { ok: true, ...failures } );
		}
		if ( url.pathname === '/urls' && req.method === 'POST' ) {
			// Baidu reads the body as text/plain only; another type reads as no address at all.
			const plain = /^text\/plain\b/i.test(
				req.headers[ 'content-type' ] || ''
			);
			const body = plain ? await readBody( req ) : '';
			const [ status, answer ] = submit( url, body );
			requests.push( {
				site: url.searchParams.get( 'site' ),
				lines: body.split( '\n' ).filter( Boolean ).length,
				status,
				answer,
			} );
			return send( res, status, answer );
		}
		return error( res, 404, 'not found' );
	} catch ( e ) {
		process.stderr.write( `fake-baidu: ${ e && e.stack ? e.stack : e }\n` );
		return error( res, 500, 'internal error' );
	}
} );

server.listen( port, host, () => {
	process.stdout.write(
		`fake-baidu listening on http://${ host }:${ port } (${ sites.size } sites, quota ${ quota } a day)\n`
	);
} );
