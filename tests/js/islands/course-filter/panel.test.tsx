/**
 * The course filter's panel and grid: the server's first view from the props (no call), toggles
 * that add and remove a value, reset, folding, every change reloading from page 1 with Loading…,
 * the pager's spinner, the shareable address and back/forward, and a failed call.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { toastStore } from '@mvc/runtime-core';

import { CourseFilter } from '../../../../src/islands/course-filter/CourseFilter';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import type { FakeApi, FakeAnswer } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { BASE, FILTER_PATH, course, props } from './fixtures';

let api: FakeApi;

/**
 * Links go nowhere in jsdom: keep the page (the island's own handlers still run).
 *
 * @param event Click.
 */
function stayOnPage( event: Event ) {
	event.preventDefault();
}

/** An answer the test releases when it wants. */
function held() {
	let release: ( answer: FakeAnswer ) => void = () => undefined;
	const answer = new Promise< FakeAnswer >( ( resolve ) => {
		release = resolve;
	} );
	return { answer, release };
}

beforeEach( () => {
	api = fakeApi();
	window.history.replaceState( null, '', BASE );
	document.addEventListener( 'click', stayOnPage, true );
} );

afterEach( () => {
	document.removeEventListener( 'click', stayOnPage, true );
	resetStores();
} );

function option( name: string ) {
	return screen.getByRole( 'checkbox', { name } );
}

function titles() {
	return screen
		.getAllByRole( 'heading', { level: 3 } )
		.filter( ( heading ) =>
			heading.classList.contains( 'mvc-course-card__title' )
		)
		.map( ( heading ) => heading.textContent );
}

it( 'draws the first view from its props without a call', () => {
	render( <CourseFilter { ...props() } /> );

	expect( titles() ).toHaveLength( 12 );
	expect( titles()[ 0 ] ).toBe( '课程 1' );
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( option( '论文写作' ) ).toHaveAttribute(
		'href',
		`${ BASE }?skills=paper-writing`
	);
	expect( screen.getByRole( 'link', { name: 'Page 2' } ) ).toHaveAttribute(
		'href',
		`${ BASE }page/2/`
	);
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'adds a value, reloads from page 1 with Loading… and moves the address; a second press removes it', async () => {
	const first = held();
	api.on( 'POST', FILTER_PATH, () => first.answer );
	render(
		<CourseFilter
			{ ...props( {
				page: 2,
				filter: {
					skills: [],
					duration: [],
					language: [ 'chinese' ],
					certificate: [],
				},
			} ) }
		/>
	);

	await userEvent.click( option( '论文写作' ) );

	expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'true' );
	const [ call ] = api.callsTo( 'POST', FILTER_PATH );
	expect( call.query.get( 'pageNumber' ) ).toBe( '1' );
	expect( call.query.get( 'pageSize' ) ).toBe( '12' );
	expect( call.body ).toEqual( {
		skills: [ 'paper-writing' ],
		duration: [],
		language: [ 'chinese' ],
		certificate: [],
	} );
	expect( window.location.href ).toBe(
		`${ BASE }?skills=paper-writing&language=chinese`
	);

	await act( async () =>
		first.release(
			ok( {
				list: [ course( 40 ), course( 41 ) ],
				total: 2,
				recommendedCourses: [],
			} )
		)
	);

	expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	expect( titles() ).toEqual( [ '课程 40', '课程 41' ] );
	expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();

	api.on(
		'POST',
		FILTER_PATH,
		ok( { list: [ course( 1 ) ], total: 1, recommendedCourses: [] } )
	);
	await userEvent.click( option( '论文写作' ) );

	expect( api.callsTo( 'POST', FILTER_PATH )[ 1 ].body ).toEqual( {
		skills: [],
		duration: [],
		language: [ 'chinese' ],
		certificate: [],
	} );
	expect( await screen.findByText( '课程 1' ) ).toBeInTheDocument();
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( window.location.href ).toBe( `${ BASE }?language=chinese` );
} );

it( 'toggles an option with Space, as a checkbox does', async () => {
	api.on(
		'POST',
		FILTER_PATH,
		ok( { list: [ course( 5 ) ], total: 1, recommendedCourses: [] } )
	);
	render( <CourseFilter { ...props() } /> );

	option( '英文' ).focus();
	await userEvent.keyboard( ' ' );

	expect( api.callsTo( 'POST', FILTER_PATH )[ 0 ].body ).toMatchObject( {
		language: [ 'english' ],
	} );
} );

it( 'resets every value and shows the first page of all courses', async () => {
	api.on( 'POST', FILTER_PATH, ok( props() ) );
	window.history.replaceState(
		null,
		'',
		`${ BASE }?skills=paper-writing,research-figures&duration=30-60`
	);
	render(
		<CourseFilter
			{ ...props( {
				filter: {
					skills: [ 'paper-writing', 'research-figures' ],
					duration: [ '30-60' ],
					language: [],
					certificate: [],
				},
				total: 3,
				list: [ course( 7 ), course( 8 ), course( 9 ) ],
			} ) }
		/>
	);

	await userEvent.click( screen.getByRole( 'link', { name: 'Reset' } ) );

	expect( api.callsTo( 'POST', FILTER_PATH )[ 0 ].body ).toEqual( {
		skills: [],
		duration: [],
		language: [],
		certificate: [],
	} );
	expect( screen.queryAllByRole( 'checkbox', { checked: true } ) ).toEqual(
		[]
	);
	expect( window.location.href ).toBe( BASE );
	expect( await screen.findByText( '课程 12' ) ).toBeInTheDocument();
	expect( screen.getByRole( 'link', { name: 'Reset' } ) ).toHaveAttribute(
		'aria-disabled',
		'true'
	);
} );

