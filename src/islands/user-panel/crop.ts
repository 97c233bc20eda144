/**
 * The chosen square of an image as a JPEG: drawn on a canvas and encoded by the browser. The
 * server crops and re-encodes again (it never trusts the browser's crop); this only keeps the
 * upload small and what the member chose.
 */
import type { Area } from 'react-easy-crop';

/** The longest side sent: the server keeps at most 400 px, twice that leaves it room. */
export const CROP_MAX_SIZE = 800;

/** JPEG quality of the cropped square. */
export const CROP_QUALITY = 0.9;

/**
 * Loads an image from a URL (the chosen file's object URL).
 *
 * @param src Address.
 */
function loadImage( src: string ): Promise< HTMLImageElement > {
	return new Promise( ( resolve, reject ) => {
		const image = new Image();
		image.onload = () => resolve( image );
		image.onerror = () => reject( new Error( 'image' ) );
		image.src = src;
	} );
}

/**
 * @param src  The image's address.
 * @param area The square chosen, in the image's pixels (react-easy-crop's `croppedAreaPixels`).
 * @return The square as a JPEG of at most CROP_MAX_SIZE pixels a side.
 */
export async function cropToBlob( src: string, area: Area ): Promise< Blob > {
	const image = await loadImage( src );
	const size = Math.max(
		1,
		Math.min( Math.round( area.width ), CROP_MAX_SIZE )
	);
	const canvas = document.createElement( 'canvas' );
	canvas.width = size;
	canvas.height = size;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		throw new Error( 'canvas' );
	}
	// A transparent PNG becomes white, not black, as a JPEG.
	context.fillStyle = '#fff';
	context.fillRect( 0, 0, size, size );
	context.drawImage(
		image,
		area.x,
		area.y,
		area.width,
		area.height,
		0,
		0,
		size,
		size
	);
	return new Promise( ( resolve, reject ) => {
		canvas.toBlob(
			( blob ) =>
				blob ? resolve( blob ) : reject( new Error( 'blob' ) ),
			'image/jpeg',
			CROP_QUALITY
		);
	} );
}
