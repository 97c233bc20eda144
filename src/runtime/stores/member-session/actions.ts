import type { ThunkArgs } from '@wordpress/data';

import { routeRequest } from '../../api/routeRequest';
import { isApiError, ApiError } from '../../api/ApiError';
import { RELATIONS, USERINFO_FIELDS } from './constants';
import type {
	Action,
	CounterField,
	Relation,
	RelationAnswers,
	UserInfo,
	UserInfoField,
} from './types';
import type { store } from './index';

export function setLoggedIn( loggedIn: boolean ): Action {
	return { type: 'SET_LOGGED_IN', loggedIn };
}

export function receiveUserInfo( userInfo: UserInfo ): Action {
	return { type: 'RECEIVE_USER_INFO', userInfo };
}

export function setCounter( counter: CounterField, value: number ): Action {
	return { type: 'SET_COUNTER', counter, value };
}

/**
 * Adds `delta` to a counter (a like adds one, an unlike removes one); never below zero.
 *
 * @param counter Counter.
 * @param delta   Change.
 */
export function adjustCounter( counter: CounterField, delta: number ): Action {
	return { type: 'ADJUST_COUNTER', counter, delta };
}

/**
 * Turns one of the member's relations on or off (`PUT {id, flag}`) and moves the matching counter
 * by the server's `delta`, not by a guess: a repeated press, a second tab or a state the page did
 * not know changes it by what really changed.
 *
 * @param relation Which relation (like, collect, subscribe, commentlike).
 * @param id       The article, tag or comment.
 * @param flag     True to turn it on.
 * @return The server's answer; an ApiError is thrown for a refusal.
 */
export const toggleRelation =
	< R extends Relation >( relation: R, id: number, flag: boolean ) =>
	async ( {
		dispatch,
	}: ThunkArgs< typeof store > ): Promise< RelationAnswers[ R ] > => {
		const { counter } = RELATIONS[ relation ];
		const answer: RelationAnswers[ R ] = await routeRequest( relation, {
			method: 'PUT',
			data: { id, flag },
		} );
		if ( counter !== null && 'delta' in answer && answer.delta !== 0 ) {
			dispatch.adjustCounter( counter, answer.delta );
		}
		return answer;
	};

/**
 * Loads user-info fields of the logged-in member (`POST /api/member/userinfo {fields}`).
 *
 * @param fields Fields to load (all by default).
 * @return The user info, or null for a visitor or on failure (the error is in the store).
 */
export const fetchUserInfo =
	( fields: readonly UserInfoField[] = USERINFO_FIELDS ) =>
	async ( {
		dispatch,
		select,
	}: ThunkArgs< typeof store > ): Promise< UserInfo | null > => {
		if ( ! select.isLoggedIn() ) {
			return null;
		}
		dispatch( { type: 'FETCH_USER_INFO_START' } );
		try {
			const userInfo = await routeRequest( 'userinfo', {
				method: 'POST',
				data: { fields },
			} );
			dispatch.receiveUserInfo( userInfo ?? {} );
			return userInfo ?? {};
		} catch ( error ) {
			dispatch( {
				type: 'FETCH_USER_INFO_ERROR',
				error: isApiError( error )
					? error
					: new ApiError(
							'unknown',
							error instanceof Error ? error.message : '',
							0
						),
			} );
			return null;
		}
	};
