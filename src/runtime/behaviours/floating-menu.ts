/**
 * The floating tool menu (public-site.md, "Floating tool menu"; drawn by
 * theme/template-parts/floating-menu.php): shown once the page has scrolled more than 300 px.
 * Back to top (smooth scroll), refresh, and an ellipsis that reveals "become a guest editor" (wakes
 * the guest-editor modal's island, the only React this menu ever brings) and "call for papers" (a
 * link that also scrolls to the top). Hovering the ellipsis reveals them, hovering away collapses
 * them; by keyboard, the focus on the ellipsis reveals them and leaving the menu (or Escape)
 * collapses them; on a touch screen, a tap on the ellipsis reveals them and a tap elsewhere
 * collapses them.
 *
 * On a phone the menu never sits over a link or a button of the page (a list's titles, a tag's
 * 订阅): while one is under it, it steps aside (`is-yielding`: hidden, out of the way of presses)
 * and comes back once the scroll has moved it away. Not while its more items are open or it has
 * the focus. That is looked at when the scroll comes to rest (YIELD_SETTLE ms after its last
 * event), not at every frame: sampling the page under the menu costs ~5 ms (24 ms at a phone's
 * 4x slower CPU), more than a frame has.
 */
import {
	FLOATING_MENU_SCROLL_THRESHOLD,
	POPUP_HOVER_DELAY,
} from '../../constants';
import { wakeIsland } from '../wake-island';

/** Where the menu steps aside for the page's controls (the site's phone breakpoint). */
const YIELD_MEDIA = '(max-width: 768px)';

/** How long the scroll must rest before the menu looks at what lies under it (ms). */
const YIELD_SETTLE = 100;

/** What a reader presses. */
const PRESSABLE =
	'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="checkbox"]';

/**
 * Whether a link or a button of the page lies under the menu (sampled across its box).
 *
 * @param nav The menu.
 * @return True when the menu would cover one.
 */
export function coversControls( nav: HTMLElement ): boolean {
	const doc = nav.ownerDocument;
	if ( typeof doc.elementsFromPoint !== 'function' ) {
		return false;
	}
	const box = nav.getBoundingClientRect();
	if ( ! box.width || ! box.height ) {
		return false;
	}
	// Every 16 px and both edges: no control as small as a line of text slips between.
	const points = ( from: number, to: number ): number[] => {
		const list: number[] = [];
		for ( let at = from + 2; at < to - 2; at += 16 ) {
			list.push( at );
		}
		list.push( to - 2 );
		return list;
	};
	for ( const y of points( box.top, box.bottom ) ) {
		for ( const x of points( box.left, box.right ) ) {
			const under = doc
				.elementsFromPoint( x, y )
				.find( ( element ) => ! nav.contains( element ) );
			if ( under?.closest( PRESSABLE ) ) {
				return true;
			}
		}
	}
	return false;
}

/** The island of the guest-editor modal (footer, no face). */
export const GUEST_EDITOR_MODAL_ISLAND = 'guest-editor-modal';

/**
 * Scrolls to the top, smoothly unless the reader asked for less motion.
 *
 * @param view Window.
 */
function scrollToTop( view: Window ): void {
	const still =
		typeof view.matchMedia === 'function' &&
		view.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	view.scrollTo( { top: 0, behavior: still ? 'auto' : 'smooth' } );
}

/**
 * Enhances one menu.
 *
 * @param nav The `nav[data-floating-menu]`.
 * @return Stops the behaviour.
 */
