/**
 * The proof-of-work check (HTTP 428, `data.challenge`) that the site asks for when many requests
 * come from one network. Every end-to-end test runs from 127.0.0.1, one "campus": calls made over
 * the API context solve the check with altcha-lib (the reference code of the widget the browser
 * runs), and send it again.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Header that carries a solution (Mvc\Core\Security\Challenge::HEADER). */
export const CHALLENGE_HEADER = 'X-Mvc-Challenge';

/**
 * The widget's payload for a challenge (base64 of {challenge, solution}).
 *
 * @param challenge The challenge of the 428 answer.
 */
export async function solve( challenge: Challenge ): Promise< string > {
	const solution = await solveChallenge( { challenge, deriveKey } );
	if ( ! solution ) {
		throw new Error( 'The challenge has no solution.' );
	}
	return Buffer.from( JSON.stringify( { challenge, solution } ) ).toString(
		'base64'
	);
}

/**
 * POSTs JSON to the site; when the answer asks for the check, solves it and sends the call again.
 *
 * @param request API context.
 * @param path    Path, such as /wp-json/api/member/login-via-email.
 * @param data    JSON body.
 * @param headers Other headers (a nonce).
 */
export async function postSolving(
	request: APIRequestContext,
	path: string,
	data: Record< string, unknown >,
	headers: Record< string, string > = {}
): Promise< APIResponse > {
	const response = await request.post( path, { data, headers } );
	if ( response.status() !== 428 ) {
		return response;
	}
	const body = ( await response.json() ) as {
		data: { challenge: Challenge };
	};
	return request.post( path, {
		data,
		headers: {
			...headers,
			[ CHALLENGE_HEADER ]: await solve( body.data.challenge ),
		},
	} );
}
