/**
 * Asks the loader to wake the containers of an island now (see `WAKE_EVENT`).
 */
import { WAKE_EVENT } from './config';
import type { WakeEventDetail, WokenBy } from './config';

/**
 * @param island  Island name, as in `data-island`.
 * @param wokenBy 'click' when the reader pressed something that asks for the island.
 */
export function wakeIsland( island: string, wokenBy?: WokenBy ): void {
	document.dispatchEvent(
		new CustomEvent< WakeEventDetail >( WAKE_EVENT, {
			detail: wokenBy ? { island, wokenBy } : { island },
		} )
	);
}
