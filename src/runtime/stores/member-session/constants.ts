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
