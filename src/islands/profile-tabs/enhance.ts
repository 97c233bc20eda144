/**
 * The left side of /profile (members.md section 2) as the server draws it
 * (theme/template-parts/profile/tabs.php), enhanced in place: the island draws none of the tabs,
 * lists, pagers, tags or recommendations. It finds them by their `data-mvc-*` hooks, ids and roles
 * and changes only their state (`aria-selected`, `hidden`, `disabled`, `is-*`) and texts.
 *
 * - The three tabs (#tab1 likes, the default; #tab2 collection; #tab3 subscriptions) switch
 *   without scrolling (`pushState` of the hash); a hash changed by the reader, a link or the back
 *   button switches too; the arrow keys, Home and End move between them.
 * - A list's pager and a subscribed tag are links to the profile at another address (`?likes=2`,
 *   `?tag=12`): the island loads that address's frame in place (`loadFrame`, the address replaced,
 *   keeping the other frames' views); a load that fails keeps the view and says so in a toast.
 * - A list's toggle (取消点赞 / 点赞, 取消收藏 / 收藏) calls the member session's `toggleRelation`,
 *   disabled while pending; the item stays with the other label until the page changes.
 * - The subscribed tags become a tab list in the member's stored order (`order.ts`); an order
 *   stored here that the server never got is sent (`PUT subscription-order`).
 * - 管理标签 asks the island to open its dialog (`onManage`) with the tags as shown.
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { SubscribedTag } from '@mvc/runtime-core';
import { loadFrame, memberSessionStore, showToast } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { isPlainClick } from '../../runtime/behaviours/clicks';
import { arrowIndex, selectTab } from '../../runtime/behaviours/tab-list';
import { createTagList, ids } from './tags';

/** The server's block (the template's id). */
export const ROOT_ID = 'mvc-profile-tabs';

/** The subscriptions tab's frame (`data-mvc-frame`). */
export const SUBSCRIPTIONS_FRAME = 'profile-subscriptions';

/** The block modifier under which the hash picks the panel through CSS (no JavaScript). */
const STATIC = 'mvc-profile-tabs--static';

/**
 * The tab an address's hash names (#tab1..#tab3); anything else is the default, likes.
 *
 * @param hash `location.hash`.
 */
export function tabOfHash( hash: string ): string {
	const match = /^#tab([123])$/.exec( hash );
	return match ? match[ 1 ] : '1';
}

export interface ProfileTabsOptions {
	/** The member (the stored tag order is the member's own). */
	member: number;
	/** 管理标签 was pressed: the tags as shown. */
	onManage: ( tags: SubscribedTag[] ) => void;
	/** The subscriptions frame shows new content (also once at the start). */
	onSubscriptions: ( frame: HTMLElement ) => void;
}

export interface ProfileTabsEnhancer {
	/** Stops listening (tests, unmount). */
	stop: () => void;
	/**
	 * Closes the manage dialog's work: shows the tags still followed in their order at once, tells
	 * the server the order, then loads the subscriptions frame again (the tag shown stays, or the
	 * last when it was dropped).
	 */
	applyTags: ( tags: SubscribedTag[] ) => Promise< void >;
}

/** The address argument each frame shows (ProfileTabs::asked()). */
const ARGUMENTS: Record< string, string > = {
	'profile-likes': 'likes',
	'profile-collection': 'collection',
	[ SUBSCRIPTIONS_FRAME ]: 'tag',
};

/**
 * The address of the page now with one frame's view changed as a link asks: the other frames'
 * views stay (a link drawn before another frame changed does not know them), and the hash is the
 * link's tab.
 *
 * @param current The page's address.
 * @param href    The link pressed.
 * @param frame   The frame's name.
 */
export function addressFor(
	current: string,
	href: string,
	frame: string
): string {
	const from = new URL( href, current );
	const to = new URL( current );
	const key = ARGUMENTS[ frame ];
	if ( ! key ) {
		return from.href;
	}
	const value = from.searchParams.get( key );
	if ( value === null ) {
		to.searchParams.delete( key );
	} else {
		to.searchParams.set( key, value );
	}
	to.hash = from.hash;
	return to.href;
}

