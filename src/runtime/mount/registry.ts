/**
 * Islands register their component here when their script runs:
 *
 *     import { defineIsland } from '@mvc/runtime-core';
 *     defineIsland< GuestEditorButtonProps >( 'guest-editor-button', GuestEditorButton );
 *
 * The loader then asks `mountIsland()` to mount each container of that name.
 */
import type { ComponentType, ReactElement } from 'react';
import { createElement } from '@wordpress/element';

import type { WokenBy } from '../config';

/** Props every island receives besides its JSON props. */
export interface IslandProps {
	/** Set to 'click' when a click on the placeholder woke the island: complete that action. */
	wokenBy?: WokenBy;
}

/** Renders an island from its JSON props. */
export type IslandRenderer = (
	props: Record< string, unknown >,
	extra: IslandProps
) => ReactElement;

const islands = new Map< string, IslandRenderer >();

/**
 * Registers an island component under its name (the folder name in src/islands/).
 *
 * @param name      Island name, as in `data-island`.
 * @param component Component; its props are the JSON props PHP printed, plus `IslandProps`.
 */
export function defineIsland< P extends object >(
	name: string,
	component: ComponentType< P & IslandProps >
): void {
	islands.set( name, ( props, extra ) =>
		// The props are the server's JSON for this island: PHP and the island agree on P.
		createElement( component, { ...( props as P ), ...extra } )
	);
}

export function getIsland( name: string ): IslandRenderer | undefined {
	return islands.get( name );
}
