import type { ApiError } from '../../api/ApiError';
import type { COUNTER_FIELDS, PROFILE_FIELDS, RELATIONS } from './constants';

export type ProfileField = ( typeof PROFILE_FIELDS )[ number ];
export type CounterField = ( typeof COUNTER_FIELDS )[ number ];
export type UserInfoField = ProfileField | CounterField;

/** The member's profile (members spec, section 3). */
export interface Profile {
	display_name: string;
	avatar: string;
	institution: string;
	/** Occupation. */
	title: string;
	research_area: string;
	email: string;
	/** Whether the member receives the digest. */
	subscribed: boolean;
}

/** Counters kept per member. */
export type Counters = Record< CounterField, number >;

/** What `POST /api/member/userinfo` returns: the fields asked for. */
export type UserInfo = Partial< Profile & Counters >;

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

/** A relation the member toggles (RELATIONS). */
export type Relation = keyof typeof RELATIONS;

/** `PUT /api/member/like` and `/collect`: the change (+1, -1 or 0) and the article's count. */
export interface ReactionAnswer {
	id: number;
	delta: number;
	count: number;
}

/** `PUT /api/member/subscribe`: the change and the tag's exact follower count. */
export interface SubscribeAnswer {
	id: number;
	subscribed: boolean;
	delta: number;
	subscribe_number: number;
}

/** `PUT /api/member/commentlike`: the comment's state and count (the member counts none). */
export interface CommentLikeAnswer {
	id: number;
	liked: boolean;
	like_count: number;
}

/** What each relation toggle answers. */
export interface RelationAnswers {
	like: ReactionAnswer;
	collect: ReactionAnswer;
	subscribe: SubscribeAnswer;
	commentlike: CommentLikeAnswer;
}

export interface StoreState {
	loggedIn: boolean;
	profile: Partial< Profile >;
	counters: Counters;
	status: RequestStatus;
	error: ApiError | null;
}

export type Action =
	| { type: 'SET_LOGGED_IN'; loggedIn: boolean }
	| { type: 'FETCH_USER_INFO_START' }
	| { type: 'RECEIVE_USER_INFO'; userInfo: UserInfo }
	| { type: 'FETCH_USER_INFO_ERROR'; error: ApiError }
	| { type: 'SET_COUNTER'; counter: CounterField; value: number }
	| { type: 'ADJUST_COUNTER'; counter: CounterField; delta: number };
