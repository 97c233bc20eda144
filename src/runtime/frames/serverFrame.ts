/**
 * A server frame: a region of a page that an island reloads in place by asking the server for the
 * same page at another address (another page of a list, another tab, a filter) and taking that
 * region from the answer. The server draws the region's markup in one place (its template); the
 * island only says which address to show. The region is `data-mvc-frame="<name>"`, the same name on
 * every page that draws it.
 *
 * The answer is an ordinary page: a visitor's comes from the page cache, a member's is drawn for
 * them. Islands inside the region are not woken again: a frame holds server markup only.
 */

export const FRAME_ATTRIBUTE = 'data-mvc-frame';

/** How the address bar follows a frame that changed. */
export type FrameHistory = 'push' | 'replace' | 'none';

export interface LoadFrameOptions {
	/** Aborts the request (a newer one replaced it). */
	signal?: AbortSignal;
	/** What the address bar does: a new entry (default), the same entry, nothing. */
	history?: FrameHistory;
}

/** The frame's request failed, or its answer had no such frame. */
export class FrameError extends Error {
	readonly status: number;

	constructor( message: string, status = 0 ) {
		super( message );
		this.name = 'FrameError';
		this.status = status;
	}
}

/**
 * The frame of a page with a name.
 *
 * @param root Document or element to look in.
 * @param name The frame's name.
 */
export function findFrame(
	root: ParentNode,
	name: string
): HTMLElement | null {
	return root.querySelector< HTMLElement >(
		`[${ FRAME_ATTRIBUTE }="${ CSS.escape( name ) }"]`
	);
}

/**
 * Loads the page at `url` and puts its frame of the same name in place of this one's content.
 * The frame is `aria-busy` meanwhile; on a failure it keeps its content.
 *
 * @param frame           The frame on this page.
 * @param url             The address whose frame to show.
 * @param options         Options.
 * @param options.signal  Aborts the request.
 * @param options.history What the address bar does.
 * @return The frame, with its new content.
 */
export async function loadFrame(
	frame: HTMLElement,
	url: string,
	{ signal, history = 'push' }: LoadFrameOptions = {}
): Promise< HTMLElement > {
	const name = frame.getAttribute( FRAME_ATTRIBUTE ) ?? '';
	const target = new URL( url, window.location.href );
	frame.setAttribute( 'aria-busy', 'true' );
	try {
		const response = await window.fetch( target.href, {
			credentials: 'same-origin',
			headers: { Accept: 'text/html' },
			signal,
		} );
		if ( ! response.ok ) {
			throw new FrameError(
				`mvc: ${ target.pathname } answered ${ response.status }`,
				response.status
			);
		}
		const page = new DOMParser().parseFromString(
			await response.text(),
			'text/html'
		);
		const next = findFrame( page, name );
		if ( ! next ) {
			throw new FrameError(
				`mvc: ${ target.pathname } has no frame ${ name }`,
				response.status
			);
		}
		frame.replaceChildren(
			...Array.from( next.childNodes ).map( ( node ) =>
				frame.ownerDocument.importNode( node, true )
			)
		);
		if ( history === 'push' ) {
			window.history.pushState( { mvcFrame: name }, '', target.href );
		} else if ( history === 'replace' ) {
			window.history.replaceState( { mvcFrame: name }, '', target.href );
		}
		return frame;
	} finally {
		frame.removeAttribute( 'aria-busy' );
	}
}
