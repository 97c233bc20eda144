/**
 * The message centre (/messages): two tabs by hash, a page of messages with the unread dot, the
 * view, appeal and rules links marking one message read, mark-all-read, the pager and the empty
 * state; the member-session store's counters (the header's) follow.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import dayjs from 'dayjs';
import { memberSessionStore } from '@mvc/runtime-core';
import type { MentionMessage, SystemMessage } from '@mvc/runtime-core';

import { MessageCentre } from '../../../../src/islands/message-centre/MessageCentre';
import { pagerItems } from '../../../../src/components/pager';
import {
	formatCount,
	formatDate,
} from '../../../../src/islands/message-centre/format';
import type { MessageCentreProps } from '../../../../src/islands/message-centre/types';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';

const READ = '/api/member/messages/read';
const MENTIONS = '/api/member/mention-message/get';
const WEEK = 7 * 24 * 3600;

function mention(
	id: number,
	overrides: Partial< MentionMessage > = {}
): MentionMessage {
	return {
		id,
		comment_id: 500 + id,
		comment_abstract: `评论摘要 ${ id }`,
		date: '2025-03-01T09:30:00+08:00',
		post_title: `文章 ${ id }`,
		post_link: `https://site.test/research-news/a-${ id }/`,
		status: 'READ',
		display_name: `李薇${ id }`,
		avatar: '',
		institution: '清华大学',
		...overrides,
	};
}

function systemMessage(
	id: number,
	type: SystemMessage[ 'type' ],
	overrides: Partial< SystemMessage > = {}
): SystemMessage {
	const deleted = type === 'DETETED_COMMENT';
	return {
		id,
		comment_id: 700 + id,
		comment_abstract: `我的评论 ${ id }`,
		date: '2025-03-01T09:30:00+08:00',
		post_title: `文章 ${ id }`,
		post_link: `https://site.test/research-news/s-${ id }/`,
		status: 'UNREAD',
		type,
		appeal_url: deleted
			? `https://site.test/contact/?appeal=${ 700 + id }`
			: '',
		criterion_url: deleted
			? 'https://site.test/contact/#comment-rules'
			: '',
		...overrides,
	};
}

function props(
	overrides: Partial< MessageCentreProps > = {}
): MessageCentreProps {
	return {
		tab: 1,
		perPage: 20,
		recent: WEEK,
		link: 'https://site.test/messages/',
		mention: {
			page: 1,
			total: 2,
			totalUnread: 1,
			data: [ mention( 2, { status: 'UNREAD' } ), mention( 1 ) ],
		},
		system: { page: 1, total: 0, totalUnread: 0, data: [] },
		...overrides,
	};
}

let api: FakeApi;

/**
 * Links go nowhere in jsdom: keep the page (the island's own handler still runs).
 * @param event
 */
function stayOnPage( event: Event ) {
	event.preventDefault();
}

beforeEach( () => {
	api = fakeApi();
	window.location.hash = '';
	document.addEventListener( 'click', stayOnPage, true );
} );

afterEach( () => {
	document.removeEventListener( 'click', stayOnPage, true );
	resetStores();
} );

function counter( name: 'mentionMessageCount' | 'systemMessageCount' ) {
	return select( memberSessionStore ).getCounter( name );
}

