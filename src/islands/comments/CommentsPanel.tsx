/**
 * The panel's content: the comment box (members; a login button for visitors; a notice when the
 * article is closed to comments), the order (最新评论 / 最热评论, disabled with no comments), the
 * list with infinite scroll (the next page within 100 px of the bottom, 没有更多了 at the end, the
 * empty state), likes, edit and delete with its confirmation.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { isApiError, memberSessionStore, showToast } from '@mvc/runtime-core';

import { deleteComment, likeComment, MAX_PER_PAGE, saveComment } from './api';
import { CommentInput } from './CommentInput';
import { CommentItem } from './CommentItem';
import { ConfirmDelete } from './ConfirmDelete';
import type { Comment, CommentOrder } from './types';
import type { UseCommentList } from './useCommentList';

/** Spec: the next page loads within 100 px of the bottom. */
export const SCROLL_THRESHOLD = 100;

export interface CommentsPanelProps {
	postId: number;
	commentsOpen: boolean;
	order: CommentOrder;
	onOrder: ( order: CommentOrder ) => void;
	list: UseCommentList;
	/** The comment the address points at (`#c-{id}`), or 0. */
	targetId: number;
	/** An approved comment left the public list (deleted, or edited back into review). */
	onApprovedRemoved: () => void;
	/** A visitor wants to comment or like: the login popup replaces the panel. */
	onLogin: () => void;
}

/**
 * The server's message in the blue notice; nothing without one.
 *
 * @param error What the call threw.
 */
function showFailure( error: unknown ) {
	if ( isApiError( error ) && error.message !== '' ) {
		showToast( { message: error.message, kind: 'notification' } );
	}
}

function nearBottom( element: HTMLElement ): boolean {
	return (
		element.scrollHeight - element.scrollTop - element.clientHeight <=
		SCROLL_THRESHOLD
	);
}

