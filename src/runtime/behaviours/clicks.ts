/**
 * What the behaviours ask of a click.
 */

/**
 * Whether a click is a plain left click nothing else handled: a modified click (new tab or window)
 * is left to the browser.
 *
 * @param event Click.
 */
export function isPlainClick( event: MouseEvent ): boolean {
	return (
		! event.defaultPrevented &&
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}
