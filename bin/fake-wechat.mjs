#!/usr/bin/env node
/**
 * A local stand-in for WeChat's OAuth, for the local sites and the tests (the machines cannot reach
 * WeChat). It speaks the same HTTP as the real provider, so the theme's code is the production code:
 *
 *   GET  /connect/qrconnect       the QR frame of website login (scope snsapi_login)
 *   GET  /connect/oauth2/authorize  the one-tap authorisation inside WeChat's browser (snsapi_userinfo)
 *   GET  /sns/oauth2/access_token   code -> access_token, openid, unionid (errcode 40029 / 40125 / 40013)
 *   GET  /sns/userinfo              access_token + openid -> nickname, headimgurl, unionid (errcode 40001)
 *   GET  /cgi-bin/token             client_credential: appid + secret -> the official account's access_token
 *   GET  /cgi-bin/ticket/getticket  access_token + type=jsapi -> the JS-SDK ticket (errcode 40001)
 *   POST /cgi-bin/media/uploadimg, /cgi-bin/material/add_material, /cgi-bin/draft/add|update|get
 *                                   the official account's images and draft box (bin/fake-wechat-mp.mjs)
 *
 * Where WeChat shows a QR code to scan with a phone, this page shows a small form: a test person's
 * key and nickname, and a button standing for "scanned and confirmed on the phone". Each person has
 * one unionid and one openid per app, as on WeChat. Codes are single-use and live 5 minutes.
 *
 * Usage: node bin/fake-wechat.mjs --port 1090 --app wxid:secret [--app wxid2:secret2]
 * Test hooks: GET /__health, GET /__log (the last calls, JSON; ?path= keeps one path's, ?since= an
 * ISO time's later ones), and the official account's (bin/fake-wechat-mp.mjs): /__expire,
 * /__inject, /__drafts, /__materials, /__reset.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

import { officialAccount } from './fake-wechat-mp.mjs';
import { options, readRaw } from './lib/fake-http.mjs';

const option = options( process.argv.slice( 2 ) );
const port = Number( option( 'port' )[ 0 ] || 1090 );
const host = option( 'host' )[ 0 ] || '127.0.0.1';
/** App id => secret. */
const apps = new Map(
	option( 'app' ).map( ( pair ) => {
		const [ id, secret ] = pair.split( ':' );
		return [ id, secret ];
	} )
);
if ( ! apps.size ) {
	process.stderr.write(
		'fake-wechat: give at least one --app appid:secret\n'
	);
	process.exit( 2 );
}

const CODE_TTL = 5 * 60 * 1000;
const TOKEN_TTL = 2 * 60 * 60 * 1000;
/** code => { appId, person, nickname, expires } */
const codes = new Map();
/** access token => { appId, person, nickname, expires } */
const tokens = new Map();
const log = [];

const digest = ( ...parts ) =>
	createHash( 'sha256' ).update( parts.join( '|' ) ).digest( 'base64url' );
const openidOf = ( appId, person ) =>
	'o' + digest( 'openid', appId, person ).slice( 0, 27 );
const unionidOf = ( person ) =>
	'u' + digest( 'unionid', person ).slice( 0, 27 );

const escapeHtml = ( text ) =>
	String( text ).replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ]
	);

function json( res, body ) {
	res.writeHead( 200, { 'Content-Type': 'application/json; charset=utf-8' } );
	res.end( JSON.stringify( body ) );
}

function html( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'no-store',
	} );
	res.end( `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>微信登录（本地模拟）</title>
<style>body{font:13px/1.4 system-ui,sans-serif;margin:0;padding:8px;color:#333;text-align:center}
.qr{width:120px;height:120px;margin:4px auto;background:repeating-linear-gradient(45deg,#222 0 6px,#fff 6px 12px);border:8px solid #fff;outline:1px solid #ddd}
label{display:block;margin:4px 0;text-align:left}input{width:100%;box-sizing:border-box;padding:4px 6px}
button{margin-top:8px;padding:8px 16px;background:#07c160;color:#fff;border:0;border-radius:4px;font-size:14px}
.note{color:#888;font-size:12px}</style></head><body>${ body }</body></html>` );
}

/**
 * The page standing for the QR code or the consent screen.
 *
 * @param {URL}                                url   Request URL.
 * @param {string}                             scope Expected scope.
 * @param {import('node:http').ServerResponse} res
 */
