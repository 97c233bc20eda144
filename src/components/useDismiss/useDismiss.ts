/**
 * Closes a popover (a menu, a list, a panel) on a press outside it and, where asked, on Escape,
 * giving the focus back to the button that opened it.
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

export interface DismissOptions {
	/** Escape closes it too and puts the focus on this element (the opener). */
	escapeTo?: RefObject< HTMLElement >;
}

/**
 * @param open             Whether the popover is open.
 * @param rootRef          The popover with its opener: a press inside it keeps it open.
 * @param close            Closes it.
 * @param options          Options.
 * @param options.escapeTo
 */
export function useDismiss(
	open: boolean,
	rootRef: RefObject< HTMLElement >,
	close: () => void,
	{ escapeTo }: DismissOptions = {}
): void {
	// The latest close, without listening again on every render.
	const closeRef = useRef( close );
	closeRef.current = close;

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onPress = ( event: MouseEvent ) => {
			if (
				event.target instanceof Node &&
				! rootRef.current?.contains( event.target )
			) {
				closeRef.current();
			}
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				closeRef.current();
				escapeTo?.current?.focus();
			}
		};
		document.addEventListener( 'mousedown', onPress );
		if ( escapeTo ) {
			document.addEventListener( 'keydown', onKey );
		}
		return () => {
			document.removeEventListener( 'mousedown', onPress );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ open, rootRef, escapeTo ] );
}
