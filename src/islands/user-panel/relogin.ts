/**
 * The e-mail change needs a login younger than 15 minutes (`last-login-exceeded`); when it is
 * older, the member is told so and the login popup opens.
 */
import { __ } from '@wordpress/i18n';
import { isApiError, openLoginPopup, showToast } from '@mvc/runtime-core';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * Whether the server refused because the login is too old (403, `data.reason = login_required`).
 *
 * @param error Thrown value.
 */
export function needsFreshLogin( error: unknown ): boolean {
	return (
		isApiError( error ) &&
		isRecord( error.data ) &&
		error.data.reason === 'login_required'
	);
}

/**
 * Says that the change needs a new login, and opens the login popup.
 *
 * @param message What needs it (by default, changing the e-mail).
 */
export function askForFreshLogin( message?: string ): void {
	showToast( {
		message:
			message ??
			__(
				'Changing your e-mail address requires logging in again.',
				'mvc'
			),
		kind: 'notification',
	} );
	openLoginPopup( 'login' );
}
