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
 * A stored mention, `@{display name（institution）_userId}`, as `Mvc\Core\Comments\Mentions::MENTION_PATTERN`
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
 * A mention in the comment box: the reader sees its readable label (`@李薇`, drawn as a chip), the
 * server gets its stored code (`@{李薇（中国科学院化学研究所）_3}`).
 */
export interface DraftMention {
	id: number;
	/** What the box shows: `@name`, or `@name（institution）` when two members share the name. */
	label: string;
	/** What is sent: `mentionOf()`. */
	code: string;
}

/**
 * The display name inside a stored label `name（institution）`.
 *
 * @param label The part of a stored mention before `_id`.
 */
function nameOfLabel( label: string ): string {
	const match = /^(.+?)（[^（）]*）$/u.exec( label );
	return match ? match[ 1 ] : label;
}

/**
 * A box mention for a member, with a label no other member mentioned in the box has.
 *
 * @param id          The member's id.
 * @param name        Display name.
 * @param institution Institution ('' when none).
 * @param code        The stored code.
 * @param taken       The mentions already in the box.
 */
function draftMention(
	id: number,
	name: string,
	institution: string,
	code: string,
	taken: DraftMention[]
): DraftMention {
	const same = taken.find( ( mention ) => mention.id === id );
	if ( same ) {
		return same;
	}
	const clean = ( part: string ) => part.replace( /[{}\r\n@]/g, '' );
	const labels = [
		`@${ clean( name ) }`,
		`@${ clean( name ) }（${ clean( institution ) }）`,
		`@${ clean( name ) }_${ id }`,
	];
	const label =
		labels.find(
			( candidate ) =>
				! taken.some( ( mention ) => mention.label === candidate )
		) ?? labels[ 2 ];
	return { id, label, code };
}

/**
 * The box mention of a chosen candidate.
 *
 * @param candidate The member chosen from the suggestions.
 * @param taken     The mentions already in the box.
 */
export function draftOf(
	candidate: MentionCandidate,
	taken: DraftMention[]
): DraftMention {
	return draftMention(
		candidate.id,
		candidate.display_name,
		candidate.institution,
		mentionOf( candidate ),
		taken
	);
}

/**
 * Splits a text into plain parts and the box's mentions, longest label first (`@李薇薇` is not
 * `@李薇` followed by 薇).
 *
 * @param text     The box's text.
 * @param mentions The mentions chosen in the box.
 * @return Parts in order; a mention part carries its mention.
 */
export function splitMentions(
	text: string,
	mentions: DraftMention[]
): Array< { text: string; mention?: DraftMention } > {
	if ( mentions.length === 0 ) {
		return text === '' ? [] : [ { text } ];
	}
	const byLength = [ ...mentions ].sort(
		( a, b ) => b.label.length - a.label.length
	);
	const pattern = new RegExp(
		byLength
			.map( ( mention ) =>
				mention.label.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
			)
			.join( '|' ),
		'gu'
	);
	const parts: Array< { text: string; mention?: DraftMention } > = [];
	let last = 0;
	for ( const match of text.matchAll( pattern ) ) {
		const at = match.index ?? 0;
		if ( at > last ) {
			parts.push( { text: text.slice( last, at ) } );
		}
		parts.push( {
			text: match[ 0 ],
			mention: byLength.find(
				( mention ) => mention.label === match[ 0 ]
			),
		} );
		last = at + match[ 0 ].length;
	}
	if ( last < text.length ) {
		parts.push( { text: text.slice( last ) } );
	}
	return parts;
}

/**
 * What the server gets: each readable mention left in the box replaced by its stored code (one
 * the reader broke by editing it is plain text).
 *
 * @param text     The box's text.
 * @param mentions The mentions chosen in the box.
 */
export function toStored( text: string, mentions: DraftMention[] ): string {
	return splitMentions( text, mentions )
		.map( ( part ) => part.mention?.code ?? part.text )
		.join( '' );
}

/**
 * The box's text and mentions of a stored text (an edit starts from it).
 *
 * @param stored Comment text with stored mentions.
 */
export function fromStored( stored: string ): {
	text: string;
	mentions: DraftMention[];
} {
	const mentions: DraftMention[] = [];
	const text = stored.replace(
		MENTION_IN_TEXT,
		( code: string, label: string, id: string ) => {
			const mention = draftMention(
				Number( id ),
				nameOfLabel( label ),
				/（([^（）]*)）$/u.exec( label )?.[ 1 ] ?? '',
				code,
				mentions
			);
			if ( ! mentions.includes( mention ) ) {
				mentions.push( mention );
			}
			return mention.label;
		}
	);
	return { text, mentions };
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
