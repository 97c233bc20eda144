/**
 * What the message centre's island does on the server's region (the frame `messages`, drawn by
 * theme/template-parts/messages/centre.php). It finds the server's elements by their `data-mvc-*`
 * hooks and roles, changes their state (`is-unread`, `hidden`, `disabled`, `aria-busy`) and writes
 * counts; it draws nothing.
 *
 * - The tabs switch by hash (#tab1 收到的@, #tab2 系统消息) with the `tabs` behaviour
 *   (`data-mvc-hash-tabs`, runtime/behaviours/hash-tabs.ts), with or without the island.
 * - A pager link (`/messages/?tab=2&pg=3#tab2`) reloads the frame from the server's page at that
 *   address (`loadFrame`), a new history entry; back and forward reload it too.
 * - Pressing a message's article, appeal or rules link (`data-mvc-open`; a middle click too) marks
 *   that one message read at once on the page and sends `POST messagesRead {category, ids: [id]}`
 *   with `keepalive`, so the navigation is neither held nor cuts the call.
 * - 全部标为已读 (`data-mvc-read-all`) marks the tab's category read, every message on the page with it.
 * - The member-session store's counters (the header's) start from the page's figures (each tab's
 *   `data-mvc-total-unread`) and follow the server's `totalUnread`; the tabs' badges follow too.
 * - A mention's picture that fails to load gives way to the name's first character.
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	FrameError,
	loadFrame,
	memberSessionStore,
	routeRequest,
	showToast,
} from '@mvc/runtime-core';
import type { CounterField } from '@mvc/runtime-core';

import { formatCount } from '../../member/count';
import { messageOf } from '../../member/errors';
import { isPlainClick } from '../../runtime/behaviours/clicks';
import { selectTab } from '../../runtime/behaviours/tab-list';
import type { Category } from './types';

/** The member-session counter of each kind's unread messages. */
export const COUNTERS: Record< Category, CounterField > = {
	mention: 'mentionMessageCount',
	system: 'systemMessageCount',
};

const HASH_TAB = /^#tab(\d+)$/;

function isCategory( value: unknown ): value is Category {
	return value === 'mention' || value === 'system';
}

/**
 * An address without its hash: what the frame shows (the hash only chooses a tab).
 *
 * @param url Address.
 */
function pageOf( url: string ): string {
	const address = new URL( url, window.location.href );
	address.hash = '';
	return address.href;
}

/**
 * Enhances the message centre's region.
 *
 * @param region The server's region (`data-mvc-frame="messages"`).
 * @return Stops.
 */
