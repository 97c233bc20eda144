/**
 * Business constants of the public site used by the islands (spec public-site.md, section 9).
 */

/** The floating tool menu shows once the page has scrolled more than this (px). */
export const FLOATING_MENU_SCROLL_THRESHOLD = 300;

/** Hover pop-ups open and close after this delay (ms). */
export const POPUP_HOVER_DELAY = 100;

/** Width of modals such as the guest-editor modal (px); see `$mvc-modal-width` in SCSS. */
export const MODAL_WIDTH = 545;
