/**
 * The member session store: reducer, selectors, and the user-info thunk against a mocked API.
 */
import { createRegistry } from '@wordpress/data';

import { store } from '../../../../src/runtime/stores/member-session';
import reducer, {
	INITIAL_STATE,
} from '../../../../src/runtime/stores/member-session/reducer';
import * as selectors from '../../../../src/runtime/stores/member-session/selectors';
import { USERINFO_FIELDS } from '../../../../src/runtime/stores/member-session/constants';
import { apiRequest } from '../../../../src/runtime/api/client';
import { ApiError } from '../../../../src/runtime/api/ApiError';

jest.mock( '../../../../src/runtime/api/client', () => ( {
	apiRequest: jest.fn(),
} ) );

const mockedRequest = jest.mocked( apiRequest );

function freshStore() {
	const registry = createRegistry();
	registry.register( store );
	return {
		select: registry.select( store ),
		dispatch: registry.dispatch( store ),
		resolveSelect: registry.resolveSelect( store ),
	};
}

beforeEach( () => mockedRequest.mockReset() );

describe( 'reducer and selectors', () => {
	it( 'starts logged out with zero counters', () => {
		const state = reducer( undefined, {
			type: 'SET_COUNTER',
			counter: 'likeNumber',
			value: 0,
		} );

		expect( selectors.isLoggedIn( state ) ).toBe( false );
		expect( selectors.getCounter( state, 'likeNumber' ) ).toBe( 0 );
		expect( selectors.getProfile( state ) ).toEqual( {} );
	} );

	it( 'keeps profile fields and counters from user info, ignoring unknown keys', () => {
		const state = reducer( INITIAL_STATE, {
			type: 'RECEIVE_USER_INFO',
			userInfo: {
				display_name: '张三',
				institution: '清华大学',
				likeNumber: 12,
				mentionMessageCount: 3,
				systemMessageCount: 2,
				...( { wp_capabilities: 'administrator' } as object ),
			},
		} );

		expect( selectors.getProfile( state ) ).toEqual( {
			display_name: '张三',
			institution: '清华大学',
		} );
		expect( selectors.getCounter( state, 'likeNumber' ) ).toBe( 12 );
		expect( selectors.getUnreadMessageCount( state ) ).toBe( 5 );
		expect( selectors.getStatus( state ) ).toBe( 'success' );
	} );

	it( 'adjusts a counter by a delta, never below zero', () => {
		let state = reducer( INITIAL_STATE, {
			type: 'SET_COUNTER',
			counter: 'collectionNumber',
			value: 1,
		} );
		state = reducer( state, {
			type: 'ADJUST_COUNTER',
			counter: 'collectionNumber',
			delta: 1,
		} );
		expect( selectors.getCounter( state, 'collectionNumber' ) ).toBe( 2 );

		state = reducer( state, {
			type: 'ADJUST_COUNTER',
			counter: 'collectionNumber',
			delta: -5,
		} );
		expect( selectors.getCounter( state, 'collectionNumber' ) ).toBe( 0 );
	} );

	it( 'forgets the member on logout', () => {
		let state = reducer( INITIAL_STATE, {
			type: 'SET_LOGGED_IN',
			loggedIn: true,
		} );
		state = reducer( state, {
			type: 'RECEIVE_USER_INFO',
			userInfo: { email: 'a@example.com', likeNumber: 4 },
		} );
		state = reducer( state, { type: 'SET_LOGGED_IN', loggedIn: false } );

		expect( state ).toEqual( INITIAL_STATE );
	} );
} );

