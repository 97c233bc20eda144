/**
 * The interest tags of registration step 3: every tag with posts (`fetchTags()`: the first 100),
 * of which 24 are shown, chosen at random; "show others" keeps the selected ones and refills the
 * rest at random, preferring tags not shown yet.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

import { fetchTags } from '../../components/tags';
import type { Tag } from '../../components/tags';
import { TAG_SUGGESTIONS } from '../../member/constants';
import { messageOf } from '../../member/errors';

export type TagStatus = 'idle' | 'loading' | 'ready' | 'error';

function shuffle< T >( items: readonly T[] ): T[] {
	const copy = [ ...items ];
	for ( let i = copy.length - 1; i > 0; i-- ) {
		const j = Math.floor( Math.random() * ( i + 1 ) );
		[ copy[ i ], copy[ j ] ] = [ copy[ j ], copy[ i ] ];
	}
	return copy;
}

/**
 * A new set of suggestions.
 *
 * @param all      Every tag.
 * @param selected Ids to keep.
 * @param shown    Tags shown now (used last).
 */
export function pickSuggestions(
	all: readonly Tag[],
	selected: readonly number[],
	shown: readonly Tag[] = []
): Tag[] {
	const kept = all.filter( ( tag ) => selected.includes( tag.id ) );
	const shownIds = shown.map( ( tag ) => tag.id );
	const rest = all.filter( ( tag ) => ! selected.includes( tag.id ) );
	const fresh = shuffle(
		rest.filter( ( tag ) => ! shownIds.includes( tag.id ) )
	);
	const seen = shuffle(
		rest.filter( ( tag ) => shownIds.includes( tag.id ) )
	);
	return [ ...kept, ...fresh, ...seen ].slice(
		0,
		Math.max( TAG_SUGGESTIONS, kept.length )
	);
}

export function useTagSuggestions( active: boolean ) {
	const [ all, setAll ] = useState< Tag[] >( [] );
	const [ shown, setShown ] = useState< Tag[] >( [] );
	const [ status, setStatus ] = useState< TagStatus >( 'idle' );
	const [ error, setError ] = useState( '' );

	const load = useCallback( () => {
		setStatus( 'loading' );
		fetchTags().then(
			( list ) => {
				setAll( list );
				setShown( pickSuggestions( list, [] ) );
				setStatus( 'ready' );
			},
			( thrown: unknown ) => {
				setError( messageOf( thrown ) );
				setStatus( 'error' );
			}
		);
	}, [] );

	useEffect( () => {
		if ( active && status === 'idle' ) {
			load();
		}
	}, [ active, status, load ] );

	const refresh = ( selected: readonly number[] ) =>
		setShown( ( current ) => pickSuggestions( all, selected, current ) );

	return { status, error, shown, refresh, retry: load, total: all.length };
}