/**
 * Starts the profile's tabs on the server's block.
 *
 * @param root    The server's `.mvc-profile-tabs` block.
 * @param options What the island does with its own parts.
 */
export function enhanceProfileTabs(
	root: HTMLElement,
	options: ProfileTabsOptions
): ProfileTabsEnhancer {
	const { member } = options;
	const doc = root.ownerDocument;
	const win = doc.defaultView ?? window;
	const bar = root.querySelector< HTMLElement >(
		':scope > [role="tablist"]'
	);
	const tabs = Array.from(
		bar?.querySelectorAll< HTMLAnchorElement >(
			'a[role="tab"][data-tab]'
		) ?? []
	);
	const panelOf = ( tab: HTMLElement ) =>
		root.querySelector< HTMLElement >(
			`:scope > [role="tabpanel"][data-tab="${ tab.dataset.tab ?? '' }"]`
		);
	const controllers = new Map< HTMLElement, AbortController >();

	const show = ( number: string ) => {
		const chosen = tabs.find( ( tab ) => tab.dataset.tab === number );
		if ( chosen ) {
			selectTab( tabs, chosen, panelOf );
		}
	};

	const choose = ( tab: HTMLAnchorElement ) => {
		const hash = `#tab${ tab.dataset.tab ?? '1' }`;
		if ( win.location.hash !== hash ) {
			// The panels' ids are the hashes: setting location.hash would scroll to the panel.
			win.history.pushState( win.history.state, '', hash );
		}
		show( tab.dataset.tab ?? '1' );
	};

	const follow = () => show( tabOfHash( win.location.hash ) );

	const subscriptions = () =>
		root.querySelector< HTMLElement >(
			`[data-mvc-frame="${ SUBSCRIPTIONS_FRAME }"]`
		);

	const tags = createTagList( subscriptions, member );

	/**
	 * The subscriptions frame as it now is: its tags a tab list in the member's order.
	 *
	 * @param first The page's own (an unsaved order is sent once).
	 */
	const enhanceSubscriptions = ( first: boolean ) => {
		const frame = subscriptions();
		if ( frame ) {
			tags.enhance( first );
			options.onSubscriptions( frame );
		}
	};

	/**
	 * Loads the frame of another address; only the last load of a frame is shown.
	 *
	 * @param frame   The frame.
	 * @param href    The address whose frame to show.
	 * @param history The address bar: replaced (a press), unchanged (the island's own reload).
	 */
	const load = async (
		frame: HTMLElement,
		href: string,
		history: 'replace' | 'none' = 'replace'
	) => {
		controllers.get( frame )?.abort();
		const controller = new AbortController();
		controllers.set( frame, controller );
		try {
			await loadFrame( frame, href, {
				signal: controller.signal,
				history,
			} );
		} catch {
			if ( controller.signal.aborted ) {
				return;
			}
			frame.querySelectorAll( '[data-mvc-pager]' ).forEach( ( pager ) => {
				pager.removeAttribute( 'aria-busy' );
				pager.querySelectorAll( 'a[href]' ).forEach( ( link ) => {
					link.classList.remove( 'is-loading' );
					link.removeAttribute( 'aria-disabled' );
				} );
			} );
			if ( frame === subscriptions() ) {
				// The tag shown is still the one before the press.
				enhanceSubscriptions( false );
			}
			showToast( {
				message: __(
					'Something went wrong. Please try again later.',
					'mvc'
				),
			} );
			return;
		} finally {
			if ( controllers.get( frame ) === controller ) {
				controllers.delete( frame );
			}
		}
		if ( frame === subscriptions() ) {
			enhanceSubscriptions( false );
		}
	};

	const chooseTag = ( link: HTMLAnchorElement ) => {
		const links = tags.tabs();
		selectTab( links, link, () => null );
		const frame = subscriptions();
		if ( frame ) {
			load(
				frame,
				addressFor( win.location.href, link.href, SUBSCRIPTIONS_FRAME )
			);
		}
	};

	const toggle = async ( button: HTMLButtonElement ) => {
		const relation =
			button.dataset.mvcToggle === 'like' ? 'like' : 'collect';
		const flag = button.classList.contains( 'is-off' );
		button.disabled = true;
		button.setAttribute( 'aria-busy', 'true' );
		try {
			// The member's likeNumber / collectionNumber move by the server's delta.
			await dispatch( memberSessionStore ).toggleRelation(
				relation,
				Number( button.dataset.mvcPost ),
				flag
			);
			button.classList.toggle( 'is-off', ! flag );
			button.textContent =
				( flag ? button.dataset.mvcOn : button.dataset.mvcOff ) ?? '';
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			button.disabled = false;
			button.setAttribute( 'aria-busy', 'false' );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( ! target || event.defaultPrevented ) {
			return;
		}
		const toggleButton = target.closest( 'button[data-mvc-toggle]' );
		if ( toggleButton instanceof HTMLButtonElement ) {
			toggle( toggleButton );
			return;
		}
		if ( target.closest( 'button[data-mvc-action="manage"]' ) ) {
			options.onManage( tags.shown() );
			return;
		}
		if ( ! isPlainClick( event ) ) {
			// A modified click opens the link's own address elsewhere.
			return;
		}
		const tab = target.closest( 'a[role="tab"][data-tab]' );
		if ( tab instanceof HTMLAnchorElement && tabs.includes( tab ) ) {
			event.preventDefault();
			choose( tab );
			return;
		}
		const tagLink = target.closest( 'li[data-mvc-tag] > a[href]' );
		if ( tagLink instanceof HTMLAnchorElement ) {
			event.preventDefault();
			chooseTag( tagLink );
			return;
		}
		const pageLink = target.closest( '[data-mvc-pager] a[href]' );
		const frame = pageLink?.closest< HTMLElement >( '[data-mvc-frame]' );
		if ( pageLink instanceof HTMLAnchorElement && frame ) {
			event.preventDefault();
			const pager = pageLink.closest< HTMLElement >( '[data-mvc-pager]' );
			if ( ! pager || pager.getAttribute( 'aria-busy' ) === 'true' ) {
				return;
			}
			pager.setAttribute( 'aria-busy', 'true' );
			pageLink.classList.add( 'is-loading' );
			pager
				.querySelectorAll( 'a[href]' )
				.forEach( ( other ) =>
					other.setAttribute( 'aria-disabled', 'true' )
				);
			load(
				frame,
				addressFor(
					win.location.href,
					pageLink.href,
					frame.dataset.mvcFrame ?? ''
				)
			);
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const tab = target?.closest( 'a[role="tab"]' );
		if ( ! ( tab instanceof HTMLAnchorElement ) ) {
			return;
		}
		const inBar = tabs.includes( tab );
		const list = inBar ? tabs : tags.tabs();
		const index = arrowIndex( event.key, list.indexOf( tab ), list.length );
		if ( index === undefined || list.indexOf( tab ) < 0 ) {
			return;
		}
		event.preventDefault();
		const next = list[ index ];
		next.focus();
		if ( inBar ) {
			choose( next );
		} else {
			chooseTag( next );
		}
	};

	root.classList.remove( STATIC );
	follow();
	enhanceSubscriptions( true );
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );
	win.addEventListener( 'hashchange', follow );
	win.addEventListener( 'popstate', follow );

	const applyTags = async ( next: SubscribedTag[] ) => {
		const links = tags.tabs();
		const shown = Math.max(
			0,
			links.findIndex(
				( link ) => link.getAttribute( 'aria-selected' ) === 'true'
			)
		);
		tags.arrange( ids( next ) );
		await tags.save( ids( next ) );
		const frame = subscriptions();
		if ( frame ) {
			// The tag shown stays shown, or the last one when it fell off the end.
			const address = new URL( win.location.href );
			const keep = next[ Math.min( shown, next.length - 1 ) ];
			if ( keep ) {
				address.searchParams.set( 'tag', String( keep.term_id ) );
			} else {
				address.searchParams.delete( 'tag' );
			}
			address.hash = '#tab3';
			await load( frame, address.href, 'none' );
		}
	};

	return {
		stop: () => {
			root.removeEventListener( 'click', onClick );
			root.removeEventListener( 'keydown', onKeyDown );
			win.removeEventListener( 'hashchange', follow );
			win.removeEventListener( 'popstate', follow );
			controllers.forEach( ( controller ) => controller.abort() );
		},
		applyTags,
	};
}
