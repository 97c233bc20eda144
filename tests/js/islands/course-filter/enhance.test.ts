/**
 * The course filter over the server's panel and results: starting changes nothing and calls
 * nothing; options that add and remove a value, Space, reset, clear-all and folding; every change
 * reloading the results frame from page 1 with Loading…; the pager's spinner; the address and
 * back/forward; crossed answers; a failed load; 筛选 on a phone.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { toastStore } from '@mvc/runtime-core';

import { fakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import {
	BASE,
	courses,
	fakePages,
	noFilter,
	startOn,
	stopAll,
} from './fixtures';
import type { PageCall } from './fixtures';

let pages: PageCall[];

beforeEach( () => {
	fakeApi();
	pages = fakePages( globalThis.fetch );
} );

afterEach( () => {
	stopAll();
	resetStores();
} );

const FIRST = { list: courses( 1, 12 ), total: 30 };

function option( name: string ) {
	return screen.getByRole( 'checkbox', { name } );
}

function status() {
	return screen.getByRole( 'status' );
}

function titles() {
	return Array.from(
		document.querySelectorAll( '[data-mvc-frame] h3.title' )
	).map( ( heading ) => heading.textContent );
}

/**
 * Answers the last page fetch and lets the island take it.
 *
 * @param answer Results or an HTTP status.
 */
async function answerLast( answer: Parameters< PageCall[ 'answer' ] >[ 0 ] ) {
	await act( async () => {
		pages[ pages.length - 1 ].answer( answer );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

it( 'changes nothing and calls nothing as it starts', () => {
	document.body.innerHTML = '';
	const container = startOn( FIRST );
	const before = container.innerHTML;
	stopAll();
	const again = startOn( FIRST );

	expect( again.innerHTML ).toBe( before );
	expect( globalThis.fetch ).not.toHaveBeenCalled();
	expect( titles() ).toHaveLength( 12 );
} );

it( 'adds a value, reloads from page 1 with Loading… and moves the address; a second press removes it', async () => {
	startOn( { ...FIRST, page: 2, list: courses( 13, 12 ) } );

	await userEvent.click( option( '论文写作' ) );

	// Ticked at once, while the server's page comes.
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'true' );
	expect( option( '论文写作' ) ).toHaveClass( 'is-selected' );
	expect( status() ).toHaveTextContent( 'Loading…' );
	expect( document.querySelector( '[data-mvc-frame]' ) ).toHaveAttribute(
		'aria-busy',
		'true'
	);
	expect( pages ).toHaveLength( 1 );
	expect( pages[ 0 ].url.href ).toBe( `${ BASE }?skills=paper-writing` );
	expect( screen.getByRole( 'link', { name: 'Reset' } ) ).not.toHaveAttribute(
		'aria-disabled'
	);

	await answerLast( {
		list: courses( 40, 3 ),
		total: 3,
		filter: { ...noFilter(), skills: [ 'paper-writing' ] },
	} );

	expect( titles() ).toEqual( [ '课程 40', '课程 41', '课程 42' ] );
	expect( status() ).toHaveTextContent( '' );
	expect( window.location.href ).toBe( `${ BASE }?skills=paper-writing` );
	// Each option leads to the filter with it toggled.
	expect( option( '论文写作' ) ).toHaveAttribute( 'href', BASE );
	expect( option( '中文' ) ).toHaveAttribute(
		'href',
		`${ BASE }?skills=paper-writing&language=chinese`
	);

	await userEvent.click( option( '论文写作' ) );
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( pages[ 1 ].url.href ).toBe( BASE );
	await answerLast( FIRST );
	expect( titles() ).toHaveLength( 12 );
	expect( window.location.href ).toBe( BASE );
	expect( screen.getByRole( 'link', { name: 'Reset' } ) ).toHaveAttribute(
		'aria-disabled',
		'true'
	);
} );

it( 'toggles an option with Space, as a checkbox does', async () => {
	startOn( FIRST );

	option( '英文' ).focus();
	await userEvent.keyboard( ' ' );

	expect( option( '英文' ) ).toHaveAttribute( 'aria-checked', 'true' );
	expect( pages[ 0 ].url.href ).toBe( `${ BASE }?language=english` );
} );

it( 'leaves a modified click (a new tab) to the browser', async () => {
	startOn( FIRST );
	const click = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
		ctrlKey: true,
	} );
	// What the island left the click, read after it (jsdom cannot follow the link: kept here).
	let left = false;
	const keep = ( event: Event ) => {
		left = ! event.defaultPrevented;
		event.preventDefault();
	};
	window.addEventListener( 'click', keep );
	option( '中文' ).dispatchEvent( click );
	window.removeEventListener( 'click', keep );

	expect( left ).toBe( true );
	expect( pages ).toHaveLength( 0 );
} );

it( 'resets every value and shows the first page of all courses', async () => {
	const filter = {
		...noFilter(),
		skills: [ 'paper-writing' ],
		language: [ 'chinese' ],
	};
	startOn( { list: courses( 40, 3 ), total: 3, filter } );
	const reset = screen.getByRole( 'link', { name: 'Reset' } );
	expect( reset ).not.toHaveAttribute( 'aria-disabled' );

	await userEvent.click( reset );

	expect( pages[ 0 ].url.href ).toBe( BASE );
	expect(
		screen.queryAllByRole( 'checkbox', { checked: true } )
	).toHaveLength( 0 );
	await answerLast( FIRST );
	expect( titles() ).toHaveLength( 12 );
	expect( reset ).toHaveAttribute( 'aria-disabled', 'true' );
	expect( window.location.href ).toBe( BASE );

	// Nothing chosen on page 1: already there.
	await userEvent.click( reset );
	expect( pages ).toHaveLength( 1 );
} );

