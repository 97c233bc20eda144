/**
 * Business constants of the member forms (members spec, section 9).
 */

/** Default maximum length of every input. */
export const INPUT_MAX_LENGTH = 50;

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/** Minimum verification-code length (registration and e-mail change: 4 digits). */
export const CODE_MIN_LENGTH = 4;

/** Length of a password-reset code (6 digits: a deliberate deviation, see docs/security.md). */
export const RESET_CODE_LENGTH = 6;

/** Seconds before a verification code can be sent again. */
export const RESEND_COUNTDOWN = 60;

/** Delay between a success notice and the page reload (ms). */
export const RELOAD_DELAY = 300;

/** Most interest tags a member may choose. */
export const MAX_TAGS = 10;

/** Interest tags suggested at once in registration step 3. */
export const TAG_SUGGESTIONS = 24;

/** An unread count above this is shown as `99…`. */
export const MAX_SHOWN_COUNT = 99;

/** Catalogue codes (members spec, section 8). */
export const ERROR_CODES = {
	CODE_WRONG: 5001,
	PASSWORD_SHORT: 5002,
	EMAIL_TAKEN: 5003,
	PASSWORD_MISMATCH: 5004,
	WRONG_CREDENTIALS: 5005,
	EMAIL_REGISTERED: 5006,
	WECHAT_EXPIRED: 5007,
	EMAIL_UNKNOWN: 5008,
	EMAIL_UNCHANGED: 5009,
	CODE_EXPIRED: 5012,
} as const;
