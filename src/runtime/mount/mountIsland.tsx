/**
 * Mounts an island into its container, as WooCommerce's `render-frontend.tsx` does: the JSON
 * props beside the placeholder, `createRoot` inside an error boundary and `Suspense`. React
 * replaces the placeholder in the same commit that draws the island (no empty frame), and the
 * placeholder comes back if the island fails.
 *
 * An island that enhances the server's markup (`data-island-enhance` on its container: a form the
 * server draws whole) leaves that markup in place: React draws into an empty element added at the
 * container's end, for what the server never draws (a dialog), and a failure leaves the server's
 * markup as it is.
 */
import { createRoot, flushSync, Suspense, useEffect } from '@wordpress/element';

import type { IslandProps } from './registry';
import { getIsland } from './registry';
import { ErrorBoundary } from './ErrorBoundary';
import { PROPS_SELECTOR, readProps } from '../plain';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Ready( { onReady }: { onReady: () => void } ) {
	useEffect( onReady, [ onReady ] );
	return null;
}

/**
 * The server's placeholder markup, without the props script.
 *
 * @param container Island container.
 */
function placeholderHtml( container: HTMLElement ): string {
	const copy = container.cloneNode( true ) as HTMLElement;
	Array.from( copy.children )
		.filter( ( child ) => child.matches( PROPS_SELECTOR ) )
		.forEach( ( child ) => child.remove() );
	return copy.innerHTML;
}

/**
 * The element an enhancing island draws into: added after the server's markup, taking no room.
 *
 * @param container Island container.
 */
function enhanceRoot( container: HTMLElement ): HTMLElement {
	const root = container.ownerDocument.createElement( 'div' );
	root.className = 'mvc-island__root';
	root.style.display = 'contents';
	container.append( root );
	return root;
}

/**
 * Mounts the island of a container whose script has registered it with `defineIsland()`.
 *
 * @param container Island container (`[data-island]`).
 * @param extra     What woke the island.
 * @return Resolves once the island is on screen; rejects if it failed (its placeholder stays).
 */
export function mountIsland(
	container: HTMLElement,
	extra: IslandProps = {}
): Promise< void > {
	if ( container.dataset.islandMounted ) {
		return Promise.resolve();
	}
	const name = container.dataset.island ?? '';
	const render = getIsland( name );
	if ( ! render ) {
		return Promise.reject(
			new Error( `mvc: the island ${ name } is not defined` )
		);
	}
	container.dataset.islandMounted = 'true';
	const props = readProps( container );
	const enhances = container.dataset.islandEnhance !== undefined;
	const placeholder = enhances ? null : (
		<div
			className="mvc-island__placeholder"
			style={ { display: 'contents' } }
			dangerouslySetInnerHTML={ { __html: placeholderHtml( container ) } }
		/>
	);

	// A keyboard user on the placeholder (the island woke on focus) stays on the island.
	const { ownerDocument } = container;
	const hadFocus = container.contains( ownerDocument.activeElement );

	return new Promise( ( resolve, reject ) => {
		const root = createRoot(
			enhances ? enhanceRoot( container ) : container
		);
		const onError = ( error: unknown ) => {
			container.dataset.islandState = 'error';
			reject( error );
		};
		// Commit now: a click held back by the loader must find the island, not the placeholder.
		flushSync( () => {
			root.render(
				<ErrorBoundary fallback={ placeholder } onError={ onError }>
					<Suspense fallback={ placeholder }>
						{ render( props, extra ) }
						<Ready onReady={ resolve } />
					</Suspense>
				</ErrorBoundary>
			);
		} );
		const active = ownerDocument.activeElement;
		if ( hadFocus && ( ! active || active === ownerDocument.body ) ) {
			container.querySelector< HTMLElement >( FOCUSABLE )?.focus();
		}
	} );
}
