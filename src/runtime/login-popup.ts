/**
 * `openLoginPopup()`: what any island calls when a visitor does something that needs a member
 * (like, subscribe, comment). The popup lives in the member-area island; the shared store says
 * it is open, and the island is woken if it still sleeps.
 */
import { dispatch } from '@wordpress/data';

import { MEMBER_AREA_ISLAND } from './config';
import { store as loginPopupStore } from './stores/login-popup';
import type { PopupType } from './stores/login-popup';
import { wakeIsland } from './wake-island';

/**
 * @param type What the popup shows (login by default).
 */
export function openLoginPopup( type: PopupType = 'login' ): void {
	dispatch( loginPopupStore ).open( type );
	wakeIsland( MEMBER_AREA_ISLAND );
}
