/**
 * What the browser is, for the few behaviours that differ inside WeChat or on a phone.
 */

/** Whether the page is open in WeChat's browser (`MicroMessenger` in the user agent). */
export function inWeChatBrowser(): boolean {
	return /MicroMessenger/i.test( window.navigator.userAgent );
}

/** Whether the page is open on a phone or tablet. */
export function onPhone(): boolean {
	return /Mobi|Android|iPhone|iPad/i.test( window.navigator.userAgent );
}
