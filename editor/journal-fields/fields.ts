/**
 * The types of the journal's and the article's fields, and the checks a value must pass before
 * the post may be saved. The journal's panels come from the server (layout.ts), the article's
 * from articles.ts.
 */
import { __ } from '@wordpress/i18n';

export type Kind =
	| 'text'
	| 'textarea'
	| 'url'
	| 'integer'
	| 'number'
	| 'boolean'
	| 'image'
	| 'indexes'
	| 'journal_type'
	| 'url_lines'
	| 'logo'
	| 'target'
	| 'date'
	| 'references';

export interface Field {
	/** The meta key. */
	key: string;
	label: string;
	kind: Kind;
}

export interface Group {
	/** The panel's name (unique among the editor's panels). */
	name: string;
	title: string;
	fields: Field[];
}

/** The props of a field's control (controls.tsx). */
export interface ControlProps {
	field: Field;
	/** The stored value (core REST's `meta`). */
	value: unknown;
	onChange: ( value: unknown ) => void;
	/** Says whether the box holds a value that cannot be saved. */
	onProblem: ( key: string, problem: boolean ) => void;
	/** The post's whole meta (a control of several fields reads them). */
	meta?: Record< string, unknown >;
	/** Stores several fields at once. */
	onEdit?: ( meta: Record< string, unknown > ) => void;
}

export { articleGroups } from './articles';
export { groups, INDEX_NAMES, OPEN_ACCESS } from './layout';

/** An http(s) address. */
const HTTP = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * Why a typed value cannot be saved (a message for the operator), or '' when it can. An empty
 * value always can (it clears the field).
 *
 * @param kind  The field's kind.
 * @param value The text in the box.
 */
export function problemOf( kind: Kind, value: string ): string {
	const text = value.trim();
	if ( text === '' ) {
		return '';
	}
	switch ( kind ) {
		case 'url_lines':
			return text
				.split( /\r?\n/ )
				.every(
					( line ) => line.trim() === '' || HTTP.test( line.trim() )
				)
				? ''
				: __(
						'Enter one address starting with http:// or https:// per line.',
						'mvc-core'
					);
		case 'url':
			return HTTP.test( text )
				? ''
				: __(
						'Enter an address starting with http:// or https://.',
						'mvc-core'
					);
		case 'integer':
			return /^\d+$/.test( text )
				? ''
				: __( 'Enter a whole number, such as 2019.', 'mvc-core' );
		case 'number':
			return /^\d+(\.\d+)?$/.test( text ) &&
				Number.isFinite( Number( text ) )
				? ''
				: __( 'Enter a number, such as 12.5.', 'mvc-core' );
		default:
			return '';
	}
}

/**
 * The value stored for a number typed in a box: null (cleared) for an empty box, the number
 * otherwise. Call only when problemOf() found nothing.
 *
 * @param value The text in the box.
 */
export function numberOf( value: string ): number | null {
	const text = value.trim();
	return text === '' ? null : Number( text );
}

/**
 * The text a box shows for a stored number: '' for none (core REST gives 0 for an empty field).
 *
 * @param value The stored value.
 */
export function textOfNumber( value: unknown ): string {
	return typeof value === 'number' && value > 0 ? String( value ) : '';
}

/**
 * A stored deadline as Y-m-d, read from the forms operators typed before the date picker
 * (2026-12-31, 2026/12/31, 2026年12月31日, 20261231), as PostFields::deadline() reads them; '' when
 * it is no date.
 *
 * @param value The stored value.
 */
export function dateOf( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const parts =
		/^(\d{4})(?:(\d{2})(\d{2})|\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?)$/u.exec(
			value.trim()
		);
	if ( ! parts ) {
		return '';
	}
	const year = Number( parts[ 1 ] );
	const month = Number( parts[ 2 ] ?? parts[ 4 ] );
	const day = Number( parts[ 3 ] ?? parts[ 5 ] );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	if ( date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day ) {
		return '';
	}
	return `${ String( year ).padStart( 4, '0' ) }-${ String( month ).padStart(
		2,
		'0'
	) }-${ String( day ).padStart( 2, '0' ) }`;
}

/** A reference: its title and its address. */
export interface Reference {
	title: string;
	url: string;
}

/**
 * The references stored in the two fields whose lines match (reference_title, reference_url), as
 * rows; a title that only repeats its address (the address stands for a missing title) is empty.
 *
 * @param titles The titles, one a line.
 * @param urls   The addresses, one a line.
 */
export function referencesOf( titles: unknown, urls: unknown ): Reference[] {
	const lines = ( value: unknown ) =>
		typeof value === 'string' && value.trim() !== ''
			? value.split( /\r?\n/ ).map( ( line ) => line.trim() )
			: [];
	const titleLines = lines( titles );
	const urlLines = lines( urls );
	const rows: Reference[] = [];
	for ( let i = 0; i < Math.max( titleLines.length, urlLines.length ); i++ ) {
		const url = urlLines[ i ] ?? '';
		const title = titleLines[ i ] ?? '';
		if ( title !== '' || url !== '' ) {
			rows.push( { title: title === url ? '' : title, url } );
		}
	}
	return rows;
}

/**
 * The two fields that store reference rows, line by line (ArticleFields::reference_fields() on the
 * server does the same): a row without title stores its address as the title, empty rows are left
 * out, a title is one line.
 *
 * @param rows The rows.
 */
export function referenceFields( rows: Reference[] ): {
	reference_title: string;
	reference_url: string;
} {
	const titles: string[] = [];
	const urls: string[] = [];
	for ( const row of rows ) {
		const title = row.title.replace( /\s+/g, ' ' ).trim();
		const url = row.url.trim();
		if ( title === '' && url === '' ) {
			continue;
		}
		titles.push( title === '' ? url : title );
		urls.push( url );
	}
	return {
		reference_title: titles.join( '\n' ).trimEnd(),
		reference_url: urls.join( '\n' ).trimEnd(),
	};
}
