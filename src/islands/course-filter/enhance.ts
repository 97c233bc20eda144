/**
 * /courses (public-site spec, sections 2 and 4), enhanced where the server drew it
 * (theme/template-parts/courses/): the island draws none of the panel, the cards, the pager or
 * the no-results block. It finds them by their `data-mvc-*` hooks, ids and roles, and changes
 * only their state (`aria-checked`, `aria-expanded`, `hidden`, `is-*`) and their addresses.
 *
 * Every change of the filter (an option, reset, clear-all) reloads the results from page 1 with
 * 加载中…; a page of the pager loads with its spinner. The results are the server frame `courses`:
 * the same page at the new address, whose region replaces this one (`loadFrame`), so the cards,
 * the count, the pager and the no-results block are the server's own. The address follows (a new
 * history entry: a reload or a shared link shows the same page), and back and forward bring the
 * earlier views back. A load that fails leaves the last view, its filter and its address, and says
 * why in a toast; only the last load asked for is shown.
 *
 * A press on a card opens its popup (`./popup.tsx`, the one thing drawn here), with the course read
 * from the card's `data-mvc-course`.
 */
import { __ } from '@wordpress/i18n';
import { loadFrame, showToast } from '@mvc/runtime-core';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import {
	emptyFilter,
	isEmpty,
	linkOf,
	readLink,
	sameFilter,
	toggle,
} from './filter';
import { createCoursePopup } from './popup';
import type { Course, CourseFilterProps, Filter, Group } from './types';
import { GROUPS } from './types';

/** The results' frame (`data-mvc-frame`). */
export const FRAME = 'courses';

/** The panel's groups box, opened on a phone by 筛选 (and by its hash without JavaScript). */
export const GROUPS_ID = 'mvc-course-filter-groups';

/** What the results show. */
interface View {
	filter: Filter;
	page: number;
}

/**
 * Whether a value is one of the filter's groups.
 *
 * @param value Attribute value.
 */
function isGroup( value: string | undefined ): value is Group {
	return ( GROUPS as readonly string[] ).includes( value ?? '' );
}

/**
 * Starts the course filter on its container (the server's panel and results inside it).
 *
 * @param container The island's container.
 * @param props     Its props: the groups, the filter and page drawn, /courses/.
 * @return Stops listening (tests).
 */
