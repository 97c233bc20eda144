/**
 * Tag suggestions: the case-insensitive match of the typed text against the names of the tags
 * found (the matched parts are what the list shows in bold).
 */
import type { Tag } from '../../components/tags';
import { SUGGESTION_LIMIT } from './constants';

/** A piece of a tag name: `match` when it is the typed text. */
export interface NamePart {
	text: string;
	match: boolean;
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
