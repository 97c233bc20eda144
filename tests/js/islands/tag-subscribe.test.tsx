/**
 * The tag-subscribe island (tag page, research-news tag bar): the shared subscribe button with the
 * page's labels, and the follower count, which changes by the answer's delta.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { loginPopupStore, memberSessionStore } from '@mvc/runtime-core';

import { TagSubscribe } from '../../../src/islands/tag-subscribe/TagSubscribe';
import type { TagSubscribeProps } from '../../../src/islands/tag-subscribe/TagSubscribe';
import { fakeApi, ok } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';

const TAG = { id: 153, name: '能源', link: 'https://site.test/tag/energy/' };
// api-fetch sends PUT as POST with X-HTTP-Method-Override (WordPress's httpV1 middleware).
const PATH = '/api/member/subscribe';

let api: FakeApi;

function renderIsland( props: Partial< TagSubscribeProps > = {} ) {
	const all: TagSubscribeProps = {
		tag: TAG,
		subscribed: false,
		followers: 41,
		labels: 'toggle',
		...props,
	};
	// The page as the server prints it: the island's container, and the count beside it
	// (theme/template-parts/tag-subscribe.php), which the island updates.
	const area = document.body.appendChild( document.createElement( 'div' ) );
	const container = area.appendChild( document.createElement( 'div' ) );
	if ( all.followers !== null ) {
		area.dataset.mvcFollowers = String( TAG.id );
		const count = area.appendChild( document.createElement( 'span' ) );
		count.className = 'mvc-tag-subscribe__followers';
		count.textContent = `${ all.followers.toLocaleString( 'en-US' ) } ${
			all.followers === 1 ? 'follower' : 'followers'
		}`;
	}
	render( <TagSubscribe { ...all } />, { container } );
}

/**
 * The server's answer to PUT /api/member/subscribe.
 *
 * @param subscribed      The new state.
 * @param delta           How the tag's follower count changed.
 * @param subscribeNumber The tag's follower count now.
 */
function answer( subscribed: boolean, delta: number, subscribeNumber: number ) {
	api.on( 'POST', PATH, () =>
		ok( {
			id: TAG.id,
			subscribed,
			delta,
			subscribe_number: subscribeNumber,
		} )
	);
}

function logIn() {
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
}

beforeEach( () => {
	api = fakeApi();
} );

afterEach( () => {
	resetStores();
} );

describe( 'for a member', () => {
	beforeEach( logIn );

	it( 'toggles 订阅 / 取消订阅 with one PUT, and the count follows', async () => {
		answer( true, 1, 42 );
		renderIsland( { labels: 'toggle' } );
		expect( screen.getByText( '41 followers' ) ).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);

		expect(
			await screen.findByRole( 'button', {
				name: 'Unsubscribe',
			} )
		).toBeEnabled();
		expect( screen.getByText( '42 followers' ) ).toBeInTheDocument();
		expect( api.calls ).toHaveLength( 1 );
		expect( api.calls[ 0 ] ).toMatchObject( {
			method: 'POST',
			path: PATH,
			body: { id: 153, flag: true },
		} );
		const init = ( globalThis.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ];
		expect( init.headers ).toMatchObject( {
			'X-HTTP-Method-Override': 'PUT',
		} );

		answer( false, -1, 41 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Unsubscribe' } )
		);

		expect(
			await screen.findByRole( 'button', {
				name: 'Subscribe',
			} )
		).toBeEnabled();
		expect( api.calls[ 1 ].body ).toEqual( { id: 153, flag: false } );
		expect( screen.getByText( '41 followers' ) ).toBeInTheDocument();
	} );

	it( 'says 已订阅 on the tag page', async () => {
		answer( true, 1, 42 );
		renderIsland( { labels: 'tag-page' } );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);

		expect(
			await screen.findByRole( 'button', {
				name: 'Subscribed',
			} )
		).toBeEnabled();
		expect( screen.getByText( '42 followers' ) ).toBeInTheDocument();
	} );

	it( 'changes the count by the delta: none when the member already followed the tag', async () => {
		// Subscribed meanwhile in another window: the server counts nobody new.
		answer( true, 0, 41 );
		renderIsland();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);

		expect(
			await screen.findByRole( 'button', { name: 'Unsubscribe' } )
		).toBeInTheDocument();
		expect( screen.getByText( '41 followers' ) ).toBeInTheDocument();
	} );

	it( 'writes the count in the singular and with separators', async () => {
		answer( false, -1, 1 );
		renderIsland( { subscribed: true, followers: 2 } );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Unsubscribe' } )
		);

		expect( await screen.findByText( '1 follower' ) ).toBeInTheDocument();

		renderIsland( { followers: 12345 } );
		expect( screen.getByText( '12,345 followers' ) ).toBeInTheDocument();
	} );

	it( 'shows no count where the page shows none, before or after a press', async () => {
		answer( true, 1, 42 );
		renderIsland( { followers: null } );
		expect( screen.queryByText( /follower/ ) ).not.toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);

		expect(
			await screen.findByRole( 'button', { name: 'Unsubscribe' } )
		).toBeInTheDocument();
		expect( screen.queryByText( /follower/ ) ).not.toBeInTheDocument();
	} );
} );

it( 'opens the login popup for a visitor and sends nothing', async () => {
	renderIsland();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Subscribe' } )
	);

	expect( select( loginPopupStore ).isOpen() ).toBe( true );
	expect( api.calls ).toHaveLength( 0 );
	expect( screen.getByRole( 'button', { name: 'Subscribe' } ) ).toBeEnabled();
	expect( screen.getByText( '41 followers' ) ).toBeInTheDocument();
} );
