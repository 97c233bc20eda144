/**
 * The one tag subscribe toggle of the site (members spec, section 4): 订阅 / 已订阅, disabled while
 * its call is pending. What a press does is `useTagSubscription()` (also used on the subscribe
 * buttons the server draws in the profile's recommended tags).
 */
import { useEffect, useRef } from '@wordpress/element';
import type { SubscribeAnswer } from '@mvc/runtime-core';

import { subscribedLabel, useTagSubscription } from './useTagSubscription';

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

export function TagSubscribeButton( {
	tag,
	subscribed,
	onChange,
	variant = 'default',
	labels = 'tag-page',
	pressOnMount = false,
	className = '',
}: TagSubscribeButtonProps ) {
	const { pending, toggle } = useTagSubscription( {
		tag,
		subscribed,
		onChange,
		variant,
	} );

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
