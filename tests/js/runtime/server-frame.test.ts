/**
 * A server frame takes its new content from the same region of another address's page.
 */
import {
	FrameError,
	findFrame,
	loadFrame,
} from '../../../src/runtime/frames/serverFrame';

function page( body: string, status = 200 ): Response {
	return {
		status,
		ok: status >= 200 && status < 300,
		text: async () => `<!doctype html><html><body>${ body }</body></html>`,
	} as Response;
}

const fetchMock = jest.fn<
	Promise< Response >,
	[ RequestInfo | URL, RequestInit? ]
>();

beforeEach( () => {
	fetchMock.mockReset();
	globalThis.fetch = fetchMock;
	document.body.innerHTML =
		'<main><ul data-mvc-frame="list"><li>one</li></ul><p>outside</p></main>';
	window.history.replaceState( null, '', '/messages/' );
} );

describe( 'loadFrame', () => {
	it( 'puts the answer frame in place of the content and follows in the address bar', async () => {
		fetchMock.mockResolvedValue(
			page(
				'<header>other</header><ul data-mvc-frame="list"><li>two</li><li>three</li></ul>'
			)
		);
		const frame = findFrame( document, 'list' ) as HTMLElement;
		const seen: boolean[] = [];
		const loading = loadFrame( frame, '/messages/?pg=2' );
		seen.push( frame.getAttribute( 'aria-busy' ) === 'true' );
		await loading;

		expect( seen ).toEqual( [ true ] );
		expect( frame.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( document.body.textContent ).toBe( 'twothreeoutside' );
		expect( window.location.pathname + window.location.search ).toBe(
			'/messages/?pg=2'
		);
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( String( url ) ).toBe( 'http://localhost/messages/?pg=2' );
		expect( init?.credentials ).toBe( 'same-origin' );
	} );

	it( 'leaves the address bar alone when told', async () => {
		fetchMock.mockResolvedValue(
			page( '<ul data-mvc-frame="list"><li>two</li></ul>' )
		);
		await loadFrame(
			findFrame( document, 'list' ) as HTMLElement,
			'/messages/?tab=mention',
			{ history: 'none' }
		);
		expect( window.location.search ).toBe( '' );
	} );

	it( 'keeps the content on a failed answer or an answer without the frame', async () => {
		const frame = findFrame( document, 'list' ) as HTMLElement;
		fetchMock.mockResolvedValueOnce( page( 'gone', 404 ) );
		await expect( loadFrame( frame, '/messages/?pg=9' ) ).rejects.toEqual(
			expect.objectContaining( { status: 404 } )
		);
		fetchMock.mockResolvedValueOnce( page( '<p>login</p>' ) );
		await expect(
			loadFrame( frame, '/messages/?pg=2' )
		).rejects.toBeInstanceOf( FrameError );
		expect( frame.textContent ).toBe( 'one' );
		expect( frame.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( window.location.search ).toBe( '' );
	} );
} );
