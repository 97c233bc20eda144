/**
 * The message centre (/messages): the server draws it (theme/template-parts/messages/centre.php,
 * copied here in `centre()`); the island draws nothing and enhances it. A press on a message's
 * article, appeal or rules link marks that message read, mark-all-read the tab's, the pager reloads
 * the server frame in place (back and forward too), a failed picture gives way to the initial; the
 * tabs' badges and the member-session store's counters (the header's) follow.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { memberSessionStore, toastStore } from '@mvc/runtime-core';

import { MessageCentre } from '../../../../src/islands/message-centre/MessageCentre';
import { formatCount } from '../../../../src/member/count';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';

const READ = '/api/member/messages/read';

interface Item {
	id: number;
	unread?: boolean;
	/** A mention's author and picture; a system message's event and deleted comment. */
	name?: string;
	avatar?: string;
	staff?: boolean;
	event?: string;
	deleted?: boolean;
}

interface Kind {
	items: Item[];
	unread: number;
	/** Page and pages of the pager. */
	page?: number;
	pages?: number;
}

/**
 * The server's region as centre.php draws it.
 *
 * @param mention Mentions.
 * @param system  System messages.
 * @param tab     The tab the address names.
 */
function centre( mention: Kind, system: Kind, tab = 1 ): string {
	const kinds = { mention, system };
	const tabs = ( [ 'mention', 'system' ] as const )
		.map( ( category, index ) => {
			const number = index + 1;
			const { unread } = kinds[ category ];
			const badge =
				unread > 0
					? `<span class="mvc-messages__badge" aria-hidden="true" data-mvc-badge data-mvc-count>${ formatCount(
							unread
						) }</span><span class="screen-reader-text" data-mvc-badge>(<span data-mvc-count>${ formatCount(
							unread
						) }</span> unread)</span>`
					: '';
			return `<a class="mvc-tabs__tab${
				number === tab ? ' is-current' : ''
			}" role="tab" id="mvc-messages-tab-${ number }" data-tab="${ number }" data-mvc-category="${ category }" data-mvc-total-unread="${ unread }" aria-controls="mvc-messages-panel-${ number }" aria-selected="${
				number === tab
			}" href="/messages/${
				number === 2 ? '?tab=2' : ''
			}#tab${ number }">${
				category === 'mention' ? 'Mentions' : 'System messages'
			}${ badge }</a>`;
		} )
		.join( '' );
	const item = ( category: string, message: Item ) => {
		const mentionHead = `<span class="mvc-message__avatar" aria-hidden="true" data-mvc-avatar>${
			message.avatar
				? `<img src="${ message.avatar }" width="40" height="40" alt="" loading="lazy">`
				: ''
		}<span class="mvc-message__initial"${
			message.avatar ? ' hidden' : ''
		}>${ ( message.name ?? '?' ).slice( 0, 1 ) }</span></span>`;
		const link = `https://site.test/research-news/a-${ message.id }/`;
		return `<li class="mvc-message mvc-message--${ category }${
			message.unread ? ' is-unread' : ''
		}" data-mvc-message="${ message.id }">${
			message.unread
				? '<span class="mvc-message__dot" aria-hidden="true" data-mvc-unread></span>'
				: ''
		}${ category === 'mention' ? mentionHead : '' }<div class="mvc-message__body"><p class="mvc-message__head">${
			message.unread
				? '<span class="screen-reader-text" data-mvc-unread>Unread:</span>'
				: ''
		}${
			category === 'mention'
				? `<strong class="mvc-message__name">${ message.name }</strong>${
						message.staff
							? '<span class="mvc-message__staff">Staff</span>'
							: ''
					}<span class="mvc-message__event">mentioned you in a comment</span>`
				: `<strong class="mvc-message__event">${ message.event }</strong>`
		}</p><p class="mvc-message__abstract">评论摘要 ${
			message.id
		}</p><p class="mvc-message__meta"><a class="mvc-message__post" href="${ link }${
			message.deleted ? '' : `#c-${ 500 + message.id }`
		}" data-mvc-open>文章 ${ message.id }</a>${
			message.deleted
				? `<a class="mvc-message__appeal" href="https://site.test/contact/?appeal=${
						500 + message.id
					}" data-mvc-open>Appeal</a><a class="mvc-message__criterion" href="https://site.test/contact/#comment-rules" data-mvc-open>Comment rules</a>`
				: ''
		}<time class="mvc-message__date" datetime="2025-03-01T09:30:00+08:00">2025年3月1日</time></p></div></li>`;
	};
	const pager = ( number: number, { page = 1, pages = 1 }: Kind ) =>
		pages > 1
			? `<nav class="mvc-pager" aria-label="${
					number === 1 ? 'Mentions' : 'System messages'
				}" data-mvc-pager>${ Array.from( { length: pages }, ( _, i ) =>
					i + 1 === page
						? `<span class="mvc-pager__item is-current" aria-current="page">${ page }</span>`
						: `<a class="mvc-pager__item mvc-pager__item--${
								i + 1
							}" href="/messages/?${
								number === 2 ? 'tab=2&' : ''
							}pg=${ i + 1 }#tab${ number }"><span class="screen-reader-text">Page ${
								i + 1
							}</span><span aria-hidden="true">${
								i + 1
							}</span></a>`
				).join( '' ) }</nav>`
			: '';
	const panels = ( [ 'mention', 'system' ] as const )
		.map( ( category, index ) => {
			const number = index + 1;
			const kind = kinds[ category ];
			return `<section class="mvc-messages__panel" role="tabpanel" id="mvc-messages-panel-${ number }" aria-labelledby="mvc-messages-tab-${ number }" data-tab="${ number }" data-mvc-category="${ category }"${
				number === tab ? '' : ' hidden'
			}><div class="mvc-messages__bar"><button type="button" class="mvc-messages__read-all" data-mvc-read-all${
				kind.items.length ? '' : ' disabled'
			}>Mark all as read</button></div>${
				kind.items.length
					? `<ul class="mvc-messages__list">${ kind.items
							.map( ( message ) => item( category, message ) )
							.join( '' ) }</ul>`
					: '<p class="mvc-messages__empty">No messages received yet</p>'
			}${ pager( number, kind ) }</section>`;
		} )
		.join( '' );
	return `<div class="mvc-messages" id="mvc-messages" data-mvc-frame="messages" data-mvc-hash-tabs><div class="mvc-tabs mvc-tabs--buttons mvc-messages__tabs" role="tablist" aria-label="Message categories">${ tabs }</div>${ panels }</div>`;
}

const NONE: Kind = { items: [], unread: 0 };

const MENTIONS: Kind = {
	items: [
		{ id: 2, unread: true, name: '李薇2' },
		{ id: 1, name: '李薇1' },
	],
	unread: 1,
};

let api: FakeApi;
/** The pages the frame asked for, answered by `pages`. */
let pages: Map< string, string >;
let asked: string[];

/**
 * Puts the server's region on the page and mounts the island beside it, as the loader does.
 *
 * @param markup The region's markup.
 */
function mount( markup: string ) {
	document.body.innerHTML = markup;
	return render( <MessageCentre frame="mvc-messages" />, {
		container: document.body.appendChild( document.createElement( 'div' ) ),
	} );
}

/**
 * Links go nowhere in jsdom: keep the page (the island's own handler still runs).
 *
 * @param event Click.
 */
function stayOnPage( event: Event ) {
	const target = event.target as Element | null;
	if ( target?.closest?.( '[data-mvc-open]' ) ) {
		event.preventDefault();
	}
}

function counter( name: 'mentionMessageCount' | 'systemMessageCount' ) {
	return select( memberSessionStore ).getCounter( name );
}

function region(): HTMLElement {
	return document.getElementById( 'mvc-messages' ) as HTMLElement;
}

beforeEach( () => {
	api = fakeApi();
	pages = new Map();
	asked = [];
	const rest = globalThis.fetch;
	// The page's own address (the frame) answers HTML; the REST API its envelopes.
	globalThis.fetch = jest.fn(
		async ( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = new URL( String( input ), window.location.href );
			if ( url.pathname !== '/messages/' ) {
				return rest( input, init );
			}
			asked.push( url.pathname + url.search );
			const body = pages.get( url.search );
			return {
				status: body ? 200 : 500,
				ok: Boolean( body ),
				text: async () =>
					`<!doctype html><html><body><header>site</header>${
						body ?? 'error'
					}</body></html>`,
			} as Response;
		}
	);
	window.history.replaceState( null, '', '/messages/' );
	document.addEventListener( 'click', stayOnPage, true );
} );

afterEach( () => {
	document.removeEventListener( 'click', stayOnPage, true );
	resetStores();
	document.body.innerHTML = '';
} );

describe( 'mounting', () => {
	it( 'draws nothing, leaves the server’s messages as they are and gives the header the page’s counts', () => {
		const { container } = mount(
			centre(
				{
					items: [
						{ id: 3, name: '王编辑', staff: true },
						...MENTIONS.items,
					],
					unread: 1,
				},
				{
					items: [ { id: 9, unread: true, event: 'Liked' } ],
					unread: 7,
				}
			)
		);
		const before = region().outerHTML;

		expect( container ).toBeEmptyDOMElement();
		expect( region().outerHTML ).toBe( before );
		expect(
			region().querySelectorAll( '.mvc-message__staff' )
		).toHaveLength( 1 );
		expect( counter( 'mentionMessageCount' ) ).toBe( 1 );
		expect( counter( 'systemMessageCount' ) ).toBe( 7 );
	} );
} );

describe( 'reading', () => {
	it( 'marks a message read with one call when its article link is pressed, and the counts follow', async () => {
		let answer: () => void = () => undefined;
		api.on(
			'POST',
			READ,
			() =>
				new Promise( ( resolve ) => {
					answer = () =>
						resolve( ok( { updated: 1, totalUnread: 4 } ) );
				} )
		);
		mount( centre( MENTIONS, NONE ) );
		const tab = screen.getByRole( 'tab', { name: /Mentions/ } );
		expect( tab ).toHaveTextContent( 'Mentions1(1 unread)' );

		await userEvent.click( screen.getByRole( 'link', { name: '文章 2' } ) );

		// At once, without waiting for the server.
		expect( region().querySelectorAll( '.is-unread' ) ).toHaveLength( 0 );
		expect( region().querySelectorAll( '[data-mvc-unread]' ) ).toHaveLength(
			0
		);
		expect( tab ).toHaveTextContent( /^Mentions$/ );
		expect( counter( 'mentionMessageCount' ) ).toBe( 0 );
		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'mention',
			ids: [ 2 ],
		} );
		// Then the server's count (a message came meanwhile).
		await act( async () => answer() );
		expect( counter( 'mentionMessageCount' ) ).toBe( 4 );

		// A message already read makes no call.
		await userEvent.click( screen.getByRole( 'link', { name: '文章 1' } ) );
		await userEvent.click( screen.getByRole( 'link', { name: '文章 2' } ) );
		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
	} );

	it( 'marks a message read on a middle click too', async () => {
		api.on( 'POST', READ, ok( { updated: 1, totalUnread: 0 } ) );
		mount( centre( MENTIONS, NONE ) );

		await userEvent.pointer( {
			keys: '[MouseMiddle]',
			target: screen.getByRole( 'link', { name: '文章 2' } ),
		} );

		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
		expect( region().querySelectorAll( '.is-unread' ) ).toHaveLength( 0 );
	} );

	it( 'says the event of a system message, and its appeal and rules links mark it read', async () => {
		api.on( 'POST', READ, ok( { updated: 1, totalUnread: 1 } ) );
		window.history.replaceState( null, '', '/messages/#tab2' );
		mount(
			centre(
				NONE,
				{
					items: [
						{
							id: 3,
							unread: true,
							event: 'Your comment was deleted by an operator.',
							deleted: true,
						},
						{
							id: 2,
							unread: true,
							event: 'Your comment got 10 likes.',
						},
					],
					unread: 2,
				},
				2
			)
		);
		const panel = screen.getByRole( 'tabpanel' );

		await userEvent.click(
			within( panel ).getByRole( 'link', { name: 'Appeal' } )
		);

		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'system',
			ids: [ 3 ],
		} );
		expect(
			screen.getByRole( 'tab', { name: /System messages/ } )
		).toHaveTextContent( 'System messages1(1 unread)' );
		await act( async () => undefined );
		expect( counter( 'systemMessageCount' ) ).toBe( 1 );
	} );

	it( 'marks every message of the tab read with mark-all-read', async () => {
		let answer: () => void = () => undefined;
		api.on(
			'POST',
			READ,
			() =>
				new Promise( ( resolve ) => {
					answer = () =>
						resolve( ok( { updated: 150, totalUnread: 0 } ) );
				} )
		);
		mount(
			centre(
				{
					items: [
						{ id: 2, unread: true, name: 'A' },
						{ id: 1, unread: true, name: 'B' },
					],
					unread: 150,
				},
				NONE
			)
		);
		const tab = screen.getByRole( 'tab', { name: /Mentions/ } );
		expect( tab ).toHaveTextContent( '99…' );
		const button = screen.getAllByRole( 'button', {
			name: 'Mark all as read',
		} )[ 0 ];

		await userEvent.click( button );
		expect( button ).toBeDisabled();
		await act( async () => answer() );

		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'mention',
			ids: [],
		} );
		expect( region().querySelectorAll( '.is-unread' ) ).toHaveLength( 0 );
		expect( counter( 'mentionMessageCount' ) ).toBe( 0 );
		expect( tab ).not.toHaveTextContent( '99' );
		expect( button ).toBeEnabled();
	} );
} );

describe( 'pages', () => {
	const many: Kind = { ...MENTIONS, page: 1, pages: 3 };

	it( 'shows another page by reloading the server frame in place, with a history entry', async () => {
		pages.set(
			'?pg=3',
			centre(
				{
					items: [ { id: 103, unread: true, name: 'C' } ],
					unread: 5,
					page: 3,
					pages: 3,
				},
				{ items: [], unread: 2 }
			)
		);
		mount( centre( many, NONE ) );
		const pager = screen.getByRole( 'navigation', { name: 'Mentions' } );
		const link = within( pager ).getByRole( 'link', { name: 'Page 3' } );
		expect( link ).toHaveAttribute( 'href', '/messages/?pg=3#tab1' );

		await userEvent.click( link );

		expect( asked ).toEqual( [ '/messages/?pg=3' ] );
		expect( await screen.findByText( '评论摘要 103' ) ).toBeInTheDocument();
		expect( screen.queryByText( '评论摘要 2' ) ).not.toBeInTheDocument();
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Mentions' } )
			).getByText( '3' )
		).toHaveAttribute( 'aria-current', 'page' );
		expect( window.location.search + window.location.hash ).toBe(
			'?pg=3#tab1'
		);
		// The region is the same element; the tab the hash names is shown, with one tab stop.
		expect( region().hasAttribute( 'aria-busy' ) ).toBe( false );
		expect(
			screen.getByRole( 'tab', { name: /Mentions/, selected: true } )
		).toHaveAttribute( 'tabindex', '0' );
		// The page's counts are the header's.
		expect( counter( 'mentionMessageCount' ) ).toBe( 5 );
		expect( counter( 'systemMessageCount' ) ).toBe( 2 );
		// Items of the new page are enhanced too.
		api.on( 'POST', READ, ok( { updated: 1, totalUnread: 4 } ) );
		await userEvent.click(
			screen.getByRole( 'link', { name: '文章 103' } )
		);
		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'mention',
			ids: [ 103 ],
		} );
	} );

	it( 'keeps the list and says so when the page does not come, and leaves modified clicks alone', async () => {
		mount( centre( many, NONE ) );
		const pager = screen.getByRole( 'navigation', { name: 'Mentions' } );
		const link = within( pager ).getByRole( 'link', { name: 'Page 2' } );

		await userEvent.click( link );

		await act( async () => undefined );
		expect( asked ).toEqual( [ '/messages/?pg=2' ] );
		expect( screen.getByText( '评论摘要 2' ) ).toBeInTheDocument();
		expect( pager ).not.toHaveAttribute( 'aria-busy' );
		expect( link ).not.toHaveClass( 'is-loading' );
		expect( window.location.search ).toBe( '' );
		expect(
			select( toastStore )
				.getToasts()
				.map( ( toast ) => toast.message )
		).toEqual( [ 'This part of the page did not load.' ] );

		// Ctrl+click: a new tab at the page's own address, not a reload here.
		const leftAlone = jest.fn( ( event: Event ) => {
			expect( event.defaultPrevented ).toBe( false );
			event.preventDefault(); // jsdom does not open tabs.
		} );
		document.addEventListener( 'click', leftAlone );
		link.dispatchEvent(
			new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
				ctrlKey: true,
			} )
		);
		document.removeEventListener( 'click', leftAlone );
		expect( leftAlone ).toHaveBeenCalled();
		expect( asked ).toHaveLength( 1 );
	} );

	it( 'goes back to the page of the address with the browser’s back button', async () => {
		pages.set(
			'?tab=2&pg=2',
			centre(
				NONE,
				{
					items: [ { id: 40, event: 'Liked' } ],
					unread: 0,
					page: 2,
					pages: 2,
				},
				2
			)
		);
		mount( centre( MENTIONS, NONE ) );

		await act( async () => {
			window.history.pushState( null, '', '/messages/?tab=2&pg=2#tab2' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );

		expect( await screen.findByText( '评论摘要 40' ) ).toBeInTheDocument();
		expect( asked ).toEqual( [ '/messages/?tab=2&pg=2' ] );
		expect(
			screen.getByRole( 'tab', { name: /System messages/ } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAttribute(
			'id',
			'mvc-messages-panel-2'
		);

		// Another tab alone (the hash): no request.
		await act( async () => {
			window.history.pushState( null, '', '/messages/?tab=2&pg=2#tab1' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( asked ).toHaveLength( 1 );
	} );
} );

describe( 'pictures', () => {
	it( 'shows the name’s first character instead of a picture that fails to load', () => {
		mount(
			centre(
				{
					items: [
						{
							id: 1,
							name: '李薇',
							avatar: 'https://site.test/a.jpg',
						},
					],
					unread: 0,
				},
				NONE
			)
		);
		const avatar = region().querySelector(
			'[data-mvc-avatar]'
		) as HTMLElement;
		const initial = avatar.lastElementChild as HTMLElement;
		expect( initial ).not.toBeVisible();

		act( () => {
			avatar
				.querySelector( 'img' )
				?.dispatchEvent( new Event( 'error' ) );
		} );

		expect( avatar.querySelector( 'img' ) ).toBeNull();
		expect( initial ).toBeVisible();
		expect( initial ).toHaveTextContent( '李' );
	} );
} );
