/**
 * The REST nonce after login and logout. WordPress's own nonce middleware
 * (`wp.apiFetch.nonceMiddleware`, installed by the `wp-api-fetch` inline script) keeps the nonce
 * in its `nonce` property: we only update it, as api-fetch does itself for a stale nonce.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { ApiError } from './ApiError';

/**
 * Sets the nonce every later request sends.
 *
 * @param nonce A `wp_rest` nonce for the current user.
 */
export function setNonce( nonce: string ): void {
	if ( apiFetch.nonceMiddleware ) {
		apiFetch.nonceMiddleware.nonce = nonce;
	}
}

/**
 * Call after login and logout. Takes the nonce the session endpoint returned, or fetches one from
 * WordPress's nonce endpoint (`admin-ajax.php?action=rest-nonce`, `wp.apiFetch.nonceEndpoint`).
 *
 * @param nonce A fresh nonce, when the caller has one.
 * @return The nonce now in use, or null when there is no nonce middleware on the page.
 */
export async function refreshNonce( nonce?: string ): Promise< string | null > {
	if ( ! apiFetch.nonceMiddleware ) {
		return null;
	}
	if ( nonce ) {
		setNonce( nonce );
		return nonce;
	}
	const endpoint = apiFetch.nonceEndpoint;
	if ( ! endpoint ) {
		return apiFetch.nonceMiddleware.nonce;
	}
	const response = await window.fetch( endpoint, {
		credentials: 'same-origin',
	} );
	const text = ( await response.text() ).trim();
	// A visitor gets "0" with 400: keep the nonce WordPress printed for visitors.
	if ( ! response.ok || text === '' || text === '0' ) {
		if ( response.status >= 500 ) {
			throw new ApiError(
				response.status,
				__( 'Something went wrong. Please try again later.', 'mvc' ),
				response.status
			);
		}
		return apiFetch.nonceMiddleware.nonce;
	}
	setNonce( text );
	return text;
}
