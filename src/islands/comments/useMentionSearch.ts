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
	const [ state, setState ] = useState< MentionSearch >( {
		results: [],
		loading: false,
	} );
	const commenters = useRef< MentionCandidate[] | null >( null );

	useEffect( () => {
		if ( query === null ) {
			setState( { results: [], loading: false } );
			return;
		}
		const text = query.trim();
		if ( text === '' && commenters.current ) {
			setState( { results: commenters.current, loading: false } );
			return;
		}
		const controller = new AbortController();
		// While a search is on its way, the previous search's names stay (no flicker between
		// keystrokes); the commenters do not, as they are not what is being typed.
		setState( ( previous ) => ( {
			results:
				text !== '' && previous.results !== commenters.current
					? previous.results
					: [],
			loading: true,
		} ) );
		const timer = window.setTimeout(
			() => {
				searchUsers(
					text === '' ? { postId } : { search: text },
					controller.signal
				).then(
					( answer ) => {
						if ( text === '' ) {
							commenters.current = answer.list;
						}
						if ( ! controller.signal.aborted ) {
							setState( {
								results: answer.list,
								loading: false,
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
						setState( { results: [], loading: false } );
					}
				);
			},
			text === '' ? 0 : SEARCH_DELAY
		);
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ query, postId ] );

	return state;
}
