/**
 * The profile's tabs by hash, and the likes and collection lists: cards with tag links, the
 * toggle (取消点赞 / 点赞), the pager, the empty state.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { memberSessionStore } from '@mvc/runtime-core';

import { ProfileTabs } from '../../../../src/islands/profile-tabs/ProfileTabs';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { cards, props } from './fixtures';

let api: FakeApi;

/** The profile's panel shown (the subscriptions tab holds a tab panel of its own). */
function shownPanel(): HTMLElement {
	return document.querySelector(
		'.mvc-profile-tabs__panel:not([hidden])'
	) as HTMLElement;
}

beforeEach( () => {
	api = fakeApi();
	window.history.replaceState( null, '', '/profile/' );
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
		dispatch( memberSessionStore ).setCounter( 'likeNumber', 12 );
	} );
} );

afterEach( () => {
	resetStores();
	window.localStorage.clear();
} );

describe( 'the tabs', () => {
	it( 'shows likes by default, each tab a link to its hash', () => {
		render( <ProfileTabs { ...props() } /> );

		const likes = screen.getByRole( 'tab', { name: 'My likes' } );
		expect( likes ).toHaveAttribute( 'aria-selected', 'true' );
		expect( likes ).toHaveAttribute( 'href', '#tab1' );
		expect(
			screen.getByRole( 'tab', { name: 'My subscriptions' } )
		).toHaveAttribute( 'href', '#tab3' );
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab1' );
		expect( screen.getByText( 'Article 1' ) ).toBeVisible();
	} );

	it( 'opens the tab the hash names, and follows a changed hash', () => {
		window.history.replaceState( null, '', '/profile/#tab2' );
		render( <ProfileTabs { ...props() } /> );

		expect( shownPanel() ).toHaveAttribute( 'id', 'tab2' );
		expect( screen.getByText( '收藏的文章' ) ).toBeVisible();

		act( () => {
			window.history.replaceState( null, '', '/profile/#tab3' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );

		expect(
			screen.getByRole( 'tab', { name: 'My subscriptions' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab3' );
	} );

	it( 'puts the pressed tab in the address, and the arrow keys move between tabs', async () => {
		render( <ProfileTabs { ...props() } /> );

		await userEvent.click(
			screen.getByRole( 'tab', { name: 'My favourites' } )
		);

		expect( window.location.hash ).toBe( '#tab2' );
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab2' );

		await userEvent.keyboard( '{ArrowRight}' );

		expect( window.location.hash ).toBe( '#tab3' );
		expect(
			screen.getByRole( 'tab', { name: 'My subscriptions' } )
		).toHaveFocus();
	} );
} );

describe( 'the likes list', () => {
	it( 'shows cards with their tag links to the tag page', () => {
		render( <ProfileTabs { ...props() } /> );

		const first = screen.getByRole( 'link', { name: 'Article 1' } );
		expect( first ).toHaveAttribute(
			'href',
			'https://site.test/research-news/a-1/'
		);
		expect(
			screen.getAllByRole( 'link', { name: '#能源' } )[ 0 ]
		).toHaveAttribute( 'href', 'https://site.test/tag/energy/' );
	} );

	it( 'cancels a like with one PUT, disabled while pending; the item stays with 点赞 and the counter follows', async () => {
		let release: () => void = () => undefined;
		api.on(
			'POST',
			'/api/member/like',
			() =>
				new Promise( ( resolve ) => {
					release = () =>
						resolve( ok( { id: 1, delta: -1, count: 3 } ) );
				} )
		);
		render( <ProfileTabs { ...props() } /> );
		const item = screen
			.getByRole( 'link', { name: 'Article 1' } )
			.closest( 'li' ) as HTMLElement;

		await userEvent.click(
			within( item ).getByRole( 'button', { name: 'Unlike' } )
		);

		expect(
			within( item ).getByRole( 'button', { name: 'Unlike' } )
		).toBeDisabled();
		await act( async () => release() );

		expect(
			await within( item ).findByRole( 'button', { name: 'Like' } )
		).toBeEnabled();
		expect( api.calls[ 0 ].body ).toEqual( { id: 1, flag: false } );
		expect(
			screen.getByRole( 'link', { name: 'Article 1' } )
		).toBeInTheDocument();
		expect( select( memberSessionStore ).getCounter( 'likeNumber' ) ).toBe(
			11
		);

		// Pressed again: liked again.
		api.on(
			'POST',
			'/api/member/like',
			ok( { id: 1, delta: 1, count: 4 } )
		);
		await userEvent.click(
			within( item ).getByRole( 'button', { name: 'Like' } )
		);

		expect(
			await within( item ).findByRole( 'button', { name: 'Unlike' } )
		).toBeEnabled();
		expect( api.calls[ 1 ].body ).toEqual( { id: 1, flag: true } );
	} );

	it( 'loads another page with POST userlikes {page, per_page: 10}', async () => {
		api.on(
			'POST',
			'/api/member/userlikes',
			ok( { total: 12, total_pages: 2, data: cards( 11, 2 ) } )
		);
		render( <ProfileTabs { ...props() } /> );

		await userEvent.click(
			screen.getAllByRole( 'button', { name: 'Page 2' } )[ 0 ]
		);

		expect( await screen.findByText( 'Article 11' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Article 1' ) ).not.toBeInTheDocument();
		expect( api.calls[ 0 ] ).toMatchObject( {
			method: 'POST',
			path: '/api/member/userlikes',
			body: { page: 2, per_page: 10 },
		} );
		expect(
			within( shownPanel() ).getByText( '2', {
				selector: '[aria-current="page"]',
			} )
		).toBeInTheDocument();
	} );
} );

describe( 'the collection list', () => {
	it( 'cancels a favourite with PUT collect and says 收藏 afterwards', async () => {
		window.history.replaceState( null, '', '/profile/#tab2' );
		api.on(
			'POST',
			'/api/member/collect',
			ok( { id: 50, delta: -1, count: 0 } )
		);
		render( <ProfileTabs { ...props() } /> );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove from favourites' } )
		);

		expect(
			await screen.findByRole( 'button', { name: 'Favourite' } )
		).toBeEnabled();
		expect( api.calls[ 0 ] ).toMatchObject( {
			path: '/api/member/collect',
			body: { id: 50, flag: false },
		} );
	} );

	it( 'says so when empty, with the way to search', () => {
		window.history.replaceState( null, '', '/profile/#tab2' );
		render(
			<ProfileTabs
				{ ...props( {
					collection: { total: 0, total_pages: 0, data: [] },
				} ) }
			/>
		);

		expect(
			screen.getByText(
				'You have not added any article to your favourites yet'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Go to search' } )
		).toHaveAttribute( 'href', 'https://site.test/search/' );
	} );
} );
