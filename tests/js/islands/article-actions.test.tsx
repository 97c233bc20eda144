/**
 * The article's like, favourite and share buttons: one PUT per press with the count from the
 * answer and the member's global counters moved by its delta; a visitor gets the login popup;
 * share shows WeChat's hint inside WeChat, copies the link on other phones, and opens the QR panel
 * on a computer. The buttons are the server's (theme/template-parts/article-reactions.php, copied
 * here): the island enhances them in place and draws only the share panel.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import {
	loginPopupStore,
	memberSessionStore,
	toastStore,
} from '@mvc/runtime-core';

import { ArticleActions } from '../../../src/islands/article-actions/ArticleActions';
import { fail, fakeApi, ok } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';

const URL = 'https://site.test/research-news/research-01/';
const TITLE = '钙钛矿';

let api: FakeApi;

/** The row of buttons as the server draws it. */
let row: HTMLElement | null = null;

/**
 * The server's row of buttons (theme/template-parts/article-reactions.php).
 *
 * @param likes     The like count drawn, '' when it was not read.
 * @param favorites The favourite count drawn.
 */
function drawServerRow( likes: string, favorites: string ) {
	const button = (
		kind: string,
		reaction: string,
		label: string,
		count: string
	) =>
		`<button type="button" class="mvc-reactions__item mvc-reactions__item--${ kind }" aria-pressed="false" data-mvc-reaction="${ reaction }"><svg aria-hidden="true"></svg><span class="screen-reader-text">${ label }</span><span class="mvc-reactions__count" data-count="${ kind }" data-mvc-count>${ count }</span></button>`;
	row = document.createElement( 'div' );
	row.className = 'mvc-reactions';
	row.id = 'mvc-reactions-18';
	row.innerHTML =
		button( 'like', 'like', 'Like', likes ) +
		button( 'favorite', 'collect', 'Favourite', favorites ) +
		'<div class="mvc-share" data-mvc-share><button type="button" class="mvc-reactions__item mvc-share__button" aria-expanded="false" data-mvc-share-button><svg aria-hidden="true"></svg><span>Share</span></button></div>';
	document.body.append( row );
}

function renderIsland() {
	drawServerRow( '4', '2' );
	render(
		<ArticleActions
			row="mvc-reactions-18"
			postId={ 18 }
			url={ URL }
			title={ TITLE }
			likes={ 4 }
			favorites={ 2 }
			liked={ false }
			favorited={ false }
			summary="摘要"
			image="https://site.test/cover.jpg"
		/>
	);
}

function toasts(): string[] {
	return select( toastStore )
		.getToasts()
		.map( ( toast ) => toast.message );
}

function userAgent( value: string ) {
	Object.defineProperty( window.navigator, 'userAgent', {
		value,
		configurable: true,
	} );
}

beforeEach( () => {
	api = fakeApi();
	userAgent( 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' );
} );

afterEach( () => {
	resetStores();
	row?.remove();
	row = null;
} );

it( 'likes with one PUT, shows the count from the answer and moves the member’s counter', async () => {
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
	api.on( 'POST', '/api/member/like', () =>
		ok( { id: 18, userLiked: true, delta: 1, count: 5 } )
	);
	renderIsland();

	await userEvent.click( screen.getByRole( 'button', { name: /Like/ } ) );

	const like = await screen.findByRole( 'button', {
		name: /Like/,
		pressed: true,
	} );
	expect( like ).toHaveTextContent( '5' );
	const puts = api.callsTo( 'POST', '/api/member/like' );
	expect( puts ).toHaveLength( 1 );
	expect( puts[ 0 ].body ).toEqual( { id: 18, flag: true } );
	expect( select( memberSessionStore ).getCounter( 'likeNumber' ) ).toBe( 1 );
	expect(
		screen.getByRole( 'button', { name: /Favourite/ } )
	).toHaveTextContent( '2' );
} );

it( 'sends nothing for a visitor and opens the login popup', async () => {
	renderIsland();

	await userEvent.click(
		screen.getByRole( 'button', { name: /Favourite/ } )
	);

	expect(
		api.calls.filter( ( call ) => call.method !== 'GET' )
	).toHaveLength( 0 );
	expect( select( loginPopupStore ).isOpen() ).toBe( true );
	// The popup says why it opened (请先登录).
	expect( select( loginPopupStore ).getReason() ).toBe( 'members-only' );
} );

it( 'reads the counts with the count calls, and the member’s own state after a login', async () => {
	let member = false;
	api.on( 'GET', '/api/member/like/count', () =>
		ok( member ? { count: 7, userLiked: true } : { count: 7 } )
	);
	api.on( 'GET', '/api/member/collect/count', () =>
		ok( member ? { count: 3, userFavorite: false } : { count: 3 } )
	);
	renderIsland();

	expect(
		await screen.findByRole( 'button', { name: /Like/ } )
	).toHaveTextContent( '4' );
	await screen.findByText( '7' );
	expect(
		screen.getByRole( 'button', { name: /Favourite/ } )
	).toHaveTextContent( '3' );
	expect(
		api
			.callsTo( 'GET', '/api/member/like/count' )[ 0 ]
			.query.get( 'postId' )
	).toBe( '18' );

	member = true;
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );

	expect(
		await screen.findByRole( 'button', { name: /Like/, pressed: true } )
	).toHaveTextContent( '7' );
	expect(
		screen.getByRole( 'button', { name: /Favourite/, pressed: false } )
	).toBeInTheDocument();
} );

