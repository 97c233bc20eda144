/**
 * Listens to an event of an element the server drew (the search form, its text box, its select)
 * or of the document, with the handler of the latest render.
 */
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

export function useDomEvent< K extends keyof HTMLElementEventMap >(
	target: EventTarget | null,
	type: K,
	handler: ( event: HTMLElementEventMap[ K ] ) => void
): void {
	const latest = useRef( handler );
	useLayoutEffect( () => {
		latest.current = handler;
	} );
	useEffect( () => {
		if ( ! target ) {
			return undefined;
		}
		// `type` names the event, so the listener gets that event's type.
		const listener = ( event: Event ) =>
			latest.current( event as HTMLElementEventMap[ K ] );
		target.addEventListener( type, listener );
		return () => target.removeEventListener( type, listener );
	}, [ target, type ] );
}
