/**
 * When an island container wakes, as it declares in `data-wake`.
 */
import type { WakeStrategy, WokenBy } from '../config';

/**
 * Events that count as a first interaction with a placeholder. `pointerover` is the bubbling
 * twin of `pointerenter`: it also fires when the pointer enters a child of the container.
 */
export const INTERACTION_EVENTS = [
	'pointerover',
	'pointerdown',
	'focusin',
	'click',
] as const;

/** Margin around the viewport within which a `visible` island wakes. */
export const VISIBLE_ROOT_MARGIN = '200px';

/** Longest wait for an idle moment before an `idle` island wakes anyway. */
export const IDLE_TIMEOUT = 2000;

/** How a container was woken. */
export interface Wake {
	wokenBy?: WokenBy;
	/** The link the click was meant to follow, when a click woke the island. */
	link?: HTMLAnchorElement;
}

export function isWakeStrategy( value: unknown ): value is WakeStrategy {
	return (
		value === 'load' ||
		value === 'idle' ||
		value === 'visible' ||
		value === 'interaction'
	);
}

/**
 * Calls `wake` once, when the container's strategy says so. Returns a function that cancels the
 * wait (used when the island is woken by other means, such as `wakeAll()`).
 *
 * @param container Island container.
 * @param strategy  Its strategy.
 * @param wake      Called once.
 */
export function scheduleWake(
	container: HTMLElement,
	strategy: WakeStrategy,
	wake: () => void
): () => void {
	switch ( strategy ) {
		case 'load': {
			if ( document.readyState === 'loading' ) {
				document.addEventListener( 'DOMContentLoaded', wake, {
					once: true,
				} );
				return () =>
					document.removeEventListener( 'DOMContentLoaded', wake );
			}
			let cancelled = false;
			queueMicrotask( () => {
				if ( ! cancelled ) {
					wake();
				}
			} );
			return () => {
				cancelled = true;
			};
		}
		case 'idle': {
			// Safari and WeChat's browser have no requestIdleCallback.
			if ( typeof window.requestIdleCallback === 'function' ) {
				const id = window.requestIdleCallback( () => wake(), {
					timeout: IDLE_TIMEOUT,
				} );
				return () => window.cancelIdleCallback( id );
			}
			const id = window.setTimeout( wake, 200 );
			return () => window.clearTimeout( id );
		}
		case 'visible': {
			if ( typeof window.IntersectionObserver !== 'function' ) {
				wake();
				return () => undefined;
			}
			const observer = new window.IntersectionObserver(
				( entries ) => {
					if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
						observer.disconnect();
						wake();
					}
				},
				{ rootMargin: VISIBLE_ROOT_MARGIN }
			);
			observer.observe( container );
			return () => observer.disconnect();
		}
		case 'interaction': {
			const onEvent = () => {
				cancel();
				wake();
			};
			const cancel = () =>
				INTERACTION_EVENTS.forEach( ( type ) =>
					container.removeEventListener( type, onEvent )
				);
			INTERACTION_EVENTS.forEach( ( type ) =>
				container.addEventListener( type, onEvent, { passive: true } )
			);
			return cancel;
		}
	}
}
