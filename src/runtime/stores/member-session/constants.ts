/** Name of the member session store. */
export const STORE_NAME = 'mvc/member-session';

/** Member endpoint returning the requested user-info fields (members spec, section 7). */
export const USERINFO_PATH = '/api/member/userinfo';

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
	like: { path: '/api/member/like', counter: 'likeNumber' },
	collect: { path: '/api/member/collect', counter: 'collectionNumber' },
	subscribe: { path: '/api/member/subscribe', counter: 'subscriptionNumber' },
	commentlike: { path: '/api/member/commentlike', counter: null },
} as const;
