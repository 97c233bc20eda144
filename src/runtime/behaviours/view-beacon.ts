/**
 * The article's view, reported once for the most-read list (Mvc\Core\Content\PostViews).
 */

/** How long the page must stay open before its view counts: a bounce is not a read. */
export const VIEW_DELAY = 3000;

/**
 * An element with `data-mvc-view` (the route's address) and `data-mvc-view-post` (the article's
 * id) reports one view with a beacon after VIEW_DELAY, if the page is still open and visible: no
 * cookie, no waiting for an answer, nothing else loaded. A member's page adds
 * `data-mvc-view-nonce` (their session's calls need it; a visitor's cached page has none).
 *
 * @param root Document.
 * @return Cancels a view not sent yet.
 */
export function enhanceViewBeacon( root: Document = document ): () => void {
	const element = root.querySelector< HTMLElement >( '[data-mvc-view]' );
	const url = element?.dataset.mvcView ?? '';
	const post = element?.dataset.mvcViewPost ?? '';
	if ( ! element || ! url || ! /^\d+$/.test( post ) ) {
		return () => undefined;
	}
	const timer = window.setTimeout( () => {
		if ( root.visibilityState === 'hidden' ) {
			return;
		}
		const body = new FormData();
		body.append( 'post_id', post );
		if ( element.dataset.mvcViewNonce ) {
			body.append( '_wpnonce', element.dataset.mvcViewNonce );
		}
		if ( typeof navigator.sendBeacon === 'function' ) {
			navigator.sendBeacon( url, body );
			return;
		}
		window
			.fetch( url, {
				method: 'POST',
				body,
				credentials: 'same-origin',
				keepalive: true,
			} )
			.catch( () => undefined );
	}, VIEW_DELAY );
	return () => window.clearTimeout( timer );
}
