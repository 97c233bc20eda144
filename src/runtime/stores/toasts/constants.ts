/** Name of the toast store. */
export const STORE_NAME = 'mvc/toasts';

/** How long a toast stays, by kind (members spec, sections 4 and 9), in ms. */
export const TOAST_DURATION = {
	simple: 2000,
	notification: 3000,
} as const;