export function startCourseFilter(
	container: HTMLElement,
	props: CourseFilterProps
): () => void {
	const { facets, link } = props;
	const doc = container.ownerDocument;
	const win = doc.defaultView ?? window;
	const popup = createCoursePopup( doc );
	let shown: View = { filter: props.filter, page: props.page };
	let controller: AbortController | null = null;
	let groupsOpen = win.location.hash === `#${ GROUPS_ID }`;

	const frame = () =>
		container.querySelector< HTMLElement >(
			`[data-mvc-frame="${ FRAME }"]`
		);
	const address = ( filter: Filter, page = 1 ) =>
		linkOf( link, facets, filter, page );

	/**
	 * The panel as a filter shows it: each option ticked or not with the address it leads to,
	 * reset disabled when nothing is chosen.
	 *
	 * @param filter The filter.
	 */
	const paint = ( filter: Filter ) => {
		container
			.querySelectorAll< HTMLAnchorElement >(
				'a[data-mvc-group][data-mvc-value]'
			)
			.forEach( ( option ) => {
				const group = option.dataset.mvcGroup;
				const value = option.dataset.mvcValue ?? '';
				if ( ! isGroup( group ) ) {
					return;
				}
				const chosen = filter[ group ].includes( value );
				option.setAttribute(
					'aria-checked',
					chosen ? 'true' : 'false'
				);
				option.classList.toggle( 'is-selected', chosen );
				option.href = address( toggle( filter, group, value ) );
			} );
		const reset = container.querySelector( '[data-mvc-reset]' );
		if ( isEmpty( filter ) ) {
			reset?.setAttribute( 'aria-disabled', 'true' );
		} else {
			reset?.removeAttribute( 'aria-disabled' );
		}
	};

	/** The filter the panel shows now (what was last asked for). */
	let chosen = shown.filter;

	/**
	 * Loads a page of a filter into the results; only the last load asked for is shown.
	 *
	 * @param filter  Filter.
	 * @param page    Page.
	 * @param history 'push' for a press, 'none' on back and forward (the address is already there).
	 * @param pressed The pager's link pressed, which shows the spinner.
	 */
	const load = async (
		filter: Filter,
		page: number,
		history: 'push' | 'none' = 'push',
		pressed: HTMLAnchorElement | null = null
	) => {
		const region = frame();
		if ( ! region ) {
			return;
		}
		controller?.abort();
		const current = new AbortController();
		controller = current;
		chosen = filter;
		paint( filter );
		region.classList.add( 'is-loading' );
		const status = region.querySelector( '[role="status"]' );
		if ( status ) {
			status.textContent = __( 'Loading…', 'mvc' );
		}
		const pager = pressed?.closest( 'nav' );
		pressed?.classList.add( 'is-loading' );
		pager?.setAttribute( 'aria-busy', 'true' );
		try {
			await loadFrame( region, address( filter, page ), {
				signal: current.signal,
				history,
			} );
			shown = { filter, page };
			if ( region.getBoundingClientRect().top < 0 ) {
				region.scrollIntoView?.( { block: 'start' } );
			}
		} catch {
			if ( current.signal.aborted ) {
				return;
			}
			chosen = shown.filter;
			paint( shown.filter );
			pressed?.classList.remove( 'is-loading' );
			pager?.removeAttribute( 'aria-busy' );
			if ( status ) {
				status.textContent = '';
			}
			// The address stays the view's own: a load that failed pushed nothing.
			showToast( {
				message: __(
					'Something went wrong. Please try again later.',
					'mvc'
				),
			} );
		} finally {
			if ( controller === current ) {
				controller = null;
				region.classList.remove( 'is-loading' );
			}
		}
	};

	/**
	 * Changes the filter: from page 1, unless it is the view already shown.
	 *
	 * @param filter The filter asked for.
	 */
	const choose = ( filter: Filter ) => {
		if (
			! controller &&
			sameFilter( filter, shown.filter ) &&
			shown.page === 1
		) {
			paint( filter );
			return;
		}
		load( filter, 1 );
	};

	/** 筛选 on a phone: the groups open or closed. */
	const paintGroups = () => {
		const groups = doc.getElementById( GROUPS_ID );
		const toggleLink = container.querySelector( '[data-mvc-toggle]' );
		toggleLink?.setAttribute(
			'aria-expanded',
			groupsOpen ? 'true' : 'false'
		);
		groups?.classList.toggle( 'is-open', groupsOpen );
		// Closed while the address still names the groups (the server's link was followed):
		// hidden over the stylesheet's `:target`.
		groups?.classList.toggle(
			'is-closed',
			! groupsOpen && win.location.hash === `#${ GROUPS_ID }`
		);
	};

	/**
	 * A group folded or unfolded by its button.
	 *
	 * @param button The group's fold button.
	 */
	const fold = ( button: HTMLElement ) => {
		const open = button.getAttribute( 'aria-expanded' ) !== 'true';
		button.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
		button.closest( 'section' )?.classList.toggle( 'is-folded', ! open );
		const list = doc.getElementById(
			button.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( list ) {
			list.hidden = ! open;
		}
	};

	/**
	 * What an option, reset or clear-all leads to.
	 *
	 * @param control The pressed control.
	 */
	const filterOf = ( control: HTMLElement ): Filter | null => {
		if ( control.matches( '[data-mvc-reset], [data-mvc-clear]' ) ) {
			return emptyFilter();
		}
		const group = control.dataset.mvcGroup;
		if ( isGroup( group ) && control.dataset.mvcValue !== undefined ) {
			return toggle( chosen, group, control.dataset.mvcValue );
		}
		return null;
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( ! target || event.defaultPrevented ) {
			return;
		}
		const foldButton = target.closest< HTMLElement >( '[data-mvc-fold]' );
		if ( foldButton ) {
			fold( foldButton );
			return;
		}
		// A modified click on a link (a new tab) is left to the browser.
		if ( ! isPlainClick( event ) && ! target.closest( 'button' ) ) {
			return;
		}
		if ( target.closest( '[data-mvc-toggle]' ) ) {
			event.preventDefault();
			groupsOpen = ! groupsOpen;
			paintGroups();
			return;
		}
		const courseControl =
			target.closest< HTMLElement >( '[data-mvc-course]' );
		if ( courseControl ) {
			event.preventDefault();
			const course = readCourse( courseControl );
			if ( course ) {
				popup.open( course );
			}
			return;
		}
		const control = target.closest< HTMLElement >(
			'[data-mvc-reset], [data-mvc-clear], a[data-mvc-group]'
		);
		const next = control ? filterOf( control ) : null;
		if ( next ) {
			event.preventDefault();
			choose( next );
			return;
		}
		const pageLink = target.closest< HTMLAnchorElement >(
			'[data-mvc-pager] a[href]'
		);
		const named = pageLink ? readLink( pageLink.href, link, facets ) : null;
		if ( pageLink && named ) {
			event.preventDefault();
			if (
				pageLink.closest( 'nav' )?.getAttribute( 'aria-busy' ) !==
				'true'
			) {
				load( named.filter, named.page, 'push', pageLink );
			}
		}
	};

	// The options are checkboxes to assistive technology, 筛选 a button: Space presses them too.
	const onKey = ( event: KeyboardEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const control = target?.closest< HTMLElement >(
			'a[data-mvc-group], [data-mvc-toggle]'
		);
		if ( event.key !== ' ' || ! control ) {
			return;
		}
		event.preventDefault();
		control.click();
	};

	// Back and forward: the view of the address.
	const onPop = () => {
		const named = readLink( win.location.href, link, facets );
		// A move within the page (a hash) names the view already shown.
		if (
			named &&
			! (
				named.page === shown.page && sameFilter( named.filter, chosen )
			)
		) {
			load( named.filter, named.page, 'none' );
		}
	};

	container.addEventListener( 'click', onClick );
	container.addEventListener( 'keydown', onKey );
	win.addEventListener( 'popstate', onPop );
	return () => {
		container.removeEventListener( 'click', onClick );
		container.removeEventListener( 'keydown', onKey );
		win.removeEventListener( 'popstate', onPop );
		controller?.abort();
	};
}

/**
 * The course a card's control names (`data-mvc-course`, the contract's fields as JSON).
 *
 * @param control The card's title link or button.
 */
export function readCourse( control: HTMLElement ): Course | null {
	try {
		const course: unknown = JSON.parse( control.dataset.mvcCourse ?? '' );
		return typeof course === 'object' &&
			course !== null &&
			typeof ( course as Course ).post_id === 'number'
			? ( course as Course )
			: null;
	} catch {
		return null;
	}
}
