/**
 * The profile's tabs by hash, and the likes and collection lists, on the server's markup: the
 * island switches the tabs without scrolling, works the toggles (取消点赞 / 点赞) and loads another
 * page of a list as the server's frame.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { memberSessionStore } from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { ProfileTabs } from '../../../../src/islands/profile-tabs/ProfileTabs';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';
import { drawServerTabs, fakeProfilePages } from '../../helpers/profile-tabs';
import type { PageCall, ServerView } from '../../helpers/profile-tabs';
import { cards, props } from './fixtures';

let api: FakeApi;
let pages: PageCall[];

/**
 * The server’s tabs for a view, with the island started on them.
 *
 * @param view What the server shows.
 */
function start( view: ServerView = { props: props() } ) {
	const container = drawServerTabs( view );
	const root = document.createElement( 'div' );
	container.append( root );
	render(
		<>
			<ProfileTabs { ...view.props } />
			<Toasts />
		</>,
		{ container: root }
	);
	return container;
}

/** The profile's panel shown. */
function shownPanel(): HTMLElement {
	return document.querySelector(
		'.mvc-profile-tabs__panel:not([hidden])'
	) as HTMLElement;
}

beforeEach( () => {
	api = fakeApi();
	pages = fakeProfilePages( globalThis.fetch );
	window.history.replaceState( null, '', '/profile/' );
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
		dispatch( memberSessionStore ).setCounter( 'likeNumber', 12 );
	} );
} );

afterEach( () => {
	resetStores();
	window.localStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'the tabs', () => {
	it( 'shows likes by default, each tab a link to its hash, the CSS-only modifier off', () => {
		const container = start();

		const likes = screen.getByRole( 'tab', { name: 'My likes' } );
		expect( likes ).toHaveAttribute( 'aria-selected', 'true' );
		expect( likes ).toHaveAttribute( 'href', '#tab1' );
		expect( likes ).toHaveAttribute( 'tabindex', '0' );
		expect(
			screen.getByRole( 'tab', { name: 'My subscriptions' } )
		).toHaveAttribute( 'tabindex', '-1' );
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab1' );
		expect( screen.getByText( 'Article 1' ) ).toBeVisible();
		expect(
			container.querySelector( '#mvc-profile-tabs' )?.className
		).toBe( 'mvc-profile-tabs' );
	} );

	it( 'opens the tab the hash names, and follows a changed hash', () => {
		window.history.replaceState( null, '', '/profile/#tab2' );
		start();

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
		start();

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
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab3' );

		act( () => {
			window.history.replaceState( null, '', '/profile/#tab1' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( shownPanel() ).toHaveAttribute( 'id', 'tab1' );
	} );
} );

describe( 'the likes list', () => {
	it( 'shows the server’s cards with their tag links to the tag page', () => {
		start();

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
		start();
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
		expect(
			within( item ).getByRole( 'button', { name: 'Like' } )
		).toHaveClass( 'is-off' );
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

	it( 'keeps the label and says why when the call fails', async () => {
		api.on( 'POST', '/api/member/like', {
			status: 500,
			body: { code: 500, message: 'Server busy', data: null },
		} );
		start();
		const item = screen
			.getByRole( 'link', { name: 'Article 1' } )
			.closest( 'li' ) as HTMLElement;

		await userEvent.click(
			within( item ).getByRole( 'button', { name: 'Unlike' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent( /./ );
		expect(
			within( item ).getByRole( 'button', { name: 'Unlike' } )
		).toBeEnabled();
	} );

	it( 'loads another page as the server’s frame, the address replaced', async () => {
		start();
		const before = window.history.length;

		await userEvent.click(
			screen.getAllByRole( 'link', { name: 'Page 2' } )[ 0 ]
		);

		expect( pages ).toHaveLength( 1 );
		expect( pages[ 0 ].url.search ).toBe( '?likes=2' );
		const base = props();
		await act( async () =>
			pages[ 0 ].answer( {
				props: {
					...base,
					likes: { total: 12, total_pages: 2, data: cards( 11, 2 ) },
				},
				likesPage: 2,
			} )
		);

		expect( await screen.findByText( 'Article 11' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Article 1' ) ).not.toBeInTheDocument();
		expect(
			within( shownPanel() ).getByText( '2', {
				selector: '[aria-current="page"]',
			} )
		).toBeInTheDocument();
		expect( window.location.search ).toBe( '?likes=2' );
		expect( window.location.hash ).toBe( '#tab1' );
		expect( window.history.length ).toBe( before );
		expect( api.calls ).toHaveLength( 0 );
	} );

	it( 'keeps the other frames’ views in the address', async () => {
		window.history.replaceState( null, '', '/profile/?tag=159#tab1' );
		start();

		await userEvent.click(
			screen.getAllByRole( 'link', { name: 'Page 2' } )[ 0 ]
		);

		expect( pages[ 0 ].url.searchParams.get( 'tag' ) ).toBe( '159' );
		expect( pages[ 0 ].url.searchParams.get( 'likes' ) ).toBe( '2' );
		await act( async () =>
			pages[ 0 ].answer( { props: props(), likesPage: 2 } )
		);
		await waitFor( () =>
			expect( window.location.search ).toBe( '?tag=159&likes=2' )
		);
		expect( window.location.hash ).toBe( '#tab1' );
	} );

	it( 'keeps the page shown when the load fails, and says so', async () => {
		start();

		await userEvent.click(
			screen.getAllByRole( 'link', { name: 'Page 2' } )[ 0 ]
		);
		await act( async () => pages[ 0 ].answer( 503 ) );

		expect(
			await screen.findByText(
				'Something went wrong. Please try again later.'
			)
		).toBeInTheDocument();
		expect( screen.getByText( 'Article 1' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect(
				shownPanel().querySelector( '[data-mvc-pager]' )
			).not.toHaveAttribute( 'aria-busy' )
		);
		expect( window.location.search ).toBe( '' );
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
		start();

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
		start( {
			props: props( {
				collection: { total: 0, total_pages: 0, data: [] },
			} ),
		} );

		expect(
			screen.getByText(
				'You have not added any article to your favourites yet'
			)
		).toBeVisible();
		expect(
			within( shownPanel() ).getByRole( 'link', { name: 'Go to search' } )
		).toHaveAttribute( 'href', 'https://site.test/search/' );
	} );
} );
