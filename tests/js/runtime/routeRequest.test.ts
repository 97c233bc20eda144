/**
 * Calls by route name: the path of `API_ROUTES` with its suffix, the rest of the options as given,
 * and the answer as `apiRequest()` makes it (envelope unwrapped, errors thrown).
 */
import {
	routeRequest,
	routeRequestWithHeaders,
} from '../../../src/runtime/api/routeRequest';
import { ApiError } from '../../../src/runtime/api/ApiError';
import { fakeApi, fail, ok } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';

let api: FakeApi;

beforeEach( () => {
	api = fakeApi();
} );

describe( 'routeRequest', () => {
	it( 'calls the route’s path and answers the envelope’s data', async () => {
		api.on( 'GET', '/api/member/like/count', ok( { count: 4 } ) );

		await expect(
			routeRequest( 'likeCount', { suffix: '?postId=12' } )
		).resolves.toEqual( { count: 4 } );
		expect( api.calls ).toHaveLength( 1 );
		expect( api.calls[ 0 ].query.get( 'postId' ) ).toBe( '12' );
	} );

	it( 'adds an item’s id to a collection’s path and sends the method and data', async () => {
		// api-fetch sends a PUT as a POST with X-HTTP-Method-Override.
		api.on( 'POST', '/wp/v2/comments/7', { body: { id: 7 } } );

		await expect(
			routeRequest( 'comment', {
				suffix: '/7',
				method: 'PUT',
				data: { content: 'x' },
			} )
		).resolves.toEqual( { id: 7 } );
		expect( api.callsTo( 'POST', '/wp/v2/comments/7' )[ 0 ].body ).toEqual(
			{
				content: 'x',
			}
		);
	} );

	it( 'throws the ApiError of a refusal', async () => {
		api.on(
			'POST',
			'/api/member/login-via-email',
			fail( 5002, '密码错误' )
		);

		const error = await routeRequest( 'login', { method: 'POST' } ).catch(
			( thrown: unknown ) => thrown
		);
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( { code: 5002, message: '密码错误' } );
	} );
} );

describe( 'routeRequestWithHeaders', () => {
	it( 'gives the headers with the data', async () => {
		api.on( 'GET', '/wp/v2/comments', {
			body: [],
			headers: { 'X-WP-Total': 3 },
		} );

		const { data, headers } = await routeRequestWithHeaders( 'comments', {
			suffix: '?post=1',
		} );
		expect( data ).toEqual( [] );
		expect( headers.get( 'X-WP-Total' ) ).toBe( '3' );
	} );
} );