export function enhanceMessageCentre( region: HTMLElement ): () => void {
	const session = dispatch( memberSessionStore );
	let shown = pageOf( window.location.href );
	let loading: AbortController | null = null;

	const tabs = () =>
		Array.from(
			region.querySelectorAll< HTMLElement >(
				'[role="tab"][data-mvc-category]'
			)
		);
	const tabOf = ( category: Category ) =>
		tabs().find( ( tab ) => tab.dataset.mvcCategory === category );
	const unreadOf = ( category: Category ) =>
		Number( tabOf( category )?.dataset.mvcTotalUnread ) || 0;
	const categoryOf = ( element: Element ): Category | null => {
		const category = element.closest< HTMLElement >(
			'[role="tabpanel"][data-mvc-category]'
		)?.dataset.mvcCategory;
		return isCategory( category ) ? category : null;
	};

	/**
	 * A tab's count: its badge says it (99… above 99), or goes at 0.
	 *
	 * @param category The tab's kind.
	 * @param count    Its unread messages.
	 */
	const setUnread = ( category: Category, count: number ) => {
		const tab = tabOf( category );
		if ( ! tab ) {
			return;
		}
		tab.dataset.mvcTotalUnread = String( count );
		if ( count > 0 ) {
			tab.querySelectorAll( '[data-mvc-count]' ).forEach( ( element ) => {
				element.textContent = formatCount( count );
			} );
		} else {
			tab.querySelectorAll( '[data-mvc-badge]' ).forEach( ( element ) =>
				element.remove()
			);
		}
	};

	/**
	 * One message read on the page: no dot, no "unread" for a screen reader.
	 *
	 * @param item The message.
	 */
	const showRead = ( item: Element ) => {
		item.classList.remove( 'is-unread' );
		item.querySelectorAll( '[data-mvc-unread]' ).forEach( ( element ) =>
			element.remove()
		);
	};

	/**
	 * The initial instead of a picture that did not load.
	 *
	 * @param image The picture.
	 */
	const dropPicture = ( image: HTMLImageElement ) => {
		const avatar = image.closest( '[data-mvc-avatar]' );
		if ( ! avatar ) {
			return;
		}
		image.remove();
		avatar
			.querySelectorAll< HTMLElement >( '[hidden]' )
			.forEach( ( element ) => {
				element.hidden = false;
			} );
	};
	const checkPictures = () =>
		region
			.querySelectorAll< HTMLImageElement >( '[data-mvc-avatar] img' )
			.forEach( ( image ) => {
				// Failed before the island came (a lazy picture not loaded yet is not complete).
				if ( image.complete && image.naturalWidth === 0 ) {
					dropPicture( image );
				}
			} );

	/** The tab the hash names, else the one the server chose. */
	const showTab = () => {
		const all = tabs();
		const named = HASH_TAB.exec( window.location.hash )?.[ 1 ];
		const chosen =
			all.find( ( tab ) => named && tab.dataset.tab === named ) ??
			all.find(
				( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
			) ??
			all[ 0 ];
		if ( chosen ) {
			selectTab( all, chosen, ( tab ) =>
				region.querySelector< HTMLElement >(
					`[role="tabpanel"][data-tab="${ tab.dataset.tab ?? '' }"]`
				)
			);
		}
	};

	const open = ( link: Element ) => {
		const item = link.closest< HTMLElement >( '[data-mvc-message]' );
		const category = categoryOf( link );
		if (
			! item ||
			! category ||
			! item.classList.contains( 'is-unread' )
		) {
			return;
		}
		const counter = COUNTERS[ category ];
		showRead( item );
		setUnread( category, Math.max( 0, unreadOf( category ) - 1 ) );
		session.adjustCounter( counter, -1 );
		routeRequest( 'messagesRead', {
			method: 'POST',
			data: { category, ids: [ Number( item.dataset.mvcMessage ) ] },
			keepalive: true,
		} ).then(
			( answer ) => session.setCounter( counter, answer.totalUnread ),
			// Left unread on the server: the dot is back on the next visit.
			() => undefined
		);
	};

	const markAll = async ( button: HTMLButtonElement ) => {
		const category = categoryOf( button );
		const panel = button.closest( '[role="tabpanel"]' );
		if ( ! category || ! panel || button.disabled ) {
			return;
		}
		button.disabled = true;
		try {
			const answer = await routeRequest( 'messagesRead', {
				method: 'POST',
				data: { category, ids: [] },
			} );
			panel.querySelectorAll( '[data-mvc-message]' ).forEach( showRead );
			setUnread( category, answer.totalUnread );
			session.setCounter( COUNTERS[ category ], answer.totalUnread );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			button.disabled = false;
		}
	};

	/**
	 * Shows the server's frame at an address.
	 *
	 * @param url     Address.
	 * @param history A new history entry (a pager link), or none (back and forward).
	 * @param pager   The pager whose link was pressed, busy meanwhile.
	 */
	const load = async (
		url: string,
		history: 'push' | 'none',
		pager?: HTMLElement
	) => {
		loading?.abort();
		const controller = new AbortController();
		loading = controller;
		const hadFocus = region.contains( region.ownerDocument.activeElement );
		try {
			await loadFrame( region, url, {
				signal: controller.signal,
				history,
			} );
			shown = pageOf( url );
			showTab();
			checkPictures();
			( Object.keys( COUNTERS ) as Category[] ).forEach( ( category ) =>
				session.setCounter( COUNTERS[ category ], unreadOf( category ) )
			);
			const list =
				region.querySelector< HTMLElement >( '[role="tablist"]' );
			if ( list && list.getBoundingClientRect().top < 0 ) {
				list.scrollIntoView?.( { block: 'start' } );
			}
			if ( hadFocus ) {
				region
					.querySelector< HTMLElement >(
						'[role="tab"][aria-selected="true"]'
					)
					?.focus();
			}
		} catch ( error ) {
			if ( controller.signal.aborted ) {
				return;
			}
			if ( pager ) {
				pager.removeAttribute( 'aria-busy' );
				pager.querySelectorAll( 'a[href]' ).forEach( ( link ) => {
					link.classList.remove( 'is-loading' );
					link.removeAttribute( 'aria-disabled' );
				} );
			}
			showToast( {
				message:
					error instanceof FrameError
						? __( 'This part of the page did not load.', 'mvc' )
						: __(
								'Unable to connect. Please check your Internet connection.',
								'mvc'
							),
			} );
		} finally {
			if ( loading === controller ) {
				loading = null;
			}
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const opener = target?.closest( '[data-mvc-open]' );
		if ( opener ) {
			// The link goes on at once.
			open( opener );
			return;
		}
		const readAll = target?.closest( 'button[data-mvc-read-all]' );
		if ( readAll instanceof HTMLButtonElement ) {
			markAll( readAll );
			return;
		}
		const link = target?.closest( '[data-mvc-pager] a[href]' );
		if (
			! ( link instanceof HTMLAnchorElement ) ||
			event.defaultPrevented ||
			! isPlainClick( event )
		) {
			// A modified click opens the page's own address elsewhere.
			return;
		}
		event.preventDefault();
		const pager = link.closest< HTMLElement >( '[data-mvc-pager]' );
		if ( ! pager || pager.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		pager.setAttribute( 'aria-busy', 'true' );
		link.classList.add( 'is-loading' );
		pager
			.querySelectorAll( 'a[href]' )
			.forEach( ( other ) =>
				other.setAttribute( 'aria-disabled', 'true' )
			);
		load( link.href, 'push', pager );
	};
	// A middle click opens the link in a new tab: the message is read too.
	const onAuxClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const opener = target?.closest( '[data-mvc-open]' );
		if ( opener && event.button === 1 ) {
			open( opener );
		}
	};
	// `error` does not bubble: caught on the way down.
	const onError = ( event: Event ) => {
		if ( event.target instanceof HTMLImageElement ) {
			dropPicture( event.target );
		}
	};
	// Back and forward to another page of the list (another tab alone: the hash tabs see to it).
	const onPopState = () => {
		if ( pageOf( window.location.href ) !== shown ) {
			load( window.location.href, 'none' );
		}
	};

	session.receiveUserInfo( {
		mentionMessageCount: unreadOf( 'mention' ),
		systemMessageCount: unreadOf( 'system' ),
	} );
	checkPictures();
	region.addEventListener( 'click', onClick );
	region.addEventListener( 'auxclick', onAuxClick );
	region.addEventListener( 'error', onError, true );
	window.addEventListener( 'popstate', onPopState );
	return () => {
		loading?.abort();
		region.removeEventListener( 'click', onClick );
		region.removeEventListener( 'auxclick', onAuxClick );
		region.removeEventListener( 'error', onError, true );
		window.removeEventListener( 'popstate', onPopState );
	};
}
