/**
 * The course popup (open on a card, close by its button or the background, nothing left once
 * closed; copy the discount code -> Copied, disabled, for this popup; a failed copy only logged;
 * Start learning sends the learner call with keepalive and is the link that opens the course in a
 * new tab), and the no-results block (its text, clear-all, the recommended courses).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CourseFilter } from '../../../../src/islands/course-filter/CourseFilter';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { BASE, FILTER_PATH, course, props } from './fixtures';

let api: FakeApi;
let writeText: jest.Mock;

function stayOnPage( event: Event ) {
	event.preventDefault();
}

beforeEach( () => {
	api = fakeApi();
	window.history.replaceState( null, '', BASE );
	document.addEventListener( 'click', stayOnPage, true );
	writeText = jest.fn( async () => undefined );
	Object.defineProperty( window.navigator, 'clipboard', {
		configurable: true,
		value: { writeText },
	} );
} );

afterEach( () => {
	document.removeEventListener( 'click', stayOnPage, true );
	resetStores();
} );

const PAID = course( 3, {
	title: 'SCI 论文写作：引言的逻辑',
	cost: 129,
	duration: 40,
	count: 270,
	discountCode: 'INTRO15',
	targetAudiences: [ '硕士研究生', '博士研究生' ],
	digest: '从研究空白到研究目标。',
} );

function withPaid() {
	const list = props().list.map( ( item ) =>
		item.post_id === PAID.post_id ? PAID : item
	);
	return props( { list } );
}

async function openPaid() {
	await userEvent.click(
		screen.getByRole( 'link', { name: 'SCI 论文写作：引言的逻辑' } )
	);
	return screen.getByRole( 'dialog', { name: 'SCI 论文写作：引言的逻辑' } );
}

it( 'shows the course: cover, cost, duration, learners, audiences, digest and code', async () => {
	render( <CourseFilter { ...withPaid() } /> );

	const dialog = await openPaid();

	expect( dialog.querySelector( 'img' ) ).toHaveAttribute(
		'src',
		PAID.cover
	);
	expect( within( dialog ).getByText( '¥129' ) ).toBeInTheDocument();
	expect( within( dialog ).getByText( '40 min' ) ).toBeInTheDocument();
	expect( within( dialog ).getByText( '270 learners' ) ).toBeInTheDocument();
	expect( within( dialog ).getByText( '硕士研究生' ) ).toBeInTheDocument();
	expect( within( dialog ).getByText( '博士研究生' ) ).toBeInTheDocument();
	expect(
		within( dialog ).getByText( '从研究空白到研究目标。' )
	).toBeInTheDocument();
	expect( within( dialog ).getByText( 'INTRO15' ) ).toBeInTheDocument();
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'says Free for a course without cost and has no copy button without a code', async () => {
	render( <CourseFilter { ...props() } /> );

	await userEvent.click( screen.getByRole( 'link', { name: '课程 1' } ) );
	const dialog = screen.getByRole( 'dialog', { name: '课程 1' } );

	expect( within( dialog ).getByText( 'Free' ) ).toBeInTheDocument();
	expect(
		within( dialog ).queryByRole( 'button', { name: 'Copy' } )
	).not.toBeInTheDocument();
} );

it( 'closes by its button and by the background, and leaves nothing behind', async () => {
	render( <CourseFilter { ...withPaid() } /> );

	await openPaid();
	await userEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	expect( screen.queryByText( 'INTRO15' ) ).not.toBeInTheDocument();

	const dialog = await openPaid();
	// A press inside the dialog keeps it open; one on the background closes it.
	await userEvent.click( within( dialog ).getByText( '¥129' ) );
	expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	await userEvent.click( document.querySelector( '.mvc-modal' ) as Element );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	expect( document.querySelector( '.mvc-modal' ) ).toBeNull();
} );

it( 'copies the code once: Copied, disabled, until the popup closes', async () => {
	render( <CourseFilter { ...withPaid() } /> );
	const dialog = await openPaid();

	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: 'Copy' } )
	);

	expect( writeText ).toHaveBeenCalledWith( 'INTRO15' );
	const copied = await within( dialog ).findByRole( 'button', {
		name: 'Copied',
	} );
	expect( copied ).toBeDisabled();
	await userEvent.click( copied );
	expect( writeText ).toHaveBeenCalledTimes( 1 );

	// A popup opened again is a new popup.
	await userEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
	const again = await openPaid();
	expect(
		within( again ).getByRole( 'button', { name: 'Copy' } )
	).toBeEnabled();
} );

it( 'says nothing when the copy fails, apart from a console log', async () => {
	writeText.mockRejectedValue( new Error( 'denied' ) );
	document.execCommand = jest.fn( () => false );
	render( <CourseFilter { ...withPaid() } /> );
	const dialog = await openPaid();

	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: 'Copy' } )
	);

	await waitFor( () => expect( console ).toHaveLogged() );
	expect(
		within( dialog ).getByRole( 'button', { name: 'Copy' } )
	).toBeEnabled();
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );

it( 'Start learning sends the learner call with keepalive and opens the course in a new tab', async () => {
	// api-fetch sends a PUT as a POST with X-HTTP-Method-Override (WordPress's httpV1 middleware).
	api.on( 'POST', '/api/online-course/3/learners', ok( { count: 271 } ) );
	render( <CourseFilter { ...withPaid() } /> );
	const dialog = await openPaid();
	const start = within( dialog ).getByRole( 'link', {
		name: 'Start learning',
	} );

	// The link itself opens the course (no popup blocker stops a link).
	expect( start ).toHaveAttribute( 'href', PAID.url );
	expect( start ).toHaveAttribute( 'target', '_blank' );
	expect( start.getAttribute( 'rel' ) ).toContain( 'noopener' );

	await userEvent.click( start );

	await waitFor( () => expect( api.calls ).toHaveLength( 1 ) );
	expect( api.calls[ 0 ].path ).toBe( '/api/online-course/3/learners' );
	const init = ( globalThis.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ];
	expect( init.keepalive ).toBe( true );
	expect( init.headers[ 'X-HTTP-Method-Override' ] ).toBe( 'PUT' );
	// The count the server gave, in the popup and on the card.
	expect(
		await within( dialog ).findByText( '271 learners' )
	).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
	expect( screen.getByText( '271 learners' ) ).toBeInTheDocument();
} );

describe( 'no results', () => {
	const empty = () =>
		props( {
			filter: {
				skills: [],
				duration: [ 'under-30' ],
				language: [],
				certificate: [ 'translation-qualification' ],
			},
			list: [],
			total: 0,
			recommendedCourses: [ course( 31 ), course( 32 ) ],
		} );

	it( 'says nothing matched, offers clear-all and shows the recommended courses', async () => {
		render( <CourseFilter { ...empty() } /> );

		expect( screen.getByText( 'No courses found' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Try choosing other filters.' )
		).toBeInTheDocument();
		const recommended = screen
			.getByRole( 'heading', { name: 'Recommended courses' } )
			.closest( 'section' ) as HTMLElement;
		expect( within( recommended ).getAllByRole( 'listitem' ) ).toHaveLength(
			2
		);
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();

		// A recommended course opens like any other.
		await userEvent.click(
			screen.getByRole( 'link', { name: '课程 31' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: '课程 31' } )
		).toBeInTheDocument();
	} );

	it( 'clears every option and shows all courses', async () => {
		api.on( 'POST', FILTER_PATH, ok( props() ) );
		render( <CourseFilter { ...empty() } /> );

		const clear = screen.getByRole( 'link', { name: 'Clear all options' } );
		expect( clear ).toHaveAttribute( 'href', BASE );
		await userEvent.click( clear );

		expect( api.callsTo( 'POST', FILTER_PATH )[ 0 ].body ).toEqual( {
			skills: [],
			duration: [],
			language: [],
			certificate: [],
		} );
		expect( await screen.findByText( '课程 12' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'No courses found' )
		).not.toBeInTheDocument();
		expect( window.location.href ).toBe( BASE );
	} );
} );
