/**
 * The comments island: the 评论 button opens the panel (and `#c-{id}` opens it at that comment),
 * the list (order reset, the order disabled with no comments, infinite scroll within 100 px of the
 * bottom, 没有更多了), each comment (mentions highlighted, long ones folded, 审核中, like never on
 * one's own, delete after 取消操作 / 确认删除), and the comment box (fold, counter, 500 at most,
 * submit disabled while empty, mention suggestions, 已发布，审核中, the server's message on failure).
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import {
	loginPopupStore,
	memberSessionStore,
	toastStore,
} from '@mvc/runtime-core';

import { Comments } from '../../../src/islands/comments/Comments';
import type { Comment, CommentMeta } from '../../../src/islands/comments/types';
import { fail, fakeApi, ok } from '../helpers/fake-api';
import type { ApiCall, FakeAnswer, FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';

const POST = 18;
const LIST = '/wp/v2/comments';

let api: FakeApi;

type CommentOverrides = Partial< Omit< Comment, 'mvc' > > & {
	mvc?: Partial< CommentMeta >;
};

function comment( id: number, overrides: CommentOverrides = {} ): Comment {
	const { mvc, ...rest } = overrides;
	return {
		id,
		post: POST,
		content: { rendered: `<p>Comment ${ id }</p>\n` },
		author: 100 + id,
		author_name: `Reader ${ id }`,
		date: '2026-11-20T10:00:00',
		status: 'approved',
		at_list: [],
		...rest,
		mvc: {
			avatar: '',
			institution: `Institute ${ id }`,
			liked: 0,
			like_count: 0,
			self: 0,
			...mvc,
		},
	};
}

/**
 * Answers the list as WordPress does: per_page comments from the call's offset, with the
 * X-WP-Total and X-WP-TotalPages headers.
 *
 * @param pages Comments of each page (of 10), in order.
 * @param total X-WP-Total (defaults to every comment of the pages).
 */
function listAnswer(
	pages: Comment[][],
	total = pages.flat().length
): ( call: ApiCall ) => FakeAnswer {
	return ( call ) => ( {
		body: pages
			.flat()
			.slice(
				Number( call.query.get( 'offset' ) ),
				Number( call.query.get( 'offset' ) ) +
					Number( call.query.get( 'per_page' ) )
			),
		headers: {
			'X-WP-Total': total,
			'X-WP-TotalPages': total === 0 ? 0 : pages.length,
		},
	} );
}

/**
 * The search-users answer listing some members (avatar empty), one page.
 *
 * @param users Members as [id, display name, institution].
 */
function usersAnswer( ...users: [ number, string, string ][] ): FakeAnswer {
	return ok( {
		list: users.map( ( [ id, name, institution ] ) => ( {
			id,
			avatar: '',
			display_name: name,
			institution,
		} ) ),
		total: users.length,
		totalPages: users.length ? 1 : 0,
	} );
}

function range( from: number, to: number ): Comment[] {
	return Array.from( { length: to - from + 1 }, ( _, i ) =>
		comment( from + i )
	);
}

function toasts(): string[] {
	return select( toastStore )
		.getToasts()
		.map( ( toast ) => toast.message );
}

function loginAsMember() {
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
}

function renderIsland(
	props: { commentsOpen?: boolean; count?: number } = {}
) {
	render(
		<Comments
			postId={ POST }
			commentsOpen={ props.commentsOpen ?? true }
			count={ props.count ?? 3 }
		/>
	);
}

async function openPanel(): Promise< HTMLElement > {
	await userEvent.click(
		screen.getByRole( 'button', { name: /^Comments/ } )
	);
	return screen.findByRole( 'dialog' );
}

function listCalls(): ApiCall[] {
	return api.callsTo( 'GET', LIST );
}

function scrollArea(): HTMLElement {
	const area = document.querySelector< HTMLElement >(
		'.mvc-comments__scroll'
	);
	if ( ! area ) {
		throw new Error( 'no scroll area' );
	}
	return area;
}

