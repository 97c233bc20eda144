/**
 * Logging out, as the header's member menu and the user panel both offer it: `POST
 * /api/member/logout`, the session store says logged out, the notice 已退出登录, then the home page.
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { memberSessionStore, routeRequest, showToast } from '@mvc/runtime-core';

import { messageOf } from './errors';
import { goToSoon } from './navigation';

/**
 * @param home The home page.
 * @return Whether the member is logged out (false: the failure was said in a notice).
 */
export async function logOut( home: string ): Promise< boolean > {
	try {
		await routeRequest( 'logout', { method: 'POST' } );
	} catch ( error ) {
		showToast( { message: messageOf( error ) } );
		return false;
	}
	dispatch( memberSessionStore ).setLoggedIn( false );
	showToast( { message: __( 'Logged out', 'mvc' ) } );
	goToSoon( home );
	return true;
}
