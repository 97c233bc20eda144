/**
 * The industry-news hash tabs (#tab1..): every tab's first page is in the HTML; the hash picks one.
 */
import { isPlainClick } from './clicks';
import { arrowIndex, selectTab } from './tab-list';

const HASH_TAB = /^#tab(\d+)$/;

/**
 * Hash tabs (industry news): the tab in the URL's hash (#tab1 by default) is shown; a tab press
 * sets the hash without a request, and the back button goes back through the tabs.
 *
 * @param root Document.
 */
export function enhanceHashTabs( root: Document = document ): () => void {
	const containers = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-mvc-hash-tabs]' )
	);
	if ( ! containers.length ) {
		return () => undefined;
	}
	const select = ( container: HTMLElement, number: string ) => {
		const tabs = Array.from(
			container.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		const chosen = tabs.find( ( tab ) => tab.dataset.tab === number );
		if ( ! chosen ) {
			return;
		}
		const panels = Array.from(
			container.querySelectorAll< HTMLElement >( '[role="tabpanel"]' )
		);
		selectTab(
			tabs,
			chosen,
			( tab ) =>
				panels.find(
					( panel ) => panel.dataset.tab === tab.dataset.tab
				) ?? null
		);
	};
	// The server's tab (`?tab=`, else the first): shown again when the hash goes (back to the
	// entry without one).
	const initial = new Map< HTMLElement, string >();
	const fromHash = () => {
		const match = HASH_TAB.exec( window.location.hash );
		containers.forEach( ( container ) => {
			if ( match ) {
				select( container, match[ 1 ] );
			} else if ( window.location.hash === '' ) {
				select( container, initial.get( container ) ?? '1' );
			}
		} );
	};
	const onClick = ( event: MouseEvent ) => {
		const tab = ( event.target as Element | null )?.closest?.(
			'[data-mvc-hash-tabs] [role="tab"]'
		);
		if (
			! ( tab instanceof HTMLElement ) ||
			event.defaultPrevented ||
			! isPlainClick( event )
		) {
			// A modified click opens the tab's own URL (?tab=) in a new tab or window.
			return;
		}
		event.preventDefault();
		window.location.hash = `tab${ tab.dataset.tab }`;
	};
	const onKey = ( event: KeyboardEvent ) => {
		const tab = ( event.target as Element | null )?.closest?.(
			'[data-mvc-hash-tabs] [role="tab"]'
		);
		if ( ! ( tab instanceof HTMLElement ) ) {
			return;
		}
		const tabs = Array.from(
			tab.parentElement?.querySelectorAll< HTMLElement >(
				'[role="tab"]'
			) ?? []
		);
		const index = arrowIndex( event.key, tabs.indexOf( tab ), tabs.length );
		if ( index === undefined ) {
			return;
		}
		const next = tabs[ index ];
		event.preventDefault();
		next.focus();
		window.location.hash = `tab${ next.dataset.tab }`;
	};
	containers.forEach( ( container ) => {
		const current = container.querySelector< HTMLElement >(
			'[role="tab"][aria-selected="true"]'
		);
		const number = current?.dataset.tab ?? '1';
		initial.set( container, number );
		select( container, number );
	} );
	fromHash();
	window.addEventListener( 'hashchange', fromHash );
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKey );
	return () => {
		window.removeEventListener( 'hashchange', fromHash );
		root.removeEventListener( 'click', onClick );
		root.removeEventListener( 'keydown', onKey );
	};
}
