/**
 * Entry `runtime` (handle `mvc-runtime`): starts the island loader and the page behaviours
 * (`../behaviours/`) and exposes
 * `window.mvcRuntime` ({ wakeAll, loaded }) for the benchmark and the end-to-end tests.
 */
import { readRuntimeConfig } from '../config';
import { createLoader } from './loader';
import { onParsed, startBehaviours } from '../behaviours';

function start(): void {
	document.documentElement.classList.add( 'mvc-js' );
	startBehaviours();
	const loader = createLoader( readRuntimeConfig() );
	window.mvcRuntime = { wakeAll: loader.wakeAll, loaded: loader.loaded };
}

onParsed( start );
