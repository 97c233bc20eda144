/**
 * The course filter as values and as an address: toggling a value, the empty filter, and the
 * page's shareable address (`/courses/page/2/?skills=a,b&language=chinese`), built and read the
 * way the server does (`Mvc\Theme\Content\Courses::link()` and `filter_of()`).
 */
import { GROUPS } from './types';
import type { Facet, Filter, Group } from './types';

/** No value chosen in any group. */
export function emptyFilter(): Filter {
	return { skills: [], duration: [], language: [], certificate: [] };
}

/**
 * Whether no value is chosen.
 *
 * @param filter Filter.
 */
export function isEmpty( filter: Filter ): boolean {
	return GROUPS.every( ( group ) => filter[ group ].length === 0 );
}

/**
 * The filter with a value added to its group, or removed when it was there.
 *
 * @param filter Filter.
 * @param group  Group.
 * @param value  Option value.
 */
export function toggle( filter: Filter, group: Group, value: string ): Filter {
	const values = filter[ group ];
	return {
		...filter,
		[ group ]: values.includes( value )
			? values.filter( ( item ) => item !== value )
			: [ ...values, value ],
	};
}

/**
 * Whether two filters choose the same values (in any order).
 *
 * @param a Filter.
 * @param b Filter.
 */
export function sameFilter( a: Filter, b: Filter ): boolean {
	return GROUPS.every(
		( group ) =>
			a[ group ].length === b[ group ].length &&
			a[ group ].every( ( value ) => b[ group ].includes( value ) )
	);
}

/**
 * The address of a filtered page: groups in the panel's order, each group's values in its
 * options' order, empty groups and page 1 left out.
 *
 * @param base   /courses/.
 * @param facets The panel's groups.
 * @param filter Filter.
 * @param page   Page, from 1.
 */
export function linkOf(
	base: string,
	facets: Facet[],
	filter: Filter,
	page = 1
): string {
	const args = GROUPS.flatMap( ( group ) => {
		const options =
			facets.find( ( facet ) => facet.key === group )?.options ?? [];
		const values = options
			.map( ( option ) => option.value )
			.filter( ( value ) => filter[ group ].includes( value ) );
		return values.length
			? [ `${ group }=${ values.map( encodeURIComponent ).join( ',' ) }` ]
			: [];
	} );
	const path = page > 1 ? `${ base }page/${ page }/` : base;
	return args.length ? `${ path }?${ args.join( '&' ) }` : path;
}

/**
 * The filter and page an address of the page names (back and forward bring these back), or null
 * when it is not one of the page's addresses or names a value the panel does not have.
 *
 * @param href   Address.
 * @param base   /courses/.
 * @param facets The panel's groups.
 */
export function readLink(
	href: string,
	base: string,
	facets: Facet[]
): { filter: Filter; page: number } | null {
	const url = new URL( href, base );
	const root = new URL( base );
	if ( ! url.pathname.startsWith( root.pathname ) ) {
		return null;
	}
	const rest = url.pathname.slice( root.pathname.length );
	const paged = /^page\/(\d+)\/?$/.exec( rest );
	if ( rest !== '' && ! paged ) {
		return null;
	}
	const filter = emptyFilter();
	const unknown = GROUPS.some( ( group ) => {
		const values = ( url.searchParams.get( group ) ?? '' )
			.split( ',' )
			.map( ( value ) => value.trim() )
			.filter( Boolean );
		const known =
			facets
				.find( ( facet ) => facet.key === group )
				?.options.map( ( option ) => option.value ) ?? [];
		filter[ group ] = [ ...new Set( values ) ];
		return values.some( ( value ) => ! known.includes( value ) );
	} );
	if ( unknown ) {
		return null;
	}
	return { filter, page: paged ? Math.max( 1, Number( paged[ 1 ] ) ) : 1 };
}
