/**
 * The toast store: the short notices on screen ("login successful", "logged out", ...). The
 * `Toasts` component (rendered by the member-area island, present on every page) shows them;
 * any island adds one with `showToast()` from `@mvc/runtime-core`.
 */
import { createReduxStore, register } from '@wordpress/data';

import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import { STORE_NAME } from './constants';
import type { StoreState } from './types';

export const store = createReduxStore<
	StoreState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export { STORE_NAME };
export { TOAST_DURATION } from './constants';
export * from './types';
