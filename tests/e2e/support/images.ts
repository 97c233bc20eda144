/**
 * Images the specs upload, made in memory.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of one colour.
 *
 * @param rgb    Its colour.
 * @param width  Width.
 * @param height Height.
 */
export function png(
	rgb: [ number, number, number ],
	width = 120,
	height = 80
): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE( crc32( body ) );
		return Buffer.concat( [ length, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const row = Buffer.alloc( 1 + width * 3 );
	for ( let x = 0; x < width; x++ ) {
		row.set( rgb, 1 + x * 3 );
	}
	const raw = Buffer.concat( Array.from( { length: height }, () => row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', deflateSync( raw ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}
