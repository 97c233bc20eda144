import type { Action, StoreState } from './types';

export const INITIAL_STATE: StoreState = { toasts: [] };

export default function reducer(
	state: StoreState = INITIAL_STATE,
	action: Action
): StoreState {
	switch ( action.type ) {
		case 'ADD_TOAST':
			return { toasts: [ ...state.toasts, action.toast ] };
		case 'DISMISS_TOAST':
			return {
				toasts: state.toasts.filter(
					( toast ) => toast.id !== action.id
				),
			};
		default:
			return state;
	}
}
