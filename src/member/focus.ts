/**
 * Where focus goes when a member form's screen changes or a submit fails, so it never falls to
 * <body>: the first field with an error, else the first field of the screen, else the heading of
 * the dialog around it.
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

const INVALID = '[aria-invalid="true"]';

/** The fields of a form (a checkbox such as "keep me logged in" is an option, not a field). */
const FIELDS = [
	'form input:not([type="hidden"]):not([type="checkbox"]):not([disabled])',
	'form [role="combobox"]',
	'form select:not([disabled])',
	'form textarea:not([disabled])',
].join( ', ' );

/**
 * Focuses the first field with an error inside `root`.
 *
 * @param root Element around the fields.
 * @return Whether a field was focused.
 */
export function focusInvalidField( root: HTMLElement | null ): boolean {
	const field = root?.querySelector< HTMLElement >( INVALID );
	field?.focus();
	return !! field;
}

/**
 * Focuses the first field with an error inside `root`, else its first field, else the heading of
 * the dialog it is in.
 *
 * @param root Element around the screen.
 */
export function focusFirstField( root: HTMLElement | null ): void {
	if ( ! root || focusInvalidField( root ) ) {
		return;
	}
	const target =
		root.querySelector< HTMLElement >( FIELDS ) ??
		root
			.closest( '[role="dialog"]' )
			?.querySelector< HTMLElement >( 'h1, h2, h3, h4, h5, h6' );
	target?.focus();
}

/**
 * Moves focus into `root` (see `focusFirstField`) whenever `screen` changes from one screen to
 * another; `null` means nothing is shown (a closed popup), and showing it is not a change.
 *
 * @param root   Element around the screen.
 * @param screen What is shown (a popup type, a step).
 */
export function useFocusOnScreenChange(
	root: RefObject< HTMLElement >,
	screen: string | number | null
): void {
	const previous = useRef( screen );
	useEffect( () => {
		const before = previous.current;
		previous.current = screen;
		if ( screen !== null && before !== null && before !== screen ) {
			focusFirstField( root.current );
		}
	}, [ root, screen ] );
}
