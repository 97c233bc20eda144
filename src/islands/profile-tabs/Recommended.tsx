/**
 * The empty subscriptions tab's recommended tags (members.md "Subscriptions tab"): each with its
 * name, followers, article count, a few articles, the subscribe toggle (its notice asks to refresh
 * the page, `variant="recommended"`) and a link to the tag's page.
 */
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { RecommendedTag } from '@mvc/runtime-core';

import { TagSubscribeButton } from '../../components/TagSubscribeButton';
import { tagLink } from './types';

export interface RecommendedProps {
	tags: RecommendedTag[];
	tagPattern: string;
}

function RecommendedItem( {
	tag,
	tagPattern,
}: {
	tag: RecommendedTag;
	tagPattern: string;
} ) {
	const [ subscribed, setSubscribed ] = useState( false );
	const [ followers, setFollowers ] = useState( tag.subscribe_number );
	const link = tagLink( tagPattern, tag.slug );
	return (
		<li className="mvc-profile-recommended__tag">
			<div className="mvc-profile-recommended__head">
				<a className="mvc-profile-recommended__name" href={ link }>
					#{ tag.name }
				</a>
				<span className="mvc-profile-recommended__facts">
					{ sprintf(
						/* translators: %s: number of members following the tag. */
						_n( '%s follower', '%s followers', followers, 'mvc' ),
						followers.toLocaleString()
					) }
					{ ' · ' }
					{ sprintf(
						/* translators: %s: number of articles with the tag. */
						_n( '%s article', '%s articles', tag.count, 'mvc' ),
						tag.count.toLocaleString()
					) }
				</span>
				<TagSubscribeButton
					tag={ { id: tag.term_id, name: tag.name, link } }
					subscribed={ subscribed }
					variant="recommended"
					className={ `mvc-profile-recommended__subscribe--${ tag.term_id }` }
					onChange={ ( next, count ) => {
						setSubscribed( next );
						setFollowers( count );
					} }
				/>
			</div>
			<ul className="mvc-profile-recommended__posts">
				{ tag.posts.map( ( post ) => (
					<li key={ post.id }>
						<a href={ post.link }>{ post.title }</a>
					</li>
				) ) }
			</ul>
			<a className="mvc-profile-subscriptions__more" href={ link }>
				{ __( 'See more', 'mvc' ) }
			</a>
		</li>
	);
}

export function Recommended( { tags, tagPattern }: RecommendedProps ) {
	if ( ! tags.length ) {
		return null;
	}
	return (
		<ul className="mvc-profile-recommended">
			{ tags.map( ( tag ) => (
				<RecommendedItem
					key={ tag.term_id }
					tag={ tag }
					tagPattern={ tagPattern }
				/>
			) ) }
		</ul>
	);
}
