/**
 * The tag subscribe button of the tag page and the research-news tag bar: the shared
 * `TagSubscribeButton`. The follower count is the server's (theme/template-parts/tag-subscribe.php,
 * `data-mvc-followers`); after a toggle the island writes the new number into it, moved by the
 * answer's delta, that is, to the server's exact count.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';
import type { IslandProps } from '@mvc/runtime-core';

import { TagSubscribeButton } from '../../components/TagSubscribeButton';

export interface TagSubscribeProps extends IslandProps {
	tag: { id: number; name: string; link: string };
	subscribed: boolean;
	/** Follower count, or null where the page does not show it. */
	followers: number | null;
	/** 'tag-page': 订阅 / 已订阅; 'toggle': 订阅 / 取消订阅. */
	labels: 'tag-page' | 'toggle';
}

/**
 * The server's elements showing a tag's follower count: the span beside each of its islands.
 *
 * @param tag The tag's id.
 */
function countsOf( tag: number ): NodeListOf< HTMLElement > {
	return document.querySelectorAll(
		`[data-mvc-followers="${ tag }"] > span`
	);
}

/**
 * Writes a tag's follower count into the server's elements showing it.
 *
 * @param tag       The tag's id.
 * @param followers Its follower count.
 */
function showFollowers( tag: number, followers: number ): void {
	const text = sprintf(
		/* translators: %s: number of members following the tag. */
		_n( '%s follower', '%s followers', followers, 'mvc' ),
		followers.toLocaleString()
	);
	countsOf( tag ).forEach( ( element ) => {
		element.textContent = text;
	} );
}

export function TagSubscribe( {
	tag,
	subscribed: initial,
	followers: initialFollowers,
	labels,
	wokenBy,
}: TagSubscribeProps ) {
	const [ subscribed, setSubscribed ] = useState( initial );
	const followers = useRef( initialFollowers );
	// A live region before its text changes, so the new count is read out.
	useEffect( () => {
		countsOf( tag.id ).forEach( ( element ) =>
			element.setAttribute( 'aria-live', 'polite' )
		);
	}, [ tag.id ] );
	return (
		<TagSubscribeButton
			tag={ tag }
			subscribed={ subscribed }
			labels={ labels }
			pressOnMount={ wokenBy === 'click' }
			onChange={ ( next, _count, answer ) => {
				setSubscribed( next );
				if ( followers.current !== null ) {
					followers.current = Math.max(
						0,
						followers.current + answer.delta
					);
					showFollowers( tag.id, followers.current );
				}
			} }
		/>
	);
}
