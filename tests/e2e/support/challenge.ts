/**
 * The proof-of-work check (HTTP 428, `data.challenge`) that the site asks for when many requests
 * come from one network. Every end-to-end test runs from 127.0.0.1, one "campus": calls made over
 * the API context solve the check as the ALTCHA widget does in a browser, and send it again.
 */
import { pbkdf2Sync } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** Header that carries a solution (Mvc\Core\Security\Challenge::HEADER). */
export const CHALLENGE_HEADER = 'X-Mvc-Challenge';

interface Challenge {
	parameters: {
		nonce: string;
		salt: string;
		cost: number;
		keyLength: number;
		keyPrefix: string;
	};
	signature: string;
}

/**
 * The widget's payload for a challenge: counters from 0 until PBKDF2-SHA-256(nonce || counter,
 * salt) starts with the key prefix.
 *
 * @param challenge The challenge of the 428 answer.
 */
export function solve( challenge: Challenge ): string {
	const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
	const password = Buffer.alloc( nonce.length / 2 + 4 );
	Buffer.from( nonce, 'hex' ).copy( password );
	for ( let counter = 0; counter < 0xffffffff; counter++ ) {
		password.writeUInt32BE( counter, nonce.length / 2 );
		const key = pbkdf2Sync(
			password,
			Buffer.from( salt, 'hex' ),
			cost,
			keyLength,
			'sha256'
		).toString( 'hex' );
		if ( key.startsWith( keyPrefix ) ) {
			return Buffer.from(
				JSON.stringify( {
					challenge,
					solution: { counter, derivedKey: key, time: 1 },
				} )
			).toString( 'base64' );
		}
	}
	throw new Error( 'The challenge has no solution.' );
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
			[ CHALLENGE_HEADER ]: solve( body.data.challenge ),
		},
	} );
}
