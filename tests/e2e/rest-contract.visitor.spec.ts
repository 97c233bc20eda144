/**
 * The client's REST table (src/runtime/api/routes.ts) against the server's index: every path the
 * islands call is a route of `GET /wp-json/` that takes the method it is called with, and every
 * field the table says the client reads from an answer is in that route's schema
 * (`GET /wp-json/?context=help`). A route renamed or removed on either side, or a field of an
 * answer renamed, fails here.
 */
import { test, expect } from '@playwright/test';

import { API_ROUTES } from '../../src/runtime/api/routes';
import type { Reads } from '../../src/runtime/api/routes';

/** The part of a JSON schema the reads are looked up in. */
interface Schema {
	type?: string | string[];
	properties?: Record< string, Schema >;
	items?: Schema;
	additionalProperties?: boolean | Schema;
}

interface IndexRoute {
	methods: string[];
	/** With `context=help`: the schema of the route's answer. */
	schema?: Schema;
}

type IndexRoutes = Record< string, IndexRoute >;

/**
 * The index's routes that answer a concrete path (their patterns are PCRE, named groups written
 * the JavaScript way here).
 *
 * @param routes The index's routes.
 * @param path   A concrete path.
 */
function routesOf( routes: IndexRoutes, path: string ): IndexRoute[] {
	// A path with a placeholder (`/api/online-course/{post_id}/learners`) is tried with the id 1.
	path = path.replace( /\{[a-z_]+\}/gi, '1' );
	return Object.entries( routes )
		.filter( ( [ pattern ] ) =>
			new RegExp(
				`^${ pattern.replace( /\(\?P</g, '(?<' ) }$`,
				'i'
			).test( path )
		)
		.map( ( [ , route ] ) => route );
}

/**
 * The methods the server takes on a path.
 *
 * @param routes The index's routes.
 * @param path   A concrete path.
 */
function methodsOf( routes: IndexRoutes, path: string ): string[] {
	return [
		...new Set(
			routesOf( routes, path ).flatMap( ( route ) => route.methods )
		),
	];
}

/**
 * The schema of what a path answers: the `data` of the envelope for the `api` namespace, core's
 * item schema for a core route.
 *
 * @param routes The index's routes (with `context=help`).
 * @param path   A concrete path.
 */
function answerSchemaOf(
	routes: IndexRoutes,
	path: string
): Schema | undefined {
	const schemas = routesOf( routes, path ).flatMap( ( { schema } ) =>
		schema ? [ schema ] : []
	);
	return path.startsWith( '/api/' )
		? schemas.find( ( schema ) => schema.properties?.data )?.properties
				?.data
		: schemas.find( ( schema ) => schema.properties );
}

/**
 * The schema of a field read in a schema: a property of its object, of each item of its list, or
 * any key of its map (`additionalProperties`).
 *
 * @param schema The schema read in.
 * @param field  The field.
 */
function fieldOf( schema: Schema, field: string ): Schema | undefined {
	const shape = schema.items ?? schema;
	if ( shape.properties && Object.hasOwn( shape.properties, field ) ) {
		return shape.properties[ field ];
	}
	return typeof shape.additionalProperties === 'object'
		? shape.additionalProperties
		: undefined;
}

/**
 * The fields of `reads` a schema does not have, as paths (`list.id`), and how many were looked up.
 *
 * @param schema The answer's schema.
 * @param reads  The fields the client reads.
 * @param prefix The path of the schema in the answer.
 */
function unknownReads(
	schema: Schema,
	reads: Reads,
	prefix = ''
): { missing: string[]; checked: number } {
	const found = { missing: [] as string[], checked: 0 };
	for ( const read of reads ) {
		const nested = typeof read === 'string' ? { [ read ]: [] } : read;
		for ( const [ field, inner ] of Object.entries( nested ) ) {
			found.checked += 1;
			const child = fieldOf( schema, field );
			if ( ! child ) {
				found.missing.push( prefix + field );
				continue;
			}
			const deeper = unknownReads(
				child,
				inner,
				`${ prefix }${ field }.`
			);
			found.missing.push( ...deeper.missing );
			found.checked += deeper.checked;
		}
	}
	return found;
}

test( 'every call of the client is a route of the server with its method', async ( {
	request,
} ) => {
	const index = ( await ( await request.get( '/wp-json/' ) ).json() ) as {
		routes: IndexRoutes;
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

test( 'every field the client reads is in the schema of its route', async ( {
	request,
} ) => {
	const index = ( await (
		await request.get( '/wp-json/?context=help' )
	).json() ) as { routes: IndexRoutes };

	const problems: string[] = [];
	let checked = 0;
	for ( const [ name, route ] of Object.entries( API_ROUTES ) ) {
		const schema = answerSchemaOf( index.routes, route.path );
		if ( ! schema ) {
			problems.push( `${ name }: ${ route.path } has no answer schema` );
			continue;
		}
		const found = unknownReads( schema, route.reads );
		checked += found.checked;
		for ( const field of found.missing ) {
			problems.push( `${ name }: ${ route.path } has no ${ field }` );
		}
	}

	expect( problems ).toEqual( [] );
	// The table's reads were looked up (comments, user info, search results...), not skipped.
	expect( checked ).toBeGreaterThan( 50 );
} );