function enhanceMenu( nav: HTMLElement ): () => void {
	const doc = nav.ownerDocument;
	const view = doc.defaultView ?? window;
	const moreButton = nav.querySelector< HTMLButtonElement >(
		'[data-floating-menu-action="more"]'
	);
	const moreId = moreButton?.getAttribute( 'aria-controls' );
	const more = moreId ? doc.getElementById( moreId ) : null;
	let timer = 0;
	let frame = 0;
	let settle = 0;

	const cancel = () => view.clearTimeout( timer );
	const later = ( action: () => void ) => {
		cancel();
		timer = view.setTimeout( action, POPUP_HOVER_DELAY );
	};
	const setExpanded = ( expanded: boolean ) => {
		if ( ! more || ! moreButton ) {
			return;
		}
		more.hidden = ! expanded;
		moreButton.setAttribute( 'aria-expanded', String( expanded ) );
		nav.classList.toggle( 'is-expanded', expanded );
	};
	const expand = () => setExpanded( true );
	const collapse = () => setExpanded( false );
	/** Collapses onto the ellipsis: the focus goes back to it without revealing again. */
	let refocusing = false;
	const collapseOntoMore = () => {
		collapse();
		refocusing = true;
		moreButton?.focus();
		refocusing = false;
	};

	const visible = () => view.scrollY > FLOATING_MENU_SCROLL_THRESHOLD;
	const yieldIfCovering = () => {
		settle = 0;
		const busy =
			( more && ! more.hidden ) || nav.contains( doc.activeElement );
		const phone =
			typeof view.matchMedia === 'function' &&
			view.matchMedia( YIELD_MEDIA ).matches;
		nav.classList.toggle(
			'is-yielding',
			visible() && phone && ! busy && coversControls( nav )
		);
	};
	const update = () => {
		frame = 0;
		const shown = visible();
		if ( ! shown && ! nav.hidden ) {
			cancel();
			collapse();
		}
		nav.hidden = ! shown;
	};
	const onScroll = () => {
		if ( ! frame ) {
			frame = view.requestAnimationFrame( update );
		}
		view.clearTimeout( settle );
		settle = view.setTimeout( yieldIfCovering, YIELD_SETTLE );
	};

	const onClick = ( event: MouseEvent ) => {
		const target =
			event.target instanceof Element
				? event.target.closest< HTMLElement >(
						'[data-floating-menu-action]'
					)
				: null;
		switch ( target?.dataset.floatingMenuAction ) {
			case 'more':
				expand();
				break;
			case 'top':
				// The call-for-papers link goes on to its page.
				scrollToTop( view );
				break;
			case 'refresh':
				view.location.reload();
				break;
			case 'guest-editor':
				// The modal gives the focus back to where it was: the ellipsis, which stays.
				collapseOntoMore();
				wakeIsland( GUEST_EDITOR_MODAL_ISLAND, 'click' );
				break;
		}
	};
	const onFocusIn = ( event: FocusEvent ) => {
		if ( event.target === moreButton && ! refocusing ) {
			expand();
		}
	};
	const onFocusOut = ( event: FocusEvent ) => {
		if (
			! ( event.relatedTarget instanceof Node ) ||
			! nav.contains( event.relatedTarget )
		) {
			collapse();
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && more && ! more.hidden ) {
			collapseOntoMore();
		}
	};
	const onPointerDownOutside = ( event: PointerEvent ) => {
		if ( event.target instanceof Node && ! nav.contains( event.target ) ) {
			collapse();
		}
	};
	const onMoreEnter = () => later( expand );
	const onLeave = () => later( collapse );

	update();
	yieldIfCovering();
	view.addEventListener( 'scroll', onScroll, { passive: true } );
	view.addEventListener( 'resize', onScroll );
	nav.addEventListener( 'click', onClick );
	nav.addEventListener( 'focusin', onFocusIn );
	nav.addEventListener( 'focusout', onFocusOut );
	nav.addEventListener( 'keydown', onKeyDown );
	nav.addEventListener( 'mouseenter', cancel );
	nav.addEventListener( 'mouseleave', onLeave );
	moreButton?.addEventListener( 'mouseenter', onMoreEnter );
	doc.addEventListener( 'pointerdown', onPointerDownOutside, true );

	return () => {
		cancel();
		view.clearTimeout( settle );
		if ( frame ) {
			view.cancelAnimationFrame( frame );
		}
		view.removeEventListener( 'scroll', onScroll );
		view.removeEventListener( 'resize', onScroll );
		nav.removeEventListener( 'click', onClick );
		nav.removeEventListener( 'focusin', onFocusIn );
		nav.removeEventListener( 'focusout', onFocusOut );
		nav.removeEventListener( 'keydown', onKeyDown );
		nav.removeEventListener( 'mouseenter', cancel );
		nav.removeEventListener( 'mouseleave', onLeave );
		moreButton?.removeEventListener( 'mouseenter', onMoreEnter );
		doc.removeEventListener( 'pointerdown', onPointerDownOutside, true );
	};
}

/**
 * Enhances every `nav[data-floating-menu]` (there is one, in the footer).
 *
 * @param root Document.
 * @return Stops the behaviour.
 */
export function enhanceFloatingMenu( root: Document = document ): () => void {
	const teardowns = Array.from(
		root.querySelectorAll< HTMLElement >( 'nav[data-floating-menu]' )
	).map( enhanceMenu );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
