/**
 * A press held back while an island loaded, handed on once it is there.
 */

/**
 * Clicks the island's element that replaced the held-back click's target, found by its classes,
 * if there is one.
 *
 * @param container Island container.
 * @param className Class attribute of the clicked element.
 * @return Whether an element was clicked.
 */
function replayClick( container: HTMLElement, className: string ): boolean {
	const classes = className.trim().split( /\s+/ ).filter( Boolean );
	if ( ! classes.length ) {
		return false;
	}
	const selector = ( list: string[] ) =>
		list.map( ( name ) => `.${ CSS.escape( name ) }` ).join( '' );
	// Every class first (like and favourite share their first class), then without the state
	// classes (is-on may differ), then the first class alone.
	const candidates = [
		classes,
		classes.filter( ( name ) => ! name.startsWith( 'is-' ) ),
		classes.slice( 0, 1 ),
	].filter( ( list ) => list.length > 0 );
	for ( const list of candidates ) {
		const target = container.querySelector< HTMLElement >(
			selector( list )
		);
		if ( target ) {
			target.click();
			return true;
		}
	}
	return false;
}

/**
 * Replays a held-back click once the island is there: on the pressed element itself when it is
 * still in the page (the server's markup, which the island enhances), else on the island's element
 * that replaced it, found by its classes (an island that draws over its placeholder).
 *
 * @param container       Island container.
 * @param click           The held-back click.
 * @param click.element
 * @param click.className
 * @return Whether an element was clicked.
 */
export function replay(
	container: HTMLElement,
	{ element, className }: { element: HTMLElement | null; className: string }
): boolean {
	if ( element?.isConnected ) {
		element.click();
		return true;
	}
	return replayClick( container, className );
}