/** Gives elements a layout: 1000 px of content in a 500 px area. */
function layout() {
	jest.spyOn( HTMLElement.prototype, 'scrollHeight', 'get' ).mockReturnValue(
		1000
	);
	jest.spyOn( HTMLElement.prototype, 'clientHeight', 'get' ).mockReturnValue(
		500
	);
}

function commentItem( id: number ): HTMLElement {
	const item = document.getElementById( `c-${ id }` );
	if ( ! item ) {
		throw new Error( `no comment ${ id }` );
	}
	return item;
}

function box(): HTMLTextAreaElement {
	return screen.getByRole( 'textbox' ) as HTMLTextAreaElement;
}

beforeEach( () => {
	api = fakeApi();
	window.history.replaceState( null, '', '/research-news/research-01/' );
} );

afterEach( () => {
	jest.restoreAllMocks();
	resetStores();
} );

describe( 'the panel and the list', () => {
	it( 'shows the button with the count and opens the panel with the newest comments first', async () => {
		api.on( 'GET', LIST, listAnswer( [ range( 1, 3 ) ] ) );
		renderIsland();

		expect(
			screen.getByRole( 'button', { name: 'Comments 3' } )
		).toHaveClass( 'mvc-comments-button' );
		expect( listCalls() ).toHaveLength( 0 );

		await openPanel();
		await screen.findByText( 'Comment 1' );

		const query = listCalls()[ 0 ].query;
		expect( query.get( 'post' ) ).toBe( '18' );
		expect( query.get( 'offset' ) ).toBe( '0' );
		expect( query.get( 'per_page' ) ).toBe( '10' );
		expect( query.get( 'orderby' ) ).toBe( 'date' );
		expect( query.get( 'order' ) ).toBe( 'desc' );
		expect( query.get( '_fields' ) ).toBe(
			'id,post,content,author,author_name,date,status,mvc,at_list'
		);
		expect(
			within( commentItem( 2 ) ).getByText( 'Institute 2' )
		).toBeInTheDocument();
	} );

	it( 'changing the order starts the list again from the top', async () => {
		api.on( 'GET', LIST, listAnswer( [ range( 1, 3 ) ] ) );
		renderIsland();
		await openPanel();
		await screen.findByText( 'Comment 1' );

		api.on( 'GET', LIST, listAnswer( [ [ comment( 9 ) ] ], 1 ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Most liked comments' } )
		);

		await screen.findByText( 'Comment 9' );
		expect( screen.queryByText( 'Comment 1' ) ).not.toBeInTheDocument();
		const last = listCalls()[ listCalls().length - 1 ].query;
		expect( last.get( 'orderby' ) ).toBe( 'like_count' );
		expect( last.get( 'offset' ) ).toBe( '0' );
		expect(
			screen.getByRole( 'button', { name: 'Most liked comments' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'with no comments the order is disabled and the empty state shows', async () => {
		api.on( 'GET', LIST, listAnswer( [ [] ], 0 ) );
		renderIsland( { count: 0 } );
		await openPanel();

		expect(
			await screen.findByText(
				'No other comments yet. Be the first to comment.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Newest comments' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Most liked comments' } )
		).toBeDisabled();
		expect( screen.queryByText( 'No more comments' ) ).toBeNull();
	} );

	it( 'loads the next page within 100 px of the bottom, then says there is no more', async () => {
		layout();
		api.on(
			'GET',
			LIST,
			listAnswer( [ range( 1, 10 ), range( 11, 12 ) ] )
		);
		renderIsland( { count: 12 } );
		await openPanel();
		await screen.findByText( 'Comment 10' );
		expect(
			screen.getByRole( 'button', { name: 'Newest comments' } )
		).toBeEnabled();

		const area = scrollArea();
		area.scrollTop = 399; // 1000 - 399 - 500 = 101 px from the bottom.
		fireEvent.scroll( area );
		expect( listCalls() ).toHaveLength( 1 );
		expect( screen.queryByText( 'No more comments' ) ).toBeNull();

		area.scrollTop = 400; // 100 px from the bottom.
		fireEvent.scroll( area );

		await screen.findByText( 'Comment 12' );
		expect( listCalls() ).toHaveLength( 2 );
		expect( listCalls()[ 1 ].query.get( 'offset' ) ).toBe( '10' );
		expect( screen.getByText( 'No more comments' ) ).toBeInTheDocument();

		fireEvent.scroll( area );
		expect( listCalls() ).toHaveLength( 2 );
	} );

	it( 'opens by itself at the comment of #c-{id}, loading up to 100 at a time until it is there', async () => {
		layout();
		const scrolled: Element[] = [];
		Element.prototype.scrollIntoView = jest.fn( function ( this: Element ) {
			scrolled.push( this );
		} );
		window.history.replaceState( null, '', '#c-150' );
		api.on( 'GET', LIST, listAnswer( [ range( 1, 300 ) ] ) );
		renderIsland( { count: 300 } );

		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		// Two pages of 100 rendered one after the other: about a second here, several on a busy CI
		// machine running the suites in parallel (hence this test's own 30 s).
		await screen.findByText( 'Comment 150', undefined, { timeout: 20000 } );
		await waitFor( () =>
			expect( scrolled ).toContain( commentItem( 150 ) )
		);
		expect( commentItem( 150 ) ).toHaveClass( 'is-target' );
		expect(
			listCalls().map( ( call ) => [
				call.query.get( 'offset' ),
				call.query.get( 'per_page' ),
			] )
		).toEqual( [
			[ '0', '10' ],
			[ '10', '100' ],
			[ '110', '100' ],
		] );
	}, 30000 );

	it( 'stays closed without a comment in the address', async () => {
		window.history.replaceState( null, '', '#comments' );
		api.on( 'GET', LIST, listAnswer( [ range( 1, 3 ) ] ) );
		renderIsland();
		await act( async () => {} );

		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( listCalls() ).toHaveLength( 0 );
	} );
} );

describe( 'a comment', () => {
	it( 'highlights stored mentions with the user id and leaves escaped ones as text', async () => {
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 1, {
						content: {
							rendered:
								'<p>Hi @{Li Lei（PKU）_7} and &#64;{Fake（X）_8}</p>\n',
						},
					} ),
				],
			] )
		);
		renderIsland();
		await openPanel();
		await screen.findByText( /Hi/ );

		const mentions = commentItem( 1 ).querySelectorAll( '.mvc-mention' );
		expect( mentions ).toHaveLength( 1 );
		expect( mentions[ 0 ] ).toHaveTextContent( '@Li Lei（PKU）' );
		expect( mentions[ 0 ] ).toHaveAttribute( 'data-user-id', '7' );
		expect( commentItem( 1 ) ).toHaveTextContent( 'and @{Fake（X）_8}' );
	} );

	it( "marks an operator's comment as the staff's, and no member's", async () => {
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 1, { author_name: '李编审', mvc: { staff: 1 } } ),
					comment( 2, {
						author_name: '编辑部 fan',
						mvc: { staff: 0 },
					} ),
				],
			] )
		);
		renderIsland();
		await openPanel();
		await screen.findByText( '李编审' );

		expect( within( commentItem( 1 ) ).getByText( 'Staff' ) ).toHaveClass(
			'mvc-comment__badge',
			'is-staff'
		);
		expect(
			within( commentItem( 2 ) ).queryByText( 'Staff' )
		).not.toBeInTheDocument();
	} );

	it( 'folds over a weighted length of 250 (Latin letters count half)', async () => {
		const text = ( body: string ) => ( {
			content: { rendered: `<p>${ body }</p>\n` },
		} );
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 1, text( '中'.repeat( 250 ) ) ),
					comment( 2, text( '中'.repeat( 251 ) ) ),
					comment( 3, text( 'a'.repeat( 500 ) ) ),
					comment( 4, text( 'a'.repeat( 502 ) ) ),
				],
			] )
		);
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 4 ) );

		const fold = ( id: number ) =>
			within( commentItem( id ) ).queryByRole( 'button', {
				name: 'Show more',
			} );
		expect( fold( 1 ) ).toBeNull();
		expect( fold( 2 ) ).toBeInTheDocument();
		expect( fold( 3 ) ).toBeNull();
		expect( fold( 4 ) ).toBeInTheDocument();
		expect(
			commentItem( 2 ).querySelector( '.mvc-comment__text' )
		).toHaveClass( 'is-folded' );

		await userEvent.click( fold( 2 ) as HTMLElement );
		const less = within( commentItem( 2 ) ).getByRole( 'button', {
			name: 'Show less',
		} );
		expect( less ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			commentItem( 2 ).querySelector( '.mvc-comment__text' )
		).not.toHaveClass( 'is-folded' );
	} );

	it( 'cannot be liked by its author; another’s is liked with one PUT', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 1, { mvc: { self: 1, like_count: 2 } } ),
					comment( 2, { mvc: { like_count: 4 } } ),
				],
			] )
		);
		api.on( 'POST', '/api/member/commentlike', () =>
			ok( { id: 2, liked: true, like_count: 5 } )
		);
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 2 ) );

		const own = within( commentItem( 1 ) ).getByRole( 'button', {
			name: /Like/,
		} );
		// Focusable, with its reason as tooltip and description; a press says why, sends nothing.
		expect( own ).toBeEnabled();
		expect( own ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( own ).toHaveAttribute(
			'title',
			'You cannot like your own comment.'
		);
		expect( own ).toHaveAccessibleDescription(
			'You cannot like your own comment.'
		);
		await userEvent.click( own );
		expect( toasts() ).toEqual( [ 'You cannot like your own comment.' ] );
		expect( api.callsTo( 'POST', '/api/member/commentlike' ) ).toHaveLength(
			0
		);

		const other = within( commentItem( 2 ) ).getByRole( 'button', {
			name: /Like/,
		} );
		await userEvent.click( other );

		await waitFor( () =>
			expect( other ).toHaveAttribute( 'aria-pressed', 'true' )
		);
		expect( other ).toHaveTextContent( '5' );
		const likes = api.callsTo( 'POST', '/api/member/commentlike' );
		expect( likes ).toHaveLength( 1 );
		expect( likes[ 0 ].body ).toEqual( { id: 2, flag: true } );
	} );

	it( 'is deleted by its author after 确认删除, with 已删除评论; 取消操作 keeps it', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[ comment( 5, { mvc: { self: 1 } } ), comment( 6 ) ],
			] )
		);
		api.on( 'POST', `${ LIST }/5`, () => ( {
			body: { deleted: true, previous: { id: 5 } },
		} ) );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 6 ) );
		expect(
			within( commentItem( 6 ) ).queryByRole( 'button', {
				name: 'Delete',
			} )
		).toBeNull();

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Delete' } )
		);
		const confirm = screen.getByRole( 'alertdialog' );
		await userEvent.click(
			within( confirm ).getByRole( 'button', { name: 'Cancel action' } )
		);
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
		expect( api.callsTo( 'POST', `${ LIST }/5` ) ).toHaveLength( 0 );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Delete' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Confirm deletion' } )
		);

		await waitFor( () =>
			expect( document.getElementById( 'c-5' ) ).toBeNull()
		);
		expect( toasts() ).toEqual( [ 'Comment deleted' ] );
		expect( screen.getByRole( 'dialog' ) ).toHaveFocus();
		const deletes = api.callsTo( 'POST', `${ LIST }/5` );
		expect( deletes ).toHaveLength( 1 );
		expect( deletes[ 0 ].query.get( 'force' ) ).toBe( 'true' );
		const init = ( globalThis.fetch as jest.Mock ).mock.calls.find(
			( [ url ] ) => String( url ).includes( `${ LIST }/5` )
		)[ 1 ];
		expect( init.headers[ 'X-HTTP-Method-Override' ] ).toBe( 'DELETE' );
		expect( commentItem( 6 ) ).toBeInTheDocument();
	} );

	it( 'after a deletion the next ones are asked from what the list holds, so none is skipped', async () => {
		layout();
		loginAsMember();
		const all = [ comment( 1, { mvc: { self: 1 } } ), ...range( 2, 15 ) ];
		api.on( 'GET', LIST, listAnswer( [ all ] ) );
		api.on( 'POST', `${ LIST }/1`, () => {
			all.shift();
			return { body: { deleted: true, previous: { id: 1 } } };
		} );
		renderIsland( { count: 15 } );
		await openPanel();
		await waitFor( () => commentItem( 10 ) );

		await userEvent.click(
			within( commentItem( 1 ) ).getByRole( 'button', { name: 'Delete' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Confirm deletion' } )
		);
		await waitFor( () =>
			expect( document.getElementById( 'c-1' ) ).toBeNull()
		);
		const area = scrollArea();
		area.scrollTop = 400;
		fireEvent.scroll( area );

		await screen.findByText( 'Comment 15' );
		expect( listCalls()[ 1 ].query.get( 'offset' ) ).toBe( '9' );
		expect(
			screen.getByText( 'Comment 11' ) // The one a page number would have skipped.
		).toBeInTheDocument();
		expect( screen.getByText( 'No more comments' ) ).toBeInTheDocument();
	} );

	it( 'says when the comments could not be loaded, and loads them on 重试', async () => {
		let calls = 0;
		api.on( 'GET', LIST, ( call ) => {
			calls++;
			return calls === 1
				? {
						status: 500,
						body: { code: 'boom', message: 'Server error' },
					}
				: listAnswer( [ range( 1, 2 ) ] )( call );
		} );
		renderIsland( { count: 2 } );
		await openPanel();

		expect(
			await screen.findByText( 'The comments could not be loaded.' )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);

		await screen.findByText( 'Comment 2' );
		expect( listCalls() ).toHaveLength( 2 );
		expect( listCalls()[ 1 ].query.get( 'offset' ) ).toBe( '0' );
		expect(
			screen.queryByText( 'The comments could not be loaded.' )
		).toBeNull();
	} );

	it( 'asks again with a fresh nonce when WordPress says the nonce is stale', async () => {
		let calls = 0;
		api.on( 'GET', LIST, ( call ) => {
			calls++;
			if ( calls === 1 ) {
				return {
					status: 403,
					body: {
						code: 'rest_cookie_invalid_nonce',
						message: 'Cookie check failed',
						data: { status: 403 },
					},
				};
			}
			return listAnswer( [ range( 1, 2 ) ] )( call );
		} );
		renderIsland( { count: 2 } );
		await openPanel();

		await screen.findByText( 'Comment 2' );
		expect( listCalls() ).toHaveLength( 2 );
	} );
} );

