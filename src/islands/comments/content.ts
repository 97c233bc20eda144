/**
 * Comment text rules (public-site spec, sections 3-5): the stored mention format, its highlight in
 * the rendered HTML, the weighted length that folds long comments, and the 500-character limit.
 */
import type { MentionCandidate } from './types';

/** Spec: a comment has at most 500 characters. */
export const MAX_LENGTH = 500;

/** Spec: comments whose weighted length is over 250 are folded. */
export const FOLD_LENGTH = 250;

/**
 * A stored mention, `@{display name（institution）_userId}`, as `Mvc\Core\Member\Mentions::MENTION_PATTERN`
 * matches it; in HTML the label holds no markup. A mention the server refused has its `@` stored as
 * `&#64;`, so it does not match in the HTML source.
 */
const MENTION_IN_HTML = /@\{([^{}\r\n<>]{0,200}?)_(\d{1,19})\}/gu;

const MENTION_IN_TEXT = /@\{([^{}\r\n]{0,200}?)_(\d{1,19})\}/gu;

/**
 * The stored form of a mention of a member (the server rewrites the label from the profile).
 *
 * @param candidate The member.
 */
export function mentionOf( candidate: MentionCandidate ): string {
	const clean = ( part: string ) => part.replace( /[{}\r\n@]/g, '' );
	return `@{${ clean( candidate.display_name ) }（${ clean(
		candidate.institution
	) }）_${ candidate.id }}`;
}

/**
 * The user ids a text mentions.
 *
 * @param text Comment text.
 */
export function mentionedIds( text: string ): number[] {
	const ids = Array.from( text.matchAll( MENTION_IN_TEXT ), ( match ) =>
		Number( match[ 2 ] )
	);
	return Array.from( new Set( ids ) );
}

/**
 * The rendered HTML with each stored mention drawn as a highlighted mention carrying the user id.
 * Only text between tags is looked at (the HTML source: a refused mention is stored as `&#64;{…}`
 * and stays plain text), so nothing inside a tag or an attribute is ever rewritten; the rest of the
 * server's (already sanitised) HTML is left as it is.
 *
 * @param html `content.rendered`.
 */
export function highlightMentions( html: string ): string {
	return html
		.split( /(<[^>]*>)/ )
		.map( ( part ) =>
			part.startsWith( '<' )
				? part
				: part.replace(
						MENTION_IN_HTML,
						( _match, label: string, id: string ) =>
							`<span class="mvc-mention" data-user-id="${ id }">@${ label }</span>`
					)
		)
		.join( '' );
}

/**
 * The text of rendered comment HTML: paragraphs and line breaks become new lines, entities are
 * decoded.
 *
 * @param html `content.rendered`.
 */
export function htmlToText( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = html
		.replace( /\r?\n/g, '' )
		.replace( /<br\s*\/?>/gi, '\n' )
		.replace( /<\/p>\s*<p[^>]*>/gi, '\n\n' );
	return ( template.content.textContent ?? '' ).trim();
}

/**
 * The weighted length: Latin letters count 0.5, every other character 1.
 *
 * @param text Plain text.
 */
export function weightedLength( text: string ): number {
	let length = 0;
	for ( const character of text ) {
		length += /^[A-Za-z]$/.test( character ) ? 0.5 : 1;
	}
	return length;
}

/**
 * Whether a comment is long enough to fold.
 *
 * @param html `content.rendered`.
 */
export function isLong( html: string ): boolean {
	return weightedLength( htmlToText( html ) ) > FOLD_LENGTH;
}