function authorisePage( url, scope, res ) {
	const appId = url.searchParams.get( 'appid' ) || '';
	const redirect = url.searchParams.get( 'redirect_uri' ) || '';
	const state = url.searchParams.get( 'state' ) || '';
	if ( ! apps.has( appId ) ) {
		return html( res, 200, '<p>参数错误：appid 无效（40013）</p>' );
	}
	if ( ! /^https?:\/\//.test( redirect ) ) {
		return html( res, 200, '<p>参数错误：redirect_uri 无效（10003）</p>' );
	}
	if ( url.searchParams.get( 'scope' ) !== scope ) {
		return html( res, 200, '<p>参数错误：scope 无效（10005）</p>' );
	}
	const inApp = scope === 'snsapi_userinfo';
	return html(
		res,
		200,
		`<h1 style="font-size:16px">${ inApp ? '授权登录' : '微信扫码登录' }</h1>
${ inApp ? '<p>网站申请获得你的昵称、头像</p>' : '<div class="qr" role="img" aria-label="二维码（模拟）"></div>' }
<form method="post" action="/connect/confirm">
<input type="hidden" name="appid" value="${ escapeHtml( appId ) }">
<input type="hidden" name="redirect_uri" value="${ escapeHtml( redirect ) }">
<input type="hidden" name="state" value="${ escapeHtml( state ) }">
<label>测试身份 <input name="person" value="tester" maxlength="40" required></label>
<label>微信昵称 <input name="nickname" value="微信用户" maxlength="40"></label>
<button type="submit">${ inApp ? '允许' : '模拟扫码并确认登录' }</button>
</form>
<p class="note">本地模拟的微信开放平台，仅供开发与测试</p>`
	);
}

function readBody( req ) {
	return readRaw( req, 10000 ).then( ( body ) => body.toString( 'utf8' ) );
}

async function confirm( req, res ) {
	const form = new URLSearchParams( await readBody( req ) );
	const appId = form.get( 'appid' ) || '';
	const redirect = form.get( 'redirect_uri' ) || '';
	const person = ( form.get( 'person' ) || '' ).trim();
	if (
		! apps.has( appId ) ||
		! /^https?:\/\//.test( redirect ) ||
		! person
	) {
		return html( res, 400, '<p>参数错误</p>' );
	}
	const code = randomBytes( 16 ).toString( 'hex' );
	codes.set( code, {
		appId,
		person,
		nickname: ( form.get( 'nickname' ) || '' ).trim(),
		expires: Date.now() + CODE_TTL,
	} );
	const target = new URL( redirect );
	target.searchParams.set( 'code', code );
	target.searchParams.set( 'state', form.get( 'state' ) || '' );
	// WeChat's frame sends the top window on (self_redirect=false); in-app it is the page itself.
	return html(
		res,
		200,
		`<p>登录成功，正在跳转…</p><script>window.top.location.href = ${ JSON.stringify(
			target.toString()
		).replace( /</g, '\\u003c' ) };</script>`
	);
}

function accessToken( url, res ) {
	const appId = url.searchParams.get( 'appid' ) || '';
	if ( ! apps.has( appId ) ) {
		return json( res, { errcode: 40013, errmsg: 'invalid appid' } );
	}
	if ( apps.get( appId ) !== url.searchParams.get( 'secret' ) ) {
		return json( res, { errcode: 40125, errmsg: 'invalid appsecret' } );
	}
	if ( url.searchParams.get( 'grant_type' ) !== 'authorization_code' ) {
		return json( res, { errcode: 40002, errmsg: 'invalid grant_type' } );
	}
	const code = url.searchParams.get( 'code' ) || '';
	const grant = codes.get( code );
	codes.delete( code );
	if ( ! grant || grant.expires < Date.now() || grant.appId !== appId ) {
		return json( res, { errcode: 40029, errmsg: 'invalid code' } );
	}
	const token = randomBytes( 24 ).toString( 'hex' );
	tokens.set( token, { ...grant, expires: Date.now() + TOKEN_TTL } );
	return json( res, {
		access_token: token,
		expires_in: 7200,
		refresh_token: randomBytes( 24 ).toString( 'hex' ),
		openid: openidOf( appId, grant.person ),
		scope: 'snsapi_login',
		unionid: unionidOf( grant.person ),
	} );
}

/** Official-account access tokens (client_credential) => app id. */
const appTokens = new Map();

