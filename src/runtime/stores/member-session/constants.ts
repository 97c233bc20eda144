/** Name of the member session store. */
export const STORE_NAME = 'mvc/member-session';

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
 * The member's relation toggles (`PUT {id, flag}`, answered with the change `delta`), each called
 * through the route of its name in `API_ROUTES`, and the counter of user info its delta changes (a
 * comment like has none).
 */
export const RELATIONS = {
	like: { counter: 'likeNumber' },
	collect: { counter: 'collectionNumber' },
	subscribe: { counter: 'subscriptionNumber' },
	commentlike: { counter: null },
} as const;
