/**
 * Asks the loader to wake the containers of an island now (see `WAKE_EVENT`).
 */
import { WAKE_EVENT } from './config';
import type { WakeEventDetail } from './config';

/**
 * @param island Island name, as in `data-island`.
 */
export function wakeIsland( island: string ): void {
	document.dispatchEvent(
		new CustomEvent< WakeEventDetail >( WAKE_EVENT, {
			detail: { island },
		} )
	);
}
