/**
 * The island loader printed on every page: finds island containers, waits for each one's wake
 * strategy, then loads what the island needs (WordPress's registered scripts, the island
 * library `mvc-runtime-core`, the island's own script) and asks the library to mount it. For a
 * visitor, an `idle` island with a placeholder waits for a press instead (the reading budget: see
 * `wakeFor()`).
 *
 * It imports nothing from React or WordPress: it is the only script a page runs before an
 * island wakes.
 */
import { WAKE_EVENT } from '../config';
import type { RuntimeConfig, WakeEventDetail, WokenBy } from '../config';
import type { RuntimeDebugHook } from '../globals';
import { getPlainIsland, readProps } from '../plain';
import { replay } from './replay';
import { createScriptLoader } from './scripts';
import {
	hasPlaceholder,
	isWakeStrategy,
	linkedByHash,
	scheduleWake,
	wakeFor,
	wakesWith,
} from './wake';

/** Selector of island containers. */
export const ISLAND_SELECTOR = '[data-island]';

/** `data-island-state` of a container: loading, mounted or error. */
export type IslandState = 'loading' | 'mounted' | 'error';

interface Entry {
	container: HTMLElement;
	name: string;
	cancel: () => void;
	/** Stops holding back clicks (once the island is mounted, or failed). */
	unhold: () => void;
	woken?: Promise< void >;
	/**
	 * Whether a held-back click is replayed on the mounted island (islands that wake by themselves
	 * and do not read `wokenBy`) instead of being handed over as `wokenBy: 'click'`.
	 */
	replay?: boolean;
	/**
	 * Whether links wait for the island too (a visitor's `idle` island, which sleeps until pressed:
	 * its login link opens the island's popup in place rather than a page).
	 */
	holdLinks?: boolean;
	/**
	 * Set while a pointer is pressed on the placeholder: the island waits for the release before
	 * it replaces the placeholder (Chromium sends no click at all when the pressed element is
	 * gone by the release).
	 */
	pressing?: Promise< void >;
	/**
	 * Set when a click on the placeholder, or on the server element the island enhances
	 * (`data-wake-with`), was held back while the island loaded.
	 */
	click?: {
		wokenBy: WokenBy;
		link: HTMLAnchorElement | null;
		/**
		 * The clicked link or button: replayed on itself when it is still in the page once the
		 * island is there (the server's element, which the island enhances, stays).
		 */
		element: HTMLElement | null;
		/**
		 * Class of the clicked link or button, to find its replacement in an island that drew over
		 * its placeholder (the pressed element is gone).
		 */
		className: string;
	};
}

export interface Loader extends RuntimeDebugHook {
	/** Wakes one container now (it no longer waits for its strategy). */
	wake: ( container: HTMLElement ) => Promise< void >;
	/** Stops listening to `WAKE_EVENT` (tests). */
	destroy: () => void;
}

/** Longest wait for the release of a press on a placeholder before its island mounts anyway. */
export const PRESS_TIMEOUT = 1000;

function setState( container: HTMLElement, state: IslandState ): void {
	container.dataset.islandState = state;
}

export interface LoaderOptions {
	/** Where to look for island containers. */
	root?: ParentNode;
	/** Follows a link (tests replace it: jsdom cannot navigate). */
	navigate?: ( url: string ) => void;
}

/**
 * @param config           The runtime configuration.
 * @param options          Options.
 * @param options.root
 * @param options.navigate
 */
