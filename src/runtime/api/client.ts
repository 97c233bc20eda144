/**
 * The API client: WordPress's `@wordpress/api-fetch` (with the root-URL and nonce middlewares
 * WordPress installs in the `wp-api-fetch` inline script) plus what every call of this site needs:
 * the `{code, message, data}` envelope turned into its data or an `ApiError`, WordPress errors
 * turned into an `ApiError` with their HTTP status, a 25 s timeout, one retry with a fresh
 * nonce when WordPress says the nonce is stale, and one retry with a solved proof-of-work check
 * when the server asks for one (HTTP 428: many requests from the reader's network).
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { ApiError } from './ApiError';
import {
	CHALLENGE_HEADER,
	CHALLENGE_REQUIRED,
	ENVELOPE_SUCCESS,
	INVALID_NONCE,
	REQUEST_TIMEOUT,
} from './constants';
import { refreshNonce } from './nonce';

export interface ApiRequestOptions extends Omit< APIFetchOptions, 'parse' > {
	/** Milliseconds before the request is aborted (default 25000). */
	timeout?: number;
}

interface Envelope {
	code: number;
	message: string;
	data: unknown;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function isEnvelope( body: unknown ): body is Envelope {
	return (
		isRecord( body ) &&
		typeof body.code === 'number' &&
		'message' in body &&
		'data' in body
	);
}

function isResponse( value: unknown ): value is Response {
	return (
		isRecord( value ) &&
		typeof value.status === 'number' &&
		typeof value.text === 'function'
	);
}

async function readBody( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw new ApiError(
			'invalid_json',
			__( 'The server sent an answer that could not be read.', 'mvc' ),
			response.status
		);
	}
}

/**
 * The error an answer carries: the envelope's code and message, or WordPress's error.
 *
 * @param body   Parsed body.
 * @param status HTTP status.
 */
function errorOf( body: unknown, status: number ): ApiError {
	if ( isRecord( body ) && typeof body.message === 'string' ) {
		const code =
			typeof body.code === 'number' || typeof body.code === 'string'
				? body.code
				: status;
		return new ApiError( code, body.message, status, body.data ?? null );
	}
	return new ApiError(
		status,
		__( 'Something went wrong. Please try again later.', 'mvc' ),
		status,
		body
	);
}

function isInvalidNonce( error: ApiError ): boolean {
	if ( error.code === INVALID_NONCE ) {
		return true;
	}
	// The `api` namespace wraps WordPress's errors; it may keep the original code in data.
	return isRecord( error.data ) && error.data.wp_code === INVALID_NONCE;
}

/**
 * The challenge of an answer that asks for a proof-of-work check, if it is one.
 *
 * @param error The answer's error.
 */
function challengeOf( error: ApiError ): unknown {
	return error.code === CHALLENGE_REQUIRED &&
		isRecord( error.data ) &&
		isRecord( error.data.challenge )
		? error.data.challenge
		: null;
}

/** An answer's data with the HTTP headers it came with. */
export interface ApiAnswer< T > {
	data: T;
	headers: Headers;
}

async function send< T >(
	options: ApiRequestOptions,
	retried: boolean,
	challenged = false
): Promise< ApiAnswer< T > > {
	const { timeout = REQUEST_TIMEOUT, signal, ...fetchOptions } = options;
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout( () => {
		timedOut = true;
		controller.abort();
	}, timeout );
	const onAbort = () => controller.abort();
	signal?.addEventListener( 'abort', onAbort );

	let response: Response;
	try {
		response = await apiFetch< Response, false >( {
			...fetchOptions,
			parse: false,
			signal: controller.signal,
		} );
	} catch ( thrown ) {
		if ( isResponse( thrown ) ) {
			// api-fetch rejects with the Response itself when it is not 2xx and parse is false.
			response = thrown;
		} else if ( timedOut ) {
			throw new ApiError(
				'timeout',
				__(
					'The request took too long. Please check your connection and try again.',
					'mvc'
				),
				0
			);
		} else if ( isRecord( thrown ) && thrown.name === 'AbortError' ) {
			throw new ApiError(
				'aborted',
				__( 'The request was cancelled.', 'mvc' ),
				0
			);
		} else {
			const code =
				isRecord( thrown ) && typeof thrown.code === 'string'
					? thrown.code
					: 'fetch_error';
			throw new ApiError(
				code,
				__(
					'Unable to connect. Please check your Internet connection.',
					'mvc'
				),
				0
			);
		}
	} finally {
		clearTimeout( timer );
		signal?.removeEventListener( 'abort', onAbort );
	}

	const body = await readBody( response );
	if ( ! response.ok ) {
		const error = errorOf( body, response.status );
		if ( ! retried && isInvalidNonce( error ) ) {
			await refreshNonce();
			return send< T >( options, true, challenged );
		}
		const challenge = challenged ? null : challengeOf( error );
		if ( challenge ) {
			const { solveChallenge } = await import(
				/* webpackChunkName: "challenge" */ './challenge'
			);
			const payload = await solveChallenge( challenge );
			if ( payload ) {
				return send< T >(
					{
						...options,
						headers: {
							...( options.headers as Record< string, string > ),
							[ CHALLENGE_HEADER ]: payload,
						},
					},
					retried,
					true
				);
			}
		}
		throw error;
	}
	if ( isEnvelope( body ) ) {
		if ( body.code !== ENVELOPE_SUCCESS ) {
			throw new ApiError(
				body.code,
				body.message,
				response.status,
				body.data
			);
		}
		return { data: body.data as T, headers: response.headers };
	}
	return { data: body as T, headers: response.headers };
}

/**
 * Calls the site's REST API.
 *
 * @param  options api-fetch options (path, method, data, ...) and an optional timeout.
 * @return The envelope's `data` (or the whole body of a route without the envelope).
 * @throws {ApiError} For every failure.
 */
export async function apiRequest< T = unknown >(
	options: ApiRequestOptions
): Promise< T > {
	return ( await send< T >( options, false ) ).data;
}

/**
 * Calls the site's REST API for an answer whose headers matter (core's `X-WP-Total`, say).
 *
 * @param  options As for `apiRequest()`.
 * @return The data, as `apiRequest()` gives it, and the answer's headers.
 * @throws {ApiError} For every failure.
 */
export function apiRequestWithHeaders< T = unknown >(
	options: ApiRequestOptions
): Promise< ApiAnswer< T > > {
	return send< T >( options, false );
}
