/**
 * Keeps the keyboard inside a dialog while it is shown: the focus moves in on mount (onto
 * `initialFocus`, else the dialog itself), Tab and Shift+Tab wrap round at the dialog's ends,
 * Escape calls `onEscape` (and goes no further), and on unmount the focus goes back to where it
 * was, if that element is still on the page.
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
	/** Escape was pressed. */
	onEscape: () => void;
	/** Where the focus goes on mount; by default the dialog itself (give it `tabIndex={ -1 }`). */
	initialFocus?: RefObject< HTMLElement >;
	/**
	 * A dialog drawn over another one (the delete confirmation over the comments panel): the
	 * trap listens on its own element and keeps Tab and Escape from the dialog below. Otherwise
	 * it listens on the document, so it runs after the dialog's own controls (a list that closes
	 * on Escape keeps the dialog open) and brings back a focus that fell out of the dialog.
	 */
	nested?: boolean;
}

/**
 * Whether an element comes before another in the document, or contains it.
 *
 * @param element The element.
 * @param other   The other element.
 */
function precedes( element: Element, other: Element ): boolean {
	return Boolean(
		// eslint-disable-next-line no-bitwise -- a bit of compareDocumentPosition's mask.
		other.compareDocumentPosition( element ) &
		Node.DOCUMENT_POSITION_PRECEDING
	);
}

/**
 * @param options The trap's options.
 * @return The ref to put on the dialog's element.
 */
export function useFocusTrap< T extends HTMLElement = HTMLDivElement >(
	options: FocusTrapOptions
): RefObject< T > {
	const ref = useRef< T >( null );
	const latest = useRef( options );
	latest.current = options;

	useEffect( () => {
		const dialog = ref.current;
		if ( ! dialog ) {
			return undefined;
		}
		const { initialFocus, nested = false } = latest.current;
		const { ownerDocument } = dialog;
		const previous = ownerDocument.activeElement;
		( initialFocus?.current ?? dialog ).focus();

		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.stopPropagation();
				latest.current.onEscape();
				return;
			}
			if ( event.key !== 'Tab' ) {
				return;
			}
			if ( nested ) {
				event.stopPropagation();
			}
			const focusable = Array.from(
				dialog.querySelectorAll< HTMLElement >( FOCUSABLE )
			);
			const first = focusable[ 0 ];
			const last = focusable[ focusable.length - 1 ];
			const active = ownerDocument.activeElement;
			if ( ! first || ! active || ! dialog.contains( active ) ) {
				event.preventDefault();
				( first ?? dialog ).focus();
			} else if (
				event.shiftKey &&
				// The first field, or the dialog or its heading before it.
				( active === first || precedes( active, first ) )
			) {
				event.preventDefault();
				last.focus();
			} else if ( ! event.shiftKey && active === last ) {
				event.preventDefault();
				first.focus();
			}
		};
		if ( nested ) {
			dialog.addEventListener( 'keydown', onKeyDown );
		} else {
			ownerDocument.addEventListener( 'keydown', onKeyDown );
		}
		return () => {
			dialog.removeEventListener( 'keydown', onKeyDown );
			ownerDocument.removeEventListener( 'keydown', onKeyDown );
			if ( previous instanceof HTMLElement && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [] );

	return ref;
}
