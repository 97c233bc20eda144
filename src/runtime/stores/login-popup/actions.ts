import { rememberLoginMode } from './remembered-mode';
import type { Action, LoginMode, LoginReason, PopupType } from './types';

/**
 * Opens the popup (any island can: a visitor liking a post gets the login popup).
 *
 * @param popupType What to show (login by default).
 * @param mode      Login mode, when it should change.
 * @param reason    Why it opens, when the reader did not ask for it.
 */
export function open(
	popupType: PopupType = 'login',
	mode?: LoginMode,
	reason?: LoginReason
): Action {
	return { type: 'OPEN', popupType, mode, reason };
}

export function close(): Action {
	return { type: 'CLOSE' };
}

export function setType( popupType: PopupType ): Action {
	return { type: 'SET_TYPE', popupType };
}

export function setMode( mode: LoginMode ): Action {
	return { type: 'SET_MODE', mode };
}

/**
 * The reader chose a login mode: switch to it and remember it for the next popups (localStorage).
 *
 * @param mode E-mail or WeChat.
 */
export function chooseMode( mode: LoginMode ): Action {
	rememberLoginMode( mode );
	return { type: 'SET_MODE', mode };
}
