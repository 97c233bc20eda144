import type { Action, Toast } from './types';

export function addToast( toast: Toast ): Action {
	return { type: 'ADD_TOAST', toast };
}

export function dismissToast( id: number ): Action {
	return { type: 'DISMISS_TOAST', id };
}
