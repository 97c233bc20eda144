/**
 * The props of the `profile-tabs` island (PHP: `Mvc\Theme\Member\ProfileTabs::props()`). The
 * template draws the lists, tags and recommendations (`ProfileTabs::view()`); the island reads
 * them from the page it enhances, so its props are only the member, the limit and the links.
 */
import type { IslandProps } from '@mvc/runtime-core';

export interface ProfileTabsProps extends IslandProps {
	/** The member's id (the stored tag order is the member's own). */
	member: number;
	/** Most tags a member may follow (10). */
	limit: number;
	links: {
		search: string;
		/** A tag's page, `{slug}` standing for its slug. */
		tag: string;
	};
}

/** Which of the member's article lists. */
export type ListKind = 'likes' | 'collection';

/**
 * A tag's page.
 *
 * @param pattern The pattern of `links.tag`.
 * @param slug    The tag's slug (URL-ready, as WordPress stores it).
 */
export function tagLink( pattern: string, slug: string ): string {
	return pattern.replace( '{slug}', slug );
}
