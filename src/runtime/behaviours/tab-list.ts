/**
 * What the two kinds of tabs share: selecting a tab and the keys that move between tabs.
 */

/**
 * Selects one tab of a tab list: it is the selected tab (`aria-selected`, `is-current`) and the
 * list's one tab stop; its panel is shown and the other tabs' panels hidden.
 *
 * @param tabs    The tabs of the list.
 * @param chosen  The tab to select (one of `tabs`).
 * @param panelOf The panel of a tab, if it has one.
 */
export function selectTab(
	tabs: readonly HTMLElement[],
	chosen: HTMLElement,
	panelOf: ( tab: HTMLElement ) => HTMLElement | null
): void {
	tabs.forEach( ( tab ) => {
		const on = tab === chosen;
		tab.setAttribute( 'aria-selected', on ? 'true' : 'false' );
		tab.classList.toggle( 'is-current', on );
		tab.tabIndex = on ? 0 : -1;
		const panel = panelOf( tab );
		if ( panel ) {
			panel.hidden = ! on;
		}
	} );
}

/**
 * Where a key moves the focus in a tab list: the arrows to the next and previous tab (wrapping
 * round), Home and End to the first and last.
 *
 * @param key   The key pressed (`KeyboardEvent.key`).
 * @param at    Index of the focused tab.
 * @param count Number of tabs.
 * @return The index of the tab to move to, or undefined for any other key.
 */
export function arrowIndex(
	key: string,
	at: number,
	count: number
): number | undefined {
	switch ( key ) {
		case 'ArrowRight':
			return ( at + 1 ) % count;
		case 'ArrowLeft':
			return ( at - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return undefined;
	}
}
