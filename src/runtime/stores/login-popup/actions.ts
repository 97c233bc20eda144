import type { Action, LoginMode, PopupType } from './types';

/**
 * Opens the popup (any island can: a visitor liking a post gets the login popup).
 *
 * @param popupType What to show (login by default).
 * @param mode      Login mode, when it should change.
 */
export function open(
	popupType: PopupType = 'login',
	mode?: LoginMode
): Action {
	return { type: 'OPEN', popupType, mode };
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
