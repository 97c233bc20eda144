/**
 * Small behaviours of server-rendered pages that need no island (and so no React): the pager's
 * spinner, the industry-news hash tabs and the promo entrances' entrance animation. Part of the
 * loader, so they work from the first paint.
 */

/**
 * Whether a click is a plain left click nothing else handled: a modified click (new tab or window)
 * is left to the browser.
 *
 * @param event Click.
 */
function isPlainClick( event: MouseEvent ): boolean {
	return (
		! event.defaultPrevented &&
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}

/**
 * Pressed pager link: spinner on it, the other links disabled until the next page arrives.
 *
 * @param root Document.
 */
export function enhancePagers( root: Document = document ): () => void {
	if ( ! root.querySelector( '[data-mvc-pager]' ) ) {
		return () => undefined;
	}
	const onClick = ( event: MouseEvent ) => {
		if ( ! isPlainClick( event ) ) {
			return;
		}
		const link = ( event.target as Element | null )?.closest?.(
			'[data-mvc-pager] a[href]'
		);
		if ( ! ( link instanceof HTMLAnchorElement ) ) {
			return;
		}
		const pager = link.closest( '[data-mvc-pager]' ) as HTMLElement;
		if ( pager.getAttribute( 'aria-busy' ) === 'true' ) {
			event.preventDefault();
			return;
		}
		pager.setAttribute( 'aria-busy', 'true' );
		link.classList.add( 'is-loading' );
		pager
			.querySelectorAll( 'a[href]' )
			.forEach( ( other ) =>
				other.setAttribute( 'aria-disabled', 'true' )
			);
	};
	// Back from the next page (bfcache): the pager is usable again.
	const onPageShow = () => {
		root.querySelectorAll( '[data-mvc-pager]' ).forEach( ( pager ) => {
			pager.removeAttribute( 'aria-busy' );
			pager.querySelectorAll( 'a[href]' ).forEach( ( link ) => {
				link.classList.remove( 'is-loading' );
				link.removeAttribute( 'aria-disabled' );
			} );
		} );
	};
	root.addEventListener( 'click', onClick );
	window.addEventListener( 'pageshow', onPageShow );
	return () => {
		root.removeEventListener( 'click', onClick );
		window.removeEventListener( 'pageshow', onPageShow );
	};
}

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
		if ( ! ( tab instanceof HTMLElement ) || ! isPlainClick( event ) ) {
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

/**
 * Elements with `data-mvc-reveal` get `is-revealed` when they scroll into view (the CSS animates
 * only with that class present on <html class="mvc-js">, so without JavaScript they just show).
 *
 * @param root Document.
 */
export function enhanceReveal( root: Document = document ): () => void {
	const items = root.querySelectorAll< HTMLElement >( '[data-mvc-reveal]' );
	if ( ! items.length || typeof IntersectionObserver === 'undefined' ) {
		items.forEach( ( item ) => item.classList.add( 'is-revealed' ) );
		return () => undefined;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			entries.forEach( ( entry ) => {
				if ( entry.isIntersecting ) {
					entry.target.classList.add( 'is-revealed' );
					observer.unobserve( entry.target );
				}
			} );
		},
		{ threshold: 0.2 }
	);
	items.forEach( ( item ) => observer.observe( item ) );
	return () => observer.disconnect();
}

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
