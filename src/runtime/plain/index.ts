/**
 * Plain islands: islands that need neither React nor a WordPress package (a carousel is Swiper
 * over the server's slides). Their script registers a start function here instead of a component,
 * and the loader calls it with the container's JSON props; their build has no dependencies, so
 * waking one loads that one script and nothing else (the reading budget, see
 * `../loader/wake.ts`). Their words come translated in their props from PHP: `wp-i18n` is one of
 * the WordPress packages they do without.
 *
 *     import { definePlainIsland } from '../../runtime/plain';
 *     definePlainIsland< CarouselProps >( 'carousel', startCarousel );
 */
import type { WokenBy } from '../config';

/** Starts a plain island on its container; returns nothing (it lives as long as the page). */
export type PlainIsland< P = Record< string, unknown > > = (
	container: HTMLElement,
	props: P,
	extra: { wokenBy?: WokenBy }
) => void;

/** Class of the JSON props script inside a container. */
export const PROPS_SELECTOR = 'script.mvc-island__props';

/**
 * The island's JSON props (an empty object when missing or broken).
 *
 * @param container Island container.
 */
export function readProps( container: HTMLElement ): Record< string, unknown > {
	const script = Array.from( container.children ).find( ( child ) =>
		child.matches( PROPS_SELECTOR )
	);
	try {
		const props: unknown = JSON.parse( script?.textContent || '{}' );
		return typeof props === 'object' &&
			props !== null &&
			! Array.isArray( props )
			? ( props as Record< string, unknown > )
			: {};
	} catch {
		return {};
	}
}

/**
 * Registers a plain island under its name (the folder name in src/islands/).
 *
 * @param name  Island name, as in `data-island`.
 * @param start Start function; its props are the JSON props PHP printed.
 */
export function definePlainIsland< P extends object >(
	name: string,
	start: PlainIsland< P >
): void {
	window.mvcPlainIslands = window.mvcPlainIslands ?? {};
	// The props are the server's JSON for this island: PHP and the island agree on P.
	window.mvcPlainIslands[ name ] = start as unknown as PlainIsland;
}

/**
 * The start function of a plain island whose script has run, if it is one.
 *
 * @param name Island name.
 */
export function getPlainIsland( name: string ): PlainIsland | undefined {
	return window.mvcPlainIslands?.[ name ];
}

declare global {
	interface Window {
		mvcPlainIslands?: Record< string, PlainIsland >;
	}
}