describe( 'the comment box', () => {
	it( 'is a login button for a visitor, which opens the login popup instead of the panel', async () => {
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		renderIsland();
		await openPanel();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Log in to comment' } )
		);
		expect( select( loginPopupStore ).isOpen() ).toBe( true );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'a visitor’s like sends nothing and opens the login popup', async () => {
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 1 ) );

		await userEvent.click(
			within( commentItem( 1 ) ).getByRole( 'button', { name: /Like/ } )
		);

		expect( select( loginPopupStore ).isOpen() ).toBe( true );
		expect( api.callsTo( 'POST', '/api/member/commentlike' ) ).toHaveLength(
			0
		);
	} );

	it( 'is replaced by a notice when the article is closed to comments', async () => {
		loginAsMember();
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		renderIsland( { commentsOpen: false } );
		await openPanel();

		expect(
			screen.getByText( 'Comments are closed on this article.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );

	it( 'folds when empty, unfolds on focus with the counter, and folds again when left empty', async () => {
		loginAsMember();
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		renderIsland();
		await openPanel();
		await screen.findByText( 'Comment 1' );
		const container = () =>
			document.querySelector( '.mvc-comment-input' ) as HTMLElement;

		// The dialog takes the focus when it opens; the box is not focused.
		expect( container() ).toHaveClass( 'is-folded' );
		expect( box() ).toHaveAttribute(
			'placeholder',
			'Write your thoughts…'
		);
		expect( screen.queryByText( '0/500' ) ).toBeNull();

		await userEvent.click( box() );
		expect( container() ).not.toHaveClass( 'is-folded' );
		expect( screen.getByText( '0/500' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Publish' } )
		).toBeDisabled();

		await userEvent.type( box(), 'Nice' );
		expect( screen.getByText( '4/500' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Publish' } )
		).toBeEnabled();

		// Left with text: stays open.
		act( () => box().blur() );
		expect( container() ).not.toHaveClass( 'is-folded' );

		await userEvent.clear( box() );
		act( () => box().blur() );
		expect( container() ).toHaveClass( 'is-folded' );
		expect(
			screen.queryByRole( 'button', { name: 'Publish' } )
		).toBeNull();
	} );

	it( 'keeps at most 500 characters; cancel clears the text', async () => {
		loginAsMember();
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		renderIsland();
		await openPanel();
		await userEvent.click( box() );

		fireEvent.change( box(), { target: { value: '字'.repeat( 510 ) } } );
		expect( box().value ).toHaveLength( 500 );
		expect( screen.getByText( '500/500' ) ).toBeInTheDocument();
		expect( box() ).toHaveAttribute( 'maxLength', '500' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( box().value ).toBe( '' );
	} );

	it( 'publishes, shows 已发布，审核中 and puts the held comment first', async () => {
		loginAsMember();
		api.on( 'GET', LIST, listAnswer( [ range( 1, 2 ) ] ) );
		api.on( 'POST', LIST, () => ( {
			status: 201,
			body: comment( 50, {
				content: { rendered: '<p>Great paper</p>\n' },
				status: 'hold',
				mvc: { self: 1 },
			} ),
		} ) );
		renderIsland();
		await openPanel();
		await screen.findByText( 'Comment 1' );

		await userEvent.type( box(), 'Great paper' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Publish' } )
		);

		await waitFor( () => commentItem( 50 ) );
		expect( api.callsTo( 'POST', LIST )[ 0 ].body ).toEqual( {
			post: 18,
			content: 'Great paper',
			at_list: [],
		} );
		expect( toasts() ).toEqual( [ 'Published, under review' ] );
		const items = document.querySelectorAll( '.mvc-comment' );
		expect( items[ 0 ] ).toBe( commentItem( 50 ) );
		expect(
			within( commentItem( 50 ) ).getByText( 'Under review' )
		).toBeInTheDocument();
		expect( box().value ).toBe( '' );
	} );

	it( 'shows the server’s message when publishing fails, and nothing without one', async () => {
		loginAsMember();
		api.on( 'GET', LIST, listAnswer( [ range( 1, 1 ) ] ) );
		api.on(
			'POST',
			LIST,
			fail( 403, 'Comments are closed on this article.', null, 403 )
		);
		renderIsland();
		await openPanel();
		await userEvent.type( box(), 'Hello' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Publish' } )
		);

		await waitFor( () =>
			expect( toasts() ).toEqual( [
				'Comments are closed on this article.',
			] )
		);
		expect( box().value ).toBe( 'Hello' );

		api.on( 'POST', LIST, {
			status: 500,
			body: { code: 'x', message: '' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Publish' } )
		);
		await act( async () => {} );
		expect( toasts() ).toHaveLength( 1 );
	} );

	it( 'edits one’s own comment with PUT and shows 已更新，审核中', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 5, {
						content: { rendered: '<p>Old &amp; text</p>\n' },
						mvc: { self: 1 },
					} ),
				],
			] )
		);
		api.on( 'POST', `${ LIST }/5`, () => ( {
			body: comment( 5, {
				content: { rendered: '<p>Old &amp; text, edited</p>\n' },
				status: 'hold',
				mvc: { self: 1 },
			} ),
		} ) );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 5 ) );

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Edit' } )
		);
		expect( box().value ).toBe( 'Old & text' );
		await userEvent.type( box(), ', edited' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( toasts() ).toEqual( [ 'Updated, under review' ] )
		);
		const call = api.callsTo( 'POST', `${ LIST }/5` )[ 0 ];
		expect( call.body ).toEqual( {
			post: 18,
			content: 'Old & text, edited',
			at_list: [],
			id: 5,
		} );
		expect(
			within( commentItem( 5 ) ).getByText( 'Under review' )
		).toBeInTheDocument();
	} );
	it( 'starts an edit from the text as written, not from the rendered HTML', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [
				[
					comment( 5, {
						content: {
							rendered:
								'<p>&#8220;Quoted&#8221; &#8212; text&#8230;</p>\n',
						},
						mvc: { self: 1, raw: '"Quoted" -- text...' },
					} ),
				],
			] )
		);
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 5 ) );

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Edit' } )
		);

		expect( box().value ).toBe( '"Quoted" -- text...' );
	} );

	it( 'cancels an edit when the box is emptied and left', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [ [ comment( 5, { mvc: { self: 1 } } ) ] ] )
		);
		api.on( 'POST', LIST, () => ( {
			status: 201,
			body: comment( 70, { status: 'hold', mvc: { self: 1 } } ),
		} ) );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 5 ) );

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Edit' } )
		);
		expect(
			screen.getByText( 'Editing your comment' )
		).toBeInTheDocument();
		await userEvent.clear( box() );
		act( () => box().blur() );

		expect( screen.queryByText( 'Editing your comment' ) ).toBeNull();
		await userEvent.type( box(), 'A new one' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Publish' } )
		);
		await waitFor( () => commentItem( 70 ) );
		expect( api.callsTo( 'POST', `${ LIST }/5` ) ).toHaveLength( 0 );
	} );

	it( 'empties the box when the comment being edited is deleted', async () => {
		loginAsMember();
		api.on(
			'GET',
			LIST,
			listAnswer( [ [ comment( 5, { mvc: { self: 1 } } ) ] ] )
		);
		api.on( 'POST', `${ LIST }/5`, () => ( {
			body: { deleted: true, previous: { id: 5 } },
		} ) );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 5 ) );

		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Edit' } )
		);
		expect( box().value ).toBe( 'Comment 5' );
		await userEvent.click(
			within( commentItem( 5 ) ).getByRole( 'button', { name: 'Delete' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Confirm deletion' } )
		);

		await waitFor( () =>
			expect( document.getElementById( 'c-5' ) ).toBeNull()
		);
		expect( box().value ).toBe( '' );
		expect( screen.queryByText( 'Editing your comment' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Publish' } )
		).toBeNull();
	} );
} );

