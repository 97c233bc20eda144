/**
 * `openLoginPopup()`: what any island calls when a visitor does something that needs a member
 * (like, subscribe, comment). The popup lives in the member-area island; the shared store says
 * it is open, and the island is woken if it still sleeps.
 */
import { dispatch } from '@wordpress/data';

import { MEMBER_AREA_ISLAND } from './config';
import { store as loginPopupStore } from './stores/login-popup';
import type { LoginReason, PopupType } from './stores/login-popup';
import { wakeIsland } from './wake-island';

/**
 * @param type   What the popup shows (login by default).
 * @param reason Why, when a visitor pressed something only members can do ('members-only': the
 *               popup then says 请先登录 above the form).
 */
export function openLoginPopup(
	type: PopupType = 'login',
	reason?: LoginReason
): void {
	dispatch( loginPopupStore ).open( type, undefined, reason );
	wakeIsland( MEMBER_AREA_ISLAND );
}
