import type { LOGIN_MODES, POPUP_TYPES } from './constants';

export type PopupType = ( typeof POPUP_TYPES )[ number ];
export type LoginMode = ( typeof LOGIN_MODES )[ number ];

export interface StoreState {
	isOpen: boolean;
	type: PopupType;
	mode: LoginMode;
}

export type Action =
	| { type: 'OPEN'; popupType: PopupType; mode?: LoginMode }
	| { type: 'CLOSE' }
	| { type: 'SET_TYPE'; popupType: PopupType }
	| { type: 'SET_MODE'; mode: LoginMode };
