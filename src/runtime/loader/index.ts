/**
 * Entry `runtime` (handle `mvc-runtime`): starts the island loader and the small behaviours of `enhance.ts` on the page and exposes
 * `window.mvcRuntime` ({ wakeAll, loaded }) for the benchmark and the end-to-end tests.
 */
import { readRuntimeConfig } from '../config';
import { createLoader } from './loader';
import {
	enhanceHashTabs,
	enhancePagers,
	enhanceReveal,
	enhanceTabs,
} from './enhance';

function start(): void {
	document.documentElement.classList.add( 'mvc-js' );
	enhancePagers();
	enhanceHashTabs();
	enhanceReveal();
	enhanceTabs();
	const loader = createLoader( readRuntimeConfig() );
	window.mvcRuntime = { wakeAll: loader.wakeAll, loaded: loader.loaded };
}

// A deferred script runs when the document is parsed; be safe if printed otherwise.
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start, { once: true } );
} else {
	start();
}
