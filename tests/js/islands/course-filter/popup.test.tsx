/**
 * The course popup the island draws over the server's cards (open on a card's title, with the
 * course read from its `data-mvc-course`; close by its button or the background, nothing left once
 * closed; copy the discount code -> Copied, disabled, for this popup; a failed copy only logged;
 * Start learning sends the learner call with keepalive and is the link that opens the course in a
 * new tab, and the count it answers shows in the popup and on the server's card), and the
 * recommended courses of the no-results block opening the same popup.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { course, courses, fakePages, startOn, stopAll } from './fixtures';

let api: FakeApi;
let writeText: jest.Mock;

beforeEach( () => {
	api = fakeApi();
	fakePages( globalThis.fetch );
	writeText = jest.fn( async () => undefined );
	Object.defineProperty( window.navigator, 'clipboard', {
		configurable: true,
		value: { writeText },
	} );
} );

afterEach( () => {
	stopAll();
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
	return {
		list: courses( 1, 12 ).map( ( item ) =>
			item.post_id === PAID.post_id ? PAID : item
		),
		total: 30,
	};
}

async function openPaid() {
	await userEvent.click(
		screen.getByRole( 'link', { name: 'SCI 论文写作：引言的逻辑' } )
	);
	return screen.getByRole( 'dialog', { name: 'SCI 论文写作：引言的逻辑' } );
}

it( 'shows the course: cover, cost, duration, learners, audiences, digest and code', async () => {
	startOn( withPaid() );

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
	startOn( { list: courses( 1, 12 ), total: 30 } );

	await userEvent.click( screen.getByRole( 'link', { name: '课程 1' } ) );
	const dialog = screen.getByRole( 'dialog', { name: '课程 1' } );

	expect( within( dialog ).getByText( 'Free' ) ).toBeInTheDocument();
	expect(
		within( dialog ).queryByRole( 'button', { name: 'Copy' } )
	).not.toBeInTheDocument();
} );

it( 'closes by its button and by the background, and leaves nothing behind', async () => {
	startOn( withPaid() );

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
	startOn( withPaid() );
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
	startOn( withPaid() );
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
	startOn( withPaid() );
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

it( 'opens the popup of a course without an address from its button, with no Start learning', async () => {
	startOn( { list: [ course( 7, { url: '' } ) ], total: 1 } );

	await userEvent.click( screen.getByRole( 'button', { name: '课程 7' } ) );
	const dialog = screen.getByRole( 'dialog', { name: '课程 7' } );

	expect(
		within( dialog ).queryByRole( 'link', { name: 'Start learning' } )
	).not.toBeInTheDocument();
} );

it( 'opens a recommended course of the no-results block like any other', async () => {
	startOn( { list: [], total: 0, recommended: courses( 31, 2 ) } );

	await userEvent.click( screen.getByRole( 'link', { name: '课程 31' } ) );

	expect(
		screen.getByRole( 'dialog', { name: '课程 31' } )
	).toBeInTheDocument();
} );