it( 'folds and unfolds a group', async () => {
	render( <CourseFilter { ...props() } /> );
	const fold = screen.getByRole( 'button', { name: '技能' } );

	expect( fold ).toHaveAttribute( 'aria-expanded', 'true' );
	await userEvent.click( fold );

	expect( fold ).toHaveAttribute( 'aria-expanded', 'false' );
	expect(
		screen.queryByRole( 'checkbox', { name: '论文写作' } )
	).not.toBeInTheDocument();
	expect( option( '中文' ) ).toBeVisible();

	await userEvent.click( fold );
	expect( option( '论文写作' ) ).toBeVisible();
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'loads a page with the spinner on its number, then shows it', async () => {
	const next = held();
	api.on( 'POST', FILTER_PATH, () => next.answer );
	render( <CourseFilter { ...props() } /> );

	await userEvent.click( screen.getByRole( 'link', { name: 'Page 3' } ) );

	const pager = screen.getByRole( 'navigation', { name: 'Pages' } );
	expect( pager ).toHaveAttribute( 'aria-busy', 'true' );
	expect(
		within( pager ).getByRole( 'link', { name: 'Page 3' } )
	).toHaveClass( 'is-loading' );
	expect(
		api.callsTo( 'POST', FILTER_PATH )[ 0 ].query.get( 'pageNumber' )
	).toBe( '3' );
	expect( window.location.href ).toBe( `${ BASE }page/3/` );

	await act( async () =>
		next.release(
			ok( {
				list: [ course( 25 ), course( 26 ) ],
				total: 30,
				recommendedCourses: [],
			} )
		)
	);

	expect( titles() ).toEqual( [ '课程 25', '课程 26' ] );
	expect( within( pager ).getByText( '3' ) ).toHaveAttribute(
		'aria-current',
		'page'
	);
	expect( pager ).toHaveAttribute( 'aria-busy', 'false' );
} );

it( 'shows only the last change when answers cross', async () => {
	const slow = held();
	api.on( 'POST', FILTER_PATH, () => slow.answer );
	render( <CourseFilter { ...props() } /> );
	await userEvent.click( option( '论文写作' ) );

	api.on(
		'POST',
		FILTER_PATH,
		ok( { list: [ course( 60 ) ], total: 1, recommendedCourses: [] } )
	);
	await userEvent.click( option( '中文' ) );
	expect( await screen.findByText( '课程 60' ) ).toBeInTheDocument();

	await act( async () =>
		slow.release(
			ok( { list: [ course( 50 ) ], total: 1, recommendedCourses: [] } )
		)
	);
	expect( titles() ).toEqual( [ '课程 60' ] );
} );

it( 'goes back to the earlier view on the browser’s back', async () => {
	api.on(
		'POST',
		FILTER_PATH,
		ok( { list: [ course( 70 ) ], total: 1, recommendedCourses: [] } )
	);
	render( <CourseFilter { ...props() } /> );
	await userEvent.click( option( '科研绘图' ) );
	await screen.findByText( '课程 70' );

	api.on( 'POST', FILTER_PATH, ok( props() ) );
	await act( async () => {
		window.history.replaceState( null, '', BASE );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
	} );

	expect( await screen.findByText( '课程 12' ) ).toBeInTheDocument();
	expect( option( '科研绘图' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( api.callsTo( 'POST', FILTER_PATH )[ 1 ].body ).toMatchObject( {
		skills: [],
	} );
	// Back and forward do not add to the history.
	expect( window.location.href ).toBe( BASE );
} );

it( 'keeps the last view, its filter and its address when the call fails', async () => {
	api.on( 'POST', FILTER_PATH, fail( 500, '服务器开小差了', null, 500 ) );
	render( <CourseFilter { ...props() } /> );

	await userEvent.click( option( '论文写作' ) );

	await waitFor( () =>
		expect(
			select( toastStore )
				.getToasts()
				.map( ( toast ) => toast.message )
		).toEqual( [ '服务器开小差了' ] )
	);
	expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	expect( option( '论文写作' ) ).toHaveAttribute( 'aria-checked', 'false' );
	expect( titles() ).toHaveLength( 12 );
	expect( window.location.href ).toBe( BASE );
} );

it( 'makes no call when the history moves within the view shown (a hash)', async () => {
	render( <CourseFilter { ...props() } /> );

	await act( async () => {
		window.history.pushState( null, '', `${ BASE }#main` );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
	} );

	expect( api.calls ).toHaveLength( 0 );
} );
