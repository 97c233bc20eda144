/**
 * The journal minisite's four tabs (theme/template-parts/journals/minisite.php). The server draws
 * every tab's content as a section with its heading, after a list of links to them: without
 * JavaScript the page reads from top to bottom. Here they become accessible tabs: the list is a
 * `tablist`, its links are `tab`s controlling their sections (`tabpanel`s, reachable with Tab),
 * the arrows, Home and End move between the tabs, and one tab is selected: the one the address's
 * hash names (a link to a section, or to something inside it), else the first.
 */
import { arrowIndex, selectTab } from './tab-list';

/** Added to the container once the tabs are tabs (the CSS hides the sections' own headings). */
export const MINISITE_TABBED = 'is-tabbed';

/**
 * Enhances one set of minisite tabs.
 *
 * @param container The `[data-mvc-minisite-tabs]` element.
 * @return Stops the behaviour (the markup stays tabbed).
 */
function enhanceOne( container: HTMLElement ): () => void {
	const doc = container.ownerDocument;
	const view = doc.defaultView ?? window;
	const list = container.querySelector< HTMLElement >(
		'.mvc-minisite__tablist'
	);
	const tabs = Array.from(
		container.querySelectorAll< HTMLAnchorElement >( '.mvc-minisite__tab' )
	);
	const panelOf = ( tab: HTMLElement ): HTMLElement | null =>
		doc.getElementById( tab.getAttribute( 'aria-controls' ) ?? '' );
	if ( ! list || ! tabs.length ) {
		return () => undefined;
	}
	list.setAttribute( 'role', 'tablist' );
	list.querySelectorAll( 'li' ).forEach( ( item ) =>
		item.setAttribute( 'role', 'presentation' )
	);
	tabs.forEach( ( tab ) => {
		const id = decodeURIComponent(
			( tab.getAttribute( 'href' ) ?? '' ).replace( /^#/, '' )
		);
		tab.setAttribute( 'role', 'tab' );
		tab.setAttribute( 'aria-controls', id );
		const panel = doc.getElementById( id );
		if ( panel ) {
			panel.setAttribute( 'role', 'tabpanel' );
			panel.setAttribute( 'aria-labelledby', tab.id );
			panel.tabIndex = 0;
		}
	} );
	container.classList.add( MINISITE_TABBED );

	const select = ( tab: HTMLElement ) => selectTab( tabs, tab, panelOf );
	/** The tab whose panel holds the element the hash names, if any. */
	const fromHash = (): HTMLElement | undefined => {
		const named = decodeURIComponent( view.location.hash.slice( 1 ) );
		const target = named ? doc.getElementById( named ) : null;
		return target
			? tabs.find( ( tab ) => panelOf( tab )?.contains( target ) )
			: undefined;
	};
	select( fromHash() ?? tabs[ 0 ] );

	const onClick = ( event: MouseEvent ) => {
		const tab = ( event.target as Element | null )?.closest?.(
			'.mvc-minisite__tab'
		);
		if (
			! ( tab instanceof HTMLElement ) ||
			! tabs.includes( tab as HTMLAnchorElement )
		) {
			return;
		}
		// A tab switches; it does not jump down the page to its section.
		event.preventDefault();
		select( tab );
	};
	const onKey = ( event: KeyboardEvent ) => {
		const tab = ( event.target as Element | null )?.closest?.(
			'.mvc-minisite__tab'
		);
		if (
			! ( tab instanceof HTMLAnchorElement ) ||
			! tabs.includes( tab )
		) {
			return;
		}
		const index = arrowIndex( event.key, tabs.indexOf( tab ), tabs.length );
		if ( index === undefined ) {
			return;
		}
		event.preventDefault();
		tabs[ index ].focus();
		select( tabs[ index ] );
	};
	const onHash = () => {
		const tab = fromHash();
		if ( tab ) {
			select( tab );
		}
	};
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'keydown', onKey );
	view.addEventListener( 'hashchange', onHash );
	return () => {
		list.removeEventListener( 'click', onClick );
		list.removeEventListener( 'keydown', onKey );
		view.removeEventListener( 'hashchange', onHash );
	};
}

/**
 * Makes every `[data-mvc-minisite-tabs]` of the page accessible tabs.
 *
 * @param root Document.
 * @return Stops the behaviour.
 */
export function enhanceMinisiteTabs( root: Document = document ): () => void {
	const teardowns = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-mvc-minisite-tabs]' )
	).map( enhanceOne );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