describe( 'the mentions tab', () => {
	it( 'shows who mentioned the member, the excerpt, the article link to the comment and the unread dot', () => {
		const { container } = render( <MessageCentre { ...props() } /> );

		expect(
			screen.getByRole( 'tab', { name: /Mentions/, selected: true } )
		).toHaveTextContent( '1' );
		const items = container.querySelectorAll( '.mvc-message' );
		expect( items ).toHaveLength( 2 );
		expect( items[ 0 ] ).toHaveClass( 'is-unread' );
		expect( items[ 1 ] ).not.toHaveClass( 'is-unread' );
		expect(
			items[ 0 ].querySelector( '.mvc-message__dot' )
		).not.toBeNull();
		expect( items[ 1 ].querySelector( '.mvc-message__dot' ) ).toBeNull();
		const first = within( items[ 0 ] as HTMLElement );
		expect( first.getByText( '李薇2' ) ).toBeInTheDocument();
		expect( first.getByText( '清华大学' ) ).toBeInTheDocument();
		expect( first.getByText( '评论摘要 2' ) ).toBeInTheDocument();
		// No avatar: the name's first character.
		expect(
			items[ 0 ].querySelector( '.mvc-message__initial' )
		).toHaveTextContent( '李' );
		expect( first.getByRole( 'link', { name: '文章 2' } ) ).toHaveAttribute(
			'href',
			'https://site.test/research-news/a-2/#c-502'
		);
		expect( first.getByText( '2025年3月1日' ) ).toBeInTheDocument();
		// The page's counters are the header's.
		expect( counter( 'mentionMessageCount' ) ).toBe( 1 );
	} );

	it( 'marks a message read with one call when its article link is pressed, and the counter follows', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		api.on(
			'POST',
			READ,
			() =>
				new Promise( ( resolve ) => {
					answer = () =>
						resolve( ok( { updated: 1, totalUnread: 4 } ) );
				} )
		);
		const { container } = render( <MessageCentre { ...props() } /> );

		await userEvent.click( screen.getByRole( 'link', { name: '文章 2' } ) );

		// At once, without waiting for the server.
		expect( container.querySelectorAll( '.is-unread' ) ).toHaveLength( 0 );
		expect( counter( 'mentionMessageCount' ) ).toBe( 0 );
		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'mention',
			ids: [ 2 ],
		} );
		// Then the server's count (a message came meanwhile).
		await act( async () => answer( null ) );
		expect( counter( 'mentionMessageCount' ) ).toBe( 4 );

		// A message already read makes no call.
		await userEvent.click( screen.getByRole( 'link', { name: '文章 1' } ) );
		await userEvent.click( screen.getByRole( 'link', { name: '文章 2' } ) );
		expect( api.callsTo( 'POST', READ ) ).toHaveLength( 1 );
	} );

	it( 'marks every message of the tab read with mark-all-read', async () => {
		api.on( 'POST', READ, ok( { updated: 1, totalUnread: 0 } ) );
		const { container } = render(
			<MessageCentre
				{ ...props( {
					mention: {
						page: 1,
						total: 2,
						totalUnread: 150,
						data: [
							mention( 2, { status: 'UNREAD' } ),
							mention( 1, { status: 'UNREAD' } ),
						],
					},
				} ) }
			/>
		);
		const tab = screen.getByRole( 'tab', { name: /Mentions/ } );
		expect( tab ).toHaveTextContent( '99…' );

		await userEvent.click(
			screen.getAllByRole( 'button', { name: 'Mark all as read' } )[ 0 ]
		);

		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'mention',
			ids: [],
		} );
		expect( container.querySelectorAll( '.is-unread' ) ).toHaveLength( 0 );
		expect( counter( 'mentionMessageCount' ) ).toBe( 0 );
		expect( tab ).not.toHaveTextContent( '99' );
	} );

	it( 'pages with GET per_page 20 and the page, in place', async () => {
		api.on( 'GET', MENTIONS, ( call ) =>
			ok( {
				total: 45,
				totalUnread: 0,
				data: [ mention( 100 + Number( call.query.get( 'page' ) ) ) ],
			} )
		);
		const first = props( {
			mention: {
				page: 1,
				total: 45,
				totalUnread: 0,
				data: Array.from( { length: 20 }, ( _, i ) =>
					mention( 60 - i )
				),
			},
		} );
		render( <MessageCentre { ...first } /> );
		const pager = screen.getByRole( 'navigation', { name: 'Mentions' } );
		expect( within( pager ).getByText( '1' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect(
			within( pager ).getByRole( 'link', { name: 'Page 3' } )
		).toHaveAttribute( 'href', 'https://site.test/messages/?pg=3#tab1' );

		await userEvent.click(
			within( pager ).getByRole( 'link', { name: 'Page 3' } )
		);

		const calls = api.callsTo( 'GET', MENTIONS );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].query.get( 'per_page' ) ).toBe( '20' );
		expect( calls[ 0 ].query.get( 'page' ) ).toBe( '3' );
		expect( await screen.findByText( '评论摘要 103' ) ).toBeInTheDocument();
		expect( screen.queryByText( '评论摘要 60' ) ).not.toBeInTheDocument();
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Mentions' } )
			).getByText( '3' )
		).toHaveAttribute( 'aria-current', 'page' );
	} );
} );