export function CommentsPanel( {
	postId,
	commentsOpen,
	order,
	onOrder,
	list,
	targetId,
	onApprovedRemoved,
	onLogin,
}: CommentsPanelProps ) {
	const loggedIn = useSelect(
		( select ) => select( memberSessionStore ).isLoggedIn(),
		[]
	);
	const [ editing, setEditing ] = useState< Comment | null >( null );
	const [ liking, setLiking ] = useState< number[] >( [] );
	const [ deleting, setDeleting ] = useState< Comment | null >( null );
	const [ deletePending, setDeletePending ] = useState( false );
	const scrollRef = useRef< HTMLDivElement >( null );
	const scrolledTo = useRef( 0 );
	const { comments, loading, failed, done, loadMore, retry, update } = list;

	const targetLoaded =
		targetId > 0 && comments.some( ( comment ) => comment.id === targetId );

	// Loads on while the list does not reach the bottom of the panel, or the comment the address
	// points at is not loaded yet: again after every page that came (its length is a dependency,
	// since React may draw a page's start and end of loading together, leaving `loading` false).
	useEffect( () => {
		const area = scrollRef.current;
		if ( loading || failed || done || ! area ) {
			return;
		}
		if ( targetId > 0 && ! targetLoaded ) {
			// Larger steps: an old comment may be hundreds down.
			loadMore( MAX_PER_PAGE );
		} else if ( nearBottom( area ) ) {
			loadMore();
		}
	}, [
		loading,
		failed,
		done,
		targetId,
		targetLoaded,
		loadMore,
		comments.length,
	] );

	// Shows the comment the address points at, once.
	useEffect( () => {
		if ( ! targetLoaded || scrolledTo.current === targetId ) {
			return;
		}
		scrolledTo.current = targetId;
		scrollRef.current
			?.querySelector( `#c-${ targetId }` )
			?.scrollIntoView?.( { block: 'center' } );
	}, [ targetLoaded, targetId ] );

	const onScroll = () => {
		const area = scrollRef.current;
		if ( area && ! done && nearBottom( area ) ) {
			loadMore();
		}
	};

	const onLike = useCallback(
		async ( comment: Comment ) => {
			if ( ! loggedIn ) {
				onLogin();
				return;
			}
			setLiking( ( ids ) => [ ...ids, comment.id ] );
			try {
				const answer = await likeComment(
					comment.id,
					comment.mvc.liked !== 1
				);
				update( ( all ) =>
					all.map( ( item ) =>
						item.id === comment.id
							? {
									...item,
									mvc: {
										...item.mvc,
										liked: answer.liked ? 1 : 0,
										like_count: answer.like_count,
									},
								}
							: item
					)
				);
			} catch ( error ) {
				showFailure( error );
			} finally {
				setLiking( ( ids ) =>
					ids.filter( ( id ) => id !== comment.id )
				);
			}
		},
		[ loggedIn, onLogin, update ]
	);

	const onSubmit = async (
		content: string,
		atList: number[]
	): Promise< boolean > => {
		const edited = editing;
		try {
			const saved = await saveComment(
				postId,
				content,
				atList,
				edited?.id
			);
			if ( edited ) {
				update( ( all ) =>
					all.map( ( item ) =>
						item.id === saved.id ? { ...item, ...saved } : item
					)
				);
				if ( edited.status !== 'hold' ) {
					onApprovedRemoved();
				}
				setEditing( null );
				showToast( { message: __( 'Updated, under review', 'mvc' ) } );
			} else {
				update( ( all ) => [ saved, ...all ], 1 );
				showToast( {
					message: __( 'Published, under review', 'mvc' ),
				} );
				scrollRef.current?.scrollTo?.( { top: 0 } );
			}
			if ( atList.length > 0 && saved.status === 'hold' ) {
				// Mentions are delivered on approval: the author is told, not left wondering.
				showToast( {
					message: __(
						'The members you mentioned will be told once it is approved',
						'mvc'
					),
				} );
			}
			return true;
		} catch ( error ) {
			showFailure( error );
			return false;
		}
	};

	const confirmDelete = async () => {
		const comment = deleting;
		if ( ! comment ) {
			return;
		}
		setDeletePending( true );
		try {
			await deleteComment( comment.id );
			update(
				( all ) => all.filter( ( item ) => item.id !== comment.id ),
				-1
			);
			if ( comment.status !== 'hold' ) {
				onApprovedRemoved();
			}
			if ( editing?.id === comment.id ) {
				setEditing( null );
			}
			setDeleting( null );
			// Its buttons are gone: the focus stays in the panel.
			scrollRef.current
				?.closest< HTMLElement >( '[role="dialog"]' )
				?.focus();
			showToast( { message: __( 'Comment deleted', 'mvc' ) } );
		} catch ( error ) {
			showFailure( error );
		} finally {
			setDeletePending( false );
		}
	};

	let input;
	if ( ! commentsOpen ) {
		input = (
			<p className="mvc-comments__closed">
				{ __( 'Comments are closed on this article.', 'mvc' ) }
			</p>
		);
	} else if ( ! loggedIn ) {
		input = (
			<button
				type="button"
				className="mvc-comments__login"
				onClick={ onLogin }
			>
				{ __( 'Log in to comment', 'mvc' ) }
			</button>
		);
	} else {
		input = (
			<CommentInput
				key={ editing ? `edit-${ editing.id }` : 'new' }
				postId={ postId }
				editing={ editing }
				onSubmit={ onSubmit }
				onCancel={ () => setEditing( null ) }
			/>
		);
	}

	const empty = done && ! loading && comments.length === 0;
	const noComments =
		list.started && list.total === 0 && comments.length === 0;

	return (
		<div className="mvc-comments">
			<div className="mvc-comments__compose">{ input }</div>
			<div
				className="mvc-comments__sort"
				role="group"
				aria-label={ __( 'Order of the comments', 'mvc' ) }
			>
				{ (
					[
						[ 'date', __( 'Newest comments', 'mvc' ) ],
						[ 'like_count', __( 'Most liked comments', 'mvc' ) ],
					] as const
				 ).map( ( [ value, label ] ) => (
					<button
						key={ value }
						type="button"
						className={ `mvc-comments__sort-button${
							order === value ? ' is-current' : ''
						}` }
						aria-pressed={ order === value }
						disabled={ noComments }
						onClick={ () => {
							if ( order !== value ) {
								onOrder( value );
							}
						} }
					>
						{ label }
					</button>
				) ) }
			</div>
			<div
				ref={ scrollRef }
				className="mvc-comments__scroll"
				onScroll={ onScroll }
			>
				{ comments.length > 0 && (
					<ul className="mvc-comments__list">
						{ comments.map( ( comment ) => (
							<CommentItem
								key={ comment.id }
								comment={ comment }
								likePending={ liking.includes( comment.id ) }
								canEdit={ commentsOpen && loggedIn }
								isTarget={ comment.id === targetId }
								onLike={ onLike }
								onEdit={ setEditing }
								onDelete={ setDeleting }
							/>
						) ) }
					</ul>
				) }
				{ loading && (
					<p className="mvc-comments__status" role="status">
						{ __( 'Loading…', 'mvc' ) }
					</p>
				) }
				{ empty && (
					<p className="mvc-comments__empty">
						{ __(
							'No other comments yet. Be the first to comment.',
							'mvc'
						) }
					</p>
				) }
				{ failed && ! loading && (
					<p className="mvc-comments__status" role="alert">
						{ __( 'The comments could not be loaded.', 'mvc' ) }{ ' ' }
						<button
							type="button"
							className="mvc-comments__retry"
							onClick={ retry }
						>
							{ __( 'Try again', 'mvc' ) }
						</button>
					</p>
				) }
				{ done && ! loading && comments.length > 0 && (
					<p className="mvc-comments__end">
						{ __( 'No more comments', 'mvc' ) }
					</p>
				) }
			</div>
			{ deleting && (
				<ConfirmDelete
					pending={ deletePending }
					onConfirm={ confirmDelete }
					onCancel={ () => setDeleting( null ) }
				/>
			) }
		</div>
	);
}
