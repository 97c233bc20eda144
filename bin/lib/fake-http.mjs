/**
 * What the local fakes of outside services (bin/fake-wechat.mjs, bin/fake-baidu.mjs) share: their
 * command line and the reading of a request's body.
 */

/**
 * The values of a repeatable option: `--name value`.
 *
 * @param {string[]} args The command line's arguments.
 * @return {(name: string) => string[]} The values of an option, in order.
 */
export function options( args ) {
	return ( name ) =>
		args.flatMap( ( arg, i ) =>
			arg === `--${ name }` && args[ i + 1 ] ? [ args[ i + 1 ] ] : []
		);
}

/**
 * A request's body as bytes, refused beyond a size.
 *
 * @param {import('node:http').IncomingMessage} req   Request.
 * @param {number}                              limit Bytes at most.
 * @return {Promise<Buffer>} Body.
 */
export function readRaw( req, limit ) {
	return new Promise( ( resolve, reject ) => {
		const chunks = [];
		let size = 0;
		req.on( 'data', ( chunk ) => {
			size += chunk.length;
			if ( size > limit ) {
				reject( new Error( 'body too large' ) );
				req.destroy();
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () => resolve( Buffer.concat( chunks ) ) );
		req.on( 'error', reject );
	} );
}
