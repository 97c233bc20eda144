/**
 * The panel's list: pages of 10 in the chosen order, a reset when the order (or the reader) changes,
 * the next page on demand, and the changes the reader makes (new, edited, liked, deleted).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { fetchComments } from './api';
import type { Comment, CommentOrder } from './types';

export interface CommentList {
	comments: Comment[];
	/** Pages loaded. */
	page: number;
	totalPages: number;
	/** Comments the list holds on the server (the reader's held ones included). */
	total: number;
	loading: boolean;
	/** The last load failed (not retried by itself). */
	failed: boolean;
}

export interface UseCommentList extends CommentList {
	/** Whether every page is loaded. */
	done: boolean;
	loadMore: () => void;
	update: (
		change: ( comments: Comment[] ) => Comment[],
		delta?: number
	) => void;
}

/**
 * @param postId  Post.
 * @param order   Order.
 * @param enabled Whether to load (the panel is open).
 * @param reader  Changes when the reader changes (login): the list is loaded again.
 */
export function useCommentList(
	postId: number,
	order: CommentOrder,
	enabled: boolean,
	reader: unknown
): UseCommentList {
	const [ list, setList ] = useState< CommentList >( {
		comments: [],
		page: 0,
		totalPages: 1,
		total: 0,
		loading: false,
		failed: false,
	} );
	const controllerRef = useRef< AbortController | null >( null );
	const loadingRef = useRef( false );
	const listRef = useRef( list );
	listRef.current = list;

	const load = useCallback(
		( page: number ) => {
			controllerRef.current?.abort();
			const controller = new AbortController();
			controllerRef.current = controller;
			loadingRef.current = true;
			setList( ( previous ) => ( {
				...previous,
				loading: true,
				failed: false,
			} ) );
			fetchComments( postId, page, order, controller.signal ).then(
				( answer ) => {
					if ( controller.signal.aborted ) {
						return;
					}
					loadingRef.current = false;
					setList( ( previous ) => {
						const fresh = answer.comments.filter(
							( loaded ) =>
								! previous.comments.some(
									( comment ) => comment.id === loaded.id
								)
						);
						return {
							comments:
								page === 1
									? answer.comments
									: [ ...previous.comments, ...fresh ],
							page,
							totalPages: answer.totalPages,
							total: answer.total,
							loading: false,
							failed: false,
						};
					} );
				},
				() => {
					if ( controller.signal.aborted ) {
						return;
					}
					loadingRef.current = false;
					setList( ( previous ) => ( {
						...previous,
						loading: false,
						failed: true,
					} ) );
				}
			);
		},
		[ postId, order ]
	);

	// A new order (or reader) starts the list again.
	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		setList( {
			comments: [],
			page: 0,
			totalPages: 1,
			total: 0,
			loading: true,
			failed: false,
		} );
		load( 1 );
		return () => controllerRef.current?.abort();
	}, [ enabled, load, reader ] );

	const loadMore = useCallback( () => {
		const current = listRef.current;
		// Page 1 is the reset's to load.
		if (
			loadingRef.current ||
			current.page === 0 ||
			current.page >= current.totalPages
		) {
			return;
		}
		load( current.page + 1 );
	}, [ load ] );

	const update = useCallback(
		( change: ( comments: Comment[] ) => Comment[], delta = 0 ) => {
			setList( ( previous ) => ( {
				...previous,
				comments: change( previous.comments ),
				total: Math.max( 0, previous.total + delta ),
			} ) );
		},
		[]
	);

	return {
		...list,
		done: list.page > 0 && list.page >= list.totalPages,
		loadMore,
		update,
	};
}