function clientToken( url, res ) {
	const appId = url.searchParams.get( 'appid' ) || '';
	if ( url.searchParams.get( 'grant_type' ) !== 'client_credential' ) {
		return json( res, { errcode: 40002, errmsg: 'invalid grant_type' } );
	}
	if ( ! apps.has( appId ) ) {
		return json( res, { errcode: 40013, errmsg: 'invalid appid' } );
	}
	if ( apps.get( appId ) !== url.searchParams.get( 'secret' ) ) {
		return json( res, { errcode: 40125, errmsg: 'invalid appsecret' } );
	}
	const token = randomBytes( 24 ).toString( 'hex' );
	appTokens.set( token, { appId, expires: Date.now() + TOKEN_TTL } );
	return json( res, { access_token: token, expires_in: 7200 } );
}

function jsapiTicket( url, res ) {
	const grant = appTokens.get( url.searchParams.get( 'access_token' ) || '' );
	if ( ! grant || grant.expires < Date.now() ) {
		return json( res, {
			errcode: 40001,
			errmsg: 'invalid credential, access_token is invalid or not latest',
		} );
	}
	if ( url.searchParams.get( 'type' ) !== 'jsapi' ) {
		return json( res, { errcode: 40097, errmsg: 'invalid args' } );
	}
	return json( res, {
		errcode: 0,
		errmsg: 'ok',
		ticket: randomBytes( 32 ).toString( 'base64url' ),
		expires_in: 7200,
	} );
}

function userInfo( url, res ) {
	const grant = tokens.get( url.searchParams.get( 'access_token' ) || '' );
	if ( ! grant || grant.expires < Date.now() ) {
		return json( res, {
			errcode: 40001,
			errmsg: 'invalid credential, access_token is invalid or not latest',
		} );
	}
	const openid = openidOf( grant.appId, grant.person );
	if ( url.searchParams.get( 'openid' ) !== openid ) {
		return json( res, { errcode: 40003, errmsg: 'invalid openid' } );
	}
	return json( res, {
		openid,
		nickname: grant.nickname,
		sex: 0,
		language: '',
		city: '',
		province: '',
		country: '',
		headimgurl: '',
		privilege: [],
		unionid: unionidOf( grant.person ),
	} );
}

const mp = officialAccount( { appTokens, json, readRaw } );

/**
 * The call log, or the calls of one path and after one time.
 *
 * @param {URL} url Request URL.
 */
function logOf( url ) {
	const path = url.searchParams.get( 'path' );
	const since = url.searchParams.get( 'since' );
	return log.filter(
		( entry ) =>
			( ! path || entry.path === path ) && ( ! since || entry.at > since )
	);
}

const server = createServer( async ( req, res ) => {
	const url = new URL( req.url || '/', `http://${ host }:${ port }` );
	if ( ! url.pathname.startsWith( '/__' ) ) {
		log.push( {
			method: req.method,
			path: url.pathname,
			at: new Date().toISOString(),
		} );
		log.splice( 0, Math.max( 0, log.length - 1000 ) );
	}
	try {
		if ( req.method === 'GET' && url.pathname === '/__health' ) {
			return json( res, { ok: true } );
		}
		if ( req.method === 'GET' && url.pathname === '/__log' ) {
			return json( res, logOf( url ) );
		}
		if ( await mp.handle( req, res, url ) ) {
			return;
		}
		if ( req.method === 'GET' && url.pathname === '/connect/qrconnect' ) {
			return authorisePage( url, 'snsapi_login', res );
		}
		if (
			req.method === 'GET' &&
			url.pathname === '/connect/oauth2/authorize'
		) {
			return authorisePage( url, 'snsapi_userinfo', res );
		}
		if ( req.method === 'POST' && url.pathname === '/connect/confirm' ) {
			return await confirm( req, res );
		}
		if (
			req.method === 'GET' &&
			url.pathname === '/sns/oauth2/access_token'
		) {
			return accessToken( url, res );
		}
		if ( req.method === 'GET' && url.pathname === '/cgi-bin/token' ) {
			return clientToken( url, res );
		}
		if (
			req.method === 'GET' &&
			url.pathname === '/cgi-bin/ticket/getticket'
		) {
			return jsapiTicket( url, res );
		}
		if ( req.method === 'GET' && url.pathname === '/sns/userinfo' ) {
			return userInfo( url, res );
		}
		res.writeHead( 404, { 'Content-Type': 'text/plain' } );
		res.end( 'not found' );
	} catch ( error ) {
		res.writeHead( 500, { 'Content-Type': 'text/plain' } );
		res.end( String( error ) );
	}
} );

server.listen( port, host, () => {
	process.stdout.write(
		`fake-wechat listening on http://${ host }:${ port } (${ apps.size } apps)\n`
	);
} );
const stop = () => server.close( () => process.exit( 0 ) );
process.on( 'SIGTERM', stop );
process.on( 'SIGINT', stop );
