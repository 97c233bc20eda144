/** Name of the login-popup store. */
export const STORE_NAME = 'mvc/login-popup';

/** What the popup shows (members spec, section 4). */
export const POPUP_TYPES = [ 'login', 'registration', 'reset' ] as const;

/** How the login form logs in: WeChat QR code or e-mail and password. */
export const LOGIN_MODES = [ 'wechat', 'email' ] as const;

/** Why the popup opened by itself: a visitor pressed something only members can do. */
export const LOGIN_REASONS = [ 'members-only' ] as const;

/** Where the browser remembers the login mode the reader chose last (e-mail or WeChat). */
export const LOGIN_MODE_STORAGE_KEY = 'mvc-login-mode';