it( 'draws counts the page could not read as blank, not 0, until the count calls answer', async () => {
	let answered = false;
	api.on( 'GET', '/api/member/like/count', () =>
		answered
			? ok( { count: 7 } )
			: fail( 503, '服务器繁忙，请重试。', null, 503 )
	);
	api.on( 'GET', '/api/member/collect/count', () =>
		answered
			? ok( { count: 3 } )
			: fail( 503, '服务器繁忙，请重试。', null, 503 )
	);
	drawServerRow( '', '' );
	render(
		<ArticleActions
			row="mvc-reactions-18"
			postId={ 18 }
			url={ URL }
			title={ TITLE }
			likes={ null }
			favorites={ null }
			liked={ false }
			favorited={ false }
			summary="摘要"
			image="https://site.test/cover.jpg"
		/>
	);

	await act( async () => {
		await Promise.resolve();
	} );
	expect( api.callsTo( 'GET', '/api/member/like/count' ) ).toHaveLength( 1 );
	for ( const count of document.querySelectorAll(
		'.mvc-reactions__count'
	) ) {
		expect( count ).toHaveTextContent( /^$/ );
	}

	// A login reads them again: the answers' counts show.
	answered = true;
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
	await screen.findByText( '7' );
	expect(
		screen.getByRole( 'button', { name: /Favourite/ } )
	).toHaveTextContent( '3' );
} );

it( 'inside WeChat on a phone, share says to use WeChat’s menu', async () => {
	userAgent( 'Mozilla/5.0 (iPhone) MicroMessenger/8.0' );
	renderIsland();

	await userEvent.click( screen.getByRole( 'button', { name: 'Share' } ) );

	expect( toasts() ).toEqual( [
		'Tap ‘…’ at the top right to share with friends or Moments',
	] );
} );

it( 'on another phone, share copies the link', async () => {
	userAgent( 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' );
	const writeText = jest.fn().mockResolvedValue( undefined );
	Object.defineProperty( window.navigator, 'clipboard', {
		value: { writeText },
		configurable: true,
	} );
	renderIsland();

	await userEvent.click( screen.getByRole( 'button', { name: 'Share' } ) );

	expect( writeText ).toHaveBeenCalledWith( URL );
	expect( toasts() ).toEqual( [ 'Link copied to the clipboard' ] );
} );

it( 'on a computer, share opens the panel with the 180 px QR code and closes on Escape', async () => {
	renderIsland();
	const share = screen.getByRole( 'button', { name: 'Share' } );

	await userEvent.click( share );

	expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
	const qr = screen.getByRole( 'img', { name: 'QR code of this page' } );
	expect( qr ).toHaveAttribute( 'width', '180' );
	const weibo = screen.getByRole( 'link', {
		name: /^Weibo\s*\(opens in a new tab\)$/,
	} );
	expect( weibo ).toHaveAttribute(
		'href',
		expect.stringContaining( encodeURIComponent( URL ) )
	);
	expect(
		new window.URL( weibo.getAttribute( 'href' ) ?? '' ).searchParams.get(
			'title'
		)
	).toBe( TITLE );

	await userEvent.keyboard( '{Escape}' );
	expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( share ).toHaveFocus();
} );

it( 'closes the share panel on a press outside it', async () => {
	renderIsland();
	const share = screen.getByRole( 'button', { name: 'Share' } );
	await userEvent.click( share );
	expect( share ).toHaveAttribute( 'aria-expanded', 'true' );

	await userEvent.click( document.body );

	expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
} );

it( 'enhances the server’s buttons in place: the same elements, and no markup of its own but the panel', async () => {
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
	api.on( 'POST', '/api/member/collect', () =>
		ok( { id: 18, userFavorite: true, delta: 1, count: 3 } )
	);
	renderIsland();
	const favourite = document.querySelector( '[data-mvc-reaction="collect"]' );

	await userEvent.click(
		screen.getByRole( 'button', { name: /Favourite/ } )
	);

	expect(
		await screen.findByRole( 'button', {
			name: /Favourite/,
			pressed: true,
		} )
	).toBe( favourite );
	expect( favourite ).toHaveClass( 'is-on' );
	expect( favourite ).toHaveTextContent( '3' );
	expect( document.querySelectorAll( '.mvc-reactions__item' ) ).toHaveLength(
		3
	);
} );