describe( 'the system messages tab', () => {
	it( 'is chosen by #tab2, says the event in words, and its appeal and rules links mark the message read', async () => {
		api.on( 'POST', READ, ok( { updated: 1, totalUnread: 1 } ) );
		window.location.hash = '#tab2';
		render(
			<MessageCentre
				{ ...props( {
					system: {
						page: 1,
						total: 3,
						totalUnread: 2,
						data: [
							systemMessage( 3, 'DETETED_COMMENT' ),
							systemMessage( 2, 'LIKE_10' ),
							systemMessage( 1, 'LIKE_1', { status: 'READ' } ),
						],
					},
				} ) }
			/>
		);

		expect(
			screen.getByRole( 'tab', {
				name: /System messages/,
				selected: true,
			} )
		).toHaveTextContent( '2' );
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			within( panel ).getByText(
				'Your comment was deleted by an operator.'
			)
		).toBeInTheDocument();
		expect(
			within( panel ).getByText( 'Your comment got 10 likes.' )
		).toBeInTheDocument();
		expect(
			within( panel ).getByText( 'Your comment got its first like.' )
		).toBeInTheDocument();
		// A deleted comment's article link is the article; a liked one's the comment.
		expect(
			within( panel ).getByRole( 'link', { name: '文章 3' } )
		).toHaveAttribute( 'href', 'https://site.test/research-news/s-3/' );
		expect(
			within( panel ).getByRole( 'link', { name: '文章 2' } )
		).toHaveAttribute(
			'href',
			'https://site.test/research-news/s-2/#c-702'
		);
		expect(
			within( panel ).getByRole( 'link', { name: 'Comment rules' } )
		).toHaveAttribute( 'href', 'https://site.test/contact/#comment-rules' );

		await userEvent.click(
			within( panel ).getByRole( 'link', { name: 'Appeal' } )
		);

		expect( api.callsTo( 'POST', READ )[ 0 ].body ).toEqual( {
			category: 'system',
			ids: [ 3 ],
		} );
		expect(
			await screen.findByRole( 'tab', { name: /System messages/ } )
		).toHaveTextContent( '1' );
		expect( counter( 'systemMessageCount' ) ).toBe( 1 );
	} );

	it( 'says no message has come yet, with mark-all-read disabled, when the member has none', async () => {
		render( <MessageCentre { ...props() } /> );

		await userEvent.click(
			screen.getByRole( 'tab', { name: /System messages/ } )
		);

		expect( window.location.hash ).toBe( '#tab2' );
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			within( panel ).getByText( 'No messages received yet' )
		).toBeInTheDocument();
		expect(
			within( panel ).getByRole( 'button', { name: 'Mark all as read' } )
		).toBeDisabled();
		expect(
			within( panel ).queryByRole( 'navigation' )
		).not.toBeInTheDocument();

		// Back to the mentions by the address.
		await act( async () => {
			window.location.hash = '#tab1';
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect(
			screen.getByRole( 'tab', { name: /Mentions/ } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );
} );

describe( 'formats', () => {
	it( 'writes recent dates relative and older ones as their day, in Chinese', () => {
		const now = dayjs( '2026-11-25T12:00:00+08:00' );
		expect( formatDate( '2026-11-25T09:00:00+08:00', WEEK, now ) ).toBe(
			'3 小时前'
		);
		expect( formatDate( '2026-11-22T12:00:00+08:00', WEEK, now ) ).toBe(
			'3 天前'
		);
		expect( formatDate( '2026-11-01T12:00:00+08:00', WEEK, now ) ).toBe(
			'2026年11月1日'
		);
		expect( formatDate( 'nonsense', WEEK, now ) ).toBe( '' );
	} );

	it( 'writes counts above 99 as 99… and pages as the server does', () => {
		expect( formatCount( 99 ) ).toBe( '99' );
		expect( formatCount( 100 ) ).toBe( '99…' );
		expect( pagerItems( 1, 1 ) ).toEqual( [] );
		expect( pagerItems( 2, 3 ) ).toEqual( [ 1, 2, 3 ] );
		expect( pagerItems( 10, 30 ) ).toEqual( [
			1,
			null,
			8,
			9,
			10,
			11,
			12,
			13,
			null,
			30,
		] );
	} );
} );
