/**
 * The toasts: a polite live region that is in the page, empty, before its first toast, so a
 * screen reader announces that toast (even the one that woke the header's island).
 */
import { act, render, screen } from '@testing-library/react';

import { Toasts } from '../../../src/components/Toasts';
import { select } from '@wordpress/data';

import { showToast, toastStore } from '../../../src/runtime';
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

it( 'hides a simple toast 2 s and a notification 3 s after they are drawn, not before', () => {
	jest.useFakeTimers();
	const messages = () =>
		select( toastStore )
			.getToasts()
			.map( ( toast ) => toast.message );
	act( () => {
		showToast( { message: '已退出登录' } );
		showToast( {
			message: '已订阅',
			kind: 'notification',
			link: { href: '/tag/x/', text: '去看看' },
		} );
	} );
	// The island that draws them is still loading: nothing is lost meanwhile.
	act( () => {
		jest.advanceTimersByTime( 5000 );
	} );
	expect( messages() ).toEqual( [ '已退出登录', '已订阅' ] );

	render( <Toasts /> );
	act( () => {
		jest.advanceTimersByTime( 2000 );
	} );
	expect( messages() ).toEqual( [ '已订阅' ] );
	act( () => {
		jest.advanceTimersByTime( 1000 );
	} );
	expect( messages() ).toEqual( [] );
	jest.useRealTimers();
} );
