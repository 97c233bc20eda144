import type { LOGIN_MODES, LOGIN_REASONS, POPUP_TYPES } from './constants';

export type PopupType = ( typeof POPUP_TYPES )[ number ];
export type LoginMode = ( typeof LOGIN_MODES )[ number ];
export type LoginReason = ( typeof LOGIN_REASONS )[ number ];

export interface StoreState {
	isOpen: boolean;
	type: PopupType;
	mode: LoginMode;
	/** Why it opened (shown above the login form), or null when the reader asked for it. */
	reason: LoginReason | null;
}

export type Action =
	| {
			type: 'OPEN';
			popupType: PopupType;
			mode?: LoginMode;
			reason?: LoginReason;
	  }
	| { type: 'CLOSE' }
	| { type: 'SET_TYPE'; popupType: PopupType }
	| { type: 'SET_MODE'; mode: LoginMode };
