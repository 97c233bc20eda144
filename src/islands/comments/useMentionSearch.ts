/**
 * Mention suggestions from `POST /api/member/search-users`: for a bare @, the others who commented
 * on the post (asked once while the box is mounted); once text follows the @, a search by name,
 * asked when the typing pauses for SEARCH_DELAY ms, each new text aborting the call before it.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { isApiError } from '@mvc/runtime-core';

import { searchUsers } from './api';
import type { MentionCandidate } from './types';

/** Milliseconds of pause in the typing before the server is asked (as the tag suggestions). */
export const SEARCH_DELAY = 200;

export interface MentionSearch {
	results: MentionCandidate[];
	loading: boolean;
}

/**
 * @param query  The text after the @ ('' for a bare @), or null when no mention is being typed.
 * @param postId The post, whose commenters a bare @ suggests.
 */
export function useMentionSearch(
	query: string | null,
	postId: number
): MentionSearch {
	// byName: the results answer a search by name (not the commenters of a bare @).
	const [ state, setState ] = useState< MentionSearch & { byName: boolean } >(
		{ results: [], loading: false, byName: false }
	);
	const commenters = useRef< MentionCandidate[] | null >( null );

	useEffect( () => {
		if ( query === null ) {
			setState( { results: [], loading: false, byName: false } );
			return;
		}
		const text = query.trim();
		const byName = text !== '';
		if ( ! byName && commenters.current ) {
			setState( {
				results: commenters.current,
				loading: false,
				byName,
			} );
			return;
		}
		const controller = new AbortController();
		// While a search is on its way, the previous search's names stay (no flicker between
		// keystrokes); the commenters do not, as they are not what is being typed.
		setState( ( previous ) => ( {
			results: byName && previous.byName ? previous.results : [],
			loading: true,
			byName,
		} ) );
		const timer = window.setTimeout(
			() => {
				searchUsers(
					byName ? { search: text } : { postId },
					controller.signal
				).then(
					( answer ) => {
						if ( ! byName ) {
							commenters.current = answer.list;
						}
						if ( ! controller.signal.aborted ) {
							setState( {
								results: answer.list,
								loading: false,
								byName,
							} );
						}
					},
					( error: unknown ) => {
						if (
							controller.signal.aborted ||
							( isApiError( error ) && error.code === 'aborted' )
						) {
							return;
						}
						setState( { results: [], loading: false, byName } );
					}
				);
			},
			byName ? SEARCH_DELAY : 0
		);
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ query, postId ] );

	return state;
}
