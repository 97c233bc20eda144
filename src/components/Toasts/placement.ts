/**
 * Where the toasts go while a modal is open, so they never hide its header (the share hint over
 * the login title, the tag-limit notice over 注册): under the site's header as usual (the
 * stylesheet's place) when the dialog starts below them; else just under the dialog when there is room; else at the bottom of the viewport,
 * over the dialog's end rather than its title. Without a modal the stylesheet's place holds.
 */

/** Room kept between the toasts, the dialog and the viewport's edges (px). */
export const TOAST_GAP = 16;

/** Modifier of the region pinned to the bottom of the viewport. */
export const AT_BOTTOM_CLASS = 'mvc-toasts--bottom';

/**
 * Places the region beside the open dialog, if any.
 *
 * @param region The toasts' live region.
 */
export function placeToasts( region: HTMLElement ): void {
	region.style.top = '';
	region.classList.remove( AT_BOTTOM_CLASS );
	const dialogs =
		document.querySelectorAll< HTMLElement >( '.mvc-modal__dialog' );
	// The last one opened is on top.
	const dialog = dialogs[ dialogs.length - 1 ];
	if ( ! dialog ) {
		return;
	}
	const box = dialog.getBoundingClientRect();
	const height = region.offsetHeight;
	// The stylesheet's place: under the header.
	const top = region.getBoundingClientRect().top;
	if ( box.top >= top + height + TOAST_GAP / 2 ) {
		return;
	}
	if ( window.innerHeight - box.bottom >= height + TOAST_GAP * 1.5 ) {
		region.style.top = `${ Math.round( box.bottom + TOAST_GAP / 2 ) }px`;
		return;
	}
	region.classList.add( AT_BOTTOM_CLASS );
}
