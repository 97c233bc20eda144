/**
 * The promo entrances' entrance animation, when they scroll into view.
 */

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
