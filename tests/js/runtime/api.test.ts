/**
 * The API client: the envelope, WordPress errors, the 25 s timeout, the nonce retry.
 */
import apiFetch from '@wordpress/api-fetch';

import { apiRequest } from '../../../src/runtime/api/client';
import { ApiError } from '../../../src/runtime/api/ApiError';
import { refreshNonce } from '../../../src/runtime/api/nonce';
import { REQUEST_TIMEOUT } from '../../../src/runtime/api/constants';
import { solveChallenge } from '../../../src/runtime/api/challenge';

jest.mock( '../../../src/runtime/api/challenge', () => ( {
	solveChallenge: jest.fn(),
} ) );
const solveMock = solveChallenge as jest.MockedFunction<
	typeof solveChallenge
>;

/**
 * jsdom has no fetch Response: the part of it api-fetch and the client read.
 *
 * @param text   Body.
 * @param status HTTP status.
 */
function textResponse( text: string, status: number ): Response {
	return {
		status,
		ok: status >= 200 && status < 300,
		text: async () => text,
		json: async () => JSON.parse( text ),
	} as Response;
}

function jsonResponse( status: number, body: unknown ): Response {
	return textResponse( JSON.stringify( body ), status );
}

const fetchMock = jest.fn<
	Promise< Response >,
	[ RequestInfo | URL, RequestInit? ]
>();

beforeEach( () => {
	fetchMock.mockReset();
	solveMock.mockReset();
	globalThis.fetch = fetchMock;
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'apiRequest', () => {
	it( 'returns the data of a successful envelope', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 200, {
				code: 200,
				message: '成功',
				data: { count: 3 },
			} )
		);

		await expect(
			apiRequest( { path: '/api/member/like/count?postId=1' } )
		).resolves.toEqual( { count: 3 } );
		expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toContain(
			'/api/member/like/count?postId=1'
		);
	} );

	it( 'sends data as JSON', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 200, { code: 200, message: 'ok', data: null } )
		);

		await apiRequest( {
			path: '/api/member/userinfo',
			method: 'POST',
			data: { fields: [ 'email' ] },
		} );

		const init = fetchMock.mock.calls[ 0 ][ 1 ];
		expect( init?.method ).toBe( 'POST' );
		expect( init?.body ).toBe( JSON.stringify( { fields: [ 'email' ] } ) );
	} );

	it( 'returns the body of a route without the envelope', async () => {
		fetchMock.mockResolvedValue( jsonResponse( 200, [ { id: 1 } ] ) );

		await expect( apiRequest( { path: '/wp/v2/tags' } ) ).resolves.toEqual(
			[ { id: 1 } ]
		);
	} );

	it( 'throws an ApiError with the message of a failed envelope', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 400, {
				code: 5003,
				message: '验证码错误',
				data: { field: 'verificationCode' },
			} )
		);

		const error = await apiRequest( {
			path: '/api/member/register',
		} ).catch( ( thrown: unknown ) => thrown );

		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			code: 5003,
			message: '验证码错误',
			status: 400,
			data: { field: 'verificationCode' },
		} );
	} );

	it( 'throws an ApiError for an envelope whose code is not 200, even with HTTP 200', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 200, {
				code: 5001,
				message: '用户不存在',
				data: null,
			} )
		);

		await expect(
			apiRequest( { path: '/api/member/x' } )
		).rejects.toMatchObject( {
			code: 5001,
			message: '用户不存在',
			status: 200,
		} );
	} );

	it( 'turns a WordPress error (WP_Error body) into an ApiError with its status', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 404, {
				code: 'rest_no_route',
				message:
					'No route was found matching the URL and request method.',
				data: { status: 404 },
			} )
		);

		await expect(
			apiRequest( { path: '/wp/v2/nope' } )
		).rejects.toMatchObject( {
			name: 'ApiError',
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			status: 404,
		} );
	} );

	it( 'gives an error that is not JSON a generic message and its status', async () => {
		fetchMock.mockResolvedValue(
			textResponse( '<html>Bad gateway</html>', 502 )
		);

		await expect( apiRequest( { path: '/api/x' } ) ).rejects.toMatchObject(
			{
				code: 'invalid_json',
				status: 502,
			}
		);
	} );

	it( 'aborts after 25 s with a timeout error', async () => {
		jest.useFakeTimers();
		let signal: AbortSignal | undefined;
		fetchMock.mockImplementation(
			( _url, init ) =>
				new Promise( ( _resolve, reject ) => {
					signal = init?.signal ?? undefined;
					signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
				} )
		);

		const request = apiRequest( { path: '/api/slow' } ).catch(
			( thrown: unknown ) => thrown
		);
		await jest.advanceTimersByTimeAsync( REQUEST_TIMEOUT - 1 );
		expect( signal?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );

		expect( REQUEST_TIMEOUT ).toBe( 25000 );
		expect( signal?.aborted ).toBe( true );
		await expect( request ).resolves.toMatchObject( {
			code: 'timeout',
			status: 0,
		} );
	} );

	it( 'reports a network failure as an ApiError without status', async () => {
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );

		await expect( apiRequest( { path: '/api/x' } ) ).rejects.toMatchObject(
			{
				status: 0,
				code: expect.stringMatching( /fetch_error|offline_error/ ),
			}
		);
	} );

	describe( 'with WordPress nonce middleware', () => {
		const middleware = apiFetch.createNonceMiddleware( 'old-nonce' );

		beforeAll( () => {
			apiFetch.use( middleware );
			apiFetch.nonceMiddleware = middleware;
			apiFetch.nonceEndpoint =
				'/wp-admin/admin-ajax.php?action=rest-nonce';
		} );

		afterAll( () => {
			apiFetch.unregister( middleware );
			apiFetch.nonceMiddleware = undefined;
			apiFetch.nonceEndpoint = undefined;
		} );

		beforeEach( () => {
			middleware.nonce = 'old-nonce';
		} );

		const nonceOf = ( call: number ) =>
			(
				fetchMock.mock.calls[ call ][ 1 ]?.headers as Record<
					string,
					string
				>
			 )[ 'X-WP-Nonce' ];

		it( 'refreshes a stale nonce and retries once', async () => {
			fetchMock
				.mockResolvedValueOnce(
					jsonResponse( 403, {
						code: 'rest_cookie_invalid_nonce',
						message: 'Cookie check failed',
						data: { status: 403 },
					} )
				)
				.mockResolvedValueOnce( textResponse( 'new-nonce', 200 ) )
				.mockResolvedValueOnce(
					jsonResponse( 200, {
						code: 200,
						message: 'ok',
						data: 'done',
					} )
				);

			await expect(
				apiRequest( { path: '/wp/v2/comments', method: 'POST' } )
			).resolves.toBe( 'done' );
			expect( nonceOf( 0 ) ).toBe( 'old-nonce' );
			expect( String( fetchMock.mock.calls[ 1 ][ 0 ] ) ).toContain(
				'action=rest-nonce'
			);
			expect( nonceOf( 2 ) ).toBe( 'new-nonce' );
		} );

		it( 'refreshNonce() takes a nonce given by the session endpoint', async () => {
			fetchMock.mockResolvedValue(
				jsonResponse( 200, { code: 200, message: 'ok', data: null } )
			);

			await expect( refreshNonce( 'from-login' ) ).resolves.toBe(
				'from-login'
			);
			await apiRequest( { path: '/api/member/userinfo' } );

			expect( nonceOf( 0 ) ).toBe( 'from-login' );
		} );

		it( 'refreshNonce() keeps the nonce when WordPress answers 0 (logged out)', async () => {
			fetchMock.mockResolvedValue( textResponse( '0', 400 ) );

			await expect( refreshNonce() ).resolves.toBe( 'old-nonce' );
		} );
	} );
} );

