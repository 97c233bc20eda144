/**
 * The official account's (公众号) API of the fake WeChat provider (bin/fake-wechat.mjs): the
 * access tokens it issued from /cgi-bin/token, the images and materials, the draft box. It
 * answers as WeChat documents: JSON, errcode/errmsg on failure (HTTP 200).
 *
 *   POST /cgi-bin/media/uploadimg            multipart `media` (jpg/png, < 1 MB) -> {url}
 *   POST /cgi-bin/material/add_material      ?type=image, multipart `media` (bmp/png/jpeg/gif, < 10 MB)
 *                                            -> {media_id, url}
 *   POST /cgi-bin/draft/add                  {articles: [...]} -> {media_id}
 *   POST /cgi-bin/draft/update               {media_id, index, articles: {...}} -> {errcode: 0}
 *   POST /cgi-bin/draft/get                  {media_id} -> {news_item: [...]}
 *
 * Test hooks: POST /__expire (every token issued so far answers 42001 from now on),
 * POST /__inject {path, errcode, times?} (the next calls of that API answer the error),
 * GET /__drafts, GET /__materials, POST /__reset (drafts, materials, injections forgotten).
 */
import { randomBytes } from 'node:crypto';

import {
	chars,
	error,
	imageKind,
	LIMITS,
	multipartFile,
} from './fake-wechat-formats.mjs';

/**
 * The official account's API over the tokens the provider issues.
 *
 * @param {Object}                                        options
 * @param {Map<string, {appId: string, expires: number}>} options.appTokens Tokens issued by /cgi-bin/token.
 * @param {(res: any, body: any) => void}                 options.json      Writes a JSON answer.
 * @param {(req: any, limit: number) => Promise<Buffer>}  options.readRaw   Reads a request's body.
 * @return {{handle: (req: any, res: any, url: URL) => Promise<boolean>}} The handler: true when it answered.
 */
