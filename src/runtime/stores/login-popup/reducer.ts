import type { Action, StoreState } from './types';

export const INITIAL_STATE: StoreState = {
	isOpen: false,
	type: 'login',
	mode: 'wechat',
};

export default function reducer(
	state: StoreState = INITIAL_STATE,
	action: Action
): StoreState {
	switch ( action.type ) {
		case 'OPEN':
			return {
				...state,
				isOpen: true,
				type: action.popupType,
				mode: action.mode ?? state.mode,
			};
		case 'CLOSE':
			return { ...state, isOpen: false };
		case 'SET_TYPE':
			return { ...state, type: action.popupType };
		case 'SET_MODE':
			return { ...state, mode: action.mode };
		default:
			return state;
	}
}