describe( 'apiRequest and the proof-of-work check', () => {
	const challenge = { parameters: { keyPrefix: 'ab' }, signature: 'sig' };
	const asked = () =>
		jsonResponse( 428, {
			code: 428,
			message: '您所在的网络请求较多，请先完成人机验证。',
			data: { challenge },
		} );

	function headerOf( call: number, name: string ): string | null {
		const init = fetchMock.mock.calls[ call ][ 1 ];
		return new Headers( init?.headers ).get( name );
	}

	it( 'solves the challenge and sends the call again with the solution', async () => {
		fetchMock.mockResolvedValueOnce( asked() ).mockResolvedValueOnce(
			jsonResponse( 200, {
				code: 200,
				message: '成功',
				data: { nonce: 'n' },
			} )
		);
		solveMock.mockResolvedValue( 'solved-payload' );

		await expect(
			apiRequest( {
				path: '/api/member/login-via-email',
				method: 'POST',
				data: { email: 'a@b.cn', password: 'password1' },
			} )
		).resolves.toEqual( { nonce: 'n' } );

		expect( solveMock ).toHaveBeenCalledWith( challenge );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( headerOf( 0, 'X-Mvc-Challenge' ) ).toBeNull();
		expect( headerOf( 1, 'X-Mvc-Challenge' ) ).toBe( 'solved-payload' );
		expect( fetchMock.mock.calls[ 1 ][ 1 ]?.body ).toBe(
			fetchMock.mock.calls[ 0 ][ 1 ]?.body
		);
	} );

	it( 'gives the server message when the reader cancels the check', async () => {
		fetchMock.mockResolvedValueOnce( asked() );
		solveMock.mockResolvedValue( null );

		await expect(
			apiRequest( {
				path: '/api/member/send-verification-code',
				method: 'POST',
				data: {},
			} )
		).rejects.toMatchObject( {
			code: 428,
			message: '您所在的网络请求较多，请先完成人机验证。',
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks only once: a second 428 is the answer', async () => {
		fetchMock
			.mockResolvedValueOnce( asked() )
			.mockResolvedValueOnce( asked() );
		solveMock.mockResolvedValue( 'solved-payload' );

		await expect(
			apiRequest( {
				path: '/api/member/login-via-email',
				method: 'POST',
				data: {},
			} )
		).rejects.toMatchObject( { code: 428 } );
		expect( solveMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );
} );
