/**
 * The globals shared by the loader (`mvc-runtime`) and the island library (`mvc-runtime-core`).
 */
import type { WokenBy } from './config';

/** What the island library exposes as `window.mvc.runtimeCore` to the loader. */
export interface RuntimeCoreApi {
	/**
	 * Mounts the island of a container once its script has run; resolves when it is on screen.
	 *
	 * @param container Island container (`[data-island]`).
	 * @param extra     What woke it.
	 */
	mountIsland: (
		container: HTMLElement,
		extra?: { wokenBy?: WokenBy }
	) => Promise< void >;
}

/** The debug and test hook of the loader: `window.mvcRuntime`. */
export interface RuntimeDebugHook {
	/** Wakes every island on the page now; resolves when all are mounted (or failed). */
	wakeAll: () => Promise< void >;
	/** Handles the loader has loaded so far, in load order. */
	loaded: () => string[];
}

declare global {
	interface Window {
		mvc?: { runtimeCore?: RuntimeCoreApi };
		mvcRuntime?: RuntimeDebugHook;
	}
}
