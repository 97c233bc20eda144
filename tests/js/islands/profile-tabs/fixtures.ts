/**
 * What the profile-tabs template draws from, shaped as `Mvc\Theme\Member\ProfileTabs::view()` gives it.
 */
import type { ArticleCard, SubscribedTag } from '@mvc/runtime-core';

import type { ProfileTabsView } from '../../helpers/profile-tabs';

export const TAG_PATTERN = 'https://site.test/tag/{slug}/';

export function card( id: number, title = `Article ${ id }` ): ArticleCard {
	return {
		id,
		link: `https://site.test/research-news/a-${ id }/`,
		cover: '',
		title,
		tags: [ { id: 153, name: '能源', slug: 'energy' } ],
	};
}

export function cards( from: number, count: number ): ArticleCard[] {
	return Array.from( { length: count }, ( _, index ) =>
		card( from + index )
	);
}

export const TAGS: SubscribedTag[] = [
	{ term_id: 153, name: '能源', slug: 'energy' },
	{ term_id: 159, name: '传感', slug: 'sensing' },
	{ term_id: 161, name: '生命科学', slug: 'life-sciences' },
];

export function props(
	overrides: Partial< ProfileTabsView > = {}
): ProfileTabsView {
	return {
		member: 7,
		likes: { total: 12, total_pages: 2, data: cards( 1, 10 ) },
		collection: {
			total: 1,
			total_pages: 1,
			data: [ card( 50, '收藏的文章' ) ],
		},
		subscriptions: TAGS,
		previews: {
			153: { total: 6, list: cards( 100, 4 ) },
		},
		recommended: [],
		perPage: 10,
		previewSize: 4,
		limit: 10,
		links: {
			search: 'https://site.test/search/',
			tag: TAG_PATTERN,
		},
		...overrides,
	};
}
