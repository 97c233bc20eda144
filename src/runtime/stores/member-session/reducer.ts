import { COUNTER_FIELDS, PROFILE_FIELDS } from './constants';
import type {
	Action,
	Counters,
	CounterField,
	Profile,
	StoreState,
	UserInfo,
} from './types';

export const EMPTY_COUNTERS: Counters = {
	likeNumber: 0,
	collectionNumber: 0,
	subscriptionNumber: 0,
	mentionMessageCount: 0,
	systemMessageCount: 0,
};

export const INITIAL_STATE: StoreState = {
	loggedIn: false,
	profile: {},
	counters: EMPTY_COUNTERS,
	status: 'idle',
	error: null,
};

function pickProfile( userInfo: UserInfo ): Partial< Profile > {
	const profile: Partial< Profile > = {};
	for ( const field of PROFILE_FIELDS ) {
		if ( userInfo[ field ] !== undefined ) {
			Object.assign( profile, { [ field ]: userInfo[ field ] } );
		}
	}
	return profile;
}

function pickCounters( userInfo: UserInfo ): Partial< Counters > {
	const counters: Partial< Counters > = {};
	for ( const field of COUNTER_FIELDS ) {
		const value = userInfo[ field ];
		if ( typeof value === 'number' && Number.isFinite( value ) ) {
			counters[ field ] = value;
		}
	}
	return counters;
}

function withCounter(
	counters: Counters,
	counter: CounterField,
	value: number
): Counters {
	return { ...counters, [ counter ]: Math.max( 0, value ) };
}

export default function reducer(
	state: StoreState = INITIAL_STATE,
	action: Action
): StoreState {
	switch ( action.type ) {
		case 'SET_LOGGED_IN':
			return action.loggedIn
				? { ...state, loggedIn: true }
				: { ...INITIAL_STATE };
		case 'FETCH_USER_INFO_START':
			return { ...state, status: 'loading', error: null };
		case 'RECEIVE_USER_INFO':
			return {
				...state,
				status: 'success',
				error: null,
				profile: {
					...state.profile,
					...pickProfile( action.userInfo ),
				},
				counters: {
					...state.counters,
					...pickCounters( action.userInfo ),
				},
			};
		case 'FETCH_USER_INFO_ERROR':
			return { ...state, status: 'error', error: action.error };
		case 'SET_COUNTER':
			return {
				...state,
				counters: withCounter(
					state.counters,
					action.counter,
					action.value
				),
			};
		case 'ADJUST_COUNTER':
			return {
				...state,
				counters: withCounter(
					state.counters,
					action.counter,
					state.counters[ action.counter ] + action.delta
				),
			};
		default:
			return state;
	}
}
