/**
 * The pager's spinner on a pressed link (public-site spec: lists).
 */
import { isPlainClick } from './clicks';

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
		if ( event.defaultPrevented || ! isPlainClick( event ) ) {
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
