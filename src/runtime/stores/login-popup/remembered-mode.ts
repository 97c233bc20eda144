/**
 * The login mode the reader chose last (e-mail or WeChat), kept in localStorage so the popup
 * opens on it next time. Storage may be missing or refuse (private modes, some WebViews): then
 * the popup opens on WeChat and nothing is remembered.
 */
import { LOGIN_MODES, LOGIN_MODE_STORAGE_KEY } from './constants';
import type { LoginMode } from './types';

/**
 * @return The remembered mode, or WeChat when none (or an unknown value) is stored.
 */
export function rememberedLoginMode(): LoginMode {
	try {
		const stored = window.localStorage.getItem( LOGIN_MODE_STORAGE_KEY );
		return ( LOGIN_MODES as readonly string[] ).includes( stored ?? '' )
			? ( stored as LoginMode )
			: 'wechat';
	} catch {
		return 'wechat';
	}
}

/**
 * @param mode The mode the reader has just chosen.
 */
export function rememberLoginMode( mode: LoginMode ): void {
	try {
		window.localStorage.setItem( LOGIN_MODE_STORAGE_KEY, mode );
	} catch {
		// Not remembered: the popup opens on WeChat next time.
	}
}