it( 'folds and unfolds a group', async () => {
	startOn( FIRST );
	const fold = screen.getByRole( 'button', { name: '语言' } );
	const list = document.getElementById(
		'mvc-course-filter-language'
	) as HTMLElement;

	await userEvent.click( fold );
	expect( fold ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( list.hidden ).toBe( true );
	expect( fold.closest( 'section' ) ).toHaveClass( 'is-folded' );

	await userEvent.click( fold );
	expect( fold ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( list.hidden ).toBe( false );
	expect( fold.closest( 'section' ) ).not.toHaveClass( 'is-folded' );
	expect( pages ).toHaveLength( 0 );
} );

it( 'opens and closes the groups on a phone by 筛选', async () => {
	startOn( FIRST );
	const toggle = screen.getByRole( 'button', { name: 'Filter' } );
	const groups = document.getElementById( 'mvc-course-filter-groups' );

	await userEvent.click( toggle );
	expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( groups ).toHaveClass( 'is-open' );

	await userEvent.click( toggle );
	expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( groups ).not.toHaveClass( 'is-open' );
	expect( window.location.hash ).toBe( '' );
} );

it( 'loads a page with the spinner on its number, then shows it', async () => {
	startOn( FIRST );
	const second = screen.getByRole( 'link', { name: 'Page 2' } );

	await userEvent.click( second );

	expect( second ).toHaveClass( 'is-loading' );
	expect( second.closest( 'nav' ) ).toHaveAttribute( 'aria-busy', 'true' );
	expect( pages[ 0 ].url.href ).toBe( `${ BASE }page/2/` );
	await answerLast( { list: courses( 13, 12 ), total: 30, page: 2 } );

	expect( titles()[ 0 ] ).toBe( '课程 13' );
	expect( window.location.href ).toBe( `${ BASE }page/2/` );
	expect(
		within( screen.getByRole( 'navigation', { name: 'Pages' } ) ).getByText(
			'2'
		)
	).toHaveAttribute( 'aria-current', 'page' );
} );

it( 'shows only the last change when answers cross', async () => {
	startOn( FIRST );

	await userEvent.click( option( '中文' ) );
	await userEvent.click( option( '英文' ) );
	expect( pages ).toHaveLength( 2 );
	await answerLast( { list: courses( 60, 2 ), total: 2 } );
	// The first answer, come late, was dropped with its request.
	await act( async () => {
		pages[ 0 ].answer( { list: courses( 50, 2 ), total: 2 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );

	expect( titles() ).toEqual( [ '课程 60', '课程 61' ] );
	expect( window.location.href ).toBe( `${ BASE }?language=chinese,english` );
	expect( status() ).toHaveTextContent( '' );
} );

it( 'goes back to the earlier view on the browser’s back', async () => {
	startOn( FIRST );
	await userEvent.click( option( '中文' ) );
	await answerLast( { list: courses( 50, 2 ), total: 2 } );

	await act( async () => {
		window.history.back();
		await waitFor( () => expect( window.location.href ).toBe( BASE ) );
	} );

	await waitFor( () => expect( pages ).toHaveLength( 2 ) );
	expect( pages[ 1 ].url.href ).toBe( BASE );
	expect( option( '中文' ) ).toHaveAttribute( 'aria-checked', 'false' );
	await answerLast( FIRST );
	expect( titles() ).toHaveLength( 12 );
	// Back moved the address itself: no new entry.
	expect( window.location.href ).toBe( BASE );
} );

it( 'makes no call when the history moves within the view shown (a hash)', async () => {
	startOn( FIRST );

	await act( async () => {
		window.location.hash = 'mvc-course-filter-groups';
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
	} );

	expect( pages ).toHaveLength( 0 );
} );

it( 'keeps the last view, its filter and its address when the load fails', async () => {
	startOn( FIRST );

	await userEvent.click( option( '中文' ) );
	await answerLast( 500 );

	expect( titles() ).toHaveLength( 12 );
	expect( option( '中文' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( window.location.href ).toBe( BASE );
	expect( status() ).toHaveTextContent( '' );
	expect(
		select( toastStore )
			.getToasts()
			.map( ( toast ) => toast.message )
	).toEqual( [ 'Something went wrong. Please try again later.' ] );
} );

it( 'clears every option from the no-results block and shows all courses', async () => {
	startOn( {
		list: [],
		total: 0,
		recommended: courses( 31, 2 ),
		filter: {
			...noFilter(),
			duration: [ 'under-30' ],
			certificate: [ 'translation-qualification' ],
		},
	} );

	await userEvent.click(
		screen.getByRole( 'link', { name: 'Clear all options' } )
	);

	expect( pages[ 0 ].url.href ).toBe( BASE );
	await answerLast( FIRST );
	expect( titles() ).toHaveLength( 12 );
	expect( screen.queryByText( 'No courses found' ) ).not.toBeInTheDocument();
	expect( window.location.href ).toBe( BASE );
} );