describe( 'fetchUserInfo', () => {
	it( 'asks POST /api/member/userinfo for the fields and stores the answer', async () => {
		mockedRequest.mockResolvedValue( {
			email: 'a@example.com',
			subscriptionNumber: 7,
		} );
		const { select, dispatch } = freshStore();
		await dispatch.setLoggedIn( true );

		const result = await dispatch.fetchUserInfo( [
			'email',
			'subscriptionNumber',
		] );

		expect( mockedRequest ).toHaveBeenCalledWith( {
			path: '/api/member/userinfo',
			method: 'POST',
			data: { fields: [ 'email', 'subscriptionNumber' ] },
		} );
		expect( result ).toEqual( {
			email: 'a@example.com',
			subscriptionNumber: 7,
		} );
		expect( select.getProfile() ).toEqual( { email: 'a@example.com' } );
		expect( select.getCounter( 'subscriptionNumber' ) ).toBe( 7 );
	} );

	it( 'does not call the API for a visitor', async () => {
		const { dispatch } = freshStore();

		await expect( dispatch.fetchUserInfo() ).resolves.toBeNull();
		expect( mockedRequest ).not.toHaveBeenCalled();
	} );

	it( 'keeps the error of a failed call', async () => {
		mockedRequest.mockRejectedValue( new ApiError( 401, '请先登录', 401 ) );
		const { select, dispatch } = freshStore();
		await dispatch.setLoggedIn( true );

		await expect( dispatch.fetchUserInfo() ).resolves.toBeNull();

		expect( select.getStatus() ).toBe( 'error' );
		expect( select.getError()?.message ).toBe( '请先登录' );
	} );

	it( 'is called with every field by the getProfile resolver', async () => {
		mockedRequest.mockResolvedValue( {
			display_name: '李四',
			likeNumber: 1,
		} );
		const { dispatch, resolveSelect } = freshStore();
		await dispatch.setLoggedIn( true );

		await expect( resolveSelect.getProfile() ).resolves.toEqual( {
			display_name: '李四',
		} );
		expect( mockedRequest ).toHaveBeenCalledWith(
			expect.objectContaining( { data: { fields: USERINFO_FIELDS } } )
		);
	} );
} );

describe( 'toggleRelation', () => {
	it( 'calls the relation with {id, flag} and moves its counter by the delta', async () => {
		const { select, dispatch } = freshStore();
		dispatch.setCounter( 'likeNumber', 5 );
		mockedRequest.mockResolvedValue( { id: 18, delta: 1, count: 9 } );

		const answer = await dispatch.toggleRelation( 'like', 18, true );

		expect( mockedRequest ).toHaveBeenCalledWith( {
			path: '/api/member/like',
			method: 'PUT',
			data: { id: 18, flag: true },
		} );
		expect( answer ).toEqual( { id: 18, delta: 1, count: 9 } );
		expect( select.getCounter( 'likeNumber' ) ).toBe( 6 );
	} );

	it( 'leaves the counter when nothing changed on the server', async () => {
		const { select, dispatch } = freshStore();
		dispatch.setCounter( 'collectionNumber', 2 );
		mockedRequest.mockResolvedValue( { id: 18, delta: 0, count: 4 } );

		await dispatch.toggleRelation( 'collect', 18, true );

		expect( select.getCounter( 'collectionNumber' ) ).toBe( 2 );
	} );

	it( 'changes no counter for a comment like', async () => {
		const { select, dispatch } = freshStore();
		dispatch.setCounter( 'likeNumber', 5 );
		mockedRequest.mockResolvedValue( {
			id: 7,
			liked: true,
			like_count: 3,
		} );

		await dispatch.toggleRelation( 'commentlike', 7, true );

		expect( mockedRequest ).toHaveBeenCalledWith(
			expect.objectContaining( { path: '/api/member/commentlike' } )
		);
		expect( select.getCounter( 'likeNumber' ) ).toBe( 5 );
	} );

	it( 'throws the refusal and changes nothing', async () => {
		const { select, dispatch } = freshStore();
		dispatch.setCounter( 'subscriptionNumber', 10 );
		mockedRequest.mockRejectedValue(
			new ApiError( 403, '订阅标签已达上限', 403 )
		);

		await expect(
			dispatch.toggleRelation( 'subscribe', 153, true )
		).rejects.toMatchObject( { code: 403 } );
		expect( select.getCounter( 'subscriptionNumber' ) ).toBe( 10 );
	} );
} );
