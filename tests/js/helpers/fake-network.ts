/**
 * jsdom neither fetches nor runs `<script src>`. This stands in for the network: an injected
 * script "runs" the function registered for its URL (if any), then fires `load`; URLs containing
 * "fail" fire `error`. Inline scripts are run by jsdom itself.
 */
export type ScriptBehaviour = () => void;

export function fakeNetwork(
	behaviours: Record< string, ScriptBehaviour > = {}
): {
	requested: string[];
} {
	const requested: string[] = [];
	const append = Element.prototype.appendChild;
	jest.spyOn( HTMLElement.prototype, 'appendChild' ).mockImplementation(
		function < T extends Node >( this: HTMLElement, node: T ): T {
			append.call( this, node );
			if ( node instanceof HTMLScriptElement && node.src ) {
				const src = node.src;
				requested.push( src );
				setTimeout( () => {
					if ( src.includes( 'fail' ) ) {
						node.dispatchEvent( new Event( 'error' ) );
						return;
					}
					behaviours[ src ]?.();
					node.dispatchEvent( new Event( 'load' ) );
				}, 0 );
			}
			return node;
		}
	);
	return { requested };
}
