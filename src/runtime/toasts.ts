/**
 * `showToast()`: a notice any island can show. The toast store keeps it; the member-area island
 * (in the header of every page) draws it, so it is woken if it still sleeps.
 */
import { dispatch } from '@wordpress/data';

import { MEMBER_AREA_ISLAND } from './config';
import { store as toastStore } from './stores/toasts';
import type { ToastOptions } from './stores/toasts';
import { wakeIsland } from './wake-island';

let lastId = 0;

/**
 * Shows a toast; it hides by itself 2 s (`simple`, the default) or 3 s (`notification`) after it is drawn.
 *
 * @param options         What to show.
 * @param options.message Text.
 * @param options.kind    `simple` or `notification`.
 * @param options.link    Optional link after the text.
 * @return The toast's id (for `dismissToast`).
 */
export function showToast( {
	message,
	kind = 'simple',
	link,
}: ToastOptions ): number {
	lastId += 1;
	const id = lastId;
	dispatch( toastStore ).addToast( { id, message, kind, link } );
	// The header's island draws the toasts; each leaves TOAST_DURATION after it is drawn.
	wakeIsland( MEMBER_AREA_ISLAND );
	return id;
}