export function officialAccount( { appTokens, json, readRaw } ) {
	/** media_id => { appId, url, kind, bytes } of permanent images. */
	const materials = new Map();
	/** media_id => { appId, articles, created, updated } */
	const drafts = new Map();
	/** API path => [errcode, ...] answered next. */
	const injected = new Map();

	const newId = () => randomBytes( 24 ).toString( 'base64url' );

	const mmbiz = ( kind ) =>
		`http://mmbiz.qpic.cn/mmbiz_${ kind === 'png' ? 'png' : 'jpg' }/${ randomBytes( 24 ).toString( 'base64url' ) }/0`;

	/**
	 * The app of a valid token, or the error to answer.
	 *
	 * @param {URL} url Request URL.
	 * @return {{appId?: string, failure?: Object}} The app or the refusal.
	 */
	function grant( url ) {
		const token = url.searchParams.get( 'access_token' ) || '';
		if ( ! token ) {
			return { failure: error( 41001 ) };
		}
		const found = appTokens.get( token );
		if ( ! found ) {
			return { failure: error( 40001 ) };
		}
		if ( found.expires < Date.now() ) {
			return { failure: error( 42001 ) };
		}
		return { appId: found.appId };
	}

	/**
	 * A check of one article: the errcode WeChat gives, or 0.
	 *
	 * @param {string} appId   The app.
	 * @param {Object} article The article's fields.
	 * @return {number} The errcode.
	 */
	function articleError( appId, article ) {
		if ( ! article || typeof article !== 'object' ) {
			return 44003;
		}
		if ( ! String( article.title ?? '' ).trim() ) {
			return 45003;
		}
		if ( chars( article.title ) > LIMITS.title ) {
			return 45003;
		}
		if ( chars( article.author ) > LIMITS.author ) {
			return 45110;
		}
		if ( chars( article.digest ) > LIMITS.digest ) {
			return 45004;
		}
		if ( chars( article.content_source_url ) > LIMITS.sourceUrl ) {
			return 45005;
		}
		const content = String( article.content ?? '' );
		if ( ! content.trim() ) {
			return 44004;
		}
		if (
			chars( content ) >= LIMITS.contentChars ||
			Buffer.byteLength( content ) >= LIMITS.contentBytes
		) {
			return 45002;
		}
		const thumb = materials.get( String( article.thumb_media_id ?? '' ) );
		if ( ! thumb || thumb.appId !== appId ) {
			return 40007;
		}
		return 0;
	}

	/**
	 * The article as the draft box keeps it.
	 *
	 * @param {Object} article The article's fields.
	 * @return {Object} The kept article.
	 */
	function kept( article ) {
		const thumb = materials.get( String( article.thumb_media_id ) );
		return {
			title: String( article.title ),
			author: String( article.author ?? '' ),
			digest: String( article.digest ?? '' ),
			content: String( article.content ),
			content_source_url: String( article.content_source_url ?? '' ),
			thumb_media_id: String( article.thumb_media_id ),
			thumb_url: thumb ? thumb.url : '',
			need_open_comment: Number( article.need_open_comment ) ? 1 : 0,
			only_fans_can_comment: Number( article.only_fans_can_comment )
				? 1
				: 0,
			show_cover_pic: 0,
			url: `http://mp.weixin.qq.com/s?__biz=fake&tempkey=${ randomBytes( 12 ).toString( 'hex' ) }`,
		};
	}

	function jsonBody( raw ) {
		try {
			const parsed = JSON.parse( raw.toString( 'utf8' ) );
			return parsed && typeof parsed === 'object' ? parsed : null;
		} catch {
			return null;
		}
	}

	function image( req, res, permanent, appId, body ) {
		const file = multipartFile(
			req.headers[ 'content-type' ],
			body,
			'media'
		);
		if ( ! file || ! file.bytes.length ) {
			return json( res, error( 44002 ) );
		}
		const kind = imageKind( file.bytes );
		const allowed = permanent
			? [ 'jpg', 'png', 'gif', 'bmp' ]
			: [ 'jpg', 'png' ];
		if ( ! allowed.includes( kind ) ) {
			return json( res, error( 40005 ) );
		}
		const max = permanent ? LIMITS.materialBytes : LIMITS.uploadImgBytes;
		if ( file.bytes.length >= max ) {
			return json( res, error( 40009 ) );
		}
		const address = mmbiz( kind );
		if ( ! permanent ) {
			return json( res, { url: address } );
		}
		const mediaId = newId();
		materials.set( mediaId, {
			appId,
			url: address,
			kind,
			size: file.bytes.length,
		} );
		return json( res, { media_id: mediaId, url: address } );
	}

	function draftAdd( req, res, appId, raw ) {
		const body = jsonBody( raw );
		const articles =
			body && Array.isArray( body.articles ) ? body.articles : [];
		if ( ! articles.length || articles.length > 8 ) {
			return json( res, error( 44003 ) );
		}
		for ( const article of articles ) {
			const code = articleError( appId, article );
			if ( code ) {
				return json( res, error( code ) );
			}
		}
		const mediaId = newId();
		drafts.set( mediaId, {
			appId,
			articles: articles.map( kept ),
			created: Date.now(),
			updated: Date.now(),
		} );
		return json( res, { media_id: mediaId } );
	}

	function draftUpdate( req, res, appId, raw ) {
		const body = jsonBody( raw );
		if ( ! body ) {
			return json( res, error( 47001 ) );
		}
		const draft = drafts.get( String( body.media_id ?? '' ) );
		if ( ! draft || draft.appId !== appId ) {
			return json( res, error( 40007 ) );
		}
		const index = Number( body.index );
		if ( ! Number.isInteger( index ) || ! draft.articles[ index ] ) {
			return json( res, error( 40007 ) );
		}
		const code = articleError( appId, body.articles );
		if ( code ) {
			return json( res, error( code ) );
		}
		draft.articles[ index ] = kept( body.articles );
		draft.updated = Date.now();
		return json( res, { errcode: 0, errmsg: 'ok' } );
	}

	function draftGet( req, res, appId, raw ) {
		const body = jsonBody( raw );
		const draft = drafts.get( String( body?.media_id ?? '' ) );
		if ( ! draft || draft.appId !== appId ) {
			return json( res, error( 40007 ) );
		}
		return json( res, {
			news_item: draft.articles,
			create_time: Math.floor( draft.created / 1000 ),
			update_time: Math.floor( draft.updated / 1000 ),
		} );
	}

	const apis = {
		'/cgi-bin/media/uploadimg': ( req, res, appId, raw ) =>
			image( req, res, false, appId, raw ),
		'/cgi-bin/material/add_material': ( req, res, appId, raw, url ) =>
			url.searchParams.get( 'type' ) === 'image'
				? image( req, res, true, appId, raw )
				: json( res, error( 40004 ) ),
		'/cgi-bin/draft/add': draftAdd,
		'/cgi-bin/draft/update': draftUpdate,
		'/cgi-bin/draft/get': draftGet,
	};

	async function hooks( req, res, url ) {
		if ( req.method === 'POST' && url.pathname === '/__expire' ) {
			for ( const token of appTokens.values() ) {
				token.expires = Date.now() - 1;
			}
			return json( res, { expired: appTokens.size } );
		}
		if ( req.method === 'POST' && url.pathname === '/__inject' ) {
			const body = jsonBody( await readRaw( req, 10000 ) );
			const path = String( body?.path ?? '' );
			const code = Number( body?.errcode );
			if ( ! apis[ path ] || ! Number.isInteger( code ) || code === 0 ) {
				res.writeHead( 400, { 'Content-Type': 'text/plain' } );
				res.end( 'give {path, errcode, times?}' );
				return;
			}
			const times = Math.max(
				1,
				Math.min( 100, Number( body.times ) || 1 )
			);
			injected.set( path, [
				...( injected.get( path ) || [] ),
				...Array( times ).fill( code ),
			] );
			return json( res, { path, queued: injected.get( path ).length } );
		}
		if ( req.method === 'GET' && url.pathname === '/__drafts' ) {
			return json(
				res,
				[ ...drafts ].map( ( [ mediaId, draft ] ) => ( {
					media_id: mediaId,
					...draft,
				} ) )
			);
		}
		if ( req.method === 'GET' && url.pathname === '/__materials' ) {
			return json(
				res,
				[ ...materials ].map( ( [ mediaId, material ] ) => ( {
					media_id: mediaId,
					...material,
				} ) )
			);
		}
		if ( req.method === 'POST' && url.pathname === '/__reset' ) {
			drafts.clear();
			materials.clear();
			injected.clear();
			return json( res, { ok: true } );
		}
		return false;
	}

	return {
		async handle( req, res, url ) {
			if ( url.pathname.startsWith( '/__' ) ) {
				return ( await hooks( req, res, url ) ) !== false;
			}
			const api = apis[ url.pathname ];
			if ( ! api || req.method !== 'POST' ) {
				return false;
			}
			// The whole body is read first: an answer before it would cut the upload short.
			const raw = await readRaw( req, 12 * 1024 * 1024 );
			const checked = grant( url );
			if ( checked.failure ) {
				json( res, checked.failure );
				return true;
			}
			const queue = injected.get( url.pathname );
			if ( queue && queue.length ) {
				json( res, error( queue.shift() ) );
				return true;
			}
			api( req, res, checked.appId, raw, url );
			return true;
		},
	};
}
