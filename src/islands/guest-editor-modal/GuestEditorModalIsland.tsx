/**
 * The guest-editor modal on every page, for the floating tool menu's button (a plain behaviour,
 * `src/runtime/behaviours/floating-menu.ts`). The island has no face: the button wakes it with
 * `wokenBy: 'click'`, so it opens at once, and each later press asks for it again by the same
 * wake event, which reopens it.
 */
import { useEffect, useState } from '@wordpress/element';
import { WAKE_EVENT } from '@mvc/runtime-core';
import type { IslandProps, WakeEventDetail } from '@mvc/runtime-core';

import { GuestEditorModal } from '../../components/GuestEditorModal';

/** Name of this island, as in `data-island`. */
export const ISLAND = 'guest-editor-modal';

export interface GuestEditorModalIslandProps extends IslandProps {
	/** External guest-editor application form. */
	applyUrl: string;
}

export function GuestEditorModalIsland( {
	applyUrl,
	wokenBy,
}: GuestEditorModalIslandProps ) {
	const [ isOpen, setOpen ] = useState( wokenBy === 'click' );

	useEffect( () => {
		const onWake = ( event: Event ) => {
			const detail: Partial< WakeEventDetail > | null =
				event instanceof CustomEvent ? event.detail : null;
			if ( detail?.island === ISLAND ) {
				setOpen( true );
			}
		};
		document.addEventListener( WAKE_EVENT, onWake );
		return () => document.removeEventListener( WAKE_EVENT, onWake );
	}, [] );

	return (
		<GuestEditorModal
			isOpen={ isOpen }
			onClose={ () => setOpen( false ) }
			applyUrl={ applyUrl }
		/>
	);
}
