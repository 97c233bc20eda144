import type { ApiError } from '../../api/ApiError';
import type { ApiAnswers } from '../../api/routes';
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

export type {
	CommentLikeAnswer,
	ReactionAnswer,
	SubscribeAnswer,
} from '../../api/routes';

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

/** A relation the member toggles (RELATIONS). */
export type Relation = keyof typeof RELATIONS;

/** What each relation toggle answers (the answers' types are in the client's REST table). */
export type RelationAnswers = Pick< ApiAnswers, Relation >;

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
