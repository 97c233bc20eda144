/**
 * The client's REST table (src/runtime/api/routes.ts) against the server's index: every path the
 * islands call is a route of `GET /wp-json/` that takes the method it is called with. A route
 * renamed or removed on either side fails here.
 */
import { test, expect } from '@playwright/test';

import { API_ROUTES } from '../../src/runtime/api/routes';

interface IndexRoute {
	methods: string[];
}

/**
 * The methods the server takes on a path, from the index's route patterns (PCRE named groups
 * written the JavaScript way).
 *
 * @param routes The index's routes.
 * @param path   A concrete path.
 */
function methodsOf(
	routes: Record< string, IndexRoute >,
	path: string
): string[] {
	const methods = new Set< string >();
	for ( const [ pattern, route ] of Object.entries( routes ) ) {
		const regex = new RegExp(
			`^${ pattern.replace( /\(\?P</g, '(?<' ) }$`,
			'i'
		);
		if ( regex.test( path ) ) {
			route.methods.forEach( ( method ) => methods.add( method ) );
		}
	}
	return [ ...methods ];
}

test( 'every call of the client is a route of the server with its method', async ( {
	request,
} ) => {
	const index = ( await ( await request.get( '/wp-json/' ) ).json() ) as {
		routes: Record< string, IndexRoute >;
	};

	const missing: string[] = [];
	for ( const [ name, route ] of Object.entries( API_ROUTES ) ) {
		const taken = methodsOf( index.routes, route.path );
		for ( const method of route.methods ) {
			if ( ! taken.includes( method ) ) {
				missing.push( `${ name }: ${ method } ${ route.path }` );
			}
		}
		if ( 'itemMethods' in route ) {
			const item = methodsOf( index.routes, `${ route.path }/1` );
			for ( const method of route.itemMethods ) {
				if ( ! item.includes( method ) ) {
					missing.push(
						`${ name }: ${ method } ${ route.path }/{id}`
					);
				}
			}
		}
	}

	expect( missing ).toEqual( [] );
	expect( Object.keys( API_ROUTES ).length ).toBeGreaterThan( 20 );
} );
