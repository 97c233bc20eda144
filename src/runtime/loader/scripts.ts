/**
 * Loads WordPress's registered scripts described by the runtime configuration, each exactly once
 * and after its dependencies, reproducing what WordPress prints for a handle, in its order:
 * localized data, translations, the inline `before` script, the script itself, the inline `after`
 * script.
 */
import type { ScriptDescription } from '../config';

export interface ScriptLoader {
	/** Loads a handle and its dependencies; resolves once the handle has run. */
	load: ( handle: string ) => Promise< void >;
	/** Handles loaded so far, in the order they ran. */
	loaded: () => string[];
}

/**
 * Runs inline code as WordPress would print it: an inline `<script>` with the same id.
 *
 * @param id   Element id (`<handle>-js-extra`, `-js-translations`, `-js-before`, `-js-after`).
 * @param code JavaScript source.
 */
function runInline( id: string, code: string ): void {
	const script = document.createElement( 'script' );
	script.id = id;
	script.textContent = code;
	document.body.appendChild( script );
}

/**
 * Injects `<script src>` and waits for it to run.
 *
 * @param id  Element id (`<handle>-js`).
 * @param src URL.
 */
function runExternal( id: string, src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.id = id;
		script.src = src;
		script.async = false;
		script.onload = () => resolve();
		script.onerror = () => {
			script.remove();
			reject( new Error( `mvc: failed to load ${ src }` ) );
		};
		document.body.appendChild( script );
	} );
}

/**
 * Hints the browser to fetch a script now, so a chain of dependencies downloads in parallel
 * even though the scripts run one after the other.
 *
 * @param src URL.
 */
function preload( src: string ): void {
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.as = 'script';
	link.href = src;
	document.head.appendChild( link );
}

/**
 * @param scripts The `scripts` map of the runtime configuration.
 */
export function createScriptLoader(
	scripts: Record< string, ScriptDescription >
): ScriptLoader {
	const pending = new Map< string, Promise< void > >();
	const preloaded = new Set< string >();
	const order: string[] = [];

	/**
	 * Whether WordPress already printed the handle on this page (it prints `id="<handle>-js"`).
	 *
	 * @param handle Handle.
	 */
	const isOnPage = ( handle: string ): boolean =>
		document.getElementById( `${ handle }-js` ) !== null;

	/**
	 * Preloads the sources of a handle and of all its dependencies not yet on the page.
	 *
	 * @param handle Handle.
	 * @param seen   Handles visited in this walk.
	 */
	const preloadTree = ( handle: string, seen: Set< string > ): void => {
		if ( seen.has( handle ) || pending.has( handle ) ) {
			return;
		}
		seen.add( handle );
		const script = scripts[ handle ];
		if ( ! script || isOnPage( handle ) ) {
			return;
		}
		script.deps.forEach( ( dep ) => preloadTree( dep, seen ) );
		if ( script.src && ! preloaded.has( script.src ) ) {
			preloaded.add( script.src );
			preload( script.src );
		}
	};

	const run = async (
		handle: string,
		chain: readonly string[]
	): Promise< void > => {
		const script = scripts[ handle ];
		if ( isOnPage( handle ) ) {
			// Printed by WordPress, with its inline pieces: nothing to do.
			order.push( handle );
			return;
		}
		if ( ! script ) {
			throw new Error( `mvc: unknown script handle ${ handle }` );
		}
		await Promise.all(
			script.deps.map( ( dep ) => {
				if ( chain.includes( dep ) ) {
					// A dependency cycle: WordPress would ignore it too.
					return Promise.resolve();
				}
				return load( dep, [ ...chain, handle ] );
			} )
		);
		if ( script.data ) {
			runInline( `${ handle }-js-extra`, script.data );
		}
		if ( script.translations ) {
			runInline( `${ handle }-js-translations`, script.translations );
		}
		if ( script.before ) {
			runInline( `${ handle }-js-before`, script.before );
		}
		if ( script.src ) {
			await runExternal( `${ handle }-js`, script.src );
		}
		if ( script.after ) {
			runInline( `${ handle }-js-after`, script.after );
		}
		order.push( handle );
	};

	function load(
		handle: string,
		chain: readonly string[] = []
	): Promise< void > {
		let promise = pending.get( handle );
		if ( ! promise ) {
			if ( chain.length === 0 ) {
				preloadTree( handle, new Set() );
			}
			promise = run( handle, chain );
			pending.set( handle, promise );
			// A failed handle may be tried again later (a flaky network, say).
			promise.catch( () => pending.delete( handle ) );
		}
		return promise;
	}

	return {
		load: ( handle ) => load( handle ),
		loaded: () => [ ...order ],
	};
}
