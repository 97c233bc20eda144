/**
 * The tag subscribe button of the tag page and the research-news tag bar: the shared
 * `TagSubscribeButton`, with the follower count where the page shows it (it changes by the
 * answer's delta, that is, to the server's exact count).
 */
import { useState } from '@wordpress/element';
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

export function TagSubscribe( {
	tag,
	subscribed: initial,
	followers: initialFollowers,
	labels,
	wokenBy,
}: TagSubscribeProps ) {
	const [ subscribed, setSubscribed ] = useState( initial );
	const [ followers, setFollowers ] = useState( initialFollowers );
	return (
		<>
			<TagSubscribeButton
				tag={ tag }
				subscribed={ subscribed }
				labels={ labels }
				pressOnMount={ wokenBy === 'click' }
				onChange={ ( next, _count, answer ) => {
					setSubscribed( next );
					setFollowers( ( previous ) =>
						previous === null
							? null
							: Math.max( 0, previous + answer.delta )
					);
				} }
			/>
			{ followers !== null && (
				<span
					className="mvc-tag-subscribe__followers"
					aria-live="polite"
				>
					{ sprintf(
						/* translators: %s: number of members following the tag. */
						_n( '%s follower', '%s followers', followers, 'mvc' ),
						followers.toLocaleString()
					) }
				</span>
			) }
		</>
	);
}
