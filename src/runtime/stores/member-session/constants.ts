/** Name of the member session store. */
import { API_ROUTES } from '../../api/routes';

export const STORE_NAME = 'mvc/member-session';

/** Member endpoint returning the requested user-info fields (members spec, section 7). */
export const USERINFO_PATH = API_ROUTES.userinfo.path;

/** Profile fields of the user info (members spec, section 3). */
export const PROFILE_FIELDS = [
	'display_name',
	'avatar',
	'institution',
	'title',
	'research_area',
	'email',
	'subscribed',
] as const;

/** Counters kept per member (members spec, section 3). */
export const COUNTER_FIELDS = [
	'likeNumber',
	'collectionNumber',
	'subscriptionNumber',
	'mentionMessageCount',
	'systemMessageCount',
] as const;

/** Every field `POST /api/member/userinfo` can return. */
export const USERINFO_FIELDS = [
	...PROFILE_FIELDS,
	...COUNTER_FIELDS,
] as const;

/**
 * The member's relation toggles (`PUT {id, flag}`, answered with the change `delta`): the call of
 * each and the counter of user info its delta changes (a comment like has none).
 */
export const RELATIONS = {
	like: { path: API_ROUTES.like.path, counter: 'likeNumber' },
	collect: { path: API_ROUTES.collect.path, counter: 'collectionNumber' },
	subscribe: {
		path: API_ROUTES.subscribe.path,
		counter: 'subscriptionNumber',
	},
	commentlike: { path: API_ROUTES.commentlike.path, counter: null },
} as const;
