/**
 * What the fake official account (bin/fake-wechat-mp.mjs) shares with WeChat's documentation: its
 * limits, its error codes and messages, the image kinds it knows by their first bytes, and the
 * multipart/form-data field its uploads come in.
 */
/** WeChat's limits (the official account's editor and API documentation). */
export const LIMITS = {
	uploadImgBytes: 1024 * 1024,
	materialBytes: 10 * 1024 * 1024,
	contentChars: 20000,
	contentBytes: 1024 * 1024,
	title: 64,
	author: 8,
	digest: 120,
	sourceUrl: 1024,
};

const ERRORS = {
	40001: 'invalid credential, access_token is invalid or not latest',
	40005: 'invalid file type',
	40007: 'invalid media_id',
	40009: 'invalid image size',
	41001: 'access_token missing',
	42001: 'access_token expired',
	44002: 'empty post data',
	44003: 'empty news data',
	44004: 'empty content',
	45002: 'content size out of limit',
	45003: 'title size out of limit',
	45004: 'description size out of limit',
	45005: 'url size out of limit',
	45009: 'reach max api daily quota limit',
	45011: 'api minute-quota reach limit',
	45110: 'author size out of limit',
	47001: 'data format error',
	'-1': 'system error',
};

export const error = ( code ) => ( {
	errcode: Number( code ),
	errmsg: ERRORS[ code ] || 'error',
} );

/**
 * Characters as WeChat counts them (code points).
 *
 * @param {unknown} text A field.
 * @return {number} Its length.
 */
export const chars = ( text ) => [ ...String( text ?? '' ) ].length;

/**
 * The kind of an image from its first bytes ('' when not an image WeChat knows).
 *
 * @param {Buffer} bytes File.
 * @return {string} jpg, png, gif, bmp or ''.
 */
export function imageKind( bytes ) {
	if ( bytes.length > 3 && bytes[ 0 ] === 0xff && bytes[ 1 ] === 0xd8 ) {
		return 'jpg';
	}
	if ( bytes.subarray( 0, 8 ).toString( 'hex' ) === '89504e470d0a1a0a' ) {
		return 'png';
	}
	if ( bytes.subarray( 0, 4 ).toString( 'latin1' ) === 'GIF8' ) {
		return 'gif';
	}
	if ( bytes.subarray( 0, 2 ).toString( 'latin1' ) === 'BM' ) {
		return 'bmp';
	}
	return '';
}

/**
 * The file of a multipart/form-data field.
 *
 * @param {string} type  The request's Content-Type.
 * @param {Buffer} body  The request's body.
 * @param {string} field The field's name.
 * @return {{filename: string, type: string, bytes: Buffer}|null} The part, or null.
 */
export function multipartFile( type, body, field ) {
	const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec( type || '' );
	if ( ! match ) {
		return null;
	}
	const boundary = Buffer.from( `--${ match[ 1 ] || match[ 2 ] }` );
	let start = body.indexOf( boundary );
	while ( start !== -1 ) {
		const next = body.indexOf( boundary, start + boundary.length );
		if ( next === -1 ) {
			break;
		}
		const part = body.subarray( start + boundary.length + 2, next - 2 );
		const split = part.indexOf( '\r\n\r\n' );
		const head = part.subarray( 0, split ).toString( 'utf8' );
		const name = /name="([^"]*)"/i.exec( head );
		if ( split !== -1 && name && name[ 1 ] === field ) {
			return {
				filename:
					( /filename="([^"]*)"/i.exec( head ) || [] )[ 1 ] || '',
				type:
					( /content-type:\s*([^\r\n]+)/i.exec( head ) || [] )[ 1 ] ||
					'',
				bytes: part.subarray( split + 4 ),
			};
		}
		start = next;
	}
	return null;
}
