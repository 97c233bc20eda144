/**
 * Mention suggestions from the server once text follows the @: `POST /api/member/search-users`,
 * asked when the typing pauses for SEARCH_DELAY ms, each new text aborting the call before it.
 */
import { useEffect, useState } from '@wordpress/element';
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
 * @param query The text after the @, or null when no mention is being typed.
 */
export function useMentionSearch( query: string | null ): MentionSearch {
	const [ state, setState ] = useState< MentionSearch >( {
		results: [],
		loading: false,
	} );

	useEffect( () => {
		if ( query === null || query.trim() === '' ) {
			setState( { results: [], loading: false } );
			return;
		}
		const controller = new AbortController();
		setState( ( previous ) => ( { ...previous, loading: true } ) );
		const timer = window.setTimeout( () => {
			searchUsers( query.trim(), controller.signal ).then(
				( answer ) => {
					if ( ! controller.signal.aborted ) {
						setState( { results: answer.list, loading: false } );
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
		}, SEARCH_DELAY );
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ query ] );

	return state;
}
