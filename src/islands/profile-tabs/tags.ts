/**
 * The subscribed tags of the profile's subscriptions frame, as the server draws them: a tab list in
 * the member's order (the order stored in this browser, `order.ts`, where the server's has not
 * changed since), and that order told to the server (`PUT subscription-order`).
 */
import type { SubscribedTag } from '@mvc/runtime-core';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { restoreOrder, storeOrder } from './order';

export const ids = ( tags: SubscribedTag[] ) =>
	tags.map( ( tag ) => tag.term_id );

export interface TagList {
	/** The tags' links, in the order shown. */
	tabs: () => HTMLAnchorElement[];
	/** The tags, in the order shown. */
	shown: () => SubscribedTag[];
	/** Puts the tags in an order (the ones not named are dropped). */
	arrange: ( order: number[] ) => void;
	/** Tells the server the member's order (none: every tag was dropped). */
	save: ( order: number[] ) => Promise< void >;
	/** Makes the frame's tags a tab list in the member's order; the first time, sends an unsaved order. */
	enhance: ( first: boolean ) => void;
}

/**
 * The tag list of the subscriptions frame.
 *
 * @param frame  The frame now (it is replaced on every load).
 * @param member The member (the stored order is the member's own).
 */
export function createTagList(
	frame: () => HTMLElement | null,
	member: number
): TagList {
	// The server's order of the tags as far as this page knows it.
	let base: number[] = [];

	/** The subscribed tags' items, in the order shown. */
	const tagItems = () =>
		Array.from(
			frame()?.querySelectorAll< HTMLElement >( 'li[data-mvc-tag]' ) ?? []
		);

	const tagOf = ( item: HTMLElement ): SubscribedTag => ( {
		term_id: Number( item.dataset.mvcTag ),
		name: item.querySelector( 'a' )?.textContent?.trim() ?? '',
		slug: item.dataset.mvcSlug ?? '',
	} );

	const tagTabs = () =>
		tagItems()
			.map( ( item ) => item.querySelector< HTMLAnchorElement >( 'a' ) )
			.filter( ( link ): link is HTMLAnchorElement => !! link );

	/**
	 * Puts the tag items in an order (the ones not named are dropped).
	 *
	 * @param order Tag ids.
	 */
	const arrange = ( order: number[] ) => {
		const items = tagItems();
		const list = items[ 0 ]?.parentElement;
		if ( ! list ) {
			return;
		}
		const byId = new Map(
			items.map( ( item ) => [ Number( item.dataset.mvcTag ), item ] )
		);
		items.forEach( ( item ) => item.remove() );
		order.forEach( ( id ) => {
			const item = byId.get( id );
			if ( item ) {
				list.append( item );
			}
		} );
	};

	/**
	 * Tells the server the member's order; a refusal (the tags changed elsewhere meanwhile) brings
	 * the server's list and order.
	 *
	 * @param order Tag ids in the member's order.
	 */
	const saveOrder = async ( order: number[] ): Promise< void > => {
		storeOrder( member, order, base );
		try {
			const answer = await routeRequest( 'subscriptionOrder', {
				method: 'PUT',
				data: { ids: order },
			} );
			base = ids( answer.data );
			storeOrder( member, base, base );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
			if ( isApiError( error ) && error.code === 400 ) {
				const answer = await routeRequest( 'userSubscription', {
					method: 'POST',
				} ).catch( () => null );
				if ( answer ) {
					base = ids( answer.data );
					storeOrder( member, base, base );
				}
			}
		}
	};

	const enhance = ( first: boolean ) => {
		const items = tagItems();
		const list = items[ 0 ]?.parentElement;
		const server = items.map( tagOf );
		base = ids( server );
		if ( list ) {
			const restored = restoreOrder( member, server );
			arrange( ids( restored.tags ) );
			list.setAttribute( 'role', 'tablist' );
			items.forEach( ( item ) =>
				item.setAttribute( 'role', 'presentation' )
			);
			tagTabs().forEach( ( link ) => {
				const current = link.getAttribute( 'aria-current' ) === 'true';
				link.setAttribute( 'role', 'tab' );
				link.setAttribute( 'aria-selected', String( current ) );
				link.tabIndex = current ? 0 : -1;
			} );
			if ( first && restored.unsaved ) {
				saveOrder( ids( restored.tags ) );
			}
		} else if ( ! items.length ) {
			storeOrder( member, [], [] );
		}
	};

	return {
		tabs: tagTabs,
		shown: () => tagItems().map( tagOf ),
		arrange,
		save: async ( order ) => {
			if ( order.length ) {
				await saveOrder( order );
			} else {
				base = [];
				storeOrder( member, [], [] );
			}
		},
		enhance,
	};
}
