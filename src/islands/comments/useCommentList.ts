/**
 * The panel's list: 10 at a time in the chosen order, a reset when the panel opens or the order
 * (or the reader) changes, the next 10 on demand (from the number shown, so the reader's own additions and
 * deletions shift nothing), and the changes the reader makes (new, edited, liked, deleted).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { fetchComments, PER_PAGE } from './api';
import type { Comment, CommentOrder } from './types';

export interface CommentList {
	comments: Comment[];
	/** Whether the first 10 are in. */
	started: boolean;
	/** The server had no more to give (a short or an empty answer). */
	ended: boolean;
	/** Comments the list holds on the server (the reader's held ones included). */
	total: number;
	loading: boolean;
	/** The last load failed (not retried by itself). */
	failed: boolean;
}

export interface UseCommentList extends CommentList {
	/** Whether every page is loaded. */
	done: boolean;
	/** Loads the next ones: PER_PAGE, or up to MAX_PER_PAGE while seeking a comment. */
	loadMore: ( count?: number ) => void;
	/** Asks again for what the last failed load asked for. */
	retry: () => void;
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
		started: false,
		ended: false,
		total: 0,
		loading: false,
		failed: false,
	} );
	const controllerRef = useRef< AbortController | null >( null );
	const loadingRef = useRef( false );
	const listRef = useRef( list );
	listRef.current = list;

	const load = useCallback(
		( offset: number, count: number = PER_PAGE ) => {
			controllerRef.current?.abort();
			const controller = new AbortController();
			controllerRef.current = controller;
			loadingRef.current = true;
			setList( ( previous ) => ( {
				...previous,
				loading: true,
				failed: false,
			} ) );
			fetchComments(
				postId,
				offset,
				order,
				count,
				controller.signal
			).then(
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
								offset === 0
									? answer.comments
									: [ ...previous.comments, ...fresh ],
							started: true,
							ended:
								answer.comments.length < count ||
								( offset > 0 && fresh.length === 0 ),
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

	// A new order (or reader) starts the list again, and so does opening the panel again: others
	// may have commented meanwhile, and the panel shows the top of the list when it opens.
	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		setList( {
			comments: [],
			started: false,
			ended: false,
			total: 0,
			loading: true,
			failed: false,
		} );
		load( 0 );
		return () => controllerRef.current?.abort();
	}, [ enabled, load, reader ] );

	const loadMore = useCallback(
		( count: number = PER_PAGE ) => {
			const current = listRef.current;
			// The first 10 are the reset's to load.
			if (
				loadingRef.current ||
				! current.started ||
				current.ended ||
				current.comments.length >= current.total
			) {
				return;
			}
			load( current.comments.length, count );
		},
		[ load ]
	);

	const retry = useCallback( () => {
		const current = listRef.current;
		if ( ! loadingRef.current ) {
			load( current.started ? current.comments.length : 0 );
		}
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
		done:
			list.started &&
			( list.ended || list.comments.length >= list.total ),
		loadMore,
		retry,
		update,
	};
}
