/**
 * The subscriptions tab on the server's markup: the tags become a tab list in the member's order,
 * another tag's preview is the server's frame; the manage-tags dialog (reorder told to the server,
 * a toggle per tag, closing applies and loads the frame again, the tip and the limit); with no tag,
 * the recommended tags' 订阅 and follower count.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { memberSessionStore } from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { ProfileTabs } from '../../../../src/islands/profile-tabs/ProfileTabs';
import { ORDER_STORAGE_KEY } from '../../../../src/islands/profile-tabs/order';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { drawServerTabs, fakeProfilePages } from '../../helpers/profile-tabs';
import type { PageCall, ProfileTabsView } from '../../helpers/profile-tabs';
import { cards, props, TAGS } from './fixtures';

let api: FakeApi;
let pages: PageCall[];

function open( overrides: Partial< ProfileTabsView > = {} ) {
	const shown = props( overrides );
	const container = drawServerTabs( { props: shown } );
	const root = document.createElement( 'div' );
	container.append( root );
	render(
		<>
			<ProfileTabs { ...shown } />
			<Toasts />
		</>,
		{ container: root }
	);
}

function tagTabs(): string[] {
	return within( screen.getByRole( 'tablist', { name: 'Subscribed tags' } ) )
		.getAllByRole( 'tab' )
		.map( ( tab ) => tab.textContent ?? '' );
}

const RECOMMENDED = {
	term_id: 155,
	name: '有机化学',
	slug: 'organic-chemistry',
	count: 42,
	subscribe_number: 20,
	posts: [
		{
			id: 9,
			link: 'https://site.test/research-news/a-9/',
			cover: '',
			title: '催化新进展',
			tags: [],
		},
	],
};

beforeEach( () => {
	api = fakeApi();
	pages = fakeProfilePages( globalThis.fetch );
	window.history.replaceState( null, '', '/profile/#tab3' );
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
		dispatch( memberSessionStore ).setCounter( 'subscriptionNumber', 3 );
	} );
} );

afterEach( () => {
	resetStores();
	window.localStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'the tag tabs', () => {
	it( 'makes the server’s tags a tab list, the first tag’s preview with view-more when the tag has more', () => {
		open();

		expect( tagTabs() ).toEqual( [ '能源', '传感', '生命科学' ] );
		const first = screen.getByRole( 'tab', { name: '能源' } );
		expect( first ).toHaveAttribute( 'aria-selected', 'true' );
		expect( first ).toHaveAttribute( 'tabindex', '0' );
		expect( screen.getByRole( 'tab', { name: '传感' } ) ).toHaveAttribute(
			'tabindex',
			'-1'
		);
		expect( screen.getByText( 'Article 100' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'See more' } )
		).toHaveAttribute( 'href', 'https://site.test/tag/energy/' );
		expect( api.calls ).toHaveLength( 0 );
	} );

	it( 'loads another tag’s preview as the server’s frame (?tag=159), no view-more when it has no more', async () => {
		open();

		await userEvent.click( screen.getByRole( 'tab', { name: '传感' } ) );

		expect( screen.getByRole( 'tab', { name: '传感' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( pages ).toHaveLength( 1 );
		expect( pages[ 0 ].url.searchParams.get( 'tag' ) ).toBe( '159' );
		await act( async () =>
			pages[ 0 ].answer( {
				props: props( {
					previews: { 159: { total: 2, list: cards( 200, 2 ) } },
				} ),
			} )
		);

		expect( await screen.findByText( 'Article 200' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'tab', { name: '传感' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(
			screen.queryByRole( 'link', { name: 'See more' } )
		).not.toBeInTheDocument();
		expect( window.location.search ).toBe( '?tag=159' );
		expect( window.location.hash ).toBe( '#tab3' );
		expect( api.calls ).toHaveLength( 0 );
	} );

	it( 'moves between the tags with the arrow keys', async () => {
		open();
		screen.getByRole( 'tab', { name: '能源' } ).focus();

		await userEvent.keyboard( '{ArrowLeft}' );

		expect( screen.getByRole( 'tab', { name: '生命科学' } ) ).toHaveFocus();
		expect( pages[ 0 ].url.searchParams.get( 'tag' ) ).toBe( '161' );
	} );

	it( 'restores the order stored in the browser at once, and tells the server one it never got', async () => {
		// Stored over the server's order, and the call then failed (offline).
		window.localStorage.setItem(
			ORDER_STORAGE_KEY,
			JSON.stringify( {
				member: 7,
				ids: [ 161, 153, 159 ],
				base: [ 153, 159, 161 ],
			} )
		);
		api.on(
			'POST',
			'/api/member/subscription-order',
			ok( { total: 3, data: [ TAGS[ 2 ], TAGS[ 0 ], TAGS[ 1 ] ] } )
		);

		open();

		expect( tagTabs() ).toEqual( [ '生命科学', '能源', '传感' ] );
		await act( async () => undefined );
		expect(
			api.callsTo( 'POST', '/api/member/subscription-order' )[ 0 ].body
		).toEqual( {
			ids: [ 161, 153, 159 ],
		} );
	} );

	it( 'shows the server’s order when the member reordered elsewhere since', () => {
		window.localStorage.setItem(
			ORDER_STORAGE_KEY,
			JSON.stringify( {
				member: 7,
				ids: [ 161, 153, 159 ],
				base: [ 161, 153, 159 ],
			} )
		);

		open();

		expect( tagTabs() ).toEqual( [ '能源', '传感', '生命科学' ] );
		expect( api.calls ).toHaveLength( 0 );
	} );
} );

describe( 'the manage-tags dialog', () => {
	it( 'moves a tag, tells the server the order when it closes, then shows the server’s frame', async () => {
		api.on( 'POST', '/api/member/subscription-order', ( call ) => {
			const ids = ( call.body as { ids: number[] } ).ids;
			return ok( {
				total: 3,
				data: ids.map( ( id ) =>
					TAGS.find( ( tag ) => tag.term_id === id )
				),
			} );
		} );
		open();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage tags' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Manage tags' } );
		expect(
			within( dialog ).getByRole( 'link', { name: 'Go to search' } )
		).toHaveAttribute( 'href', 'https://site.test/search/' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Move 能源 down' } )
		);
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Done' } )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( tagTabs() ).toEqual( [ '传感', '能源', '生命科学' ] );
		const order = api.callsTo( 'POST', '/api/member/subscription-order' );
		expect( order ).toHaveLength( 1 );
		expect( order[ 0 ].body ).toEqual( { ids: [ 159, 153, 161 ] } );
		expect(
			JSON.parse( window.localStorage.getItem( ORDER_STORAGE_KEY ) ?? '' )
				.ids
		).toEqual( [ 159, 153, 161 ] );

		// Then the server's frame, in the order it now keeps; the address stays.
		await waitFor( () => expect( pages ).toHaveLength( 1 ) );
		expect( pages[ 0 ].url.searchParams.get( 'tag' ) ).toBe( '159' );
		await act( async () =>
			pages[ 0 ].answer( {
				props: props( {
					subscriptions: [ TAGS[ 1 ], TAGS[ 0 ], TAGS[ 2 ] ],
					previews: { 159: { total: 1, list: cards( 300, 1 ) } },
				} ),
			} )
		);
		expect( await screen.findByText( 'Article 300' ) ).toBeInTheDocument();
		expect( tagTabs() ).toEqual( [ '传感', '能源', '生命科学' ] );
		expect( window.location.search ).toBe( '' );
	} );

	it( 'unsubscribes with one PUT per toggle; closing keeps the tags still subscribed and moves the selection to the last', async () => {
		api.on( 'POST', '/api/member/subscribe', ( call ) =>
			ok( {
				id: ( call.body as { id: number } ).id,
				subscribed: false,
				delta: -1,
				subscribe_number: 4,
			} )
		);
		api.on(
			'POST',
			'/api/member/subscription-order',
			ok( { total: 1, data: [ TAGS[ 0 ] ] } )
		);
		open( {
			previews: { 161: { total: 0, list: [] } },
		} );
		expect(
			screen.getByRole( 'tab', { name: '生命科学' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage tags' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Manage tags' } );
		const rows = within( dialog ).getAllByRole( 'listitem' );
		await userEvent.click(
			within( rows[ 1 ] ).getByRole( 'button', { name: 'Unsubscribe' } )
		);
		expect(
			await within( rows[ 1 ] ).findByRole( 'button', {
				name: 'Subscribe',
			} )
		).toBeEnabled();
		await userEvent.click(
			within( rows[ 2 ] ).getByRole( 'button', { name: 'Unsubscribe' } )
		);
		expect(
			await within( rows[ 2 ] ).findByRole( 'button', {
				name: 'Subscribe',
			} )
		).toBeEnabled();
		expect(
			api
				.callsTo( 'POST', '/api/member/subscribe' )
				.map( ( call ) => call.body )
		).toEqual( [
			{ id: 159, flag: false },
			{ id: 161, flag: false },
		] );

		await userEvent.keyboard( '{Escape}' );

		expect( tagTabs() ).toEqual( [ '能源' ] );
		await waitFor( () => expect( pages ).toHaveLength( 1 ) );
		expect( pages[ 0 ].url.searchParams.get( 'tag' ) ).toBe( '153' );
		await act( async () =>
			pages[ 0 ].answer( {
				props: props( { subscriptions: [ TAGS[ 0 ] ] } ),
			} )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'tab', { name: '能源' } )
			).toHaveAttribute( 'aria-selected', 'true' )
		);
		expect( tagTabs() ).toEqual( [ '能源' ] );
	} );

	it( 'shows the recommended tags once every tag is dropped', async () => {
		api.on( 'POST', '/api/member/subscribe', ( call ) =>
			ok( {
				id: ( call.body as { id: number } ).id,
				subscribed: false,
				delta: -1,
				subscribe_number: 4,
			} )
		);
		open( { subscriptions: [ TAGS[ 0 ] ] } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage tags' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Manage tags' } );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Unsubscribe' } )
		);
		await within( dialog ).findByRole( 'button', { name: 'Subscribe' } );

		await userEvent.keyboard( '{Escape}' );

		await waitFor( () => expect( pages ).toHaveLength( 1 ) );
		expect( pages[ 0 ].url.searchParams.has( 'tag' ) ).toBe( false );
		await act( async () =>
			pages[ 0 ].answer( {
				props: props( {
					subscriptions: [],
					previews: {},
					recommended: [ RECOMMENDED ],
				} ),
			} )
		);
		expect(
			await screen.findByText( 'You have not subscribed to any tags yet' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		).toBeInTheDocument();
		expect(
			api.callsTo( 'POST', '/api/member/subscription-order' )
		).toHaveLength( 0 );
	} );

	it( 'says the limit is reached when the member follows the most tags', async () => {
		open( { limit: 3 } );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage tags' } )
		);

		expect(
			screen.getByText(
				'You have reached the limit of 3 subscribed tags.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Go to search' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'with no subscriptions', () => {
	it( 'recommends tags with their facts, posts, subscribe toggle (refresh notice) and view-more', async () => {
		api.on(
			'POST',
			'/api/member/subscribe',
			ok( { id: 155, subscribed: true, delta: 1, subscribe_number: 21 } )
		);
		open( {
			subscriptions: [],
			previews: {},
			recommended: [ RECOMMENDED ],
		} );

		expect(
			screen.getByText( 'You have not subscribed to any tags yet' )
		).toBeVisible();
		expect(
			screen.getByText( '20 followers' ).parentElement
		).toHaveTextContent( '20 followers · 42 articles' );
		expect(
			screen.getByRole( 'link', { name: '催化新进展' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'See more' } )
		).toHaveAttribute( 'href', 'https://site.test/tag/organic-chemistry/' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		);

		expect(
			await screen.findByRole( 'button', { name: 'Subscribed' } )
		).toBeEnabled();
		expect(
			screen.getByText( '21 followers' ).parentElement
		).toHaveTextContent( '21 followers · 42 articles' );
		expect(
			await screen.findByText( 'Subscribed. Refresh the page to see it.' )
		).toBeInTheDocument();
		expect( api.calls[ 0 ].body ).toEqual( { id: 155, flag: true } );
		expect(
			select( memberSessionStore ).getCounter( 'subscriptionNumber' )
		).toBe( 4 );
	} );
} );
