/**
 * Stands in for the site's REST API: `globalThis.fetch` answers from routes registered per
 * method and path (the last registered wins), and records every call.
 */
export interface ApiCall {
	method: string;
	path: string;
	query: URLSearchParams;
	body: unknown;
}

export interface FakeAnswer {
	status?: number;
	body: unknown;
	headers?: Record< string, string | number >;
}

export type FakeHandler = (
	call: ApiCall
) => FakeAnswer | Promise< FakeAnswer >;

/**
 * A successful envelope.
 *
 * @param data The envelope's data.
 */
export function ok( data: unknown = null ): FakeAnswer {
	return { body: { code: 200, message: '成功', data } };
}

/**
 * A failed envelope.
 *
 * @param code    Catalogue code.
 * @param message Message.
 * @param data    Error data.
 * @param status  HTTP status.
 */
export function fail(
	code: number,
	message: string,
	data: unknown = null,
	status = 400
): FakeAnswer {
	return { status, body: { code, message, data } };
}

function response(
	status: number,
	body: unknown,
	headers: FakeAnswer[ 'headers' ] = {}
): Response {
	const text = JSON.stringify( body );
	const names = new Map(
		Object.entries( headers ).map( ( [ name, value ] ) => [
			name.toLowerCase(),
			String( value ),
		] )
	);
	return {
		status,
		ok: status >= 200 && status < 300,
		headers: {
			get: ( name: string ) => names.get( name.toLowerCase() ) ?? null,
		} as Headers,
		text: async () => text,
		json: async () => JSON.parse( text ),
	} as Response;
}

export interface FakeApi {
	/** Answers `method path` (a pathname, no query). */
	on: (
		method: string,
		path: string,
		answer: FakeAnswer | FakeHandler
	) => void;
	calls: ApiCall[];
	/** Calls of one route. */
	callsTo: ( method: string, path: string ) => ApiCall[];
}

export function fakeApi(): FakeApi {
	const routes: Array< {
		method: string;
		path: string;
		handler: FakeHandler;
	} > = [];
	const calls: ApiCall[] = [];
	globalThis.fetch = jest.fn(
		async ( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = new URL( String( input ), 'https://site.test' );
			const method = ( init?.method ?? 'GET' ).toUpperCase();
			const call: ApiCall = {
				method,
				path: url.pathname,
				query: url.searchParams,
				body:
					typeof init?.body === 'string'
						? JSON.parse( init.body )
						: null,
			};
			calls.push( call );
			const route = [ ...routes ]
				.reverse()
				.find(
					( r ) => r.method === method && r.path === url.pathname
				);
			if ( ! route ) {
				return response( 404, {
					code: 404,
					message: `no route ${ method } ${ url.pathname }`,
					data: null,
				} );
			}
			const answer = await route.handler( call );
			return response(
				answer.status ?? 200,
				answer.body,
				answer.headers
			);
		}
	);
	return {
		on: ( method, path, answer ) =>
			routes.push( {
				method: method.toUpperCase(),
				path,
				handler: typeof answer === 'function' ? answer : () => answer,
			} ),
		calls,
		callsTo: ( method, path ) =>
			calls.filter(
				( call ) =>
					call.method === method.toUpperCase() && call.path === path
			),
	};
}
