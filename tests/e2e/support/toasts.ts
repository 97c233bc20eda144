/**
 * The toasts a page showed, as the page saw them. A toast lives 2 s (3 s for a notification) and
 * the success notices of a login, a logout or a deletion about 300 ms before the page reloads or
 * leaves: a polling locator can look too late on a busy machine. A mutation observer in every
 * document of the page (this one and every later one) reports each toast to the test the moment it
 * is drawn, with its link if it has one.
 */
import type { Page } from '@playwright/test';

/** A toast as it was drawn. */
export interface SeenToast {
	/** Its message (`.mvc-toast__message`). */
	text: string;
	/** Its link's text and address, if it has one. */
	link?: { text: string; href: string };
}

const recorders = new WeakMap< Page, SeenToast[] >();

/**
 * Starts recording the page's toasts (once per page; later calls return the same list). Call it
 * before the action that shows the toast.
 *
 * @param page Page.
 * @return Every toast drawn so far, oldest first (the list grows).
 */
export async function recordToasts( page: Page ): Promise< SeenToast[] > {
	const known = recorders.get( page );
	if ( known ) {
		return known;
	}
	const seen: SeenToast[] = [];
	recorders.set( page, seen );
	await page.exposeBinding(
		'mvcTestSawToastOf',
		( _source, toast: SeenToast ) => {
			seen.push( toast );
		}
	);
	const observe = () => {
		const win = window as unknown as {
			mvcTestSawToastOf: ( toast: unknown ) => void;
			mvcTestToastsWatched?: boolean;
		};
		if ( win.mvcTestToastsWatched ) {
			return;
		}
		win.mvcTestToastsWatched = true;
		const reported = new WeakSet< Element >();
		const report = () =>
			document.querySelectorAll( '.mvc-toast' ).forEach( ( toast ) => {
				if ( reported.has( toast ) ) {
					return;
				}
				reported.add( toast );
				const link = toast.querySelector( 'a' );
				win.mvcTestSawToastOf( {
					text:
						toast
							.querySelector( '.mvc-toast__message' )
							?.textContent?.trim() ?? '',
					...( link
						? {
								link: {
									text: link.textContent?.trim() ?? '',
									href: link.href,
								},
							}
						: {} ),
				} );
			} );
		new MutationObserver( report ).observe( document, {
			childList: true,
			subtree: true,
		} );
		report();
	};
	await page.addInitScript( observe );
	await page.evaluate( observe );
	return seen;
}

/**
 * The messages of the toasts seen, for `expect.poll( … ).toContain( message )`.
 *
 * @param seen What recordToasts() returned.
 */
export function toastTexts( seen: SeenToast[] ): string[] {
	return seen.map( ( toast ) => toast.text );
}
