/**
 * A button the server drew, worked by an island: its press calls the handler of the latest
 * render, and its state (disabled, expanded) follows the island's.
 */
import { useEffect } from '@wordpress/element';

import { useDomEvent } from './useDomEvent';

export interface ServerButtonState {
	/** Disabled while its work runs. */
	disabled?: boolean;
	/** `aria-expanded`, for a button that shows and hides something. */
	expanded?: boolean;
}

export function useServerButton(
	button: HTMLButtonElement | null,
	onPress: () => void,
	{ disabled = false, expanded }: ServerButtonState = {}
): void {
	useDomEvent( button, 'click', ( event ) => {
		event.preventDefault();
		onPress();
	} );
	useEffect( () => {
		if ( button ) {
			button.disabled = disabled;
		}
	}, [ button, disabled ] );
	useEffect( () => {
		if ( button && expanded !== undefined ) {
			button.setAttribute( 'aria-expanded', String( expanded ) );
		}
	}, [ button, expanded ] );
}
