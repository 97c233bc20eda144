/**
 * The floating tool menu, a plain behaviour over the server's markup
 * (theme/template-parts/floating-menu.php): shown past 300 px of scroll, the ellipsis revealing
 * two more items by hover, focus or tap, and its buttons.
 */
import { fireEvent, screen } from '@testing-library/react';

import { enhanceFloatingMenu } from '../../../src/runtime/behaviours';
import { WAKE_EVENT } from '../../../src/runtime/config';
import type { WakeEventDetail } from '../../../src/runtime/config';

/** The menu as the template prints it. */
const MARKUP = `
	<p><a href="/elsewhere/">Elsewhere</a></p>
	<nav class="mvc-floating-menu" aria-label="Tools" data-floating-menu hidden>
		<ul>
			<li id="more" hidden>
				<ul>
					<li><button type="button" aria-haspopup="dialog" data-floating-menu-action="guest-editor">Become a guest editor</button></li>
					<li><a href="/call-for-papers/" data-floating-menu-action="top">Call for papers</a></li>
				</ul>
			</li>
			<li><button type="button" aria-expanded="false" aria-controls="more" data-floating-menu-action="more">More tools</button></li>
			<li><button type="button" data-floating-menu-action="refresh">Refresh</button></li>
			<li><button type="button" data-floating-menu-action="top">Back to top</button></li>
		</ul>
	</nav>`;

let stop: () => void = () => undefined;

function setUp( scrollY = 0 ): HTMLElement {
	window.scrollY = scrollY;
	document.body.innerHTML = MARKUP;
	stop = enhanceFloatingMenu( document );
	return document.querySelector( 'nav' ) as HTMLElement;
}

/**
 * Scrolls the page and lets the frame-throttled listener run.
 *
 * @param y Pixels.
 */
function scrollTo( y: number ): void {
	window.scrollY = y;
	window.dispatchEvent( new Event( 'scroll' ) );
	jest.advanceTimersByTime( 20 );
}

const more = () => screen.getByRole( 'button', { name: 'More tools' } );
const revealed = () =>
	! ( document.getElementById( 'more' ) as HTMLElement ).hidden;

beforeEach( () => {
	jest.useFakeTimers();
	window.scrollTo = jest.fn();
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'the floating menu', () => {
	it( 'is hidden at or below 300 px of scroll and shown above', () => {
		const nav = setUp();
		expect( nav.hidden ).toBe( true );

		scrollTo( 300 );
		expect( nav.hidden ).toBe( true );

		scrollTo( 301 );
		expect( nav.hidden ).toBe( false );

		scrollTo( 120 );
		expect( nav.hidden ).toBe( true );
	} );

	it( 'is shown at once on a page already scrolled', () => {
		expect( setUp( 800 ).hidden ).toBe( false );
	} );

	it( 'reveals the two items while the ellipsis is hovered and collapses when the pointer leaves', () => {
		const nav = setUp( 800 );
		fireEvent.mouseEnter( more() );
		expect( revealed() ).toBe( false );
		jest.advanceTimersByTime( 100 );
		expect( revealed() ).toBe( true );
		expect( more() ).toHaveAttribute( 'aria-expanded', 'true' );

		fireEvent.mouseLeave( nav );
		jest.advanceTimersByTime( 100 );
		expect( revealed() ).toBe( false );
		expect( more() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'reveals them on focus, and collapses when the focus leaves the menu or on Escape', () => {
		setUp( 800 );
		more().focus();
		expect( revealed() ).toBe( true );

		screen.getByRole( 'button', { name: 'Become a guest editor' } ).focus();
		expect( revealed() ).toBe( true );

		fireEvent.keyDown( more().ownerDocument.activeElement as Element, {
			key: 'Escape',
		} );
		expect( revealed() ).toBe( false );
		expect( more().ownerDocument.activeElement ).toBe( more() );

		fireEvent.click( more() );
		expect( revealed() ).toBe( true );
		screen.getByRole( 'link', { name: 'Elsewhere' } ).focus();
		expect( revealed() ).toBe( false );
	} );

	it( 'collapses on a tap outside it', () => {
		setUp( 800 );
		fireEvent.click( more() );
		expect( revealed() ).toBe( true );
		fireEvent.pointerDown(
			screen.getByRole( 'link', { name: 'Elsewhere' } )
		);
		expect( revealed() ).toBe( false );
	} );

	it( 'scrolls to the top from the back-to-top button and the call-for-papers link', () => {
		setUp( 800 );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Back to top' } )
		);
		expect( window.scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );

		fireEvent.click( more() );
		const link = screen.getByRole( 'link', { name: 'Call for papers' } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( window.scrollTo ).toHaveBeenCalledTimes( 2 );
		// The link goes on to its page.
		expect( click.defaultPrevented ).toBe( false );
	} );

	it( 'asks for the guest-editor modal island as pressed, collapsing onto the ellipsis', () => {
		setUp( 800 );
		const asked: WakeEventDetail[] = [];
		const onWake = ( event: Event ) =>
			asked.push( ( event as CustomEvent< WakeEventDetail > ).detail );
		document.addEventListener( WAKE_EVENT, onWake );

		fireEvent.click( more() );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		);

		document.removeEventListener( WAKE_EVENT, onWake );
		expect( asked ).toEqual( [
			{ island: 'guest-editor-modal', wokenBy: 'click' },
		] );
		expect( revealed() ).toBe( false );
		expect( more().ownerDocument.activeElement ).toBe( more() );
	} );

	it( 'stops listening once torn down', () => {
		const nav = setUp();
		stop();
		scrollTo( 900 );
		expect( nav.hidden ).toBe( true );
	} );
} );
