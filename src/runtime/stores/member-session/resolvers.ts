import type { ThunkArgs } from '@wordpress/data';

import type { store } from './index';

/**
 * The first read of the profile loads the member's user info.
 */
export const getProfile =
	() =>
	async ( { dispatch }: ThunkArgs< typeof store > ): Promise< void > => {
		await dispatch.fetchUserInfo();
	};
