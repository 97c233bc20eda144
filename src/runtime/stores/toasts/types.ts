import type { TOAST_DURATION } from './constants';

/** `simple`: a short confirmation (2 s); `notification`: a notice, maybe with a link (3 s). */
export type ToastKind = keyof typeof TOAST_DURATION;

export interface ToastLink {
	href: string;
	text: string;
}

/** What a caller asks to show. */
export interface ToastOptions {
	message: string;
	kind?: ToastKind;
	link?: ToastLink;
}

/** A toast on screen. */
export interface Toast {
	id: number;
	message: string;
	kind: ToastKind;
	link?: ToastLink;
}

export interface StoreState {
	toasts: Toast[];
}

export type Action =
	{ type: 'ADD_TOAST'; toast: Toast } | { type: 'DISMISS_TOAST'; id: number };
