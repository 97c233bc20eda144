/**
 * When an island container wakes, as it declares in `data-wake`.
 */
import type { WakeStrategy, WokenBy } from '../config';

/**
 * Events that count as a first interaction with a placeholder: a press (a mouse or pen button
 * going down, or the click itself), or the keyboard's focus arriving in it. Hovering is not a
 * press, and neither is a finger going down: on a phone that is how every scroll starts, so a
 * touch waits for its click (which the loader holds back and hands on). See `wakeFor()`.
 */
export const INTERACTION_EVENTS = [
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

/**
 * The wake policy, decided here for every island: a visitor's `idle` island whose face the server
 * drew (its placeholder: a button, a count, a link), or that works on a server element named by
 * `data-wake-with` (the search panel on its form), waits for a press (`interaction`) instead; a
 * logged-in member's keeps `idle`, and so does an island that draws nothing and has nothing to
 * press (the carousels: plain islands, Swiper alone, see `../plain/`).
 *
 * The reading budget: a visitor who reads and scrolls and presses nothing loads at most 30 KB gzip
 * of JavaScript, however long the page stays open, and the islands need React and the WordPress
 * packages (about 120 KB). What a visitor sees of a drawn island is already in its placeholder,
 * so nothing is missing while it sleeps, and a press on it is held back and handed on once the
 * island is there. A member is likely to use the header's menu and the reactions, and their page
 * is never cached for anyone else, so it may load on idle. `load` (an island that must open by
 * itself) and `visible` are left as declared. What has no face and needs no React is not an
 * island at all: the floating tool menu is a behaviour (`../behaviours/floating-menu.ts`) and
 * wakes the guest-editor modal's island only when its button is pressed.
 *
 * The loader decides, not the page: the container keeps the strategy its template declared, so
 * an `idle` island's held press is replayed (such islands do not read `wokenBy`), which the
 * `interaction` hand-over would lose: on the pressed element itself when the island enhances the
 * server's markup (`data-wake-with`: the element stays), else on the element that replaced it.
 *
 * @param declared         The container's `data-wake`.
 * @param session          The page's session (`RuntimeConfig.session`).
 * @param session.loggedIn Whether a member is logged in.
 * @param drawn            Whether the container holds a placeholder (`hasPlaceholder()`).
 * @param linked           Whether the page's address names something inside the island (its
 *                         `data-wake-on-hash` matches `location.hash`: a link to a comment,
 *                         `#c-{id}`): it wakes at once, since the reader came to see it.
 */
export function wakeFor(
	declared: WakeStrategy,
	session: { loggedIn: boolean },
	drawn = true,
	linked = false
): WakeStrategy {
	if ( linked ) {
		return 'load';
	}
	return declared === 'idle' && ! session.loggedIn && drawn
		? 'interaction'
		: declared;
}

/**
 * Whether the page's hash is one the container says it shows (`data-wake-on-hash`, a pattern).
 *
 * @param container The island's container.
 * @param hash      The page's `location.hash`.
 */
export function linkedByHash( container: HTMLElement, hash: string ): boolean {
	const pattern = container.dataset.wakeOnHash;
	if ( ! pattern || ! hash ) {
		return false;
	}
	try {
		return new RegExp( pattern ).test( hash );
	} catch {
		return false;
	}
}

/**
 * Whether the server drew the island's face in its container (any element but its props script),
 * or the island works on a server element a reader can press (`data-wake-with`: the search
 * panel's form).
 *
 * @param container The island's container.
 */
export function hasPlaceholder( container: HTMLElement ): boolean {
	return (
		Array.from( container.children ).some(
			( child ) => ! ( child instanceof HTMLScriptElement )
		) || wakesWith( container ) !== null
	);
}

/**
 * The element named by the container's `data-wake-with` (an id): a press or the focus in it wakes
 * an `interaction` island as one in the container does (and a click on one of its links or
 * buttons is held back and replayed on it once the island is there: see the loader), and its
 * coming into view wakes a `visible` one. The search panel mounts in an empty container beside the server's form, and wakes when the
 * reader goes into that form; a carousel below the banner starts when its slides come into view.
 *
 * @param container The island's container.
 */
export function wakesWith( container: HTMLElement ): HTMLElement | null {
	const id = container.dataset.wakeWith;
	return id ? container.ownerDocument.getElementById( id ) : null;
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
			// The container, and the element it enhances (a carousel's slides) when it names one.
			observer.observe( container );
			const enhanced = wakesWith( container );
			if ( enhanced ) {
				observer.observe( enhanced );
			}
			return () => observer.disconnect();
		}
		case 'interaction': {
			const onEvent = ( event: Event ) => {
				if (
					event.type === 'pointerdown' &&
					( event as PointerEvent ).pointerType === 'touch'
				) {
					return; // Maybe a scroll: its click, if it is a tap, wakes.
				}
				cancel();
				wake();
			};
			const targets = [ container, wakesWith( container ) ].filter(
				( target ): target is HTMLElement => target !== null
			);
			const cancel = () =>
				targets.forEach( ( target ) =>
					INTERACTION_EVENTS.forEach( ( type ) =>
						target.removeEventListener( type, onEvent )
					)
				);
			targets.forEach( ( target ) =>
				INTERACTION_EVENTS.forEach( ( type ) =>
					target.addEventListener( type, onEvent, { passive: true } )
				)
			);
			return cancel;
		}
	}
}
