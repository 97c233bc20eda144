/**
 * The tags matching a text: `GET /wp/v2/tags?search=` after `SUGGESTION_DELAY` ms of quiet
 * typing. A new text cancels the call still running for the previous one (its `signal` is
 * aborted), so an old answer never replaces a newer one. Until the new answer arrives, the last
 * one is matched against the new text. A failed call shows no suggestions: they are an aid only.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

import { fetchTags } from '../../components/tags';
import type { Tag } from '../../components/tags';
import { SUGGESTION_DELAY } from './constants';
import { matchingTags } from './tags';

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
			fetchTags( { search: text, signal: controller.signal } ).then(
				( tags ) => {
					if ( ! controller.signal.aborted ) {
						setAnswer( tags );
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
