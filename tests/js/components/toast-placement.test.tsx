/**
 * Toasts never hide a modal's header: above the dialog when it starts low enough, under it when
 * there is room, else at the bottom of the viewport; back to the top once the modal closes.
 */
import { act, render, screen } from '@testing-library/react';

import { Toasts } from '../../../src/components/Toasts';
import {
	AT_BOTTOM_CLASS,
	placeToasts,
} from '../../../src/components/Toasts/placement';
import { showToast } from '../../../src/runtime';
import { resetStores } from '../helpers/member-area';

/**
 * Puts a dialog on the page at the given place (jsdom lays nothing out).
 *
 * @param top    Its top edge (px).
 * @param bottom Its bottom edge (px).
 */
function dialogAt( top: number, bottom: number ): HTMLElement {
	const dialog = document.createElement( 'div' );
	dialog.className = 'mvc-modal__dialog';
	dialog.getBoundingClientRect = () =>
		( {
			top,
			bottom,
			left: 0,
			right: 390,
			height: bottom - top,
		} ) as DOMRect;
	document.body.appendChild( dialog );
	return dialog;
}

function region(): HTMLElement {
	const element = document.createElement( 'div' );
	Object.defineProperty( element, 'offsetHeight', { value: 44 } );
	return element;
}

beforeEach( () => {
	Object.defineProperty( window, 'innerHeight', {
		value: 844,
		configurable: true,
	} );
} );

afterEach( () => {
	document
		.querySelectorAll( '.mvc-modal__dialog' )
		.forEach( ( dialog ) => dialog.remove() );
	document.body.classList.remove( 'mvc-has-modal' );
	resetStores();
} );

it( 'stays at the top without a modal, or above a dialog that starts low enough', () => {
	const toasts = region();
	placeToasts( toasts );
	expect( toasts.style.top ).toBe( '' );

	dialogAt( 300, 700 );
	placeToasts( toasts );
	expect( toasts.style.top ).toBe( '' );
	expect( toasts ).not.toHaveClass( AT_BOTTOM_CLASS );
} );

it( 'goes under a dialog whose header is where the toasts would be', () => {
	const toasts = region();
	dialogAt( 40, 500 );

	placeToasts( toasts );

	expect( toasts.style.top ).toBe( '508px' );
	expect( toasts ).not.toHaveClass( AT_BOTTOM_CLASS );
} );

it( 'goes to the bottom when the dialog fills the height', () => {
	const toasts = region();
	dialogAt( 0, 844 );

	placeToasts( toasts );

	expect( toasts.style.top ).toBe( '' );
	expect( toasts ).toHaveClass( AT_BOTTOM_CLASS );
} );

it( 'moves a shown toast when a modal opens over the page, and back when it closes', async () => {
	render( <Toasts /> );
	act( () => {
		showToast( { message: '链接已复制' } );
	} );
	const toasts = screen.getByRole( 'status' );
	expect( toasts ).not.toHaveClass( AT_BOTTOM_CLASS );

	const dialog = dialogAt( 0, 844 );
	await act( async () => {
		document.body.classList.add( 'mvc-has-modal' );
	} );
	expect( toasts ).toHaveClass( AT_BOTTOM_CLASS );

	dialog.remove();
	await act( async () => {
		document.body.classList.remove( 'mvc-has-modal' );
	} );
	expect( toasts ).not.toHaveClass( AT_BOTTOM_CLASS );
} );
