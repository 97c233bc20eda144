/**
 * The article's view beacon: one beacon after the delay, with the article's id (and a member's
 * nonce), none for a page closed or hidden before, none without the data.
 */
import {
	VIEW_DELAY,
	enhanceViewBeacon,
} from '../../../src/runtime/behaviours/view-beacon';

const URL = 'https://site.test/wp-json/api/daily-blog/view';

function article( attributes: Record< string, string > ): void {
	document.body.innerHTML = '<article></article>';
	const element = document.querySelector( 'article' ) as HTMLElement;
	Object.entries( attributes ).forEach( ( [ name, value ] ) =>
		element.setAttribute( name, value )
	);
}

let beacon: jest.Mock;

beforeEach( () => {
	jest.useFakeTimers();
	beacon = jest.fn( () => true );
	Object.defineProperty( navigator, 'sendBeacon', {
		value: beacon,
		configurable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

it( 'sends one view of the article after the delay, without a nonce for a visitor', () => {
	article( { 'data-mvc-view': URL, 'data-mvc-view-post': '18' } );

	enhanceViewBeacon( document );
	jest.advanceTimersByTime( VIEW_DELAY - 1 );
	expect( beacon ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );

	expect( beacon ).toHaveBeenCalledTimes( 1 );
	const [ url, body ] = beacon.mock.calls[ 0 ] as [ string, FormData ];
	expect( url ).toBe( URL );
	expect( body.get( 'post_id' ) ).toBe( '18' );
	expect( body.has( '_wpnonce' ) ).toBe( false );
} );

it( "adds a member's nonce", () => {
	article( {
		'data-mvc-view': URL,
		'data-mvc-view-post': '18',
		'data-mvc-view-nonce': 'abc123',
	} );

	enhanceViewBeacon( document );
	jest.advanceTimersByTime( VIEW_DELAY );

	const body = beacon.mock.calls[ 0 ][ 1 ] as FormData;
	expect( body.get( '_wpnonce' ) ).toBe( 'abc123' );
} );

it( 'sends nothing when the page is left before the delay or has no article id', () => {
	article( { 'data-mvc-view': URL, 'data-mvc-view-post': '18' } );
	const stop = enhanceViewBeacon( document );
	stop();
	jest.advanceTimersByTime( VIEW_DELAY * 2 );

	article( { 'data-mvc-view': URL, 'data-mvc-view-post': 'x' } );
	enhanceViewBeacon( document );
	jest.advanceTimersByTime( VIEW_DELAY * 2 );

	expect( beacon ).not.toHaveBeenCalled();
} );
