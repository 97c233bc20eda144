/**
 * Calls a route of the client's table by its name: the path comes from `API_ROUTES` and the
 * answer's type from `ApiAnswers`, so no island writes either. The call itself is `apiRequest()`'s
 * (envelope, errors, timeout, nonce refresh, proof-of-work retry).
 */
import {
	apiRequest,
	apiRequestWithHeaders,
	type ApiAnswer,
	type ApiRequestOptions,
} from './client';
import { API_ROUTES, type ApiAnswers, type ApiRouteName } from './routes';

export interface RouteRequestOptions extends Omit< ApiRequestOptions, 'path' > {
	/** Added to the route's path: `/{id}` for an item, `?...` for the query. */
	suffix?: string;
}

function optionsOf(
	name: ApiRouteName,
	{ suffix = '', ...options }: RouteRequestOptions
): ApiRequestOptions {
	return { ...options, path: `${ API_ROUTES[ name ].path }${ suffix }` };
}

/**
 * Calls a route of `API_ROUTES`.
 *
 * @param name    The route's name.
 * @param options api-fetch options without the path (method, data, signal...), the path's suffix.
 * @return The answer's data, typed by `ApiAnswers`; it rejects with an `ApiError` for every failure.
 */
export function routeRequest< Name extends ApiRouteName >(
	name: Name,
	options: RouteRequestOptions = {}
): Promise< ApiAnswers[ Name ] > {
	return apiRequest< ApiAnswers[ Name ] >( optionsOf( name, options ) );
}

/**
 * Calls a route of `API_ROUTES` for an answer whose headers matter (core's `X-WP-Total`, say).
 *
 * @param name    The route's name.
 * @param options As for `routeRequest()`.
 * @return The data, typed by `ApiAnswers`, and the answer's headers; or an `ApiError`, as above.
 */
export function routeRequestWithHeaders< Name extends ApiRouteName >(
	name: Name,
	options: RouteRequestOptions = {}
): Promise< ApiAnswer< ApiAnswers[ Name ] > > {
	return apiRequestWithHeaders< ApiAnswers[ Name ] >(
		optionsOf( name, options )
	);
}
