import { rememberedLoginMode } from './remembered-mode';
import type { Action, StoreState } from './types';

export const INITIAL_STATE: StoreState = {
	isOpen: false,
	type: 'login',
	mode: 'wechat',
	reason: null,
};

export default function reducer(
	state: StoreState = { ...INITIAL_STATE, mode: rememberedLoginMode() },
	action: Action
): StoreState {
	switch ( action.type ) {
		case 'OPEN':
			return {
				...state,
				isOpen: true,
				type: action.popupType,
				mode: action.mode ?? state.mode,
				reason: action.reason ?? null,
			};
		case 'CLOSE':
			return { ...state, isOpen: false, reason: null };
		case 'SET_TYPE':
			return { ...state, type: action.popupType };
		case 'SET_MODE':
			return { ...state, mode: action.mode };
		default:
			return state;
	}
}
