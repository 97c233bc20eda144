/**
 * The toasts: a polite live region that is in the page, empty, before its first toast, so a
 * screen reader announces that toast (even the one that woke the header's island).
 */
import { act, render, screen } from '@testing-library/react';

import { Toasts } from '../../../src/components/Toasts';
import { showToast } from '../../../src/runtime';
import { resetStores } from '../helpers/member-area';

afterEach( () => {
	resetStores();
} );

it( 'keeps an empty live region without toasts, and shows them in it', () => {
	render( <Toasts /> );
	const region = screen.getByRole( 'status' );
	expect( region ).toHaveAttribute( 'aria-live', 'polite' );
	expect( region ).toBeEmptyDOMElement();

	act( () => {
		showToast( { message: 'Login successful' } );
	} );

	expect( screen.getByRole( 'status' ) ).toBe( region );
	expect( region ).toHaveTextContent( 'Login successful' );
} );

it( 'adds a toast shown before it was drawn into the region once the region is there', () => {
	act( () => {
		showToast( { message: 'Logged out' } );
	} );
	const observer = new MutationObserver( () => {} );
	observer.observe( document.body, { childList: true, subtree: true } );

	render( <Toasts /> );

	const region = screen.getByRole( 'status' );
	expect( region ).toHaveTextContent( 'Logged out' );
	// The toast was added to the region already in the page, not drawn with it.
	const addedToRegion = observer
		.takeRecords()
		.some(
			( record ) =>
				record.target === region &&
				Array.from( record.addedNodes ).some( ( node ) =>
					node.textContent?.includes( 'Logged out' )
				)
		);
	observer.disconnect();
	expect( addedToRegion ).toBe( true );
} );
