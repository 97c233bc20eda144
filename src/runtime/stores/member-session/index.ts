/**
 * The member session store: login state, user info and counters.
 */
import { createReduxStore, register } from '@wordpress/data';

import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import * as resolvers from './resolvers';
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
	resolvers,
} );

register( store );

export { STORE_NAME };
export * from './types';
