/**
 * Plain tabs whose tabs are links to their panels (the article's 推荐阅读).
 */
import { arrowIndex, selectTab } from './tab-list';

/**
 * Plain tabs (the article's 推荐阅读): elements with role tab (links to their panels, so that they
 * work without JavaScript) switch the panels they control, with arrows, Home and End; buttons with
 * `data-mvc-scroll` (shown here) scroll the visible panel by their number of pixels (spec: 175).
 *
 * @param root Document.
 */
export function enhanceTabs( root: Document = document ): () => void {
	const containers = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-mvc-tabs]' )
	);
	const cleanups: Array< () => void > = [];
	containers.forEach( ( container ) => {
		const tabs = Array.from(
			container.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		const panelOf = ( tab: HTMLElement ) =>
			root.getElementById( tab.getAttribute( 'aria-controls' ) ?? '' );
		const select = ( chosen: HTMLElement ) =>
			selectTab( tabs, chosen, panelOf );
		const onClick = ( event: MouseEvent ) => {
			const target = event.target as Element | null;
			const tab = target?.closest?.( '[role="tab"]' );
			if ( tab instanceof HTMLElement && tabs.includes( tab ) ) {
				// Without JavaScript a tab is a link to its panel; here it only switches.
				event.preventDefault();
				select( tab );
				return;
			}
			const scroller = target?.closest?.( '[data-mvc-scroll]' );
			if ( scroller instanceof HTMLElement ) {
				const current = tabs.find(
					( item ) => item.getAttribute( 'aria-selected' ) === 'true'
				);
				const panel = current ? panelOf( current ) : null;
				panel?.scrollBy( {
					top: Number( scroller.dataset.mvcScroll ) || 0,
					behavior: 'smooth',
				} );
			}
		};
		const onKey = ( event: KeyboardEvent ) => {
			const tab = ( event.target as Element | null )?.closest?.(
				'[role="tab"]'
			);
			if ( ! ( tab instanceof HTMLElement ) || ! tabs.includes( tab ) ) {
				return;
			}
			const index = arrowIndex(
				event.key,
				tabs.indexOf( tab ),
				tabs.length
			);
			if ( index === undefined ) {
				return;
			}
			event.preventDefault();
			tabs[ index ].focus();
			select( tabs[ index ] );
		};
		container
			.querySelectorAll< HTMLElement >( '[data-mvc-scroll]' )
			.forEach( ( button ) => {
				button.hidden = false;
			} );
		// The server shows every tab as a link and leaves hiding the other panels to CSS: from
		// here the tabs have one tab stop and the panels their `hidden`. An address naming a
		// panel (a link to it, back and forward) chooses its tab.
		const named = decodeURIComponent(
			root.location?.hash.slice( 1 ) ?? ''
		);
		const current =
			( named !== '' &&
				tabs.find(
					( tab ) => tab.getAttribute( 'aria-controls' ) === named
				) ) ||
			tabs.find(
				( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
			) ||
			tabs[ 0 ];
		if ( current ) {
			select( current );
		}
		container.addEventListener( 'click', onClick );
		container.addEventListener( 'keydown', onKey );
		cleanups.push( () => {
			container.removeEventListener( 'click', onClick );
			container.removeEventListener( 'keydown', onKey );
		} );
	} );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
