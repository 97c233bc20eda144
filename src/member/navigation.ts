/**
 * Page navigation after a login, a registration or a logout, in one object so tests can replace
 * it (jsdom cannot navigate).
 */
import { RELOAD_DELAY } from './constants';

export const navigation = {
	reload(): void {
		window.location.reload();
	},
	assign( url: string ): void {
		window.location.assign( url );
	},
};

/**
 * Reloads the page once the success notice had time to show.
 */
export function reloadSoon(): void {
	window.setTimeout( () => navigation.reload(), RELOAD_DELAY );
}

/**
 * @param url Where to go once the notice had time to show.
 */
export function goToSoon( url: string ): void {
	window.setTimeout( () => navigation.assign( url ), RELOAD_DELAY );
}
