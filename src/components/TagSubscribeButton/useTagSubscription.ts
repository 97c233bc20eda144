/**
 * The one tag subscription of the site (members spec, section 4), for the shared button and for a
 * subscribe button the server drew: a visitor gets the login popup; a member's call is pending
 * meanwhile; subscribing shows a notice with a link to the tag's page (or, in the recommended
 * list, a notice with a refresh link); unsubscribing says so; the limit (code 403) shows its notice
 * with the link to the profile. The member's subscription counter follows, and `onChange`
 * receives the tag's new follower count.
 */
import { useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import type { SubscribeAnswer } from '@mvc/runtime-core';
import {
	isApiError,
	memberSessionStore,
	openLoginPopup,
	showToast,
} from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';

export interface TagSubscriptionOptions {
	tag: { id: number; name: string; link: string };
	/** Whether the member follows the tag now. */
	subscribed: boolean;
	/** After a successful call: the new state, the follower count and the whole answer (delta). */
	onChange?: (
		subscribed: boolean,
		followers: number,
		answer: SubscribeAnswer
	) => void;
	/** In the recommended list the notice asks to refresh the page instead of linking to the tag. */
	variant?: 'default' | 'recommended';
}

export interface TagSubscription {
	/** A call is under way. */
	pending: boolean;
	/** Subscribes or unsubscribes (a visitor: the login popup). */
	toggle: () => Promise< void >;
}

/**
 * The label of a subscribe toggle.
 *
 * @param subscribed Whether the member follows the tag.
 * @param labels     'tag-page': 订阅 / 已订阅; 'toggle': 订阅 / 取消订阅.
 */
export function subscribedLabel(
	subscribed: boolean,
	labels: 'tag-page' | 'toggle' = 'tag-page'
): string {
	if ( ! subscribed ) {
		return __( 'Subscribe', 'mvc' );
	}
	return labels === 'toggle'
		? __( 'Unsubscribe', 'mvc' )
		: __( 'Subscribed', 'mvc' );
}

export function useTagSubscription( {
	tag,
	subscribed,
	onChange,
	variant = 'default',
}: TagSubscriptionOptions ): TagSubscription {
	const loggedIn = useSelect(
		( select ) => select( memberSessionStore ).isLoggedIn(),
		[]
	);
	const { toggleRelation } = useDispatch( memberSessionStore );
	const [ pending, setPending ] = useState( false );

	const toggle = async () => {
		if ( ! loggedIn ) {
			openLoginPopup( 'login', 'members-only' );
			return;
		}
		const flag = ! subscribed;
		setPending( true );
		try {
			// The member's subscription count moves by the server's delta.
			const answer = ( await toggleRelation(
				'subscribe',
				tag.id,
				flag
			) ) as SubscribeAnswer;
			onChange?.( answer.subscribed, answer.subscribe_number, answer );
			if ( ! flag ) {
				showToast( { message: __( 'Unsubscribed', 'mvc' ) } );
			} else if ( variant === 'recommended' ) {
				showToast( {
					message: __(
						'Subscribed. Refresh the page to see it.',
						'mvc'
					),
					kind: 'notification',
					link: {
						href: window.location.href,
						text: __( 'Refresh', 'mvc' ),
					},
				} );
			} else {
				showToast( {
					message: sprintf(
						/* translators: %s: tag name. */
						__( 'Subscribed to #%s.', 'mvc' ),
						tag.name
					),
					kind: 'notification',
					link: {
						href: tag.link,
						text: __( 'See more related articles', 'mvc' ),
					},
				} );
			}
		} catch ( error ) {
			const limit = isApiError( error ) && error.code === 403;
			const data = isApiError( error ) ? error.data : null;
			const link =
				limit &&
				data &&
				typeof ( data as { link?: unknown } ).link === 'string'
					? ( data as { link: string } ).link
					: null;
			showToast( {
				message: messageOf( error ),
				kind: 'notification',
				link: link
					? { href: link, text: __( 'Manage tags', 'mvc' ) }
					: undefined,
			} );
		} finally {
			setPending( false );
		}
	};

	return { pending, toggle };
}