describe( 'mention suggestions', () => {
	const commenters = () =>
		listAnswer( [
			[
				comment( 1, {
					author: 9,
					author_name: 'Me',
					mvc: { self: 1, institution: 'Mine' },
				} ),
				comment( 2, {
					author: 7,
					author_name: 'Li Lei',
					mvc: { institution: 'PKU' },
				} ),
				comment( 3, {
					author: 7,
					author_name: 'Li Lei',
					mvc: { institution: 'PKU' },
				} ),
			],
		] );

	it( 'suggests the others who commented on the post when @ is typed, asked once', async () => {
		loginAsMember();
		api.on( 'GET', LIST, commenters() );
		api.on( 'POST', '/api/member/search-users', () =>
			usersAnswer( [ 7, 'Li Lei', 'PKU' ] )
		);
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 3 ) );

		await userEvent.type( box(), 'Hello @' );

		const listbox = await screen.findByRole( 'listbox' );
		expect(
			within( listbox )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'LLi LeiPKU' ] );
		expect(
			api
				.callsTo( 'POST', '/api/member/search-users' )
				.map( ( call ) => call.body )
		).toEqual( [ { post_id: 18, page: 1, per_page: 10 } ] );

		// Another bare @ reuses the answer.
		await userEvent.type( box(), ' and @' );
		await screen.findByRole( 'listbox' );
		expect(
			api.callsTo( 'POST', '/api/member/search-users' )
		).toHaveLength( 1 );
	} );

	it( 'searches the server once text follows the @, aborting the previous search', async () => {
		loginAsMember();
		api.on( 'GET', LIST, commenters() );
		// The search for "W" is still on its way when "a" is typed.
		let answerFirst: ( answer: FakeAnswer ) => void = () => {};
		api.on( 'POST', '/api/member/search-users', ( call ) =>
			( call.body as { search: string } ).search === 'W'
				? new Promise< FakeAnswer >( ( resolve ) => {
						answerFirst = resolve;
					} )
				: usersAnswer( [ 12, 'Wang Wu', 'THU' ] )
		);
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 3 ) );

		await userEvent.type( box(), 'Hi @W' );
		// Asked once the typing pauses for 200 ms.
		await waitFor( () =>
			expect(
				api
					.callsTo( 'POST', '/api/member/search-users' )
					.filter( ( call ) => 'search' in ( call.body as object ) )
			).toHaveLength( 1 )
		);
		await userEvent.type( box(), 'a' );

		const option = await screen.findByRole( 'option', { name: /Wang Wu/ } );
		const searches = api
			.callsTo( 'POST', '/api/member/search-users' )
			.filter( ( call ) => 'search' in ( call.body as object ) );
		expect( searches.map( ( call ) => call.body ) ).toEqual( [
			{ search: 'W', page: 1, per_page: 10 },
			{ search: 'Wa', page: 1, per_page: 10 },
		] );
		const inits = ( globalThis.fetch as jest.Mock ).mock.calls
			.filter(
				( [ url, init ] ) =>
					String( url ).includes( '/api/member/search-users' ) &&
					String( ( init as RequestInit ).body ).includes( 'search' )
			)
			.map( ( [ , init ] ) => init as RequestInit );
		expect( inits[ 0 ].signal?.aborted ).toBe( true );
		expect( inits[ 1 ].signal?.aborted ).toBe( false );
		// A late answer to the aborted search changes nothing.
		await act( async () =>
			answerFirst( usersAnswer( [ 13, 'Wayne', '' ] ) )
		);
		expect( screen.queryByRole( 'option', { name: /Wayne/ } ) ).toBeNull();

		await userEvent.click( option );
		// A readable chip, the stored code out of sight.
		expect( box().value ).toBe( 'Hi @Wang Wu ' );
		expect( document.body ).not.toHaveTextContent( '@{' );
		const chip = document.querySelector( '.mvc-comment-input__chip' );
		expect( chip ).toHaveTextContent( '@Wang Wu' );
		expect( chip ).toHaveAttribute( 'data-user-id', '12' );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();

		api.on( 'POST', LIST, () => ( {
			status: 201,
			body: comment( 60, { status: 'hold', mvc: { self: 1 } } ),
		} ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Publish' } )
		);
		await waitFor( () => commentItem( 60 ) );
		expect( api.callsTo( 'POST', LIST )[ 0 ].body ).toEqual( {
			post: 18,
			content: 'Hi @{Wang Wu（THU）_12}',
			at_list: [ 12 ],
		} );
		// Held for review: the author learns when the mention will reach Wang Wu.
		expect( toasts() ).toEqual( [
			'Published, under review',
			'The members you mentioned will be told once it is approved',
		] );
	} );

	it( 'asks the server once for text typed without a pause', async () => {
		loginAsMember();
		api.on( 'GET', LIST, commenters() );
		api.on( 'POST', '/api/member/search-users', () => usersAnswer() );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 3 ) );

		await userEvent.type( box(), '@Wang' );

		await screen.findByText( 'No results' );
		expect(
			api
				.callsTo( 'POST', '/api/member/search-users' )
				.map( ( call ) => ( call.body as { search?: string } ).search )
				.filter( Boolean )
		).toEqual( [ 'Wang' ] );
	} );

	it( 'says 暂无结果 when the search finds nobody', async () => {
		loginAsMember();
		api.on( 'GET', LIST, commenters() );
		api.on( 'POST', '/api/member/search-users', () => usersAnswer() );
		renderIsland();
		await openPanel();
		await waitFor( () => commentItem( 3 ) );

		await userEvent.type( box(), '@zz' );

		expect( await screen.findByText( 'No results' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'option' ) ).toBeNull();
	} );
} );
