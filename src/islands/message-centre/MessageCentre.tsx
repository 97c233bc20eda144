/**
 * The message centre (/messages, members.md "Messages", sections 3, 4 and 9). The server draws it
 * whole (theme/template-parts/messages/centre.php); this island draws nothing: its container is
 * empty, beside the server's region, which it enhances (`enhanceMessageCentre()`, centre.ts).
 */
import { useLayoutEffect } from '@wordpress/element';

import { enhanceMessageCentre } from './centre';
import type { MessageCentreProps } from './types';

export function MessageCentre( { frame }: MessageCentreProps ) {
	// Before the first paint: the header's counters start from the page's figures.
	useLayoutEffect( () => {
		const region = document.getElementById( frame );
		return region ? enhanceMessageCentre( region ) : undefined;
	}, [ frame ] );
	return null;
}
