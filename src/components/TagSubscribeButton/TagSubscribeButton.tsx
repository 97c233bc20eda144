/**
 * The one tag subscribe toggle of the site (members spec, section 4): 订阅 / 已订阅, disabled while
 * its call is pending; a visitor gets the login popup. Subscribing shows a notice with a link to
 * the tag's page (or, in the recommended list, a notice with a refresh link); unsubscribing says so;
 * the limit (code 403) shows its notice with the link to the profile. The member's subscription
 * counter follows, and `onChange` receives the tag's new follower count.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
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

export interface TagSubscribeButtonProps {
	tag: { id: number; name: string; link: string };
	/** Whether the member follows the tag now. */
	subscribed: boolean;
	/** After a successful call: the new state, the follower count and the whole answer (delta). */
	onChange?: (
		subscribed: boolean,
		followers: number,
		answer: SubscribeAnswer
	) => void;
	/** 'tag-page' (default): 订阅 / 已订阅; 'toggle': 订阅 / 取消订阅 (spec, section 4). */
	labels?: 'tag-page' | 'toggle';
	/** Press once on mount: the press on the server's placeholder woke the island. */
	pressOnMount?: boolean;
	/** In the recommended list the notice asks to refresh the page instead of linking to the tag. */
	variant?: 'default' | 'recommended';
	className?: string;
}

function subscribedLabel(
	subscribed: boolean,
	labels: 'tag-page' | 'toggle'
): string {
	if ( ! subscribed ) {
		return __( 'Subscribe', 'mvc' );
	}
	return labels === 'toggle'
		? __( 'Unsubscribe', 'mvc' )
		: __( 'Subscribed', 'mvc' );
}

export function TagSubscribeButton( {
	tag,
	subscribed,
	onChange,
	variant = 'default',
	labels = 'tag-page',
	pressOnMount = false,
	className = '',
}: TagSubscribeButtonProps ) {
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

	const pressed = useRef( false );
	useEffect( () => {
		if ( pressOnMount && ! pressed.current ) {
			pressed.current = true;
			// After the mount settles (the loader moves the focus onto this button first).
			window.setTimeout( toggle, 0 );
		}
		// Once, on mount: later renders never press again.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return (
		<button
			type="button"
			className={ `mvc-tag-subscribe${
				subscribed ? ' is-subscribed' : ''
			} ${ className }`.trim() }
			disabled={ pending }
			aria-busy={ pending }
			onClick={ toggle }
		>
			{ subscribedLabel( subscribed, labels ) }
		</button>
	);
}
