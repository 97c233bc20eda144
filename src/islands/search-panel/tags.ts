/**
 * Tag suggestions: the search call, the answer read and decoded, and the case-insensitive match
 * of the typed text against the names (the matched parts are what the list shows in bold).
 */
import { decodeEntities } from '@wordpress/html-entities';

import { SUGGESTION_LIMIT, TAG_SEARCH_PAGE_SIZE, TAGS_PATH } from './constants';

export interface Tag {
	id: number;
	name: string;
	slug: string;
}

/** A piece of a tag name: `match` when it is the typed text. */
export interface NamePart {
	text: string;
	match: boolean;
}

/**
 * The path of the tag search for a text.
 *
 * @param text Trimmed text.
 */
export function tagSearchPath( text: string ): string {
	const query = new URLSearchParams( {
		search: text,
		per_page: String( TAG_SEARCH_PAGE_SIZE ),
		hide_empty: 'true',
		_fields: 'id,name,slug',
	} );
	return `${ TAGS_PATH }?${ query.toString() }`;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The tags of an answer of core's tags route, names decoded; anything else is dropped.
 *
 * @param body The answer.
 */
export function readTags( body: unknown ): Tag[] {
	if ( ! Array.isArray( body ) ) {
		return [];
	}
	return body.flatMap( ( item: unknown ) =>
		isRecord( item ) &&
		typeof item.id === 'number' &&
		typeof item.name === 'string' &&
		typeof item.slug === 'string'
			? [
					{
						id: item.id,
						name: decodeEntities( item.name ),
						slug: item.slug,
					},
				]
			: []
	);
}

/**
 * The text as a regular expression source that matches it literally.
 *
 * @param text Any text.
 */
function literal( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * The tags whose name contains the text, ignoring case, at most `SUGGESTION_LIMIT`.
 *
 * @param tags Tags of the answer.
 * @param text Trimmed text (not empty).
 */
export function matchingTags( tags: readonly Tag[], text: string ): Tag[] {
	const re = new RegExp( literal( text ), 'iu' );
	return tags
		.filter( ( tag ) => re.test( tag.name ) )
		.slice( 0, SUGGESTION_LIMIT );
}

/**
 * A name cut into the parts that match the text (ignoring case) and the parts between them.
 *
 * @param name Tag name.
 * @param text Trimmed text.
 */
export function splitName( name: string, text: string ): NamePart[] {
	if ( text === '' ) {
		return [ { text: name, match: false } ];
	}
	// With one capturing group, split() keeps the matches at the odd indexes.
	return name
		.split( new RegExp( `(${ literal( text ) })`, 'giu' ) )
		.map( ( part, index ) => ( { text: part, match: index % 2 === 1 } ) )
		.filter( ( part ) => part.text !== '' );
}
