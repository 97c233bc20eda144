/**
 * The guest-editor button (block `mvc/guest-editor-button`): the same button as the server's
 * link, opening the guest-editor modal. Woken by a click, it opens the modal at once.
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { IslandProps } from '@mvc/runtime-core';

import { GuestEditorModal } from '../../components/GuestEditorModal';

export interface GuestEditorButtonProps extends IslandProps {
	/** External guest-editor application form. */
	applyUrl: string;
}

export function GuestEditorButton( {
	applyUrl,
	wokenBy,
}: GuestEditorButtonProps ) {
	const [ isOpen, setOpen ] = useState( wokenBy === 'click' );
	const button = useRef< HTMLButtonElement >( null );
	const close = () => {
		setOpen( false );
		// Opened by a click on the server's link, the modal has no opener to give the focus back to.
		button.current?.focus();
	};
	return (
		<>
			<button
				ref={ button }
				type="button"
				className="mvc-button mvc-guest-editor-button"
				aria-haspopup="dialog"
				onClick={ () => setOpen( true ) }
			>
				{ __( 'Become a guest editor', 'mvc' ) }
			</button>
			<GuestEditorModal
				isOpen={ isOpen }
				onClose={ close }
				applyUrl={ applyUrl }
			/>
		</>
	);
}
