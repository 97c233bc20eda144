/**
 * The props of the `profile-tabs` island (PHP: `Mvc\Theme\Member\ProfileTabs::props()`). The
 * template draws the lists, tags and recommendations from them; the island itself reads only the
 * member, the limit and the links (the rest is what the server drew, read from the page).
 */
import type {
	ArticlePageAnswer,
	IslandProps,
	RecommendedTag,
	SubscribedTag,
	TagPostsAnswer,
} from '@mvc/runtime-core';

export interface ProfileTabsProps extends IslandProps {
	/** The member's id (the stored tag order is the member's own). */
	member: number;
	/** The first page of the member's likes. */
	likes: ArticlePageAnswer;
	/** The first page of the member's collection. */
	collection: ArticlePageAnswer;
	/** The member's tags in the server's order. */
	subscriptions: SubscribedTag[];
	/** Previews already loaded, by tag id (the first tag's). */
	previews: Record< string, TagPostsAnswer >;
	/** For a member who follows no tag: the tags recommended. */
	recommended: RecommendedTag[];
	/** Cards per page of the likes and collection (10). */
	perPage: number;
	/** Cards of a tag's preview. */
	previewSize: number;
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
