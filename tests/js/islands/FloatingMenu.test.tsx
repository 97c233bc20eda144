/**
 * The floating tool menu island.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import { FloatingMenu } from '../../../src/islands/floating-menu/FloatingMenu';

const PROPS = {
	callForPapersUrl: 'https://site.test/call-for-papers/',
	applyUrl: 'https://apply.example.com/guest-editor',
};

/**
 * Scrolls the page and lets the rAF-throttled listener run.
 * @param y
 */
function scrollTo( y: number ) {
	act( () => {
		window.scrollY = y;
		window.dispatchEvent( new Event( 'scroll' ) );
		jest.advanceTimersByTime( 20 );
	} );
}

function wait( ms: number ) {
	act( () => {
		jest.advanceTimersByTime( ms );
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	window.scrollTo = jest.fn();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'FloatingMenu', () => {
	it( 'is hidden at or below 300 px of scroll and shown above', () => {
		render( <FloatingMenu { ...PROPS } /> );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();

		scrollTo( 300 );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();

		scrollTo( 301 );
		expect(
			screen.getByRole( 'navigation', { name: 'Tools' } )
		).toBeInTheDocument();

		scrollTo( 120 );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );

	it( 'is shown at once when the page is already scrolled', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );

		expect(
			screen.getByRole( 'button', { name: 'Back to top' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Refresh' } )
		).toBeInTheDocument();
	} );

	it( 'scrolls smoothly to the top', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Back to top' } )
		);

		expect( window.scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
	} );

	it( 'reveals guest editor and call for papers when hovering the ellipsis, and collapses on leaving', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );
		const more = screen.getByRole( 'button', { name: 'More tools' } );
		expect(
			screen.queryByRole( 'link', { name: 'Call for papers' } )
		).not.toBeInTheDocument();
		expect( more ).toHaveAttribute( 'aria-expanded', 'false' );

		fireEvent.mouseEnter( more );
		wait( 50 );
		expect(
			screen.queryByRole( 'link', { name: 'Call for papers' } )
		).not.toBeInTheDocument();
		wait( 60 );
		expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Call for papers' } )
		).toHaveAttribute( 'href', PROPS.callForPapersUrl );

		// Moving from the ellipsis to a revealed item keeps the menu open.
		const nav = screen.getByRole( 'navigation' );
		fireEvent.mouseLeave( nav );
		fireEvent.mouseEnter( nav );
		wait( 200 );
		expect(
			screen.getByRole( 'link', { name: 'Call for papers' } )
		).toBeInTheDocument();

		fireEvent.mouseLeave( nav );
		wait( 110 );
		expect(
			screen.queryByRole( 'link', { name: 'Call for papers' } )
		).not.toBeInTheDocument();
		expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'reveals the hidden items when the ellipsis gets the keyboard focus', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );

		act( () =>
			screen.getByRole( 'button', { name: 'More tools' } ).focus()
		);

		expect(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		).toBeInTheDocument();
	} );

	it( 'opens the guest-editor modal', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'More tools' } ) );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		);

		const dialog = screen.getByRole( 'dialog', {
			name: 'Become a guest editor',
		} );
		expect( dialog ).toHaveTextContent(
			'Learn the publishing process as an editor'
		);
		expect(
			screen.getByRole( 'link', { name: /Apply now/ } )
		).toHaveAttribute( 'href', PROPS.applyUrl );
	} );

	it( 'scrolls to the top when following call for papers', () => {
		window.scrollY = 800;
		render( <FloatingMenu { ...PROPS } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'More tools' } ) );

		const link = screen.getByRole( 'link', { name: 'Call for papers' } );
		// jsdom cannot navigate: stop the navigation, keep the handler.
		link.addEventListener( 'click', ( event ) => event.preventDefault() );
		fireEvent.click( link );

		expect( window.scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
	} );
} );
