/**
 * Makes a server link the island enhances act as a button: named `role="button"` (it opens
 * something in place rather than a page), a press runs `onPress` instead of following the link,
 * and Space presses it as it would a button. The link stays the server's, and works without
 * JavaScript.
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * @param element The server's link, or null.
 * @param onPress Called on a press.
 */
export function useLinkAsButton(
	element: HTMLElement | null,
	onPress: () => void
): void {
	// The latest onPress, without listening again on every render.
	const pressRef = useRef( onPress );
	pressRef.current = onPress;

	useEffect( () => {
		if ( ! element ) {
			return undefined;
		}
		const onClick = ( event: MouseEvent ) => {
			event.preventDefault();
			pressRef.current();
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === ' ' ) {
				event.preventDefault();
				element.click();
			}
		};
		const hadRole = element.getAttribute( 'role' );
		element.setAttribute( 'role', 'button' );
		element.addEventListener( 'click', onClick );
		element.addEventListener( 'keydown', onKey );
		return () => {
			element.removeEventListener( 'click', onClick );
			element.removeEventListener( 'keydown', onKey );
			if ( hadRole === null ) {
				element.removeAttribute( 'role' );
			} else {
				element.setAttribute( 'role', hadRole );
			}
		};
	}, [ element ] );
}
