/**
 * What the behaviours and the islands' links ask of a click.
 */

/**
 * Whether a click is a plain left click: a modified click (new tab or window) is left to the
 * browser. Takes a DOM click or React's.
 *
 * @param event          Click.
 * @param event.button   The button pressed.
 * @param event.metaKey  Modifier.
 * @param event.ctrlKey  Modifier.
 * @param event.shiftKey Modifier.
 * @param event.altKey   Modifier.
 */
export function isPlainClick( event: {
	button: number;
	metaKey: boolean;
	ctrlKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
} ): boolean {
	return (
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}
