/**
 * The phone navigation drawer (header.php): a <details> disclosure that opens and closes without
 * JavaScript. This behaviour adds what a disclosure lacks: Escape closes it and gives the focus back
 * to its button, a press outside or on one of its links closes it (a link to the same page, such as
 * /industry-news/#tab3, changes no page), and the page behind an open drawer does not scroll.
 */

/** The class on <html> while a drawer is open. */
export const DRAWER_OPEN_CLASS = 'mvc-drawer-open';

/**
 * Enhances every `details[data-mvc-drawer]`.
 *
 * @param root Document.
 * @return Stops the behaviour.
 */
export function enhanceNavDrawer( root: Document = document ): () => void {
	const drawers = Array.from(
		root.querySelectorAll< HTMLDetailsElement >(
			'details[data-mvc-drawer]'
		)
	);
	if ( ! drawers.length ) {
		return () => undefined;
	}
	const html = root.documentElement;
	const sync = () =>
		html.classList.toggle(
			DRAWER_OPEN_CLASS,
			drawers.some( ( drawer ) => drawer.open )
		);
	const close = ( drawer: HTMLDetailsElement, focus: boolean ) => {
		drawer.open = false;
		sync();
		if ( focus ) {
			drawer.querySelector< HTMLElement >( 'summary' )?.focus();
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		drawers
			.filter( ( drawer ) => drawer.open )
			.forEach( ( drawer ) => {
				event.preventDefault();
				close( drawer, true );
			} );
	};
	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element | null;
		drawers
			.filter( ( drawer ) => drawer.open )
			.forEach( ( drawer ) => {
				if ( ! target || ! drawer.contains( target ) ) {
					close( drawer, false );
				} else if ( target.closest?.( 'a[href]' ) ) {
					close( drawer, false );
				}
			} );
	};
	drawers.forEach( ( drawer ) => drawer.addEventListener( 'toggle', sync ) );
	sync();
	root.addEventListener( 'keydown', onKey );
	root.addEventListener( 'click', onClick );
	return () => {
		drawers.forEach( ( drawer ) =>
			drawer.removeEventListener( 'toggle', sync )
		);
		root.removeEventListener( 'keydown', onKey );
		root.removeEventListener( 'click', onClick );
		html.classList.remove( DRAWER_OPEN_CLASS );
	};
}
