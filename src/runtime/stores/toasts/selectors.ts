import type { StoreState, Toast } from './types';

/**
 * Toasts on screen, oldest first.
 *
 * @param state Store state.
 */
export function getToasts( state: StoreState ): Toast[] {
	return state.toasts;
}
