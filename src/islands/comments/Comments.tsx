/**
 * The article's comments (public-site spec, sections 2-5, 7-9): the 评论 button with the count of
 * approved comments (the server's placeholder, same class) opens the comments panel, an overlay
 * dialog; it opens by itself, at that comment, when the address ends in `#c-{commentId}`.
 */
import { useEffect, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { memberSessionStore, openLoginPopup } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { CommentsPanel } from './CommentsPanel';
import type { CommentOrder, CommentsProps } from './types';
import { useCommentList } from './useCommentList';

/**
 * The comment id of an address `#c-{commentId}`, or 0.
 *
 * @param hash `location.hash`.
 */
export function commentIdOfHash( hash: string ): number {
	const match = /^#c-(\d+)$/.exec( hash );
	return match ? Number( match[ 1 ] ) : 0;
}

export function Comments( { postId, commentsOpen, count }: CommentsProps ) {
	const loggedIn = useSelect(
		( select ) => select( memberSessionStore ).isLoggedIn(),
		[]
	);
	const [ targetId, setTargetId ] = useState( () =>
		commentIdOfHash( window.location.hash )
	);
	// A press on the button before the island woke is replayed on it by the loader.
	const [ open, setOpen ] = useState( targetId > 0 );
	const [ order, setOrder ] = useState< CommentOrder >( 'date' );
	const [ approved, setApproved ] = useState( count );
	const list = useCommentList( postId, order, open, loggedIn );

	// A link to a comment on this page opens the panel at it.
	useEffect( () => {
		const onHashChange = () => {
			const id = commentIdOfHash( window.location.hash );
			if ( id > 0 ) {
				setTargetId( id );
				setOrder( 'date' );
				setOpen( true );
			}
		};
		window.addEventListener( 'hashchange', onHashChange );
		return () => window.removeEventListener( 'hashchange', onHashChange );
	}, [] );

	const label = __( 'Comments', 'mvc' );

	return (
		<>
			<button
				type="button"
				className="mvc-comments-button"
				aria-haspopup="dialog"
				onClick={ () => setOpen( true ) }
			>
				{ label } <span>{ approved }</span>
			</button>
			<Modal
				isOpen={ open }
				title={ sprintf(
					/* translators: %d: number of comments. */
					__( 'Comments (%d)', 'mvc' ),
					list.started ? list.total : approved
				) }
				className="mvc-modal__dialog--comments"
				onClose={ () => {
					setOpen( false );
					// Opened again from the button, the panel starts at the top.
					setTargetId( 0 );
				} }
			>
				<CommentsPanel
					postId={ postId }
					commentsOpen={ commentsOpen }
					order={ order }
					onOrder={ setOrder }
					list={ list }
					targetId={ targetId }
					onApprovedRemoved={ () =>
						setApproved( ( n ) => Math.max( 0, n - 1 ) )
					}
					onLogin={ () => {
						// Closed first: two modals would fight over the focus.
						setOpen( false );
						openLoginPopup( 'login' );
					} }
				/>
			</Modal>
		</>
	);
}
