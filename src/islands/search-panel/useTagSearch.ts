/**
 * The tags matching a text: `GET /wp/v2/tags?search=` after `SUGGESTION_DELAY` ms of quiet
 * typing. A new text cancels the call still running for the previous one (its `signal` is
 * aborted), so an old answer never replaces a newer one. Until the new answer arrives, the last
 * one is matched against the new text. A failed call shows no suggestions: they are an aid only.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { apiRequest } from '@mvc/runtime-core';

import { SUGGESTION_DELAY } from './constants';
import { matchingTags, readTags, tagSearchPath } from './tags';
import type { Tag } from './tags';

/**
 * @param text Trimmed text; empty for no suggestions (and no call).
 * @return At most `SUGGESTION_LIMIT` tags whose name contains the text.
 */
export function useTagSearch( text: string ): Tag[] {
	const [ answer, setAnswer ] = useState< Tag[] >( [] );

	useEffect( () => {
		if ( text === '' ) {
			return undefined;
		}
		const controller = new AbortController();
		const timer = window.setTimeout( () => {
			apiRequest< unknown >( {
				path: tagSearchPath( text ),
				signal: controller.signal,
			} ).then(
				( body ) => {
					if ( ! controller.signal.aborted ) {
						setAnswer( readTags( body ) );
					}
				},
				() => {
					if ( ! controller.signal.aborted ) {
						setAnswer( [] );
					}
				}
			);
		}, SUGGESTION_DELAY );
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ text ] );

	return useMemo(
		() => ( text === '' ? [] : matchingTags( answer, text ) ),
		[ answer, text ]
	);
}