export function createLoader(
	config: RuntimeConfig,
	{
		root = document,
		navigate = ( url ) => window.location.assign( url ),
	}: LoaderOptions = {}
): Loader {
	const scripts = createScriptLoader( config.scripts );
	const entries = new Map< HTMLElement, Entry >();

	const mount = async ( entry: Entry ): Promise< void > => {
		const { container, name } = entry;
		const handle = config.islands[ name ];
		if ( ! handle ) {
			throw new Error( `mvc: no script for the island ${ name }` );
		}
		await scripts.load( handle );
		while ( entry.pressing ) {
			await entry.pressing;
		}
		const passed = entry.replay ? undefined : entry.click;
		// A plain island (a carousel, the course filter) starts on its container; its placeholder
		// stays, and a click held back is replayed on the very element pressed.
		const plain = getPlainIsland( name );
		if ( plain ) {
			plain(
				container,
				readProps( container ),
				passed ? { wokenBy: passed.wokenBy } : {}
			);
		} else {
			const core = window.mvc?.runtimeCore;
			if ( ! core ) {
				throw new Error( 'mvc: the island library did not load' );
			}
			await core.mountIsland(
				container,
				passed ? { wokenBy: passed.wokenBy } : {}
			);
		}
		if ( ! passed && entry.click ) {
			entry.unhold(); // The replayed click must not be held back in its turn.
			// The island replays clicks: on the pressed element when it is still there (the
			// server's button the island enhances), else on the element that replaced it (found by
			// the placeholder's class); a held link that is gone and was not redrawn goes where it
			// pointed, so the press is never lost.
			if ( ! replay( container, entry.click ) && entry.click.link ) {
				navigate( entry.click.link.href );
			}
		}
	};

	const wakeEntry = ( entry: Entry ): Promise< void > => {
		if ( ! entry.woken ) {
			entry.cancel();
			setState( entry.container, 'loading' );
			entry.woken = mount( entry ).then(
				() => {
					entry.unhold();
					setState( entry.container, 'mounted' );
				},
				( error: unknown ) => {
					entry.unhold();
					setState( entry.container, 'error' );
					// The placeholder stays; a click held back follows its link after all.
					if ( entry.click?.link ) {
						navigate( entry.click.link.href );
					}
					if ( typeof console !== 'undefined' ) {
						// eslint-disable-next-line no-console
						console.warn( error );
					}
				}
			);
		}
		return entry.woken;
	};

	/**
	 * Until an island is mounted (or failed), a click on its placeholder is held back
	 * (the placeholder is usually a real link) and handed to the island once it mounts. So is a
	 * click on a link or a button of the server element the island enhances (`data-wake-with`:
	 * the header's login link, the article's like button), which stays in the page and receives
	 * the click again. A press on the placeholder keeps it on screen until the press ends (at most
	 * `PRESS_TIMEOUT`), so that the click lands on it and is held back: swapped under the pointer,
	 * the pressed element is gone by the release and the browser sends no click at all.
	 *
	 * @param entry Container entry.
	 * @return Removes the listeners.
	 */
	const holdClicks = ( entry: Entry ): ( () => void ) => {
		const { container } = entry;
		const enhanced = wakesWith( container );
		const buttonsOnly = entry.replay === true && ! entry.holdLinks;
		const pressable = ( target: EventTarget | null ): HTMLElement | null =>
			target instanceof Element
				? target.closest< HTMLElement >( 'a[href], button' )
				: null;
		const onPointerDown = () => {
			if ( entry.pressing ) {
				return;
			}
			// Keep the placeholder under the pointer until the press ends, and its click (sent in
			// the same task as the release) has been held back or has followed its link.
			const doc = container.ownerDocument;
			entry.pressing = new Promise( ( resolve ) => {
				let timer = 0;
				const done = () => {
					window.clearTimeout( timer );
					doc.removeEventListener( 'pointerup', onRelease, true );
					doc.removeEventListener( 'pointercancel', onRelease, true );
					entry.pressing = undefined;
					resolve();
				};
				const onRelease = () => {
					window.clearTimeout( timer );
					timer = window.setTimeout( done, 0 );
				};
				timer = window.setTimeout( done, PRESS_TIMEOUT );
				doc.addEventListener( 'pointerup', onRelease, true );
				doc.addEventListener( 'pointercancel', onRelease, true );
			} );
		};
		const onClick = ( event: MouseEvent ) => {
			const target =
				event.target instanceof Element ? event.target : null;
			// An island that wakes by itself: only its buttons wait for it (they do nothing
			// before); its links go where they point. A visitor's `idle` island holds its links
			// too: it wakes only when pressed. In the server element it enhances, only its links
			// and buttons wait (a field or a box keeps its own click).
			if ( buttonsOnly && ! target?.closest( 'button' ) ) {
				return;
			}
			const pressed = pressable( target );
			if ( ! pressed && ! container.contains( target ) ) {
				return;
			}
			event.preventDefault();
			entry.click = {
				wokenBy: 'click',
				link: target?.closest( 'a[href]' ) ?? null,
				element: pressed,
				className: pressed?.getAttribute( 'class' ) ?? '',
			};
			wakeEntry( entry );
		};
		const targets = [ container, enhanced ].filter(
			( target ): target is HTMLElement => target !== null
		);
		targets.forEach( ( target ) => {
			target.addEventListener( 'pointerdown', onPointerDown, true );
			target.addEventListener( 'click', onClick, true );
		} );
		return () =>
			targets.forEach( ( target ) => {
				target.removeEventListener(
					'pointerdown',
					onPointerDown,
					true
				);
				target.removeEventListener( 'click', onClick, true );
			} );
	};

	const scan = (): void => {
		root.querySelectorAll< HTMLElement >( ISLAND_SELECTOR ).forEach(
			( container ) => {
				if ( entries.has( container ) ) {
					return;
				}
				const name = container.dataset.island ?? '';
				const declared = isWakeStrategy( container.dataset.wake )
					? container.dataset.wake
					: 'idle';
				// The wake policy (a visitor's drawn `idle` island waits for a press): see wakeFor().
				const strategy = wakeFor(
					declared,
					config.session,
					hasPlaceholder( container ),
					linkedByHash( container, window.location.hash )
				);
				const entry: Entry = {
					container,
					name,
					cancel: () => {},
					unhold: () => {},
				};
				entries.set( container, entry );
				// A click before the island is there is held and handed on: to an `interaction`
				// island as what woke it; to the others (`idle`, `visible`: a press on 评论 or 点赞
				// before they wake) by a replay on the mounted island, waking it at once.
				entry.replay = declared !== 'interaction';
				entry.holdLinks = declared !== strategy;
				entry.unhold = holdClicks( entry );
				entry.cancel = scheduleWake( container, strategy, () => {
					wakeEntry( entry );
				} );
			}
		);
	};

	scan();

	// Another island asks for one by name (`openLoginPopup()` wakes the member area).
	const onWakeEvent = ( event: Event ) => {
		const detail: Partial< WakeEventDetail > | null =
			event instanceof CustomEvent ? event.detail : null;
		const island = detail?.island;
		if ( typeof island !== 'string' ) {
			return;
		}
		scan();
		entries.forEach( ( entry ) => {
			if ( entry.name !== island ) {
				return;
			}
			if ( detail?.wokenBy === 'click' && ! entry.woken ) {
				// Asked for by a press elsewhere: mounted as if its placeholder was pressed.
				entry.click = {
					wokenBy: 'click',
					link: null,
					element: null,
					className: '',
				};
			}
			wakeEntry( entry );
		} );
	};
	const eventTarget = root.ownerDocument ?? document;
	eventTarget.addEventListener( WAKE_EVENT, onWakeEvent );

	return {
		wake: ( container ) => {
			scan();
			const entry = entries.get( container );
			return entry ? wakeEntry( entry ) : Promise.resolve();
		},
		wakeAll: async () => {
			scan();
			await Promise.all( [ ...entries.values() ].map( wakeEntry ) );
		},
		loaded: () => scripts.loaded(),
		destroy: () =>
			eventTarget.removeEventListener( WAKE_EVENT, onWakeEvent ),
	};
}
