/**
 * The shared tag subscribe toggle: a visitor gets the login popup; a member toggles with one call,
 * the button disabled meanwhile; the notices (with the tag link, the refresh link, the limit link)
 * and the member's subscription counter follow.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { loginPopupStore, memberSessionStore } from '@mvc/runtime-core';

import { TagSubscribeButton } from '../../../src/components/TagSubscribeButton';
import { Toasts } from '../../../src/components/Toasts';
import { fakeApi, fail, ok } from '../helpers/fake-api';
import type { FakeAnswer, FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';

const TAG = { id: 153, name: '能源', link: 'https://site.test/tag/energy/' };
const PATH = '/api/member/subscribe';
// api-fetch sends PUT as POST with X-HTTP-Method-Override (WordPress's httpV1 middleware).

let api: FakeApi;

function renderButton(
	subscribed: boolean,
	onChange = jest.fn(),
	variant: 'default' | 'recommended' = 'default'
) {
	render(
		<>
			<TagSubscribeButton
				tag={ TAG }
				subscribed={ subscribed }
				onChange={ onChange }
				variant={ variant }
			/>
			<Toasts />
		</>
	);
	return onChange;
}

function logIn( subscriptions = 3 ) {
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
		dispatch( memberSessionStore ).setCounter(
			'subscriptionNumber',
			subscriptions
		);
	} );
}

beforeEach( () => {
	api = fakeApi();
} );

afterEach( () => {
	resetStores();
} );

it( 'opens the login popup for a visitor and calls nothing', async () => {
	renderButton( false );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);

	expect( select( loginPopupStore ).isOpen() ).toBe( true );
	expect( select( loginPopupStore ).getReason() ).toBe( 'members-only' );
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'subscribes with one call, disabled meanwhile, and links to the tag page', async () => {
	logIn( 3 );
	let answer: ( value: FakeAnswer ) => void = () => {};
	api.on(
		'POST',
		PATH,
		() => new Promise< FakeAnswer >( ( resolve ) => ( answer = resolve ) )
	);
	const onChange = renderButton( false );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);
	expect(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	).toBeDisabled();
	expect( api.calls[ 0 ].body ).toEqual( { id: 153, flag: true } );
	await act( async () =>
		answer(
			ok( { id: 153, subscribed: true, delta: 1, subscribe_number: 8 } )
		)
	);

	expect( onChange ).toHaveBeenCalledWith(
		true,
		8,
		expect.objectContaining( { subscribed: true, subscribe_number: 8 } )
	);
	expect( screen.getByText( 'Subscribed to #能源.' ) ).toBeInTheDocument();
	expect(
		screen.getByRole( 'link', { name: 'See more related articles' } )
	).toHaveAttribute( 'href', TAG.link );
	expect(
		select( memberSessionStore ).getCounter( 'subscriptionNumber' )
	).toBe( 4 );
} );

it( 'unsubscribes and says so', async () => {
	logIn( 3 );
	api.on( 'POST', PATH, () =>
		ok( { id: 153, subscribed: false, delta: -1, subscribe_number: 7 } )
	);
	const onChange = renderButton( true );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribed' } )
	);

	expect( api.calls[ 0 ].body ).toEqual( { id: 153, flag: false } );
	expect( onChange ).toHaveBeenCalledWith(
		false,
		7,
		expect.objectContaining( { subscribed: false, subscribe_number: 7 } )
	);
	expect( await screen.findByText( 'Unsubscribed' ) ).toBeInTheDocument();
	expect(
		select( memberSessionStore ).getCounter( 'subscriptionNumber' )
	).toBe( 2 );
} );

it( 'moves the subscription counter by the server delta, not by a guess', async () => {
	// The page thought the tag unfollowed, but another tab had followed it: nothing changed.
	logIn( 3 );
	api.on( 'POST', PATH, () =>
		ok( { id: 153, subscribed: true, delta: 0, subscribe_number: 8 } )
	);
	const onChange = renderButton( false );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);

	expect( onChange ).toHaveBeenCalledWith( true, 8, expect.anything() );
	expect(
		select( memberSessionStore ).getCounter( 'subscriptionNumber' )
	).toBe( 3 );
} );

it( 'asks to refresh the page in the recommended list', async () => {
	logIn();
	api.on( 'POST', PATH, () =>
		ok( { id: 153, subscribed: true, delta: 1, subscribe_number: 1 } )
	);
	renderButton( false, jest.fn(), 'recommended' );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);

	expect(
		await screen.findByText( 'Subscribed. Refresh the page to see it.' )
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'link', { name: 'Refresh' } )
	).toBeInTheDocument();
} );

it( 'shows the limit notice with the link to the profile on 403 and changes nothing', async () => {
	logIn( 10 );
	api.on( 'POST', PATH, () =>
		fail( 403, '订阅标签已达上限（10 个），请前往个人中心管理标签。', {
			link: 'https://site.test/profile/#tab3',
		} )
	);
	const onChange = renderButton( false );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);

	expect( await screen.findByText( /订阅标签已达上限/ ) ).toBeInTheDocument();
	expect(
		screen.getByRole( 'link', { name: 'Manage tags' } )
	).toHaveAttribute( 'href', 'https://site.test/profile/#tab3' );
	expect( onChange ).not.toHaveBeenCalled();
	expect( screen.getByRole( 'button', { name: 'Subscribe' } ) ).toBeEnabled();
	expect(
		select( memberSessionStore ).getCounter( 'subscriptionNumber' )
	).toBe( 10 );
} );
