/**
 * The e-mail a visitor followed a special issue with, remembered in the browser for 24 hours
 * (spec: key mvc_follow_cfp_email, 86400 seconds).
 */
export const REMEMBER_KEY = 'mvc_follow_cfp_email';

export const REMEMBER_SECONDS = 86400;

interface Stored {
	email: string;
	expires: number;
}

/**
 * The remembered address, or '' when none or expired (an expired one is removed).
 *
 * @param now Current time in ms.
 */
export function rememberedEmail( now: number = Date.now() ): string {
	try {
		const raw = window.localStorage.getItem( REMEMBER_KEY );
		if ( ! raw ) {
			return '';
		}
		const stored = JSON.parse( raw ) as Partial< Stored >;
		if (
			typeof stored.email === 'string' &&
			typeof stored.expires === 'number' &&
			stored.expires > now
		) {
			return stored.email;
		}
		window.localStorage.removeItem( REMEMBER_KEY );
	} catch {
		// Storage disabled or a broken value: nothing remembered.
	}
	return '';
}

/**
 * Remembers an address for 24 hours.
 *
 * @param email Address.
 * @param now   Current time in ms.
 */
export function rememberEmail( email: string, now: number = Date.now() ): void {
	try {
		window.localStorage.setItem(
			REMEMBER_KEY,
			JSON.stringify( { email, expires: now + REMEMBER_SECONDS * 1000 } )
		);
	} catch {
		// Storage disabled: the next visit asks again.
	}
}
