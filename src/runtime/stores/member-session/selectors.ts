import type { CounterField, Profile, RequestStatus, StoreState } from './types';
import type { ApiError } from '../../api/ApiError';

export function isLoggedIn( state: StoreState ): boolean {
	return state.loggedIn;
}

/**
 * The member's profile fields loaded so far (resolved from `POST /api/member/userinfo`).
 *
 * @param state Store state.
 */
export function getProfile( state: StoreState ): Partial< Profile > {
	return state.profile;
}

/**
 * The profile fields known so far, without loading them (no resolver): what the page's props and
 * the islands' changes put in the store (the header follows a new avatar or name this way).
 *
 * @param state Store state.
 */
export function getKnownProfile( state: StoreState ): Partial< Profile > {
	return state.profile;
}

export function getCounter( state: StoreState, counter: CounterField ): number {
	return state.counters[ counter ];
}

/**
 * Unread messages, mentions and system messages together.
 *
 * @param state Store state.
 */
export function getUnreadMessageCount( state: StoreState ): number {
	return (
		state.counters.mentionMessageCount + state.counters.systemMessageCount
	);
}

export function getStatus( state: StoreState ): RequestStatus {
	return state.status;
}

export function getError( state: StoreState ): ApiError | null {
	return state.error;
}
